'use client'

import { Button, useDocumentInfo, useField, useForm, useFormFields } from '@payloadcms/ui'
import { CalendarPlus, Mail } from 'lucide-react'

import { useAdminText } from '@/features/admin-shell/use-admin-text'
import { statusLabel } from '@/features/leads/activity/feed'
import { followUpHref } from '@/features/leads/activity/follow-up'
import { isLeadStatus, type LeadStatus, leadStatuses } from '@/features/leads/lead-options'

import './leads-admin.scss'

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * The lead page's shortcuts: move it along the pipeline in one click (saved through the page's
 * own form, so Payload's access, audit trail and timeline apply as for any save), write to it,
 * book the next call.
 */
export function LeadQuickActions() {
  const { t, language } = useAdminText()
  const { id } = useDocumentInfo()
  const { submit } = useForm()
  const { value: status, setValue } = useField<string>({ path: 'status' })
  // One value per selector: the actions redraw when these change, not on every keystroke.
  const name = useFormFields(([fields]) => text(fields.name?.value))
  const email = useFormFields(([fields]) => text(fields.email?.value))
  const phone = useFormFields(([fields]) => text(fields.phone?.value))
  const lead = { name, email, phone }
  if (!id) return null

  const change = (next: LeadStatus) => {
    if (next === status) return
    setValue(next)
    void submit({ overrides: { status: next } })
  }

  return (
    <section className="site-lead-actions" aria-labelledby="lead-actions-title">
      <h2 id="lead-actions-title">{t('custom:leads:quickActions')}</h2>
      <p className="site-lead-actions__label" id="lead-status-choice">
        {t('custom:leads:changeStatus')}
      </p>
      <div
        className="site-lead-actions__statuses"
        role="group"
        aria-labelledby="lead-status-choice"
      >
        {leadStatuses.map((option) => {
          const pressed = isLeadStatus(status) && status === option
          return (
            <Button
              key={option}
              buttonStyle={pressed ? 'primary' : 'pill'}
              size="small"
              margin={false}
              extraButtonProps={{ 'aria-pressed': pressed }}
              onClick={() => change(option)}
            >
              {statusLabel(option, language)}
            </Button>
          )
        })}
      </div>
      <div className="site-lead-actions__links">
        {lead.email ? (
          <Button
            el="anchor"
            url={`mailto:${lead.email}`}
            buttonStyle="secondary"
            size="small"
            margin={false}
            icon={<Mail aria-hidden="true" size={16} />}
            iconPosition="left"
          >
            {t('custom:leads:writeEmail')}
          </Button>
        ) : null}
        <Button
          el="anchor"
          url={followUpHref(lead)}
          buttonStyle="secondary"
          size="small"
          margin={false}
          icon={<CalendarPlus aria-hidden="true" size={16} />}
          iconPosition="left"
        >
          {t('custom:leads:followUp')}
        </Button>
      </div>
    </section>
  )
}
