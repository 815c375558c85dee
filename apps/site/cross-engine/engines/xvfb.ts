import { xvfbPath } from '../../../../scripts/cross-engine-browsers.mjs';
import { WAIT_MS } from '../wait';
import { type Helper, startHelper } from './child-process';

/** An X server of the suite's own, in memory, for a browser that needs a display. */
export interface VirtualDisplay {
  /** The value for DISPLAY, e.g. `:99`. */
  display: string;
  stop(): Promise<void>;
}

/**
 * Starts Xvfb on the first free display (it picks one and says which on a pipe: `-displayfd`),
 * with one screen of `width` × `height`. No window manager runs on it, so windows are sized by
 * WebDriver alone.
 */
export async function startVirtualDisplay(width: number, height: number): Promise<VirtualDisplay> {
  const command = xvfbPath();
  if (!command) {
    throw new Error('No Xvfb: on Debian `sudo apt-get install xvfb`.');
  }
  const xvfb: Helper = startHelper(
    command,
    ['-displayfd', '3', '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp'],
    { fd3: true },
  );
  const pipe = xvfb.process.stdio[3];
  const number = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Xvfb named no display: ${xvfb.output()}`)),
      WAIT_MS,
    );
    pipe?.once('data', (chunk: Buffer) => {
      clearTimeout(timer);
      resolve(String(chunk).trim());
    });
    xvfb.process.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited (${code}): ${xvfb.output()}`));
    });
  });
  return { display: `:${number}`, stop: () => xvfb.stop() };
}
