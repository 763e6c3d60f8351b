import type { Lang } from "~core/i18n/languages";

/** Each language named in itself, as language menus do. */
export const LANGUAGE_NAMES: Record<Lang, string> = {
  en: "English",
  fr: "Français",
  es: "Español",
  it: "Italiano",
  de: "Deutsch",
  ar: "العربية",
  sw: "Kiswahili",
};
