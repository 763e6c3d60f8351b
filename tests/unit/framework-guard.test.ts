/**
 * The app uses React Router the way its documentation does: no import of an
 * `UNSAFE_*` export of any library, and no component of its own standing in for React
 * Router's `Link` or `NavLink` (the app imports them from "react-router").
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
});
