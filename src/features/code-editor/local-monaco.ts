import * as monaco from 'monaco-editor/editor/editor.api.js'
// The languages of the back office's fields: JSON (with its worker: folding, errors) and HTML.
import 'monaco-editor/languages/features/json/register.js'
import 'monaco-editor/languages/definitions/html/register.js'

/**
 * Monaco from the site's own bundle. Payload's code and JSON fields load the editor through
 * `@monaco-editor/loader`, whose default is a public CDN: the admin would then fetch scripts from
 * another host, and offline the fields would stay blank boxes. Payload's client bundle carries
 * its own copy of that loader, out of reach of `loader.config()`, but every copy first takes an
 * instance already on `window.monaco`, which this module sets before any editor mounts.
 */
Object.assign(self, {
  MonacoEnvironment: {
    // Asked for every worker, the JSON language's included: both come from this bundle too
    // (Monaco's own references would ship the worker's source unbundled).
    getWorker: (_moduleId: string, label: string) =>
      label === 'json'
        ? new Worker(new URL('./json.worker.ts', import.meta.url), { type: 'module' })
        : new Worker(new URL('./editor.worker.ts', import.meta.url), { type: 'module' }),
  },
})
Object.assign(window, { monaco })
