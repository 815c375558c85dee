import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { createFakeRouterLink } from '../test/story-link';
import { darkScheme, expectDarkScheme } from './docs/dark-story';
import { Header, type HeaderProps } from './header';

// Keeps the current path in story state, as a router would, so active marking follows clicks.
function RoutedHeader({
  currentPath,
  onNavigate,
  ...props
}: HeaderProps & { onNavigate?: (href: string) => void }) {
  const [path, setPath] = useState(currentPath);
  return (
    <Header
      {...props}
      currentPath={path}
      renderLink={createFakeRouterLink((href) => {
        setPath(href);
        onNavigate?.(href);
      })}
    />
  );
}

const meta = {
  title: 'Layout/Header',
  component: Header,
  render: (args) => <RoutedHeader {...args} />,
  args: { currentPath: '/', brand: 'AI Receptionist', onMenuOpenChange: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  // Its play function checks the desktop links: pinned, so no run shows it at a phone's width.
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Calculator' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const CalculatorActive: Story = { args: { currentPath: '/calculator' } };

export const ContactActive: Story = { args: { currentPath: '/contact' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Calculator' })).toBeNull();
  },
};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { defaultMenuOpen: true, currentPath: '/contact' },
};

/** Opens the menu, chooses a link, and checks that the menu closed and the link is now active. */
export const MobileMenuInteraction: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(canvas.getByRole('link', { name: 'Calculator' }));
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.queryByRole('link', { name: 'Calculator' })).toBeNull();

    await userEvent.click(toggle);
    await expect(canvas.getByRole('link', { name: 'Calculator' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Minimal: Story = {
  args: {
    variant: 'minimal',
    currentPath: '/demo',
    links: [{ href: '/contact', label: 'Contact' }],
    text: { navLabel: 'Demo' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Demo' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

export const MinimalMobile: Story = {
  ...Minimal,
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    // No menu on the minimal bar: its one link stays in view on a phone.
    await expect(canvas.getByRole('link', { name: 'Contact' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

export const HomeDark: Story = {
  globals: { ...Home.globals, ...darkScheme },
  play: async (context) => {
    await Home.play?.(context);
    await expectDarkScheme(context.canvasElement);
  },
};

/** The open mobile menu in the dark scheme. */
export const MobileMenuOpenDark: Story = {
  ...MobileMenuOpen,
  globals: { ...MobileMenuOpen.globals, ...darkScheme },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectDarkScheme(canvasElement);
  },
};
