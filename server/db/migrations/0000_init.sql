CREATE TABLE "admin_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "amenities" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"icon" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "amenities_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"author" text NOT NULL,
	"category" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"cover_image" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blog_posts_slug_format" CHECK ("blog_posts"."slug" ~ '^[a-z0-9-]{3,}$')
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"access_token_hash" text NOT NULL,
	"idempotency_key" text,
	"room_type_id" integer NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"nights" integer NOT NULL,
	"adults" integer NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"room_count" integer NOT NULL,
	"extra_guests" integer DEFAULT 0 NOT NULL,
	"include_breakfast" boolean DEFAULT false NOT NULL,
	"is_double_occupancy" boolean DEFAULT false NOT NULL,
	"needs_late_checkout" boolean DEFAULT false NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"special_requests" text,
	"language" text DEFAULT 'en' NOT NULL,
	"nightly_rate" integer NOT NULL,
	"subtotal" integer NOT NULL,
	"taxes" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"currency" text DEFAULT 'KES' NOT NULL,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"ezee_reservation_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bookings_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "bookings_dates_ordered" CHECK ("bookings"."check_out" > "bookings"."check_in"),
	CONSTRAINT "bookings_counts_valid" CHECK ("bookings"."nights" > 0 AND "bookings"."adults" > 0 AND "bookings"."children" >= 0 AND "bookings"."room_count" > 0),
	CONSTRAINT "bookings_extra_guests_range" CHECK ("bookings"."extra_guests" BETWEEN 0 AND 3),
	CONSTRAINT "bookings_amounts_non_negative" CHECK ("bookings"."nightly_rate" >= 0 AND "bookings"."subtotal" >= 0 AND "bookings"."taxes" >= 0 AND "bookings"."total_amount" >= 0),
	CONSTRAINT "bookings_status_valid" CHECK ("bookings"."status" IN ('pending_payment', 'confirmed', 'cancelled', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_subject_valid" CHECK ("contact_messages"."subject" IN ('reservation', 'dining', 'event', 'feedback', 'other'))
);
--> statement-breakpoint
CREATE TABLE "event_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"price" jsonb NOT NULL,
	"price_amount" integer NOT NULL,
	"price_unit" text NOT NULL,
	"group_size" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"add_ons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_packages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "event_packages_price_non_negative" CHECK ("event_packages"."price_amount" >= 0),
	CONSTRAINT "event_packages_price_unit_valid" CHECK ("event_packages"."price_unit" IN ('person', 'group'))
);
--> statement-breakpoint
CREATE TABLE "ezee_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"hotel_code" text DEFAULT '' NOT NULL,
	"api_key_encrypted" text,
	"api_url" text DEFAULT 'https://live.ipms247.com' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"last_sync" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ezee_config_single_row" CHECK ("ezee_config"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "ezee_rate_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"rate_plan_id" text NOT NULL,
	"rate_plan_name" text NOT NULL,
	"room_type_id" text NOT NULL,
	"occupancy_type" text,
	"meal_plan" text,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "ezee_rate_plans_rate_plan_id_unique" UNIQUE("rate_plan_id")
);
--> statement-breakpoint
CREATE TABLE "ezee_room_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"local_room_id" integer NOT NULL,
	"ezee_room_type_id" text NOT NULL,
	"ezee_room_type_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "ezee_room_mappings_local_room_id_unique" UNIQUE("local_room_id")
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"src" text NOT NULL,
	"width" integer,
	"height" integer,
	"alt" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_images_category_valid" CHECK ("gallery_images"."category" IN ('rooms', 'dining', 'events', 'amenities', 'property'))
);
--> statement-breakpoint
CREATE TABLE "guest_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"room_number" text,
	"how_did_you_know" text,
	"location_rating" integer NOT NULL,
	"checkin_rating" integer NOT NULL,
	"room_cleanliness_rating" integer NOT NULL,
	"room_facilities_rating" integer NOT NULL,
	"bed_comfort_rating" integer NOT NULL,
	"shower_rating" integer NOT NULL,
	"breakfast_rating" integer NOT NULL,
	"staff_friendliness_rating" integer NOT NULL,
	"wifi_rating" integer NOT NULL,
	"entertainment_rating" integer NOT NULL,
	"food_variety_rating" integer NOT NULL,
	"food_quality_rating" integer NOT NULL,
	"overall_experience_rating" integer NOT NULL,
	"value_for_money_rating" integer NOT NULL,
	"additional_feedback" text,
	"staff_recommendation" text,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_feedback_ratings_range" CHECK ("guest_feedback"."location_rating" BETWEEN 1 AND 4 AND "guest_feedback"."checkin_rating" BETWEEN 1 AND 4 AND "guest_feedback"."room_cleanliness_rating" BETWEEN 1 AND 4 AND "guest_feedback"."room_facilities_rating" BETWEEN 1 AND 4 AND "guest_feedback"."bed_comfort_rating" BETWEEN 1 AND 4 AND "guest_feedback"."shower_rating" BETWEEN 1 AND 4 AND "guest_feedback"."breakfast_rating" BETWEEN 1 AND 4 AND "guest_feedback"."staff_friendliness_rating" BETWEEN 1 AND 4 AND "guest_feedback"."wifi_rating" BETWEEN 1 AND 4 AND "guest_feedback"."entertainment_rating" BETWEEN 1 AND 4 AND "guest_feedback"."food_variety_rating" BETWEEN 1 AND 4 AND "guest_feedback"."food_quality_rating" BETWEEN 1 AND 4 AND "guest_feedback"."overall_experience_rating" BETWEEN 1 AND 4 AND "guest_feedback"."value_for_money_rating" BETWEEN 1 AND 4)
);
--> statement-breakpoint
CREATE TABLE "hero_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"width" integer,
	"height" integer,
	"title" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "jobs_status_valid" CHECK ("jobs"."status" IN ('pending', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"dedupe_key" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"category" jsonb NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"price" integer NOT NULL,
	"image" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_items_price_non_negative" CHECK ("menu_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "menu_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_id" integer NOT NULL,
	"position" integer NOT NULL,
	"src" text NOT NULL,
	"width" integer,
	"height" integer
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	CONSTRAINT "menus_kind_unique" UNIQUE("kind"),
	CONSTRAINT "menus_kind_valid" CHECK ("menus"."kind" IN ('food', 'wine', 'barista', 'bar', 'seafood'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"merchant_reference" text NOT NULL,
	"order_tracking_id" text,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'KES' NOT NULL,
	"payment_status" text DEFAULT 'PENDING' NOT NULL,
	"payment_method" text,
	"confirmation_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_merchant_reference_unique" UNIQUE("merchant_reference"),
	CONSTRAINT "payment_transactions_order_tracking_id_unique" UNIQUE("order_tracking_id"),
	CONSTRAINT "payment_transactions_amount_non_negative" CHECK ("payment_transactions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pesapal_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"consumer_key_encrypted" text,
	"consumer_secret_encrypted" text,
	"sandbox" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"ipn_id" text,
	"ipn_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pesapal_config_single_row" CHECK ("pesapal_config"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" jsonb NOT NULL,
	"cuisine" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hours" jsonb NOT NULL,
	"dress_code" jsonb NOT NULL,
	"image" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurants_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "room_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_type_id" integer NOT NULL,
	"position" integer NOT NULL,
	"src" text NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_inventory" (
	"room_type_id" integer NOT NULL,
	"night" date NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "room_inventory_room_type_id_night_pk" PRIMARY KEY("room_type_id","night"),
	CONSTRAINT "room_inventory_booked_non_negative" CHECK ("room_inventory"."booked" >= 0),
	CONSTRAINT "room_inventory_no_overbooking" CHECK ("room_inventory"."booked" <= "room_inventory"."capacity")
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" jsonb NOT NULL,
	"short_description" jsonb NOT NULL,
	"capacity" integer NOT NULL,
	"size" integer NOT NULL,
	"total_rooms" integer NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"bed_type" text NOT NULL,
	"view" text NOT NULL,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rate_single_bed_only" integer NOT NULL,
	"rate_single_breakfast" integer NOT NULL,
	"rate_double_bed_only" integer NOT NULL,
	"rate_double_breakfast" integer NOT NULL,
	"rack_single_bed_only" integer,
	"rack_single_breakfast" integer,
	"rack_double_bed_only" integer,
	"rack_double_breakfast" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_types_slug_unique" UNIQUE("slug"),
	CONSTRAINT "room_types_capacity_positive" CHECK ("room_types"."capacity" > 0),
	CONSTRAINT "room_types_size_positive" CHECK ("room_types"."size" > 0),
	CONSTRAINT "room_types_total_rooms_non_negative" CHECK ("room_types"."total_rooms" >= 0),
	CONSTRAINT "room_types_rating_range" CHECK ("room_types"."rating" >= 0 AND "room_types"."rating" <= 5),
	CONSTRAINT "room_types_reviews_non_negative" CHECK ("room_types"."reviews" >= 0),
	CONSTRAINT "room_types_rates_non_negative" CHECK ("room_types"."rate_single_bed_only" >= 0 AND "room_types"."rate_single_breakfast" >= 0 AND "room_types"."rate_double_bed_only" >= 0 AND "room_types"."rate_double_breakfast" >= 0),
	CONSTRAINT "room_types_rack_rates_non_negative" CHECK (coalesce("room_types"."rack_single_bed_only", 0) >= 0 AND coalesce("room_types"."rack_single_breakfast", 0) >= 0 AND coalesce("room_types"."rack_double_bed_only", 0) >= 0 AND coalesce("room_types"."rack_double_breakfast", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "social_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"caption" text NOT NULL,
	"link" text,
	"likes" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_posts_likes_non_negative" CHECK ("social_posts"."likes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"location" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"image" text,
	"rating" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_rating_range" CHECK ("testimonials"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ezee_room_mappings" ADD CONSTRAINT "ezee_room_mappings_local_room_id_room_types_id_fk" FOREIGN KEY ("local_room_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_pages" ADD CONSTRAINT "menu_pages_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_images" ADD CONSTRAINT "room_images_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_inventory" ADD CONSTRAINT "room_inventory_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_email_ci" ON "admin_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "audit_log_created" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "blog_posts_published" ON "blog_posts" USING btree ("published","published_at");--> statement-breakpoint
CREATE INDEX "bookings_room_dates" ON "bookings" USING btree ("room_type_id","check_in");--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("queue","status","run_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "menu_items_restaurant" ON "menu_items" USING btree ("restaurant_id","sort_order");--> statement-breakpoint
CREATE INDEX "menu_pages_menu_position" ON "menu_pages" USING btree ("menu_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_ci" ON "newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "room_images_room_position" ON "room_images" USING btree ("room_type_id","position");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");