ALTER TABLE "room_rates" ADD COLUMN "source" text DEFAULT 'site' NOT NULL;--> statement-breakpoint
ALTER TABLE "room_rates" DROP CONSTRAINT "room_rates_room_type_id_night_pk";--> statement-breakpoint
ALTER TABLE "room_rates" ADD CONSTRAINT "room_rates_room_type_id_night_source_pk" PRIMARY KEY("room_type_id","night","source");--> statement-breakpoint
ALTER TABLE "room_rates" ADD CONSTRAINT "room_rates_source_valid" CHECK ("room_rates"."source" IN ('site', 'ezee'));
