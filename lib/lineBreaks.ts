/**
 * The dot between items on one line ("Springdale, Brampton · April"). A no-break space ties it
 * to the item before it, so a wrapped line may end "Brampton ·" but never starts with "·".
 */
export const dot = '\u00a0· '

/**
 * A short name that never breaks inside: "Raccoon Removal", "Peel Humane Wildlife Inc.". Only for
 * names that fit the narrowest column they stand in; a neighbourhood's name may be too long.
 */
export function unbroken(name: string): string {
  return name.replaceAll(' ', '\u00a0')
}
