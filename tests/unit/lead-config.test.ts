import { afterEach, describe, expect, it, vi } from 'vitest'
import { exampleLeadConfig, leadConfig } from '../../lib/lead/config'
import { isLeadConfigured } from '../../lib/lead/send'

describe('leadConfig', () => {
  it('falls back to the clearly fictional example ids when nothing is set', () => {
    const config = leadConfig({})
    expect(config).toEqual({
      serviceId: 'service_peelhumane_example',
      templateId: 'template_lead_example',
      publicKey: 'public_key_example',
    })
    expect(isLeadConfigured(config)).toBe(true)
  })

  it('reads the VITE_EMAILJS_* variables', () => {
    const config = leadConfig({
      VITE_EMAILJS_SERVICE_ID: 'service_real',
      VITE_EMAILJS_TEMPLATE_ID: 'template_real',
      VITE_EMAILJS_PUBLIC_KEY: 'pk_real',
    })
    expect(config).toEqual({ serviceId: 'service_real', templateId: 'template_real', publicKey: 'pk_real' })
  })

  it('treats a variable set to an empty string as missing, so the lead is unconfigured', () => {
    const config = leadConfig({ VITE_EMAILJS_SERVICE_ID: 'service_real', VITE_EMAILJS_TEMPLATE_ID: 'template_real', VITE_EMAILJS_PUBLIC_KEY: '' })
    expect(config.publicKey).toBe('')
    expect(isLeadConfigured(config)).toBe(false)
  })

  describe('with the build environment (import.meta.env)', () => {
    const names = ['VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_TEMPLATE_ID', 'VITE_EMAILJS_PUBLIC_KEY'] as const
    afterEach(() => {
      vi.unstubAllEnvs()
    })

    it('uses the example ids when no variable is set, whatever the shell running the tests has set', () => {
      for (const name of names) vi.stubEnv(name, undefined)
      expect(leadConfig()).toEqual(exampleLeadConfig)
    })

    it('uses the ids a deployment sets', () => {
      vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'service_deploy')
      vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', 'template_deploy')
      vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'pk_deploy')
      expect(leadConfig()).toEqual({ serviceId: 'service_deploy', templateId: 'template_deploy', publicKey: 'pk_deploy' })
    })
  })
})
