import Link from 'next/link'
import { parisDateTime, shortAgent } from '@/features/security/admin/format'
import type { AdminSignIn } from '@/payload-types'

const filters = [
  { value: 'all', label: 'Toutes' },
  { value: 'failed', label: 'Refusées' },
  { value: 'success', label: 'Réussies' },
] as const

const failureText: Record<NonNullable<AdminSignIn['failure']>, string> = {
  credentials: 'identifiants incorrects',
  locked: 'compte verrouillé',
  'second-factor': 'code de double authentification incorrect',
}

type Props = { signIns: AdminSignIn[]; filter: (typeof filters)[number]['value'] }

/** The latest sign-in attempts, filterable; the full history is the collection's list. */
export function SignInHistory({ signIns, filter }: Props) {
  return (
    <section aria-labelledby="security-sign-ins" className="site-security__section">
      <h2 id="security-sign-ins">Historique des connexions</h2>
      <nav aria-label="Filtrer les connexions" className="site-security__actions">
        {filters.map(({ value, label }) => (
          <a
            key={value}
            href={`/admin/security?signins=${value}#security-sign-ins`}
            aria-current={filter === value ? 'true' : undefined}
          >
            {label}
          </a>
        ))}
        <Link href={'/admin/collections/admin-sign-ins'}>Tout l’historique</Link>
      </nav>
      {signIns.length ? (
        <table className="site-security__table">
          <caption>Les 30 dernières tentatives</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Adresse saisie</th>
              <th scope="col">Résultat</th>
              <th scope="col">Adresse IP</th>
              <th scope="col">Navigateur</th>
            </tr>
          </thead>
          <tbody>
            {signIns.map((row) => (
              <tr key={row.id}>
                <td>{parisDateTime(row.createdAt)}</td>
                <td>{row.email}</td>
                <td>
                  {row.success
                    ? 'Réussie'
                    : `Refusée (${failureText[row.failure ?? 'credentials']})`}
                </td>
                <td>{row.ip ?? '—'}</td>
                <td title={row.user_agent ?? undefined}>{shortAgent(row.user_agent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="site-security__muted">Aucune tentative de connexion enregistrée.</p>
      )}
    </section>
  )
}
