'use client'

import { CalendarDays, Mail, MessageCircle, Phone, X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'

import { useDismiss } from '@/components/layout/widgets/useDismiss'
import { Link } from '@/i18n/navigation'

const item =
  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium hover:bg-[var(--muted)]'

/** Bottom-right button opening call, booking and contact (spec section 2). */
export function ContactMenu({ phone }: { phone: string }) {
  const t = useTranslations('contactMenu')
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  useDismiss(open, root, toggle, () => setOpen(false))
  const close = () => setOpen(false)

  return (
    <div ref={root} className="fixed bottom-4 right-4 z-30 flex flex-col items-end">
      {open ? (
        <ul
          id="contact-menu"
          data-testid="contact-menu"
          className="mb-2 w-56 rounded-xl border border-[var(--border)] bg-[var(--background)] p-2 shadow-xl"
        >
          <li>
            <a href={`tel:${phone.replace(/\s+/g, '')}`} className={item} onClick={close}>
              <Phone aria-hidden="true" className="size-4" />
              {t('call')}
            </a>
          </li>
          <li>
            <Link href="/reservation" className={item} onClick={close}>
              <CalendarDays aria-hidden="true" className="size-4" />
              {t('book')}
            </Link>
          </li>
          <li>
            <Link href="/contact" className={item} onClick={close}>
              <Mail aria-hidden="true" className="size-4" />
              {t('contact')}
            </Link>
          </li>
        </ul>
      ) : null}
      <button
        ref={toggle}
        type="button"
        data-testid="contact-menu-toggle"
        aria-expanded={open}
        aria-controls="contact-menu"
        aria-label={open ? t('close') : t('open')}
        onClick={() => setOpen((value) => !value)}
        className="grid size-14 place-items-center rounded-full bg-[var(--accent)] text-[var(--accent-foreground)] shadow-lg"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <MessageCircle aria-hidden="true" className="size-6" />
        )}
      </button>
    </div>
  )
}
