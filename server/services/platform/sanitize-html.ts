/**
 * The allow-list for journal post HTML. Post content is shown to every visitor,
 * so it is cleaned twice: when staff save it and again whenever a loader or the
 * API hands it out (a row written before a rule tightened, or by hand in the
 * database, is still cleaned). Only what the editor produces survives: no script,
 * no event attribute, no style or class, no iframe, svg or math, links only to
 * http(s), mailto and tel (or the site's own paths), images only from /uploads/.
 */
import sanitizeHtml from "sanitize-html";

/** Images inside posts come from the site's own upload pipeline and nowhere else. */
const UPLOADED_IMAGE = /^\/uploads\/[A-Za-z0-9_/-]+\.(webp|avif|png|jpe?g)$/;
const DIMENSION = /^\d{1,4}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "strong",
    "em",
    "u",
    "s",
    "blockquote",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "hr",
    "code",
    "pre",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "width", "height"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  // "//evil.example/x" is a foreign URL in disguise.
  allowProtocolRelative: false,
  // Text inside these is code or markup, never prose: dropped with the tag.
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "svg",
    "math",
    "template",
    "title",
    "object",
    "embed",
  ],
  disallowedTagsMode: "discard",
  transformTags: {
    // Every link leaves the page without handing it a window reference.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: "noopener noreferrer" },
    }),
    img: (tagName, attribs) => {
      const clean: Record<string, string> = { src: attribs.src ?? "", alt: attribs.alt ?? "" };
      if (attribs.width && DIMENSION.test(attribs.width)) clean.width = attribs.width;
      if (attribs.height && DIMENSION.test(attribs.height)) clean.height = attribs.height;
      return { tagName, attribs: clean };
    },
  },
  // An image from anywhere but our uploads is removed entirely (tracking pixels, data: URLs).
  exclusiveFilter: (frame) => frame.tag === "img" && !UPLOADED_IMAGE.test(frame.attribs.src ?? ""),
};

/** Cleans post HTML to the journal's allow-list. Idempotent: clean(clean(x)) === clean(x). */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
