import { z } from 'zod'

import { checkMediaStorage, mediaStorageVariables } from '@/config/media-storage'
import { trustedProxiesVariable } from '@/config/trusted-proxies'
import { PASSWORD_MIN_LENGTH } from '@/features/security/password-policy'

/**
 * The only place that reads `process.env`. Everything else imports `env()`.
 * Values are validated once; in production a missing or well-known secret stops the start.
 */

// Secrets that appear in docs and examples must never protect a real site.
const KNOWN_DEFAULT_SECRETS = new Set([
  '',
  'change-me',
  'changeme',
  'secret',
  'YOUR_SECRET_HERE',
  'replace-with-a-long-random-string',
])

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: z
      .string()
      .trim()
      .default('file:./data/site.db')
      .refine((v) => /^(file:|postgres(ql)?:\/\/|libsql:)/.test(v), {
        message: 'must start with file:, libsql: or postgres://',
      }),
    PAYLOAD_SECRET: z.string().default(''),
    SITE_URL: z.url().default('http://localhost:3000'),
    SMTP_URL: optionalString,
    EMAIL_FROM_ADDRESS: z.email().default('contact@example.com'),
    EMAIL_FROM_NAME: z.string().default('Studio Numérique'),
    OWNER_EMAIL: z.email().optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: optionalString,
    /** Uploaded images (project pictures, later the blog's); relative paths start at the app root. */
    MEDIA_DIR: z.string().trim().min(1).default('data/media'),
    /** S3-compatible storage of the same images, shared by several instances (all or none). */
    ...mediaStorageVariables,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('info'),
    /**
     * Redis shared by every instance (rate limits); without it several instances on PostgreSQL
     * share their counters through the database.
     */
    REDIS_URL: optionalString.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
        .optional(),
    ),
    /**
     * The page and data cache's own Redis (src/platform/cache/cache-settings.mjs, which reads it
     * directly), apart from the rate-limit counters: it may evict under its memory limit, they
     * must not. Without it the cache uses REDIS_URL.
     */
    CACHE_REDIS_URL: optionalString.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
        .optional(),
    ),
    /** Reverse proxies whose X-Forwarded-For is believed (src/config/trusted-proxies.ts). */
    TRUSTED_PROXIES: trustedProxiesVariable,
    /** Submissions one address may make to each public form family in ten minutes. */
    RATE_LIMIT_PER_10_MIN: z.coerce.number().int().min(1).default(10),
    // Share of page views that report their web vitals (0 to 1).
    WEB_VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.25),
    /** A CalDAV calendar collection (for example a Google, Nextcloud or Radicale calendar URL). */
    CALDAV_URL: optionalString.pipe(z.url().optional()),
    CALDAV_USERNAME: optionalString,
    CALDAV_PASSWORD: optionalString,
    /** Unlocks the details of /api/health for a monitor (`Authorization: Bearer <token>`). */
    HEALTH_TOKEN: optionalString.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    JOBS_AUTORUN: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /**
     * How often each instance looks for due jobs (e-mails to send, reminders, calendar sync), in
     * seconds: a divisor of 60, so the rounds fall on the same seconds of every minute.
     */
    JOBS_INTERVAL_SECONDS: z.coerce
      .number()
      .int()
      .refine((value) => value > 0 && 60 % value === 0, 'must divide 60 (1, 2, 3, 5, 10, 15...)')
      .default(15),
    /**
     * On SIGTERM or SIGINT, how long requests and running jobs may take to finish before the
     * process exits anyway, handing the unfinished jobs back to the queue.
     */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    /**
     * Set by the launchers (scripts/start.mjs, the Docker image): Next.js then registers no
     * signal handler and the site's own (platform/shutdown) stops the server. Any non-empty
     * value counts, as Next.js reads it.
     */
    NEXT_MANUAL_SIG_HANDLE: z
      .string()
      .optional()
      .transform((v) => Boolean(v)),
  })
  .superRefine((value, ctx) => {
    checkMediaStorage(value, ctx)
    const secretIsWeak =
      KNOWN_DEFAULT_SECRETS.has(value.PAYLOAD_SECRET) || value.PAYLOAD_SECRET.length < 32
    if (value.NODE_ENV === 'production' && secretIsWeak) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYLOAD_SECRET'],
        message: 'is missing, a known default or shorter than 32 characters',
      })
    }
    if (value.ADMIN_EMAIL && !value.ADMIN_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'is required when ADMIN_EMAIL is set',
      })
    }
    // The length rule of every admin password; the strength check, which needs a large word
    // list the request proxy must not load, runs when the first admin is created from it.
    if (value.ADMIN_PASSWORD && [...value.ADMIN_PASSWORD].length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
      })
    }
  })

export type Env = z.infer<typeof schema>

export class InvalidEnvironmentError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'InvalidEnvironmentError'
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source)
  if (!result.success) {
    throw new InvalidEnvironmentError(
      result.error.issues.map((issue) => `${issue.path.join('.') || 'env'} ${issue.message}`),
    )
  }
  const parsed = result.data
  // Outside production a fixed development secret keeps `npm run dev` and tests friction-free.
  if (!parsed.PAYLOAD_SECRET) parsed.PAYLOAD_SECRET = 'development-only-secret-not-for-production'
  return parsed
}

let cached: Env | undefined

export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

/** Tests change variables between cases; production never calls this. */
export function resetEnvCache(): void {
  cached = undefined
}

export function isPostgres(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url)
}
