import { afterEach, describe, expect, it, vi } from 'vitest'
import { EmailJSResponseStatus, send as emailjsSend } from '@emailjs/browser'
import type { LeadConfig } from '../../lib/lead/config'
import type { LeadParams } from '../../lib/lead/payload'
import { classifyError, emailJsSendUrl, giveUpAfterMs, isLeadConfigured, restSender, sendLead } from '../../lib/lead/send'
import type { SendLeadDeps } from '../../lib/lead/send'

const config: LeadConfig = { serviceId: 'service_x', templateId: 'template_x', publicKey: 'key_x' }

const params: LeadParams = {
  from_name: 'Jane Doe',
  from_phone: '(437) 555-0123',
  from_email: 'jane@example.com',
  service_topic: 'Raccoon Removal',
  message: 'Raccoon in the attic',
  address: '',
  preferred_time: '',
  page_url: 'https://www.peelhumanewildlife.example/',
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  form_name: 'quick-message',
  lead_id: 'L-20261122-7f3a9c2e',
  sent_at: 'Sun, Nov 22, 10 am, in office hours',
  consent: 'yes, agreed to the Privacy Policy',
  subject: 'Message: Raccoon Removal from Jane Doe (L-20261122-7f3a9c2e)',
}

/** A fake EmailJS: answers each call with the next outcome (an Error/status/string rejects). */
function fakeSend(...outcomes: unknown[]) {
  const calls: { serviceId: string; templateId: string; params: LeadParams; publicKey: string }[] = []
  const send: SendLeadDeps['send'] = (serviceId, templateId, p, options) => {
    calls.push({ serviceId, templateId, params: p, publicKey: options.publicKey })
    const outcome = outcomes[calls.length - 1]
    if (outcome === 'ok') return Promise.resolve(new EmailJSResponseStatus(200, 'OK'))
    if (outcome === 'hang') return new Promise(() => {})
    return Promise.reject(outcome)
  }
  return { send, calls }
}

function recordSleep() {
  const waits: number[] = []
  return { waits, sleep: (ms: number) => (waits.push(ms), Promise.resolve()) }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('sendLead', () => {
  it('sends once when EmailJS answers 200', async () => {
    const { send, calls } = fakeSend('ok')
    expect(await sendLead(params, { send, config })).toEqual({ status: 'sent', attempts: 1 })
    expect(calls).toEqual([{ serviceId: 'service_x', templateId: 'template_x', params, publicKey: 'key_x' }])
  })

  it('retries a network error with the same lead id and succeeds on the second try', async () => {
    const { send, calls } = fakeSend(new TypeError('Failed to fetch'), 'ok')
    const { waits, sleep } = recordSleep()
    expect(await sendLead(params, { send, config, sleep })).toEqual({ status: 'sent', attempts: 2 })
    expect(calls.map((c) => c.params.lead_id)).toEqual(['L-20261122-7f3a9c2e', 'L-20261122-7f3a9c2e'])
    expect(calls[1]?.params).toEqual(calls[0]?.params)
    expect(waits).toEqual([1000])
  })

  it('gives up after 3 tries when rate-limited every time', async () => {
    const tooMany = new EmailJSResponseStatus(429, 'Too Many Requests')
    const { send, calls } = fakeSend(tooMany, tooMany, tooMany, 'ok')
    const { waits, sleep } = recordSleep()
    const result = await sendLead(params, { send, config, sleep })
    expect(result).toMatchObject({ status: 'failed', reason: 'rate-limited', attempts: 3 })
    expect(calls).toHaveLength(3)
    expect(waits).toEqual([1000, 3000])
  })

  it('retries a server error and succeeds', async () => {
    const { send, calls } = fakeSend(new EmailJSResponseStatus(500, 'Internal Server Error'), 'ok')
    const { sleep } = recordSleep()
    expect(await sendLead(params, { send, config, sleep })).toEqual({ status: 'sent', attempts: 2 })
    expect(calls).toHaveLength(2)
  })

  it('does not retry a 400 refusal', async () => {
    const { send, calls } = fakeSend(new EmailJSResponseStatus(400, 'The template ID is invalid'), 'ok')
    const { sleep } = recordSleep()
    expect(await sendLead(params, { send, config, sleep })).toEqual({
      status: 'failed',
      reason: 'rejected',
      attempts: 1,
      detail: '400 The template ID is invalid',
    })
    expect(calls).toHaveLength(1)
  })

  it('does not retry a configuration error thrown as a string', async () => {
    const { send, calls } = fakeSend('The public key is required. Visit https://dashboard.emailjs.com/admin/account', 'ok')
    const result = await sendLead(params, { send, config, sleep: recordSleep().sleep })
    expect(result).toMatchObject({ status: 'failed', reason: 'config', attempts: 1 })
    expect(calls).toHaveLength(1)
  })

  it('also catches a sender that throws synchronously', async () => {
    const send: SendLeadDeps['send'] = () => {
      throw 'The service ID is required.'
    }
    expect(await sendLead(params, { send, config })).toMatchObject({ status: 'failed', reason: 'config', attempts: 1 })
  })

  it('times out a request that never answers, after one try only (it may have arrived)', async () => {
    vi.useFakeTimers()
    const { send, calls } = fakeSend('hang', 'ok')
    const pending = sendLead(params, { send, config, sleep: recordSleep().sleep })
    await vi.advanceTimersByTimeAsync(14_999)
    let settled = false
    void pending.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await pending).toMatchObject({ status: 'failed', reason: 'timeout', attempts: 1 })
    expect(calls).toHaveLength(1)
  })

  it('hands back a timed-out request’s late answer: true when it arrives after all, false when it fails', async () => {
    let answer!: (ok: boolean) => void
    const request = new Promise<unknown>((resolve, reject) => (answer = (ok) => (ok ? resolve('OK') : reject(new TypeError('Failed to fetch')))))
    const result = await sendLead(params, { send: () => request, config, timeoutMs: 5 })
    expect(result).toMatchObject({ status: 'failed', reason: 'timeout', attempts: 1 })
    const late = result.status === 'failed' ? result.late : undefined
    expect(late).toBeInstanceOf(Promise)
    answer(true)
    expect(await late).toBe(true)

    const failing = await sendLead(params, { send: () => new Promise((_, reject) => setTimeout(() => reject(new TypeError('Failed to fetch')), 20)), config, timeoutMs: 5 })
    expect(failing).toMatchObject({ status: 'failed', reason: 'timeout' })
    const failingLate = failing.status === 'failed' ? failing.late : undefined
    expect(failingLate).toBeInstanceOf(Promise)
    expect(await failingLate).toBe(false)
  })

  it('stops waiting for a request still unanswered two minutes after its try timed out: a retry then sends the lead again, under its id', async () => {
    vi.useFakeTimers()
    const { send, calls } = fakeSend('hang', 'ok')
    const pending = sendLead(params, { send, config, sleep: recordSleep().sleep })
    await vi.advanceTimersByTimeAsync(15_000)
    const result = await pending
    const late = result.status === 'failed' ? result.late : undefined
    expect(late).toBeInstanceOf(Promise)
    let answered: boolean | undefined
    void late!.then((arrived) => (answered = arrived))
    await vi.advanceTimersByTimeAsync(giveUpAfterMs - 1)
    expect(answered).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(answered).toBe(false)
    // Forgotten by the form, the retry is a new request of the same lead.
    expect(await sendLead(params, { send, config })).toMatchObject({ status: 'sent', attempts: 1 })
    expect(calls).toHaveLength(2)
    expect(calls[1]).toEqual(calls[0])
  })

  it('waits for a timed-out request of the same lead instead of sending it again', async () => {
    const { send, calls } = fakeSend('ok')
    // Still unanswered after a second wait: no new request, the same late answer handed back.
    const silent = new Promise<boolean>(() => {})
    const waiting = await sendLead(params, { send, config, timeoutMs: 5, unanswered: silent })
    expect(waiting).toMatchObject({ status: 'failed', reason: 'timeout', attempts: 0, late: silent })
    expect(calls).toHaveLength(0)
    // It arrived after all: sent, with no request of its own.
    expect(await sendLead(params, { send, config, unanswered: Promise.resolve(true) })).toEqual({ status: 'sent', attempts: 0 })
    expect(calls).toHaveLength(0)
    // It failed: the lead goes out again, once.
    expect(await sendLead(params, { send, config, unanswered: Promise.resolve(false) })).toEqual({ status: 'sent', attempts: 1 })
    expect(calls).toHaveLength(1)
  })

  it('honours a shorter injected timeout', async () => {
    const { send, calls } = fakeSend('hang')
    expect(await sendLead(params, { send, config, timeoutMs: 5 })).toMatchObject({ status: 'failed', reason: 'timeout', attempts: 1 })
    expect(calls).toHaveLength(1)
  })

  it('uses the real backoff delays when no sleep is injected', async () => {
    vi.useFakeTimers()
    const { send, calls } = fakeSend(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'), 'ok')
    const pending = sendLead(params, { send, config })
    await vi.advanceTimersByTimeAsync(999)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(3000)
    expect(calls).toHaveLength(3)
    expect(await pending).toEqual({ status: 'sent', attempts: 3 })
  })

  it('respects maxAttempts', async () => {
    const { send, calls } = fakeSend(new TypeError('x'), new TypeError('x'), 'ok')
    const result = await sendLead(params, { send, config, maxAttempts: 2, sleep: recordSleep().sleep })
    expect(result).toMatchObject({ status: 'failed', reason: 'network', attempts: 2 })
    expect(calls).toHaveLength(2)
  })

  it.each([
    ['an empty public key', { ...config, publicKey: '' }],
    ['a blank service id', { ...config, serviceId: '   ' }],
    ['a missing template id', { serviceId: 'a', publicKey: 'b' } as LeadConfig],
  ])('is unconfigured with %s and never calls EmailJS', async (_label, badConfig) => {
    const { send, calls } = fakeSend('ok')
    expect(await sendLead(params, { send, config: badConfig })).toMatchObject({ status: 'failed', reason: 'unconfigured', attempts: 0 })
    expect(calls).toHaveLength(0)
  })

  it('works with emailjs.send itself as the sender: the ids, the public key and the params reach EmailJS', async () => {
    const requests: { url: string; body: unknown }[] = []
    // The library reads the page's location, as in a browser.
    vi.stubGlobal('location', new URL(params.page_url))
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      requests.push({ url: String(url), body: JSON.parse(String(init.body)) })
      return Promise.resolve(new Response('OK', { status: 200 }))
    })
    try {
      const deps: SendLeadDeps = { send: emailjsSend, config }
      expect(await sendLead(params, deps)).toEqual({ status: 'sent', attempts: 1 })
    } finally {
      vi.unstubAllGlobals()
    }
    expect(requests).toHaveLength(1)
    expect(requests[0]!.url).toBe(emailJsSendUrl)
    expect(requests[0]!.body).toMatchObject({ user_id: 'key_x', service_id: 'service_x', template_id: 'template_x', template_params: params })
  })
})

describe('classifyError', () => {
  it.each([
    [new EmailJSResponseStatus(429, 'Too Many Requests'), 'rate-limited', true],
    [new EmailJSResponseStatus(503, 'Service Unavailable'), 'server', true],
    [new EmailJSResponseStatus(400, 'Bad Request'), 'rejected', false],
    [new EmailJSResponseStatus(403, 'Forbidden'), 'rejected', false],
    [new EmailJSResponseStatus(451, 'Unavailable For Headless Browser'), 'rejected', false],
    [{ status: 502, text: 'Bad Gateway' }, 'server', true],
    ['The template ID is required.', 'config', false],
    [new TypeError('Failed to fetch'), 'network', true],
    [new Error('something odd'), 'network', false],
    [undefined, 'network', false],
  ])('%o -> %s (retry: %s)', (error, reason, retryable) => {
    expect(classifyError(error)).toMatchObject({ reason, retryable })
  })
})

describe('isLeadConfigured', () => {
  it('needs all three ids', () => {
    expect(isLeadConfigured(config)).toBe(true)
    expect(isLeadConfigured({ ...config, templateId: '' })).toBe(false)
    expect(isLeadConfigured(undefined)).toBe(false)
  })
})

describe('sendLead size check', () => {
  it('refuses params over EmailJS’s 50 KB limit before any request', async () => {
    const { send, calls } = fakeSend('unused')
    const result = await sendLead({ ...params, message: 'x'.repeat(60_000) }, { send, config })
    expect(result).toMatchObject({ status: 'failed', reason: 'too-large', attempts: 0 })
    expect(calls).toHaveLength(0)
  })
})

describe('restSender (when the EmailJS library cannot be loaded)', () => {
  /** A fake fetch giving a fresh answer to each request (a body can be read once). */
  function fakeFetch(answer: () => Response | Error) {
    const requests: { url: string; init: RequestInit }[] = []
    const fetchFn = ((url: string, init: RequestInit) => {
      requests.push({ url, init })
      const next = answer()
      return next instanceof Error ? Promise.reject(next) : Promise.resolve(next)
    }) as unknown as typeof fetch
    return { fetchFn, requests }
  }

  it('posts the same request as the library: ids, public key and the params as JSON', async () => {
    const { fetchFn, requests } = fakeFetch(() => new Response('OK', { status: 200 }))
    await restSender(fetchFn)('service_x', 'template_x', params, { publicKey: 'key_x' })
    expect(requests[0]!.url).toBe(emailJsSendUrl)
    expect(requests[0]!.init.method).toBe('POST')
    expect(JSON.parse(String(requests[0]!.init.body))).toEqual({ user_id: 'key_x', service_id: 'service_x', template_id: 'template_x', template_params: params })
  })

  it('fails the way the library does, so retries and wording work unchanged', async () => {
    const busy = fakeFetch(() => new Response('Busy', { status: 503 }))
    const error = await restSender(busy.fetchFn)('s', 't', params, { publicKey: 'k' }).catch((e: unknown) => e)
    expect(classifyError(error)).toMatchObject({ reason: 'server', retryable: true })
    const offline = fakeFetch(() => new TypeError('Failed to fetch'))
    const dropped = await restSender(offline.fetchFn)('s', 't', params, { publicKey: 'k' }).catch((e: unknown) => e)
    expect(classifyError(dropped)).toMatchObject({ reason: 'network', retryable: true })
    const sleep = recordSleep()
    const result = await sendLead(params, { send: restSender(busy.fetchFn), config, sleep: sleep.sleep })
    expect(result).toMatchObject({ status: 'failed', reason: 'server', attempts: 3 })
  })
})
