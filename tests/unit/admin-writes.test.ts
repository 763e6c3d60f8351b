/**
 * Staff screens write one way: through the admin API client (app/admin/api-client.ts, or
 * its typed form app/admin/typed-api.ts).
 * No file under app/routes/admin, app/components/admin or app/components/pesapal (the
 * booking screen's refund form) calls fetch or XMLHttpRequest itself, exports a route
 * action or posts a form to one. Only the session routes outside the admin layout are
 * route actions: sign-in and its code step, sign-out, first setup, accepting an
 * invitation, and the forgotten password's two pages (no session exists there yet).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = process.cwd();
const FOLDERS = ["app/routes/admin", "app/components/admin", "app/components/pesapal"];
const SESSION_ROUTES = new Set([
  "app/routes/admin/login.tsx",
  "app/routes/admin/logout.tsx",
  "app/routes/admin/setup.tsx",
  "app/routes/admin/invite.tsx",
  "app/routes/admin/login-verify.tsx",
  "app/routes/admin/forgot-password.tsx",
  "app/routes/admin/reset-password.tsx",
]);

const RULES: { name: string; pattern: RegExp; allowed?: (file: string) => boolean }[] = [
  { name: "calls fetch( directly", pattern: /(?<![\w.])fetch\s*\(|\.fetch\s*\(/ },
  { name: "opens an XMLHttpRequest", pattern: /\bXMLHttpRequest\b/ },
  {
    name: "exports a route action",
    pattern:
      /export\s+(?:async\s+)?function\s+(?:client)?[aA]ction\b|export\s+(?:const|let)\s+(?:client)?[aA]ction\b|export\s*\{[^}]*\b(?:client)?[aA]ction\b[^}]*\}/,
    allowed: (file) => SESSION_ROUTES.has(file),
  },
  {
    // A post to a route action; the sign-out button of the layout posts to /admin/logout.
    name: "posts a form to a route action",
    pattern:
      /<Form\b(?=[^>]*method="post")(?![^>]*action="\/admin\/(?:logout|login|setup|invite)")/,
    allowed: (file) => SESSION_ROUTES.has(file),
  },
];

/** What `source` (the text of `file`, relative to the root) breaks. */
function breaches(file: string, source: string): string[] {
  return RULES.filter((rule) => rule.pattern.test(source) && !rule.allowed?.(file)).map(
    (rule) => `${file} ${rule.name}`,
  );
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("admin writes go through the one API client", () => {
  it("recognises each way around it", () => {
    const screen = "app/routes/admin/rooms.tsx";
    expect(breaches(screen, 'await fetch("/api/admin/rooms/1", { method: "PUT" });')).toEqual([
      `${screen} calls fetch( directly`,
    ]);
    expect(breaches(screen, "const r = await window.fetch(url);")).toHaveLength(1);
    expect(breaches(screen, "const xhr = new XMLHttpRequest();")).toHaveLength(1);
    expect(breaches(screen, "export async function action({ request }) {}")).toHaveLength(1);
    expect(breaches(screen, "export const clientAction = async () => null;")).toHaveLength(1);
    expect(breaches(screen, "export { action } from './rooms.server';")).toHaveLength(1);
    expect(breaches(screen, '<Form method="post" className="grid">')).toHaveLength(1);
    // Allowed: the session routes, the sign-out button, a search form, the client's own call.
    expect(breaches("app/routes/admin/login.tsx", "export async function action() {}")).toEqual([]);
    expect(breaches(screen, '<Form method="post" action="/admin/logout">')).toEqual([]);
    expect(breaches(screen, '<Form method="get" role="search">')).toEqual([]);
    expect(breaches(screen, 'await adminApi.put("/api/admin/rooms/1", body);')).toEqual([]);
    expect(breaches(screen, "const refetch = () => revalidator.revalidate();")).toEqual([]);
  });

  it("no admin screen or component writes another way", () => {
    const files = FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
    expect(files.length).toBeGreaterThan(40);
    const found = files.flatMap((file) =>
      breaches(path.relative(ROOT, file).split(path.sep).join("/"), readFileSync(file, "utf8")),
    );
    expect(found).toEqual([]);
  });
});
