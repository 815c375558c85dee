import { basicEmailPattern } from '@org/webhooks/rules';

/**
 * Text, an @, text, a dot, text, with no spaces or further @: a simple pattern, not a full
 * address grammar. An empty string fails it too, which is why an empty email shows this message.
 * The pattern is `@org/webhooks`' own, so the form and the webhook body agree. A module of its
 * own: the /verify rules use it too, and must not pull in the calculator form's schema.
 */
export const CALCULATOR_EMAIL_PATTERN: RegExp = basicEmailPattern;
