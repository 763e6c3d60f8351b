/** Admin sign-in and first-account forms (English: the admin area is not translated). */
import { EMAIL_PATTERN } from "../patterns";
import { z } from "../zod";

export const MIN_ADMIN_PASSWORD = 12;

export const LoginSchema = z.object({
  email: z
    .string({ message: "Enter your e-mail address." })
    .trim()
    .max(254)
    .min(1, "Enter your e-mail address."),
  password: z.string({ message: "Enter your password." }).min(1, "Enter your password.").max(200),
});

export const CreateAdminSchema = z
  .object({
    name: z
      .string({ message: "Enter your name." })
      .trim()
      .min(2, "Enter your name (at least 2 characters).")
      .max(80),
    email: z
      .string({ message: "Enter a valid e-mail address." })
      .trim()
      .max(254)
      .regex(EMAIL_PATTERN, "Enter a valid e-mail address."),
    password: z
      .string({ message: "Choose a password." })
      .min(MIN_ADMIN_PASSWORD, `The password must be at least ${MIN_ADMIN_PASSWORD} characters.`)
      .max(200, "The password must be at most 200 characters."),
    confirm: z.string().optional(),
  })
  .refine((value) => value.confirm === undefined || value.confirm === value.password, {
    message: "The two passwords differ.",
    path: ["confirm"],
  });

/** A refund of a Pesapal payment, from the admin booking page (KSh, whole shillings). */
export const RefundSchema = z.object({
  amount: z.coerce
    .number({ message: "Enter the amount to refund in KSh." })
    .int("Enter the amount in whole KSh.")
    .min(1, "Enter the amount to refund in KSh."),
  remarks: z
    .string({ message: "Give the reason for the refund." })
    .trim()
    .min(3, "Give the reason for the refund (at least 3 characters).")
    .max(200, "Keep the reason under 200 characters."),
});
