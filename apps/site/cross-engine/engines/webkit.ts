import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import {
  miniBrowserPath,
  webkitWebDriverPath,
} from '../../../../scripts/cross-engine-browsers.mjs';
import { firstTakenPort, localPorts } from '../../scripts/ports.mjs';
import type { CrossPage, Engine, Key as KeyName } from '../engine';
import { documentAddress, isHydrated, locate } from '../in-page';
import { describeTarget } from '../target';
import { WAIT_MS, waitUntil } from '../wait';
import { startHelper } from './child-process';
import { startVirtualDisplay } from './xvfb';

/** The key in sessionStorage where `page-witness.js` keeps the page's problems. */
const WITNESS_KEY = '__crossEngineProblems';

/** The virtual screen: room for a 1280 × 800 viewport and the browser's window around it. */
const SCREEN = { width: 1400, height: 900 };

/**
 * A user stylesheet for GTK (MiniBrowser's toolbar, not the page: WebKitGTK draws the page's
 * controls itself): MiniBrowser's toolbar holds its window to at least 447 px wide, which no
 * WebDriver call can undercut, and the suite measures pages at 375. With the toolbar's widgets
 * shrunk, the window, and so the page's viewport, can be 375 px wide.
 */
const SMALL_TOOLBAR_CSS =
  'window * { min-width: 0; min-height: 0; margin: 0; padding: 0; border-width: 0; font-size: 1px; }\n';

const KEYS: Record<KeyName, string> = { Tab: Key.TAB, Enter: Key.ENTER };

/**
 * The page's problems as its witness recorded them, or null where there is no witness (a page
 * the cross-engine servers did not serve: `about:blank`, another origin).
 */
function readWitness(key: string): string[] | null {
  try {
    const stored = sessionStorage.getItem(key);
    return stored === null ? null : (JSON.parse(stored) as string[]);
  } catch {
    return null;
  }
}

/**
 * WebKitGTK's MiniBrowser through Selenium against WebKitWebDriver, on an Xvfb display of the
 * suite's own. WebKitWebDriver speaks no WebDriver BiDi and offers no console log, so a page's
 * problems come from `page-witness.js`, which the suite's servers load first in every page.
 */
export async function launchWebKit(): Promise<Engine> {
  const driverPath = webkitWebDriverPath();
  const browserPath = miniBrowserPath();
  if (!driverPath || !browserPath) {
    throw new Error(
      "No WebKit: WebKitGTK's WebKitWebDriver and MiniBrowser are needed (Debian: `sudo apt-get install webkit2gtk-driver xvfb`).",
    );
  }
  const ports = localPorts();
  const port = ports.crossWebDriver;
  // Said before starting: on a taken port /status would answer from another WebKitWebDriver.
  const taken = await firstTakenPort(ports, ['crossWebDriver']);
  if (taken) throw new Error(taken);
  const screen = await startVirtualDisplay(SCREEN.width, SCREEN.height);
  const gtkConfig = mkdtempSync(join(tmpdir(), 'cross-engine-gtk-'));
  mkdirSync(join(gtkConfig, 'gtk-3.0'));
  writeFileSync(join(gtkConfig, 'gtk-3.0', 'gtk.css'), SMALL_TOOLBAR_CSS);
  const webDriver = startHelper(driverPath, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: screen.display, XDG_CONFIG_HOME: gtkConfig },
  });
  const stopHelpers = async () => {
    await webDriver.stop();
    await screen.stop();
    rmSync(gtkConfig, { recursive: true, force: true });
  };

  let driver: WebDriver;
  try {
    await waitUntil(
      `WebKitWebDriver to listen on ${port}`,
      async () => {
        if (webDriver.process.exitCode !== null) {
          throw new Error(`WebKitWebDriver exited: ${webDriver.output()}`);
        }
        return (await fetch(`http://127.0.0.1:${port}/status`)).ok;
      },
      Boolean,
    );
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: browserPath,
          args: [
            '--automation',
            // Tab reaches links too, as Safari's "Press Tab to highlight each item" makes it.
            '--enable-tabs-to-links=true',
            // As able to call as WebKitGTK gets: RTCPeerConnection stays undefined even so.
            '--enable-webrtc=true',
            '--enable-media-stream=true',
            '--enable-mock-capture-devices=true',
          ],
        },
      })
      .build();
    await driver.manage().setTimeouts({ pageLoad: 30_000, script: WAIT_MS });
  } catch (error) {
    await stopHelpers();
    throw error;
  }

  const home = await driver.getWindowHandle();
  // The window's frame (the shrunk toolbar) around the viewport, to size the viewport exactly.
  await driver.manage().window().setRect({ x: 0, y: 0, width: 1280, height: 800 });
  const inner = (await driver.executeScript('return [innerWidth, innerHeight]')) as number[];
  const frame = { width: 1280 - (inner[0] ?? 1280), height: 800 - (inner[1] ?? 800) };
  const capabilities = await driver.getCapabilities();

  return {
    name: 'webkit',
    version: `MiniBrowser ${capabilities.getBrowserVersion()}`,
    async newPage() {
      // A window of its own, not a tab: a tab behind another counts as hidden, where
      // requestAnimationFrame and IntersectionObserver do not run.
      await driver.switchTo().newWindow('window');
      return webkitPage(driver, { home, frame });
    },
    async close() {
      try {
        await driver.quit();
      } finally {
        await stopHelpers();
      }
    },
  };
}

/**
 * A page of WebKit: a window of its own, so its sessionStorage (the witness's record) is its own.
 */
function webkitPage(
  driver: WebDriver,
  { home, frame }: { home: string; frame: { width: number; height: number } },
): CrossPage {
  const evaluate = <Result, Arg>(fn: (arg: Arg) => Result | Promise<Result>, arg?: Arg) =>
    driver.executeScript(`return (${fn})(arguments[0]);`, arg) as Promise<Awaited<Result>>;

  return {
    engine: 'webkit',
    evaluate,
    async goto(url) {
      await driver.get(url);
      await waitUntil(`${url} to hydrate`, () => evaluate(isHydrated), Boolean);
      if ((await evaluate(readWitness, WITNESS_KEY)) === null) {
        throw new Error(
          `${url} has no page witness: the cross-engine servers load cross-engine/page-witness.js first in every page.`,
        );
      }
    },
    async click(target) {
      const element = await waitUntil(
        `${describeTarget(target)} to be there to click`,
        () =>
          evaluate(locate, {
            target,
            want: 'clickable',
          }) as Promise<unknown> as Promise<WebElement | null>,
        (found) => found !== null,
        WAIT_MS,
      );
      await (element as WebElement).click();
    },
    type: (text) => driver.actions().sendKeys(text).perform(),
    press: (key) => driver.actions().sendKeys(KEYS[key]).perform(),
    async setViewport(width, height) {
      // Size the window, see what the page got, and correct by the difference once or twice:
      // the window's frame is not the page's to know.
      const window = driver.manage().window();
      let outer = { width: width + frame.width, height: height + frame.height };
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await window.setRect(outer);
        const inner = (): Promise<number[]> => evaluate(() => [innerWidth, innerHeight]);
        // The page learns its size a moment after the window has it.
        const [gotWidth = 0, gotHeight = 0] = await waitUntil(
          `a ${width} × ${height} viewport`,
          inner,
          ([w, h]) => w === width && h === height,
          1_000,
        ).catch(inner);
        if (gotWidth === width && gotHeight === height) return;
        outer = {
          width: outer.width + width - gotWidth,
          height: outer.height + height - gotHeight,
        };
      }
      throw new Error(`WebKit's window would not give the page a ${width} × ${height} viewport.`);
    },
    // Asked of the document, as the Chromium and Firefox pages do (see puppeteerPage).
    url: () => evaluate(documentAddress),
    async problems() {
      return (await evaluate(readWitness, WITNESS_KEY)) ?? [];
    },
    async close() {
      await driver.close();
      await driver.switchTo().window(home);
    },
  };
}
