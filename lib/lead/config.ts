/**
 * The three EmailJS ids a lead needs. They are public by design (they end up in the browser);
 * the public key only lets this site's templates be sent from the domains allowed in EmailJS.
 */
export interface LeadConfig {
  serviceId: string
  templateId: string
  publicKey: string
}

/**
 * Clearly fictional ids, in the spirit of the 555-01xx numbers in content/business.ts: a fresh
 * checkout builds and runs without secrets, and the build's demo-data check tells it apart from a
 * real one (a production build refuses it).
 */
export const exampleLeadConfig = {
  serviceId: 'service_peelhumane_example',
  templateId: 'template_lead_example',
  publicKey: 'public_key_example',
} as const satisfies LeadConfig

type Env = Readonly<Record<string, unknown>>

/**
 * The ids Vite writes into the browser bundle at build time. Each is read by its full name:
 * Vite replaces `import.meta.env.VITE_…` expressions, while Vike replaces the env object
 * named alone with null, so reading the object whole would always find nothing. Under plain
 * Node (tsx scripts) the env object is undefined and the caller passes process.env. (Written
 * out here, the object's name alone would set off Vike's warning about it at every build.)
 */
function viteEnv(): Env {
  try {
    return {
      VITE_EMAILJS_SERVICE_ID: import.meta.env.VITE_EMAILJS_SERVICE_ID,
      VITE_EMAILJS_TEMPLATE_ID: import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
      VITE_EMAILJS_PUBLIC_KEY: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
    }
  } catch {
    return {}
  }
}

function read(env: Env, key: string, fallback: string): string {
  const value = env[key]
  // Unset: the example default. Set to '' (or spaces): deliberately missing, so unconfigured.
  if (value === undefined) return fallback
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * Why: a deployment supplies its EmailJS ids through VITE_EMAILJS_SERVICE_ID,
 * VITE_EMAILJS_TEMPLATE_ID and VITE_EMAILJS_PUBLIC_KEY without code changes. An unset
 * variable falls back to the example id; one set to '' counts as missing, so `sendLead`
 * answers 'unconfigured' and the form offers call/text/email instead. `env` is for tests.
 */
export function leadConfig(env: Env = viteEnv()): LeadConfig {
  return {
    serviceId: read(env, 'VITE_EMAILJS_SERVICE_ID', exampleLeadConfig.serviceId),
    templateId: read(env, 'VITE_EMAILJS_TEMPLATE_ID', exampleLeadConfig.templateId),
    publicKey: read(env, 'VITE_EMAILJS_PUBLIC_KEY', exampleLeadConfig.publicKey),
  }
}
