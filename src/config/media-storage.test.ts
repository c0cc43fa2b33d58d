import { describe, expect, it } from 'vitest'

import { InvalidEnvironmentError, parseEnv } from '@/config/env'
import { s3Settings } from '@/config/media-storage'

const complete = {
  S3_BUCKET: 'site-media',
  S3_REGION: 'fr-par',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
}

function problemsOf(source: Record<string, string | undefined>): string[] {
  try {
    parseEnv(source)
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) return error.problems
    throw error
  }
  return []
}

describe('media storage settings', () => {
  it('keeps the local disk when no S3 variable is set, or only empty ones', () => {
    expect(s3Settings(parseEnv({}))).toBeUndefined()
    expect(s3Settings(parseEnv({ S3_BUCKET: '', S3_ENDPOINT: ' ' }))).toBeUndefined()
  })

  it('uses AWS when the four required variables are set', () => {
    expect(s3Settings(parseEnv(complete))).toEqual({
      bucket: 'site-media',
      region: 'fr-par',
      endpoint: undefined,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    })
  })

  it('takes the endpoint and path-style addressing of another provider', () => {
    const settings = s3Settings(
      parseEnv({
        ...complete,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    )
    expect(settings).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true })
  })

  it('refuses a partial set and names each missing variable', () => {
    const problems = problemsOf({ S3_BUCKET: 'site-media', S3_ENDPOINT: 'https://s3.example.com' })
    expect(problems.map((p) => p.split(' ')[0]).sort()).toEqual([
      'S3_ACCESS_KEY_ID',
      'S3_REGION',
      'S3_SECRET_ACCESS_KEY',
    ])
    expect(problems[0]).toContain('is required when S3_BUCKET, S3_ENDPOINT are set')
    expect(problemsOf({ S3_FORCE_PATH_STYLE: 'true' })).toHaveLength(4)
  })

  it('refuses a bucket name, an endpoint or a flag that cannot work', () => {
    const problems = problemsOf({
      ...complete,
      S3_BUCKET: 'Site_Media',
      S3_ENDPOINT: 's3.example.com',
      S3_FORCE_PATH_STYLE: 'yes',
    })
    expect(problems.map((p) => p.split(' ')[0]).sort()).toEqual([
      'S3_BUCKET',
      'S3_ENDPOINT',
      'S3_FORCE_PATH_STYLE',
    ])
  })
})
