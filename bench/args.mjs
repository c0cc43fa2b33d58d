// Command-line options of `npm run bench`. Pure: unit-tested in table.test.ts.

export const FULL_SCALES = [100, 1000, 10000]

/**
 * @typedef {object} BenchOptions
 * @property {'full' | 'quick' | 'smoke'} mode
 * @property {number[]} scales articles per language to seed, in order (empty: no scale phase)
 * @property {number} lighthouseRuns
 * @property {number} loadSeconds autocannon duration per target
 * @property {number} soakSeconds length of the memory soak (0: none)
 * @property {boolean} rebuild build even when the build folder matches the sources
 * @property {boolean} reuseBuild keep an existing build even when the sources changed since
 * @property {boolean} buildOnly prepare the database and the builds, then stop (to build under a
 *   lock shared with other builds, then measure apart with --reuse-build)
 */

/**
 * --smoke: CI's check that the bench still works (one page, one run, 2 s load, 10 s soak, no scale).
 * --quick: every measure once, short loads, a 1-minute soak, a small scale step only.
 * --scale=100,1000: the scale steps (--scale=none skips them).
 * @param {string[]} argv
 * @returns {BenchOptions}
 */
export function parseArgs(argv) {
  /** @type {BenchOptions} */
  const options = {
    mode: 'full',
    scales: FULL_SCALES,
    lighthouseRuns: 3,
    loadSeconds: 10,
    soakSeconds: 600,
    rebuild: false,
    reuseBuild: false,
    buildOnly: false,
  }
  for (const arg of argv) {
    if (arg === '--smoke') {
      Object.assign(options, {
        mode: 'smoke',
        scales: [],
        lighthouseRuns: 1,
        loadSeconds: 2,
        soakSeconds: 10,
      })
    } else if (arg === '--quick') {
      Object.assign(options, {
        mode: 'quick',
        scales: [100],
        lighthouseRuns: 1,
        loadSeconds: 3,
        soakSeconds: 60,
      })
    } else if (arg === '--rebuild') {
      options.rebuild = true
    } else if (arg === '--reuse-build') {
      // For working on the bench itself while others edit the sources.
      options.reuseBuild = true
    } else if (arg === '--build-only') {
      options.buildOnly = true
    } else if (arg.startsWith('--scale=')) {
      options.scales = parseScales(arg.slice('--scale='.length))
    } else {
      throw new Error(
        `Unknown option ${arg} (use --smoke, --quick, --rebuild, --reuse-build, --build-only, --scale=100,1000)`,
      )
    }
  }
  return options
}

/**
 * @param {string} text
 * @returns {number[]}
 */
export function parseScales(text) {
  if (text === 'none' || text === '') return []
  const scales = text.split(',').map((part) => Number(part.trim()))
  if (scales.some((value) => !Number.isInteger(value) || value < 1 || value > 50000)) {
    throw new Error(`--scale takes article counts from 1 to 50000, comma-separated: ${text}`)
  }
  // Seeding only adds articles, so steps must grow.
  return [...new Set(scales)].sort((a, b) => a - b)
}
