import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, iconPaths } from './icon';

const meta = {
  title: 'Content/Icon',
  component: Icon,
  args: { path: iconPaths.phone },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon, sized by the font size and coloured by the text colour around it. */
export const All: Story = {
  render: () => (
    <p
      style={{ display: 'flex', gap: '1rem', fontSize: '2rem', color: 'var(--org-color-primary)' }}
    >
      <Icon path={iconPaths.phone} />
      <Icon path={iconPaths.moon} />
      <Icon path={iconPaths.coin} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(3);
    for (const icon of icons) {
      await expect(icon.getBoundingClientRect().width).toBe(32);
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
  },
};
