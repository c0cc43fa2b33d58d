/** A public form's submit button, with its "sending..." label while the server action runs. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: Record<'label' | 'pendingLabel', string> & { pending: boolean }) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="inline-flex min-h-12 items-center rounded-lg bg-(--accent) px-6 font-semibold text-(--accent-foreground) disabled:opacity-80"
    >
      {pending ? pendingLabel : label}
    </button>
  )
}
