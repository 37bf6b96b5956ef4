import type { FormName } from './forms'

/**
 * Why: one key per form, so the footer quote form never refills the inspection form. A module of
 * its own, with nothing else in it, so the page script reads whether a draft is saved (and keeps
 * what was typed before a reload) without taking in the forms' code.
 */
export function draftKey(form: FormName): string {
  return `lead-draft:${form}`
}

/** A draft as it is stored: the words typed, field by field, and the time of the edit (./draft.ts reads it back). */
export function draftRecord(values: Record<string, string>, at: number): string {
  return JSON.stringify({ at, values })
}
