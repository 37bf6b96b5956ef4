import { speculationRules } from '../lib/client/speculation'
import { scriptHash } from './boot'

/** The CSP source expression that allows the page's Speculation Rules (lib/client/speculation.ts), and no other inline rules. */
export const speculationRulesHash = scriptHash(speculationRules)
