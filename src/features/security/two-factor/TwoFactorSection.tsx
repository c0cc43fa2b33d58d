import { Button } from '@payloadcms/ui'
import QRCode from 'qrcode'

import type { AdminText } from '@/features/admin-shell/admin-i18n'
import {
  confirmTwoFactorAction,
  disableTwoFactorAction,
  startTwoFactorAction,
} from '@/features/security/two-factor/actions'
import { CodeForm } from '@/features/security/two-factor/CodeForm.client'
import { totpUri } from '@/features/security/two-factor/totp'
import type { AdminUser } from '@/payload-types'

type Props = {
  admin: AdminUser
  pendingSecret: string | null
  text: AdminText
  /** The settings' site name: the authenticator app lists the account under it. */
  siteName: string
}

/** The signed-in admin's own two-factor sign-in: set up with an authenticator app, or off. */
export async function TwoFactorSection({ admin, pendingSecret, text: { t }, siteName }: Props) {
  const uri = pendingSecret ? totpUri(pendingSecret, admin.email, siteName) : null
  const qr = uri ? await QRCode.toDataURL(uri, { margin: 1, width: 220 }) : null
  return (
    <section aria-labelledby="two-factor" className="site-security__section">
      <h2 id="two-factor">{t('custom:twoFactor:sectionTitle')}</h2>
      {admin.two_factor ? (
        <>
          <p>{t('custom:twoFactor:onText')}</p>
          <CodeForm
            action={disableTwoFactorAction}
            label={t('custom:twoFactor:currentCode')}
            submit={t('custom:twoFactor:turnOff')}
          />
        </>
      ) : qr && pendingSecret ? (
        <div className="site-security__setup">
          <ol>
            <li>{t('custom:twoFactor:scan')}</li>
            <li>
              {t('custom:twoFactor:typeKey')}{' '}
              <code data-testid="two-factor-secret">{pendingSecret}</code>
            </li>
            <li>{t('custom:twoFactor:confirmStep')}</li>
          </ol>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn here */}
          <img
            src={qr}
            width={220}
            height={220}
            alt={t('custom:twoFactor:qrAlt', { email: admin.email })}
          />
          <CodeForm
            action={confirmTwoFactorAction}
            label={t('custom:twoFactor:sixDigits')}
            submit={t('custom:twoFactor:turnOn')}
          />
        </div>
      ) : (
        <form action={startTwoFactorAction} className="site-security__start">
          <p>{t('custom:twoFactor:offText')}</p>
          <Button type="submit" buttonStyle="primary" size="small" margin={false}>
            {t('custom:twoFactor:setUp')}
          </Button>
        </form>
      )}
    </section>
  )
}
