import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BenefitCard } from './benefit-card';
import { SkipLink } from './skip-link';
import { TestimonialCard } from './testimonial-card';

afterEach(cleanup);

describe('BenefitCard', () => {
  it('titles the card with a level-3 heading by default', () => {
    render(<BenefitCard title="Every Call, Handled">Always answered.</BenefitCard>);
    expect(screen.getByRole('heading', { level: 3, name: 'Every Call, Handled' })).toBeDefined();
    expect(screen.getByRole('article').textContent).toContain('Always answered.');
  });

  it('takes another heading level', () => {
    render(
      <BenefitCard title="Cheaper Than a Human" headingLevel={2}>
        Less than a salary.
      </BenefitCard>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Cheaper Than a Human' })).toBeDefined();
  });
});

describe('TestimonialCard', () => {
  it('quotes the client and names them', () => {
    render(<TestimonialCard quote="Booked three jobs." name="Mike" detail="roofer" />);
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText('Booked three jobs.')).toBeDefined();
    // The caption's last part is the name; the avatar before it is decorative.
    expect(figure.querySelector('figcaption > :last-child')?.textContent).toBe('Mike, roofer');
  });
});

describe('SkipLink', () => {
  it('points at the main content', () => {
    render(<SkipLink />);
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      '#main',
    );
  });

  it('takes another target and text', () => {
    render(<SkipLink targetId="content">Skip navigation</SkipLink>);
    expect(screen.getByRole('link', { name: 'Skip navigation' }).getAttribute('href')).toBe(
      '#content',
    );
  });
});
