import { FakeDaily, REFUSED_MICROPHONE } from '@org/daily-fake';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHarness, startAndSettle, webCall } from '../test/harness';
import { VoiceClient } from './voice-client';
import { VoiceClientError } from './voice-client-error';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const ALL_STAGES_OK = [
  'validation:started',
  'validation:completed',
  'initialization:started',
  'initialization:completed',
  'web-call-creation:started',
  'web-call-creation:completed',
  'daily-call-object-creation:started',
  'daily-call-object-creation:completed',
  'mobile-permissions:started',
  'mobile-permissions:completed',
  'daily-call-join:started',
  'daily-call-join:completed',
  'video-recording-setup:started',
  'video-recording-setup:completed',
  'audio-observer-setup:started',
  'audio-observer-setup:completed',
  'audio-processing-setup:started',
  'audio-processing-setup:completed',
];

describe('VoiceClient.start', () => {
  it('runs every stage in order and resolves with the web call', async () => {
    const h = createHarness();
    const result = await startAndSettle(h);
    expect(result).toEqual({ status: 'fulfilled', value: webCall() });
    expect(h.progress()).toEqual(ALL_STAGES_OK);
    expect(h.names().at(-1)).toBe('call-start-success');
    expect(h.client.callState).toBe('joined');
    expect(h.requests[0]?.body).toEqual({ assistantId: 'assistant-1' });
    const call = h.daily.last;
    expect(call.joinOptions).toEqual({
      url: 'https://example.daily.co/room',
      subscribeToTracksAutomatically: false,
    });
    expect(call.factoryOptions).toMatchObject({
      audioSource: true,
      videoSource: false,
      // No eval: a strict Content-Security-Policy can run the call machine bundle.
      dailyConfig: { avoidEval: true },
    });
    expect(call.callsTo('startRemoteParticipantsAudioLevelObserver')).toEqual([[100]]);
    expect(call.inputSettings).toEqual([{ audio: { processor: { type: 'noise-cancellation' } } }]);
    expect(call.callsTo('startRecording')).toEqual([]);
  });

  it("merges the consumer's dailyConfig over the avoidEval default", async () => {
    const h = createHarness({ dailyConfig: { avoidEval: false, micAudioMode: 'speech' } });
    await startAndSettle(h);
    expect(h.daily.last.factoryOptions.dailyConfig).toEqual({
      avoidEval: false,
      micAudioMode: 'speech',
    });
    const other = createHarness({ dailyConfig: { micAudioMode: 'music' } });
    await startAndSettle(other);
    expect(other.daily.last.factoryOptions.dailyConfig).toEqual({
      avoidEval: true,
      micAudioMode: 'music',
    });
  });

  it('reports durations, timestamps and metadata from the injected clock', async () => {
    let clock = 1_000;
    const h = createHarness({ now: () => clock });
    h.client.on('progress', (event) => {
      if (event.status === 'started') clock += 5;
    });
    await startAndSettle(h);
    const events = h.events.flatMap((e) => (e.name === 'progress' ? [e.args[0]] : []));
    const completed = events.filter((e) => e.status === 'completed');
    expect(completed.every((e) => e.duration === 5)).toBe(true);
    const creation = completed.find((e) => e.stage === 'web-call-creation');
    expect(creation?.metadata).toEqual({
      callId: 'call-1',
      videoRecordingEnabled: false,
      voiceProvider: 'unknown',
    });
    const init = events.find((e) => e.stage === 'initialization');
    expect(init?.metadata).toEqual({ hasAssistant: true, hasSquad: false, hasWorkflow: false });
    const skipped = completed.find((e) => e.stage === 'video-recording-setup');
    expect(skipped?.metadata).toEqual({ action: 'skipped-not-enabled' });
    const success = h.events.find((e) => e.name === 'call-start-success');
    expect(success?.args[0]).toEqual({ totalDuration: 45, callId: 'call-1', timestamp: clock });
  });

  it('waits 1 s on mobile before joining', async () => {
    const h = createHarness({ isMobile: () => true });
    const pending = h.client.start({ squad: 'squad-1' });
    await vi.advanceTimersByTimeAsync(30);
    expect(h.progress()).toContain('mobile-permissions:started');
    await vi.advanceTimersByTimeAsync(980);
    expect(h.progress()).not.toContain('mobile-permissions:completed');
    await vi.advanceTimersByTimeAsync(30);
    expect(h.progress()).toContain('mobile-permissions:completed');
    await vi.runAllTimersAsync();
    await expect(pending).resolves.toEqual(webCall());
    const mobile = h.events.find(
      (e) =>
        e.name === 'progress' &&
        e.args[0].stage === 'mobile-permissions' &&
        e.args[0].status === 'completed',
    );
    expect(mobile?.args[0]).toMatchObject({
      metadata: { isMobile: true, action: 'permissions-wait' },
    });
  });

  it('starts a 1280x720 recording when the web call asks for one', async () => {
    const h = createHarness();
    h.webCallScript.result = {
      data: webCall({
        artifactPlan: { videoRecordingEnabled: true },
        assistant: { voice: { provider: 'tavus', voiceId: 'r79e1c033f' } },
      }),
    };
    await startAndSettle(h, () =>
      h.client.start({ workflow: { name: 'inline', nodes: [], edges: [] } }),
    );
    const call = h.daily.last;
    expect(call.factoryOptions.videoSource).toBe(true);
    expect(call.callsTo('startRecording')).toEqual([
      [{ width: 1280, height: 720, backgroundColor: '#FF1F2D3D', layout: { preset: 'default' } }],
    ]);
    call.emit('participant-joined', { participant: { local: false, session_id: 'bot' } });
    expect(call.callsTo('updateParticipant')).toEqual([
      ['bot', { setSubscribedTracks: { audio: true, video: true } }],
    ]);
    call.emit('recording-started');
    call.emit('recording-started');
    expect(call.appMessages.map((m) => JSON.parse(String(m.data)).control)).toEqual([
      'say-first-message',
    ]);
    await h.client.stop();
    expect(call.callsTo('stopRecording')).toHaveLength(1);
  });

  it('refuses a second start with an already-started progress event and null', async () => {
    const h = createHarness();
    const first = h.client.start({ assistant: 'a' });
    await expect(h.client.start({ assistant: 'a' })).resolves.toBeNull();
    expect(h.events.find((e) => e.name === 'progress' && e.args[0].status === 'failed')).toEqual({
      name: 'progress',
      args: [
        {
          stage: 'validation',
          status: 'failed',
          duration: 0,
          timestamp: expect.any(Number),
          metadata: { reason: 'already-started' },
        },
      ],
    });
    await vi.runAllTimersAsync();
    await expect(first).resolves.toEqual(webCall());
    expect(h.daily.instances).toHaveLength(1);
  });

  it('rejects a start without assistant, squad or workflow', async () => {
    const h = createHarness();
    const result = await startAndSettle(h, () => h.client.start({}));
    expect(result.status).toBe('rejected');
    const error = (result as PromiseRejectedResult).reason;
    expect(error).toBeInstanceOf(VoiceClientError);
    expect(error).toMatchObject({
      code: 'validation-error',
      stage: 'validation',
      message: 'Assistant or Squad or Workflow must be provided.',
    });
    expect(h.progress()).toEqual(['validation:started', 'validation:failed']);
    const failed = h.events.find((e) => e.name === 'call-start-failed');
    expect(failed?.args[0]).toMatchObject({ stage: 'validation', error });
    expect(h.client.started).toBe(false);
    expect(h.requests).toHaveLength(0);
  });
});

describe('VoiceClient.start failures', () => {
  type Case = {
    stage: string;
    code: string;
    arrange(h: ReturnType<typeof createHarness>): void;
  };
  const cases: Case[] = [
    {
      stage: 'web-call-creation',
      code: 'web-call-creation-error',
      arrange: (h) => {
        h.webCallScript.result = { error: { status: 401, message: 'Invalid key', body: {} } };
      },
    },
    {
      stage: 'web-call-creation',
      code: 'web-call-creation-error',
      arrange: (h) => {
        h.webCallScript.throws = new TypeError('Failed to fetch');
      },
    },
    {
      stage: 'daily-call-object-creation',
      code: 'daily-call-object-creation-error',
      arrange: (h) => {
        h.daily.script.createError = new Error('unsupported browser');
      },
    },
    {
      // daily-js rejects a join without a room URL ("No room URL has been provided").
      stage: 'daily-call-join',
      code: 'daily-call-join-error',
      arrange: (h) => {
        h.webCallScript.result = { data: webCall({ webCallUrl: '' }) };
      },
    },
    {
      // The call machine bundle cannot load: daily-js's fatal `error` (connection-error)
      // comes first, and fails the start with its code; join() then rejects with a string.
      stage: 'daily-call-join',
      code: 'connection-error',
      arrange: (h) => {
        h.daily.script.join = { kind: 'load-failed', message: 'net::ERR_FAILED' };
      },
    },
  ];

  it.each(cases)(
    'fails in $stage with $code and releases everything',
    async ({ stage, code, arrange }) => {
      const h = createHarness();
      arrange(h);
      const result = await startAndSettle(h);
      expect(result.status).toBe('rejected');
      const error = (result as PromiseRejectedResult).reason as VoiceClientError;
      expect(error).toBeInstanceOf(VoiceClientError);
      expect(error.code).toBe(code);
      expect(error.stage).toBe(stage);
      expect(error.cause).toBeDefined();
      expect(h.progress().at(-1)).toBe(`${stage}:failed`);
      const failed = h.events.filter((e) => e.name === 'call-start-failed');
      expect(failed).toHaveLength(1);
      expect(failed[0]?.args[0]).toMatchObject({ stage, error });
      expect(h.names()).not.toContain('call-end');
      expect(h.client.started).toBe(false);
      expect(h.daily.live).toBe(0);
      expect(h.daily.instances.every((call) => call.listenerCount() === 0)).toBe(true);
      // A new start works right after: nothing of the failed one is left behind.
      h.daily.script.createError = undefined;
      h.daily.script.join = { kind: 'joined' };
      h.webCallScript.throws = undefined;
      h.webCallScript.result = { data: webCall() };
      await expect(startAndSettle(h)).resolves.toMatchObject({ status: 'fulfilled' });
    },
  );

  /** Each optional stage's failure, as daily-js reports it. */
  const optionalFailures = [
    [
      'video-recording-setup',
      'video-recording-setup-error',
      (h: ReturnType<typeof createHarness>) => {
        h.daily.script.recordingError = new Error('optional part failed');
      },
    ],
    [
      // daily-js rejects with the call machine's `{ error }`, not an Error.
      'audio-observer-setup',
      'audio-observer-setup-error',
      (h: ReturnType<typeof createHarness>) => {
        h.daily.script.remoteObserverError = { error: 'optional part failed' };
      },
    ],
    [
      'audio-processing-setup',
      'audio-processing-setup-error',
      (h: ReturnType<typeof createHarness>) => {
        h.daily.script.inputSettingsErrors.push(new Error('optional part failed'));
      },
    ],
  ] as const;

  it.each(optionalFailures)(
    'by default, reports a %s failure as a non-fatal error and keeps the call',
    async (stage, code, arrange) => {
      const h = createHarness();
      h.webCallScript.result = { data: webCall({ artifactPlan: { videoRecordingEnabled: true } }) };
      arrange(h);
      const result = await startAndSettle(h);
      expect(result.status).toBe('fulfilled');
      expect(h.progress()).toContain(`${stage}:failed`);
      const errors = h.events.flatMap((e) => (e.name === 'error' ? [e.args[0]] : []));
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ fatal: false, error: { code, stage } });
      expect(errors[0]?.error.message).toContain('optional part failed');
      expect(h.names().at(-1)).toBe('call-start-success');
      expect(h.client.callState).toBe('joined');
    },
  );

  it.each(optionalFailures)(
    'with strictStages: true, fails the start in %s',
    async (stage, code, arrange) => {
      const h = createHarness({ strictStages: true });
      h.webCallScript.result = { data: webCall({ artifactPlan: { videoRecordingEnabled: true } }) };
      arrange(h);
      const result = await startAndSettle(h);
      expect((result as PromiseRejectedResult).reason).toMatchObject({ code, stage });
      const failed = h.events.find((e) => e.name === 'call-start-failed');
      expect(failed?.args[0].stage).toBe(stage);
      expect(h.names()).toContain('call-end');
      expect(h.daily.live).toBe(0);
    },
  );

  it('fails with the fatal code when Daily reports a fatal error during the join', async () => {
    const h = createHarness();
    // daily-js: the fatal `error` event, then join() rejects with that same event object.
    h.daily.script.join = {
      kind: 'fatal',
      errorMsg: 'room gone',
      error: { type: 'no-room', msg: 'No such room' },
    };
    const settled = h.client.start({ assistant: 'a' }).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    await expect(settled).resolves.toMatchObject({
      code: 'no-room',
      stage: 'daily-call-join',
      message: 'No such room',
      cause: { action: 'error', errorMsg: 'room gone' },
    });
    const failed = h.events.find((e) => e.name === 'call-start-failed');
    expect(failed?.args[0]).toMatchObject({ stage: 'daily-call-join', error: { code: 'no-room' } });
    expect(h.names()).not.toContain('error');
    expect(h.daily.live).toBe(0);
  });

  it('fails when Daily leaves the meeting during the start', async () => {
    const h = createHarness();
    const pending = h.client.start({ assistant: 'a' });
    await vi.advanceTimersByTimeAsync(30);
    const settled = pending.catch((error: unknown) => error);
    expect(h.daily.last.meetingState()).toBe('joining-meeting');
    // The call machine ends the meeting while joining: the join itself never answers.
    h.daily.last.endMeeting();
    await vi.runAllTimersAsync();
    await expect(settled).resolves.toMatchObject({
      code: 'start-method-error',
      stage: 'daily-call-join',
    });
    expect(h.daily.live).toBe(0);
  });

  it('wraps a non-Error thrown by a seam', async () => {
    const h = createHarness({
      createCallObject: () => {
        throw 'plain string';
      },
    });
    const result = await startAndSettle(h);
    expect((result as PromiseRejectedResult).reason).toMatchObject({
      code: 'daily-call-object-creation-error',
      message: 'plain string',
    });
  });
});

describe('VoiceClient cancellation', () => {
  // The web call takes 20 ms and the join 50 ms: 69 ms is the last moment before joined.
  it.each([0, 10, 25, 60, 69, 200])(
    'stop() %i ms into a start cancels it and emits nothing after',
    async (ms) => {
      const h = createHarness();
      const pending = h.client.start({ assistant: 'a' });
      const settled = pending.catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(ms);
      await h.client.stop();
      const count = h.events.length;
      const outcome = await settled;
      await vi.runAllTimersAsync();
      expect(h.events.length).toBe(count);
      if (ms < 200) {
        expect(outcome).toMatchObject({ code: 'cancelled' });
        expect(h.names()).not.toContain('call-start-failed');
      }
      expect(h.daily.live).toBe(0);
      expect(h.daily.instances.every((call) => call.listenerCount() === 0)).toBe(true);
      expect(vi.getTimerCount()).toBe(0);
      expect(h.client.started).toBe(false);
    },
  );

  it('an AbortSignal cancels the start like stop()', async () => {
    const h = createHarness({ isMobile: true });
    const controller = new AbortController();
    const pending = h.client.start({ assistant: 'a' }, { signal: controller.signal });
    // While the web call is being created (it takes 20 ms): its request is aborted too.
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'cancelled' });
    await vi.runAllTimersAsync();
    expect(h.requests[0]?.signal.aborted).toBe(true);
    expect(h.daily.live).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an already aborted signal cancels at once', async () => {
    const h = createHarness();
    const controller = new AbortController();
    controller.abort();
    const result = await startAndSettle(h, () =>
      h.client.start({ assistant: 'a' }, { signal: controller.signal }),
    );
    expect((result as PromiseRejectedResult).reason).toMatchObject({ code: 'cancelled' });
    expect(h.requests).toHaveLength(0);
  });

  it('aborting after the join does not end the call', async () => {
    const h = createHarness();
    const controller = new AbortController();
    await startAndSettle(h, () =>
      h.client.start({ assistant: 'a' }, { signal: controller.signal }),
    );
    controller.abort();
    expect(h.client.callState).toBe('joined');
  });

  it('survives 100 start/stop cycles without leaking listeners, timers or call objects', async () => {
    const h = createHarness();
    const baseline = h.client.listenerCount();
    for (let i = 0; i < 100; i += 1) {
      const pending = h.client.start({ assistant: 'a' }).catch(() => null);
      await vi.advanceTimersByTimeAsync(i % 7 === 0 ? 200 : i % 90);
      await h.client.stop();
      await pending;
    }
    await vi.runAllTimersAsync();
    expect(h.daily.instances.length).toBeGreaterThan(50);
    expect(h.daily.live).toBe(0);
    expect(h.daily.instances.every((call) => call.listenerCount() === 0)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(h.client.listenerCount()).toBe(baseline);
    expect(h.logger.errors).toEqual([]);
  });

  it('a StrictMode-like start, stop, start leaves exactly one call', async () => {
    const h = createHarness();
    const first = h.client.start({ assistant: 'a' }).catch((error: unknown) => error);
    void h.client.stop();
    const second = h.client.start({ assistant: 'a' });
    await vi.runAllTimersAsync();
    await expect(first).resolves.toMatchObject({ code: 'cancelled' });
    await expect(second).resolves.toEqual(webCall());
    expect(h.daily.live).toBe(1);
  });

  it('dispose() stops, removes listeners and refuses later starts', async () => {
    const h = createHarness();
    await startAndSettle(h);
    await h.client.dispose();
    expect(h.client.listenerCount()).toBe(0);
    expect(h.daily.live).toBe(0);
    await expect(h.client.start({ assistant: 'a' })).rejects.toMatchObject({
      code: 'invalid-state',
    });
  });
});

describe('VoiceClient during a call', () => {
  async function joined() {
    const h = createHarness();
    await startAndSettle(h);
    h.events.length = 0;
    return { ...h, call: h.daily.last };
  }

  it('emits call-start on the listening message, once', async () => {
    const h = await joined();
    h.call.emit('app-message', { data: 'listening', fromId: 'bot' });
    h.call.emit('app-message', { data: 'listening', fromId: 'bot' });
    expect(h.names()).toEqual(['call-start']);
  });

  it('parses app messages into typed messages', async () => {
    const h = await joined();
    const transcript = {
      type: 'transcript',
      role: 'user',
      transcriptType: 'final',
      transcript: 'hi',
    };
    h.call.emit('app-message', { data: JSON.stringify(transcript), fromId: 'bot' });
    h.call.emit('app-message', { data: 'not json', fromId: 'bot' });
    const messages = h.events.flatMap((e) => (e.name === 'message' ? [e.args[0]] : []));
    expect(messages).toEqual([transcript, { type: 'unknown', raw: 'not json' }]);
  });

  it('turns audio levels into volume and speech events, with no speech-end after stop', async () => {
    const h = await joined();
    // Daily sends levels while the observer the start began runs.
    expect(h.call.reportRemoteLevels({ bot: 0.03, other: 0.0 })).toBe(true);
    expect(h.call.reportRemoteLevels({ bot: 0.3 })).toBe(true);
    expect(h.events.filter((e) => e.name === 'volume-level').map((e) => e.args[0])).toEqual([
      0.2, 1,
    ]);
    expect(h.names()).toContain('speech-start');
    await h.client.stop();
    const count = h.events.length;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(h.events.length).toBe(count);
    expect(h.names()).not.toContain('speech-end');
  });

  it('emits call-end and the customer-ended-call status once when Daily leaves', async () => {
    const h = await joined();
    h.call.endMeeting();
    expect(h.names()).toEqual(['state-change', 'call-end', 'message']);
    expect(h.events[2]?.args[0]).toEqual({
      type: 'status-update',
      status: 'ended',
      endedReason: 'customer-ended-call',
    });
    await vi.runAllTimersAsync();
    expect(h.daily.live).toBe(0);
    expect(h.client.started).toBe(false);
    expect(h.client.callState).toBe('left');
    // Nothing more when the client is stopped after that: the end was reported once.
    await h.client.stop();
    expect(h.names()).toEqual(['state-change', 'call-end', 'message']);
  });

  it('does not repeat the ended status when the server already sent it', async () => {
    const h = await joined();
    h.call.emit('app-message', {
      data: JSON.stringify({
        type: 'status-update',
        status: 'ended',
        endedReason: 'assistant-ended-call',
      }),
    });
    await h.client.stop();
    const messages = h.events.filter((e) => e.name === 'message');
    expect(messages).toHaveLength(1);
    expect(h.names().filter((n) => n === 'call-end')).toHaveLength(1);
  });

  it('maps fatal errors to typed errors and ends the call', async () => {
    const h = await joined();
    h.call.fail('ejected', { type: 'ejected', msg: 'You were ejected' });
    expect(h.names()).toEqual(['state-change', 'error', 'state-change', 'call-end', 'message']);
    expect(h.events.map((e) => (e.name === 'state-change' ? e.args.join('<') : e.name))).toEqual([
      'error<joined',
      'error',
      'left<error',
      'call-end',
      'message',
    ]);
    expect(h.events[1]?.args[0]).toMatchObject({
      fatal: true,
      error: { code: 'ejected', message: 'You were ejected' },
    });
    await vi.runAllTimersAsync();
    expect(h.daily.live).toBe(0);
  });

  it('recovers from an audio-processor error: noise cancellation off, microphone on', async () => {
    const h = await joined();
    h.call.setLocalAudio(false);
    expect(h.call.localAudio()).toBe(false);
    h.call.emit('nonfatal-error', { type: 'audio-processor-error', errorMsg: 'krisp died' });
    await vi.runAllTimersAsync();
    expect(h.call.inputSettings.at(-1)).toEqual({ audio: { processor: { type: 'none' } } });
    expect(h.call.localAudio()).toBe(true);
    expect(h.events.find((e) => e.name === 'error')?.args[0]).toMatchObject({
      fatal: false,
      error: { code: 'audio-processor-error', message: 'krisp died' },
    });
    h.call.emit('nonfatal-error', { type: 'screen-share-error', errorMsg: 'x' });
    expect(h.logger.warnings).toHaveLength(1);
  });

  it('logs a failed audio-processor recovery', async () => {
    const h = await joined();
    h.daily.script.inputSettingsErrors.push(new Error('still broken'));
    h.call.emit('nonfatal-error', { type: 'audio-processor-error' });
    await vi.runAllTimersAsync();
    expect(h.logger.errors).toHaveLength(1);
  });

  it('forwards participant, network and camera events', async () => {
    const h = await joined();
    h.call.emit('participant-joined', { participant: { local: true, session_id: 'me' } });
    h.call.emit('participant-updated', { participant: { session_id: 'bot' } });
    h.call.emit('network-quality-change', { threshold: 'good', quality: 100 });
    h.call.emit('network-connection', { type: 'signaling', event: 'connected' });
    h.call.emit('camera-error', {
      errorMsg: { errorMsg: 'denied' },
      error: { type: 'permissions' },
    });
    expect(h.names()).toEqual([
      'participant-updated',
      'network-quality-change',
      'network-connection',
      'camera-error',
    ]);
    expect(h.call.callsTo('updateParticipant')).toEqual([]);
  });

  it('stop() emits call-end during the stop and nothing afterwards', async () => {
    const h = await joined();
    // Daily takes a while to leave; what it still delivers meanwhile reaches no one.
    h.daily.script.leaveDelayMs = 100;
    const stopping = h.client.stop();
    expect(h.names()).toEqual(['state-change', 'call-end', 'message']);
    h.call.emit('app-message', { data: 'listening' });
    h.call.emit('participant-updated', { participant: { session_id: 'bot' } });
    expect(h.call.destroyed).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    await stopping;
    expect(h.names()).toHaveLength(3);
    expect(h.call.destroyed).toBe(true);
    expect(h.call.listenerCount()).toBe(0);
  });

  it('end() asks the assistant to end the call, then leaves', async () => {
    const h = await joined();
    await h.client.end();
    expect(h.call.appMessages.map((m) => m.data)).toEqual([JSON.stringify({ type: 'end-call' })]);
    expect(h.call.destroyed).toBe(true);
    await h.client.end();
  });

  it('logs listener errors instead of breaking', async () => {
    const h = await joined();
    h.client.on('call-start', () => {
      throw new Error('listener bug');
    });
    h.call.emit('app-message', { data: 'listening' });
    expect(h.logger.errors).toHaveLength(1);
    expect(h.names()).toEqual(['call-start']);
  });

  it('logs a failing destroy instead of throwing from stop()', async () => {
    const h = await joined();
    h.call.destroy = () => Promise.reject(new Error('destroy failed'));
    await h.client.stop();
    expect(h.logger.errors).toHaveLength(1);
  });
});

describe('VoiceClient with a refused microphone', () => {
  // daily-js does not reject join() when the browser refuses the microphone: the call machine
  // emits `camera-error` with a `permissions` error and joins without audio.
  it('joins without it: camera-error (permissions) during the join, then a call that cannot unmute', async () => {
    const h = createHarness({}, { microphone: REFUSED_MICROPHONE });
    const result = await startAndSettle(h);
    expect(result).toEqual({ status: 'fulfilled', value: webCall() });
    const order = h.events.map((e) =>
      e.name === 'progress' ? `${e.args[0].stage}:${e.args[0].status}` : e.name,
    );
    const reported = order.indexOf('camera-error');
    expect(order.indexOf('daily-call-join:started')).toBeLessThan(reported);
    expect(reported).toBeLessThan(order.indexOf('daily-call-join:completed'));
    const cameraErrors = h.events.flatMap((e) => (e.name === 'camera-error' ? [e.args[0]] : []));
    expect(cameraErrors).toEqual([
      expect.objectContaining({
        action: 'camera-error',
        error: {
          type: 'permissions',
          blockedBy: 'user',
          blockedMedia: ['audio'],
          msg: 'Permission denied',
        },
      }),
    ]);
    // Not a failure of the client's own: the call is joined, and runs without a microphone.
    expect(h.names()).not.toContain('error');
    expect(h.names()).not.toContain('call-start-failed');
    expect(h.progress()).toEqual(ALL_STAGES_OK);
    expect(h.client.callState).toBe('joined');
    expect(h.daily.last.microphoneHeld).toBe(false);
    expect(h.client.isMuted()).toBe(true);
    h.client.setMuted(false);
    expect(h.client.isMuted()).toBe(true);
    h.daily.last.emit('app-message', { data: 'listening', fromId: 'bot' });
    expect(h.names().at(-1)).toBe('call-start');
    await h.client.stop();
    expect(h.daily.live).toBe(0);
  });

  it('a missing microphone is a camera-error too, and the call goes on', async () => {
    const h = createHarness(
      {},
      {
        microphone: {
          kind: 'missing',
          error: { type: 'not-found', missingMedia: ['audio'], msg: 'Requested device not found' },
        },
      },
    );
    await expect(startAndSettle(h)).resolves.toMatchObject({ status: 'fulfilled' });
    const cameraErrors = h.events.flatMap((e) => (e.name === 'camera-error' ? [e.args[0]] : []));
    expect(cameraErrors).toEqual([
      expect.objectContaining({ error: expect.objectContaining({ type: 'not-found' }) }),
    ]);
    expect(h.client.callState).toBe('joined');
    expect(h.client.isMuted()).toBe(true);
  });
});

describe('VoiceClient.reconnect', () => {
  it('joins an existing web call through the same stages, minus web-call creation', async () => {
    const h = createHarness();
    const result = await startAndSettle(h, () => h.client.reconnect(webCall({ id: 'again' })));
    expect(result).toEqual({ status: 'fulfilled', value: webCall({ id: 'again' }) });
    expect(h.progress()).toEqual(ALL_STAGES_OK.filter((s) => !s.startsWith('web-call-creation')));
    expect(h.requests).toHaveLength(0);
    const init = h.events.flatMap((e) =>
      e.name === 'progress' && e.args[0].stage === 'initialization' ? [e.args[0].metadata] : [],
    );
    expect(init[0]).toEqual({ reconnect: true });
  });

  it('rejects a web call without a URL', async () => {
    const h = createHarness();
    const result = await startAndSettle(h, () => h.client.reconnect(webCall({ webCallUrl: '' })));
    expect((result as PromiseRejectedResult).reason).toMatchObject({ code: 'validation-error' });
  });
});

describe('VoiceClient controls', () => {
  // The controls of `./controls` (say, sendAppMessage, setUserData, sendDtmf, …) have their tests
  // beside them, in controls.test.ts; these are the ones the class keeps.
  async function joined() {
    const h = createHarness();
    await startAndSettle(h);
    return { ...h, call: h.daily.last };
  }

  it('refuses controls without an active call', async () => {
    const h = createHarness();
    expect(() => h.client.setMuted(true)).toThrow(
      expect.objectContaining({ code: 'invalid-state' }),
    );
    expect(() => h.client.send({ type: 'end-call' })).toThrow(
      expect.objectContaining({
        code: 'invalid-state',
        message: expect.stringContaining('Sending a message'),
      }),
    );
    expect(h.client.isMuted()).toBe(false);
    expect(h.client.getCallObject()).toBeNull();
  });

  it('mutes only while active', async () => {
    const h = createHarness();
    const pending = h.client.start({ assistant: 'a' });
    await vi.advanceTimersByTimeAsync(40);
    expect(() => h.client.setMuted(true)).toThrow(
      expect.objectContaining({ code: 'invalid-state' }),
    );
    // Joining: daily-js's localAudio() is null until the local participant exists, which is
    // not "muted".
    expect(h.daily.last.meetingState()).toBe('joining-meeting');
    expect(h.daily.last.localAudio()).toBeNull();
    expect(h.client.isMuted()).toBe(false);
    await vi.runAllTimersAsync();
    await pending;
    h.client.setMuted(true);
    expect(h.client.isMuted()).toBe(true);
    h.client.setMuted(false);
    expect(h.client.isMuted()).toBe(false);
  });

  it('sends control messages, and refuses one over the size limit before it reaches Daily', async () => {
    const h = await joined();
    h.client.send({ type: 'control', control: 'mute-assistant' });
    expect(h.call.appMessages).toEqual([
      { data: JSON.stringify({ type: 'control', control: 'mute-assistant' }), to: '*' },
    ]);
    const before = h.call.calls.length;
    expect(() =>
      h.client.send({
        type: 'add-message',
        message: { role: 'system', content: 'x'.repeat(5000) },
      }),
    ).toThrow(
      expect.objectContaining({
        code: 'invalid-argument',
        message: 'Message data too large. Max size is 4096',
      }),
    );
    expect(h.call.calls.length).toBe(before);
    expect(h.client.getCallObject()).toBe(h.call);
  });

  it('checks the output volume: 0 to 1', async () => {
    const h = await joined();
    expect(() => h.client.setOutputVolume(1.5)).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
    expect(() => h.client.setOutputVolume(-0.1)).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
    expect(() => h.client.setOutputVolume(0)).not.toThrow();
    expect(() => h.client.setOutputVolume(1)).not.toThrow();
  });
});

describe('VoiceClient with the provider options', () => {
  it('creates web calls through its own provider client', async () => {
    vi.useRealTimers();
    const fetchMock = vi.fn(
      async (_request: Request) => new Response(JSON.stringify(webCall()), { status: 201 }),
    );
    const fake = new FakeDaily({ script: { joinDelayMs: 0 } });
    const client = new VoiceClient({
      baseUrl: 'https://api.example.test/',
      token: 'public-key',
      fetch: fetchMock,
      createCallObject: fake.createCallObject,
      isMobile: false,
    });
    await expect(client.start({ assistant: 'a' })).resolves.toEqual(webCall());
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request?.url).toBe('https://api.example.test/call/web');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('authorization')).toBe('Bearer public-key');
    expect(await request?.json()).toEqual({ assistantId: 'a' });
    // One provider client per instance: a second start reuses it.
    await client.stop();
    await client.start({ assistant: 'a' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await client.stop();
  });
});

describe('VoiceClient.callSupport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is the browser's on daily-js, and always supported on a call-object factory of your own", () => {
    vi.stubGlobal('RTCPeerConnection', undefined);
    const onDaily = new VoiceClient({ baseUrl: 'https://api.example', token: 'public-key' });
    expect(onDaily.callSupport()).toMatchObject({ supported: false });
    expect(onDaily.callSupport()).toEqual(
      expect.objectContaining({ missing: expect.arrayContaining(['webrtc']) }),
    );
    const simulated = createHarness().client;
    expect(simulated.callSupport()).toEqual({ supported: true });
  });
});
