import { isBasicEmailAddress } from '@org/webhooks/rules';

/**
 * True when the text (trimmed) has the basic shape `x@y.z` with no spaces, within the webhook's
 * length limit. This is the summary modal's enable rule, not a deliverability check: the webhook
 * decides the rest. The rule is `@org/webhooks`' own (`isBasicEmailAddress`), so the modal, the
 * calculator and the verify form agree.
 */
export function isEmailShape(value: string): boolean {
  return isBasicEmailAddress(value);
}
