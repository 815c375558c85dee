/**
 * The webhook clients, loaded when a form is first submitted rather than with the page: their
 * validation (valibot) is not needed to show a page, and the home page's JS budget is tight.
 */
export function loadWebhooks() {
  return import('@org/webhooks');
}
