const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * True when the text has the basic shape `x@y.z` with no spaces. This is the summary modal's
 * enable rule, not a deliverability check: the webhook decides the rest.
 */
export function isEmailShape(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}
