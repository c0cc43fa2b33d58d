import { addToCalendar } from '@/features/booking/admin/calendar-actions'
import { serviceLabelsFr } from '@/features/booking/service-labels'
import { bookingServices } from '@/features/booking/services'

/** Add an appointment taken by phone, or block time (leave, a meeting elsewhere), on a day. */
export function CalendarForms({ date }: { date: string }) {
  return (
    <section id="ajouter" aria-labelledby="calendar-add-title" className="site-calendar__forms">
      <h2 id="calendar-add-title">Ajouter au calendrier</h2>
      <form action={addToCalendar}>
        <fieldset>
          <legend>Bloquer un créneau</legend>
          <input type="hidden" name="kind" value="block" />
          <label>
            Date <input type="date" name="date" defaultValue={date} required />
          </label>
          <label>
            De <input type="time" name="from" defaultValue="09:00" step={900} required />
          </label>
          <label>
            À <input type="time" name="to" defaultValue="12:00" step={900} required />
          </label>
          <label>
            Motif <input type="text" name="note" placeholder="Congés, rendez-vous extérieur..." />
          </label>
          <button type="submit">Bloquer</button>
        </fieldset>
      </form>
      <form action={addToCalendar}>
        <fieldset>
          <legend>Nouveau rendez-vous</legend>
          <input type="hidden" name="kind" value="appointment" />
          <label>
            Date <input type="date" name="date" defaultValue={date} required />
          </label>
          <label>
            Heure <input type="time" name="from" defaultValue="10:00" step={900} required />
          </label>
          <label>
            Service
            <select name="service" defaultValue="consultation-gratuite">
              {bookingServices.map((service) => (
                <option key={service} value={service}>
                  {serviceLabelsFr[service]}
                </option>
              ))}
            </select>
          </label>
          <label>
            Nom <input type="text" name="name" required />
          </label>
          <label>
            E-mail <input type="email" name="email" />
          </label>
          <label>
            Téléphone <input type="tel" name="phone" />
          </label>
          <button type="submit">Ajouter le rendez-vous</button>
        </fieldset>
      </form>
    </section>
  )
}
