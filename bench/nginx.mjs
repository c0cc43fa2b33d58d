// nginx (Debian package) on another loopback port, from a throw-away prefix (config, pid, logs,
// temp folders, cache), stopped right after: the site's pages served from files (the machine's
// limit for those bytes) and through the documented page cache in front of the site.
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

/**
 * Two ways nginx serves a page: `/__file/<name>.html` from a file (the machine's limit for those
 * bytes), and every other address through the page cache in front of the site that
 * docs/DEPLOYMENT.md documents (its `proxy_cache` lines, with a throw-away cache folder), plus an
 * `X-Cache-Status` header so the bench can tell a copy from a pass-through.
 * @param {string} prefix @param {number} port @param {number} upstreamPort
 */
function config(prefix, port, upstreamPort) {
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
  proxy_cache_path ${prefix}/cache levels=1:2 keys_zone=site:20m max_size=1g inactive=1d;
  map $http_cookie $site_private {
    default 0;
    "~*(__prerender_bypass|payload-token)=" 1;
  }
  server {
    listen 127.0.0.1:${port};
    location /__file/ { alias ${prefix}/html/; }
    location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-ID $request_id;
      proxy_cache site;
      proxy_cache_key "$scheme$host$request_uri$http_rsc$http_next_router_prefetch";
      proxy_cache_use_stale updating error timeout http_502 http_503;
      proxy_cache_background_update on;
      proxy_cache_lock on;
      proxy_cache_bypass $site_private;
      proxy_no_cache $site_private;
      add_header X-Cache-Status $upstream_cache_status;
    }
  }
}
`
}

/**
 * Starts nginx (files: name -> HTML, served at `/__file/<name>.html`; every other address goes
 * through the cache to the site on `upstreamPort`), runs `measure(base)`, stops nginx whatever
 * happens.
 * @template T
 * @param {string} binary
 * @param {number} port
 * @param {number} upstreamPort
 * @param {Map<string, string>} files
 * @param {(base: string) => Promise<T>} measure
 */
export async function withNginx(binary, port, upstreamPort, files, measure) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'))
  // Workers run as nobody when we are root: they must be able to read the pages and write the cache.
  fs.chmodSync(prefix, 0o755)
  fs.mkdirSync(path.join(prefix, 'html'), { mode: 0o755 })
  fs.mkdirSync(path.join(prefix, 'cache'), { mode: 0o777 })
  fs.chmodSync(path.join(prefix, 'cache'), 0o777)
  for (const [name, html] of files)
    fs.writeFileSync(path.join(prefix, 'html', `${name}.html`), html, { mode: 0o644 })
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), config(prefix, port, upstreamPort))
  const child = startGroup(binary, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    logFile: path.join(resultsDir, 'nginx.log'),
  })
  try {
    const base = `http://127.0.0.1:${port}`
    const first = files.keys().next().value
    const deadline = Date.now() + 10_000
    while (
      !(await fetch(`${base}/__file/${first}.html`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error('nginx did not start (see bench/results/nginx.log)')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return await measure(base)
  } finally {
    await stopGroup(child)
    fs.rmSync(prefix, { recursive: true, force: true })
  }
}
