/**
 * The page's lab measurements read against the thresholds Google publishes for Core Web Vitals,
 * in the words its tools use (good, needs improvement, poor), so an SEO reader can see them
 * beside the floor ratios the gate judges. Largest Contentful Paint: good up to 2.5 s, poor
 * over 4 s. Cumulative Layout Shift: good up to 0.1, poor over 0.25. The third, Interaction to
 * Next Paint, is measured only in the field, where a visitor taps; Total Blocking Time, the lab's
 * stand-in, is not a Core Web Vital and has no threshold of Google's, so it is left to its own
 * column (and to the long-task budget, phone.ts) rather than rated here. Lighthouse's phone is
 * slower than most visitors' (slow 4G, a 4x slower processor), so a lab "good" is a safe margin,
 * and a field reading (Search Console) is what Google ranks on.
 */
const vitalThresholds = {
  lcpMs: { good: 2500, poor: 4000 },
  cls: { good: 0.1, poor: 0.25 },
} as const

type VitalRating = 'good' | 'needs improvement' | 'poor' | 'not measured'

/**
 * `value` against a metric's bands: good at or under `good`, poor over `poor`. Not a number: no
 * run gave that metric a value.
 */
export function rateVital(metric: keyof typeof vitalThresholds, value: number): VitalRating {
  const { good, poor } = vitalThresholds[metric]
  if (Number.isNaN(value)) return 'not measured'
  return value <= good ? 'good' : value > poor ? 'poor' : 'needs improvement'
}

/**
 * Each Core Web Vital the lab measures, with its rating ("LCP 870 ms good, CLS 0.000 good"); the
 * ratings alone for a table that shows the values beside them ("all good", or the others: "LCP
 * needs improvement, CLS not measured", or "not measured" for a run that read neither); and how
 * many of those measured are not good. Each is rated on its own, so a metric a run could not
 * read hides nothing of the other's, and as it is shown (whole milliseconds, CLS to the
 * thousandth), so a value never reads as the threshold itself and "needs improvement".
 */
export function webVitals(run: { lcpMs: number; cls: number }): { text: string; ratings: string; notGood: number } {
  const [lcp, cls] = [Math.round(run.lcpMs), Number(run.cls.toFixed(3))]
  const parts = [
    { name: 'LCP', value: `${lcp} ms `, rating: rateVital('lcpMs', lcp) },
    { name: 'CLS', value: `${cls.toFixed(3)} `, rating: rateVital('cls', cls) },
  ]
  const others = parts.filter((p) => p.rating !== 'good')
  if (parts.every((p) => p.rating === 'not measured')) return { text: 'not measured', ratings: 'not measured', notGood: 0 }
  return {
    text: parts.map((p) => `${p.name} ${p.rating === 'not measured' ? '' : p.value}${p.rating}`).join(', '),
    ratings: others.length ? others.map((p) => `${p.name} ${p.rating}`).join(', ') : 'all good',
    notGood: others.filter((p) => p.rating !== 'not measured').length,
  }
}
