/** Items as a sentence lists them: "Brampton, Mississauga, Caledon and Peel Region". */
export function inWords(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '')
}
