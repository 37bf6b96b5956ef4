import { track } from '../../lib/analytics'
import { leadUtm } from '../../lib/lead/attribution'
import { leadConfig } from '../../lib/lead/config'
import type { FormName, LeadValues } from '../../lib/lead/forms'
import { buildLeadParams } from '../../lib/lead/payload'
import { isLeadConfigured, restSender, sendLead, type LeadSendResult, type SendLeadDeps } from '../../lib/lead/send'
import { validateLead } from '../../lib/lead/validate'
import { webStorage } from './webStorage'

/** Analytics labels: the quick message is 'Floating Bar'; the other forms are named for where they sit. */
const analyticsLabel: Record<FormName, string> = {
  'quick-message': 'Floating Bar',
  inspection: 'Inspection Request',
  contact: 'Contact Page',
  quote: 'Footer Quote',
}

/** Whether this build can send leads online (all three EmailJS ids present). */
export const onlineSendingAvailable = isLeadConfigured(leadConfig())

type EmailJs = typeof import('@emailjs/browser')
let client: Promise<EmailJs> | undefined

/**
 * @emailjs/browser, fetched with the first lead (not with the page) and initialised once with
 * the public key. A failed fetch (offline, or a tab left open across a deploy) is not kept, so
 * the next try asks again (though browsers may answer from their memory of the failure).
 */
function emailjs(publicKey: string): Promise<EmailJs> {
  client ??= import('@emailjs/browser').then(
    (module) => {
      module.init({ publicKey })
      return module
    },
    (error: unknown) => {
      client = undefined
      throw error
    },
  )
  return client
}

/**
 * EmailJS's send, with fetching the library counted as part of the try (its time limit and
 * retries). When the library cannot be had, the same request goes out with fetch instead, so a
 * failed load never leaves the form stuck until a reload.
 */
const send: SendLeadDeps['send'] = async (serviceId, templateId, params, options) => {
  let library: EmailJs
  try {
    library = await emailjs(options.publicKey)
  } catch (error) {
    console.warn('The EmailJS library could not be loaded; sending with fetch instead:', error)
    return restSender((...args) => fetch(...args))(serviceId, templateId, params, options)
  }
  return library.send(serviceId, templateId, params, options)
}

/**
 * Sends one lead through the pipeline: the form's rules checked again on what is about to be
 * sent, the params built, then EmailJS with retries (lib/lead/send.ts). Never throws: whatever
 * goes wrong comes back as a failed result, so the form can always show the fallbacks. The
 * caller keeps the lead id across its own retries, so the company can recognize a duplicate,
 * and hands back the late answer of a try that timed out (`unanswered`), waited for instead of
 * sending the lead again.
 */
export async function deliverLead(form: FormName, values: LeadValues, leadId: string, unanswered?: Promise<boolean>): Promise<LeadSendResult> {
  let result: LeadSendResult
  try {
    const checked = validateLead(form, values)
    if (!checked.ok || checked.spam) {
      result = { status: 'failed', reason: 'invalid', attempts: 0, detail: `the ${form} form handed over values its own rules refuse` }
    } else {
      const pageUrl = window.location.href
      const params = buildLeadParams({ form, values: checked.values, leadId, pageUrl, utm: leadUtm(pageUrl, webStorage('sessionStorage')) })
      result = await sendLead(params, { send, config: leadConfig(), unanswered })
    }
  } catch (error) {
    result = { status: 'failed', reason: 'network', attempts: 0, detail: String(error) }
  }
  if (result.status === 'failed') {
    // The visitor sees the fallbacks; the log is for whoever looks at the console.
    console.error(`Lead ${leadId} (${form}) was not sent: ${result.reason} after ${result.attempts} attempt(s): ${result.detail}`)
  } else {
    track('lead', 'Contact', analyticsLabel[form])
  }
  return result
}
