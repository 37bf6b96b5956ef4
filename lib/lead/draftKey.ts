import type { FormName } from './forms'

/**
 * Why: one key per form, so the footer quote form never refills the inspection form. A module of
 * its own, with nothing else in it, so the page script reads whether a draft is saved without
 * taking in the forms' code.
 */
export function draftKey(form: FormName): string {
  return `lead-draft:${form}`
}
