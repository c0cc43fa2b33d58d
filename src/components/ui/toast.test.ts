import { describe, expect, it, vi } from 'vitest'

import { createToastQueue, type ToastRequest } from '@/components/ui/toast'

const request = (title: string): ToastRequest => ({ kind: 'success', title })

describe('toast queue', () => {
  it('asks for the toaster once, on the first toast only', () => {
    const queue = createToastQueue()
    const listener = vi.fn()
    queue.subscribe(listener)
    expect(queue.demanded()).toBe(false)
    queue.show(request('one'))
    queue.show(request('two'))
    expect(queue.demanded()).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('hands the waiting toasts in order to the toaster, then every later one at once', () => {
    const queue = createToastQueue()
    queue.show(request('one'))
    queue.show({ kind: 'error', title: 'two', options: { description: 'why' } })
    const shown: string[] = []
    queue.connect((r) => shown.push(`${r.kind}:${r.title}`))
    expect(shown).toEqual(['success:one', 'error:two'])
    queue.show(request('three'))
    expect(shown).toEqual(['success:one', 'error:two', 'success:three'])
  })

  it('queues again after the toaster is gone', () => {
    const queue = createToastQueue()
    const first = vi.fn()
    const disconnect = queue.connect(first)
    disconnect()
    queue.show(request('later'))
    expect(first).not.toHaveBeenCalled()
    const second = vi.fn()
    queue.connect(second)
    expect(second).toHaveBeenCalledWith(request('later'))
  })
})
