/**
 * Every business fact the site states, in one place. The defaults are deliberately fictional
 * (555-01xx numbers, a `.example` domain); a real deployment overrides the origin and the
 * EmailJS / analytics ids with environment variables, and replaces the rest here. A production
 * build refuses any fictional default left (scripts/demoData.ts). Nothing here may be retyped
 * elsewhere: import it.
 */
import { siteOrigin } from './siteOrigin'

/** A phone line: `display` is what people read, `e164` is what tel:, sms: and wa.me links use. */
export interface PhoneLine {
  display: string
  e164: string
}

/**
 * The canonical origin. The browser bundle gets it written in at build time (vite.config.ts
 * defines __SITE_ORIGIN__), so a production bundle carries only the real origin and not the
 * demo one; build scripts read SITE_URL from the environment.
 */
const origin = typeof __SITE_ORIGIN__ === 'string' ? __SITE_ORIGIN__ : siteOrigin(process.env.SITE_URL)

export const business = {
  name: 'Peel Humane Wildlife Inc.',
  shortName: 'Peel Humane Wildlife',
  /** Toll-free line, answered 24/7: reviews-page call button and the home hero (seed §9). */
  emergencyLine: { display: '1-855-555-0199', e164: '+18555550199' },
  /** Local 437 line: floating bar, SMS, WhatsApp and the site description (seed §9). */
  localLine: { display: '(437) 555-0123', e164: '+14375550123' },
  email: 'help@peelhumanewildlife.example',
  /** Prefilled text of the floating bar's SMS and WhatsApp links (seed §2: a greeting asking for help). */
  greeting: 'Hi, I have a wildlife problem at my home and need help. Please call or text me back.',
  hours: {
    /** Office hours in 24 h clock, Toronto time, every day of the week. */
    opens: '07:00',
    closes: '19:00',
    label: '7:00am - 7:00pm',
    days: 'Open 7 days',
    timeZone: 'America/Toronto',
  },
  emergency: '24 hours a day, 7 days a week',
  areas: ['Brampton', 'Mississauga', 'Caledon', 'Peel Region'],
  /** Forward sortation areas served (seed §9): ranges are inclusive on the third character. */
  postalPrefixes: ['L6P-L6Z', 'L7A', 'L7C', 'L7E', 'L7K', 'L4T-L4Z', 'L5A-L5W'],
  guarantee: { materials: '1-year guarantee on materials', warranty: 'Written warranty on exclusion work' },
  trackRecord: { years: '20+', removals: '5000+', availability: '24/7', satisfaction: '100%' },
  exitPeriod: '2-7 days',
  batGap: '3/8 inch',
  currency: 'CAD',
  foundedCopyrightYear: 2025,
  /** Canonical origin, without a trailing slash. */
  origin,
} as const

export type Business = typeof business
