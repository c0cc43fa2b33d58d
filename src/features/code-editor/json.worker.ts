// The JSON language's web worker (validation, folding, formatting), bundled with the site.
import 'monaco-editor/languages/features/json/json.worker.js'
