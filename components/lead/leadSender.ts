import { track } from '../../lib/analytics'
import { leadConfig } from '../../lib/lead/config'
import type { FormName, LeadValues } from '../../lib/lead/forms'
import { buildLeadParams } from '../../lib/lead/payload'
import { isLeadConfigured, sendLead, type LeadSendResult } from '../../lib/lead/send'

/** The seed's label for the quick message is 'Floating Bar'; the other forms are named for where they sit. */
const analyticsLabel: Record<FormName, string> = {
  'quick-message': 'Floating Bar',
  inspection: 'Inspection Request',
  contact: 'Contact Page',
  quote: 'Footer Quote',
}

/** Whether this build can send leads online (all three EmailJS ids present). */
export const onlineSendingAvailable = isLeadConfigured(leadConfig())

/**
 * Sends one lead through EmailJS (loaded only when a lead is sent). The caller keeps the
 * lead id across its own retries, so the company can recognise a duplicate.
 */
export async function deliverLead(form: FormName, values: LeadValues, leadId: string): Promise<LeadSendResult> {
  const params = buildLeadParams({ form, values, leadId, pageUrl: window.location.href })
  const config = leadConfig()
  const emailjs = await import('@emailjs/browser')
  const result = await sendLead(params, { send: emailjs.send, config })
  if (result.status === 'failed') {
    // The visitor sees the fallbacks; the log is for whoever looks at the console.
    console.error(`Lead ${leadId} (${form}) was not sent: ${result.reason} after ${result.attempts} attempt(s): ${result.detail}`)
  } else {
    track('lead', 'Contact', analyticsLabel[form])
  }
  return result
}

