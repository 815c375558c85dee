import { describe, expect, it } from 'vitest';
import { fallbackMicrophone, microphonesIn } from './microphones';

const device = (kind: MediaDeviceKind, deviceId: string, label = deviceId) => ({
  kind,
  deviceId,
  label,
});

describe('microphonesIn', () => {
  it('keeps the audio inputs with an id, as id and label only', () => {
    const list = [
      device('audioinput', 'default', 'Default - USB'),
      device('audiooutput', 'speaker'),
      device('videoinput', 'camera'),
      device('audioinput', ''),
      { ...device('audioinput', 'usb', 'USB'), groupId: 'g' },
    ];
    expect(microphonesIn(list)).toEqual([
      { deviceId: 'default', label: 'Default - USB' },
      { deviceId: 'usb', label: 'USB' },
    ]);
  });
});

describe('fallbackMicrophone', () => {
  const list = [
    { deviceId: 'usb', label: 'USB' },
    { deviceId: 'default', label: 'Default' },
  ];
  it('is null while the input in use is listed, or none is known', () => {
    expect(fallbackMicrophone(list, 'usb')).toBeNull();
    expect(fallbackMicrophone(list, null)).toBeNull();
  });
  it("is the browser's default when the input in use is gone, else the first one", () => {
    expect(fallbackMicrophone(list, 'headset')).toBe('default');
    expect(fallbackMicrophone(list.slice(0, 1), 'headset')).toBe('usb');
    expect(fallbackMicrophone([], 'headset')).toBeNull();
  });
});
