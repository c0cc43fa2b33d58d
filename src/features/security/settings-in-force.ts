import { LOCK_TIME_MS, LOGIN_MAX_ATTEMPTS, SESSION_SECONDS } from '@/collections/AdminUsers/config'
import { securityHeaders } from '@/config/security-headers'
import {
  ACCOUNT_FAILURES_PER_WINDOW,
  ACCOUNT_WINDOW_SECONDS,
} from '@/features/security/account-budget'
import {
  RATE_LIMIT_BUCKETS,
  RATE_LIMIT_WINDOW_SECONDS,
  type RateLimitBucket,
  rateLimitPoints,
} from '@/platform/rate-limit/rate-limit'
import {
  REFUSED_BUDGET_BUCKETS,
  refusedSubmissionPoints,
} from '@/platform/rate-limit/submission-budgets'
import type { AdminLanguage } from '@/i18n/admin-table'

const BUCKET_LABELS: Record<RateLimitBucket, string> = {
  forms: 'Formulaires (contact, audit, diagnostic, devis)',
  booking: 'Réservations de rendez-vous',
  newsletter: 'Inscriptions à la newsletter',
  downloads: 'Demandes et téléchargements de guides',
  popups: 'Affichage des popups',
  views: 'Compteur de lectures des articles',
  search: 'Recherche du site',
  vitals: 'Mesures web vitals',
  'two-factor': 'Codes de double authentification (par administrateur)',
  'sign-in': 'Connexions et mots de passe oubliés du back-office',
}

const BUCKET_LABELS_EN: Record<RateLimitBucket, string> = {
  forms: 'Forms (contact, audit, diagnostic, estimate)',
  booking: 'Appointment bookings',
  newsletter: 'Newsletter sign-ups',
  downloads: 'Guide requests and downloads',
  popups: 'Popup display',
  views: 'Article read counter',
  search: 'Site search',
  vitals: 'Web vitals measurements',
  'two-factor': 'Two-factor codes (per administrator)',
  'sign-in': 'Back-office sign-ins and password resets',
}

/** The sign-in rows' words in each admin language. */
const words = {
  fr: {
    attempts: 'Tentatives avant verrouillage',
    failures: (n: number) => `${n} échecs par compte et par adresse IP (réseau /64 en IPv6)`,
    accountBudget: 'Échecs par compte, toutes adresses',
    accountFailures: (n: number, minutes: number) =>
      `${n} en ${minutes} minutes, puis refus sans vérifier le mot de passe, sauf depuis un réseau déjà connecté (e-mail au compte)`,
    lock: 'Durée du verrouillage',
    minutes: (n: number) => `${n} minutes`,
    session: 'Durée d’une session',
    hours: (n: number) => `${n} heures`,
    cachedPolicy: 'Content-Security-Policy des pages publiques en cache',
    perRequestPolicy:
      'Content-Security-Policy du back-office et des pages rendues à chaque visite (nonce nouveau à chaque affichage)',
    limit: (points: number, perAdmin: boolean, minutes: number) =>
      `${points} requêtes par ${perAdmin ? 'administrateur' : 'adresse IP'} en ${minutes} minutes`,
    refused: (bucket: string) => `${bucket} : envois refusés (saisie invalide)`,
    refusedLimit: (points: number, minutes: number) =>
      `${points} envois refusés par adresse IP en ${minutes} minutes, comptés à part des envois acceptés`,
    buckets: BUCKET_LABELS,
  },
  en: {
    attempts: 'Attempts before lockout',
    failures: (n: number) => `${n} failures per account and IP address (/64 network for IPv6)`,
    accountBudget: 'Failures per account, all addresses',
    accountFailures: (n: number, minutes: number) =>
      `${n} in ${minutes} minutes, then refused without checking the password, except from a network that signed in before (e-mail to the account)`,
    lock: 'Lockout duration',
    minutes: (n: number) => `${n} minutes`,
    session: 'Session duration',
    hours: (n: number) => `${n} hours`,
    cachedPolicy: 'Content-Security-Policy of cached public pages',
    perRequestPolicy:
      'Content-Security-Policy of the back office and pages rendered per visit (a new nonce for each view)',
    limit: (points: number, perAdmin: boolean, minutes: number) =>
      `${points} requests per ${perAdmin ? 'administrator' : 'IP address'} in ${minutes} minutes`,
    refused: (bucket: string) => `${bucket}: refused submissions (invalid input)`,
    refusedLimit: (points: number, minutes: number) =>
      `${points} refused submissions per IP address in ${minutes} minutes, counted apart from accepted ones`,
    buckets: BUCKET_LABELS_EN,
  },
}

export type SettingRow = { label: string; value: string }

/**
 * What protects the site right now, as Sécurité shows it (read-only), in the admin's language.
 * `pagePolicies` are the two policies the proxy gives pages, the per-request one shown with a
 * placeholder for the nonce.
 */
export function settingsInForce(
  perWindow: number,
  language: AdminLanguage = 'fr',
  pagePolicies?: { cached: string; perRequest: string },
): {
  headers: SettingRow[]
  signIn: SettingRow[]
  rateLimits: SettingRow[]
} {
  const minutes = RATE_LIMIT_WINDOW_SECONDS / 60
  const w = words[language]
  return {
    headers: [
      ...securityHeaders.map(({ key, value }) => ({ label: key, value })),
      ...(pagePolicies
        ? [
            { label: w.cachedPolicy, value: pagePolicies.cached },
            { label: w.perRequestPolicy, value: pagePolicies.perRequest },
          ]
        : []),
    ],
    signIn: [
      { label: w.attempts, value: w.failures(LOGIN_MAX_ATTEMPTS) },
      { label: w.lock, value: w.minutes(LOCK_TIME_MS / 60_000) },
      {
        label: w.accountBudget,
        value: w.accountFailures(ACCOUNT_FAILURES_PER_WINDOW, ACCOUNT_WINDOW_SECONDS / 60),
      },
      { label: w.session, value: w.hours(SESSION_SECONDS / 3600) },
    ],
    rateLimits: [
      ...RATE_LIMIT_BUCKETS.map((bucket) => ({
        label: w.buckets[bucket],
        value: w.limit(rateLimitPoints(bucket, perWindow), bucket === 'two-factor', minutes),
      })),
      // The budgets that keep a visitor's typos from spending the limits above.
      ...REFUSED_BUDGET_BUCKETS.map((bucket) => ({
        label: w.refused(w.buckets[bucket]),
        value: w.refusedLimit(refusedSubmissionPoints(bucket, perWindow), minutes),
      })),
    ],
  }
}
