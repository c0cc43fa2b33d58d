// Builds the bench's bare Next.js baseline when it is missing or stale, and nothing else:
// `npm test` runs it beside its integration tests, so that the bench smoke at the end of the run
// finds it built instead of building it after the browser tests, on the run's critical path.
import fs from 'node:fs'

import { buildBareIfNeeded } from './bare-next.mjs'
import { resultsDir } from './env.mjs'

fs.mkdirSync(resultsDir, { recursive: true })
const seconds = await buildBareIfNeeded(false, console.log)
console.log(seconds === null ? 'bare build current' : `bare build: ${seconds.toFixed(0)} s`)
// Ends here: without this, a handle left open by the bench's modules kept the process (idle)
// alive until `npm test` ended, and the step's reported time with it.
process.exit(0)
