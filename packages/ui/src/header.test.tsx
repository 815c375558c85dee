import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeRouterLink } from '../test/story-link';
import { Header, isActivePath } from './header';

afterEach(cleanup);

describe('isActivePath', () => {
  it.each([
    ['/', '/', true],
    ['/', '/calculator', false],
    ['/calculator', '/calculator', true],
    ['/calculator', '/calculator/', true],
    ['/calculator/', '/calculator', true],
    ['/calculator/', '/calculator/', true],
    ['/calculator/', '/calculator/results', true],
    ['/calculator', '/calculator/results', true],
    ['/calculator', '/calculators', false],
    ['/contact', '/', false],
  ])('href %s on path %s is %s', (href, path, expected) => {
    expect(isActivePath(href, path)).toBe(expected);
  });
});

describe('Header', () => {
  it('marks only the current link with aria-current="page"', () => {
    render(<Header currentPath="/calculator/" />);
    expect(screen.getByRole('link', { name: 'Calculator' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('aria-current')).toBeNull();
  });

  it('links Home, Calculator and Contact inside a named navigation landmark', () => {
    render(<Header currentPath="/" />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = Array.from(nav.querySelectorAll('a'), (a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/', '/calculator/', '/contact/']);
  });

  it('opens the mobile menu from the toggle and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    const onMenuOpenChange = vi.fn();
    render(
      <Header
        currentPath="/"
        renderLink={createFakeRouterLink(onNavigate)}
        onMenuOpenChange={onMenuOpenChange}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('banner').getAttribute('data-state')).toBe('open');

    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(onNavigate).toHaveBeenCalledWith('/contact/');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(onMenuOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('closes the open menu on Escape', async () => {
    const user = userEvent.setup();
    render(<Header currentPath="/" defaultMenuOpen />);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('follows a controlled menuOpen and only reports requests', async () => {
    const user = userEvent.setup();
    const onMenuOpenChange = vi.fn();
    render(<Header currentPath="/" menuOpen={false} onMenuOpenChange={onMenuOpenChange} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(onMenuOpenChange).toHaveBeenCalledWith(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('renders the brand through the link renderer, pointing home', () => {
    render(<Header currentPath="/contact" brand="AI Receptionist" />);
    expect(screen.getByRole('link', { name: 'AI Receptionist' }).getAttribute('href')).toBe('/');
  });

  it('draws the logo before the brand, inside its link, adding nothing to its name', () => {
    render(
      <Header currentPath="/" brand="AI Receptionist" logo={<img src="/logo.svg" alt="" />} />,
    );
    const brand = screen.getByRole('link', { name: 'AI Receptionist' });
    expect(brand.firstElementChild?.getAttribute('src')).toBe('/logo.svg');
    expect(brand.textContent).toBe('AI Receptionist');
  });

  it('uses the given links and text', () => {
    render(
      <Header
        currentPath="/demo"
        links={[{ href: '/demo', label: 'Demo' }]}
        text={{ menuLabel: 'Open navigation', navLabel: 'Site' }}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Site' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Open navigation' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Demo' }).getAttribute('aria-current')).toBe('page');
  });
});

describe('Header variant="minimal"', () => {
  it('shows the brand and its links in a named landmark, with no menu toggle', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(
      <Header
        variant="minimal"
        brand="AI Receptionist"
        logo={<img src="/logo.svg" alt="" />}
        links={[{ href: '/contact/', label: 'Contact' }]}
        text={{ navLabel: 'Demo' }}
        renderLink={createFakeRouterLink(onNavigate)}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Demo' });
    expect(Array.from(nav.querySelectorAll('a'), (a) => a.textContent)).toEqual(['Contact']);
    const brand = screen.getByRole('link', { name: 'AI Receptionist' });
    expect(brand.getAttribute('href')).toBe('/');
    expect(brand.firstElementChild?.getAttribute('src')).toBe('/logo.svg');
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    expect(onNavigate).toHaveBeenCalledWith('/contact/');
  });

  it('marks the current link', () => {
    render(<Header variant="minimal" currentPath="/contact" />);
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });
});
