CREATE TABLE "desk_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"idempotency_key" text NOT NULL,
	"received_by" integer,
	"received_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "desk_payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "desk_payments_amount_positive" CHECK ("desk_payments"."amount" > 0),
	CONSTRAINT "desk_payments_method" CHECK ("desk_payments"."method" IN ('cash', 'card', 'mpesa', 'bank_transfer'))
);
--> statement-breakpoint
ALTER TABLE "desk_payments" ADD CONSTRAINT "desk_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desk_payments" ADD CONSTRAINT "desk_payments_received_by_admin_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "desk_payments_one_mpesa_code" ON "desk_payments" USING btree ("reference") WHERE "desk_payments"."method" = 'mpesa';--> statement-breakpoint
CREATE INDEX "desk_payments_booking" ON "desk_payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "desk_payments_created_at" ON "desk_payments" USING btree ("created_at");