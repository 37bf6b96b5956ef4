import { describe, expect, it } from 'vitest'
import { suggestEmail } from '../../lib/lead/emailTypo'

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

  it('waits for a domain before guessing', () => {
    expect(suggestEmail('jane@')).toBe(null)
    expect(suggestEmail('jane')).toBe(null)
  })
})
