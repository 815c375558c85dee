import type { DailyEventObject, DailyFactoryOptions } from '@daily-co/daily-js';
import {
  FakeCallObject,
  type FakeCallObjectHost,
  type MicrophoneCapture,
} from './fake-call-object';
import { defaultScript, type FakeDailyScript } from './script';

/** Sees everything the fake is asked and delivers (the differential test's trace). */
export interface FakeDailyObserver {
  call(callObject: FakeCallObject | null, method: string, args: unknown[]): void;
  event(callObject: FakeCallObject, event: DailyEventObject): void;
}

/** Options of a {@link FakeDaily}. */
export interface FakeDailyOptions {
  /** Changes to {@link defaultScript}. */
  script?: Partial<FakeDailyScript>;
  /**
   * Asks the browser for the microphone when a join begins. By default the answer is the
   * script's `microphone`; in a browser, `src/browser.ts` asks the real `getUserMedia`. `call`
   * is the call object whose join asks (its factory options say which microphone).
   */
  captureMicrophone?: (script: FakeDailyScript, call: FakeCallObject) => Promise<MicrophoneCapture>;
  /**
   * Constructs each call object; by default a {@link FakeCallObject}. A subclass adds what a
   * test models on top of daily-js (the latency model's costs), never other behaviour.
   */
  callObject?: (
    host: FakeCallObjectHost,
    options: DailyFactoryOptions,
    callClientId: string,
  ) => FakeCallObject;
  observer?: FakeDailyObserver;
}

/**
 * daily-js's default export, as far as a call-object client uses it: `createCallObject()`.
 * Pass `fake.createCallObject` where a client takes Daily's factory.
 */
export class FakeDaily {
  readonly script: FakeDailyScript;
  /** Every call object created, oldest first. */
  readonly instances: FakeCallObject[] = [];
  readonly #host: FakeCallObjectHost;
  readonly #observer: FakeDailyObserver | undefined;
  readonly #construct: NonNullable<FakeDailyOptions['callObject']>;
  /** daily-esm.js `Gs`: the call objects not yet destroyed, by `callClientId`. */
  readonly #live = new Set<FakeCallObject>();

  constructor(options: FakeDailyOptions = {}) {
    this.script = { ...defaultScript(), ...options.script };
    this.#observer = options.observer;
    this.#construct =
      options.callObject ?? ((host, factory, id) => new FakeCallObject(host, factory, id));
    const capture =
      options.captureMicrophone ??
      (async (script: FakeDailyScript) => ({ outcome: script.microphone, release() {} }));
    this.#host = {
      script: this.script,
      captureMicrophone: (call) => capture(this.script, call),
      recordCall: (call, method, args) => this.#observer?.call(call, method, args),
      recordEvent: (call, event) => this.#observer?.event(call, event),
      released: (call) => this.#live.delete(call),
    };
  }

  /** How many call objects are not yet destroyed (every one, not only the newest). */
  get live(): number {
    return this.#live.size;
  }

  /** The newest call object. */
  get last(): FakeCallObject {
    const call = this.instances.at(-1);
    if (!call) throw new Error('No call object was created.');
    return call;
  }

  /**
   * daily-js `createCallObject()`: in strict mode (the default) it throws "Duplicate
   * DailyIframe instances are not allowed" while another call object is not destroyed
   * (`Object.keys(Gs).length` in daily-esm.js).
   */
  readonly createCallObject = (options: DailyFactoryOptions = {}): FakeCallObject => {
    this.#observer?.call(null, 'createCallObject', [options]);
    if (this.script.createError) throw this.script.createError;
    if (this.#live.size > 0) throw new Error('Duplicate DailyIframe instances are not allowed');
    const call = this.#construct(this.#host, options, `call-client-${this.instances.length + 1}`);
    this.instances.push(call);
    this.#live.add(call);
    return call;
  };
}
