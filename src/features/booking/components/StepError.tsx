type Props = { title?: string; text: string; link?: { href: string; label: string } }

/** A refused date or an empty day, announced at once, with the way forward when there is one. */
export function StepError({ title, text, link }: Props) {
  return (
    <div role="alert" className="mb-8 rounded-xl border-2 border-[#b00020] p-4">
      {title ? <p className="text-lg font-bold">{title}</p> : null}
      <p className="font-semibold">{text}</p>
      {link ? (
        <a
          href={link.href}
          rel="nofollow"
          className="mt-2 inline-block font-semibold underline underline-offset-4"
        >
          {link.label}
        </a>
      ) : null}
    </div>
  )
}
