ALTER TABLE "bookings" ADD COLUMN "extra_guests_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "late_checkout_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tax_percent" integer DEFAULT 15 NOT NULL;