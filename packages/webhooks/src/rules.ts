/**
 * The field rules every form and client shares, without the schemas or the clients: the
 * `@org/webhooks/rules` entry, so that `@org/ui` and `@org/calculator-core` can import them
 * without bundling valibot or `fetch` code into a page.
 *
 * @packageDocumentation
 */
export {
  isBasicEmailAddress,
  isCompletePhoneNumber,
  PHONE_DIGITS,
  phoneDigits,
} from './contact-details';
export {
  basicEmailPattern,
  browserEmailPattern,
  contactFieldLimits,
  fieldLimits,
  fieldTooLongMessage,
  overLimitErrors,
} from './field-limits';
