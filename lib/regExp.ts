/**
 * `text` as the source of a regular expression that matches it literally: for a pattern built
 * around a business fact or a name read from content/ (a phone number has `(`, `)`, `+`, `.`;
 * "Claireville (Brampton Side)").
 */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
