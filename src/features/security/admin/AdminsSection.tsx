import Link from 'next/link'
import {
  revokeSessionAction,
  sendPasswordResetAction,
  setAdminActiveAction,
  unlockAdminAction,
} from '@/features/security/actions'
import { parisDateTime, shortAgent } from '@/features/security/admin/format'
import type { AdminSecurityRow } from '@/features/security/queries'
import { removeAdminTwoFactorAction } from '@/features/security/two-factor/actions'

type Props = { rows: AdminSecurityRow[]; currentAdminId: number; currentSessionId?: string }

function ActionButton(props: {
  action: (formData: FormData) => Promise<void>
  admin: number
  label: string
  extra?: Record<string, string>
  danger?: boolean
}) {
  return (
    <form action={props.action} className="site-security__inline">
      <input type="hidden" name="admin" value={props.admin} />
      {Object.entries(props.extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className={`btn btn--size-small ${props.danger ? 'btn--style-primary' : 'btn--style-secondary'}`}
      >
        {props.label}
      </button>
    </form>
  )
}

/** Admin accounts: state, lockouts, active sessions, and what the owner can do about each. */
export function AdminsSection({ rows, currentAdminId, currentSessionId }: Props) {
  return (
    <section aria-labelledby="security-admins" className="site-security__section">
      <h2 id="security-admins">Administrateurs et sessions actives</h2>
      <p>
        <Link href={'/admin/collections/admin-users/create'}>Créer un administrateur</Link>
      </p>
      {rows.map(({ admin, sessions, lockedUntil }) => (
        <article key={admin.id} className="site-security__admin" aria-label={admin.name}>
          <h3>
            {admin.name} <span className="site-security__muted">{admin.email}</span>
          </h3>
          <p>
            {admin.is_active ? 'Actif' : 'Désactivé'}
            {admin.id === currentAdminId ? ' · vous' : ''}
            {admin.two_factor ? ' · double authentification activée' : ''}
            {lockedUntil ? ` · verrouillé jusqu’à ${parisDateTime(lockedUntil)}` : ''}
          </p>
          <div className="site-security__actions">
            {lockedUntil ? (
              <ActionButton action={unlockAdminAction} admin={admin.id} label="Déverrouiller" />
            ) : null}
            {admin.id === currentAdminId ? null : (
              <ActionButton
                action={setAdminActiveAction}
                admin={admin.id}
                label={admin.is_active ? 'Désactiver' : 'Réactiver'}
                extra={{ active: String(!admin.is_active) }}
                danger={Boolean(admin.is_active)}
              />
            )}
            {admin.two_factor && admin.id !== currentAdminId ? (
              <ActionButton
                action={removeAdminTwoFactorAction}
                admin={admin.id}
                label="Retirer la double authentification"
              />
            ) : null}
            <ActionButton
              action={sendPasswordResetAction}
              admin={admin.id}
              label="Envoyer un lien de réinitialisation"
            />
            <Link href={`/admin/collections/admin-users/${admin.id}`}>Modifier le compte</Link>
          </div>
          {sessions.length ? (
            <table className="site-security__table">
              <caption>Sessions actives de {admin.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Ouverte le</th>
                  <th scope="col">Expire le</th>
                  <th scope="col">Adresse IP</th>
                  <th scope="col">Navigateur</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {sessions.map((session) => (
                  <tr key={session.id}>
                    <td>{parisDateTime(session.createdAt)}</td>
                    <td>{parisDateTime(session.expiresAt)}</td>
                    <td>{session.origin?.ip ?? '—'}</td>
                    <td title={session.origin?.user_agent ?? undefined}>
                      {shortAgent(session.origin?.user_agent)}
                    </td>
                    <td>
                      {session.id === currentSessionId ? (
                        'Cette session'
                      ) : (
                        <ActionButton
                          action={revokeSessionAction}
                          admin={admin.id}
                          label="Révoquer"
                          extra={{ session: session.id }}
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="site-security__muted">Aucune session active.</p>
          )}
        </article>
      ))}
    </section>
  )
}
