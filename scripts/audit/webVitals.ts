/**
 * The page's lab measurements read against the thresholds Google publishes for Core Web Vitals,
 * in the words its tools use (good, needs improvement, poor), so an SEO reader can see them
 * beside the floor ratios the gate judges. Largest Contentful Paint: good up to 2.5 s, poor
 * over 4 s. Cumulative Layout Shift: good up to 0.1, poor over 0.25. Interaction to Next Paint
 * is measured only in the field, where a visitor taps; its lab stand-in is Total Blocking Time,
 * read against Lighthouse's own mobile bands (good up to 200 ms, poor over 600 ms). Lighthouse's
 * phone is slower than most visitors' (slow 4G, a 4x slower processor), so a lab "good" is a
 * safe margin, and a field reading (Search Console) is what Google ranks on.
 */
const vitalThresholds = {
  lcpMs: { good: 2500, poor: 4000 },
  cls: { good: 0.1, poor: 0.25 },
  tbtMs: { good: 200, poor: 600 },
} as const

type VitalRating = 'good' | 'needs improvement' | 'poor' | 'not measured'

/**
 * `value` against a metric's bands: good at or under `good`, poor over `poor`. Not a number: a
 * run Lighthouse gave up on, which measured nothing.
 */
export function rateVital(metric: keyof typeof vitalThresholds, value: number): VitalRating {
  const { good, poor } = vitalThresholds[metric]
  if (Number.isNaN(value)) return 'not measured'
  return value <= good ? 'good' : value > poor ? 'poor' : 'needs improvement'
}

/**
 * Each metric of a run with its rating ("LCP 870 ms good, CLS 0.000 good, TBT 12 ms good"), the
 * ratings alone for a table that shows the values beside them ("all good", or those not good:
 * "LCP needs improvement, TBT poor"), and how many are not good. A run that measured nothing is
 * "not measured", and none are counted. Each is rated as it is shown (whole milliseconds, CLS to
 * the thousandth), so a value never reads as the threshold itself and "needs improvement".
 */
export function webVitals(run: { lcpMs: number; cls: number; tbtMs: number }): { text: string; ratings: string; notGood: number } {
  const [lcp, cls, tbt] = [Math.round(run.lcpMs), Number(run.cls.toFixed(3)), Math.round(run.tbtMs)]
  const parts = [
    { name: 'LCP', value: `${lcp} ms`, rating: rateVital('lcpMs', lcp) },
    { name: 'CLS', value: cls.toFixed(3), rating: rateVital('cls', cls) },
    { name: 'TBT', value: `${tbt} ms`, rating: rateVital('tbtMs', tbt) },
  ]
  if (parts.some((p) => p.rating === 'not measured')) return { text: 'not measured', ratings: 'not measured', notGood: 0 }
  const notGood = parts.filter((p) => p.rating !== 'good')
  return {
    text: parts.map((p) => `${p.name} ${p.value} ${p.rating}`).join(', '),
    ratings: notGood.length ? notGood.map((p) => `${p.name} ${p.rating}`).join(', ') : 'all good',
    notGood: notGood.length,
  }
}
