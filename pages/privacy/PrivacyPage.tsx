import { Container } from '../../components/Container'
import { WithEmailAddress } from '../../components/EmailAddress'
import { PageHero } from '../../components/PageHero'
import { business } from '../../content/business'
import { useData } from '../../renderer/usePageContext'
import type { Data } from './+data'
import styles from './Privacy.module.css'

export function PrivacyPage() {
  const { crumbs, sections, updated } = useData<Data>()
  return (
    <>
      <PageHero
        kind="utility"
        crumbs={crumbs}
        title="Privacy Policy"
        lead={
          <p>
            Last updated <time dateTime={updated.date}>{updated.written}</time>.
          </p>
        }
      />
      <Container>
        <div className={`prose ${styles.body}`}>
          {sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>
                  <WithEmailAddress text={paragraph} address={business.email} />
                </p>
              ))}
            </section>
          ))}
        </div>
      </Container>
    </>
  )
}
