import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LogoMark } from './logo-mark';

afterEach(cleanup);

describe('LogoMark', () => {
  it('is an empty box the stylesheet draws, hidden from assistive technology', () => {
    const { container } = render(<LogoMark className="extra" />);
    const mark = container.firstElementChild;
    expect(mark?.tagName).toBe('SPAN');
    expect(mark?.className).toBe('org-logo-mark extra');
    expect(mark?.getAttribute('aria-hidden')).toBe('true');
    expect(mark?.childNodes.length).toBe(0);
  });
});
