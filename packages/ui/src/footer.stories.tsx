import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { createFakeRouterLink } from '../test/story-link';
import { Footer } from './footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: { owner: 'AI Receptionist' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy/',
    );
    await expect(canvas.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeVisible();
  },
};

const navigate = fn();

export const WithRouterLinks: Story = {
  args: { renderLink: createFakeRouterLink(navigate), children: <p>Powered by AI Receptionist</p> },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Contact' }));
    await expect(navigate).toHaveBeenCalledWith('/contact/');
  },
};
