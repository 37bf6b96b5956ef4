/**
 * The dot between items on one line ("Springdale, Brampton · April"). A no-break space ties it
 * to the item before it, so a wrapped line may end "Brampton ·" but never starts with "·".
 */
export const dot = '\u00a0· '

/**
 * A number read or checked as one thing (a licence or registration number, "DEMO-0000"), with the
 * "no." before it: its spaces no-break and its hyphens non-breaking, so no line ends inside it.
 */
export function numbered(code: string): string {
  return `no.\u00a0${code.replaceAll(' ', '\u00a0').replaceAll('-', '\u2011')}`
}

/**
 * A short name that never breaks inside: "Raccoon Removal", "Peel Humane Wildlife Inc.". Only for
 * names that fit the narrowest column they stand in; a neighbourhood's name may be too long.
 */
export function unbroken(name: string): string {
  return name.replaceAll(' ', '\u00a0')
}
