// Integration tests build the Payload config from the environment: pin what tests rely on.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll } from 'vitest'

Object.assign(process.env, { NODE_ENV: 'test' })
process.env.JOBS_AUTORUN = 'false'
process.env.SITE_URL = 'http://localhost:3000'
process.env.LOG_LEVEL = 'warn'
delete process.env.SMTP_URL
delete process.env.ADMIN_EMAIL
delete process.env.ADMIN_PASSWORD
// The seed uploads pictures: each test file gets its own media folder, removed afterwards.
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-int-media-'))
process.env.MEDIA_DIR = mediaDir
afterAll(() => fs.rmSync(mediaDir, { recursive: true, force: true }))
