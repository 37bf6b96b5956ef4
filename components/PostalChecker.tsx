import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { business } from '../content/business'
import { checkPostalCode, type PostalAnswer } from '../lib/postal'
import styles from './PostalChecker.module.css'
import { PostalReply } from './PostalReply'

/** "Do you serve my area?": answers from the postal prefixes the company serves. */
export function PostalChecker() {
  const id = useId()
  const [answer, setAnswer] = useState<PostalAnswer | null>(null)
  // Each question gets a reply of its own, a new element rather than the last one's text edited
  // in place: a page translator has swapped that text for its own nodes, and React, removing
  // nodes no longer where it put them, would fail and take the checker off the page.
  const [asked, setAsked] = useState(0)
  // On a small phone the field can sit at the foot of the screen, and its answer, below it, under
  // the contact bar: each answer is brought into view (the page's scroll padding clears the bar).
  const answerRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (asked > 0) answerRef.current?.scrollIntoView({ block: 'nearest' })
  }, [asked])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    // Read from the field itself: what was typed before this island's code ran counts too.
    const code = new FormData(event.currentTarget as HTMLFormElement).get('postal')
    setAnswer(checkPostalCode(typeof code === 'string' ? code : '', business.postalPrefixes))
    setAsked((count) => count + 1)
  }
  return (
    <section className={`${styles.root} no-print`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Do you serve my area?
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor={`${id}-code`} className={styles.label}>
          Your postal code
        </label>
        <div className={styles.row}>
          {/* Room for a whole address pasted in: cut at 40 characters, a long one lost its code. */}
          <input
            id={`${id}-code`}
            name="postal"
            autoComplete="postal-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={200}
            placeholder="L6Y 2B3"
            aria-invalid={answer?.kind === 'invalid' ? true : undefined}
            aria-describedby={`${id}-answer`}
          />
          <button type="submit">Check</button>
        </div>
      </form>
      <div ref={answerRef} id={`${id}-answer`} role="status" className={styles.answer} data-kind={answer?.kind}>
        {answer && <PostalReply key={asked} answer={answer} />}
      </div>
    </section>
  )
}
