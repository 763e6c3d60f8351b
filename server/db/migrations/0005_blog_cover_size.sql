ALTER TABLE "blog_posts" ADD COLUMN "cover_width" integer;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "cover_height" integer;