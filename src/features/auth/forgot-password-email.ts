import type { PayloadRequest } from 'payload'

import { env } from '@/config/env'
import { site } from '@/config/site'
import { readSiteName } from '@/features/site-settings/read-site-settings'

/** The back office is French: its account e-mails are too. */
export const forgotPasswordEmail = {
  /** Signed with the settings' site name; the seed name when Payload gives no request. */
  async subject(req?: PayloadRequest): Promise<string> {
    const siteName = req ? await readSiteName(req.payload, req) : site.name
    return `${siteName} – Réinitialisation de votre mot de passe`
  },
  resetUrl(token: string): string {
    return `${env().SITE_URL}/admin/reset-password/${encodeURIComponent(token)}`
  },
  html(token: string): string {
    const url = forgotPasswordEmail.resetUrl(token)
    return [
      '<p>Bonjour,</p>',
      '<p>Une réinitialisation du mot de passe de votre compte administrateur a été demandée.</p>',
      `<p><a href="${url}">Choisir un nouveau mot de passe</a></p>`,
      `<p>Ou copiez ce lien dans votre navigateur : ${url}</p>`,
      '<p>Ce lien est valable une heure. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.</p>',
    ].join('\n')
  },
}
