import type { LeadConfig } from './config'
import { MAX_PAYLOAD_BYTES, payloadBytes, type LeadParams } from './payload'

/**
 * Why a lead did not reach EmailJS, for the console log of whoever looks into it; the visitor
 * gets the same fallbacks (call, text, email, copy) whatever the reason.
 */
export type LeadFailureReason = 'network' | 'rate-limited' | 'server' | 'rejected' | 'config' | 'timeout' | 'unconfigured' | 'invalid' | 'too-large'

/** The outcome of `sendLead`; `detail` is for the console's log, never shown to visitors. */
export type LeadSendResult =
  | { status: 'sent'; attempts: number }
  | {
      status: 'failed'
      reason: LeadFailureReason
      attempts: number
      detail: string
      /**
       * A request that got no answer in time may still arrive: its late answer, true once
       * EmailJS accepts it, false if it fails. Only on a timeout.
       */
      late?: Promise<boolean>
    }

/**
 * The sender has `emailjs.send`'s shape, so `send: emailjs.send` from `@emailjs/browser` can
 * be passed as is: it receives the public key as its fourth argument (`{ publicKey }`).
 * Tests pass a fake. `sleep` is injectable so tests need not wait for the backoff.
 */
export interface SendLeadDeps {
  send: (serviceId: string, templateId: string, params: LeadParams, options: { publicKey: string }) => Promise<unknown>
  config: LeadConfig
  timeoutMs?: number
  maxAttempts?: number
  backoffMs?: readonly number[]
  sleep?: (ms: number) => Promise<void>
  /**
   * The late answer of an earlier try of this same lead that timed out. It is waited for (up to
   * `timeoutMs`) instead of sending the lead again: a second request would reach the company as
   * a second email.
   */
  unanswered?: Promise<boolean>
}

/** What `classifyError` concludes about one failed try. */
export interface ErrorClass {
  reason: Exclude<LeadFailureReason, 'unconfigured' | 'invalid' | 'too-large'>
  /** Only when the lead certainly did not arrive or the service asked to try later. */
  retryable: boolean
  detail: string
}

/**
 * Why: only an EmailJS id that is present can be sent with; checked before any request so a
 * missing environment variable shows the fallback at once instead of after a timeout.
 */
export function isLeadConfigured(config: Partial<LeadConfig> | undefined): config is LeadConfig {
  if (!config) return false
  return [config.serviceId, config.templateId, config.publicKey].every((v) => typeof v === 'string' && v.trim() !== '')
}

function hasStatus(error: unknown): error is { status: number; text?: unknown } {
  return typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
}

/**
 * Why: a failed send comes in four shapes, and each calls for a different response. A
 * `{ status, text }` answer from EmailJS: 429 is rate limiting and 5xx a server fault (both
 * worth another try), status 0 a request that got no answer at all (network trouble, retried),
 * any other status a refusal (bad id, blocked, invalid params: trying again cannot help).
 * A plain string is the SDK refusing before any request (e.g. "The public key is required").
 * A TypeError is fetch failing (offline, blocked by an extension): the lead did not arrive, so
 * it is retried. A TimeoutError comes from `sendLead` and is never retried: the request may
 * have arrived, and a lead sent twice is worse than a visitor asked to call.
 */
export function classifyError(error: unknown): ErrorClass {
  if (typeof error === 'string') return { reason: 'config', retryable: false, detail: error }
  if (hasStatus(error)) {
    const detail = `${error.status} ${typeof error.text === 'string' ? error.text : ''}`.trim()
    if (error.status === 429) return { reason: 'rate-limited', retryable: true, detail }
    if (error.status >= 500) return { reason: 'server', retryable: true, detail }
    if (error.status === 0) return { reason: 'network', retryable: true, detail }
    return { reason: 'rejected', retryable: false, detail }
  }
  if (error instanceof Error) {
    const detail = `${error.name}: ${error.message}`
    if (error.name === 'TimeoutError') return { reason: 'timeout', retryable: false, detail }
    // Other errors are unexpected: reported as network trouble but not retried, in case the
    // request went out.
    return { reason: 'network', retryable: error instanceof TypeError, detail }
  }
  return { reason: 'network', retryable: false, detail: String(error) }
}

function timeoutError(ms: number): Error {
  const error = new Error(`No answer within ${ms} ms`)
  error.name = 'TimeoutError'
  return error
}

/** `request`'s answer, or a TimeoutError once `ms` have passed without one. */
function answerWithin<T>(request: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(timeoutError(ms)), ms)
    request.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/**
 * How long the late answer of a try that timed out is waited for. A request still open two
 * minutes after that is on a connection that has stopped (the browser has not given up on it
 * yet): its late answer then counts as "did not arrive", so a retry sends the lead again, under
 * the same id, rather than wait for it at every press.
 */
export const giveUpAfterMs = 120_000

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Why: a lead is a customer; a brief network drop or a busy EmailJS must not lose it, and a
 * slow answer must not leave the visitor staring at a spinner. Each try has `timeoutMs`;
 * network errors, 429 and 5xx are tried again after `backoffMs` (the last value repeats), up
 * to `maxAttempts` tries in all, always with the same params so the lead id stays the same.
 * Never throws: every outcome is a result the form can act on.
 */
export async function sendLead(params: LeadParams, deps: SendLeadDeps): Promise<LeadSendResult> {
  const { send, config, timeoutMs = 15_000, backoffMs = [1000, 3000], sleep = defaultSleep } = deps
  const maxAttempts = Math.max(1, Math.floor(deps.maxAttempts ?? 3))
  if (!isLeadConfigured(config)) {
    return { status: 'failed', reason: 'unconfigured', attempts: 0, detail: 'EmailJS service id, template id or public key is missing' }
  }
  // EmailJS refuses a request over its limit; validation keeps leads under it, and this is the
  // last check before anything leaves the browser.
  const bytes = payloadBytes(params)
  if (bytes > MAX_PAYLOAD_BYTES) {
    return { status: 'failed', reason: 'too-large', attempts: 0, detail: `params are ${bytes} bytes, over ${MAX_PAYLOAD_BYTES}` }
  }
  if (deps.unanswered) {
    try {
      if (await answerWithin(deps.unanswered, timeoutMs)) return { status: 'sent', attempts: 0 }
    } catch (error) {
      const { reason, detail } = classifyError(error)
      return { status: 'failed', reason, attempts: 0, detail: `the earlier try is still unanswered: ${detail}`, late: deps.unanswered }
    }
  }
  let attempts = 0
  for (;;) {
    attempts++
    // A sender that throws at once fails this try like one that rejects.
    const request = new Promise<unknown>((resolve) => resolve(send(config.serviceId, config.templateId, params, { publicKey: config.publicKey })))
    try {
      await answerWithin(request, timeoutMs)
      return { status: 'sent', attempts }
    } catch (error) {
      const { reason, retryable, detail } = classifyError(error)
      if (reason === 'timeout') {
        const late = Promise.race([
          request.then(
            () => true,
            () => false,
          ),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), giveUpAfterMs)),
        ])
        return { status: 'failed', reason, attempts, detail, late }
      }
      if (!retryable || attempts >= maxAttempts) return { status: 'failed', reason, attempts, detail }
      await sleep(backoffMs[Math.min(attempts - 1, backoffMs.length - 1)] ?? 0)
    }
  }
}

/** EmailJS's REST endpoint: the same request @emailjs/browser makes. */
export const emailJsSendUrl = 'https://api.emailjs.com/api/v1.0/email/send'

/**
 * Why: when the EmailJS library itself cannot be fetched (offline at the first send, or a tab
 * opened before a deploy removed its file), browsers remember the failed dynamic import and
 * every later import fails without a request until the page is reloaded. This sends the same
 * request with `fetch`, failing the same ways as the library (a TypeError when offline, a
 * `{ status, text }` answer otherwise), so `classifyError` and the retries work unchanged.
 */
export function restSender(fetchFn: typeof fetch): SendLeadDeps['send'] {
  return async (serviceId, templateId, params, options) => {
    const response = await fetchFn(emailJsSendUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ user_id: options.publicKey, service_id: serviceId, template_id: templateId, template_params: params }),
    })
    const text = await response.text()
    if (!response.ok) throw { status: response.status, text }
    return { status: response.status, text }
  }
}
