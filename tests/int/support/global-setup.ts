import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { mediaStorageVariableNames } from '@/config/media-storage'

import { createEmptyDatabase, type TestDatabase } from './test-database'

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabaseUrl: string
    templateMediaDir: string
  }
}

const root = path.resolve(import.meta.dirname, '..', '..', '..')

/**
 * Migrating and seeding a database takes over ten seconds; doing it once for the whole run and
 * copying the result for each test file keeps every file on its own fresh, seeded database
 * without paying that price forty times. Seeding itself stays covered by startup.int.spec.ts.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const database: TestDatabase = await createEmptyDatabase()
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-int-template-media-'))
  const env: NodeJS.ProcessEnv = { ...process.env }
  for (const key of ['SMTP_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD']) delete env[key]
  Object.assign(env, {
    NODE_ENV: 'test',
    JOBS_AUTORUN: 'false',
    SITE_URL: 'http://localhost:3000',
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    MEDIA_DIR: mediaDir,
  })
  // Empty rather than deleted: `payload run` loads .env, which must not send the seed's pictures
  // to a developer's bucket (an empty S3 variable counts as unset).
  for (const key of mediaStorageVariableNames) env[key] = ''
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'payload'),
    ['run', 'scripts/prepare-db.ts'],
    { cwd: root, encoding: 'utf8', env, timeout: 180_000 },
  )
  if (result.status !== 0) {
    await database.drop()
    throw new Error(`Could not prepare the template database:\n${result.stdout}\n${result.stderr}`)
  }
  project.provide('templateDatabaseUrl', database.url)
  project.provide('templateMediaDir', mediaDir)
  return async () => {
    await database.drop()
    fs.rmSync(mediaDir, { recursive: true, force: true })
  }
}
