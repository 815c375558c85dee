// What every engine of the cross-engine suite offers its checks: a browser launched once, and per
// check a fresh page with the few things a check does to it. Chromium (Puppeteer over CDP),
// Firefox (Puppeteer over WebDriver BiDi) and WebKitGTK (Selenium against WebKitWebDriver) each
// implement it in `engines/`; the checks in `checks/` are written once against it.

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/**
 * An element a check acts on: the first visible one matching `css` whose text, accessible name or
 * label contains `text` (any, without `text`). Found in the page by `findTarget` (`target.ts`),
 * waited for as a visitor would wait for it to appear.
 */
export interface Target {
  css: string;
  text?: string;
}

/** The keys the checks press. */
export type Key = 'Tab' | 'Enter';

/** A page of one engine, fresh for each check (its own tab or browser context). */
export interface CrossPage {
  readonly engine: EngineName;
  /** Opens `url` and waits for its load and, on a page of the site, for React's hydration. */
  goto(url: string): Promise<void>;
  /**
   * Runs `fn` in the page with `arg` (JSON) and returns its JSON result, awaiting a promise. `fn`
   * is sent as source: it may use nothing from the test's scope.
   */
  evaluate<Result, Arg = undefined>(
    fn: (arg: Arg) => Result | Promise<Result>,
    arg?: Arg,
  ): Promise<Awaited<Result>>;
  /** A real click (the browser's own input, with user activation) on `target`, once it is there. */
  click(target: Target): Promise<void>;
  /** Types `text` with the keyboard into whatever has focus. */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** Sets the layout viewport (`innerWidth` × `innerHeight`) in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  /**
   * The address of the document the page shows, asked of the document itself, so it agrees with
   * what the last probe saw there.
   */
  url(): Promise<string>;
  /**
   * The page errors (uncaught exceptions, unhandled rejections) and console errors seen since the
   * page was opened, across its navigations, each as one line.
   */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

/** One engine's browser, launched once for all of its checks. */
export interface Engine {
  readonly name: EngineName;
  /** The browser's own version, for the report. */
  readonly version: string;
  newPage(): Promise<CrossPage>;
  close(): Promise<void>;
}

/** Launches one engine's browser, or fails saying what is missing and how to install it. */
export type LaunchEngine = () => Promise<Engine>;
