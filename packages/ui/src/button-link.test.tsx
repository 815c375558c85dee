import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeRouterLink } from '../test/story-link';
import { ButtonLink } from './button-link';
import { Card } from './card';
import { VisuallyHidden } from './visually-hidden';

afterEach(cleanup);

describe('ButtonLink', () => {
  it('is a link styled as the button of its variant, a plain anchor by default', () => {
    render(
      <ButtonLink href="/contact" variant="secondary">
        Contact Us
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Contact Us' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/contact');
    expect(link.className).toBe('org-button org-button--secondary');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders through the router link it is given', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(
      <ButtonLink href="/calculator" renderLink={createFakeRouterLink(onNavigate)} fullWidth>
        See Missed Call Report
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'See Missed Call Report' });
    expect(link.className).toBe('org-button org-button--primary org-button--full');
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledWith('/calculator');
  });
});

describe('Card and VisuallyHidden', () => {
  it('draw the package’s card and screen-reader-only text around the site’s content', () => {
    render(
      <>
        <Card className="figure" data-testid="card">
          $24,300
        </Card>
        <VisuallyHidden as="h2" id="benefits">
          Benefits
        </VisuallyHidden>
      </>,
    );
    expect(screen.getByTestId('card').className).toBe('org-card figure');
    const heading = screen.getByRole('heading', { level: 2, name: 'Benefits' });
    expect(heading.id).toBe('benefits');
    expect(heading.className).toBe('org-visually-hidden');
  });
});
