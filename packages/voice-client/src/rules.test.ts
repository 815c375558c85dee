import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertRule,
  validateAppMessage,
  validateBackgroundImage,
  validateBlurStrength,
  validateDtmfTones,
  validateOutputVolume,
  validateRemoteVolume,
  validateSendSettings,
  validateTransferTarget,
  validateUserData,
  validateUserMessage,
} from './rules';

const DTMF = '0123456789ABCD*#';
const RUNS = { numRuns: 300 };

describe('validateDtmfTones', () => {
  it('accepts 1 to 20 tones from 0-9, A-D, * and #', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...DTMF), { minLength: 1, maxLength: 20 }),
        (tones) => validateDtmfTones(tones.join('')).valid,
      ),
      RUNS,
    );
  });

  it('rejects any other character, naming it', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 5 }).filter((s) => [...s].every((c) => DTMF.includes(c))),
        fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !DTMF.includes(c)),
        (prefix, bad) => {
          const result = validateDtmfTones(`${prefix}${bad}`);
          return !result.valid && result.message === `${bad} is not valid DTMF tone`;
        },
      ),
      RUNS,
    );
    expect(validateDtmfTones('')).toMatchObject({ valid: false });
    expect(validateDtmfTones('1'.repeat(21))).toMatchObject({ valid: false });
  });
});

describe('validateAppMessage', () => {
  it('accepts data whose JSON is within the limit, and names the limit otherwise', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer({ min: 1, max: 5000 }), (data, max) => {
        const length = JSON.stringify(data).length;
        const result = validateAppMessage(data, max);
        return length <= max
          ? result.valid
          : !result.valid && result.message === `Message data too large. Max size is ${max}`;
      }),
      RUNS,
    );
  });

  it('rejects data that cannot be serialised', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(validateAppMessage(cyclic)).toMatchObject({ valid: false });
    expect(validateAppMessage(undefined)).toMatchObject({ valid: false });
    expect(validateAppMessage(10n)).toMatchObject({ valid: false });
  });
});

describe('validateUserData', () => {
  it('accepts JSON of at most 4096 characters', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (data) => {
        const length = typeof data === 'string' ? data.length : JSON.stringify(data).length;
        return validateUserData(data).valid === length <= 4096;
      }),
      RUNS,
    );
    expect(validateUserData(undefined)).toEqual({ valid: true });
    expect(validateUserData('x'.repeat(4096))).toEqual({ valid: true });
    expect(validateUserData('x'.repeat(4097))).toMatchObject({ valid: false });
    expect(validateUserData({ f: () => 1, n: 1n })).toMatchObject({ valid: false });
  });
});

describe('validateUserMessage', () => {
  it('accepts one line of 1 to 1000 characters with something besides whitespace', () => {
    for (const text of ['Hi', ' What are your hours? ', 'x'.repeat(1000), 'Привет, ¿qué tal? 👋']) {
      expect(validateUserMessage(text), text).toEqual({ valid: true });
    }
  });

  it('says what is wrong with anything else', () => {
    expect(validateUserMessage('')).toEqual({
      valid: false,
      message: 'A message cannot be empty.',
    });
    expect(validateUserMessage(' \u00a0 ')).toEqual({
      valid: false,
      message: 'A message cannot be empty.',
    });
    expect(validateUserMessage('x'.repeat(1001))).toEqual({
      valid: false,
      message: 'A message can be at most 1000 characters; this one has 1001.',
    });
    expect(validateUserMessage('one\ntwo')).toEqual({
      valid: false,
      message: 'A message cannot contain control characters (U+000A at position 4).',
    });
    for (const control of ['\t', '\r', '\u0000', '\u0007', '\u007f', '\u009b']) {
      expect(validateUserMessage(`a${control}b`).valid, JSON.stringify(control)).toBe(false);
    }
    expect(validateUserMessage(42)).toEqual({
      valid: false,
      message: 'A message must be a string, got number.',
    });
  });
});

describe('validateTransferTarget', () => {
  it('accepts sip: and + targets, and caller ids only for +', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('sip:', '+', 'tel:', ''),
        fc.string({ minLength: 1 }),
        fc.option(fc.string()),
        (prefix, rest, callerId) => {
          const toEndPoint = `${prefix}${rest}`;
          const result = validateTransferTarget({
            sessionId: 's',
            toEndPoint,
            ...(callerId === null ? {} : { callerId }),
          });
          const okTarget = toEndPoint.startsWith('sip:') || toEndPoint.startsWith('+');
          const okCaller = callerId === null || toEndPoint.startsWith('+');
          return result.valid === (okTarget && okCaller);
        },
      ),
      RUNS,
    );
    expect(validateTransferTarget({ sessionId: '', toEndPoint: '+1' })).toMatchObject({
      valid: false,
    });
    expect(validateTransferTarget({ sessionId: 's', toEndPoint: 'sip:a', callerId: '+1' })).toEqual(
      {
        valid: false,
        message: 'callerId is only valid when transferring to a PSTN number',
      },
    );
  });
});

describe('validateSendSettings', () => {
  it('accepts presets and maxQuality/encodings objects', () => {
    expect(validateSendSettings({ video: 'bandwidth-optimized' })).toEqual({ valid: true });
    expect(validateSendSettings({ screenVideo: 'detail-optimized' })).toEqual({ valid: true });
    expect(
      validateSendSettings({ video: { maxQuality: 'medium', allowAdaptiveLayers: true } }),
    ).toEqual({ valid: true });
    for (const layers of [['low'], ['low', 'medium'], ['low', 'medium', 'high']]) {
      const encodings = Object.fromEntries(layers.map((l) => [l, { maxBitrate: 100_000 }]));
      expect(validateSendSettings({ video: { encodings } as never })).toEqual({ valid: true });
    }
  });

  it('rejects everything else with Daily-like messages', () => {
    expect(validateSendSettings({})).toMatchObject({ valid: false });
    expect(validateSendSettings({ video: 'detail-optimized' as never })).toMatchObject({
      valid: false,
    });
    expect(validateSendSettings({ video: 3 as never })).toMatchObject({ valid: false });
    expect(validateSendSettings({ video: {} })).toMatchObject({ valid: false });
    expect(validateSendSettings({ video: { maxQuality: 'ultra' as never } })).toEqual({
      valid: false,
      message: 'maxQuality must be either low, medium or high',
    });
    for (const layers of [['medium'], ['low', 'high'], ['medium', 'high'], []]) {
      const encodings = Object.fromEntries(layers.map((l) => [l, {}]));
      expect(validateSendSettings({ video: { encodings } as never })).toEqual({
        valid: false,
        message: 'Encodings must be defined as: low, low and medium, or low, medium and high.',
      });
    }
  });
});

describe('ranges', () => {
  it('blur strength is in (0, 1]', () => {
    fc.assert(
      fc.property(fc.double(), (s) => validateBlurStrength(s).valid === (s > 0 && s <= 1)),
      RUNS,
    );
  });

  it('background image is an integer 1..10', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -5, max: 15 }), fc.double()),
        (n) => validateBackgroundImage(n).valid === (Number.isInteger(n) && n >= 1 && n <= 10),
      ),
      RUNS,
    );
  });

  it('remote volume is 0..2 and output volume 0..1', () => {
    fc.assert(
      fc.property(
        fc.double(),
        (v) =>
          validateRemoteVolume(v).valid === (v >= 0 && v <= 2) &&
          validateOutputVolume(v).valid === (v >= 0 && v <= 1),
      ),
      RUNS,
    );
  });
});

describe('assertRule', () => {
  it('throws invalid-argument with the message', () => {
    expect(() => assertRule({ valid: true })).not.toThrow();
    expect(() => assertRule({ valid: false, message: 'nope' })).toThrow(
      expect.objectContaining({ code: 'invalid-argument', message: 'nope' }),
    );
  });
});

// The messages are Daily's own wording, so that a developer who knows daily-js recognises them;
// they reach the developer as the `invalid-argument` error's message.
describe('what each rule says', () => {
  const refused = (message: string) => ({ valid: false, message });
  const notJson = {
    toJSON() {
      throw new Error('no JSON here');
    },
  };
  const throwsAString = {
    toJSON() {
      throw 'not an Error';
    },
  };

  it('DTMF tones: a non-empty string of at most 20', () => {
    expect(validateDtmfTones('')).toEqual(refused('tones must be a non-empty string'));
    expect(validateDtmfTones(1234 as never)).toEqual(refused('tones must be a non-empty string'));
    expect(validateDtmfTones('1'.repeat(20))).toEqual({ valid: true });
    expect(validateDtmfTones('1'.repeat(21))).toEqual(
      refused('tones string must be up to 20 characters'),
    );
  });

  it('app messages: serialisable, and up to the limit inclusive', () => {
    expect(validateAppMessage(undefined)).toEqual(
      refused('Message data must be serializable to JSON: undefined is not JSON'),
    );
    expect(validateAppMessage(notJson)).toEqual(
      refused('Message data must be serializable to JSON: no JSON here'),
    );
    expect(validateAppMessage(throwsAString)).toEqual(
      refused('Message data must be serializable to JSON: not an Error'),
    );
    // '"xxxxxxxx"' is 10 characters of JSON.
    expect(validateAppMessage('x'.repeat(8), 10)).toEqual({ valid: true });
    expect(validateAppMessage('x'.repeat(9), 10)).toEqual(
      refused('Message data too large. Max size is 10'),
    );
  });

  it('user data: serialisable and at most 4096 characters', () => {
    expect(validateUserData(notJson)).toEqual(
      refused('userData must be serializable to JSON: no JSON here'),
    );
    expect(validateUserData('x'.repeat(4097))).toEqual(
      refused('userData is too large (4097 characters). Maximum size supported is 4096.'),
    );
  });

  it('transfers: a session and a sip: or + target', () => {
    expect(validateTransferTarget({ sessionId: 's', toEndPoint: '' })).toEqual(
      refused('A transfer requires a sessionId and toEndPoint'),
    );
    expect(validateTransferTarget({ sessionId: 's', toEndPoint: 'tel:+1555' })).toEqual(
      refused('toEndPoint: tel:+1555 must start with either "sip:" or "+"'),
    );
  });

  it('send settings: each of Daily’s presets for its own track', () => {
    const camera = [
      'default-video',
      'bandwidth-optimized',
      'bandwidth-and-quality-balanced',
      'quality-optimized',
      'adaptive-2-layers',
      'adaptive-3-layers',
    ];
    const screen = [
      'default-screen-video',
      'detail-optimized',
      'motion-optimized',
      'motion-and-detail-balanced',
    ];
    for (const preset of camera) {
      expect(validateSendSettings({ video: preset as never })).toEqual({ valid: true });
    }
    for (const preset of screen) {
      expect(validateSendSettings({ screenVideo: preset as never })).toEqual({ valid: true });
    }
    expect(validateSendSettings({ video: 'motion-optimized' as never })).toEqual(
      refused(
        `Video send settings should be either an object or one of the supported presets: ${camera.join(',')}`,
      ),
    );
    expect(validateSendSettings({ screenVideo: 'default-video' as never })).toEqual(
      refused(
        `Video send settings should be either an object or one of the supported presets: ${screen.join(',')}`,
      ),
    );
  });

  it('send settings: at least one track, each an object or a preset', () => {
    const noTrack = refused('Send settings must contain at least information for one track!');
    expect(validateSendSettings({})).toEqual(noTrack);
    expect(validateSendSettings({ video: undefined })).toEqual(noTrack);
    expect(validateSendSettings(undefined as never)).toEqual(noTrack);
    for (const value of [3, null, true]) {
      expect(validateSendSettings({ screenVideo: value as never })).toEqual(
        refused('Video send settings for screenVideo must be an object or a preset'),
      );
    }
    expect(validateSendSettings({ video: {} })).toEqual(
      refused(
        'Video send settings must contain at least maxQuality, allowAdaptiveLayers or encodings attribute',
      ),
    );
    expect(validateSendSettings({ video: 'bandwidth-optimized', screenVideo: undefined })).toEqual({
      valid: true,
    });
    // Every track is checked, not only the first.
    expect(
      validateSendSettings({ video: 'bandwidth-optimized', screenVideo: 'bad' as never }),
    ).toMatchObject({ valid: false });
  });

  it('send settings: any one attribute, each quality, encodings in any key order', () => {
    expect(validateSendSettings({ video: { allowAdaptiveLayers: false } })).toEqual({
      valid: true,
    });
    for (const maxQuality of ['low', 'medium', 'high'] as const) {
      expect(validateSendSettings({ video: { maxQuality } })).toEqual({ valid: true });
    }
    const encodings = { high: {}, medium: {}, low: {} };
    expect(validateSendSettings({ video: { encodings } as never })).toEqual({ valid: true });
    // Only an object of layers is a set of encodings, even when its keys would fit.
    for (const notLayers of [null, 'low', Object.assign(() => undefined, { low: {} })]) {
      expect(validateSendSettings({ video: { encodings: notLayers } as never })).toEqual(
        refused('Encodings must be defined as: low, low and medium, or low, medium and high.'),
      );
    }
  });

  it('ranges: numbers only, bounds included where Daily includes them', () => {
    expect(validateBlurStrength(1)).toEqual({ valid: true });
    expect(validateBlurStrength('0.5' as never)).toMatchObject({ valid: false });
    expect(validateBlurStrength(0)).toEqual(
      refused('Background blur strength must be greater than 0 and at most 1, got: 0'),
    );
    expect(validateBackgroundImage(11)).toEqual(
      refused('Background image selection must be an integer from 1 to 10, got: 11'),
    );
    expect(validateRemoteVolume('1' as never)).toMatchObject({ valid: false });
    expect(validateRemoteVolume(2.5)).toEqual(
      refused('Remote media player volume must be between 0 and 2, got: 2.5'),
    );
    expect(validateOutputVolume(0)).toEqual({ valid: true });
    expect(validateOutputVolume(1)).toEqual({ valid: true });
    expect(validateOutputVolume('1' as never)).toMatchObject({ valid: false });
    expect(validateOutputVolume(1.5)).toEqual(
      refused('Output volume must be between 0 and 1, got: 1.5'),
    );
  });
});
