/**
 * Forms join the page after its first paint.
 *
 * When a page finishes parsing, Chromium's autofill and password manager read every form on it
 * (each field, its label, whether it is visible) inside the DOMContentLoaded task. On /privacy
 * at 4x CPU slowdown that took 35-60 ms, enough to make the task a long one in 11 of 20 loads;
 * with no form in the parsed HTML, 1 in 20. With the same forms added after the first paint
 * (read later, in tasks of their own), 1 in 20.
 *
 * So the build wraps each form in `<noscript data-later>`: a browser without JavaScript parses
 * the form as before, and a browser with it keeps the markup as text until the loader
 * (build/boot.ts) parses it in place, right after the first paint and before any island's code
 * runs. What a form needs for the first paint (the search page's own box) says so with
 * `data-first-paint` and stays as it is. A form that can be on the first screen sits in a box
 * that holds its room meanwhile: the top bar's search on a wide screen, and the contact form,
 * where a visitor lands on #request-service.
 */
const formPattern = /<form\b[^>]*>[\s\S]*?<\/form>/g

/** The attribute that keeps a form in the parsed HTML. */
const firstPaintAttribute = 'data-first-paint'

/** Wraps every form of a page but those marked `data-first-paint`; `file` names the page in errors. */
export function formsAfterFirstPaint(html: string, file: string): string {
  return html.replace(formPattern, (form) => {
    if (form.slice(0, form.indexOf('>')).includes(firstPaintAttribute)) return form
    // The text of a <noscript> ends at the first </noscript>; one inside the form would end it early.
    if (/<\/?noscript\b/.test(form)) throw new Error(`${file}: a form holds a <noscript>; put it after the form so the form can wait for the first paint (build/laterForms.ts)`)
    return `<noscript data-later>${form}</noscript>`
  })
}

/**
 * The loader's step that puts the forms in: `laterForms(then)` turns each `<noscript data-later>`
 * into the markup it holds, parsed in its own place, one form per task (the page's footer form
 * alone is 10-20 ms of parsing at 4x CPU slowdown), and then calls `then`.
 */
export const laterFormsScript =
  "function laterForms(then){var q=[];try{q=[].slice.call(document.querySelectorAll('noscript[data-later]'))}catch(e){}" +
  '(function next(){var n=q.shift();if(!n)return then();' +
  'try{var r=document.createRange();r.selectNode(n);n.replaceWith(r.createContextualFragment(n.textContent))}catch(e){}' +
  'setTimeout(next)})()}'
