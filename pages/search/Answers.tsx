import { homeFaq } from '../../content/faq'
import { type ServiceSlug } from '../../content/services'
import type { SearchAlias } from '../../content/searchAliases'
import { contactFormUrl, pageUrl, serviceUrl } from '../../lib/urls'
import styles from './Search.module.css'
import { serviceBySlug } from '../../lib/bySlug'

const popularSlugs = ['raccoon-removal-brampton', 'squirrel-removal-brampton', 'bat-removal-brampton', 'emergency-wildlife-service-brampton'] as const satisfies readonly ServiceSlug[]
const popularPages = [
  ...popularSlugs.map((slug) => ({ name: serviceBySlug[slug].name, href: serviceUrl(slug) })),
  { name: 'Main Service Areas', href: pageUrl.mainServiceAreas },
  { name: 'Contact us', href: pageUrl.contact },
]

/** Where to go when a search finds nothing or cannot run. */
export function PopularPages() {
  return (
    <section aria-labelledby="popular-title" className={styles.popular}>
      <h3 id="popular-title">Popular pages</h3>
      <ul role="list" className={styles.links}>
        {popularPages.map((page) => (
          <li key={page.href}>
            <a href={page.href}>{page.name}</a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The answer for a common name: the service that covers it, or who to call instead; for a question, the FAQ's answer. */
export function AliasAnswer({ answer }: { answer: SearchAlias['answer'] }) {
  if (answer.kind === 'question') {
    const faq = homeFaq.find((item) => item.question === answer.question)!
    return (
      <aside className={styles.answer} aria-labelledby="answer-title">
        <h3 id="answer-title">{faq.question}</h3>
        <p>{faq.answer}</p>
        <p>
          <a className={styles.answerLink} href={contactFormUrl}>
            Request a free inspection
          </a>
        </p>
      </aside>
    )
  }
  if (answer.kind === 'service') {
    const name = serviceBySlug[answer.service].name
    return (
      <aside className={styles.answer} aria-label="Best match">
        <p>{answer.text}</p>
        <p>
          <a className={styles.answerLink} href={serviceUrl(answer.service)}>
            {name}
          </a>
        </p>
      </aside>
    )
  }
  return (
    <aside className={styles.answer} aria-labelledby="answer-title">
      <h3 id="answer-title">{answer.title}</h3>
      <p>{answer.text}</p>
      {answer.referrals.length > 0 && (
        <ul role="list" className={styles.links}>
          {answer.referrals.map((referral) => (
            <li key={referral.href}>
              <a href={referral.href}>{referral.name}</a>
            </li>
          ))}
        </ul>
      )}
      {answer.alsoSee && (
        <p>
          {answer.alsoSee.text} <a href={serviceUrl(answer.alsoSee.service)}>{serviceBySlug[answer.alsoSee!.service].name}</a>
        </p>
      )}
    </aside>
  )
}
