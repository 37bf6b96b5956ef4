// https://vike.dev/client: the only script of every page. Pages are HTML rendered at build time;
// this brings their few live parts to life, in plain script, and React only in islands.
import { startIslands } from './islands/client'
import { startClock } from '../lib/client/clock'
import { startControls } from '../lib/client/controls'
import { startDialogs } from '../lib/client/dialogs'
import { startInTurn } from '../lib/client/inTurn'
import { suggestForMissingPage } from '../lib/client/notFound'
import { startPrint } from '../lib/client/print'
import { startSpeculation } from '../lib/client/speculation'

// Each part starts in a task of its own: run as one, they made a task of 25-45 ms at 4x CPU
// slowdown, near the 50 ms a phone's visitor can feel, and a new part would have tipped it over.
const parts = [startClock, startControls, startDialogs, startIslands, startSpeculation, startPrint, () => void suggestForMissingPage()]
startInTurn(parts, () => {
  // Tests and monitoring wait for this: the page's script has run.
  document.body.dataset.pageReady = window.location.pathname
})
