import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Funnel } from './funnel';

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
    const list = canvasElement.querySelector('ol');
    await expect(list).not.toBeNull();
    // Nothing spills sideways out of the figure.
    await expect(list?.scrollWidth).toBeLessThanOrEqual((list?.clientWidth ?? 0) + 1);
  },
};
