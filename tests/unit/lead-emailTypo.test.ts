import { describe, expect, it } from 'vitest'
import { knownDomains, suggestEmail } from '../../lib/lead/emailTypo'

describe('an email address one slip from a common mail domain', () => {
  it('offers the address the visitor most likely meant', () => {
    expect(suggestEmail('jane@gmial.com')).toBe('jane@gmail.com')
    expect(suggestEmail('jane@hotmail.con')).toBe('jane@hotmail.com')
    expect(suggestEmail('Jane.Doe@GMAL.COM')).toBe('Jane.Doe@gmail.com')
    expect(suggestEmail('sam+quote@outlok.com')).toBe('sam+quote@outlook.com')
    expect(suggestEmail('pat@symaptico.ca')).toBe('pat@sympatico.ca')
  })

  it('leaves real domains alone, those one slip from another too, and says nothing when two are as near', () => {
    const real = ['gmail.com', 'mail.com', 'ymail.com', 'live.ca', 'example.ca', 'peelhumane.ca', 'gm.com', 'ge.com', 'aon.com', 'cloud.com', 'love.com', 'yahoo.cn', 'videotron.ca', 'eastlink.ca']
    for (const email of [...real.map((domain) => `jane@${domain}`), 'jane@hotmail.co']) {
      expect(suggestEmail(email), email).toBe(null)
    }
  })

  // Every domain the list offers is itself never questioned: "jane@hotmail.com" asked "Did you
  // mean jane@hotmail.com?" would cost the visitor a second press for nothing.
  it('never asks about an address at a domain it would offer, and offers each for a letter dropped', () => {
    for (const domain of knownDomains) {
      expect(suggestEmail(`jane@${domain}`), domain).toBe(null)
      if (domain.length < 9) continue
      // Its second letter dropped, the domain is offered; "iloud.com" is as near "cloud.com".
      const slip = `${domain.slice(0, 1)}${domain.slice(2)}`
      expect(suggestEmail(`jane@${slip}`), slip).toBe(domain === 'icloud.com' ? null : `jane@${domain}`)
    }
    expect(suggestEmail('jane@rogers.cm')).toBe('jane@rogers.com')
  })

  it('waits for a domain before guessing', () => {
    expect(suggestEmail('jane@')).toBe(null)
    expect(suggestEmail('jane')).toBe(null)
  })
})
