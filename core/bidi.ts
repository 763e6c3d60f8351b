import { compactKsh, formatKsh } from "./format";
import { directionOf, type Lang } from "./i18n/languages";

const rtl = (lang: string) => directionOf(lang as Lang) === "rtl";

/**
 * Embedded text of unknown direction (a room name, a guest's name) for a translated
 * sentence: on a right-to-left page it is wrapped in Unicode first-strong isolates, so a
 * Latin name and the number after it keep their places instead of trading them. A
 * left-to-right page gets the text as it is.
 */
export function isolate(text: string | number, lang: string): string {
  return rtl(lang) ? `\u2068${text}\u2069` : String(text);
}

/**
 * An amount in shillings for a translated sentence: "KSh 5,000", isolated left to right on
 * a right-to-left page (an Arabic sentence otherwise moves the number away from "KSh"),
 * with a no-break space there so a narrow line never parts "KSh" from its number. A sign
 * ("−" for a discount) stays inside the isolate, at the amount's left.
 */
export function kshInText(amount: number, lang: string, sign: "" | "−" | "+" = ""): string {
  const text = `${sign}${formatKsh(amount)}`;
  return rtl(lang) ? `\u2066${text.replace(" ", "\u00a0")}\u2069` : text;
}

/**
 * The calendars' key to their short figures, "5.5K = KSh 5,500", from the same
 * formatters as the figures and the cards (one number format in every language); the
 * amount never breaks after "KSh" (a no-break space in every language).
 */
export function compactKey(amount: number, lang: string): { short: string; full: string } {
  const short = compactKsh(amount);
  const full = formatKsh(amount).replace(" ", "\u00a0");
  return rtl(lang)
    ? { short: `\u2066${short}\u2069`, full: `\u2066${full}\u2069` }
    : { short, full };
}
