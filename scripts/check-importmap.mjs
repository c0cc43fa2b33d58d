// Proves the committed admin import map lists every component the Payload config names.
// `next build` does not regenerate it: a component added to the config without a fresh map
// builds fine and is then missing from the admin (for example the sign-in screen's logo).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const file = path.join(root, 'src', 'app', '(payload)', 'admin', 'importMap.js')
const committed = fs.readFileSync(file, 'utf8')
const result = spawnSync(
  path.join(root, 'node_modules', '.bin', 'payload'),
  ['generate:importmap'],
  { cwd: root, encoding: 'utf8' },
)
if (result.status !== 0) {
  console.error(result.stdout, result.stderr)
  process.exit(1)
}
const generated = fs.readFileSync(file, 'utf8')
if (generated !== committed) {
  console.error(
    'The admin import map is behind the Payload config. It is now regenerated: review and commit\n' +
      '  src/app/(payload)/admin/importMap.js',
  )
  process.exit(1)
}
console.log('The admin import map matches the Payload config.')
