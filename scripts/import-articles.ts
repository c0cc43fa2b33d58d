// `npm run blog:import -- <files...>`: imports Markdown or HTML files as blog articles (drafts
// unless their front matter says `status: published`), through Payload's local API.
import fs from 'node:fs/promises'
import path from 'node:path'

import { getPayload } from 'payload'

const files = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('-') && /\.(md|markdown|html?)$/i.test(arg))
if (files.length === 0) {
  console.error('Usage: npm run blog:import -- <article.md|article.html> [...]')
  process.exit(2)
}
const { default: config } = await import('@payload-config')
const { importArticle } = await import('@/features/blog/import/import-article')
const payload = await getPayload({ config })
let refused = 0
for (const file of files) {
  const result = await importArticle(payload, {
    name: path.basename(file),
    text: await fs.readFile(file, 'utf8'),
  })
  if (result.status === 'created')
    console.log(`created  ${file}  #${result.id} (${result.language}) ${result.title}`)
  else {
    refused += 1
    console.log(`refused  ${file}  ${result.reason}`)
  }
}
process.exit(refused > 0 ? 1 : 0)
