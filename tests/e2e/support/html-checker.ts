import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

type CheckerMessage = { type: string; url: string; message: string; extract?: string }

/**
 * The W3C's Nu HTML checker (the npm package `vnu-jar`, run with the machine's Java) over
 * documents given by name: the errors it finds, as "name: message (extract)". One checker run
 * reads every document, so its start-up is paid once.
 */
export async function htmlErrors(documents: Map<string, string>): Promise<string[]> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'html-check-'))
  const names = new Map<string, string>()
  try {
    for (const [index, [name, html]] of [...documents].entries()) {
      const file = path.join(folder, `${index}.html`)
      fs.writeFileSync(file, html)
      names.set(file, name)
    }
    const jar = path.join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar')
    const { stderr } = await run(
      'java',
      ['-jar', jar, '--errors-only', '--format', 'json', '--exit-zero-always', folder],
      { maxBuffer: 64 * 1024 * 1024 },
    )
    const { messages } = JSON.parse(stderr) as { messages: CheckerMessage[] }
    return messages.map((found) => {
      const name = names.get(decodeURIComponent(new URL(found.url).pathname)) ?? found.url
      return `${name}: ${found.message}${found.extract ? ` («${found.extract.trim()}»)` : ''}`
    })
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
}
