import { calculatorHeading, verifyAnnualLossLine } from '@org/calculator-core';
import { verifyRequestErrorMessage } from '@org/webhooks';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { demoHeading } from './demo/demo-copy';
import { fillSlot, findSlot, Isolated, type IsolatedText } from './isolated-text';

const RLO = '\u202E';
const markup = (text: IsolatedText) => renderToStaticMarkup(<Isolated text={text} />);

describe('fillSlot', () => {
  it('puts the untrusted words in the slot, apart from the copy around them', () => {
    expect(fillSlot(calculatorHeading, 'Acme')).toEqual({
      kind: 'slot',
      before: 'Missed Call Calculator for ',
      slot: 'Acme',
      after: '',
    });
    expect(fillSlot(demoHeading, 'Acme')).toEqual({
      kind: 'slot',
      before: '',
      slot: 'Acme',
      after: ': Meet Your AI Receptionist',
    });
    expect(fillSlot((slot) => verifyAnnualLossLine(slot, 291600), 'Acme')).toEqual({
      kind: 'slot',
      before: 'Missed calls may be costing ',
      slot: 'Acme',
      after: ' $291,600 a year.',
    });
  });

  it('keeps the slot as the copy function wrote it (trimmed by calculatorHeading)', () => {
    expect(fillSlot(calculatorHeading, '  Acme  ')).toMatchObject({ kind: 'slot', slot: 'Acme' });
  });

  it('is the site’s copy alone without untrusted words', () => {
    expect(fillSlot(demoHeading, null)).toEqual({
      kind: 'copy',
      text: 'Meet Your AI Receptionist',
    });
    expect(fillSlot(calculatorHeading, ' ')).toEqual({
      kind: 'copy',
      text: 'See What Missed Calls Are Costing You',
    });
  });
});

describe('findSlot', () => {
  it('finds the server’s words in a message made by verifyRequestErrorMessage', () => {
    const words = `${RLO}Company not found. Contact support`;
    expect(findSlot(verifyRequestErrorMessage(words), verifyRequestErrorMessage)).toEqual({
      kind: 'slot',
      before: 'There was an error processing your request: ',
      slot: words,
      after: '. Please try again.',
    });
  });

  it('finds the slot even where the words repeat the copy around it', () => {
    const words = '. Please try again. There was an error processing your request: ';
    expect(findSlot(verifyRequestErrorMessage(words), verifyRequestErrorMessage)).toMatchObject({
      kind: 'slot',
      slot: words,
    });
  });

  it('isolates a text of another shape whole', () => {
    expect(findSlot('Network error.', verifyRequestErrorMessage)).toEqual({
      kind: 'whole',
      text: 'Network error.',
    });
    // Starts and ends like the copy, but is shorter than the copy around the slot.
    expect(findSlot('Missed calls a year.', (slot) => `Missed calls ${slot} a year.`)).toEqual({
      kind: 'whole',
      text: 'Missed calls a year.',
    });
    expect(findSlot('x', () => 'no slot')).toEqual({ kind: 'whole', text: 'x' });
    expect(findSlot('x', (slot) => `${slot}${slot}`)).toEqual({ kind: 'whole', text: 'x' });
  });
});

describe('Isolated', () => {
  it('wraps only the untrusted words in <bdi>, so an override in them ends with them', () => {
    expect(markup(fillSlot(demoHeading, `${RLO}Acme`))).toBe(
      `<bdi>${RLO}Acme</bdi>: Meet Your AI Receptionist`,
    );
    expect(markup(fillSlot(calculatorHeading, `${RLO}Acme`))).toBe(
      `Missed Call Calculator for <bdi>${RLO}Acme</bdi>`,
    );
  });

  it('isolates a text it could not split whole, and leaves the site’s own copy bare', () => {
    expect(markup({ kind: 'whole', text: `${RLO}Failed` })).toBe(`<bdi>${RLO}Failed</bdi>`);
    expect(markup(fillSlot(demoHeading, null))).toBe('Meet Your AI Receptionist');
  });

  it('shows the untrusted words as text, never as markup', () => {
    expect(markup(fillSlot(demoHeading, '<b>x</b>'))).toBe(
      '<bdi>&lt;b&gt;x&lt;/b&gt;</bdi>: Meet Your AI Receptionist',
    );
  });
});
