import { env } from '@/config/env'
import { type SettingRow, settingsInForce } from '@/features/security/settings-in-force'

function SettingsTable({ caption, rows }: { caption: string; rows: SettingRow[] }) {
  return (
    <table className="site-security__table">
      <caption>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>
              <code>{row.value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The protections in force, read-only: changed in the code or the environment, not here. */
export function SettingsSection() {
  const settings = settingsInForce(env().RATE_LIMIT_PER_10_MIN)
  return (
    <section aria-labelledby="security-settings" className="site-security__section">
      <h2 id="security-settings">Protections en vigueur</h2>
      <p className="site-security__muted">
        En lecture seule : ces réglages viennent du code et de la configuration du serveur
        (RATE_LIMIT_PER_10_MIN).
      </p>
      <SettingsTable caption="Connexion au back-office" rows={settings.signIn} />
      <SettingsTable caption="En-têtes de sécurité de chaque réponse" rows={settings.headers} />
      <SettingsTable caption="Limites de requêtes" rows={settings.rateLimits} />
    </section>
  )
}
