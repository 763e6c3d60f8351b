-- Two site room types mapped to one eZee room type (issue 39): the older mapping stays
-- active, the later ones are deactivated (staff see them in the admin and choose again).
UPDATE "ezee_room_mappings" AS later SET "is_active" = false
WHERE later."is_active" AND EXISTS (
  SELECT 1 FROM "ezee_room_mappings" AS earlier
  WHERE earlier."is_active" AND earlier."ezee_room_type_id" = later."ezee_room_type_id"
    AND earlier."id" < later."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "ezee_room_mappings_one_active_per_ezee_type" ON "ezee_room_mappings" USING btree ("ezee_room_type_id") WHERE "ezee_room_mappings"."is_active";
