import type { DailyParticipant } from '@daily-co/daily-js';
import { localParticipant, REFUSED_MICROPHONE, remoteParticipant } from '@org/daily-fake';
import { expect } from 'vitest';
import { FakeTrack } from './fake-daily';
import { IPHONE, type RunOptions, VAPI_EVENT_NAMES, WEB_CALL, type World } from './run';
import type { TraceEntry } from './trace';
import {
  dailyErrorMessage,
  failedWebCallError,
  removeAllListenersRemovesNothing,
  sharedApiClient,
  speechEndAfterLeft,
  speechEndAfterStop,
  startGoesOnAfterStop,
  type VapiBug,
} from './vapi-bugs';

/** One scripted scenario, run once against each client. */
export interface Scenario {
  name: string;
  options?: RunOptions;
  script: (world: World) => Promise<void>;
  /**
   * What Vapi's own trace must show, so the scenario provably exercises what its name says
   * (checked against `@vapi-ai/web` alone).
   */
  check: (trace: TraceEntry[]) => void;
  /** Vapi's bugs this scenario runs into; ours must do better, as each one says. */
  vapiBugs?: VapiBug[];
}

const ASSISTANT = remoteParticipant('assistant-session', 'Vapi Speaker');
const OTHER = remoteParticipant('other-session', 'Somebody');

const events = (trace: TraceEntry[], name?: string) =>
  trace.filter(
    (entry): entry is Extract<TraceEntry, { kind: 'event' }> =>
      entry.kind === 'event' && (name === undefined || entry.name === name),
  );
const daily = (trace: TraceEntry[], method?: string) =>
  trace.filter(
    (entry): entry is Extract<TraceEntry, { kind: 'daily' }> =>
      entry.kind === 'daily' && (method === undefined || entry.method === method),
  );
const results = (trace: TraceEntry[], method: string) =>
  trace.filter(
    (entry): entry is Extract<TraceEntry, { kind: 'return' | 'throw' }> =>
      (entry.kind === 'return' || entry.kind === 'throw') && entry.method === method,
  );
const progress = (trace: TraceEntry[]) =>
  events(trace, 'call-start-progress').map((entry) => {
    const { stage, status } = entry.args[0] as { stage: string; status: string };
    return `${stage}:${status}`;
  });
const started = (trace: TraceEntry[]) =>
  expect(events(trace, 'call-start-success')).toHaveLength(1);

const appMessage = (data: unknown, fromId = 'assistant-session') => ({ data, fromId });
const trackStarted = (participant: DailyParticipant, track: FakeTrack) => ({
  participant,
  track,
  type: track.kind,
});

/** Starts with an assistant id and lets the call come up. */
const startCall = (world: World) => world.call('start', 'assistant-1');

export const SCENARIOS: Scenario[] = [
  {
    name: 'start with an assistant id',
    script: startCall,
    check(trace) {
      started(trace);
      expect(progress(trace)).toContain('audio-processing-setup:completed');
      expect(results(trace, 'start')).toEqual([
        { kind: 'return', method: 'start', value: WEB_CALL },
      ]);
    },
  },
  {
    name: 'start with an inline assistant, overrides and the options argument',
    script: (world) =>
      world.call(
        'start',
        {
          name: 'Receptionist',
          firstMessage: 'Hello',
          model: { provider: 'openai', model: 'gpt-4o' },
          voice: { provider: '11labs', voiceId: 'sarah' },
        },
        { variableValues: { name: 'Ann' } },
        undefined,
        undefined,
        undefined,
        { roomDeleteOnUserLeaveEnabled: false },
      ),
    check(trace) {
      started(trace);
      const [request] = trace.filter((entry) => entry.kind === 'fetch');
      expect(request).toMatchObject({
        body: { assistantOverrides: { variableValues: { name: 'Ann' } } },
      });
      expect(JSON.stringify(request)).toContain('roomDeleteOnUserLeaveEnabled');
    },
  },
  {
    name: 'start a squad by id',
    script: (world) => world.call('start', undefined, undefined, 'squad-1'),
    check(trace) {
      started(trace);
      expect(trace.find((entry) => entry.kind === 'fetch')).toMatchObject({
        body: { squadId: 'squad-1' },
      });
    },
  },
  {
    name: 'start an inline squad with assistant overrides',
    script: (world) =>
      world.call(
        'start',
        undefined,
        { variableValues: { city: 'Leeds' } },
        {
          members: [{ assistantId: 'assistant-1' }, { assistant: { name: 'Billing' } }],
        },
      ),
    check(trace) {
      started(trace);
      expect(trace.find((entry) => entry.kind === 'fetch')).toMatchObject({
        body: { squad: { members: [{ assistantId: 'assistant-1' }, { assistant: {} }] } },
      });
    },
  },
  {
    name: 'start a workflow by id with workflow overrides',
    script: (world) =>
      world.call('start', undefined, undefined, undefined, 'workflow-1', {
        variableValues: { plan: 'gold' },
      }),
    check(trace) {
      started(trace);
      expect(trace.find((entry) => entry.kind === 'fetch')).toMatchObject({
        body: { workflowId: 'workflow-1', workflowOverrides: { variableValues: { plan: 'gold' } } },
      });
    },
  },
  {
    name: 'start an inline workflow',
    script: (world) =>
      world.call('start', undefined, undefined, undefined, {
        name: 'Intake',
        nodes: [{ type: 'conversation', name: 'start', isStart: true }],
        edges: [],
      }),
    check(trace) {
      started(trace);
      expect(trace.find((entry) => entry.kind === 'fetch')).toMatchObject({
        body: { workflow: { name: 'Intake' } },
      });
    },
  },
  {
    name: 'start with a base URL and Daily options from the constructor',
    options: {
      constructorArgs: [
        'https://api.example.test/',
        { avoidEval: true, alwaysIncludeMicInPermissionPrompt: true },
        { audioSource: 'mic-2', startAudioOff: true },
      ],
    },
    script: startCall,
    check(trace) {
      started(trace);
      expect(daily(trace, 'createCallObject')[0]?.args[0]).toMatchObject({ audioSource: 'mic-2' });
    },
  },
  {
    name: 'two instances: the first starts after the second was constructed',
    options: {
      constructorArgs: ['https://first.example.test'],
      secondInstance: ['second-key', 'https://second.example.test'],
    },
    script: startCall,
    check(trace) {
      started(trace);
      const [request] = trace.filter((entry) => entry.kind === 'fetch');
      // Vapi's shared API client: the first instance speaks with the second's token and URL.
      expect(request).toMatchObject({
        url: 'https://second.example.test/call/web',
        headers: { authorization: 'Bearer second-key' },
      });
    },
    vapiBugs: [
      sharedApiClient(
        { token: 'second-key', baseUrl: 'https://second.example.test' },
        { token: 'public-key', baseUrl: 'https://first.example.test' },
      ),
    ],
  },
  {
    name: 'missing assistant, squad and workflow',
    script: async (world) => {
      await world.call('start');
      await world.call('start', undefined, { variableValues: { a: 1 } });
      await world.call('start', '', undefined, '', '');
    },
    check(trace) {
      expect(results(trace, 'start').map((entry) => entry.kind)).toEqual([
        'throw',
        'throw',
        'throw',
      ]);
      expect(events(trace, 'error')).toHaveLength(3);
      expect(trace.some((entry) => entry.kind === 'fetch')).toBe(false);
    },
  },
  {
    name: 'already started: a second start, in flight and after',
    script: async (world) => {
      world.begin('start', 'assistant-1');
      world.begin('start', 'assistant-2');
      await world.settle();
      await world.call('start', 'assistant-3');
    },
    check(trace) {
      expect(progress(trace).filter((entry) => entry === 'validation:failed')).toHaveLength(2);
      expect(trace.filter((entry) => entry.kind === 'fetch')).toHaveLength(1);
    },
  },
  {
    name: 'HTTP 500 from /call/web',
    options: {
      replies: [{ status: 500, body: { message: 'Internal server error', statusCode: 500 } }],
    },
    script: async (world) => {
      await startCall(world);
      world.step('a new start after the failure');
      await world.call('start', 'assistant-1');
    },
    check(trace) {
      expect(events(trace, 'call-start-failed')).toHaveLength(2);
      expect(results(trace, 'start')).toEqual([
        { kind: 'return', method: 'start', value: null },
        { kind: 'return', method: 'start', value: null },
      ]);
    },
    vapiBugs: [failedWebCallError],
  },
  {
    name: 'HTTP 500 from /call/web on a phone',
    options: {
      userAgent: IPHONE,
      replies: [{ status: 500, body: { error: 'Bad Gateway' } }],
    },
    script: startCall,
    check(trace) {
      expect(events(trace, 'call-start-failed')[0]?.args[0]).toMatchObject({
        context: { isMobile: true },
      });
    },
    vapiBugs: [failedWebCallError],
  },
  {
    name: 'call object creation throws',
    script: async (world) => {
      world.daily.script.createError = new Error('Duplicate DailyIframe instances are not allowed');
      await startCall(world);
    },
    check(trace) {
      expect(progress(trace)).toContain('daily-call-object-creation:failed');
      expect(events(trace, 'call-start-failed')).toHaveLength(1);
    },
  },
  {
    name: 'join rejects with a Daily error',
    script: async (world) => {
      world.daily.script.join = {
        kind: 'fatal',
        errorMsg: 'Meeting has ended',
        error: { type: 'no-room', msg: 'Meeting has ended', details: { on: 'join' } },
      };
      await startCall(world);
    },
    check(trace) {
      expect(progress(trace)).toContain('daily-call-join:failed');
      expect(
        events(trace, 'error').map((entry) => (entry.args[0] as { type: string }).type),
      ).toEqual(['daily-error', 'daily-call-join-error', 'start-method-error']);
    },
    vapiBugs: [dailyErrorMessage('Meeting has ended')],
  },
  {
    // daily-js's `join()` rejects with an Error, before any event, when it has no room URL: the
    // API's first answer has none.
    name: 'join rejects with an Error',
    options: {
      replies: [
        { status: 201, body: { ...WEB_CALL, webCallUrl: undefined } },
        { status: 201, body: WEB_CALL },
      ],
    },
    script: async (world) => {
      await startCall(world);
      world.step('a new start after the failure');
      await startCall(world);
    },
    check(trace) {
      expect(progress(trace)).toContain('daily-call-join:failed');
      expect(events(trace, 'call-start-success')).toHaveLength(1);
      expect(daily(trace, 'createCallObject')).toHaveLength(2);
      // Destroying a call object that never loaded cancels the load, which daily-js reports as
      // `left-meeting`: both clients then end a call that never started.
      expect(events(trace, 'call-end')).toHaveLength(1);
    },
  },
  {
    name: 'speech detection around the threshold and the speech-end delay',
    script: async (world) => {
      await startCall(world);
      await world.remoteLevels({});
      await world.remoteLevels({ a: 0.01 });
      await world.remoteLevels({ a: 0.006, b: 0.005 });
      await world.advance(999);
      await world.remoteLevels({ a: 0.2 });
      await world.advance(999);
      await world.remoteLevels({ a: 0.075 });
      await world.advance(1000);
      await world.remoteLevels({ a: 0.009 });
      await world.advance(1000);
      await world.remoteLevels({ a: 0.5, b: 0.5 });
      await world.advance(1001);
    },
    check(trace) {
      expect(events(trace, 'speech-start')).toHaveLength(2);
      expect(events(trace, 'speech-end')).toHaveLength(2);
      expect(events(trace, 'volume-level').map((entry) => entry.args[0])).toContain(1);
    },
  },
  {
    name: 'speech-end after stop()',
    script: async (world) => {
      await startCall(world);
      await world.remoteLevels({ a: 0.3 });
      await world.call('stop');
      await world.advance(1000);
    },
    check(trace) {
      expect(events(trace, 'speech-start')).toHaveLength(1);
    },
    vapiBugs: [speechEndAfterStop],
  },
  {
    name: 'speech-end after the meeting left',
    script: async (world) => {
      await startCall(world);
      await world.remoteLevels({ a: 0.3 });
      await world.meetingEnds();
      await world.advance(1000);
    },
    check(trace) {
      expect(events(trace, 'call-end')).toHaveLength(1);
    },
    vapiBugs: [speechEndAfterLeft],
  },
  {
    name: 'audio observers: local-volume-level listener present',
    script: async (world) => {
      await startCall(world);
      await world.localLevel(0.25);
      await world.call('isLocalAudioLevelObserverRunning');
      await world.call('getLocalAudioLevel');
      await world.call('stopLocalAudioLevelObserver');
      await world.call('startLocalAudioLevelObserver', 50);
    },
    check(trace) {
      expect(daily(trace, 'startLocalAudioLevelObserver').map((entry) => entry.args)).toEqual([
        [100],
        [50],
      ]);
      expect(events(trace, 'local-volume-level')).toHaveLength(1);
    },
  },
  {
    name: 'audio observers: no local-volume-level listener',
    options: { listen: VAPI_EVENT_NAMES.filter((name) => name !== 'local-volume-level') },
    script: async (world) => {
      await world.call('startLocalAudioLevelObserver');
      await world.call('isLocalAudioLevelObserverRunning');
      await world.call('getLocalAudioLevel');
      await startCall(world);
      await world.localLevel(0.25);
    },
    check(trace) {
      expect(daily(trace, 'startLocalAudioLevelObserver')).toHaveLength(0);
      expect(results(trace, 'startLocalAudioLevelObserver')[0]?.kind).toBe('throw');
      // daily-js sends no local level while its observer is not running.
      expect(trace).toContainEqual({
        kind: 'step',
        note: 'no local audio level: the observer is not running',
      });
    },
  },
  {
    name: 'audio observers: the local observer fails',
    script: async (world) => {
      world.daily.script.localObserverError = {
        error: "AbortError: Unable to load a worklet's module.",
      };
      await startCall(world);
      await world.dailyEmits('nonfatal-error', {
        type: 'local-audio-level-observer-error',
        errorMsg: 'local audio level observer stopped',
        details: { reason: 'track-ended' },
      });
      await world.call('startLocalAudioLevelObserver', 200);
    },
    check(trace) {
      expect(events(trace, 'local-audio-level-observer-error')).toHaveLength(2);
      expect(results(trace, 'startLocalAudioLevelObserver')[0]?.kind).toBe('throw');
    },
  },
  {
    name: 'left meeting without a prior ended status',
    script: async (world) => {
      await startCall(world);
      await world.meetingEnds();
      await world.call('isMuted');
    },
    check(trace) {
      expect(events(trace, 'message')).toHaveLength(1);
      expect(daily(trace, 'destroy')).toHaveLength(1);
    },
  },
  {
    name: "left meeting after an 'ended' status message",
    script: async (world) => {
      await startCall(world);
      await world.dailyEmits(
        'app-message',
        appMessage(
          JSON.stringify({
            type: 'status-update',
            status: 'ended',
            endedReason: 'assistant-ended-call',
          }),
        ),
      );
      await world.meetingEnds();
      world.step('the next call reports its own end');
      await startCall(world);
      await world.meetingEnds();
    },
    check(trace) {
      expect(events(trace, 'call-end')).toHaveLength(2);
      expect(events(trace, 'message')).toHaveLength(2);
    },
  },
  {
    name: 'app messages: JSON and not, from the assistant and others',
    script: async (world) => {
      await startCall(world);
      await world.dailyEmits('app-message', appMessage('listening'));
      await world.dailyEmits(
        'app-message',
        appMessage(JSON.stringify({ type: 'transcript', role: 'assistant', transcript: 'Hi' })),
      );
      await world.dailyEmits(
        'app-message',
        appMessage(JSON.stringify({ type: 'hang', note: 'from a guest' }), 'other-session'),
      );
      await world.dailyEmits('app-message', appMessage('not json'));
      await world.dailyEmits('app-message', appMessage('42'));
      await world.dailyEmits('app-message', appMessage('"a string"'));
      await world.dailyEmits('app-message', appMessage('null'));
      await world.dailyEmits('app-message', appMessage('[1,2]'));
      await world.dailyEmits('app-message', appMessage({ type: 'object', not: 'a string' }));
      await world.dailyEmits(
        'app-message',
        appMessage(JSON.stringify({ type: 'status-update', status: 'in-progress' })),
      );
    },
    check(trace) {
      expect(events(trace, 'call-start')).toHaveLength(1);
      expect(events(trace, 'message').map((entry) => entry.args[0])).toEqual([
        { type: 'transcript', role: 'assistant', transcript: 'Hi' },
        { type: 'hang', note: 'from a guest' },
        42,
        'a string',
        null,
        [1, 2],
        { type: 'status-update', status: 'in-progress' },
      ]);
    },
  },
  {
    name: 'mute, including setMuted before a call',
    script: async (world) => {
      await world.call('isMuted');
      await world.call('setMuted', true);
      await startCall(world);
      await world.call('isMuted');
      await world.call('setMuted', true);
      await world.call('isMuted');
      await world.call('setMuted', false);
      await world.call('isMuted');
      await world.call('stop');
      await world.call('setMuted', false);
    },
    check(trace) {
      expect(results(trace, 'setMuted').map((entry) => entry.kind)).toEqual([
        'throw',
        'return',
        'return',
        'throw',
      ]);
      expect(
        results(trace, 'isMuted').map((entry) => (entry as { value?: unknown }).value),
      ).toEqual([false, false, true, false]);
    },
  },
  {
    name: 'send and say',
    script: async (world) => {
      await world.call('send', { type: 'control', control: 'mute-assistant' });
      await world.call('say', 'Not yet');
      await startCall(world);
      await world.call('send', {
        type: 'add-message',
        message: { role: 'system', content: 'The caller is a customer.' },
        triggerResponseEnabled: true,
      });
      await world.call('send', { type: 'control', control: 'unmute-assistant' });
      await world.call('say', 'Goodbye', true);
      await world.call('say', 'Hold on', false, true, true);
    },
    check(trace) {
      expect(daily(trace, 'sendAppMessage')).toHaveLength(4);
    },
  },
  {
    name: 'end',
    script: async (world) => {
      await world.call('end');
      await startCall(world);
      await world.call('end');
      await world.call('getDailyCallObject');
    },
    check(trace) {
      expect(daily(trace, 'sendAppMessage')[0]?.args[0]).toBe('{"type":"end-call"}');
      expect(events(trace, 'call-end')).toHaveLength(1);
    },
  },
  {
    name: 'stop and restart',
    script: async (world) => {
      await world.call('stop');
      await startCall(world);
      await world.call('stop');
      await world.call('start', 'assistant-2');
      await world.call('stop');
      await world.call('stop');
    },
    check(trace) {
      expect(events(trace, 'call-start-success')).toHaveLength(2);
      expect(daily(trace, 'createCallObject')).toHaveLength(2);
      expect(events(trace, 'call-end')).toHaveLength(2);
    },
  },
  {
    // daily-js's `destroy()` removes the listener the call machine's answer to the join would
    // arrive on, so a join in flight when the call is stopped never settles: `start()` stays
    // pending and nothing follows the stop.
    name: 'stop() during a pending join',
    script: async (world) => {
      world.daily.script.join = { kind: 'hold' };
      world.begin('start', 'assistant-1');
      await world.settle();
      await world.call('stop');
      world.step('the call machine never answers the join');
      expect(world.callObject.joinHeld).toBe(false);
      await world.advance(10_000);
    },
    check(trace) {
      expect(events(trace, 'call-end')).toHaveLength(1);
      expect(results(trace, 'start')).toEqual([]);
      const stopped = trace.findIndex(
        (entry) => entry.kind === 'return' && entry.method === 'stop',
      );
      expect(stopped).toBeGreaterThan(0);
      expect(trace.slice(stopped).filter((entry) => entry.kind === 'event')).toEqual([]);
    },
  },
  {
    // daily-js answers a join whatever the state until destroy() has left (see
    // stoppedWhileJoining in src/compat/start-sequence.ts): the visitor stops just as the call
    // machine's joined-meeting reply lands.
    name: 'stop() as the join lands',
    script: async (world) => {
      world.daily.script.join = { kind: 'hold' };
      world.begin('start', 'assistant-1');
      await world.settle();
      world.callObject.once('joined-meeting', () => world.begin('stop'));
      world.step("the call machine's joined-meeting reply lands; the visitor stops at once");
      world.callObject.releaseJoin();
      await world.settle();
    },
    check(trace) {
      expect(events(trace, 'call-end')).toHaveLength(1);
      expect(daily(trace, 'destroy')).toHaveLength(2);
    },
    vapiBugs: [startGoesOnAfterStop],
  },
  {
    name: 'audio-processor error, recovered and not',
    script: async (world) => {
      await startCall(world);
      await world.dailyEmits('nonfatal-error', {
        type: 'audio-processor-error',
        errorMsg: 'Krisp processor failed',
      });
      world.daily.script.inputSettingsErrors.push(new Error('processor update failed'));
      await world.dailyEmits('nonfatal-error', {
        type: 'audio-processor-error',
        errorMsg: 'Krisp processor failed again',
      });
    },
    check(trace) {
      expect(daily(trace, 'updateInputSettings')).toHaveLength(3);
      expect(daily(trace, 'setLocalAudio')).toHaveLength(1);
      expect(events(trace, 'error')).toHaveLength(1);
    },
  },
  {
    name: 'noise cancellation rejected',
    script: async (world) => {
      const krisp = new Error('Canceled');
      krisp.name = 'KrispInitError';
      world.daily.script.inputSettingsErrors.push(krisp);
      await startCall(world);
      await world.localLevel(0.1);
    },
    check(trace) {
      started(trace);
      expect(events(trace, 'error')).toHaveLength(1);
      expect(events(trace, 'local-volume-level')).toHaveLength(1);
      expect(daily(trace, 'destroy')).toHaveLength(0);
    },
  },
  {
    name: 'video recording with a call token',
    options: {
      replies: [
        {
          status: 201,
          body: {
            ...WEB_CALL,
            artifactPlan: { videoRecordingEnabled: true },
            transport: { callToken: 'meeting-token-1' },
          },
        },
      ],
    },
    script: async (world) => {
      await startCall(world);
      await world.advance(2500);
      await world.dailyEmits('recording-started', {
        local: false,
        recordingId: 'recording-1',
        startedBy: 'server',
        type: 'cloud',
      });
      await world.dailyEmits('recording-stats');
      await world.dailyEmits('recording-started', { recordingId: 'recording-1' });
      await world.fails('Meeting has ended', { type: 'ejected', msg: 'Meeting has ended' });
      await world.meetingEnds();
    },
    check(trace) {
      expect(daily(trace, 'join')[0]?.args[0]).toMatchObject({ token: 'meeting-token-1' });
      expect(daily(trace, 'startRecording')).toHaveLength(0);
      expect(progress(trace)).toContain('video-recording-started:completed');
      expect(daily(trace, 'stopRecording')).toHaveLength(2);
    },
    vapiBugs: [dailyErrorMessage('Meeting has ended')],
  },
  {
    name: 'video recording without a call token',
    options: {
      replies: [
        { status: 201, body: { ...WEB_CALL, artifactPlan: { videoRecordingEnabled: true } } },
      ],
    },
    script: async (world) => {
      await world.call('startRecording');
      await world.call('stopRecording');
      await startCall(world);
      await world.advance(1200);
      await world.dailyEmits('recording-started', { recordingId: 'recording-2', type: 'cloud' });
      await world.dailyEmits('recording-error', { errorMsg: 'upload failed', instanceId: 'i-1' });
      await world.call('startRecording');
      await world.dailyEmits('recording-stopped', { instanceId: 'i-1' });
      await world.dailyEmits('recording-upload-completed');
      await world.call('stopRecording');
    },
    check(trace) {
      expect(daily(trace, 'startRecording')).toHaveLength(2);
      expect(results(trace, 'startRecording')[0]?.kind).toBe('throw');
      expect(events(trace, 'recording-error')).toHaveLength(1);
    },
  },
  {
    name: 'participants and tracks',
    script: async (world) => {
      await world.call('getAudioPlayer');
      await world.call('setVolume', 0.5);
      await startCall(world);
      await world.dailyEmits('participant-joined', { participant: localParticipant() });
      await world.participantJoins(OTHER);
      await world.participantJoins(ASSISTANT);
      await world.dailyEmits(
        'track-started',
        trackStarted(OTHER, new FakeTrack('other-audio', 'audio')),
      );
      await world.dailyEmits(
        'track-started',
        trackStarted(localParticipant(), new FakeTrack('local-audio', 'audio')),
      );
      await world.dailyEmits('track-started', {});
      await world.dailyEmits(
        'track-started',
        trackStarted(ASSISTANT, new FakeTrack('assistant-audio', 'audio')),
      );
      await world.call('getAudioPlayer');
      await world.call('setVolume', 2);
      await world.call('setVolume', Number.NaN);
      await world.call('setVolume', -1);
      await world.call('getAudioPlayer');
      await world.dailyEmits(
        'track-started',
        trackStarted(ASSISTANT, new FakeTrack('assistant-video', 'video')),
      );
      await world.dailyEmits(
        'track-started',
        trackStarted(ASSISTANT, new FakeTrack('assistant-audio-2', 'audio')),
      );
      await world.dailyEmits('participant-left', { participant: OTHER });
      await world.call('getAudioPlayer');
      await world.dailyEmits('participant-left', { participant: ASSISTANT });
      await world.call('getAudioPlayer');
      await world.call('stop');
      await world.call('getAudioPlayer');
    },
    check(trace) {
      expect(events(trace, 'audio')).toHaveLength(2);
      expect(events(trace, 'video')).toHaveLength(1);
      expect(trace.filter((entry) => entry.kind === 'dom')).toHaveLength(2);
      expect(daily(trace, 'updateParticipant')).toHaveLength(2);
    },
  },
  {
    name: 'participants and tracks with a video voice (tavus)',
    options: {
      replies: [
        { status: 201, body: { ...WEB_CALL, assistant: { voice: { provider: 'tavus' } } } },
      ],
    },
    script: async (world) => {
      await startCall(world);
      await world.participantJoins(ASSISTANT);
    },
    check(trace) {
      expect(daily(trace, 'updateParticipant')[0]?.args[1]).toEqual({
        setSubscribedTracks: { audio: true, video: true },
      });
    },
  },
  {
    name: "the assistant's audio cannot play",
    options: { playError: Object.assign(new Error('play() failed'), { name: 'NotAllowedError' }) },
    script: async (world) => {
      await startCall(world);
      await world.dailyEmits(
        'track-started',
        trackStarted(ASSISTANT, new FakeTrack('assistant-audio', 'audio')),
      );
      await world.call('getAudioPlayer');
    },
    check(trace) {
      expect(events(trace, 'audio')).toHaveLength(0);
      expect(events(trace, 'error')).toHaveLength(1);
    },
  },
  {
    name: 'forwarded Daily events',
    script: async (world) => {
      await startCall(world);
      await world.dailyEmits('camera-error', {
        errorMsg: { errorMsg: 'Permission denied', audioOk: false },
        error: {
          type: 'permissions',
          msg: 'Permission denied',
          blockedBy: 'user',
          blockedMedia: ['audio'],
        },
      });
      await world.dailyEmits('network-quality-change', {
        threshold: 'low',
        quality: 40,
        networkState: 'bad',
        networkStateReasons: ['sendPacketLoss'],
      });
      await world.dailyEmits('network-connection', {
        type: 'signaling',
        event: 'interrupted',
        session_id: 'local-session',
      });
      await world.dailyEmits('participant-updated', { participant: ASSISTANT });
      await world.fails('Connection lost', {
        type: 'connection-error',
        msg: 'Connection lost',
        details: { on: 'reconnect' },
      });
    },
    check(trace) {
      for (const name of [
        'camera-error',
        'network-quality-change',
        'network-connection',
        'daily-participant-updated',
      ]) {
        expect(events(trace, name)).toHaveLength(1);
      }
    },
    vapiBugs: [dailyErrorMessage('Permission denied'), dailyErrorMessage('Connection lost')],
  },
  {
    // daily-js does not reject the join when the microphone is refused: the call machine emits
    // `camera-error` (`error.type: 'permissions'`) and joins without local audio.
    name: 'the visitor refuses the microphone',
    script: async (world) => {
      world.daily.script.microphone = REFUSED_MICROPHONE;
      await startCall(world);
      await world.call('isMuted');
      await world.call('setMuted', false);
      await world.call('isMuted');
    },
    check(trace) {
      started(trace);
      expect(events(trace, 'camera-error')).toHaveLength(1);
      expect(events(trace, 'camera-error')[0]?.args[0]).toMatchObject({
        error: { error: { type: 'permissions' } },
      });
      // Joined without a microphone: unmuting cannot turn the local audio on.
      expect(
        results(trace, 'isMuted').map((entry) => (entry as { value?: unknown }).value),
      ).toEqual([true, true]);
    },
    vapiBugs: [dailyErrorMessage('Permission denied')],
  },
  {
    name: 'mobile user agent',
    options: { userAgent: IPHONE },
    script: async (world) => {
      world.begin('start', 'assistant-1');
      await world.settle();
      await world.advance(999);
      await world.advance(1);
    },
    check(trace) {
      expect(progress(trace)).toContain('mobile-permissions:completed');
      const wait = trace.findIndex((entry) => entry.kind === 'step' && entry.note === '1 ms pass');
      const join = trace.findIndex((entry) => entry.kind === 'daily' && entry.method === 'join');
      expect(join).toBeGreaterThan(wait);
    },
  },
  {
    name: 'reconnect to a web call',
    script: async (world) => {
      await world.call('reconnect', {});
      await world.call('reconnect', {
        webCallUrl: 'https://vapi.daily.co/room-9',
        id: 'call-9',
        artifactPlan: { videoRecordingEnabled: true },
        transport: { callToken: 'meeting-token-9' },
      });
      await world.dailyEmits('app-message', appMessage('listening'));
      await world.call('reconnect', { webCallUrl: 'https://vapi.daily.co/room-9' });
      await world.call('stop');
      world.daily.script.join = {
        kind: 'load-failed',
        message:
          'Failed to load call object bundle https://c.daily.co/call-machine/versioned/0.92.2/static/call-machine-object-bundle.js: TypeError: Failed to fetch',
      };
      await world.call('reconnect', { webCallUrl: 'https://vapi.daily.co/room-9' });
    },
    check(trace) {
      expect(results(trace, 'reconnect').map((entry) => entry.kind)).toEqual([
        'throw',
        'return',
        'throw',
        'throw',
      ]);
      expect(daily(trace, 'join')[0]?.args[0]).toMatchObject({ token: 'meeting-token-9' });
    },
    vapiBugs: [dailyErrorMessage('Failed to load call object bundle.')],
  },
  {
    name: 'devices and screen sharing, before and during a call',
    script: async (world) => {
      await world.call('getDailyCallObject');
      await world.call('setInputDevicesAsync', { audioDeviceId: 'mic-2' });
      await world.call('setOutputDeviceAsync', { outputDeviceId: 'speaker-2' });
      await world.call('startScreenSharing');
      await world.call('stopScreenSharing');
      await world.call('increaseMicLevel', 2);
      await startCall(world);
      await world.call('setInputDevicesAsync', { audioDeviceId: 'mic-2' });
      await world.call('setInputDevicesAsync', { audioSource: false, videoSource: false });
      await world.call('setOutputDeviceAsync', { outputDeviceId: 'speaker-2' });
      await world.call('startScreenSharing', { audio: true }, { maxQuality: 'low' });
      await world.call('stopScreenSharing');
    },
    check(trace) {
      expect(daily(trace, 'setInputDevicesAsync').map((entry) => entry.args[0])).toEqual([
        { audioDeviceId: 'mic-2' },
        { videoSource: false },
      ]);
      expect(daily(trace, 'startScreenShare')).toHaveLength(1);
    },
  },
  {
    name: "the constructor's Daily guards",
    options: {
      constructorArgs: [
        undefined,
        { avoidEval: true, alwaysIncludeMicInPermissionPrompt: false },
        { audioSource: false },
      ],
    },
    script: startCall,
    check(trace) {
      expect(daily(trace, 'createCallObject')[0]?.args[0]).toEqual({
        audioSource: true,
        videoSource: false,
        dailyConfig: { avoidEval: true },
      });
    },
  },
  {
    name: 'no error listener: the events package throws',
    options: { listen: VAPI_EVENT_NAMES.filter((name) => name !== 'error') },
    script: async (world) => {
      await world.call('start');
      world.daily.script.createError = new Error('Duplicate DailyIframe instances are not allowed');
      await startCall(world);
      await startCall(world);
    },
    check(trace) {
      expect(results(trace, 'start').map((entry) => entry.kind)).toEqual([
        'throw',
        'throw',
        'return',
      ]);
      expect(progress(trace)).toContain('validation:failed');
    },
  },
  {
    name: 'a throwing audio or video listener',
    script: async (world) => {
      const throwing = (name: string) => () => {
        throw new Error(`${name} listener bug`);
      };
      await world.call('on', 'audio', throwing('audio'));
      await world.call('on', 'video', throwing('video'));
      await startCall(world);
      await world.dailyEmits(
        'track-started',
        trackStarted(ASSISTANT, new FakeTrack('assistant-audio', 'audio')),
      );
      await world.dailyEmits(
        'track-started',
        trackStarted(ASSISTANT, new FakeTrack('assistant-video', 'video')),
      );
    },
    check(trace) {
      expect(daily(trace, 'sendAppMessage')).toHaveLength(2);
    },
  },
  {
    name: 'the listener API',
    options: { listen: ['call-start-progress'] },
    script: async (world) => {
      const listener = (id: string, name: string) => {
        const fn = (...args: unknown[]) => world.trace.push({ kind: 'listener', id, name, args });
        return fn;
      };
      const onMessage = listener('on', 'message');
      const onceMessage = listener('once', 'message');
      const onceRemoved = listener('once-removed', 'message');
      const onCallStart = listener('on', 'call-start');
      const onceCallStart = listener('once', 'call-start');
      const offRemoved = listener('off', 'call-start');
      const errors = listener('on', 'error');
      await world.call('on', 'message', onMessage);
      await world.call('once', 'message', onceMessage);
      await world.call('once', 'message', onceRemoved);
      await world.call('off', 'message', onceRemoved);
      await world.call('on', 'call-start', onCallStart);
      await world.call('once', 'call-start', onceCallStart);
      await world.call('on', 'call-start', offRemoved);
      await world.call('removeListener', 'call-start', offRemoved);
      await world.call('on', 'error', errors);
      await world.call('listenerCount', 'message');
      await world.call('listenerCount', 'call-start');
      await startCall(world);
      await world.dailyEmits('app-message', appMessage('listening'));
      await world.dailyEmits('app-message', appMessage('{"type":"one"}'));
      await world.dailyEmits('app-message', appMessage('{"type":"two"}'));
      await world.call('listenerCount', 'message');
      await world.call('removeAllListeners', 'message');
      await world.dailyEmits('app-message', appMessage('{"type":"three"}'));
      await world.call('removeAllListeners');
      await world.call('listenerCount', 'call-start');
      await world.dailyEmits('app-message', appMessage('listening'));
      await world.call('stop');
    },
    check(trace) {
      // Six, not five: Vapi's `removeAllListeners(event?)` hands `undefined` on explicitly, and
      // the `events` package clears everything only when called with no argument at all, so
      // `removeAllListeners()` removes nothing and the last 'listening' still reaches `on`.
      expect(trace.filter((entry) => entry.kind === 'listener')).toHaveLength(6);
    },
    vapiBugs: [removeAllListenersRemovesNothing],
  },
];
