import { describe, expect, it } from 'vitest'
import { exampleLeadConfig, leadConfig, usesExampleConfig } from '../../lib/lead/config'
import { isLeadConfigured } from '../../lib/lead/send'

describe('leadConfig', () => {
  it('falls back to the clearly fictional example ids when nothing is set', () => {
    const config = leadConfig({})
    expect(config).toEqual({
      serviceId: 'service_peelhumane_example',
      templateId: 'template_lead_example',
      publicKey: 'public_key_example',
    })
    expect(usesExampleConfig(config)).toBe(true)
    expect(isLeadConfigured(config)).toBe(true)
  })

  it('reads the VITE_EMAILJS_* variables', () => {
    const config = leadConfig({
      VITE_EMAILJS_SERVICE_ID: 'service_real',
      VITE_EMAILJS_TEMPLATE_ID: 'template_real',
      VITE_EMAILJS_PUBLIC_KEY: 'pk_real',
    })
    expect(config).toEqual({ serviceId: 'service_real', templateId: 'template_real', publicKey: 'pk_real' })
    expect(usesExampleConfig(config)).toBe(false)
  })

  it('treats a variable set to an empty string as missing, so the lead is unconfigured', () => {
    const config = leadConfig({ VITE_EMAILJS_SERVICE_ID: 'service_real', VITE_EMAILJS_TEMPLATE_ID: 'template_real', VITE_EMAILJS_PUBLIC_KEY: '' })
    expect(config.publicKey).toBe('')
    expect(isLeadConfigured(config)).toBe(false)
  })

  it('works with the real import.meta.env (no variables set in tests)', () => {
    expect(leadConfig()).toEqual(exampleLeadConfig)
  })
})
