'use client'

import { useTranslations } from 'next-intl'
import { Dialog } from 'radix-ui'
import { useState } from 'react'

import { PopupSignUpForm } from '@/features/popups/components/PopupSignUpForm.client'
import type { PublicPopup } from '@/features/popups/eligibility'

type Props = { popup: PublicPopup; locale: string }

/**
 * One popup as a modal dialog (Radix): title and text announced, focus kept inside, Escape, an
 * outside click or the close button close it, and focus goes back where it was. It opens
 * without animation when the visitor asked for reduced motion.
 */
export function PopupDialog({ popup, locale }: Props) {
  const t = useTranslations('popups')
  const [open, setOpen] = useState(true)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-black/60 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content
          data-popup-kind={popup.kind}
          className="fixed left-1/2 top-1/2 z-[91] max-h-[90vh] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-(--border) bg-(--background) p-6 text-(--foreground) shadow-2xl transition-[opacity,scale] duration-200 starting:scale-95 starting:opacity-0 motion-reduce:transition-none"
        >
          <Dialog.Title className="pr-10 text-xl font-bold">{popup.title}</Dialog.Title>
          <Dialog.Description className="mt-3 muted">{popup.body}</Dialog.Description>
          <PopupSignUpForm popup={popup} locale={locale} />
          <Dialog.Close
            aria-label={t('close')}
            className="absolute right-3 top-3 inline-flex h-11 w-11 items-center justify-center rounded-lg hover:bg-(--muted)"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
