import { CallButton } from '../../components/CallButton'
import { Container } from '../../components/Container'
import { PageHero } from '../../components/PageHero'
import { drawing } from '../../lib/images'
import { SituationChooser } from '../../components/SituationChooser'
import { pageUrl } from '../../lib/urls'
import { usePageContext } from '../../renderer/usePageContext'
import { notFoundCopy, sectionOf } from './notFoundCopy'
import styles from './NotFound.module.css'

/**
 * The error page: prerendered as 404.html (and, by scripts/postbuild.ts, as services/404.html
 * and blog/404.html) with texts for the section of the missing URL.
 */
export function NotFoundPage() {
  const { urlPathname, is404, errorWhileRendering } = usePageContext()
  const copy = notFoundCopy[sectionOf(urlPathname)]

  if (is404 === false) {
    return (
      <PageHero kind="utility" title="Something went wrong" lead={<p>This page could not be shown. Please try again, or call us.</p>}>
        <CallButton />
        {/* `npm run dev` only (the build leaves this out, class and all): what went wrong, such
            as a content file that does not validate, named with its field. */}
        {import.meta.env.DEV && errorWhileRendering instanceof Error ? <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', marginTop: '1.5rem' }}>{errorWhileRendering.message}</pre> : null}
      </PageHero>
    )
  }
  return (
    <>
      <PageHero kind="utility" art={drawing('signpost')} title={copy.title} lead={<p>{copy.text}</p>}>
        <a className={styles.back} href={copy.back.href}>
          {copy.back.label}
        </a>
        <CallButton variant="light" label="Or call" />
      </PageHero>
      <Container>
        <div className={styles.body}>
          {/* The visitor's real URL is only known in the browser (one 404.html serves many
              URLs): the page's script fills and shows this (lib/client/notFound.ts). */}
          <section data-suggestions="" hidden>
            <h2 id="suggested">Were you looking for one of these?</h2>
            <ul role="list" className={styles.links} />
          </section>
          <section>
            <h2 id="popular">Popular pages</h2>
            <ul role="list" className={styles.links}>
              {copy.popular.map((s) => (
                <li key={s.href}>
                  <a href={s.href}>{s.name}</a>
                </li>
              ))}
              <li>
                <a href={pageUrl.contact}>Contact us</a>
              </li>
            </ul>
          </section>
        </div>
        <SituationChooser />
      </Container>
    </>
  )
}
