/** What `slugify` makes: lower-case words of letters and digits joined by single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The one function that turns a display name into a URL slug:
 * lower-case kebab-case with punctuation dropped, so "Fletcher's Meadow (North)" becomes
 * `fletchers-meadow-north` and "Lionhead / Mississauga Road Corridor" becomes
 * `lionhead-mississauga-road-corridor`. Content files store the result; a unit test checks it.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
