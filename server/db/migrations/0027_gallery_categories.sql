CREATE TABLE "gallery_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "gallery_categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "gallery_categories_slug_valid" CHECK ("gallery_categories"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
-- The five categories every gallery had until now (its tabs' names, in seven languages).
INSERT INTO "gallery_categories" ("slug", "name", "sort_order") VALUES
('rooms', '{"en": "Rooms", "fr": "Chambres", "es": "Habitaciones", "it": "Camere", "de": "Zimmer", "ar": "الغرف", "sw": "Vyumba"}'::jsonb, 0),
('dining', '{"en": "Dining", "fr": "Restauration", "es": "Gastronomía", "it": "Ristorazione", "de": "Restaurants", "ar": "المطاعم", "sw": "Migahawa"}'::jsonb, 1),
('events', '{"en": "Events", "fr": "Événements", "es": "Eventos", "it": "Eventi", "de": "Veranstaltungen", "ar": "المناسبات", "sw": "Hafla"}'::jsonb, 2),
('amenities', '{"en": "Amenities", "fr": "Équipements", "es": "Servicios", "it": "Servizi", "de": "Ausstattung", "ar": "المرافق", "sw": "Huduma"}'::jsonb, 3),
('property', '{"en": "Property", "fr": "L''établissement", "es": "El hotel", "it": "La struttura", "de": "Anlage", "ar": "الفندق", "sw": "Hoteli"}'::jsonb, 4);
--> statement-breakpoint
ALTER TABLE "gallery_images" DROP CONSTRAINT "gallery_images_category_valid";--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_category_gallery_categories_slug_fk" FOREIGN KEY ("category") REFERENCES "public"."gallery_categories"("slug") ON DELETE no action ON UPDATE cascade;