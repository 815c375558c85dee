import type { AddMessageMessage } from './client-message';
import { assertRule, validateUserMessage } from './rules';

/**
 * The message a visitor's typed `text` becomes, for either face's `sendUserMessage()`: Vapi's
 * `add-message` with the visitor's turn (`role: 'user'`, the text trimmed) and
 * `triggerResponseEnabled`, so the assistant answers it as it answers speech. In the call
 * engine's chunk, with its rule: neither face carries them on import.
 * @throws {VoiceClientError} `invalid-argument` when `text` is empty, longer than 1000
 * characters or holds a control character ({@link validateUserMessage}).
 */
export function userMessage(text: string): AddMessageMessage {
  assertRule(validateUserMessage(text));
  return {
    type: 'add-message',
    message: { role: 'user', content: text.trim() },
    triggerResponseEnabled: true,
  };
}
