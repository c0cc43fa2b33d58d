import { Button } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'

import { awaitsSecondFactor, isActiveAdminUser } from '@/access/isActiveAdmin'
import { adminText } from '@/features/admin-shell/admin-i18n'
import { verifySignInAction } from '@/features/security/two-factor/actions'
import { CodeForm } from '@/features/security/two-factor/CodeForm.client'
import { afterSignIn } from '@/features/security/two-factor/redirect'

import '@/features/security/admin/security-admin.scss'

/**
 * `/admin/two-factor`, Payload's "unauthorized" route: where a signed-in account that may not
 * use the back office lands. An admin who still owes the second step types their code here;
 * anyone else (a deactivated admin) is signed out, as before.
 */
export function TwoFactorView({ initPageResult, searchParams }: AdminViewServerProps) {
  const user = initPageResult.req.user
  // Already through (a second tab, a reload): straight on, never signed out.
  if (isActiveAdminUser(user)) redirect(afterSignIn(searchParams?.redirect))
  if (
    !user ||
    user.collection !== 'admin-users' ||
    user.is_active !== true ||
    !awaitsSecondFactor(user)
  ) {
    redirect('/admin/logout')
  }
  const { t } = adminText(initPageResult.req.i18n)
  return (
    <div className="site-two-factor">
      <h1>{t('custom:twoFactor:title')}</h1>
      <p>
        {t('custom:twoFactor:enterCode')} <strong>{user.email}</strong>.
      </p>
      <CodeForm
        action={verifySignInAction}
        label={t('custom:twoFactor:verificationCode')}
        submit={t('custom:twoFactor:verify')}
        hint={t('custom:twoFactor:lostPhone')}
        hidden={{ redirect: afterSignIn(searchParams?.redirect) }}
      />
      <Button el="link" url="/admin/logout" buttonStyle="secondary" size="small" margin={false}>
        {t('custom:twoFactor:signOut')}
      </Button>
    </div>
  )
}
