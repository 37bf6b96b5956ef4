import { useId, type ReactNode } from 'react'
import { DemoMark } from '../../components/DemoMark'
import { WithPhoneNumbers } from '../../components/PhoneNumber'
import { PostalReply } from '../../components/PostalReply'
import { business } from '../../content/business'
import { homeFaq } from '../../content/faq'
import { type ServiceSlug } from '../../content/services'
import type { SearchAlias } from '../../content/searchAliases'
import { credentialLines, warrantyLines, warrantyTerms } from '../../lib/credentials'
import type { PostalAnswer } from '../../lib/postal'
import { contactFormUrl, pageUrl, serviceUrl, situationUrl } from '../../lib/urls'
import styles from './Search.module.css'
import { serviceBySlug, situationBySlug } from '../../lib/bySlug'

const popularSlugs = ['raccoon-removal-brampton', 'squirrel-removal-brampton', 'bat-removal-brampton', 'emergency-wildlife-service-brampton'] as const satisfies readonly ServiceSlug[]
const popularPages = [
  { name: 'What to do right now', href: pageUrl.whatToDoNow },
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

/** Where a question's answer leads (`next` in content/searchAliases.ts). */
const nextSteps: Record<Extract<SearchAlias['answer'], { kind: 'question' }>['next'], { text: string; href: string }> = {
  inspection: { text: 'Request a free inspection', href: contactFormUrl },
  contact: { text: 'Call, text or email us', href: pageUrl.contact },
  areas: { text: 'See the areas we serve', href: pageUrl.serviceAreas },
}

/**
 * An answer above the results, named by its heading: an id of its own, as two answers may stand
 * together ("price l6p": the cost, and whether we serve L6P).
 */
function TitledAnswer({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <aside className={styles.answer} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </aside>
  )
}

/** A search that is a postal code: whether we serve it, as the postal checker says, with the number to call now. */
export function PostalCodeAnswer({ answer }: { answer: PostalAnswer }) {
  return (
    <TitledAnswer title="Do you serve my area?">
      <PostalReply answer={answer} />
    </TitledAnswer>
  )
}

/**
 * The answer for a common name: the service or the guide that covers it, or who to call instead; for a
 * question, the FAQ's answer; for licences and insurance, the credentials with a link to the
 * page about the company; for a guarantee, the written warranty and the way to get one.
 */
export function AliasAnswer({ answer }: { answer: SearchAlias['answer'] }) {
  if (answer.kind === 'credentials') {
    return (
      <TitledAnswer title="Licences and insurance">
        <ul className={styles.credentials}>
          {credentialLines().map((line) => (
            <li key={line}>
              {line}
              <DemoMark demo={business.credentials.demo} />
            </li>
          ))}
        </ul>
        <p>
          <a className={styles.answerLink} href={pageUrl.about}>
            About us
          </a>
        </p>
      </TitledAnswer>
    )
  }
  if (answer.kind === 'warranty') {
    const { warranty } = business
    return (
      <TitledAnswer title="Our written warranty">
        <ul className={styles.credentials}>
          {warrantyLines(warranty).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p>
          {warrantyTerms(warranty)}
          <DemoMark demo={warranty.demo} />
        </p>
        <p>
          <a className={styles.answerLink} href={nextSteps.inspection.href}>
            {nextSteps.inspection.text}
          </a>
        </p>
      </TitledAnswer>
    )
  }
  if (answer.kind === 'question') {
    const faq = homeFaq.find((item) => item.question === answer.question)!
    const next = nextSteps[answer.next]
    return (
      <TitledAnswer title={faq.question}>
        <p>
          <WithPhoneNumbers text={faq.answer} />
        </p>
        <p>
          <a className={styles.answerLink} href={next.href}>
            {next.text}
          </a>
        </p>
      </TitledAnswer>
    )
  }
  if (answer.kind === 'service' || answer.kind === 'situation') {
    const link = answer.kind === 'service' ? { name: serviceBySlug[answer.service].name, href: serviceUrl(answer.service) } : { name: situationBySlug[answer.situation].label, href: situationUrl(answer.situation) }
    return (
      <aside className={styles.answer} aria-label="Best match">
        <p>{answer.text}</p>
        <p>
          <a className={styles.answerLink} href={link.href}>
            {link.name}
          </a>
        </p>
      </aside>
    )
  }
  return (
    <TitledAnswer title={answer.title}>
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
    </TitledAnswer>
  )
}
