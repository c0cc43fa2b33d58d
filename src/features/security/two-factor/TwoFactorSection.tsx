import QRCode from 'qrcode'

import { site } from '@/config/site'
import {
  confirmTwoFactorAction,
  disableTwoFactorAction,
  startTwoFactorAction,
} from '@/features/security/two-factor/actions'
import { CodeForm } from '@/features/security/two-factor/CodeForm.client'
import { totpUri } from '@/features/security/two-factor/totp'
import type { AdminUser } from '@/payload-types'

type Props = { admin: AdminUser; pendingSecret: string | null }

/** The signed-in admin's own two-factor sign-in: set up with an authenticator app, or off. */
export async function TwoFactorSection({ admin, pendingSecret }: Props) {
  const uri = pendingSecret ? totpUri(pendingSecret, admin.email, site.name) : null
  const qr = uri ? await QRCode.toDataURL(uri, { margin: 1, width: 220 }) : null
  return (
    <section aria-labelledby="two-factor" className="site-security__section">
      <h2 id="two-factor">Double authentification de votre compte</h2>
      {admin.two_factor ? (
        <>
          <p>
            Activée : chaque connexion demande, après le mot de passe, le code de votre application
            d’authentification.
          </p>
          <CodeForm
            action={disableTwoFactorAction}
            label="Code actuel de l’application"
            submit="Désactiver la double authentification"
          />
        </>
      ) : qr && pendingSecret ? (
        <div className="site-security__setup">
          <ol>
            <li>
              Scannez ce QR code avec une application d’authentification (Google Authenticator,
              Microsoft Authenticator, 2FAS, Aegis, 1Password…).
            </li>
            <li>
              Sans appareil photo, saisissez la clé :{' '}
              <code data-testid="two-factor-secret">{pendingSecret}</code>
            </li>
            <li>Tapez le code à 6 chiffres affiché par l’application pour confirmer.</li>
          </ol>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn here */}
          <img
            src={qr}
            width={220}
            height={220}
            alt={`QR code de configuration pour ${admin.email}`}
          />
          <CodeForm action={confirmTwoFactorAction} label="Code à 6 chiffres" submit="Activer" />
        </div>
      ) : (
        <form action={startTwoFactorAction} className="site-security__actions">
          <p>
            Désactivée. Avec une application d’authentification, un mot de passe volé ne suffit plus
            pour entrer dans le back-office.
          </p>
          <button type="submit" className="btn btn--style-primary btn--size-small">
            Configurer la double authentification
          </button>
        </form>
      )}
    </section>
  )
}
