import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";

/**
 * The guest's words for a field's error: a schema message (its required English
 * wording, as the browser or the server found it) becomes the catalogue entry
 * `<prefix>.errors.<key>`; a message the schema does not know is shown as it is.
 */
export function fieldErrorText(
  t: TFunction,
  prefix: string,
  messages: Readonly<Record<string, string>>,
  message: unknown,
): string | null {
  if (!message) return null;
  const text = String(message);
  const key = Object.entries(messages).find(([, known]) => known === text)?.[0];
  return key ? t(`${prefix}.errors.${key}`, { defaultValue: text }) : text;
}

/** `fieldErrorText` in the engage catalogue of the page language. */
export function useFieldErrorText(prefix: string, messages: Readonly<Record<string, string>>) {
  const { t } = useTranslation("engage");
  return (message: unknown) => fieldErrorText(t, prefix, messages, message);
}
