CREATE TABLE "integration_health" (
	"provider" text PRIMARY KEY NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ezee_last_error" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ezee_pushed_at" timestamp with time zone;