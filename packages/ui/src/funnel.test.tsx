import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Funnel, type FunnelStep, funnelBarWidth } from './funnel';

afterEach(cleanup);

const steps: FunnelStep[] = [
  { id: 'calls', label: 'Calls a month', value: '60', share: 1 },
  { id: 'missed', label: 'Missed calls a month', value: '18', share: 0.3 },
  { id: 'lost', label: 'Revenue lost a year', value: '$291,600', share: 0.045, emphasis: true },
];

describe('Funnel', () => {
  it('reads as an ordered list of the steps, label then value', () => {
    render(<Funnel steps={steps} label="Where the money goes" />);
    const list = screen.getByRole('list', { name: 'Where the money goes' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Calls a month: 60',
      'Missed calls a month: 18',
      'Revenue lost a year: $291,600',
    ]);
  });

  it('hides the drawing from screen readers and sizes each bar by its share', () => {
    const { container } = render(<Funnel steps={steps} label="Funnel" />);
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(3);
    for (const svg of svgs) expect(svg.getAttribute('aria-hidden')).toBe('true');
    const widths = [...container.querySelectorAll('rect')].map((rect) =>
      Number(rect.getAttribute('width')),
    );
    expect(widths).toEqual([100, 30, 4.5]);
    expect(container.querySelector('[data-step="lost"]')?.className).toContain(
      'org-funnel__step--emphasis',
    );
  });

  it('is named by a visible heading when given one', () => {
    render(
      <>
        <h3 id="funnel-title">Where the money goes</h3>
        <Funnel steps={steps} labelledBy="funnel-title" label="ignored" />
      </>,
    );
    const list = screen.getByRole('list', { name: 'Where the money goes' });
    expect(list.getAttribute('aria-label')).toBeNull();
  });

  it('renders an empty list without steps', () => {
    render(<Funnel steps={[]} label="Funnel" />);
    expect(screen.getByRole('list', { name: 'Funnel' }).children).toHaveLength(0);
  });
});

describe('funnelBarWidth', () => {
  it('keeps a sliver for zero and clamps the rest', () => {
    expect(funnelBarWidth(0)).toBe(1);
    expect(funnelBarWidth(0.5)).toBe(50);
    expect(funnelBarWidth(7)).toBe(100);
    expect(funnelBarWidth(-1)).toBe(1);
    expect(funnelBarWidth(Number.NaN)).toBe(1);
    expect(funnelBarWidth(Number.POSITIVE_INFINITY)).toBe(1);
  });
});
