/** What a public form turns into once its submission is stored: announced to screen readers. */
export function FormSuccess({ title, text }: { title: string; text: string }) {
  return (
    <div role="status" className="rounded-2xl border border-(--border) p-8 text-center">
      <p className="text-2xl font-bold">{title}</p>
      <p className="mt-2 muted">{text}</p>
    </div>
  )
}
