import { env } from '@/config/env'
import type { AdminText } from '@/features/admin-shell/admin-i18n'
import { layoutScriptHashes, policyOptions } from '@/platform/proxy/page-policy'
import { contentSecurityPolicy } from '@/platform/proxy/content-security-policy'
import { type SettingRow, settingsInForce } from '@/features/security/settings-in-force'

function SettingsTable({ caption, rows }: { caption: string; rows: SettingRow[] }) {
  return (
    <table className="site-admin-table site-security__settings">
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
export async function SettingsSection({ text: { t, language } }: { text: AdminText }) {
  const options = policyOptions()
  const hashes = await layoutScriptHashes()
  const settings = settingsInForce(env().RATE_LIMIT_PER_10_MIN, language, {
    cached: contentSecurityPolicy({ kind: 'cached' }, options),
    perRequest: contentSecurityPolicy({ kind: 'per-request', nonce: '…', hashes }, options),
  })
  return (
    <section aria-labelledby="security-settings" className="site-security__section">
      <h2 id="security-settings">{t('custom:security:settings')}</h2>
      <p className="site-security__muted">{t('custom:security:settingsNote')}</p>
      <SettingsTable caption={t('custom:security:settingsSignIn')} rows={settings.signIn} />
      <SettingsTable caption={t('custom:security:settingsHeaders')} rows={settings.headers} />
      <SettingsTable caption={t('custom:security:settingsLimits')} rows={settings.rateLimits} />
    </section>
  )
}
