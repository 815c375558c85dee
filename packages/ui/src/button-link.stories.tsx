import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { createFakeRouterLink } from '../test/story-link';
import { ButtonLink } from './button-link';

const onNavigate = fn();

const meta = {
  title: 'Controls/ButtonLink',
  component: ButtonLink,
  args: {
    href: '/calculator',
    children: 'See Missed Call Report',
    renderLink: createFakeRouterLink(onNavigate),
  },
  argTypes: { variant: { control: 'inline-radio' } },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent }) => {
    onNavigate.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: 'See Missed Call Report' }));
    await expect(onNavigate).toHaveBeenCalledWith('/calculator');
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', href: '/contact', children: 'Contact Us' },
};
