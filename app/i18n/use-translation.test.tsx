import { renderToString } from "react-dom/server";
import { I18nextProvider, Trans, useTranslation as useLibraryTranslation } from "react-i18next";
import { describe, expect, it } from "vitest";
import { loadResources } from "./catalogues.server";
import { createI18n } from "./i18n";
import { useTranslation } from "./use-translation";

const i18n = createI18n("fr", loadResources("fr"));

/** What each hook answers for the same calls, rendered on the server. */
function Texts({ hook }: { hook: typeof useTranslation }) {
  const { t } = hook("booking");
  const { t: common } = hook();
  return (
    <>
      <p>{t("search.label")}</p>
      <p>{t("common:nav.home")}</p>
      <p>{common("nav.home")}</p>
      <p>{t("booking.nightFree", { date: "2 mai", count: 3 })}</p>
      <p>{t("booking.nightFree", { date: "2 mai", count: 1 })}</p>
      <p>{t("booking.nightFree", { date: "2 mai", count: 1, lng: "de" })}</p>
      <p>{t("search.label", { ns: "common" })}</p>
      <Trans
        t={t}
        i18nKey="booking.phoneHint"
        values={{ example: "+254" }}
        components={{ tel: <b /> }}
      />
    </>
  );
}

const render = (hook: typeof useTranslation) =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <Texts hook={hook} />
    </I18nextProvider>,
  );

const seen: { t: unknown; i18n: unknown }[] = [];

function Probe() {
  const { t, i18n: instance } = useTranslation("booking");
  seen.push({ t, i18n: instance });
  return null;
}

describe("useTranslation on the server", () => {
  it("renders exactly what react-i18next's hook renders", () => {
    const ours = render(useTranslation);
    expect(ours).toBe(render(useLibraryTranslation));
    // Real French texts, not keys.
    expect(ours).toContain("<p>Rechercher des chambres");
    expect(ours).not.toContain("booking.phoneHint");
    expect(ours).toContain("<b>+254</b>");
  });

  it("binds t once per instance and namespace, and hands out the instance itself", () => {
    seen.length = 0;
    const page = () =>
      renderToString(
        <I18nextProvider i18n={i18n}>
          <Probe />
          <Probe />
        </I18nextProvider>,
      );
    page();
    page();
    expect(seen).toHaveLength(4);
    expect(new Set(seen.map((entry) => entry.t)).size).toBe(1);
    expect(seen.every((entry) => entry.i18n === i18n)).toBe(true);
  });
});

describe("imports", () => {
  it("every component takes useTranslation from ~/i18n/use-translation", async () => {
    const { readFile, readdir } = await import("node:fs/promises");
    const { join } = await import("node:path");
    const appDir = join(import.meta.dirname, "..");
    const files = (await readdir(appDir, { recursive: true })).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const offenders: string[] = [];
    for (const file of files) {
      if (file.endsWith(join("i18n", "use-translation.ts"))) continue;
      const text = await readFile(join(appDir, file), "utf8");
      if (/import\s*\{[^}]*\buseTranslation\b[^}]*\}\s*from\s*"react-i18next"/.test(text)) {
        offenders.push(file);
      }
    }
    expect(files.length).toBeGreaterThan(100);
    expect(offenders).toEqual([]);
  });
});
