import { business } from '../content/business'
import { CallButton } from './CallButton'
import styles from './CallBookCard.module.css'
import { DialogButton } from './lead/DialogButton'

/**
 * A call-or-book card placed in the flow of a long page, where a reader decides (after what a
 * service includes, a third of the way into an article). The 24/7 line is answered at any hour.
 * Wide screens have the same call and booking in the sidebar beside the text, so the card is
 * for narrower screens only (`wide="hide"`), unless the page has no sidebar: then it spans the
 * page's width (`wide="show"`), or the page sets it in a column of its own beside the text
 * (`wide="beside"`, the card as a phone shows it, at any width). It is not a
 * named region, and its heading differs from the sidebar card's (which follows the text on
 * phones): two headings or landmarks with one name tell a screen-reader user nothing about
 * which is which.
 */
export function CallBookCard({
  title = 'Talk to a technician',
  text = `Free inspection and a written quote. Call at any hour: the line is answered ${business.emergency}.`,
  wide = 'hide',
  inText = false,
}: {
  title?: string
  /** What the card says; a second card on a page says something of its own. */
  text?: string
  wide?: 'hide' | 'show' | 'beside'
  /**
   * Set between the sections of an article: its title is then a line in bold, not a heading,
   * so the article's list of headings is the article's own.
   */
  inText?: boolean
}) {
  const Root = inText ? 'div' : 'section'
  const Title = inText ? 'p' : 'h2'
  return (
    <Root className={styles.root} data-wide={wide}>
      <Title className={styles.title}>{title}</Title>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <CallButton variant="light" label="Call" />
        <DialogButton dialog="inspection" variant="light">
          Request Inspection
        </DialogButton>
      </div>
    </Root>
  )
}
