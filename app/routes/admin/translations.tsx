import { Link, useSearchParams } from "react-router";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { isLang, LANGUAGES, type Lang } from "~core/i18n/languages";
import { LANGUAGE_NAMES } from "~core/schemas/admin-content";
import { translationReport } from "~server/services/content/admin/translations";
import type { Route } from "./+types/translations";

export function meta() {
  return [{ title: "Translations | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { report: await translationReport(context.services.db) };
}

/**
 * What guests in each language still read in English: the content fields
 * without a translation, per language, each with a link to where it is edited.
 */
export default function AdminTranslations({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  const [params, setParams] = useSearchParams();
  const wanted = params.get("lang");
  const lang = isLang(wanted) && wanted !== "en" ? wanted : "all";
  const items =
    lang === "all" ? report.items : report.items.filter((item) => item.missing.includes(lang));
  const stale =
    lang === "all" ? report.stale : report.stale.filter((item) => item.stale.includes(lang));
  const others = LANGUAGES.filter((code) => code !== "en");

  return (
    <>
      <h1 className="font-display text-3xl text-ink">Missing translations</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">
        Guests reading the site in a language below see the English text wherever a field has no
        translation. Fields counted per language:
      </p>
      <ul className="mt-4 flex flex-wrap gap-3">
        {others.map((code) => (
          <li key={code} className="rounded-lg bg-white px-3 py-2 ring-1 ring-sand-200">
            <span className="font-semibold text-ink">{LANGUAGE_NAMES[code]}</span>{" "}
            <span className="tabular-nums text-ink-muted">{report.counts[code]} missing</span>
          </li>
        ))}
      </ul>
      <Field id="lang-filter" label="Show fields missing" className="mt-6 max-w-xs">
        <Select
          value={lang}
          onChange={(event) => {
            const value = event.target.value;
            setParams(value === "all" ? {} : { lang: value }, { replace: true });
          }}
        >
          <option value="all">Any language</option>
          {others.map((code) => (
            <option key={code} value={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </Select>
      </Field>
      <FieldTable
        caption="Content fields missing a translation"
        languagesHeading="Missing in"
        action="Edit"
        rows={items.map((item) => ({ ...item, languages: item.missing }))}
        empty="Everything is translated."
        className="mt-6"
      />
      <h2 className="mt-10 font-display text-2xl text-ink">Older than the English text</h2>
      <p className="mt-2 max-w-3xl text-ink-muted">
        The English text changed after these translations were written. Check each one and save it;
        saving the translation clears its mark.
      </p>
      <FieldTable
        caption="Translations older than the English text"
        languagesHeading="Older in"
        action="Update"
        rows={stale.map((item) => ({ ...item, languages: item.stale }))}
        empty="No translation is older than its English text."
        className="mt-4"
      />
    </>
  );
}

/**
 * Content fields and the languages they lack or hold outdated, each with a link to edit it;
 * `empty` is said instead when there is none.
 */
function FieldTable({
  caption,
  languagesHeading,
  action,
  rows,
  empty,
  className,
}: {
  caption: string;
  languagesHeading: string;
  action: string;
  rows: { editUrl: string; field: string; kind: string; item: string; languages: Lang[] }[];
  empty: string;
  className: string;
}) {
  if (rows.length === 0) {
    return (
      <p role="status" className={`${className} rounded-lg bg-palm-600/10 p-3 text-palm-700`}>
        {empty}
      </p>
    );
  }
  return (
    <div className={`${className} overflow-x-auto`}>
      <table className="w-full min-w-[40rem] text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-sand-300 text-start">
            <th scope="col" className="py-2 pe-3 text-start">
              Content
            </th>
            <th scope="col" className="py-2 pe-3 text-start">
              Field
            </th>
            <th scope="col" className="py-2 pe-3 text-start">
              {languagesHeading}
            </th>
            <th scope="col" className="py-2 text-start">
              <span className="sr-only">Edit</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((item) => (
            <tr key={`${item.editUrl}-${item.field}`} className="border-b border-sand-200">
              <td className="py-2 pe-3">
                <span className="text-ink-muted">{item.kind}:</span> {item.item}
              </td>
              <td className="py-2 pe-3">{item.field}</td>
              <td className="py-2 pe-3">
                {item.languages.map((code) => LANGUAGE_NAMES[code]).join(", ")}
              </td>
              <td className="py-2">
                <Link
                  to={item.editUrl}
                  className="inline-flex min-h-11 items-center text-ocean-700 underline"
                >
                  {action}
                  <span className="sr-only"> {item.item}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
