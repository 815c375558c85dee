/** Joins the truthy class names with single spaces (a tiny local `clsx`). */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
