export {
  type CalculatorWebhookBody,
  calculatorWebhookBodySchema,
} from './calculator-schema';
export {
  type CallSummaryRequest,
  type CallSummaryWebhookBody,
  callSummaryWebhookBodySchema,
} from './call-summary-schema';
export {
  isBasicEmailAddress,
  isCompletePhoneNumber,
  PHONE_DIGITS,
  phoneDigits,
} from './contact-details';
export {
  type ContactMessage,
  type ContactWebhookBody,
  contactWebhookBodySchema,
} from './contact-schema';
export { basicEmailPattern, fieldLimits, fieldTooLongMessage } from './field-rules';
export { requestCallSummary } from './request-call-summary';
export { type RequestDemoOptions, requestDemo } from './request-demo';
export {
  checkRedirectTarget,
  MAX_REDIRECT_LENGTH,
  type RedirectCheck,
} from './safe-redirect';
export { sendCalculatorResults } from './send-calculator-results';
export { type SendContactMessageOptions, sendContactMessage } from './send-contact-message';
export { type DemoRequest, type VerifyWebhookBody, verifyWebhookBodySchema } from './verify-schema';
export {
  CONTACT_ERROR_MESSAGE,
  CONTACT_SUCCESS_MESSAGE,
  VERIFY_NETWORK_ERROR_MESSAGE,
  verifyErrorMessage,
  verifyRequestErrorMessage,
} from './visitor-messages';
export {
  isWebhookError,
  WebhookError,
  type WebhookErrorCode,
  type WebhookErrorOptions,
} from './webhook-error';
export { type WebhookName, webhookNames } from './webhook-name';
export { defaultTimeoutMs, type FetchLike, type WebhookRequestOptions } from './webhook-options';
