/**
 * The address of the form clock (`src/app/(frontend)/api/form-clock/route.ts`), apart from
 * form-clock.ts so that the form's client code does not pull node:crypto into the browser.
 */
export const FORM_CLOCK_PATH = '/api/form-clock'
