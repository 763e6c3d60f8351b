/**
 * One multilingual field: the seven languages side by side, English required.
 * Inputs are named "<name>.<lang>" (see formObject). A language left empty
 * falls back to English on the guest pages, which the hint says.
 */

import { FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { directionOf, LANGUAGES, type Lang, type LocalizedText } from "~core/i18n/languages";
import { LANGUAGE_NAMES } from "~core/schemas/admin-content";
import type { FieldErrors } from "./admin-form";

export function LocalizedFields({
  name,
  label,
  value,
  errors,
  multiline = false,
  rows = 3,
  required = true,
  hint,
  stale = [],
  idPrefix,
}: {
  name: string;
  label: string;
  value?: Partial<LocalizedText>;
  errors?: FieldErrors;
  multiline?: boolean;
  rows?: number;
  required?: boolean;
  hint?: string;
  /**
   * Languages whose translation is older than the English text: each gets a note and a
   * "still correct" box (posted as "translationChecked.<name>.<lang>").
   */
  stale?: readonly Lang[];
  /** The start of the inputs' ids, where two forms of one page share a field name. */
  idPrefix?: string;
}) {
  const base = idPrefix ?? name;
  const fieldError = errors?.[name];
  const missing = LANGUAGES.filter((lang) => lang !== "en" && !value?.[lang]?.trim()).length;
  return (
    <fieldset className="rounded-xl border border-sand-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{label}</legend>
      <p id={`${base}-hint`} className="text-xs text-ink-muted">
        {hint ? `${hint} ` : ""}
        {required ? "English is required. " : ""}
        Empty languages show the English text
        {value?.en && missing > 0 ? ` (${missing} of 6 translations missing).` : "."}
      </p>
      {fieldError ? <p className="mt-1 text-sm font-medium text-danger">{fieldError}</p> : null}
      <div className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {LANGUAGES.map((lang) => {
          const id = `${base}-${lang}`.replace(/\W/g, "-");
          const key = `${name}.${lang}`;
          const error =
            errors?.[key] ??
            Object.entries(errors ?? {}).find(
              ([k]) => k.startsWith(`${name}.`) && k.endsWith(`.${lang}`),
            )?.[1];
          const outdated = stale.includes(lang);
          const common = {
            id,
            name: key,
            lang,
            dir: directionOf(lang),
            defaultValue: value?.[lang] ?? "",
            "aria-invalid": error ? true : undefined,
            "aria-describedby": [
              `${base}-hint`,
              outdated ? `${id}-stale` : "",
              error ? `${id}-error` : "",
            ]
              .filter(Boolean)
              .join(" "),
          };
          return (
            <div key={lang} className={multiline ? "" : ""}>
              <label htmlFor={id} className="mb-1 block text-sm text-ink">
                {label} ({LANGUAGE_NAMES[lang]}
                {lang === "en" && required ? ", required" : ""})
              </label>
              {multiline ? <Textarea rows={rows} {...common} /> : <Input type="text" {...common} />}
              {outdated ? (
                <>
                  <p id={`${id}-stale`} className="mt-1 text-sm font-medium text-coral-700">
                    Older than the English text: update it, or tick the box if it still says the
                    same, then save.
                  </p>
                  <label className="mt-1 flex min-h-11 items-center gap-2 text-sm text-ink">
                    <input
                      type="checkbox"
                      name={`translationChecked.${name}.${lang}`}
                      className="size-5"
                    />
                    Still matches the English: {LANGUAGE_NAMES[lang]} {label.toLowerCase()}
                  </label>
                </>
              ) : null}
              {error ? <FieldError id={id}>{error}</FieldError> : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

export type LocalizedFieldSpec = Omit<Parameters<typeof LocalizedFields>[0], "value" | "errors">;

/**
 * Several multilingual fields of one record in a row, each reading its value from the
 * record's property of the same name.
 */
export function LocalizedFieldList({
  fields,
  record,
  errors,
}: {
  fields: readonly LocalizedFieldSpec[];
  record?: object | null;
  errors?: FieldErrors;
}) {
  const values = (record ?? {}) as Record<string, Partial<LocalizedText> | undefined>;
  return fields.map((field) => (
    <LocalizedFields key={field.name} {...field} value={values[field.name]} errors={errors} />
  ));
}
