import fs from 'node:fs'

import { coverageDir } from './coverage'

/** Starts the run with an empty coverage record (Playwright's global setup). */
export default function resetCoverage(): void {
  fs.rmSync(coverageDir, { recursive: true, force: true })
}
