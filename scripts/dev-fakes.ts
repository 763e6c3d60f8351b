/**
 * `npm run dev:fakes`: the site wired to a fake Pesapal and a fake eZee, so a
 * newcomer can click through a paid booking and a property-management sync
 * without any provider account.
 *
 * It starts both fakes (scripts/fakes/*), then the production server on its own
 * data directory (DATA_DIR, default ./data-fakes, so the normal demo data stays
 * untouched) with PESAPAL_SANDBOX_URL pointing at the fake, signs in as the
 * admin it created, and configures both providers through the admin API exactly
 * as staff would: Pesapal sandbox active with its IPN registered; eZee active,
 * rooms and rates synchronised and the suggested room mappings saved.
 *
 * Variables: PORT (3000), PUBLIC_URL (the site's public address, default
 * http://localhost:PORT; the script's own calls still go to localhost), DATA_DIR
 * (./data-fakes), FAKE_PESAPAL_PORT (4010), FAKE_EZEE_PORT (4020), ADMIN_EMAIL /
 * ADMIN_PASSWORD (printed defaults).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { parseEnv } from "~server/env";
import { prepareDemo } from "../demo/seed/start";
import { startFakeEzee } from "./fakes/ezee";
import { startFakePesapal } from "./fakes/pesapal";
import { fakesSiteUrls } from "./fakes/site-url";

const { port, local: site, public: publicUrl } = fakesSiteUrls(process.env);
const dataDir = path.resolve(process.env.DATA_DIR ?? "data-fakes");
const adminEmail = process.env.ADMIN_EMAIL ?? "admin@pwanibay.test";
const adminPassword = process.env.ADMIN_PASSWORD ?? "fake-providers-admin-2026";

const pesapal = await startFakePesapal({ port: Number(process.env.FAKE_PESAPAL_PORT ?? 4010) });
const ezee = await startFakeEzee({ port: Number(process.env.FAKE_EZEE_PORT ?? 4020) });

const serverEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: String(port),
  PUBLIC_URL: publicUrl,
  DATA_DIR: dataDir,
  PESAPAL_SANDBOX_URL: pesapal.url,
  ADMIN_EMAIL: adminEmail,
  ADMIN_PASSWORD: adminPassword,
  SEED_DEMO: process.env.SEED_DEMO ?? "1",
};
// The demo hotel (rooms to book and to map), as `npm start` seeds it.
await prepareDemo(parseEnv(serverEnv));
const server = spawn(process.execPath, ["build/server/index.js"], {
  stdio: "inherit",
  env: serverEnv,
});

async function shutdown(code: number): Promise<never> {
  server.kill("SIGTERM");
  await Promise.allSettled([pesapal.close(), ezee.close()]);
  process.exit(code);
}
process.on("SIGINT", () => void shutdown(0));
process.on("SIGTERM", () => void shutdown(0));
server.on("exit", (code) => void shutdown(code ?? 1));

async function waitUntilReady(): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const ready = await fetch(`${site}/api/health`)
      .then((response) => response.json() as Promise<{ status?: string }>)
      .then((health) => health.status === "ok")
      .catch(() => false);
    if (ready) return;
    await delay(500);
  }
  throw new Error(`The site did not become ready at ${site}`);
}

let cookie = "";
async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${site}${url}`, {
    method,
    headers: {
      Origin: publicUrl,
      Cookie: cookie,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const setCookie = response.headers.get("set-cookie");
  if (setCookie) cookie = setCookie.split(";")[0] ?? "";
  const data = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${data.message ?? ""}`);
  return data;
}

try {
  await waitUntilReady();
  await call("POST", "/api/auth/login", { email: adminEmail, password: adminPassword });

  await call("PUT", "/api/admin/pesapal/config", {
    consumerKey: pesapal.consumerKey,
    consumerSecret: pesapal.consumerSecret,
    sandbox: true,
    isActive: true,
  });
  await call("POST", "/api/admin/pesapal/register-ipn");

  await call("PUT", "/api/admin/ezee/config", {
    hotelCode: ezee.hotelCode,
    apiKey: ezee.apiKey,
    apiUrl: ezee.url,
    isActive: true,
  });
  await call("POST", "/api/admin/ezee/sync-rooms");
  await call("POST", "/api/admin/ezee/sync-rates");
  const suggestions = await call<{ localRoomId: number; ezeeRoomTypeId: string }[]>(
    "GET",
    "/api/admin/ezee/room-mappings/suggestions",
  );
  for (const suggestion of suggestions) {
    await call("POST", "/api/admin/ezee/room-mappings", suggestion);
  }

  process.stdout.write(
    [
      "",
      `Site with fake providers: ${publicUrl}`,
      `  Admin: ${publicUrl}/admin  (${adminEmail} / ${adminPassword})`,
      `  Fake Pesapal: ${pesapal.url}  (sandbox, active, IPN registered)`,
      `  Fake eZee:    ${ezee.url}  (hotel code ${ezee.hotelCode}, ${suggestions.length} rooms mapped)`,
      "  Book a room: you are sent to the fake payment page (Pay with M-PESA, card, or fail).",
      `  Data directory: ${dataDir}`,
      "",
    ].join("\n"),
  );
} catch (error) {
  process.stderr.write(`dev:fakes could not configure the providers: ${String(error)}\n`);
  await shutdown(1);
}
