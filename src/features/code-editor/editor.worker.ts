// The editor's generic web worker, bundled with the site instead of fetched from a CDN.
import 'monaco-editor/editor/editor.worker.js'
