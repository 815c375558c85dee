import { FakeDaily } from '@org/daily-fake';
import { describe, expect, it } from 'vitest';
import type { VoiceCallObject } from '../call-object';
import { createSimulatedCall } from '../simulated/simulated-call';
import { listDevices, setRemoteMediaVolume, setUserData } from './commands';
import { DailyPort } from './port';

const ROOM = 'https://example.daily.co/room';

function portOnFake(options: ConstructorParameters<typeof FakeDaily>[0] = {}) {
  const call = new FakeDaily(options).createCallObject();
  return { call, port: new DailyPort(call as unknown as VoiceCallObject) };
}

describe("the port's commands of one feature", () => {
  it("lists the browser's devices and Daily's microphone, null when the call machine names none", async () => {
    const withMicrophone = portOnFake({
      script: {
        devices: [
          { deviceId: 'usb', groupId: 'g', kind: 'audioinput', label: 'USB' },
          { deviceId: 'speaker', groupId: 'g', kind: 'audiooutput', label: 'Speaker' },
        ],
      },
    });
    await withMicrophone.port.join(ROOM, undefined);
    const found = await listDevices(withMicrophone.port);
    expect(found?.microphoneId).toBe('usb');
    expect(found?.devices.map(({ deviceId }) => deviceId)).toEqual(['usb', 'speaker']);
    const without = portOnFake({ script: { devices: [] } });
    await without.port.join(ROOM, undefined);
    expect(await listDevices(without.port)).toEqual({ devices: [], microphoneId: null });
  });

  it('cannot list the devices of a call object that has no device methods (the simulated call)', async () => {
    expect(await listDevices(new DailyPort(createSimulatedCall()({})))).toBeNull();
  });

  it("hands the controls' commands to daily-js as it names them", async () => {
    const { call, port } = portOnFake();
    await port.join(ROOM, undefined);
    await setUserData(port, { name: 'Ann' });
    await setRemoteMediaVolume(port, 'assistant-session', 1.5);
    expect(call.callsTo('setUserData')).toEqual([[{ name: 'Ann' }]]);
    expect(call.callsTo('updateRemoteMediaPlayer')).toEqual([
      [{ session_id: 'assistant-session', settings: { volume: 1.5 } }],
    ]);
  });
});
