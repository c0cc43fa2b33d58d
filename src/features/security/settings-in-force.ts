import { LOCK_TIME_MS, LOGIN_MAX_ATTEMPTS, SESSION_SECONDS } from '@/collections/AdminUsers/config'
import { securityHeaders } from '@/config/security-headers'
import {
  RATE_LIMIT_BUCKETS,
  RATE_LIMIT_WINDOW_SECONDS,
  type RateLimitBucket,
  rateLimitPoints,
} from '@/features/rate-limit/rate-limit'

const BUCKET_LABELS: Record<RateLimitBucket, string> = {
  forms: 'Formulaires (contact, audit, diagnostic, devis, guides)',
  booking: 'Réservations de rendez-vous',
  newsletter: 'Inscriptions à la newsletter',
  downloads: 'Téléchargements de guides',
  popups: 'Affichage des popups',
  views: 'Compteur de lectures des articles',
  search: 'Recherche du site',
  vitals: 'Mesures web vitals',
  'two-factor': 'Codes de double authentification (par administrateur)',
}

export type SettingRow = { label: string; value: string }

/** What protects the site right now, as Sécurité shows it (read-only). */
export function settingsInForce(perWindow: number): {
  headers: SettingRow[]
  signIn: SettingRow[]
  rateLimits: SettingRow[]
} {
  const minutes = RATE_LIMIT_WINDOW_SECONDS / 60
  return {
    headers: securityHeaders.map(({ key, value }) => ({ label: key, value })),
    signIn: [
      {
        label: 'Tentatives avant verrouillage',
        value: `${LOGIN_MAX_ATTEMPTS} échecs de suite`,
      },
      { label: 'Durée du verrouillage', value: `${LOCK_TIME_MS / 60_000} minutes` },
      { label: 'Durée d’une session', value: `${SESSION_SECONDS / 3600} heures` },
    ],
    rateLimits: RATE_LIMIT_BUCKETS.map((bucket) => ({
      label: BUCKET_LABELS[bucket],
      value: `${rateLimitPoints(bucket, perWindow)} requêtes par ${bucket === 'two-factor' ? 'administrateur' : 'adresse IP'} en ${minutes} minutes`,
    })),
  }
}
