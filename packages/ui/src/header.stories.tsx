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

/** A site's logo for the `logo` slot: the product's handset on its navy square, drawn inline. */
const storyLogo = (
  <svg viewBox="0 0 32 32" width={32} height={32} aria-hidden="true">
    <rect width="32" height="32" rx="7" fill="#0b3d91" />
    <path
      d="M11.2 7.5c.7-.4 1.6-.2 2 .5l2.2 3.7c.4.7.2 1.5-.4 2l-1.7 1.2a11 11 0 0 0 3.8 3.8l1.2-1.7c.5-.6 1.3-.8 2-.4l3.7 2.2c.7.4.9 1.3.5 2l-1.1 1.9c-.6 1-1.8 1.5-2.9 1.2C13.9 22.5 9.5 18.1 8.1 11.5c-.3-1.1.2-2.3 1.2-2.9z"
      fill="#fff"
    />
  </svg>
);

const meta = {
  title: 'Layout/Header',
  component: Header,
  render: (args) => <RoutedHeader {...args} />,
  args: {
    currentPath: '/',
    brand: 'AI Receptionist',
    logo: storyLogo,
    onMenuOpenChange: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  // Its play function checks the desktop links: pinned, so no run shows it at a phone's width.
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    // The logo stands before the brand, inside its link, centred on it, adding nothing to its name.
    const brand = canvas.getByRole('link', { name: 'AI Receptionist' });
    const logo = brand.firstElementChild as Element;
    await expect(logo.tagName).toBe('svg');
    const box = logo.getBoundingClientRect();
    const link = brand.getBoundingClientRect();
    await expect(box.width).toBe(32);
    await expect(Math.abs(box.top + box.height / 2 - (link.top + link.height / 2))).toBeLessThan(2);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Calculator' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const CalculatorActive: Story = { args: { currentPath: '/calculator/' } };

export const ContactActive: Story = { args: { currentPath: '/contact/' } };

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
  args: { defaultMenuOpen: true, currentPath: '/contact/' },
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
    currentPath: '/demo/',
    links: [{ href: '/contact/', label: 'Contact' }],
    text: { navLabel: 'Demo' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Demo' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'AI Receptionist' }).querySelector('svg'),
    ).toBeVisible();
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
