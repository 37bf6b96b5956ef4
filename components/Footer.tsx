import { mainAreaSlugs } from '../content/areas'
import { Island } from '../renderer/islands/Island'
import { business } from '../content/business'
import { areaUrl, pageUrl, telUrl } from '../lib/urls'
import styles from './Footer.module.css'
import { Icon } from './Icon'
import * as icons from './icons'
import { Logo } from './Logo'
import { OfficeCall } from './OfficeCall'
import { areaBySlug } from '../lib/bySlug'
import { PhoneNumber } from './PhoneNumber'
import { PrivacyNote } from './PrivacyPolicyLink'
import { writtenPostalCodes } from '../lib/postal'
import { inWords } from '../lib/words'

/** "2025–2026": from the year the site was first published to the year it was built. */
const copyrightYears = business.foundedCopyrightYear < __BUILD_YEAR__ ? `${business.foundedCopyrightYear}\u2013${__BUILD_YEAR__}` : String(__BUILD_YEAR__)

const quickLinks = [
  { name: 'Home', href: pageUrl.home },
  { name: 'About Us', href: pageUrl.about },
  { name: 'All Services', href: pageUrl.services },
  { name: 'Service Areas', href: pageUrl.serviceAreas },
  { name: 'Reviews', href: pageUrl.reviews },
  { name: 'Contact', href: pageUrl.contact },
  { name: 'What to do now', href: pageUrl.whatToDoNow },
  { name: 'Privacy', href: pageUrl.privacy },
] as const

/**
 * `quote`: the quote form, on every page but the contact page, whose own form is just above the
 * footer (two forms one after the other, asking for different fields, leave a visitor unsure
 * which to use).
 */
export function Footer({ quote = true }: { quote?: boolean }) {
  const mainAreas = mainAreaSlugs.map((slug) => areaBySlug[slug])
  return (
    // Named, so a reading view (Firefox's Reader View) leaves it out of the article it shows.
    <footer id="footer" className={styles.root}>
      <div className={styles.inner} data-no-quote={quote ? undefined : ''}>
        <section className={`${styles.brand} render-when-near`}>
          <h2 id="footer-about" className="visually-hidden">
            About {business.name}
          </h2>
          <span className={styles.logo}>
            <Logo />
          </span>
          <p>
            Humane wildlife removal for homes and businesses in Brampton, Mississauga, Caledon and across Peel Region. No
            poisons for wildlife: one-way doors, sealed entry points, cleanup and a written warranty.
          </p>
          <p className={styles.phoneLine}>
            <OfficeCall>
              {(line, status) => (
                <>
                  <Icon path={icons.phone} size={20} />
                  {status === 'closed' && '24/7: '}
                  <PhoneNumber line={line} />
                </>
              )}
            </OfficeCall>
          </p>
          <p className={styles.note}>
            <strong>Emergency service:</strong> {business.emergency}, on{' '}
            <a href={telUrl(business.emergencyLine.e164)}><PhoneNumber line={business.emergencyLine} /></a>.
          </p>
          <p className={styles.note}>
            <strong>Coverage:</strong> {inWords(business.areas)} (postal codes {writtenPostalCodes(business.postalPrefixes)}).
          </p>
        </section>
        <nav className={`${styles.column} render-when-near no-print`} aria-labelledby="footer-quick">
          <h2 id="footer-quick">Quick links</h2>
          <ul role="list">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.name}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav className={`${styles.column} render-when-near no-print`} aria-labelledby="footer-areas">
          <h2 id="footer-areas">Main service areas</h2>
          <ul role="list">
            {mainAreas.map((area) => (
              <li key={area.slug}>
                <a href={areaUrl(area.slug)}>{area.name}</a>
              </li>
            ))}
          </ul>
        </nav>
        {quote && (
          <section className={`${styles.quote} no-print`} aria-labelledby="footer-quote">
            <h2 id="footer-quote">Get a Quote</h2>
            {/* Said before sending, at any hour: a message typed at 11 pm is read in the morning. */}
            <p className={styles.quoteNote}>
              Messages are answered {business.hours.spoken}, {business.hours.spokenDays}. An animal inside your living space can’t wait: call the 24/7 line,{' '}
              <a href={telUrl(business.emergencyLine.e164)}>
                <PhoneNumber line={business.emergencyLine} />
              </a>
              .
            </p>
            <Island
              name="leadForm"
              props={{
                form: 'quote',
                submitLabel: 'Get my free quote',
                messageRows: 4,
                messagePlaceholder: 'Tell us about your wildlife problem: what you hear or see, and where.',
              }}
              load="draft"
            />
            <PrivacyNote />
          </section>
        )}
      </div>
      <div className={styles.legal}>
        <p>
          © {copyrightYears} {business.name} Licensed and insured.
        </p>
      </div>
    </footer>
  )
}
