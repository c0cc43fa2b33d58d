import { Button } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'

import { adminText } from '@/features/admin-shell/admin-i18n'
import { searchParam } from '@/features/admin-shell/search-param'
import { isActiveAdminUser } from '@/access/isActiveAdmin'
import { requireActiveAdmin } from '@/features/admin-shell/require-admin'
import { AdminField } from '@/features/admin-shell/components/AdminField'
import { AdminNotice } from '@/features/admin-shell/components/AdminNotice'
import { AdminScreen } from '@/features/admin-shell/components/AdminScreen'
import { env } from '@/config/env'
import { renewFeedAddress } from '@/features/booking/admin/calendar-actions'
import { type CalendarMode, calendarRange } from '@/features/booking/admin/calendar-range'
import { CalendarForms } from '@/features/booking/admin/CalendarForms'
import { CalendarGrid } from '@/features/booking/admin/CalendarGrid'
import { dayIn, parseDay, wallTime } from '@/features/booking/calendar-day'
import { currentFeedToken } from '@/features/booking/feed-token'
import { readBookingRules } from '@/features/booking/queries/booking-rules'

import './calendar-admin.scss'

const notices = {
  added: 'custom:calendar:notice-added',
  taken: 'custom:calendar:notice-taken',
  invalid: 'custom:calendar:notice-invalid',
  renewed: 'custom:calendar:notice-renewed',
} as const

const noticeKey = (value: string | undefined) =>
  value && Object.hasOwn(notices, value) ? notices[value as keyof typeof notices] : undefined

const successes: string[] = [notices.added, notices.renewed]

/** `/admin/calendar`: appointments and closed days by month or week, and what to add. */
export async function CalendarView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  requireActiveAdmin(req.user, '/admin/calendar')
  const mode: CalendarMode = searchParam(searchParams?.view) === 'week' ? 'week' : 'month'
  const rules = await readBookingRules(req.payload)
  const range = calendarRange(
    mode,
    searchParam(searchParams?.date),
    dayIn(new Date(), rules.timeZone),
  )
  const first = parseDay(range.days[0]!)!
  const last = parseDay(range.days.at(-1)!)!
  const { docs } = isActiveAdminUser(req.user)
    ? await req.payload.find({
        collection: 'appointments',
        where: {
          and: [
            { start: { less_than: wallTime(last, 24 * 60, rules.timeZone).toISOString() } },
            { end: { greater_than: wallTime(first, 0, rules.timeZone).toISOString() } },
          ],
        },
        sort: 'start',
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    : { docs: [] }
  const notice = noticeKey(searchParam(searchParams?.notice))
  const text = adminText(req.i18n)
  const { t } = text
  const token = isActiveAdminUser(req.user) ? await currentFeedToken(req.payload) : ''
  const feed = `${env().SITE_URL.replace(/\/$/, '')}/api/appointments/feed.ics?token=${token}`
  return (
    <AdminScreen
      initPageResult={initPageResult}
      params={params}
      searchParams={searchParams}
      title={t('custom:calendar:title')}
    >
      <section className="site-calendar" aria-labelledby="calendar-page-title">
        <h1 id="calendar-page-title">{t('custom:calendar:title')}</h1>
        {notice ? (
          <AdminNotice type={successes.includes(notice) ? 'success' : 'error'}>
            {t(notice)}
          </AdminNotice>
        ) : null}
        <CalendarGrid range={range} appointments={docs} rules={rules} text={text} />
        <CalendarForms
          date={searchParam(searchParams?.date) ?? range.anchor}
          prefill={{
            name: searchParam(searchParams?.name) ?? '',
            email: searchParam(searchParams?.email) ?? '',
            phone: searchParam(searchParams?.phone) ?? '',
          }}
          text={text}
        />
        <div id="abonnement" className="site-calendar__subscribe">
          <h2>{t('custom:calendar:subscribe')}</h2>
          <p>{t('custom:calendar:subscribeText')}</p>
          <AdminField htmlFor="calendar-feed" label={t('custom:calendar:feed')}>
            <input id="calendar-feed" readOnly value={feed} className="site-calendar__feed" />
          </AdminField>
          <form action={renewFeedAddress}>
            <p>{t('custom:calendar:renewText')}</p>
            <Button type="submit" buttonStyle="secondary" margin={false}>
              {t('custom:calendar:renew')}
            </Button>
          </form>
        </div>
      </section>
    </AdminScreen>
  )
}
