import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const INPUTS = [
  'src',
  'public',
  'package-lock.json',
  'next.config.ts',
  'tsconfig.json',
  'postcss.config.mjs',
]

function walk(target, files) {
  if (!fs.existsSync(target)) return
  const stat = fs.statSync(target)
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(target).sort()) walk(path.join(target, entry), files)
  } else {
    files.push(`${target}:${stat.size}:${stat.mtimeMs}`)
  }
}

/** Changes whenever a build input changes, so `npm start` rebuilds only when needed. */
export function sourceFingerprint(root) {
  const files = []
  for (const input of INPUTS) walk(path.join(root, input), files)
  return crypto.createHash('sha256').update(files.join('\n')).digest('hex')
}
