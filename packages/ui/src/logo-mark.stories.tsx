import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { darkScheme, expectDarkScheme } from './docs/dark-story';
import { LogoMark } from './logo-mark';

const meta = {
  title: 'Layout/LogoMark',
  component: LogoMark,
  // As it is used: beside the product's name, which gives a link its name.
  render: () => (
    <a href="/" className="org-header__brand">
      <LogoMark />
      CallKeeper
    </a>
  ),
} satisfies Meta<typeof LogoMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2rem square, the phone icon on the brand's square, adding nothing to the link's name. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'CallKeeper' })).toBeVisible();
    const mark = canvasElement.querySelector('.org-logo-mark') as SVGSVGElement;
    const box = mark.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([32, 32]);
    await expect(mark.tagName).toBe('svg');
  },
};

export const Dark: Story = {
  globals: darkScheme,
  play: async (context) => {
    await Default.play?.(context);
    await expectDarkScheme(context.canvasElement);
  },
};
