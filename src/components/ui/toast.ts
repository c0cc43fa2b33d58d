/**
 * The site's `toast()`: the same calls as sonner's, without sonner on the page until the first
 * toast is asked for. Sonner and its Toaster (about 10 KB gzip) are only loaded then, by the
 * shell's `<Toaster>` slot; toasts asked for meanwhile wait in a queue and are shown in order
 * once it is mounted. Import `toast` from here, never from 'sonner'.
 */
export type ToastOptions = { description?: string; duration?: number }
export type ToastRequest = { kind: 'success' | 'error'; title: string; options?: ToastOptions }
type Deliver = (request: ToastRequest) => void

export function createToastQueue() {
  let pending: ToastRequest[] = []
  let deliver: Deliver | null = null
  let demanded = false
  const listeners = new Set<() => void>()

  return {
    show(request: ToastRequest) {
      if (deliver) {
        deliver(request)
        return
      }
      pending.push(request)
      if (demanded) return
      demanded = true
      for (const listener of listeners) listener()
    },
    /** For `useSyncExternalStore`: whether the toaster is needed yet. */
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    demanded: () => demanded,
    /** The mounted toaster takes the waiting toasts, then every later one. */
    connect(next: Deliver) {
      deliver = next
      const waiting = pending
      pending = []
      for (const request of waiting) next(request)
      return () => {
        if (deliver === next) deliver = null
      }
    },
  }
}

export const toastQueue = createToastQueue()

export const toast = {
  success: (title: string, options?: ToastOptions) =>
    toastQueue.show({ kind: 'success', title, options }),
  error: (title: string, options?: ToastOptions) =>
    toastQueue.show({ kind: 'error', title, options }),
}
