ALTER TABLE "payment_transactions" ADD COLUMN "refund_status" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "refund_error" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "refund_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "late_payment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "payment_transactions" SET "refund_status" = CASE WHEN "status_code" = 3 THEN 'refunded' ELSE 'requested' END WHERE "refund_requested_at" IS NOT NULL;
