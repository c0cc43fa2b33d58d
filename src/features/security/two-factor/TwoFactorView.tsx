import type { AdminViewServerProps } from 'payload'
import Link from 'next/link'
import { redirect } from 'next/navigation'

import { awaitsSecondFactor, isActiveAdminUser } from '@/access/isActiveAdmin'
import { verifySignInAction } from '@/features/security/two-factor/actions'
import { CodeForm } from '@/features/security/two-factor/CodeForm.client'
import { afterSignIn } from '@/features/security/two-factor/redirect'

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
  return (
    <div className="site-two-factor">
      <h1>Double authentification</h1>
      <p>
        Saisissez le code à 6 chiffres affiché par votre application d’authentification pour{' '}
        <strong>{user.email}</strong>.
      </p>
      <CodeForm
        action={verifySignInAction}
        label="Code de vérification"
        submit="Vérifier"
        hint="Téléphone perdu ? Saisissez l’un de vos codes de secours (XXXXX-XXXXX)."
        hidden={{ redirect: afterSignIn(searchParams?.redirect) }}
      />
      <p>
        <Link href="/admin/logout" prefetch={false}>
          Se déconnecter
        </Link>
      </p>
    </div>
  )
}
