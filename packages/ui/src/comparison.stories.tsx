import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Comparison } from './comparison';

const meta = {
  title: 'Content/Comparison',
  component: Comparison,
} satisfies Meta<typeof Comparison>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Why Choose Us?' })).toBeVisible();
    const better = canvas.getByRole('heading', { name: 'The Better Option' }).closest('li');
    await expect(better).toHaveAttribute('data-state', 'recommended');
    await expect(better).toHaveTextContent('Recommended Solution');
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } };
