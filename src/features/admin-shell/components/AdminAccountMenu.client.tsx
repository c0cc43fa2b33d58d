'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'

import { useAdminText } from '@/features/admin-shell/use-admin-text'

type Props = { name: string; email: string }

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
  return letters.join('') || '?'
}

/** Avatar menu: who is signed in, the account page ("Paramètres") and sign-out. */
export function AdminAccountMenu({ name, email }: Props) {
  const { t } = useAdminText()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        button.current?.focus()
      }
    }
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  return (
    <div className="site-admin-account" ref={root}>
      <button
        ref={button}
        type="button"
        className="site-admin-account__avatar"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('custom:shell:accountOf', { name })}
        onClick={() => setOpen((value) => !value)}
      >
        {initials(name)}
      </button>
      {open ? (
        <div
          className="site-admin-account__menu"
          role="menu"
          aria-label={t('custom:shell:account')}
        >
          <div className="site-admin-account__who">
            <p className="site-admin-account__name">{name}</p>
            <p className="site-admin-account__email">{email}</p>
          </div>
          <Link role="menuitem" href="/admin/account" className="site-admin-account__item">
            {t('custom:shell:settings')}
          </Link>
          <Link
            role="menuitem"
            href="/admin/logout"
            prefetch={false}
            className="site-admin-account__item"
          >
            {t('custom:shell:signOut')}
          </Link>
        </div>
      ) : null}
    </div>
  )
}
