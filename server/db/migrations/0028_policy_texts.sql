CREATE TABLE "policy_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"language" text NOT NULL,
	"version" integer NOT NULL,
	"html" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	CONSTRAINT "policy_texts_page_valid" CHECK ("policy_texts"."page" in ('privacy', 'terms', 'cancellation')),
	CONSTRAINT "policy_texts_version_positive" CHECK ("policy_texts"."version" > 0),
	CONSTRAINT "policy_texts_language_valid" CHECK ("policy_texts"."language" in ('en', 'fr', 'es', 'it', 'de', 'ar', 'sw'))
);
--> statement-breakpoint
ALTER TABLE "policy_texts" ADD CONSTRAINT "policy_texts_published_by_admin_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_texts_page_version" ON "policy_texts" USING btree ("page","version");--> statement-breakpoint
CREATE INDEX "policy_texts_page_language" ON "policy_texts" USING btree ("page","language","version");