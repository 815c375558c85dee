import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Comparison } from './comparison';
import { darkScheme, expectDarkScheme } from './docs/dark-story';

const meta = {
  title: 'Content/Comparison',
  component: Comparison,
} satisfies Meta<typeof Comparison>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide: a table with the four options as columns, the recommended one highlighted. */
export const Default: Story = {
  // Its play function checks the wide layout: pinned, so no run shows it at a phone's width.
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Why Choose Us?' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Why Choose Us?' });
    const better = within(table).getByRole('columnheader', {
      name: 'Recommended Solution The Better Option',
    });
    await expect(better).toBeVisible();
    await expect(better).toHaveAttribute('data-state', 'recommended');
    await expect(within(table).getByRole('rowheader', { name: 'Cost' })).toBeVisible();
    await expect(getComputedStyle(table).display).toBe('table');
  },
};

/**
 * Narrow: each row is a card, each cell named by its option; still one table to screen readers.
 * The viewport global resizes the story's frame in Storybook and in the Vitest run alike, so the
 * stacked cards (a width media query) are what the test sees.
 */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    await expect(window.matchMedia('(max-width: 39.99rem)').matches).toBe(true);
    const table = canvas.getByRole('table', { name: 'Why Choose Us?' });
    const better = within(table).getByRole('columnheader', { name: /The Better Option/ });
    await expect(better).toBeInTheDocument();
    const row = within(table).getByRole('rowheader', { name: 'Answers every call' });
    await expect(row).toBeVisible();
    await expect(within(row.closest('tr') as HTMLElement).getAllByText('Yes')).toHaveLength(2);
    await expect(getComputedStyle(table).display).toBe('block');
  },
};

/** The wide table in the dark scheme, the recommended column still highlighted. */
export const DefaultDark: Story = {
  globals: { ...Default.globals, ...darkScheme },
  play: async (context) => {
    await Default.play?.(context);
    await expectDarkScheme(context.canvasElement);
  },
};
