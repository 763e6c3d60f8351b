/**
 * Small helpers the staff screens share in the browser: read a form into the JSON the
 * admin API takes and find the message of a field. Sending goes through
 * `app/admin/api-client.ts`.
 */
import type { ApiResult, FieldErrors } from "~/admin/api-client";
import { LANGUAGES, type LocalizedText } from "~core/i18n/languages";

export type { ApiResult, FieldErrors };

/** Form fields named "a.b.c" become { a: { b: { c } } } (strings, as typed). */
export function formObject(form: HTMLFormElement): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of new FormData(form).entries()) {
    if (typeof value !== "string") continue;
    const parts = name.split(".");
    let node = out;
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts.at(-1) as string] = value;
  }
  return out;
}

/**
 * Form fields named "description.fr" become { description: { fr } }; only the first dot
 * nests, so "translationChecked.description.fr" is { translationChecked: { "description.fr" } }.
 */
export function nestOnce(values: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const dot = key.indexOf(".");
    if (dot < 0) out[key] = value;
    else {
      const head = key.slice(0, dot);
      const group = (out[head] ?? {}) as Record<string, string>;
      group[key.slice(dot + 1)] = value;
      out[head] = group;
    }
  }
  return out;
}

/** A form's text fields as they are typed, by name (the submit button's too, if named). */
export function formValues(form: HTMLFormElement, submitter?: HTMLElement | null) {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form, submitter ?? undefined).entries()) {
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/**
 * A list edited as one text per language, one entry per line (features, add-ons,
 * cuisine tags): line n of every language is entry n.
 */
export function linesToList(value: unknown): LocalizedText[] {
  const texts = (value ?? {}) as Record<string, string>;
  const lines = Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      (texts[lang] ?? "")
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ]),
  );
  const count = Math.max(0, ...LANGUAGES.map((lang) => lines[lang]?.length ?? 0));
  return Array.from({ length: count }, (_, index) => {
    const entry: Record<string, string> = { en: lines.en?.[index] ?? "" };
    for (const lang of LANGUAGES)
      if (lang !== "en" && lines[lang]?.[index]) entry[lang] = lines[lang][index];
    return entry as LocalizedText;
  });
}

/** The reverse of linesToList, for a form's initial values. */
export function listToLines(list: LocalizedText[]): LocalizedText {
  const out: Record<string, string> = {};
  for (const lang of LANGUAGES)
    out[lang] = list
      .map((item) => item[lang] ?? "")
      .join("\n")
      .trimEnd();
  return out as LocalizedText;
}

/** The first message for a field or anything inside it ("features" matches "features.2.fr"). */
export function errorFor(errors: FieldErrors | undefined, name: string): string | undefined {
  if (!errors) return undefined;
  if (errors[name]) return errors[name];
  const key = Object.keys(errors).find((k) => k.startsWith(`${name}.`));
  return key ? errors[key] : undefined;
}

/** One field whose saved value differs from what is typed, after a 409 "stale". */
export interface StaleDiff {
  name: string;
  label: string;
  current: string;
  typed: string;
}

/** A stale save: the version to save from now and the fields that differ. */
export interface StaleState {
  version: number;
  diffs: StaleDiff[];
}

/**
 * A saved record as form field names and texts: "address.city", "title.en"; a list
 * of texts is one per line, a list of translated items one per line per language.
 */
export function flattenValues(value: unknown, prefix = "", out: Record<string, string> = {}) {
  if (Array.isArray(value)) {
    if (value.every((item) => item && typeof item === "object" && !Array.isArray(item))) {
      const lines = listToLines(value as LocalizedText[]);
      for (const [lang, text] of Object.entries(lines)) out[`${prefix}.${lang}`] = text;
      if (value.length === 0) out[prefix] = "";
    } else out[prefix] = value.map((item) => String(item ?? "")).join("\n");
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value))
      flattenValues(item, prefix ? `${prefix}.${key}` : key, out);
  } else out[prefix] = value === null || value === undefined ? "" : String(value);
  return out;
}

const normal = (text: string) => text.replace(/\r\n?/g, "\n").trim();

/** The fields (in form order) whose current value differs from the typed one. */
export function staleDiffs(
  fields: { name: string; label: string; typed: string }[],
  current: unknown,
): StaleDiff[] {
  const saved = flattenValues(current);
  return fields
    .filter((field) => field.name !== "version" && field.name in saved)
    .filter((field) => normal(saved[field.name] ?? "") !== normal(field.typed))
    .map((field) => ({ ...field, current: saved[field.name] ?? "" }));
}

/** After a failed save: the stale state when the answer is 409 "stale", else null. */
export function staleState(result: ApiResult, form: HTMLFormElement): StaleState | null {
  const body = result.body as { code?: string; current?: { version?: unknown } };
  const version = body.current?.version;
  if (result.status !== 409 || body.code !== "stale" || typeof version !== "number") return null;
  const fields: { name: string; label: string; typed: string }[] = [];
  for (const element of Array.from(form.elements)) {
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement
      ) ||
      !element.name ||
      element.type === "file" ||
      (element instanceof HTMLInputElement && element.type === "radio" && !element.checked)
    )
      continue;
    const typed =
      element instanceof HTMLInputElement && element.type === "checkbox"
        ? String(element.checked)
        : element.value;
    const label = element.labels?.[0]?.textContent?.trim() || element.name;
    fields.push({ name: element.name, label, typed });
  }
  return { version, diffs: staleDiffs(fields, body.current) };
}
