import { Steps } from '../../../components/Steps'
import styles from './ServiceGuide.module.css'

/** "What happens next": the timeline from the call to the seal and the warranty. */
export function NextSteps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <section aria-labelledby="next-steps" className={styles.box}>
      <h2 id="next-steps">What happens next</h2>
      <Steps steps={steps} />
    </section>
  )
}
