import { createHash } from 'node:crypto'
import { speculationRules } from '../lib/client/speculation'

/** The CSP source expression that allows the page's Speculation Rules (lib/client/speculation.ts), and no other inline rules. */
export const speculationRulesHash = `'sha256-${createHash('sha256').update(speculationRules).digest('base64')}'`
