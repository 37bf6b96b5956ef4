import styles from './SourceList.module.css'

/**
 * The "Sources" block of a service page or an article: the government pages its facts come
 * from. The only place a page links to another site to read, besides the links to where the
 * company's reviews are published and the WhatsApp chat (lib/sourceLinks.ts checks each URL).
 */
export function SourceList({ sources }: { sources: readonly { title: string; url: string }[] }) {
  return (
    <section className={styles.root} data-sources="">
      <h2 id="sources">Sources</h2>
      <ul role="list">
        {sources.map((source) => (
          <li key={source.url}>
            <a href={source.url} rel="external noopener">
              {source.title}
            </a>{' '}
            {/* On paper the whole address follows the title (print.css), so its site goes. */}
            <span className={`${styles.host} no-print`}>({new URL(source.url).hostname.replace(/^www\./, '')})</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
