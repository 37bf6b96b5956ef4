// https://vike.dev/client: the only script of every page. Pages are HTML rendered at build time;
// this brings their few live parts to life, in plain script, and React only in islands.
import { startIslands } from './islands/client'
import { correctMonthNotes, startClock } from '../lib/client/clock'
import { startControls } from '../lib/client/controls'
import { startDialogs } from '../lib/client/dialogs'
import { loadHeadingFont } from '../lib/client/headingFont'
import { suggestForMissingPage } from '../lib/client/notFound'

loadHeadingFont()
startClock()
startControls()
startDialogs()
startIslands()
correctMonthNotes()
void suggestForMissingPage()
// Tests and monitoring wait for this: the page's script has run.
document.body.dataset.pageReady = window.location.pathname
