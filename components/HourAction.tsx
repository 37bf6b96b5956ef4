import { business } from '../content/business'
import { spokenTime } from '../lib/hours'
import type { FirstCall, Urgency } from '../content/situations'
import { CallButton } from './CallButton'
import { DialogButton } from './lead/DialogButton'
import styles from './HourAction.module.css'

/**
 * Each text's buttons: the site's row of buttons (base.css), spaced from the text above. A
 * paragraph, as its calls are a part of the text: a reading view (Firefox's Reader View) left a
 * short block of links out, and the urgent pages said "Call our 24/7 line now" with no number.
 */
const actions = `${styles.actions} button-row`

/**
 * The right action for the hour. A situation that is someone else's to begin with (`firstCall`:
 * 311 for injured wildlife) names them at any hour, with our 24/7 line for when it is in the
 * house. A situation that cannot wait always gets the 24/7 line. One that can wait says, in
 * office hours (Toronto time), to call now, and after hours, to send a message for a morning
 * call. Where the 24/7 line is the second choice, the text gives the guide's first reason to call
 * it and links to the others (`reasonsId`, below it on the page).
 *
 * The three texts of one that can wait share one grid cell, and the box fits the one shown. The
 * clock mark on <html> picks it before the first paint (renderer/styles/base.css); without
 * JavaScript, or before the clock is known, the text for any hour shows. The open and after-hours
 * texts are kept out of search snippets, which would quote "We’re open now" at any hour.
 */
export function HourAction({ urgency, worseIf, reasonsId, firstCall }: { urgency: Urgency; worseIf: string; reasonsId: string; firstCall?: FirstCall }) {
  const worse = worseIf.charAt(0).toLowerCase() + worseIf.slice(1)
  if (firstCall) {
    // Someone else's call first, whatever the hour; ours when it is in the house.
    return (
      <section className={styles.root} data-urgency="elsewhere" aria-labelledby="hour-action">
        <h2 id="hour-action">Call {firstCall.who} first</h2>
        <p>
          {firstCall.why} Call our 24/7 line instead if {worse} See <a href={`#${reasonsId}`}>the other reasons to call it</a>.
        </p>
        <p className={actions}>
          <CallButton line={{ display: firstCall.number, e164: firstCall.number }} label="Call" publicLine />
          <CallButton label="24/7" variant="outline" />
        </p>
      </section>
    )
  }
  if (urgency === 'now') {
    return (
      <section className={styles.root} data-urgency="now" aria-labelledby="hour-action">
        <h2 id="hour-action">Call our 24/7 line now</h2>
        <p>This one should not wait, day or night. The line is answered {business.emergency}.</p>
        <p className={actions}>
          <CallButton label="Call 24/7" />
        </p>
      </section>
    )
  }
  const open = `${business.hours.spoken}, ${business.hours.spokenDays}`
  return (
    <section className={styles.root} data-urgency="morning" aria-labelledby="hour-action">
      <h2 id="hour-action">What to do this hour</h2>
      <div className={styles.stack}>
        <div className={styles.variant} data-when="unknown">
          <p>
            <strong>During office hours ({open})</strong>, call us and a technician can usually come the same day. <strong>After hours</strong>,
            send a message and we call you back in the morning.
          </p>
          <p className={actions}>
            <CallButton label="Call" />
            <DialogButton dialog="quickMessage" variant="outline">
              Send a message
            </DialogButton>
          </p>
        </div>
        <div className={styles.variant} data-when="open" data-known="" data-nosnippet="">
          <p>
            <strong>We’re open now, until {spokenTime(business.hours.closes)}.</strong> Call early in the day and a technician can usually come the same day;
            or send a message and we call you back.
          </p>
          <p className={actions}>
            <CallButton label="Call now" />
            <DialogButton dialog="quickMessage" variant="outline">
              Send a message
            </DialogButton>
          </p>
        </div>
        <div className={styles.variant} data-when="closed" data-nosnippet="">
          <p>
            <strong>It’s after hours.</strong> This can wait: send a message now and we call you from {spokenTime(business.hours.opens)}. Call
            the 24/7 line instead if {worse} See <a href={`#${reasonsId}`}>the other reasons to call now</a>.
          </p>
          <p className={`${actions} ${styles.longFirst}`}>
            <DialogButton dialog="quickMessage" variant="cta">
              Send a message for a morning call
            </DialogButton>
            <CallButton label="24/7" variant="outline" />
          </p>
        </div>
      </div>
    </section>
  )
}
