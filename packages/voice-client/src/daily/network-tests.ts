// biome-ignore-all lint/suspicious/noExplicitAny: Vapi's results are `Record<string, any>`.
import type { DailyCall } from '@daily-co/daily-js';
import { loadDaily } from './loader';

const failed = (error: any) => ({ result: 'error', error: error?.toString() });

/**
 * `@vapi-ai/web` 2.7.1's `Vapi.runNetworkTestsStandalone()`, without its console output: a
 * temporary call object runs Daily's TURN (with a camera track), websocket and, where daily-js
 * has it, call-quality tests; each result (or `{ result: 'error', error }`) is returned under
 * `networkConnectivity`, `websocketConnectivity` and `callQuality`.
 */
export async function runNetworkTestsStandalone(): Promise<Record<string, any>> {
  const results: Record<string, any> = {};
  let tempCall: DailyCall | null = null;
  try {
    const create = await loadDaily();
    tempCall = create({ audioSource: true, videoSource: true });
    let videoTrack: MediaStreamTrack | undefined;
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: true });
      videoTrack = stream.getVideoTracks()[0];
      results.networkConnectivity = await tempCall.testNetworkConnectivity(
        videoTrack as MediaStreamTrack,
      );
    } catch (error) {
      results.networkConnectivity = failed(error);
    } finally {
      videoTrack?.stop();
    }
    try {
      results.websocketConnectivity = await tempCall.testWebsocketConnectivity();
    } catch (error) {
      results.websocketConnectivity = failed(error);
    }
    if (typeof tempCall.testCallQuality === 'function') {
      try {
        // The call-quality test needs the call state that startCamera() sets up.
        await tempCall.startCamera();
        results.callQuality = await tempCall.testCallQuality();
      } catch (error) {
        results.callQuality = {
          ...failed(error),
          message: 'Failed to initialize camera for call quality test. Check camera permissions.',
        };
      }
    } else {
      results.callQuality = {
        result: 'not-available',
        message: 'testCallQuality method not available',
      };
    }
  } catch (error) {
    results.error = (error as any)?.toString();
  } finally {
    try {
      await tempCall?.destroy();
    } catch {
      // Vapi logs a failed clean-up and returns the results all the same.
    }
  }
  return results;
}
