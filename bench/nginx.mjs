// The machine's limit: the same HTML served by nginx (Debian package) on another loopback port,
// from a throw-away prefix (config, pid, logs, temp folders), stopped right after.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { resultsDir } from './env.mjs'
import { startGroup, stopGroup } from './processes.mjs'

export function nginxPath() {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], {
    encoding: 'utf8',
  })
  return found.status === 0 ? found.stdout.trim().split('\n')[0] || null : null
}

/** @param {string} prefix @param {number} port */
function config(prefix, port) {
  return `worker_processes auto;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  default_type text/html;
  server {
    listen 127.0.0.1:${port};
    root ${prefix}/html;
    location / { try_files /index.html =404; }
  }
}
`
}

/**
 * Serves `html` with nginx, runs `measure(url)`, stops nginx whatever happens.
 * @template T
 * @param {string} binary
 * @param {number} port
 * @param {string} html
 * @param {(url: string) => Promise<T>} measure
 */
export async function withNginx(binary, port, html, measure) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'))
  // Workers run as nobody when we are root: they must be able to read the page.
  fs.chmodSync(prefix, 0o755)
  fs.mkdirSync(path.join(prefix, 'html'), { mode: 0o755 })
  fs.writeFileSync(path.join(prefix, 'html', 'index.html'), html, { mode: 0o644 })
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), config(prefix, port))
  const child = startGroup(binary, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    logFile: path.join(resultsDir, 'nginx.log'),
  })
  try {
    const url = `http://127.0.0.1:${port}/`
    const deadline = Date.now() + 10_000
    while (
      !(await fetch(url).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error('nginx did not start (see bench/results/nginx.log)')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return await measure(url)
  } finally {
    await stopGroup(child)
    fs.rmSync(prefix, { recursive: true, force: true })
  }
}
