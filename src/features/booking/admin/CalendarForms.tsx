import { Button } from '@payloadcms/ui'

import type { AdminText } from '@/features/admin-shell/admin-i18n'
import { AdminField } from '@/features/admin-shell/components/AdminField'
import { addToCalendar } from '@/features/booking/admin/calendar-actions'
import { serviceLabelsFr } from '@/features/booking/service-labels'
import { bookingServices } from '@/features/booking/services'
import { serviceLabelsEn } from '@/fields/option-labels-en'

/** Who the new appointment is for, when the form opens from a lead's "book a follow-up". */
type Prefill = { name: string; email: string; phone: string }

/** A required time on the booking grid's quarter hours. */
function TimeField(props: { id: string; label: string; name: string; value: string }) {
  return (
    <AdminField htmlFor={props.id} label={props.label}>
      <input
        id={props.id}
        type="time"
        name={props.name}
        defaultValue={props.value}
        step={900}
        required
      />
    </AdminField>
  )
}

/** Add an appointment taken by phone, or block time (leave, a meeting elsewhere), on a day. */
export function CalendarForms({
  date,
  prefill,
  text: { t, language },
}: {
  date: string
  prefill: Prefill
  text: AdminText
}) {
  const services = language === 'en' ? serviceLabelsEn : serviceLabelsFr
  return (
    <section id="ajouter" aria-labelledby="calendar-add-title" className="site-calendar__forms">
      <h2 id="calendar-add-title">{t('custom:calendar:add')}</h2>
      <form action={addToCalendar}>
        <fieldset className="site-admin-card">
          <legend>{t('custom:calendar:block')}</legend>
          <input type="hidden" name="kind" value="block" />
          <AdminField htmlFor="calendar-block-date" label={t('custom:calendar:date')}>
            <input id="calendar-block-date" type="date" name="date" defaultValue={date} required />
          </AdminField>
          <TimeField
            id="calendar-block-from"
            label={t('custom:calendar:from')}
            name="from"
            value="09:00"
          />
          <TimeField
            id="calendar-block-to"
            label={t('custom:calendar:to')}
            name="to"
            value="12:00"
          />
          <AdminField htmlFor="calendar-block-note" label={t('custom:calendar:reason')}>
            <input
              id="calendar-block-note"
              type="text"
              name="note"
              placeholder={t('custom:calendar:reasonPlaceholder')}
            />
          </AdminField>
          <Button type="submit" buttonStyle="primary" margin={false}>
            {t('custom:calendar:blockButton')}
          </Button>
        </fieldset>
      </form>
      <form action={addToCalendar}>
        <fieldset className="site-admin-card">
          <legend>{t('custom:calendar:newAppointment')}</legend>
          <input type="hidden" name="kind" value="appointment" />
          <AdminField htmlFor="calendar-new-date" label={t('custom:calendar:date')}>
            <input id="calendar-new-date" type="date" name="date" defaultValue={date} required />
          </AdminField>
          <TimeField
            id="calendar-new-time"
            label={t('custom:calendar:time')}
            name="from"
            value="10:00"
          />
          <AdminField
            htmlFor="calendar-new-service"
            label={t('custom:calendar:service')}
            kind="select"
          >
            <select id="calendar-new-service" name="service" defaultValue="consultation-gratuite">
              {bookingServices.map((service) => (
                <option key={service} value={service}>
                  {services[service]}
                </option>
              ))}
            </select>
          </AdminField>
          <AdminField htmlFor="calendar-new-name" label={t('custom:calendar:name')}>
            <input
              id="calendar-new-name"
              type="text"
              name="name"
              defaultValue={prefill.name.slice(0, 500)}
              required
            />
          </AdminField>
          <AdminField htmlFor="calendar-new-email" label={t('custom:calendar:email')}>
            <input
              id="calendar-new-email"
              type="email"
              name="email"
              defaultValue={prefill.email.slice(0, 500)}
            />
          </AdminField>
          <AdminField htmlFor="calendar-new-phone" label={t('custom:calendar:phone')}>
            <input
              id="calendar-new-phone"
              type="tel"
              name="phone"
              defaultValue={prefill.phone.slice(0, 500)}
            />
          </AdminField>
          <Button type="submit" buttonStyle="primary" margin={false}>
            {t('custom:calendar:addAppointment')}
          </Button>
        </fieldset>
      </form>
    </section>
  )
}
