import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDataDir, type RunningServer, startServer } from "./server";

const EMAIL = "owner@pwanibay.test";
const PASSWORD = "one-build-owner-2026";

describe("one server build", () => {
  it("bundles the app, the services and the pages: the build imports packages only", () => {
    const bundle = readFileSync("build/server/index.js", "utf8");
    const specifiers = [
      ...bundle.matchAll(/\bfrom\s*"([^"]+)"/g),
      ...bundle.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g),
    ].map((match) => match[1] ?? "");
    expect(specifiers.length).toBeGreaterThan(10);
    // A relative import would load a second copy of a source module beside the bundle's.
    const relative = specifiers.filter(
      (specifier) => specifier.startsWith(".") && !specifier.startsWith("./assets/"),
    );
    expect(relative).toEqual([]);
    // One copy of the read cache, shared by the API and the page loaders.
    expect(bundle.match(/function cachedRead\(/g)).toHaveLength(1);
    expect(bundle).not.toContain("pwani.readCache");
  });

  it("`npm start` with a current build starts it with plain node without building again", async () => {
    const child: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: "0",
        LOG_LEVEL: "info",
        DATA_DIR: freshDataDir(),
        SKIP_DEMO_MEDIA: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const logs: string[] = [];
    child.stdout?.on("data", (chunk: Buffer) => logs.push(chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => logs.push(chunk.toString()));
    try {
      const port = await new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(logs.join(""))), 60_000);
        const check = () => {
          const port = /"port":(\d+)/.exec(logs.join(""))?.[1];
          if (port) {
            clearTimeout(timer);
            resolve(Number(port));
          } else setTimeout(check, 50);
        };
        check();
      });
      expect(logs.join("")).toContain("The build is current: starting it.");
      expect(logs.join("")).not.toContain("building");
      const response = await fetch(`http://127.0.0.1:${port}/`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("Pwani Bay");
    } finally {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  });
});

describe("an admin write through the API shows on the next page at once", () => {
  let server: RunningServer;
  let cookie = "";

  beforeAll(async () => {
    server = await startServer({
      DATA_DIR: freshDataDir(),
      SKIP_DEMO_MEDIA: "1",
      ADMIN_EMAIL: EMAIL,
      ADMIN_PASSWORD: PASSWORD,
    });
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("a new hotel phone number is on the home page right after the save", async () => {
    const headers = { Cookie: cookie, Origin: server.url, "Content-Type": "application/json" };
    // The page has read (and cached) the settings before the change.
    expect(await (await fetch(`${server.url}/contact`)).text()).not.toContain("+254 700 123987");
    const current = (await (
      await fetch(`${server.url}/api/admin/settings`, { headers })
    ).json()) as Record<string, unknown>;
    const { currency: _currency, ...settings } = current;
    const saved = await fetch(`${server.url}/api/admin/settings`, {
      method: "PUT",
      headers,
      body: JSON.stringify({
        ...settings,
        phones: ["+254 700 123 987", ...(settings.phones as string[]).slice(1)],
      }),
    });
    expect(saved.status).toBe(200);
    // No wait for the read cache's lifetime: the API and the pages share one cache.
    expect(await (await fetch(`${server.url}/contact`)).text()).toContain("+254 700 123987");
  });
});
