import type { Logger } from '@org/voice-client';
import { scopedLog } from '../log';

/**
 * The developer log of /demo: the site's logger, scoped `[demo]`. The visitor is never shown these failures
 * (a failed start returns silently to idle, a failed summary send just closes);
 * they are warnings, not errors, because they are expected outcomes such as a denied microphone.
 */
export const demoLog: Logger = scopedLog('demo');
