import { afterEach, describe, expect, it, vi } from 'vitest'
import { startInTurn } from '../../lib/client/inTurn'

afterEach(() => vi.useRealTimers())

describe('the page script’s parts', () => {
  it('start one per task, in order, and then say the page is ready', () => {
    vi.useFakeTimers()
    const ran: string[] = []
    startInTurn([() => ran.push('clock'), () => ran.push('controls')], () => ran.push('ready'))
    expect(ran).toEqual(['clock'])
    vi.runAllTimers()
    expect(ran).toEqual(['clock', 'controls', 'ready'])
  })

  it('all start when one throws, and the failure is reported', () => {
    vi.useFakeTimers()
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {})
    const ran: string[] = []
    startInTurn([() => ran.push('clock'), () => { throw new Error('no Intl here') }, () => ran.push('dialogs')], () => ran.push('ready'))
    vi.runAllTimers()
    expect(ran).toEqual(['clock', 'dialogs', 'ready'])
    expect(reported).toHaveBeenCalledWith(expect.stringContaining('failed'), expect.any(Error))
    reported.mockRestore()
  })
})
