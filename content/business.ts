/**
 * Every business fact the site states, in one place. The defaults are deliberately fictional
 * (555-01xx numbers, a `.example` domain); a real deployment overrides the origin and the
 * EmailJS / analytics ids with environment variables, and replaces the rest here. A group of
 * facts the company must supply that still holds a fictional default carries `demo: true`: pages
 * mark it as a sample, and a production build refuses it (scripts/demoData.ts). Nothing here may
 * be retyped elsewhere: import it.
 */
import type { AreaEntry } from './areas'
import { siteOrigin } from './siteOrigin'

/** A phone line: `display` is what people read, `e164` (+1 and ten digits, the build checks) is what tel:, sms: and wa.me links use. */
export interface PhoneLine {
  display: string
  e164: string
}

/**
 * The canonical origin. The browser bundle gets it written in at build time (vite.config.ts
 * defines __SITE_ORIGIN__), so a production bundle carries only the real origin and not the
 * demo one; build scripts and tests, under plain Node, read SITE_URL from the environment (the
 * browser has no `process`, and never reaches that branch).
 */
const nodeEnv = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env
const origin = typeof __SITE_ORIGIN__ === 'string' ? __SITE_ORIGIN__ : siteOrigin(nodeEnv?.SITE_URL)

export const business = {
  name: 'Peel Humane Wildlife Inc.',
  shortName: 'Peel Humane Wildlife',
  /** Toll-free line, answered 24/7: reviews-page call button and the home hero. */
  emergencyLine: { display: '1-855-555-0199', e164: '+18555550199' },
  /** Local 437 line: floating bar, SMS, WhatsApp and the site description. */
  localLine: { display: '(437) 555-0123', e164: '+14375550123' },
  email: 'help@peelhumanewildlife.example',
  /** Prefilled text of the floating bar's SMS and WhatsApp links: a greeting asking for help. */
  greeting: 'Hi, I have a wildlife problem at my home and need help. Please call or text me back.',
  /**
   * In the texts below, `\u00a0` (a no-break space) keeps a number with its unit on a line: "7 /
   * days" never splits; `\u2011` (a non-breaking hyphen) keeps "1-year" whole.
   */
  hours: {
    /** Office hours in 24 h clock, Toronto time, every day of the week. */
    opens: '07:00',
    closes: '19:00',
    /** As the header, the footer and the contact cards show them. */
    label: '7:00am - 7:00pm',
    /** As a sentence says them. Both written forms must say `opens` and `closes` (the build checks). */
    spoken: '7\u00a0am to 7\u00a0pm',
    days: 'Open 7\u00a0days',
    /** The days as a sentence says them, after the hours: "7 am to 7 pm, 7 days a week". */
    spokenDays: '7\u00a0days a week',
    timeZone: 'America/Toronto',
  },
  emergency: '24\u00a0hours a day, 7\u00a0days a week',
  areas: ['Brampton', 'Mississauga', 'Caledon', 'Peel Region'],
  /**
   * Forward sortation areas served, under the city whose page each leads to (the postal-code
   * checker's answer links it): ranges are inclusive on the third character.
   */
  postalPrefixes: {
    Brampton: ['L6P-L6Z', 'L7A'],
    Mississauga: ['L4T-L4Z', 'L5A-L5W'],
    Caledon: ['L7C', 'L7E', 'L7K'],
    // A town named here needs its area page in areas.ts (kind 'city'): the checker links it.
  } satisfies Partial<Record<AreaEntry['city'], readonly string[]>>,
  /**
   * The written warranty on exclusion work: its term, what it covers and what it does not.
   * Stated on pages exactly as written here; never promise more in copy.
   */
  warranty: {
    demo: true,
    /** How long the written warranty on sealed entry points runs. */
    term: '2\u00a0years (sample term)',
    /** The guarantee on the materials themselves (screening, vent guards, caps): the seed's promise. */
    materials: '1\u2011year guarantee on materials',
    /** What the warranty's term covers; the materials are the guarantee's, so never listed here. */
    covers: ['Re-entry by the same species through an entry point we sealed'],
    exclusions: ['New openings made after the work (storm damage, renovations, rot)', 'Parts of the house we did not seal or that you declined on the quote'],
  },
  /** Licences, insurance and memberships the company holds; shown where a visitor decides. */
  credentials: {
    demo: true,
    licences: [
      /**
       * A business that applies a pesticide for hire (the wasp service) holds an Ontario operator
       * licence; the technician who applies it holds a structural exterminator licence of their own.
       */
      { type: 'Pesticide operator licence (Ontario Pesticides Act)', number: 'DEMO-0000' },
    ],
    insurer: 'Sample Insurer Ltd.',
    wsib: 'DEMO-0000',
    memberships: ['Sample Wildlife Control Association'],
  },
  /** Track record figures: years in business and humane removals completed. */
  trackRecord: { demo: true, years: '20+', removals: '5000+' },
  /**
   * Public review summary: shown beside calls to action; never emitted as rating markup. `asOf` is
   * the day the rating and count were read at the source (YYYY-MM-DD): the reviews page shows it,
   * and the audit asks for them again once it is more than 90 days old.
   */
  reviewSummary: { demo: true, source: 'Google', rating: 4.9, count: 212, asOf: '2026-11-25', url: 'https://reviews.peelhumanewildlife.example/google' },
  /** Who checks the service pages and articles for accuracy, shown with the last-reviewed date. */
  contentReviewer: { demo: true, name: 'Sample Reviewer', role: 'Wildlife technician' },
  availability: '24/7',
  exitPeriod: '2\u20117\u00a0days',
  /** The year the site was first published: the footer's copyright runs from it to the build's year. */
  foundedCopyrightYear: 2025,
  /** Canonical origin, without a trailing slash. */
  origin,
} as const

export type Business = typeof business
