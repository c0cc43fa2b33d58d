import { describe, expect, it } from 'vitest'

import { CheckTimeoutError, withTimeout } from '@/platform/health/timeout'

describe('withTimeout', () => {
  it('passes a prompt result or error through', async () => {
    await expect(withTimeout(Promise.resolve(4), 50)).resolves.toBe(4)
    await expect(withTimeout(Promise.reject(new Error('boom')), 50)).rejects.toThrow('boom')
  })

  it('gives up on work that hangs', async () => {
    const never = new Promise<number>(() => undefined)
    await expect(withTimeout(never, 20)).rejects.toBeInstanceOf(CheckTimeoutError)
  })
})
