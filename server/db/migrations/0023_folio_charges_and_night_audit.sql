CREATE TABLE "night_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_date" date NOT NULL,
	"closed_by" integer,
	"closed_by_name" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"counts" jsonb NOT NULL,
	CONSTRAINT "night_audits_business_date_unique" UNIQUE("business_date")
);
--> statement-breakpoint
CREATE TABLE "folio_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_amount" integer NOT NULL,
	"amount" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"added_by" integer,
	"added_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by_name" text,
	"void_reason" text,
	CONSTRAINT "folio_charges_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "folio_charges_amount_positive" CHECK ("folio_charges"."amount" > 0 AND "folio_charges"."unit_amount" > 0),
	CONSTRAINT "folio_charges_quantity_positive" CHECK ("folio_charges"."quantity" > 0),
	CONSTRAINT "folio_charges_amount_product" CHECK ("folio_charges"."amount" = "folio_charges"."quantity" * "folio_charges"."unit_amount"),
	CONSTRAINT "folio_charges_void_complete" CHECK (("folio_charges"."voided_at" IS NULL) = ("folio_charges"."voided_by_name" IS NULL) AND ("folio_charges"."voided_at" IS NULL) = ("folio_charges"."void_reason" IS NULL))
);
--> statement-breakpoint
DROP INDEX "desk_payments_one_mpesa_code";--> statement-breakpoint
ALTER TABLE "desk_payments" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "desk_payments" ADD COLUMN "voided_by_name" text;--> statement-breakpoint
ALTER TABLE "desk_payments" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "night_audits" ADD CONSTRAINT "night_audits_closed_by_admin_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_charges" ADD CONSTRAINT "folio_charges_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folio_charges" ADD CONSTRAINT "folio_charges_added_by_admin_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "folio_charges_booking" ON "folio_charges" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "desk_payments_one_mpesa_code" ON "desk_payments" USING btree ("reference") WHERE "desk_payments"."method" = 'mpesa' AND "desk_payments"."voided_at" IS NULL;--> statement-breakpoint
ALTER TABLE "desk_payments" ADD CONSTRAINT "desk_payments_void_complete" CHECK (("desk_payments"."voided_at" IS NULL) = ("desk_payments"."voided_by_name" IS NULL) AND ("desk_payments"."voided_at" IS NULL) = ("desk_payments"."void_reason" IS NULL));