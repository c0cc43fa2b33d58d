'use client'

import { Button } from '@payloadcms/ui'
import { ChevronDown } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { type KeyboardEvent, type TouchEvent, useRef } from 'react'

import { neighbourStatus } from '@/features/leads/board/board'
import { statusLabel } from '@/features/leads/activity/feed'
import { type LeadStatus, leadStatuses } from '@/features/leads/lead-options'
import { useAdminText } from '@/features/admin-shell/use-admin-text'

type Props = {
  leadId: number
  title: string
  status: LeadStatus
  hintId: string
  onMove: (to: LeadStatus) => void
}

/**
 * "Déplacer vers…": the keyboard's (and touch screen's) way to change a card's column. The
 * menu lists the other columns; left and right arrows on the button move one column at once.
 */
export function MoveMenu({ leadId, title, status, hintId, onMove }: Props) {
  const { t, language } = useAdminText()
  const moved = useRef(false)
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    const to = neighbourStatus(status, event.key === 'ArrowLeft' ? -1 : 1)
    event.preventDefault()
    if (to) onMove(to)
  }
  return (
    <DropdownMenu.Root modal={false}>
      {/* Payload's button drawn as the menu's trigger, which adds its own handlers and state. */}
      <Button
        el={DropdownMenu.Trigger}
        buttonStyle="secondary"
        size="small"
        margin={false}
        icon={<ChevronDown aria-hidden="true" size={16} />}
        className="site-leads-card__move"
        // A press on the button opens the menu; it never starts dragging the card.
        onMouseDown={(event) => event.stopPropagation()}
        extraButtonProps={{
          'data-move-trigger': leadId,
          // Through here rather than Payload's prop, which would repeat it as a tooltip.
          'aria-label': t('custom:leads:moveToLabel', { name: title }),
          'aria-describedby': hintId,
          onKeyDown,
          onTouchStart: (event: TouchEvent) => event.stopPropagation(),
        }}
      >
        {t('custom:leads:moveTo')}
      </Button>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="site-leads-menu"
          align="start"
          sideOffset={4}
          onCloseAutoFocus={(event) => {
            // The card changed column: the board puts the focus back on it there.
            if (moved.current) event.preventDefault()
            moved.current = false
          }}
        >
          {leadStatuses
            .filter((other) => other !== status)
            .map((other) => (
              <DropdownMenu.Item
                key={other}
                className="site-leads-menu__item"
                onSelect={() => {
                  moved.current = true
                  onMove(other)
                }}
              >
                {statusLabel(other, language)}
              </DropdownMenu.Item>
            ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
