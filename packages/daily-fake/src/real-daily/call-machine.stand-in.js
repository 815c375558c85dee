// A stand-in for Daily's call machine bundle (call-machine-object-bundle.js). The real-daily
// tests serve it (`routeDaily`, ./routes.ts) where daily-js asks Daily's CDN for the real one,
// which is neither reachable here nor part of the npm package. It keeps daily-js 0.92.2's side
// of the contract (this package's daily-js, `DAILY_VERSION`), as read from its dist/daily-esm.js:
// - daily-js loads it with a <script> element (`dailyConfig.avoidEval`), having pushed the id of
//   each call client that waits for it onto `window._daily.pendings` (daily-js itself removes an
//   id only when the load fails, so the bundle takes them);
// - it becomes `window._daily.instances[id].callMachine`, with `reset()` (called by daily-js
//   when a client loads again) and a `store` whose `getState()` daily-js reads the local tracks
//   from once a join succeeds (it cannot post a MediaStreamTrack);
// - the two sides talk by `window.postMessage` with `what: 'iframe-call-message'`, daily-js's
//   messages `from: 'module'`, the machine's `from: 'embedded'` with the client's id; a request
//   that carries a `callbackStamp` is answered with that stamp, and `error` when it failed;
// - it asks for its launch configuration (`iframe-ready-for-launch-config`, answered with
//   `iframe-launch-config`) and then reports `call-machine-initialized`: until then daily-js keeps
//   input settings and audio-level observers to itself instead of sending them here;
// - `start-camera` (daily-js's `startCamera()`, before a join) opens the local media and is
//   answered with the devices (`camera`, `mic`, `speaker`), which its promise resolves with; a
//   later `join-meeting` keeps that microphone; `get-input-devices` (`getInputDevices()`) is
//   answered with the same devices, `mic` the input in use;
// - `set-input-devices` (`setInputDevicesAsync({ audioDeviceId })` once the bundle runs) opens
//   that input (`getUserMedia` with the device id `exact`), stops the microphone it replaces and
//   is answered with the devices; the call goes on (a `participant-updated` tells daily-js of the
//   local participant's new track). daily-js itself follows devices plugged in or out: it
//   listens to `devicechange` on `navigator.mediaDevices` and emits `available-devices-updated`;
// - `start-local-audio-level-observer` (with its `interval`) is answered, then a
//   `local-audio-level` event comes every interval until `stop-local-audio-level-observer` or the
//   leave. Its `audioLevel` is measured from the microphone the call holds, as Daily's is: here
//   the peak of its last 0.7 s of samples (an AnalyserNode), capped at 1. Chromium's fake
//   microphone beeps often enough to keep it above 0; a track the test disables
//   (`enabled = false`, as a muted headset or a dead input) gives silence, level 0;
// - a remote participant whom the signalling server says joined (the assistant, named 'Vapi
//   Speaker' as the provider names it, unless the server names it otherwise) is a
//   `participant-joined` with a playable audio track, which daily-js reads from the store's
//   `streams` (`pendingTrack`) and reports as `track-started`: a tone of an OscillatorNode stands
//   in for the audio Daily's servers would forward;
// - a signalling connection lost after the join (its socket closed by the far end) is Daily's
//   `network-connection` `{ type: 'signaling', event: 'interrupted' }`; the machine opens it
//   again every 250 ms (`{ type: 'rejoin' }`, answered `{ type: 'rejoined' }` by a server that is
//   back), and reports `connected` once one is; media carries on meanwhile (the stand-in's tones
//   are local). One gone for 20 s is Daily's fatal `error` of type `connection-error`
//   (`details.on: 'reconnect'`): the participant is out, as Daily ejects one whose signalling is
//   gone that long, and the machine lets go of the microphone and the remote audio;
// - `join-meeting` is answered by `joined-meeting` with the participants, `leave-meeting` by
//   `left-meeting`; a refused or missing microphone is a `camera-error` event, not a failed join
//   (the call joins without audio); app messages, audio levels and `app-msg` pass as daily-js
//   names them.
// What the real bundle does on the network is Daily's own business. The stand-in does the same
// kinds of things, on made-up paths of the room's host (moved to the base domain it was loaded
// from, as daily-js moves its own URLs after a fallback), so that the page's policies meet them:
// it takes the microphone, looks the room up over https and signals over wss, all answered by
// the test through Playwright's routes. It joins when that signalling server says `joined`.
// Noise cancellation loads audio-processor-bundle.js from the directory daily-js gave the bundle
// (`publicPath`) with a <script> element, as a chunk of the real bundle would. A request this
// stand-in does not know, if daily-js awaits its answer, gets an `error` naming it: a gap in the
// stand-in shows as a failure, never as a hang.
(() => {
  const WHAT = 'iframe-call-message';
  const DAILY_DOMAIN = /(daily\.co|dailywebrtc\.com|dailywebrtc\.net)$/;
  /** How often a lost signalling connection is tried again (a blip is over before the grace). */
  const RECONNECT_EVERY_MS = 250;
  /** How long Daily keeps a participant whose signalling is gone. */
  const EJECT_AFTER_MS = 20_000;
  const registry = window._daily;
  if (!registry) throw new Error('daily-js prepares window._daily before it loads this bundle.');

  /** What the test reads back (`window.__dailyStandIn`). */
  window.__dailyStandIn ??= {
    loads: 0,
    received: [],
    microphone: 'none',
    audioProcessor: 'none',
    audioDevices: [],
    localAudioLevel: null,
    // The joined call's signalling: 'none', 'connected', 'interrupted', or 'ejected'.
    signalling: 'none',
  };
  const seen = window.__dailyStandIn;
  seen.loads += 1;

  const post = (callClientId, message) =>
    window.postMessage(
      { ...message, what: WHAT, from: 'embedded', callClientId },
      window.location.origin,
    );

  function createMachine(callClientId) {
    const instance = registry.instances[callClientId];
    const state = {
      local: { streams: {}, public: { customTracks: {} } },
      participants: {},
      streams: {},
    };
    const sessionId = `stand-in-${callClientId}`;
    let microphone = null;
    // Bumped by each release: a microphone granted after one belongs to no call any more.
    let generation = 0;
    let socket = null;
    // The signalling's URL and room once joined, for a reconnect; the reconnect under way.
    let signalling = null;
    let reconnecting = null;
    let levels = false;
    let processor = null;
    let joined = false;
    // The input set-input-devices asked for; null: the browser's default.
    let audioDeviceId = null;
    let localLevels = null;
    let meter = null;
    // The remote participants' audio (their tones), by session id, and the context making it.
    const voices = new Map();
    let voiceContext = null;

    const answer = (request, body = {}) =>
      post(callClientId, { ...body, callbackStamp: request.callbackStamp });
    const fail = (request, error) =>
      answer(request, { error: { type: 'stand-in', msg: String(error?.message ?? error) } });

    function baseDomain() {
      return new URL(instance.publicPath).hostname.match(DAILY_DOMAIN)?.[1] ?? 'daily.co';
    }

    function localParticipant() {
      const audio = microphone !== null;
      return {
        session_id: sessionId,
        user_id: sessionId,
        user_name: '',
        local: true,
        owner: false,
        joined_at: new Date().toISOString(),
        audio,
        video: false,
        screen: false,
        tracks: {
          audio: { state: audio ? 'playable' : 'off', subscribed: true },
          video: { state: 'off', subscribed: true },
          screenAudio: { state: 'off', subscribed: true },
          screenVideo: { state: 'off', subscribed: true },
        },
      };
    }

    function release() {
      generation += 1;
      if (microphone) {
        for (const track of microphone.getTracks()) track.stop();
        seen.microphone = 'released';
      }
      microphone = null;
      delete state.local.streams.cam;
      stopReconnecting();
      signalling = null;
      const closing = socket;
      socket = null;
      closing?.close();
      levels = false;
      joined = false;
      clearInterval(localLevels);
      localLevels = null;
      void meter?.context.close();
      meter = null;
      for (const track of voices.values()) track.stop();
      voices.clear();
      state.streams = {};
      void voiceContext?.close();
      voiceContext = null;
    }

    function openSignalling(url, room) {
      return new Promise((resolve, reject) => {
        const opened = new WebSocket(url);
        opened.addEventListener('open', () => {
          opened.send(JSON.stringify({ type: 'join', room }));
          resolve(opened);
        });
        opened.addEventListener('error', () => reject(new Error(`Could not signal at ${url}`)));
      });
    }

    /** Follows `opened` as the call's signalling: its messages, and its loss. */
    function adopt(opened) {
      socket = opened;
      socket.addEventListener('message', onSignal);
      socket.addEventListener('close', () => {
        if (socket !== opened || !joined) return;
        socket = null;
        lostSignalling();
      });
    }

    /** The signalling's far end went away: interrupted, tried again, ejected after a while. */
    function lostSignalling() {
      seen.signalling = 'interrupted';
      post(callClientId, { action: 'network-connection', type: 'signaling', event: 'interrupted' });
      const asked = generation;
      const attempt = () => {
        if (asked !== generation || !reconnecting) return;
        const opened = new WebSocket(signalling.url);
        const retry = () => {
          if (reconnecting && asked === generation) {
            reconnecting.retry = setTimeout(attempt, RECONNECT_EVERY_MS);
          }
        };
        opened.addEventListener('open', () =>
          opened.send(JSON.stringify({ type: 'rejoin', room: signalling.room })),
        );
        opened.addEventListener('message', function answered(event) {
          if (JSON.parse(event.data).type !== 'rejoined') return;
          opened.removeEventListener('message', answered);
          opened.removeEventListener('close', retry);
          if (asked !== generation || !reconnecting) {
            opened.close();
            return;
          }
          stopReconnecting();
          adopt(opened);
          seen.signalling = 'connected';
          post(callClientId, {
            action: 'network-connection',
            type: 'signaling',
            event: 'connected',
          });
        });
        opened.addEventListener('close', retry);
      };
      reconnecting = {
        retry: setTimeout(attempt, RECONNECT_EVERY_MS),
        eject: setTimeout(() => {
          stopReconnecting();
          // Out of the meeting, as Daily's machine is once it ejects: it lets go of the media
          // itself (daily-js sends no leave for a meeting in its error state).
          release();
          seen.signalling = 'ejected';
          const msg = 'The connection to the call was lost.';
          post(callClientId, {
            action: 'error',
            errorMsg: msg,
            error: { type: 'connection-error', msg, details: { on: 'reconnect', sourceError: {} } },
          });
        }, EJECT_AFTER_MS),
      };
    }

    function stopReconnecting() {
      if (!reconnecting) return;
      clearTimeout(reconnecting.retry);
      clearTimeout(reconnecting.eject);
      reconnecting = null;
    }

    function onSignal(event) {
      const message = JSON.parse(event.data);
      if (message.type === 'joined') {
        joined = true;
        seen.signalling = 'connected';
        post(callClientId, {
          action: 'joined-meeting',
          participants: { local: localParticipant() },
        });
      } else if (message.type === 'app-message') {
        post(callClientId, { action: 'app-message', data: message.data, fromId: message.fromId });
      } else if (message.type === 'audio-level' && levels) {
        post(callClientId, {
          action: 'remote-participants-audio-level',
          participantsAudioLevel: message.levels,
        });
      } else if (message.type === 'participant-joined') {
        remoteJoined(message.sessionId, message.userName ?? 'Vapi Speaker');
      }
    }

    /** `sessionId` (named `userName`) joined, speaking: its audio track is playable. */
    function remoteJoined(sessionId, userName) {
      voiceContext ??= new AudioContext();
      const tone = voiceContext.createOscillator();
      const output = voiceContext.createMediaStreamDestination();
      tone.connect(output);
      tone.start();
      const [track] = output.stream.getAudioTracks();
      voices.set(sessionId, track);
      const starttime = new Date().toISOString();
      state.streams[`${sessionId}-cam-audio`] = {
        participantId: sessionId,
        type: 'cam',
        pendingTrack: track,
        starttime,
      };
      const off = { state: 'off', subscribed: true };
      post(callClientId, {
        action: 'participant-joined',
        participant: {
          session_id: sessionId,
          user_id: sessionId,
          user_name: userName,
          local: false,
          owner: false,
          joined_at: starttime,
          audio: true,
          video: false,
          screen: false,
          tracks: {
            audio: { state: 'playable', subscribed: true },
            video: off,
            screenAudio: off,
            screenVideo: off,
          },
        },
      });
    }

    /** What getUserMedia is asked for: the chosen input, or the browser's default. */
    function microphoneConstraints() {
      return { audio: audioDeviceId ? { deviceId: { exact: audioDeviceId } } : true };
    }

    /** daily-js's devices (`startCamera()`, `getInputDevices()`): `mic` the input in use. */
    function inputDevices() {
      const track = microphone?.getAudioTracks()[0];
      if (!track) return { camera: {}, mic: {}, speaker: {} };
      const { deviceId, groupId = '' } = track.getSettings();
      const mic = { deviceId, groupId, kind: 'audioinput', label: track.label };
      return { camera: {}, mic, speaker: {} };
    }

    async function openMicrophone(properties) {
      if (microphone || properties.audioSource === false) return;
      const asked = generation;
      const stream = await navigator.mediaDevices.getUserMedia(microphoneConstraints());
      if (asked !== generation) {
        for (const track of stream.getTracks()) track.stop();
        throw new Error('The call was left while the microphone opened.');
      }
      microphone = stream;
      state.local.streams.cam = { stream: microphone };
      seen.microphone = 'live';
    }

    async function startCamera(request) {
      try {
        await openMicrophone(request.properties);
        answer(request, inputDevices());
      } catch (error) {
        fail(request, error);
      }
    }

    /**
     * Daily's call machine does not fail a join for the microphone: it reports the browser's
     * refusal (`NotAllowedError`) or a missing device (`NotFoundError`) as `camera-error`
     * (daily-js's `DailyEventObjectCameraError`: type `permissions`, `DailyCamPermissionsError`,
     * or type `not-found`, `DailyCamDeviceNotFoundError`) and joins without audio.
     */
    async function openMicrophoneForJoin(properties) {
      try {
        await openMicrophone(properties);
      } catch (error) {
        const msg = String(error?.message);
        if (error?.name === 'NotAllowedError') {
          post(callClientId, {
            action: 'camera-error',
            errorMsg: { errorMsg: msg, audioOk: false },
            error: { type: 'permissions', blockedBy: 'user', blockedMedia: ['audio'], msg },
          });
          seen.microphone = 'refused';
        } else if (error?.name === 'NotFoundError') {
          post(callClientId, {
            action: 'camera-error',
            errorMsg: { errorMsg: msg, audioOk: false },
            error: { type: 'not-found', missingMedia: ['audio'], msg },
          });
          seen.microphone = 'missing';
        } else throw error;
      }
    }

    async function join(request) {
      const room = new URL(request.properties.url);
      const host = room.hostname.replace(DAILY_DOMAIN, baseDomain());
      const name = room.pathname.replace(/^\//, '');
      // A leave (which bumps the generation) while the join is on its way ends that join.
      const joining = generation;
      try {
        await openMicrophoneForJoin(request.properties);
        const lookup = await fetch(`https://${host}/__stand_in__/rooms/${name}`);
        if (!lookup.ok) throw new Error(`The room lookup answered ${lookup.status}.`);
        if (joining !== generation) return;
        const url = `wss://${host}/__stand_in__/signalling/${name}`;
        const opened = await openSignalling(url, name);
        if (joining !== generation) {
          opened.close();
          return;
        }
        signalling = { url, room: name };
        adopt(opened);
      } catch (error) {
        release();
        fail(request, error);
      }
    }

    /** Opens the input `request.audioDeviceId` in place of the microphone the call holds. */
    async function setInputDevices(request) {
      try {
        const wanted = request.audioDeviceId;
        if (wanted === 'daily-custom-track') throw new Error('The stand-in takes no custom track.');
        const track = microphone?.getAudioTracks()[0];
        const current = track?.getSettings().deviceId;
        // The same input again reopens it only once its track has ended (a device that went
        // away and came back): a guess at the real machine, whose code is not public.
        if (typeof wanted === 'string' && (wanted !== current || track?.readyState === 'ended')) {
          seen.audioDevices.push(wanted);
          audioDeviceId = wanted;
          if (microphone) await switchMicrophone();
        }
        answer(request, inputDevices());
      } catch (error) {
        fail(request, error);
      }
    }

    async function switchMicrophone() {
      const asked = generation;
      const stream = await navigator.mediaDevices.getUserMedia(microphoneConstraints());
      if (asked !== generation) {
        for (const track of stream.getTracks()) track.stop();
        throw new Error('The call was left while the microphone opened.');
      }
      const replaced = microphone;
      microphone = stream;
      state.local.streams.cam = { stream: microphone };
      for (const track of replaced?.getTracks() ?? []) track.stop();
      if (joined)
        post(callClientId, { action: 'participant-updated', participant: localParticipant() });
    }

    /** The peak of the microphone's last samples (0 to 1); 0 without a microphone. */
    function localAudioLevel() {
      const track = microphone?.getAudioTracks()[0];
      if (!track) return 0;
      if (meter?.track !== track) {
        meter?.source.disconnect();
        const context = meter?.context ?? new AudioContext();
        const analyser = meter?.analyser ?? context.createAnalyser();
        analyser.fftSize = 32768;
        const source = context.createMediaStreamSource(new MediaStream([track]));
        source.connect(analyser);
        const samples = meter?.samples ?? new Float32Array(analyser.fftSize);
        meter = { context, analyser, source, track, samples };
      }
      meter.analyser.getFloatTimeDomainData(meter.samples);
      let peak = 0;
      for (const sample of meter.samples) peak = Math.max(peak, Math.abs(sample));
      return Math.min(1, peak);
    }

    function startLocalLevels(request) {
      clearInterval(localLevels);
      localLevels = setInterval(
        () => {
          const audioLevel = localAudioLevel();
          seen.localAudioLevel = audioLevel;
          post(callClientId, { action: 'local-audio-level', audioLevel });
        },
        Math.max(100, request.interval ?? 100),
      );
      answer(request);
    }

    function loadAudioProcessor() {
      processor ??= new Promise((resolve, reject) => {
        const script = document.createElement('script');
        script.src = `${instance.publicPath}audio-processor-bundle.js`;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error(`Failed to load ${script.src}`));
        document.head.append(script);
      });
      return processor;
    }

    async function updateInputSettings(request) {
      try {
        if (request.inputSettings?.audio?.processor?.type === 'noise-cancellation') {
          await loadAudioProcessor();
        }
        answer(request, { inputSettings: request.inputSettings });
      } catch (error) {
        fail(request, error);
      }
    }

    function handle(request) {
      seen.received.push(request.action);
      switch (request.action) {
        case 'iframe-launch-config':
          post(callClientId, { action: 'call-machine-initialized' });
          return;
        case 'start-camera':
          void startCamera(request);
          return;
        case 'join-meeting':
          void join(request);
          return;
        case 'leave-meeting':
          release();
          post(callClientId, { action: 'left-meeting' });
          return;
        case 'start-remote-participants-audio-level-observer':
          levels = true;
          answer(request);
          return;
        case 'stop-remote-participants-audio-level-observer':
          levels = false;
          return;
        case 'start-local-audio-level-observer':
          startLocalLevels(request);
          return;
        case 'stop-local-audio-level-observer':
          clearInterval(localLevels);
          localLevels = null;
          return;
        case 'get-input-devices':
          answer(request, inputDevices());
          return;
        case 'set-input-devices':
          void setInputDevices(request);
          return;
        case 'update-input-settings':
          void updateInputSettings(request);
          return;
        case 'app-msg':
          socket?.send(JSON.stringify({ type: 'app-message', data: request.data, to: request.to }));
          return;
        default:
          if (request.callbackStamp) fail(request, `The stand-in cannot ${request.action}.`);
      }
    }

    return { handle, api: { reset: release, store: { getState: () => state } } };
  }

  const machines = new Map();
  for (const callClientId of registry.pendings.splice(0)) {
    if (!registry.instances[callClientId]) continue; // destroyed while its bundle loaded
    const machine = createMachine(callClientId);
    machines.set(callClientId, machine);
    registry.instances[callClientId].callMachine = machine.api;
    post(callClientId, { action: 'iframe-ready-for-launch-config' });
  }

  window.addEventListener('message', (event) => {
    const data = event.data;
    if (event.source !== window || data?.what !== WHAT || data.from !== 'module') return;
    machines.get(data.callClientId)?.handle(data);
  });
})();
