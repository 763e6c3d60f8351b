CREATE TABLE "room_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"night" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_type_id" integer NOT NULL,
	"number" text NOT NULL,
	"floor" text,
	"notes" text,
	"out_of_order_from" date,
	"out_of_order_to" date,
	"housekeeping_status" text DEFAULT 'clean' NOT NULL,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_number_unique" UNIQUE("number"),
	CONSTRAINT "rooms_housekeeping_status" CHECK ("rooms"."housekeeping_status" IN ('clean', 'dirty', 'inspected', 'out_of_order')),
	CONSTRAINT "rooms_number_length" CHECK (char_length("rooms"."number") BETWEEN 1 AND 20),
	CONSTRAINT "rooms_out_of_order_ordered" CHECK ("rooms"."out_of_order_from" IS NULL OR "rooms"."out_of_order_to" IS NULL OR "rooms"."out_of_order_to" >= "rooms"."out_of_order_from")
);
--> statement-breakpoint
ALTER TABLE "room_assignments" ADD CONSTRAINT "room_assignments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_assignments" ADD CONSTRAINT "room_assignments_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "room_assignments_room_night" ON "room_assignments" USING btree ("room_id","night");--> statement-breakpoint
CREATE INDEX "room_assignments_booking" ON "room_assignments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "room_assignments_night" ON "room_assignments" USING btree ("night");--> statement-breakpoint
CREATE INDEX "rooms_room_type" ON "rooms" USING btree ("room_type_id");