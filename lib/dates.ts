const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** 'YYYY-MM-DD' as 'MMMM d, yyyy', e.g. '2025-09-08' -> 'September 8, 2025'. */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${isoDate}`)
  const [, year, month, day] = match
  const name = months[Number(month) - 1]
  if (!name) throw new Error(`Not a real month: ${isoDate}`)
  return `${name} ${Number(day)}, ${year}`
}
