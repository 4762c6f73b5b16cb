/**
 * nginx configurations for the proxy's floor benchmark: `proxy_pass` alone, and `proxy_pass` with the list's
 * rename done in Lua with cjson (the way OpenResty and Kong users write a body rewrite). The rename is the
 * test overlay's (upstream `name` back to the v4 client's `recordName` in every row of `data`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';

const MODULES = '/usr/share/nginx/modules';

/** The shared frame of both configurations: one worker, no daemon, logs under `prefix`. */
function frame(prefix: string, modules: string, server: string): string {
  return `${modules}
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  upstream api { server UPSTREAM; keepalive 64; }
${server}
}
`;
}

const upstreamHost = (url: string): string => new URL(url).host;

/** nginx forwarding to the upstream untouched. */
export function nginxConfig(port: number, upstream: string, prefix: string): string {
  return frame(
    prefix,
    '',
    `  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }`,
  ).replace('UPSTREAM', upstreamHost(upstream));
}

/** nginx serving the v4 path `/records` from the v6 `/api/v6/categories`, the rows renamed in Lua. */
export function luaRenameConfig(port: number, upstream: string, prefix: string): string {
  return frame(
    prefix,
    `load_module ${MODULES}/ndk_http_module.so;\nload_module ${MODULES}/ngx_http_lua_module.so;`,
    `  lua_package_cpath "/usr/lib/x86_64-linux-gnu/lua/5.1/?.so;;";
  init_by_lua_block { cjson = require "cjson" }
  server {
    listen 127.0.0.1:${port};
    location = /records {
      proxy_pass http://api/api/v6/categories;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      header_filter_by_lua_block { ngx.header.content_length = nil }
      body_filter_by_lua_block {
        local chunk, eof = ngx.arg[1], ngx.arg[2]
        local parts = ngx.ctx.parts
        if not parts then parts = {}; ngx.ctx.parts = parts end
        if chunk ~= "" then parts[#parts + 1] = chunk end
        if not eof then ngx.arg[1] = nil; return end
        local doc = cjson.decode(table.concat(parts))
        for _, row in ipairs(doc.data) do row.recordName = row.name; row.name = nil end
        ngx.arg[1] = cjson.encode(doc)
      }
    }
  }`,
  ).replace('UPSTREAM', upstreamHost(upstream));
}

/** Whether nginx with its Lua module and cjson can run here; why not otherwise. */
export function nginxUsable(): { ok: true } | { ok: false; why: string } {
  if (spawnSync('nginx', ['-v']).error) return { ok: false, why: 'nginx is not installed' };
  if (!existsSync(`${MODULES}/ngx_http_lua_module.so`)) {
    return { ok: false, why: 'the nginx Lua module (libnginx-mod-http-lua) is not installed' };
  }
  const prefix = `${tmpdir()}/compliance-migrate-nginx-check-${process.pid}`;
  mkdirSync(`${prefix}/logs`, { recursive: true });
  writeFileSync(`${prefix}/nginx.conf`, luaRenameConfig(1, 'http://127.0.0.1:1', prefix));
  const check = spawnSync('nginx', ['-t', '-p', prefix, '-c', `${prefix}/nginx.conf`], { encoding: 'utf8' });
  if (check.status !== 0) {
    const why = check.stderr.split('\n').find((l) => l.includes('emerg')) ?? 'nginx -t failed';
    return {
      ok: false,
      why: `nginx cannot load the Lua configuration (${why.trim()}; lua-cjson installed?)`,
    };
  }
  return { ok: true };
}
