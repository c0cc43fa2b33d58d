'use client'

import { useActionState } from 'react'

import type { ManageState } from '@/features/booking/manage-actions'

type Link = { href: string; label: string }

type Props = {
  action: () => Promise<ManageState>
  /**
   * The page's own address with its query string (the link's token, the day and time chosen):
   * the form's `action`, where a post sent without JavaScript comes back.
   */
  permalink: string
  label: string
  pendingLabel: string
  /** Shown under the message once the action is done, or refused for good (book anew). */
  after: Link
  /** Another time of the day the visitor chose, when the chosen one is no longer free. */
  pick?: Link
}

const linkClass = 'inline-block font-semibold underline underline-offset-4'

/** One confirmed action of an e-mailed link (cancel, or move to the chosen time), then its outcome. */
export function ManageButton({ action, permalink, label, pendingLabel, after, pick }: Props) {
  const [state, formAction, pending] = useActionState<ManageState>(
    action,
    { status: 'idle' },
    permalink,
  )
  const button = (
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
  if (state.status === 'idle') return button
  const next = state.status === 'error' ? state.next : 'book'
  return (
    <div className="space-y-3">
      <div role={state.status === 'done' ? 'status' : 'alert'}>
        <p
          className={`rounded-xl border-2 p-4 font-semibold ${
            state.status === 'done' ? 'border-(--accent)' : 'border-[#b00020]'
          }`}
        >
          {state.message}
        </p>
      </div>
      {/* A refusal that can pass keeps the visitor's choice: the same button sends it again. */}
      {next === 'retry' ? button : null}
      {next === 'pick' && pick ? (
        <a href={pick.href} className={linkClass}>
          {pick.label}
        </a>
      ) : null}
      {next === 'book' || (next === 'pick' && !pick) ? (
        <a href={after.href} className={linkClass}>
          {after.label}
        </a>
      ) : null}
    </div>
  )
}
