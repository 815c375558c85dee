import { siteLog } from '../log';

/**
 * The forms' validation: valibot and the forms' schemas (`@org/calculator-core/form`, about
 * 2.5 to 3.5 kB gzip). No page needs it to paint, so it loads when a form first gets focus, or
 * at the latest on submit, never with the page.
 */
export const loadFormValidation = () => import('@org/calculator-core/form');

/** What {@link loadFormValidation} resolves to. */
export type FormValidation = Awaited<ReturnType<typeof loadFormValidation>>;

/** Starts loading the validation in the background; a failure shows again at submit. */
export function preloadFormValidation(): void {
  loadFormValidation().catch(() => undefined);
}

/**
 * The validation a submit needs, or `undefined` (logged for the developer) when it cannot load:
 * the submit then does nothing, and what the visitor typed stays in the form, ready to send again.
 *
 * @param formName how the log names the form, e.g. `verify form`.
 */
export async function validationForSubmit(formName: string): Promise<FormValidation | undefined> {
  try {
    return await loadFormValidation();
  } catch (error) {
    siteLog.warn(`The ${formName} could not load its validation.`, error);
    return undefined;
  }
}
