import { z } from 'zod'

/**
 * Where uploaded media live. Unset: the local disk (MEDIA_DIR), as for a single instance. Set:
 * an S3-compatible bucket that every instance reads and writes (AWS, MinIO, Garage, R2, Scaleway...).
 */

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))

/** The variables, spread into the schema of src/config/env.ts. */
export const mediaStorageVariables = {
  // AWS's naming rules, which every compatible provider accepts: a typo fails at start, not at upload.
  S3_BUCKET: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (a-z, 0-9, dots, dashes)')
      .optional(),
  ),
  S3_REGION: optionalString,
  /** Only for a provider other than AWS (MinIO, Garage, R2, Scaleway...). */
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: optionalString.pipe(z.enum(['true', 'false']).optional()),
}

type Variables = {
  [Key in keyof typeof mediaStorageVariables]?: z.output<(typeof mediaStorageVariables)[Key]>
}

export type MediaStorageVariable = keyof typeof mediaStorageVariables
export const mediaStorageVariableNames = Object.keys(
  mediaStorageVariables,
) as MediaStorageVariable[]
const required = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const

/**
 * A partial set would silently leave media on one instance's disk, or fail at the first upload:
 * either all of the required variables are set, or none of the six.
 */
export function checkMediaStorage(value: Variables, ctx: z.RefinementCtx): void {
  const given = mediaStorageVariableNames.filter((name) => value[name] !== undefined)
  if (given.length === 0) return
  for (const name of required) {
    if (value[name] !== undefined) continue
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message:
        `is required when ${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set: ` +
        `media on S3 need ${required.join(', ')} together (unset them all to keep the local disk)`,
    })
  }
}

export type S3Settings = {
  bucket: string
  region: string
  endpoint: string | undefined
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
}

/** The bucket to use, or undefined for the local disk. Call with the validated environment. */
export function s3Settings(value: Variables): S3Settings | undefined {
  const { S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = value
  if (!S3_BUCKET || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return undefined
  return {
    bucket: S3_BUCKET,
    region: S3_REGION,
    endpoint: value.S3_ENDPOINT,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: value.S3_FORCE_PATH_STYLE === 'true',
  }
}
