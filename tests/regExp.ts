/**
 * `text` as the source of a regular expression that matches it literally: for a pattern built
 * around a business fact read from content/business.ts (a phone number has `(`, `)`, `+`, `.`).
 */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
