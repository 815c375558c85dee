/** A JSON object whose fields are not known yet. */
export type OpenObject = { readonly [key: string]: unknown };

/**
 * The object at `value[key]`, or `undefined` when `value` is not an object or the field holds
 * no object (absent, `null`, a primitive or an array): for reading a request body that has only
 * been validated, not typed.
 */
export function objectAt(value: unknown, key: string): OpenObject | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const child = (value as OpenObject)[key];
  return typeof child === 'object' && child !== null && !Array.isArray(child)
    ? (child as OpenObject)
    : undefined;
}
