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
