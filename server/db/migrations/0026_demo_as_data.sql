ALTER TABLE "restaurants" ADD COLUMN "menu_kinds" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "chat_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_menu_kinds_valid" CHECK ("restaurants"."menu_kinds" <@ ARRAY['food', 'wine', 'barista', 'bar', 'seafood']::text[]);--> statement-breakpoint
-- Every restaurant keeps the printed menus it showed until now, when its name chose them
-- (the specification's rule: "bar" in the name, then "cafe" with or without its accent).
UPDATE "restaurants" SET "menu_kinds" = CASE
  WHEN lower("name") LIKE '%bar%' THEN ARRAY['bar', 'wine', 'food', 'seafood']::text[]
  WHEN lower("name") ~ 'caf[eéèêë]' THEN ARRAY['barista', 'food']::text[]
  ELSE ARRAY['food', 'seafood', 'wine', 'barista', 'bar']::text[]
END;
--> statement-breakpoint
-- The chat knew these other names of five room types by their slugs until now; the room
-- types that have those slugs keep them, as names staff can now edit.
UPDATE "room_types" SET "chat_names" = CASE "slug"
  WHEN 'super-deluxe' THEN ARRAY['superdeluxe', 'سوبر ديلوكس', 'سوبر ديلكس']::text[]
  WHEN 'deluxe' THEN ARRAY['de luxe', 'ديلوكس', 'ديلكس', 'الديلوكس']::text[]
  WHEN 'superior-standard' THEN ARRAY['standard', 'ستاندرد']::text[]
  WHEN 'single-mini' THEN ARRAY['mini single']::text[]
  ELSE "chat_names"
END;
