/**
 * The app uses its libraries the way their documentation does: no import of an `UNSAFE_*`
 * export, no read or write of React Router's undocumented render fields, no change to the
 * bytes React Router writes, a document handler in the documented shape, and React
 * Router's `Link` and `NavLink`, react-i18next's `useTranslation` and lucide-react's icons
 * themselves rather than components of the app's own standing in for them.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { typeScriptFiles } from "../helpers/source-files";

/** The product's source: the app, the server and the rules they share (tests apart). */
const SOURCE = ["app", "server", "core"]
  .flatMap((directory) => typeScriptFiles(directory))
  .filter((file) => !/\.test\.tsx?$/.test(file));

describe("the framework as documented", () => {
  it("imports nothing named UNSAFE_", () => {
    const offenders = SOURCE.filter((file) => /\bUNSAFE_\w+/.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });

  it("has no Link or NavLink of its own: React Router's are used", () => {
    const own = SOURCE.filter((file) =>
      /export\s+(?:function|const)\s+(?:Nav)?Link\b/.test(readFileSync(file, "utf8")),
    );
    expect(own).toEqual([]);
    const users = SOURCE.filter((file) =>
      /import\s*\{[^}]*\b(?:Nav)?Link\b[^}]*\}\s*from\s*"react-router"/.test(
        readFileSync(file, "utf8"),
      ),
    );
    // The public site and the admin both link through React Router's components.
    expect(users.length).toBeGreaterThan(40);
  });

  it("neither reads nor writes React Router's undocumented render fields or output", () => {
    // renderMeta.streamCache and serverHandoffStream fed a renderer of the app's own; the
    // boot module and its preloads were rewritten in the bytes of the page.
    const pattern =
      /\b(renderMeta|streamCache|serverHandoffStream|__reactRouter\w*)\b|modulepreload/;
    const offenders = SOURCE.filter((file) => pattern.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });

  it("renders documents with renderToPipeableStream, as React Router documents it", () => {
    const entry = readFileSync("app/entry.server.tsx", "utf8");
    expect(entry).toMatch(/export default function handleRequest\(/);
    expect(entry).toMatch(/renderToPipeableStream\(\s*<NonceContext\.Provider/);
    expect(entry).toContain("<ServerRouter context={routerContext} url={request.url}");
    // No second renderer and no handing over of a part of the route tree.
    const renderers = SOURCE.filter((file) =>
      /\brenderTo(String|StaticMarkup|ReadableStream)\b/.test(readFileSync(file, "utf8")),
    );
    expect(renderers).toEqual([]);
    expect(entry).not.toMatch(/manifest/);
  });

  it("takes useTranslation from react-i18next and icons from lucide-react", () => {
    const forks = SOURCE.filter((file) =>
      /export\s+(?:function|const)\s+useTranslation\b/.test(readFileSync(file, "utf8")),
    );
    expect(forks).toEqual([]);
    const translated = SOURCE.filter((file) =>
      /import\s*\{[^}]*\buseTranslation\b[^}]*\}\s*from\s*"react-i18next"/.test(
        readFileSync(file, "utf8"),
      ),
    );
    expect(translated.length).toBeGreaterThan(50);
    // No module of the app re-exports or redraws lucide's icons: they are imported as is.
    const redrawn = SOURCE.filter((file) =>
      /\bas\s+Lucide\w+|export\s*\{[^}]*\}\s*from\s*"lucide-react"/.test(
        readFileSync(file, "utf8"),
      ),
    );
    expect(redrawn).toEqual([]);
  });
});
