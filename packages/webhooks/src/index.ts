export { WebhookError, type WebhookErrorCode } from './webhook-error';
