import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusMessage } from './status-message';

const meta = {
  title: 'Feedback/StatusMessage',
  component: StatusMessage,
  args: { tone: 'success', children: 'Thank you! Your message has been sent successfully.' },
} satisfies Meta<typeof StatusMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Thank you!');
  },
};

export const Info: Story = {
  args: {
    tone: 'info',
    children: 'We pre-filled this using public info. Feel free to update anything.',
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    children: 'Your missed call rate seems unusually low. Are you sure about this number?',
  },
};

export const ErrorMessage: Story = {
  name: 'Error',
  args: {
    tone: 'error',
    children: 'Sorry, there was an error sending your message. Please try again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sorry, there was an error');
  },
};
