import { describe, expect, it } from 'vitest';
import {
  receptionistReply,
  receptionistScript,
  receptionistScriptFor,
  type SimulatedVariables,
} from './receptionist-script';

describe('receptionistScriptFor', () => {
  it("greets the company variable by name in the assistant's first line", () => {
    const [first, ...rest] = receptionistScriptFor({ company: 'Acme Roofing & Sons' });
    expect(first).toEqual({
      role: 'assistant',
      text: 'Thanks for calling Acme Roofing & Sons, this is the virtual receptionist. How can I help you today?',
    });
    expect(rest).toEqual(receptionistScript.slice(1));
  });

  it('greets without a name when there is no company, or a blank one', () => {
    const neutral =
      'Thanks for calling, this is the virtual receptionist. How can I help you today?';
    expect(receptionistScript[0]?.text).toBe(neutral);
    const blank: SimulatedVariables[] = [{}, { company: '' }, { company: '  ' }, { city: 'Tulsa' }];
    for (const variables of blank) {
      expect(receptionistScriptFor(variables)[0]?.text).toBe(neutral);
    }
    // Only the variable's own value counts, never an inherited one.
    expect(receptionistScriptFor(Object.create({ company: 'Inherited' }))[0]?.text).toBe(neutral);
  });

  it('is the same conversation either way: assistant and visitor take turns', () => {
    const roles = (script: readonly { role: string }[]) => script.map(({ role }) => role);
    const expected = ['assistant', 'user', 'assistant', 'user', 'assistant'];
    expect(roles(receptionistScript)).toEqual(expected);
    expect(roles(receptionistScriptFor({ company: 'Acme' }))).toEqual(expected);
  });
});

describe('receptionistReply', () => {
  const HOURS =
    "We're open Monday to Friday from 7 am to 6 pm, and Saturday from 8 am to noon. For a leak, we answer around the clock.";
  const BOOKING =
    'I can book that for you. We have a roofer free tomorrow at eight, or Thursday at two. Which suits you better?';
  const PRICES =
    'Inspections are free. Most repairs run from 300 to 1,500 dollars, and the roofer gives you a firm quote on site before any work starts.';
  const FALLBACK =
    'I can help with our opening hours, booking a visit, or prices. What would you like to know?';
  const reply = (text: string) => receptionistReply(text).text;

  it.each([
    'What are your hours?',
    'When do you open?',
    'Are you closed on Sunday?',
    'What time do you close',
    'Do you work weekends?',
    'Open on saturday?',
  ])('answers %j with the opening hours', (text) => {
    expect(receptionistReply(text)).toEqual({ role: 'assistant', text: HOURS });
  });

  it.each([
    'Can I book a visit?',
    'I need an appointment',
    'Could someone come out and look at it?',
    'Are you available tomorrow?',
    'Please schedule an inspection',
  ])('answers %j with a booking', (text) => {
    expect(reply(text)).toBe(BOOKING);
  });

  it.each([
    'How much does a repair cost?',
    'Can I get a quote?',
    'What are your prices',
    'Do you charge for an estimate?',
    'Is it expensive?',
  ])('answers %j with the prices', (text) => {
    expect(reply(text)).toBe(PRICES);
  });

  it('ignores the case of the words', () => {
    expect(reply('WHAT ARE YOUR HOURS')).toBe(HOURS);
    expect(reply('bOoK me in')).toBe(BOOKING);
    expect(reply('How MUCH?')).toBe(PRICES);
  });

  it('matches whole words only: a word that contains a keyword is not about its topic', () => {
    expect(reply('I do bookkeeping')).toBe(FALLBACK);
    expect(reply('Let me speak openly')).toBe(FALLBACK);
    expect(reply('Is this a closet door?')).toBe(FALLBACK);
    expect(reply('The storm was costly')).toBe(FALLBACK);
    expect(reply('My visitors are priceless')).toBe(FALLBACK);
  });

  it('checks the hours first, then booking, then prices', () => {
    expect(reply('Can I book a visit on Saturday? How much?')).toBe(HOURS);
    expect(reply('How much is an inspection?')).toBe(BOOKING);
    expect(reply('Book me in, whatever the price')).toBe(BOOKING);
  });

  it('offers what it can help with for anything else', () => {
    for (const text of ['Hello?', '', '   ', 'My ceiling is leaking', '¿Hablas español?']) {
      expect(receptionistReply(text)).toEqual({ role: 'assistant', text: FALLBACK });
    }
  });
});
