import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BenefitCard } from './benefit-card';
import {
  CallIllustration,
  defaultCallIllustrationLines,
  defaultCallIllustrationText,
} from './call-illustration';
import { Icon, iconPaths } from './icon';
import { TestimonialCard } from './testimonial-card';

afterEach(cleanup);

describe('Icon', () => {
  it('draws its path in the current colour, hidden from assistive technology', () => {
    const { container } = render(<Icon path={iconPaths.moon} />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(svg?.getAttribute('stroke')).toBe('currentColor');
    expect(svg?.querySelector('path')?.getAttribute('d')).toBe(iconPaths.moon);
  });

  it('adds nothing to a benefit card’s accessible text', () => {
    render(
      <BenefitCard title="Works When You Can't" icon={<Icon path={iconPaths.moon} />}>
        Nights covered.
      </BenefitCard>,
    );
    const card = screen.getByRole('article');
    expect(card.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(
      "Works When You Can't",
    );
  });
});

describe('TestimonialCard avatar', () => {
  it('shows the initial of a first name, hidden from assistive technology', () => {
    render(<TestimonialCard quote="Booked." name="mike" />);
    const avatar = screen.getByRole('figure').querySelector('.org-testimonial__avatar');
    expect(avatar?.textContent).toBe('M');
    expect(avatar?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows at most two initials', () => {
    render(<TestimonialCard quote="Booked." name="Mary  Ann Jones" />);
    expect(screen.getByRole('figure').querySelector('.org-testimonial__avatar')?.textContent).toBe(
      'MA',
    );
  });

  it('keeps the name as text in the caption', () => {
    render(<TestimonialCard quote="Booked." name="Sarah" detail="office manager" />);
    const caption = screen.getByRole('figure').querySelector('figcaption');
    expect(within(caption as HTMLElement).getByText('Sarah', { exact: false }).textContent).toBe(
      'Sarah, office manager',
    );
  });
});

describe('CallIllustration', () => {
  it('reads as a named figure: each line after who says it, and nothing else', () => {
    render(<CallIllustration />);
    const figure = screen.getByRole('figure', { name: 'Example call' });
    const lines = Array.from(figure.querySelectorAll('p'), (line) => line.textContent);
    expect(lines).toEqual(
      defaultCallIllustrationLines.map(
        ({ role, text }) => `${defaultCallIllustrationText.speakers[role]}: ${text}`,
      ),
    );
    expect(lines[0]).toBe('Caller: The storm left a leak in my roof!');
    expect(figure.textContent).toBe(lines.join(''));
  });

  it('shows the speakers by side alone: their names are visually hidden', () => {
    render(<CallIllustration />);
    const lines = screen.getByRole('figure').querySelectorAll('p');
    expect(Array.from(lines, (line) => line.dataset.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    for (const line of lines) {
      expect(line.firstElementChild?.className).toBe('org-visually-hidden');
    }
  });

  it('takes its own exchange and text', () => {
    render(
      <CallIllustration
        lines={[{ role: 'assistant', text: 'Thanks for calling.' }]}
        text={{ label: 'Sample', speakers: { user: 'Customer', assistant: 'Front desk' } }}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Sample' }).textContent).toBe(
      'Front desk: Thanks for calling.',
    );
  });
});
