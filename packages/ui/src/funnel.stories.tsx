import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { darkScheme, expectDarkScheme } from './docs/dark-story';
import { Funnel, type FunnelStep } from './funnel';

/** Nothing spills sideways out of the funnel's list. */
async function expectNoSidewaysOverflow(canvasElement: HTMLElement) {
  const list = canvasElement.querySelector('ol');
  await expect(list).not.toBeNull();
  await expect(list?.scrollWidth).toBeLessThanOrEqual((list?.clientWidth ?? 0) + 1);
}

const meta = {
  title: 'Content/Funnel',
  component: Funnel,
  args: {
    label: 'Where the money goes',
    steps: [
      { id: 'calls', label: 'Calls a month', value: '60', share: 1 },
      { id: 'missed', label: 'Missed calls a month', value: '18', share: 0.3 },
      { id: 'booked', label: 'Would have booked a visit', value: '9', share: 0.15 },
      { id: 'hired', label: 'Would have hired you', value: '2.7', share: 0.045 },
      {
        id: 'lost-monthly',
        label: 'Revenue lost a month',
        value: '$24,300',
        share: 0.045,
        emphasis: true,
      },
      {
        id: 'lost-annual',
        label: 'Revenue lost a year',
        value: '$291,600',
        share: 0.045,
        emphasis: true,
      },
    ],
  },
} satisfies Meta<typeof Funnel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The calculator's defaults: 60 calls, 30 % missed, 50 % booking, 30 % close, $9,000 a job. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    await expect(items[5]).toHaveTextContent('Revenue lost a year: $291,600');
  },
};

/** No calls: every step is zero and draws as a sliver, so the figure keeps its size. */
export const ZeroCalls: Story = {
  args: {
    steps: [
      { id: 'calls', label: 'Calls a month', value: '0', share: 0 },
      { id: 'missed', label: 'Missed calls a month', value: '0', share: 0 },
      { id: 'booked', label: 'Would have booked a visit', value: '0', share: 0 },
      { id: 'hired', label: 'Would have hired you', value: '0', share: 0 },
      { id: 'lost-monthly', label: 'Revenue lost a month', value: '$0', share: 0, emphasis: true },
      { id: 'lost-annual', label: 'Revenue lost a year', value: '$0', share: 0, emphasis: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('rect')].map((rect) =>
      rect.getAttribute('width'),
    );
    await expect(widths).toEqual(['1', '1', '1', '1', '1', '1']);
  },
};

/** Huge numbers wrap inside the figure rather than spill out of it. */
export const HugeNumbers: Story = {
  args: {
    steps: [
      { id: 'calls', label: 'Calls a month', value: '9,007,199,254,740,991', share: 1 },
      { id: 'missed', label: 'Missed calls a month', value: '9,007,199,254,740,991', share: 1 },
      {
        id: 'booked',
        label: 'Would have booked a visit',
        value: '4,503,599,627,370,496',
        share: 0.5,
      },
      { id: 'hired', label: 'Would have hired you', value: '450,359,962,737,049.6', share: 0.05 },
      {
        id: 'lost-monthly',
        label: 'Revenue lost a month',
        value: '$4,056,481,920,730,334,084,768,285,696',
        share: 0.05,
        emphasis: true,
      },
      {
        id: 'lost-annual',
        label: 'Revenue lost a year',
        value: '$48,677,783,048,764,009,017,219,428,352',
        share: 0.05,
        emphasis: true,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysOverflow(canvasElement);
  },
};

/**
 * No missed calls (60 calls, 0 % missed): the first bar is full, every later one a sliver,
 * and the money steps read $0.
 */
export const NoMissedCalls: Story = {
  args: {
    steps: [
      { id: 'calls', label: 'Calls a month', value: '60', share: 1 },
      { id: 'missed', label: 'Missed calls a month', value: '0', share: 0 },
      { id: 'booked', label: 'Would have booked a visit', value: '0', share: 0 },
      { id: 'hired', label: 'Would have hired you', value: '0', share: 0 },
      { id: 'lost-monthly', label: 'Revenue lost a month', value: '$0', share: 0, emphasis: true },
      { id: 'lost-annual', label: 'Revenue lost a year', value: '$0', share: 0, emphasis: true },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('rect')].map((rect) =>
      rect.getAttribute('width'),
    );
    await expect(widths).toEqual(['100', '1', '1', '1', '1', '1']);
    await expect(canvas.getAllByRole('listitem')[5]).toHaveTextContent('Revenue lost a year: $0');
  },
};

/**
 * A call centre's numbers: 10,000 calls a day (300,000 a month), 30 % missed, 50 % would book,
 * 30 % hired, a $1,000,000 job. The steps are the calculator's formula worked through
 * (@org/calculator-core's calculatorFunnelSteps gives the same; this package does not depend on
 * it): 90,000 missed, 45,000 booked, 13,500 hired, $13.5 billion a month, $162 billion a year.
 */
const callCentreSteps: readonly FunnelStep[] = [
  { id: 'calls', label: 'Calls a month', value: '300,000', share: 1 },
  { id: 'missed', label: 'Missed calls a month', value: '90,000', share: 0.3 },
  { id: 'booked', label: 'Would have booked a visit', value: '45,000', share: 0.15 },
  { id: 'hired', label: 'Would have hired you', value: '13,500', share: 0.045 },
  {
    id: 'lost-monthly',
    label: 'Revenue lost a month',
    value: '$13,500,000,000',
    share: 0.045,
    emphasis: true,
  },
  {
    id: 'lost-annual',
    label: 'Revenue lost a year',
    value: '$162,000,000,000',
    share: 0.045,
    emphasis: true,
  },
];

export const CallCentre: Story = {
  args: { steps: callCentreSteps },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')[5]).toHaveTextContent(
      'Revenue lost a year: $162,000,000,000',
    );
    await expectNoSidewaysOverflow(canvasElement);
  },
};

/** The call centre's figures on a 320 px phone: the long dollar amounts still fit. */
export const CallCentreNarrow: Story = {
  args: { steps: callCentreSteps },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThanOrEqual(414);
    await expectNoSidewaysOverflow(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The typical figure in the dark scheme (toolbar: Color scheme → Dark). */
export const TypicalDark: Story = {
  globals: darkScheme,
  play: async (context) => {
    await Typical.play?.(context);
    await expectDarkScheme(context.canvasElement);
  },
};
