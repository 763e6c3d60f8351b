/**
 * The policy pages staff may write themselves (privacy, terms, cancellation): which pages,
 * and the body of a publish, shared by the admin form and the API. The HTML comes from the
 * journal's editor; the server cleans it to the same allow-list and checks its text again.
 */
import { LANGUAGES } from "../i18n/languages";
import { z } from "../zod";

export const POLICY_PAGES = ["privacy", "terms", "cancellation"] as const;
export type PolicyPage = (typeof POLICY_PAGES)[number];

/** Each page's public address and its name on the admin screens. */
export const POLICY_PAGE_INFO: Record<PolicyPage, { path: string; label: string }> = {
  privacy: { path: "/privacy-policy", label: "Privacy policy" },
  terms: { path: "/terms-conditions", label: "Terms and conditions" },
  cancellation: { path: "/cancellation-policy", label: "Cancellation policy" },
};

/** Characters of HTML: a long privacy policy is about 30,000; Arabic still fits the API's body limit. */
export const POLICY_HTML_MAX = 40_000;
/** Characters of text (tags left out) below which a page is not a policy. */
export const POLICY_TEXT_MIN = 50;

export const POLICY_MESSAGES = {
  page: "Choose one of the policy pages: privacy, terms or cancellation.",
  language: `Choose one of the site's languages: ${LANGUAGES.join(", ")}.`,
  html: `Write the page's text (at least ${POLICY_TEXT_MIN} characters), or go back to the standard text.`,
  htmlMax: `The text is too long: at most ${POLICY_HTML_MAX.toLocaleString("en")} characters of HTML.`,
  expectedVersion: "Reload the page: the form did not say which version it started from.",
  stale: (version: number) =>
    `Someone published version ${version} of this page in this language while you were editing. ` +
    "Reload to see it; copy your text first if you want to keep it.",
} as const;

export const PolicyPageSchema = z.enum(POLICY_PAGES, { error: POLICY_MESSAGES.page });
export const PolicyLanguageSchema = z.enum(LANGUAGES, { error: POLICY_MESSAGES.language });

/**
 * What the version shown in this language was when the editor opened (0: the standard text
 * and never an own text); a publish over a newer one is refused instead of overwriting it.
 */
const expectedVersion = z
  .number({ error: POLICY_MESSAGES.expectedVersion })
  .int({ error: POLICY_MESSAGES.expectedVersion })
  .min(0, { error: POLICY_MESSAGES.expectedVersion });

export const PolicyPublishSchema = z.object({
  html: z
    .string({ error: POLICY_MESSAGES.html })
    .trim()
    .min(POLICY_TEXT_MIN, { error: POLICY_MESSAGES.html })
    .max(POLICY_HTML_MAX, { error: POLICY_MESSAGES.htmlMax }),
  expectedVersion,
});
export type PolicyPublishInput = z.infer<typeof PolicyPublishSchema>;

/** Going back to the standard text in one language (a version of its own, on record). */
export const PolicyRevertSchema = z.object({ expectedVersion });
