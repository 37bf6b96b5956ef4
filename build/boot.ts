import { createHash } from 'node:crypto'
import { business } from '../content/business'
import { headingFamily, headingFontPath } from '../lib/headingFont'
import { officeStatusScript } from '../lib/hours'
import { landingQueryKey } from '../lib/lead/attribution'
import { laterFormsScript } from './laterForms'
import { faviconUrl } from './favicon'
import { charset } from './head'
import { versionedUrl } from './versionedUrl'

/** The heading face's URL, versioned by its contents. */
export const headingFontUrl = versionedUrl(headingFontPath)

/**
 * The page's script starts loading only after the first paint.
 *
 * Vike ends each page with `<script type="module" async>` and `<link rel="modulepreload">` tags.
 * On a fast connection those files can arrive and run before the browser has painted the
 * prerendered HTML, so the first paint waits for work it does not need: the HTML is complete
 * and its links work without JavaScript. The build (scripts/postbuild.ts) replaces those tags
 * with this loader, which waits until the browser reports the first contentful paint (Paint
 * Timing) and then adds the same preloads and entry script (which adds the Speculation Rules,
 * lib/client/speculation.ts). First it puts in the forms the build left out of the parsed page
 * (build/laterForms.ts), so an island's code finds its form in place. A hidden tab does not
 * paint, so there it loads at once; a browser without Paint Timing waits two animation frames;
 * and whatever happens, it loads after 3 seconds. (Waiting for the end of the parse as well
 * was tried: 32 of 48 phone loads had a long task against 20 of 48, measured side by side.)
 *
 * It brings in the heading face (renderer/styles/fonts.css): a `FontFace` for its file
 * (`headingFontUrl`), loaded on its own and added to the page only once loaded.
 * Added while still loading, the face would join the page's set of loading fonts, and when it
 * arrived Chromium would lay out the whole page again inside a task of its own (the font set's
 * events), a long task on a phone (35-250 ms at 4x CPU slowdown); added once loaded, the new
 * glyphs are laid out in the browser's next frame. It starts after the first paint, in a task
 * of its own (a first `FontFace` costs a phone 10-20 ms at 4x CPU slowdown), because a
 * font fetched during the load shares a slow phone's first round trips with the document; when
 * a page of this site led here (a same-origin referrer) the file is most likely in the
 * browser's cache, so it starts at once and, on a short page, is in before the first paint.
 * A visitor who asked the browser to save data (`navigator.connection.saveData`, as for the
 * code fetched ahead of a tap, lib/client/events.ts) is not sent it: the headings keep the
 * fallback face, which takes the room Bitter takes.
 *
 * Last, once the load event has fired and the face is drawn, it gives the page its tab icon
 * (build/favicon.ts), so the icon's request never shares the first paint's connection.
 *
 * It also keeps the landing page's query when it carries campaign tags (lib/lead/attribution.ts),
 * since this is the one script that runs first on every page.
 *
 * The loader is an inline script: the Content-Security-Policy allows it by its hash
 * (`bootScriptHash`, build/securityHeaders.ts), never by 'unsafe-inline'. Its text is the same on
 * every page; the URLs travel in data attributes.
 */
export const bootScript = [
  '(function(s){',
  // The landing page's campaign tags, for leads sent after moving on (lib/lead/attribution.ts):
  // those alone, not the rest of its query (an ad's click id, an address a newsletter put there).
  `try{var u=location.search.match(/(^\\?|&)utm_(source|medium|campaign)=[^&]*/g);u&&sessionStorage.setItem('${landingQueryKey}',u.join('').slice(0,4096))}catch(e){}`,
  // The heading face: loaded on its own, added once loaded (see above).
  // Not for a visitor who asked to save data: the fallback face takes the same room.
  "var fontDone;function font(){if(fontDone||typeof FontFace==='undefined'||(navigator.connection||0).saveData)return;",
  `var h=new FontFace('${headingFamily}','url(${headingFontUrl}) format("woff2")',{weight:'700'});fontDone=h.load().then(function(){document.fonts.add(h)},function(){})}`,
  // A page of this site led here: the file is most likely in the cache.
  'try{if(new URL(document.referrer).origin===location.origin)font()}catch(e){}',
  'var d=s.dataset,done=false;',
  "function add(rel,list){(list||'').split(' ').forEach(function(h){if(!h)return;var l=document.createElement('link');l.rel=rel;l.href=h;document.head.appendChild(l)})}",
  laterFormsScript,
  // After the first paint: the heading face, then (in a task of their own) the forms, then the code.
  "function load(){if(done)return;done=true;font();setTimeout(function(){laterForms(code)})}",
  // The tab icon once the page is drawn: after the load event and the heading face, in the task
  // after the frame that draws the face (build/favicon.ts).
  "function icon(){if(document.readyState!='complete')return addEventListener('load',icon);",
  `Promise.resolve(fontDone).then(function(){requestAnimationFrame(function(){setTimeout(function(){document.querySelector('link[rel=icon]').href='${faviconUrl}'})})})}`,
  // The page's code not fetched (a connection lost after the HTML came): the page's words for a
  // browser without script are shown, as without script (a lead form's: it cannot send, and the
  // 24/7 line and a text link instead; its Send, disabled in the HTML, would otherwise wait
  // for the code without a word).
  // (The forms' own <noscript> were parsed in place before the code was asked for; the head's
  // holds the tab icon, which `icon` sets.)
  "function code(){add('modulepreload',d.preload);var e=document.createElement('script');e.type='module';e.src=d.entry;",
  "e.onerror=function(){document.body.querySelectorAll('noscript').forEach(function(n){n.outerHTML=n.textContent})};document.body.appendChild(e);icon()}",
  "if(document.visibilityState==='hidden')return load();",
  "var P=window.PerformanceObserver;",
  "if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return requestAnimationFrame(function(){requestAnimationFrame(load)});",
  "new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(load)}}).observe({type:'paint',buffered:true});",
  'setTimeout(load,3000)',
  '})(document.currentScript)',
].join('')

/** The CSP source expression that allows `bootScript` and nothing else inline. */
export const bootScriptHash = scriptHash(bootScript)

/**
 * Marks `<html data-office>` 'open' or 'closed' from the Toronto clock (lib/hours.ts), so every
 * call action shows the line answered at that hour (components/ClockSwap.tsx). A script of its
 * own, first in <head>, not part of the loader at the end of <body>: a phone paints what has
 * arrived of a long page before its last bytes come, and at 11 pm that first paint showed the
 * office's line. It reads the clock by arithmetic, not Intl, whose time-zone data would make the
 * one long task of a page load on a phone (lib/wallClock.ts). (Measured at 4x CPU slowdown, 36
 * phone loads of three templates each way: a long task in 15 with it in <head>, 17 without.)
 */
export const officeScript = `try{document.documentElement.setAttribute('data-office',${officeStatusScript(business.hours)})}catch(e){}`

/** The CSP source expression that allows `officeScript`. */
export const officeScriptHash = scriptHash(officeScript)

/** The CSP source expression that allows an inline script (or Speculation Rules) of exactly `script`. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`
}

// The charset's line: the head's tags are one per line.
const charsetLine = `${charset}\n`

const entryPattern = /<script src="(\/assets\/[^"]+\.js)" type="module" async><\/script>/g
const preloadPattern = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)" as="script" type="text\/javascript">/g

/**
 * Rewrites one prerendered page: Vike's entry script and module preloads become the loader, the
 * last element of <body>, and the office hour's mark (`officeScript`) follows <meta charset>.
 * Returns the page unchanged when it has no client entry (redirect stubs); throws when the tags
 * are not the shape this expects, so a Vike upgrade cannot silently leave a page without code.
 *
 * Last, not first: a script at the top of <body> lets a phone's browser parse the whole page in
 * one go and then lay all of it out inside that same task, when the load event fires at the end
 * of the parse (in 12 loads of /privacy at 4x CPU slowdown: 11 with a task over 50 ms, up to
 * 280 ms, against 2 with the loader last).
 */
export function deferClientEntry(html: string, file: string): string {
  const entries = [...html.matchAll(entryPattern)].map((m) => m[1]!)
  if (entries.length === 0) {
    if (html.includes('id="vike_pageContext"')) throw new Error(`${file}: Vike's entry <script> was not found; build/boot.ts must follow Vike's new markup`)
    return html
  }
  if (entries.length > 1) throw new Error(`${file}: ${entries.length} entry scripts; expected one`)
  const preloads = [...new Set([...html.matchAll(preloadPattern)].map((m) => m[1]!))]
  const loader = `<script data-entry="${entries[0]}" data-preload="${preloads.join(' ')}">${bootScript}</script>`
  const stripped = html.replace(entryPattern, '').replace(preloadPattern, '')
  if (!stripped.includes('</body>')) throw new Error(`${file}: no </body> to put the loader before`)
  if (!stripped.includes(charsetLine)) throw new Error(`${file}: no <meta charset> line to put the office hour's mark after`)
  return stripped.replace(charsetLine, `${charsetLine}<script>${officeScript}</script>\n`).replace('</body>', `${loader}</body>`)
}
