import { EMAIL_PATTERN } from "../patterns";
import { z } from "../zod";
import { singleLine } from "./text";

export const NewsletterSchema = z.object({
  email: singleLine("Please enter a valid email address.")
    .max(254, "Please enter a valid email address.")
    .regex(EMAIL_PATTERN, "Please enter a valid email address."),
  /** Honeypot: people never see or fill it. */
  website: z.string().max(500).optional(),
});

export type NewsletterInput = z.infer<typeof NewsletterSchema>;
