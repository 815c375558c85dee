import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CallIllustration } from './call-illustration';
import { darkScheme, expectDarkScheme } from './docs/dark-story';

const meta = {
  title: 'Content/CallIllustration',
  component: CallIllustration,
} satisfies Meta<typeof CallIllustration>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its size is fixed, so the hero never shifts while it renders. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const art = canvasElement.querySelector('.org-call-art') as HTMLElement;
    await expect(art).toHaveAttribute('aria-hidden', 'true');
    await expect(art.getBoundingClientRect().height).toBe(200);
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'mobile1' } } };

export const DefaultDark: Story = {
  globals: darkScheme,
  play: async (context) => {
    await Default.play?.(context);
    await expectDarkScheme(context.canvasElement);
  },
};
