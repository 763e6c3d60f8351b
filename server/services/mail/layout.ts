/**
 * One description of a mail (paragraphs, label/value rows, price lines, a button)
 * rendered twice: as plain text and as simple table-based HTML with inline styles,
 * which is what mail clients reliably show. Every value is escaped here, so callers
 * pass guest input as it is and it can never become markup.
 */
import { ltr } from "~core/format";
import { DEFAULT_LANGUAGE, directionOf, type Lang } from "~core/i18n/languages";
import { whatsAppLink } from "~core/phone";
import type { SiteSettings } from "~core/settings";
import { emailTranslator } from "./email-catalogue";

/** Text that must read left to right inside a right-to-left mail (phone numbers). */
export interface LtrText {
  ltr: string;
}
export type Inline = string | LtrText | { link: string; href: string };

export interface Row {
  label: string;
  /** Several values are joined as a list in the mail's language ("a, b and c"). */
  value: Inline | Inline[];
  /** "disjunction" joins with "or" (phone numbers). Default "conjunction". */
  list?: Intl.ListFormatType;
  strong?: boolean;
}

export type Block =
  | { kind: "paragraph"; text: string; muted?: boolean }
  | { kind: "heading"; text: string }
  | { kind: "rows"; rows: Row[] }
  | { kind: "prices"; lines: { label: string; amount: string; strong?: boolean }[] }
  /** Guest-written text, shown as written (line breaks kept). */
  | { kind: "quote"; text: string }
  | { kind: "button"; text: string; textLabel: string; href: string };

export interface MailDocument {
  lang: Lang;
  title: string;
  /** The line mail clients show after the subject in the inbox. */
  preheader: string;
  /** Shown at the top of the HTML, e.g. the hotel name. */
  brand: string;
  blocks: Block[];
  /** Guest mails: a WhatsApp click-to-chat link at the end, in the mail's language. */
  whatsapp?: Pick<SiteSettings, "whatsapp" | "brandName">;
}

/** The WhatsApp line of a guest mail: its text and its wa.me link with a prefilled message. */
function whatsAppLine(doc: MailDocument): { text: string; href: string } | null {
  if (!doc.whatsapp?.whatsapp) return null;
  const t = emailTranslator(doc.lang);
  const message = t("whatsapp.message", { brandName: doc.whatsapp.brandName });
  return { text: t("whatsapp.link"), href: whatsAppLink(doc.whatsapp.whatsapp, message) };
}

const COLORS = {
  brand: "#0f5c6e",
  ink: "#1f2a30",
  muted: "#4d5b63",
  line: "#eadfcc",
  page: "#f5efe4",
};
const FONT = "Arial, Helvetica, sans-serif";

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** Only http(s) links become buttons: a stored value can never be a javascript: URL. */
export function isWebUrl(value: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * A link of the site in the mail's language (`?lang=` as the pages read it; none for
 * English), so a guest who reads Arabic opens the page in Arabic whatever the browser says.
 */
export function withLang(url: string, lang: Lang): string {
  if (!isWebUrl(url)) return url;
  const target = new URL(url);
  if (lang === DEFAULT_LANGUAGE) target.searchParams.delete("lang");
  else target.searchParams.set("lang", lang);
  return target.toString();
}

/** Header values (subject) on one line: a guest's name must not add header lines. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, " ").trim();
}

function inlineText(value: Inline, rtl: boolean): string {
  if (typeof value === "string") return value;
  if ("ltr" in value) return rtl ? ltr(value.ltr) : value.ltr;
  return value.link;
}

function inlineHtml(value: Inline): string {
  if (typeof value === "string") return escapeHtml(value);
  if ("ltr" in value) return `<span dir="ltr">${escapeHtml(value.ltr)}</span>`;
  return `<a href="${escapeHtml(value.href)}" style="color:${COLORS.brand}">${escapeHtml(value.link)}</a>`;
}

function joinInline(
  { value: values, list: type = "conjunction" }: Row,
  lang: Lang,
  render: (value: Inline) => string,
  literal: (separator: string) => string,
): string {
  if (!Array.isArray(values)) return render(values);
  const list = new Intl.ListFormat(lang, { type });
  // formatToParts keeps the language's separators ("، " in Arabic) around rendered items.
  return list
    .formatToParts(values.map((_, index) => String(index)))
    .map((part) =>
      part.type === "element" ? render(values[Number(part.value)]!) : literal(part.value),
    )
    .join("");
}

const colon = (lang: Lang) => (lang === "fr" ? " : " : ": ");

export function renderText(doc: MailDocument): string {
  const rtl = directionOf(doc.lang) === "rtl";
  const render = (value: Inline) => inlineText(value, rtl);
  const out: string[] = [];
  for (const block of doc.blocks) {
    switch (block.kind) {
      case "paragraph":
        out.push(block.text, "");
        break;
      case "heading":
        out.push(block.text, "=".repeat(Math.min(block.text.length, 60)));
        break;
      case "rows":
        for (const row of block.rows) {
          out.push(
            `${row.label}${colon(doc.lang)}${joinInline(row, doc.lang, render, (text) => text)}`,
          );
        }
        out.push("");
        break;
      case "prices":
        for (const line of block.lines) out.push(`${line.label}${colon(doc.lang)}${line.amount}`);
        out.push("");
        break;
      case "quote":
        out.push(...block.text.split(/\r?\n/).map((line) => `> ${line}`), "");
        break;
      case "button":
        out.push(block.textLabel, block.href, "");
        break;
    }
  }
  const whatsapp = whatsAppLine(doc);
  if (whatsapp) out.push(`${whatsapp.text}${colon(doc.lang)}${whatsapp.href}`);
  return `${out.join("\n").trim()}\n`;
}

function blockHtml(block: Block, lang: Lang): string {
  const dir = directionOf(lang);
  const end = dir === "rtl" ? "left" : "right";
  const start = dir === "rtl" ? "right" : "left";
  const cell = `padding:6px 0;border-bottom:1px solid ${COLORS.line};vertical-align:top`;
  switch (block.kind) {
    case "paragraph":
      return `<p style="margin:0 0 16px;line-height:1.5;color:${block.muted ? COLORS.muted : COLORS.ink};font-size:${block.muted ? 13 : 15}px">${escapeHtml(block.text)}</p>`;
    case "heading":
      return `<h2 style="margin:24px 0 8px;font-size:17px;color:${COLORS.brand}">${escapeHtml(block.text)}</h2>`;
    case "rows":
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px">${block.rows
        .map(
          (row) =>
            `<tr><td style="${cell};color:${COLORS.muted};width:40%;padding-${end}:12px" align="${start}">${escapeHtml(row.label)}</td><td style="${cell}${row.strong ? ";font-weight:bold" : ""}" align="${start}">${joinInline(row, lang, inlineHtml, escapeHtml)}</td></tr>`,
        )
        .join("")}</table>`;
    case "prices":
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;font-size:15px">${block.lines
        .map((line) => {
          const weight = line.strong ? ";font-weight:bold;font-size:16px" : "";
          return `<tr><td style="${cell}${weight}" align="${start}">${escapeHtml(line.label)}</td><td style="${cell};white-space:nowrap;padding-${start}:12px${weight}" align="${end}"><span dir="ltr">${escapeHtml(line.amount)}</span></td></tr>`;
        })
        .join("")}</table>`;
    case "quote":
      return `<blockquote style="margin:0 0 16px;padding:8px 12px;border-${start}:3px solid ${COLORS.line};background:${COLORS.page};white-space:pre-wrap;line-height:1.5">${escapeHtml(block.text)}</blockquote>`;
    case "button":
      return `<p style="margin:24px 0"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${COLORS.brand};color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(block.text)}</a></p>`;
  }
}

export function renderHtml(doc: MailDocument): string {
  const dir = directionOf(doc.lang);
  const start = dir === "rtl" ? "right" : "left";
  const parts = doc.blocks.map((block) => blockHtml(block, doc.lang));
  const whatsapp = whatsAppLine(doc);
  if (whatsapp)
    parts.push(
      `<p style="margin:16px 0 0;font-size:15px"><a href="${escapeHtml(whatsapp.href)}" style="color:${COLORS.brand};font-weight:bold">${escapeHtml(whatsapp.text)}</a></p>`,
    );
  return `<!doctype html>
<html lang="${doc.lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.title)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.page}">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(doc.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.page}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" dir="${dir}" style="max-width:600px;background:#ffffff;border-radius:8px;font-family:${FONT};color:${COLORS.ink};text-align:${start}">
<tr><td style="padding:20px 28px;background:${COLORS.brand};color:#ffffff;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">${escapeHtml(doc.brand)}</td></tr>
<tr><td style="padding:28px">
${parts.join("\n")}
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
}
