import styles from './Steps.module.css'

/** A numbered process (home: Inspect ... Final Seal; services: Inspection ... Cleanup). */
export function Steps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol role="list" className={styles.root}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <h3 className={styles.title}>
            <span className="visually-hidden">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  )
}
