/**
 * Every island: the parts of a page that React hydrates in the browser. The rest of the page is
 * HTML rendered at build time and never hydrated. Each entry loads the island's component; the
 * browser fetches it only when the island is wanted (see ./client.ts), the build before it
 * renders any page (see ./Island.tsx).
 */
export const islands = {
  faq: () => import('../../components/Faq').then((m) => m.Faq),
  leadForm: () => import('../../components/lead/LeadForm').then((m) => m.LeadForm),
  postalChecker: () => import('../../components/PostalChecker').then((m) => m.PostalChecker),
  search: () => import('../../pages/search/SearchPage').then((m) => m.SearchPage),
}

export type IslandName = keyof typeof islands

/**
 * When an island's code is fetched and run:
 * - `intent`: the visitor reaches for it (pointer over it, focus in it, a touch), so a page
 *   nobody touches fetches no React at all;
 * - `query`: at once when the page's address has a `q` parameter (search results), else on intent;
 * - `draft` (a lead form on the page, not in a dialog): as it nears the screen when the visitor
 *   has a saved draft of that form, so their words show where they left them, or sent its
 *   message in the last 12 hours, so the note saying so is there before a tap; else on intent;
 * - `near` (the FAQ): as it nears the screen, when the browser is idle, unless the visitor asks
 *   to save data, else on intent. A visitor who scrolls to it is likely to tap a question, and a
 *   tap held for the code is done half a second later by script, which the browser counts as
 *   an unexpected shift of the page (CLS 0.05-0.15 per question opened so on a 4x-slowed phone).
 */
export type IslandLoad = 'intent' | 'query' | 'draft' | 'near'
