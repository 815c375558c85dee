import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { darkScheme, expectDarkScheme } from './docs/dark-story';
import { TestimonialCard } from './testimonial-card';

const meta = {
  title: 'Content/TestimonialCard',
  component: TestimonialCard,
  args: { quote: 'It booked three jobs the first weekend we turned it on.', name: 'Mike' },
} satisfies Meta<typeof TestimonialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure')).toHaveTextContent('Mike');
    const avatar = canvas.getByText('M');
    await expect(avatar).toBeVisible();
    await expect(avatar).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithDetail: Story = { args: { name: 'Sarah', detail: 'roofing contractor' } };

/** Two words give two initials in the avatar. */
export const TwoInitials: Story = {
  args: { name: 'Mary Ann', detail: 'office manager' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('MA')).toBeVisible();
  },
};

/** The card and its initials avatar in the dark scheme. */
export const WithDetailDark: Story = {
  ...WithDetail,
  globals: darkScheme,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('figure')).toHaveTextContent('Sarah');
    await expectDarkScheme(canvasElement);
  },
};
