ALTER TABLE "payment_transactions" ADD COLUMN "refund_amount" integer;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "refund_remarks" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "refund_requested_by" integer;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_refund_requested_by_admin_users_id_fk" FOREIGN KEY ("refund_requested_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_refund_within_amount" CHECK ("payment_transactions"."refund_amount" IS NULL OR ("payment_transactions"."refund_amount" > 0 AND "payment_transactions"."refund_amount" <= "payment_transactions"."amount"));