import styles from './print.css?inline'

/**
 * The styles of a printed page (print.css), added by the page's script rather than carried in
 * every page's HTML: few visitors print, and every byte of the HTML delays the first paint of
 * all the others. A sheet for print media changes nothing on screen. Without script a page
 * prints as the screen draws it.
 */
export function startPrint() {
  const style = document.createElement('style')
  style.media = 'print'
  style.textContent = styles
  document.head.append(style)
}
