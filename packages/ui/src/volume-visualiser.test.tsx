import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UiError } from './ui-error';
import { VolumeVisualiser } from './volume-visualiser';

afterEach(cleanup);

function fakeContext() {
  return {
    setTransform: vi.fn(),
    clearRect: vi.fn(),
    beginPath: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    stroke: vi.fn(),
  };
}

describe('VolumeVisualiser', () => {
  it('is a 200x200 named image scaled by the pixel ratio', () => {
    vi.stubGlobal('devicePixelRatio', 2);
    const context = fakeContext();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    render(<VolumeVisualiser volume={0.4} />);
    const canvas = screen.getByRole('img', { name: 'Voice activity' }) as HTMLCanvasElement;
    expect(canvas.width).toBe(400);
    expect(canvas.height).toBe(400);
    expect(canvas.style.width).toBe('200px');
    expect(context.setTransform).toHaveBeenLastCalledWith(2, 0, 0, 2, 0, 0);
    expect(context.moveTo).toHaveBeenCalledTimes(30);
  });

  it('draws one still frame when not active, without an animation loop', () => {
    const context = fakeContext();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    render(<VolumeVisualiser volume={0.9} barCount={12} />);
    expect(context.stroke).toHaveBeenCalledOnce();
    expect(context.moveTo).toHaveBeenCalledTimes(12);
    expect(raf).not.toHaveBeenCalled();
  });

  it('runs an animation loop while active and cancels it on unmount', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      fakeContext() as unknown as CanvasRenderingContext2D,
    );
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockReturnValue(7);
    const cancel = vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
    const { unmount } = render(<VolumeVisualiser volume={0.5} active />);
    expect(raf).toHaveBeenCalledOnce();
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('stays still under prefers-reduced-motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const context = fakeContext();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    render(<VolumeVisualiser volume={0.5} active />);
    expect(raf).not.toHaveBeenCalled();
    expect(context.stroke).toHaveBeenCalledOnce();
  });

  it('reports canvas-unavailable when there is no 2D context', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const onError = vi.fn();
    render(<VolumeVisualiser volume={0} onError={onError} />);
    const error = onError.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(UiError);
    expect(error).toMatchObject({ code: 'canvas-unavailable', name: 'UiError' });
  });

  it('throws invalid-option for a bar count it cannot draw', () => {
    // React logs render errors; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<VolumeVisualiser volume={0} barCount={0} />)).toThrow(
      expect.objectContaining({ code: 'invalid-option' }),
    );
  });
});
