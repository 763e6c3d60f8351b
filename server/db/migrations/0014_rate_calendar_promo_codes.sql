CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"book_from" date,
	"book_to" date,
	"stay_from" date,
	"stay_to" date,
	"room_type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_nights" integer DEFAULT 1 NOT NULL,
	"max_uses" integer,
	"max_uses_per_guest" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_kind_valid" CHECK ("promo_codes"."kind" IN ('percent', 'amount')),
	CONSTRAINT "promo_codes_value_range" CHECK ("promo_codes"."value" > 0 AND ("promo_codes"."kind" <> 'percent' OR "promo_codes"."value" <= 100)),
	CONSTRAINT "promo_codes_min_nights" CHECK ("promo_codes"."min_nights" >= 1),
	CONSTRAINT "promo_codes_uses_within_limit" CHECK ("promo_codes"."uses" >= 0 AND "promo_codes"."uses" <= coalesce("promo_codes"."max_uses", "promo_codes"."uses")),
	CONSTRAINT "promo_codes_limits_positive" CHECK (coalesce("promo_codes"."max_uses", 1) >= 1 AND coalesce("promo_codes"."max_uses_per_guest", 1) >= 1)
);
--> statement-breakpoint
CREATE TABLE "room_rates" (
	"room_type_id" integer NOT NULL,
	"night" date NOT NULL,
	"single_bed_only" integer,
	"single_breakfast" integer,
	"double_bed_only" integer,
	"double_breakfast" integer,
	"min_stay" integer,
	"max_stay" integer,
	"closed" boolean DEFAULT false NOT NULL,
	"closed_to_arrival" boolean DEFAULT false NOT NULL,
	"closed_to_departure" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_rates_room_type_id_night_pk" PRIMARY KEY("room_type_id","night"),
	CONSTRAINT "room_rates_non_negative" CHECK (coalesce("room_rates"."single_bed_only", 0) >= 0 AND coalesce("room_rates"."single_breakfast", 0) >= 0 AND coalesce("room_rates"."double_bed_only", 0) >= 0 AND coalesce("room_rates"."double_breakfast", 0) >= 0),
	CONSTRAINT "room_rates_stay_limits" CHECK (coalesce("room_rates"."min_stay", 1) >= 1 AND coalesce("room_rates"."max_stay", 1) >= 1 AND coalesce("room_rates"."min_stay", 1) <= coalesce("room_rates"."max_stay", 2147483647))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "night_rates" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promo_code_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "promo_code" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_rates" ADD CONSTRAINT "room_rates_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_promo_code" ON "bookings" USING btree ("promo_code_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_discount_non_negative" CHECK ("bookings"."discount" >= 0);