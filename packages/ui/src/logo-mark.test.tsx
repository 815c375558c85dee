import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { iconPaths } from './icon';
import { LogoMark } from './logo-mark';

afterEach(cleanup);

describe('LogoMark', () => {
  it('is the phone icon with the mark’s class, hidden from assistive technology', () => {
    const { container } = render(<LogoMark />);
    const mark = container.firstElementChild;
    expect(mark?.tagName).toBe('svg');
    expect(mark?.getAttribute('class')).toBe('org-icon org-logo-mark');
    expect(mark?.getAttribute('aria-hidden')).toBe('true');
    expect(mark?.querySelector('path')?.getAttribute('d')).toBe(iconPaths.phone);
    expect(mark?.textContent).toBe('');
  });
});
