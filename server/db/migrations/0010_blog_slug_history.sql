CREATE TABLE "blog_slug_redirects" (
	"slug" text PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_slug_redirects" ADD CONSTRAINT "blog_slug_redirects_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_slug_redirects_post" ON "blog_slug_redirects" USING btree ("post_id");