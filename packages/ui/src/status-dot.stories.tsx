import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusDot } from './status-dot';

const meta = {
  title: 'Voice/StatusDot',
  component: StatusDot,
  args: { status: 'idle' },
  argTypes: { status: { control: 'inline-radio' } },
} satisfies Meta<typeof StatusDot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    const dot = canvas.getByRole('img', { name: 'Not connected' });
    await expect(getComputedStyle(dot).backgroundColor).toBe('rgb(107, 114, 128)');
  },
};

export const Connecting: Story = {
  args: { status: 'connecting' },
  play: async ({ canvas }) => {
    const dot = canvas.getByRole('img', { name: 'Connecting' });
    await expect(getComputedStyle(dot).backgroundColor).toBe('rgb(234, 179, 8)');
  },
};

export const Active: Story = {
  args: { status: 'active' },
  play: async ({ canvas }) => {
    const dot = canvas.getByRole('img', { name: 'Connected' });
    await expect(getComputedStyle(dot).backgroundColor).toBe('rgb(22, 163, 74)');
  },
};

export const Ended: Story = { args: { status: 'ended' } };
