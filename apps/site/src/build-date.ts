/** Vite's `define` for the build day, shared by the site's Vite and Vitest configs. */
export function buildDateDefine(now: Date = new Date()): Record<string, string> {
  return { __BUILD_DATE__: JSON.stringify(now.toISOString().slice(0, 10)) };
}
