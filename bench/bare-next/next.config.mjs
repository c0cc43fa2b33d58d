// The bench's baseline: a bare Next.js app (static pages, default settings) built with the
// project's own `next`, so the site's cached pages can be compared with what the framework alone
// serves on the same machine. Built (with webpack) and started by bench/bare-next.mjs.
import path from 'node:path'

// The project's folder: its node_modules hold the `next` this app runs on.
const projectRoot = path.resolve(import.meta.dirname, '..', '..')

const config = {
  // Beside the site's own build folders (.next-*), which git, eslint, prettier and tsc already
  // leave alone; Next accepts a build folder anywhere inside the workspace.
  distDir: '../../.next-bench-bare',
  // Named rather than inferred from the lock file, so the build log carries no warning about it.
  outputFileTracingRoot: projectRoot,
}

export default config
