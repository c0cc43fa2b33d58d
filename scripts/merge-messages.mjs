// Usage: node scripts/merge-messages.mjs <namespace> <fr-file.json> <en-file.json>
// Replaces one top-level namespace in both message files, keeping the others untouched.
import fs from 'node:fs'

const [namespace, frFile, enFile] = process.argv.slice(2)
if (!namespace || !frFile || !enFile) {
  console.error('Usage: node scripts/merge-messages.mjs <namespace> <fr.json> <en.json>')
  process.exit(2)
}
for (const [locale, source] of [
  ['fr', frFile],
  ['en', enFile],
]) {
  const target = `src/i18n/messages/${locale}.json`
  const messages = JSON.parse(fs.readFileSync(target, 'utf8'))
  messages[namespace] = JSON.parse(fs.readFileSync(source, 'utf8'))
  fs.writeFileSync(target, `${JSON.stringify(messages, null, 2)}\n`)
  console.log(`${target}: namespace "${namespace}" written`)
}
