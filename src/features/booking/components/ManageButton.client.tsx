'use client'

import { useActionState } from 'react'

import type { ManageState } from '@/features/booking/manage-actions'

type Props = {
  action: () => Promise<ManageState>
  label: string
  pendingLabel: string
  /** Shown under the message once the action is done or refused. */
  after: { href: string; label: string }
}

/** One confirmed action of an e-mailed link (cancel, or move to the chosen time), then its outcome. */
export function ManageButton({ action, label, pendingLabel, after }: Props) {
  const [state, formAction, pending] = useActionState<ManageState>(action, { status: 'idle' })
  if (state.status !== 'idle') {
    return (
      <div role={state.status === 'done' ? 'status' : 'alert'} className="space-y-3">
        <p
          className={`rounded-xl border-2 p-4 font-semibold ${
            state.status === 'done' ? 'border-(--accent)' : 'border-[#b00020]'
          }`}
        >
          {state.message}
        </p>
        <a href={after.href} className="inline-block font-semibold underline underline-offset-4">
          {after.label}
        </a>
      </div>
    )
  }
  return (
    <form action={formAction}>
      <button
        type="submit"
        disabled={pending}
        className="inline-flex min-h-12 items-center rounded-lg bg-(--accent) px-6 font-semibold text-(--accent-foreground) disabled:opacity-80"
      >
        {pending ? pendingLabel : label}
      </button>
    </form>
  )
}
