export type { Delivery } from './delivery';
export { type DeliveryLogContents, MEMORY_LIMIT, readDeliveryLog } from './delivery-log';
export { demoLink } from './demo-link';
export {
  type FailureFilter,
  type FailureMatch,
  type FailurePlan,
  failurePlanSchema,
  MAX_SCRIPTED_DELAY_MS,
  type PendingFailure,
  type ScriptedFailure,
} from './failure-script';
export { controlRoutes } from './handle-control';
export {
  type ReceiverLogger,
  receiverDefaults,
  type WebhookReceiverOptions,
} from './receiver-options';
export { receiverPaths } from './receiver-paths';
export { startWebhookReceiver, type WebhookReceiver } from './start-webhook-receiver';
