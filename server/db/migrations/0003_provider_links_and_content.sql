CREATE TABLE "ezee_availability_cache" (
	"ezee_room_type_id" text NOT NULL,
	"night" date NOT NULL,
	"available" integer NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ezee_availability_cache_ezee_room_type_id_night_pk" PRIMARY KEY("ezee_room_type_id","night")
);
--> statement-breakpoint
CREATE TABLE "ezee_booking_links" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"reservation_no" text NOT NULL,
	"sub_reservation_nos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inventory_mode" text,
	"inserted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ezee_room_types" (
	"ezee_room_type_id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"shortcode" text,
	"base_adults" integer,
	"max_adults" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ezee_rate_plans" ADD COLUMN "rate_type_id" text;--> statement-breakpoint
ALTER TABLE "ezee_rate_plans" ADD COLUMN "rate_type_name" text;--> statement-breakpoint
ALTER TABLE "ezee_rate_plans" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "status_code" integer;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "environment" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "redirect_url" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pesapal_config" ADD COLUMN "test_card_numbers" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pesapal_config" ADD COLUMN "test_phone_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "social_posts" ADD COLUMN "posted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ezee_booking_links" ADD CONSTRAINT "ezee_booking_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_transactions_booking" ON "payment_transactions" USING btree ("booking_id");