import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "~core/schemas/contact";
import { FEEDBACK_MESSAGES } from "~core/schemas/feedback";
import { fieldErrorText } from "./field-error-text";

// A translator that shows which key it was asked for.
const t = ((key: string) => `[${key}]`) as unknown as TFunction;

describe("fieldErrorText", () => {
  it("turns a schema message into its catalogue entry under the form's prefix", () => {
    const [key, message] = Object.entries(CONTACT_MESSAGES)[0]!;
    expect(fieldErrorText(t, "contact", CONTACT_MESSAGES, message)).toBe(`[contact.errors.${key}]`);
    const [ratingKey, rating] = Object.entries(FEEDBACK_MESSAGES)[0]!;
    expect(fieldErrorText(t, "feedback", FEEDBACK_MESSAGES, rating)).toBe(
      `[feedback.errors.${ratingKey}]`,
    );
  });

  it("shows an unknown message as it is, and nothing without one", () => {
    expect(fieldErrorText(t, "contact", CONTACT_MESSAGES, "Something else")).toBe("Something else");
    expect(fieldErrorText(t, "contact", CONTACT_MESSAGES, undefined)).toBeNull();
    expect(fieldErrorText(t, "contact", CONTACT_MESSAGES, "")).toBeNull();
  });
});
