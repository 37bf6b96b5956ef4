import styles from './ServiceGuide.module.css'

/** "What happens next": the timeline from the call to the seal and the warranty, in order. */
export function NextSteps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <section className={styles.box}>
      <h2 id="next-steps">What happens next</h2>
      <ol role="list" className={styles.timeline}>
        {steps.map((step, index) => (
          <li key={step.title}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3>
                <span className="visually-hidden">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
