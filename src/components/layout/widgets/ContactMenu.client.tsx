'use client'

import { type ReactNode, useRef, useState } from 'react'

import type { ContactMenuLabels, ShellLinks } from '@/components/layout/shell-labels'
import type { ContactMenuListProps } from '@/components/layout/widgets/ContactMenuList.client'
import { useDismiss } from '@/components/layout/widgets/useDismiss'
import { LoadFailed } from '@/components/ui/LoadFailed.client'
import { useLazyComponent } from '@/components/layout/widgets/useLazyComponent'

const loadList = () =>
  import('@/components/layout/widgets/ContactMenuList.client').then(
    ({ ContactMenuList }) => ContactMenuList,
  )

/**
 * Bottom-right button opening call, booking and contact; the menu's code is
 * loaded when the visitor reaches for the button.
 */
export function ContactMenu({
  phone,
  labels,
  links,
  icons,
}: {
  phone: string
  labels: ContactMenuLabels
  /** Resolved on the server: no route table in the browser. */
  links: Pick<ShellLinks, 'book' | 'contact'>
  /** Drawn on the server: no icon library in the browser. */
  icons: Record<'open' | 'close' | 'call' | 'book' | 'contact', ReactNode>
}) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const list = useLazyComponent<ContactMenuListProps>(loadList)
  const List = list.Component
  useDismiss(open, root, toggle, () => setOpen(false))
  const close = () => setOpen(false)

  return (
    <div ref={root} className="fixed bottom-4 right-4 z-30 flex flex-col items-end">
      {open && List ? (
        <List phone={phone} labels={labels} links={links} icons={icons} close={close} />
      ) : null}
      {open && !List && list.failed ? (
        <LoadFailed labels={labels} onRetry={list.retry} className="mb-3 shadow-lg" />
      ) : null}
      <button
        ref={toggle}
        type="button"
        data-testid="contact-menu-toggle"
        aria-expanded={open}
        aria-controls="contact-menu"
        aria-label={open ? labels.close : labels.open}
        onPointerEnter={list.load}
        onFocus={list.load}
        onClick={() => {
          list.load()
          setOpen((value) => !value)
        }}
        className="grid size-14 place-items-center rounded-full bg-(--accent) text-(--accent-foreground) shadow-lg"
      >
        {open ? icons.close : icons.open}
      </button>
    </div>
  )
}
