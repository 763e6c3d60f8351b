/**
 * The page runs of `npm run bench`: the public pages served by the project (page cache on,
 * then off) and the very same bytes served by nginx in the same run, when Debian's nginx is
 * installed (`apt-get install -y nginx-light`). Every request asks for gzip on both sides.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { type LoadOptions, type LoadStats, run } from "./load";
import { freePort } from "./server";

export const PAGES = ["/", "/rooms", "/rooms/1"] as const;
const ACCEPT = { "accept-encoding": "gzip", "accept-language": "en" };

/** GET one page at full speed; "ok" is a 200 (or 304). */
export function runPage(options: LoadOptions, pagePath: string): Promise<LoadStats> {
  return run(options, { method: "GET", path: pagePath, headers: ACCEPT }, (status) =>
    status === 200 || status === 304 ? "ok" : `HTTP ${status}`,
  );
}

/** The HTML the project serves for each page (decompressed), as a guest without cookies gets it. */
export async function pageBodies(url: string): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  for (const page of PAGES) {
    const response = await fetch(`${url}${page}`, { headers: ACCEPT });
    if (response.status !== 200) throw new Error(`GET ${page} answered ${response.status}`);
    bodies.set(page, await response.text());
  }
  return bodies;
}

/** The resident memory of a process in MB (Linux), or null. */
export function rssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

export interface Nginx {
  url: string;
  version: string;
  stop(): Promise<void>;
}

function nginxBinary(): string | null {
  for (const candidate of ["/usr/sbin/nginx", "nginx"]) {
    const probe = spawnSync(candidate, ["-v"], { encoding: "utf8" });
    if (probe.status === 0) return candidate;
  }
  return null;
}

/**
 * nginx serving the given pages, gzip-compressed ahead (gzip_static), on a free port; null
 * when nginx is not installed.
 */
export async function startNginx(bodies: Map<string, string>): Promise<Nginx | null> {
  const binary = nginxBinary();
  if (!binary) return null;
  const version = spawnSync(binary, ["-v"], { encoding: "utf8" }).stderr.trim();
  const prefix = mkdtempSync(path.join(tmpdir(), "pwani-bench-nginx-"));
  const root = path.join(prefix, "root");
  for (const [page, html] of bodies) {
    const file = path.join(root, page === "/" ? "index.html" : `${page.slice(1)}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    writeFileSync(`${file}.gz`, gzipSync(html));
  }
  // nginx's workers run as nobody when started by root: they must read the files.
  for (const dir of [prefix, root, path.join(root, "rooms")]) chmodSync(dir, 0o755);
  const port = await freePort();
  const conf = path.join(prefix, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes auto;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  types { text/html html; }
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location = / { try_files /index.html =404; }
    location / { try_files $uri.html =404; }
  }
}
`,
  );
  const child: ChildProcess = spawn(binary, ["-p", prefix, "-c", conf], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const ok = await fetch(`${url}/`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill("SIGKILL");
      throw new Error(`nginx did not start: ${readFileSync(`${prefix}/error.log`, "utf8")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    version,
    async stop() {
      child.kill("SIGQUIT");
      await new Promise((resolve) => child.once("exit", resolve));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
