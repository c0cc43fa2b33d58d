'use client'

import { Check, Link2, Share2 } from 'lucide-react'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import { toast } from '@/components/ui/toast'
import {
  COPIED_STATE_MS,
  SHARE_WINDOW,
  shareLinks,
  type ShareNetwork,
} from '@/features/blog/reading/share-links'

export type ShareLabels = {
  share: string
  shareOn: Record<ShareNetwork, string>
  shareByEmail: string
  copyLink: string
  copied: string
  copySuccessTitle: string
  copySuccessText: string
  copyErrorTitle: string
  copyErrorText: string
  newWindow: string
}

const noSubscription = () => () => undefined

const NETWORKS: ShareNetwork[] = ['linkedin', 'twitter', 'facebook']
const item = 'flex min-h-11 w-full items-center gap-2 rounded-md px-3 text-left hover:bg-(--muted)'

/**
 * The share control. Without JavaScript it is a disclosure of plain links; with it, the
 * system share sheet when the device has one, else the same menu where networks open in a
 * 600 x 400 window and "copy link" confirms with a toast and a 2-second "copied" state.
 */
export function ShareButton({
  url,
  title,
  labels,
}: {
  url: string
  title: string
  labels: ShareLabels
}) {
  const links = shareLinks(url, title)
  const details = useRef<HTMLDetailsElement>(null)
  const [copied, setCopied] = useState(false)
  // Copying needs JavaScript: the button only exists once the page is hydrated.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )

  // Escape or a click elsewhere closes the menu, as a menu should.
  useEffect(() => {
    const close = (event: Event) => {
      const menu = details.current
      if (!menu?.open) return
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !menu.contains(event.target as Node)
      ) {
        menu.open = false
      }
    }
    document.addEventListener('keydown', close)
    document.addEventListener('click', close)
    return () => {
      document.removeEventListener('keydown', close)
      document.removeEventListener('click', close)
    }
  }, [])

  useEffect(() => {
    if (!copied) return
    const timer = window.setTimeout(() => setCopied(false), COPIED_STATE_MS)
    return () => window.clearTimeout(timer)
  }, [copied])

  const onSummary = async (event: React.MouseEvent) => {
    if (typeof navigator.share !== 'function') return
    event.preventDefault()
    try {
      await navigator.share({ url, title })
    } catch {
      // The visitor closed the share sheet: nothing to report.
    }
  }

  const openWindow = (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    const { width, height } = SHARE_WINDOW
    window.open(event.currentTarget.href, '_blank', `width=${width},height=${height},noopener`)
    if (details.current) details.current.open = false
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      toast.success(labels.copySuccessTitle, { description: labels.copySuccessText })
    } catch {
      toast.error(labels.copyErrorTitle, { description: labels.copyErrorText })
    }
    if (details.current) details.current.open = false
  }

  return (
    <details ref={details} className="relative">
      <summary
        onClick={onSummary}
        className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg border-2 border-(--border) px-4 font-semibold hover:border-(--accent) [&::-webkit-details-marker]:hidden"
      >
        {copied ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Share2 aria-hidden="true" className="size-4" />
        )}
        {copied ? labels.copied : labels.share}
      </summary>
      <ul className="absolute z-20 mt-2 w-64 rounded-lg border border-(--border) bg-(--background) p-2 shadow-lg">
        {NETWORKS.map((network) => (
          <li key={network}>
            <a
              href={links[network]}
              target="_blank"
              rel="noopener noreferrer"
              onClick={openWindow}
              className={item}
            >
              {labels.shareOn[network]}
              <span className="sr-only"> {labels.newWindow}</span>
            </a>
          </li>
        ))}
        <li>
          <a href={links.email} className={item}>
            {labels.shareByEmail}
          </a>
        </li>
        {hydrated && (
          <li>
            <button type="button" onClick={copy} className={item}>
              <Link2 aria-hidden="true" className="size-4" />
              {labels.copyLink}
            </button>
          </li>
        )}
      </ul>
    </details>
  )
}
