import styles from './print.css?inline'

/**
 * The styles of a printed page (print.css), added by the page's script rather than carried in
 * every page's HTML: few visitors print, and every byte of the HTML delays the first paint of
 * all the others. A sheet for print media changes nothing on screen. Without script a page
 * prints as the screen draws it.
 *
 * Paper outlasts the hour it is printed at: while the page prints, it drops the clock's mark
 * (`<html data-office>`, lib/client/clock.ts), so it prints what a page without the clock shows,
 * true at any hour (the office hours and the 24/7 line, no "Open now" nor "It's after hours").
 * The mark is back once printing ends.
 */
export function startPrint() {
  const style = document.createElement('style')
  style.media = 'print'
  style.textContent = styles
  document.head.append(style)
  const root = document.documentElement
  let hour: string | undefined
  addEventListener('beforeprint', () => {
    hour = root.dataset.office
    delete root.dataset.office
  })
  addEventListener('afterprint', () => {
    if (hour && !root.dataset.office) root.dataset.office = hour
  })
}
