import type { AdminText } from '@/features/admin-shell/admin-i18n'
import { addToCalendar } from '@/features/booking/admin/calendar-actions'
import { serviceLabelsFr } from '@/features/booking/service-labels'
import { bookingServices } from '@/features/booking/services'
import { serviceLabelsEn } from '@/fields/option-labels-en'

/** Who the new appointment is for, when the form opens from a lead's "book a follow-up". */
type Prefill = { name: string; email: string; phone: string }

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
        <fieldset>
          <legend>{t('custom:calendar:block')}</legend>
          <input type="hidden" name="kind" value="block" />
          <label>
            {t('custom:calendar:date')}{' '}
            <input type="date" name="date" defaultValue={date} required />
          </label>
          <label>
            {t('custom:calendar:from')}{' '}
            <input type="time" name="from" defaultValue="09:00" step={900} required />
          </label>
          <label>
            {t('custom:calendar:to')}{' '}
            <input type="time" name="to" defaultValue="12:00" step={900} required />
          </label>
          <label>
            {t('custom:calendar:reason')}{' '}
            <input type="text" name="note" placeholder={t('custom:calendar:reasonPlaceholder')} />
          </label>
          <button type="submit">{t('custom:calendar:blockButton')}</button>
        </fieldset>
      </form>
      <form action={addToCalendar}>
        <fieldset>
          <legend>{t('custom:calendar:newAppointment')}</legend>
          <input type="hidden" name="kind" value="appointment" />
          <label>
            {t('custom:calendar:date')}{' '}
            <input type="date" name="date" defaultValue={date} required />
          </label>
          <label>
            {t('custom:calendar:time')}{' '}
            <input type="time" name="from" defaultValue="10:00" step={900} required />
          </label>
          <label>
            {t('custom:calendar:service')}
            <select name="service" defaultValue="consultation-gratuite">
              {bookingServices.map((service) => (
                <option key={service} value={service}>
                  {services[service]}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('custom:calendar:name')}{' '}
            <input type="text" name="name" defaultValue={prefill.name.slice(0, 500)} required />
          </label>
          <label>
            {t('custom:calendar:email')}{' '}
            <input type="email" name="email" defaultValue={prefill.email.slice(0, 500)} />
          </label>
          <label>
            {t('custom:calendar:phone')}{' '}
            <input type="tel" name="phone" defaultValue={prefill.phone.slice(0, 500)} />
          </label>
          <button type="submit">{t('custom:calendar:addAppointment')}</button>
        </fieldset>
      </form>
    </section>
  )
}
