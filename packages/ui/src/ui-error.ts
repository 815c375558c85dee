/**
 * What went wrong inside `@org/ui`:
 * - `invalid-option`: a prop is outside what the component can draw (for example a bar count of 0).
 * - `canvas-unavailable`: the browser gave no 2D context for the volume visualiser's canvas.
 */
export type UiErrorCode = 'invalid-option' | 'canvas-unavailable';

/**
 * The one error class of `@org/ui`. Components never throw during render for data a visitor
 * typed; this is for programming errors and missing browser features.
 *
 * @example
 * ```ts
 * if (error instanceof UiError && error.code === 'canvas-unavailable') hideVisualiser();
 * ```
 */
export class UiError extends Error {
  /** Which failure this is; stable across releases. */
  readonly code: UiErrorCode;

  constructor(code: UiErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UiError';
    this.code = code;
  }
}
