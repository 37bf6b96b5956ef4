import { savesData } from './events'

/**
 * Speculation Rules: the browser prerenders a page of this site when the visitor shows the
 * intent to open it (a pointer resting on its link, a touch starting on it: "moderate"
 * eagerness), so following the link shows it at once. Lead buttons are links to the contact
 * form that the page's script turns into dialogs, so they are left out. Browsers without
 * Speculation Rules ignore the block and load pages as usual.
 *
 * The page's script adds them (`startSpeculation`), after the first paint: read in the <head>,
 * they cost the first parse task about 10 ms at 4x CPU slowdown and made it bring the style
 * sheets up to date early, for rules that only matter once a visitor points at a link; written
 * into the inline loader, they were up to 160 bytes (Brotli) of every page's first round trip.
 * The Content-Security-Policy allows exactly this text by its hash (build/speculation.ts).
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: { and: [{ href_matches: '/*' }, { not: { selector_matches: '[role="button"], [data-dialog]' } }] },
      eagerness: 'moderate',
    },
  ],
})

/**
 * Adds the rules to the page, unless the visitor asks to save data: each pointer resting on a
 * link would fetch its page (10-18 KiB; a search suggestion's results page also fetches the 53
 * KiB search index). Chromium skips them itself only under its own or the system's Data Saver,
 * not for a Save-Data set another way.
 */
export function startSpeculation(): void {
  if (savesData()) return
  const rules = document.createElement('script')
  rules.type = 'speculationrules'
  rules.textContent = speculationRules
  document.head.append(rules)
}
