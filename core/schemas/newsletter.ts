import { z } from "zod";

/** Spec 000 section 5: letters, digits and . _ % + - before @, a domain, a dot and 2+ letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

export const NewsletterSchema = z.object({
  email: z
    .string({ message: "Please enter a valid email address." })
    .trim()
    .max(254, "Please enter a valid email address.")
    .regex(EMAIL_PATTERN, "Please enter a valid email address."),
  /** Honeypot: people never see or fill it. */
  website: z.string().max(500).optional(),
});

export type NewsletterInput = z.infer<typeof NewsletterSchema>;
