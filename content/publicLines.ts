/**
 * Other bodies' phone lines that content may write, as typed and as a Markdown link to `tel:`
 * (`[905-799-7700](tel:+19057997700)`). The company's own lines never go in content: the page
 * adds its call buttons, and content/business.ts holds them. Each line here is one its body
 * publishes, with where.
 */
export interface PublicLine {
  /** Who answers, and when. */
  who: string
  /** As written in content. */
  display: string
  /** +1 and ten digits: the `tel:` link's. */
  e164: string
  /** The body's page that publishes it. */
  source: string
}

export const publicLines: readonly PublicLine[] = [
  {
    who: 'Peel Public Health, weekdays 8:30 a.m. to 4:30 p.m.',
    display: '905-799-7700',
    e164: '+19057997700',
    source: 'https://www.peelregion.ca/public-health/contact.asp',
  },
  {
    who: 'Peel Public Health from Caledon, weekdays 8:30 a.m. to 4:30 p.m.',
    display: '905-584-2216',
    e164: '+19055842216',
    source: 'https://www.peelregion.ca/public-health/contact.asp',
  },
  {
    who: 'Enbridge Gas, 24 hours, for a smell of gas',
    display: '1-866-763-5427',
    e164: '+18667635427',
    source: 'http://enbridgegas.mediaroom.com/news-releases?item=122503',
  },
]

/** The public line a `tel:` link dials, if it dials one. */
export function publicLineDialled(href: string): PublicLine | undefined {
  return publicLines.find((line) => `tel:${line.e164}` === href)
}
