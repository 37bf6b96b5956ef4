import { Container } from '../../components/Container'
import { PageHero } from '../../components/PageHero'
import { privacyPolicy, privacyUpdated } from '../../content/privacy'
import { formatDate } from '../../lib/dates'
import styles from './Privacy.module.css'

export default function Page() {
  return (
    <>
      <PageHero title="Privacy Policy" lead={<p>Last updated {formatDate(privacyUpdated)}.</p>} />
      <Container>
        <div className={`prose ${styles.body}`}>
          {privacyPolicy.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </section>
          ))}
        </div>
      </Container>
    </>
  )
}
