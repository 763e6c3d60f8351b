/** The public read API: rooms, amenities, testimonials, restaurants and menus, gallery. */
import { Hono } from "hono";
import type { HonoEnv } from "../context";
import { notFound, parseId } from "../errors";
import {
  getRestaurant,
  listAmenities,
  listGallery,
  listMenuItems,
  listRestaurants,
  listTestimonials,
} from "../services/content/content";
import { getRoomType, listRoomTypes } from "../services/content/rooms";
import { apiLanguage } from "./lang";

export const catalogueApi = new Hono<HonoEnv>()
  .get("/rooms", async (c) => c.json(await listRoomTypes(c.var.services.db, apiLanguage(c))))
  .get("/rooms/:id", async (c) => {
    const room = await getRoomType(
      c.var.services.db,
      parseId(c.req.param("id"), "room"),
      apiLanguage(c),
    );
    if (!room) throw notFound("Room not found");
    return c.json(room);
  })
  .get("/amenities", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listAmenities(c.var.services.db, apiLanguage(c)));
  })
  .get("/testimonials", async (c) =>
    c.json(await listTestimonials(c.var.services.db, apiLanguage(c))),
  )
  .get("/restaurants", async (c) =>
    c.json(await listRestaurants(c.var.services.db, apiLanguage(c))),
  )
  .get("/restaurants/:id", async (c) => {
    const id = parseId(c.req.param("id"), "restaurant");
    const restaurant = await getRestaurant(c.var.services.db, id, apiLanguage(c));
    if (!restaurant) throw notFound("Restaurant not found");
    return c.json(restaurant);
  })
  .get("/restaurants/:id/menu", async (c) => {
    const lang = apiLanguage(c);
    const id = parseId(c.req.param("id"), "restaurant");
    if (!(await getRestaurant(c.var.services.db, id, lang))) throw notFound("Restaurant not found");
    return c.json(await listMenuItems(c.var.services.db, id, lang));
  })
  .get("/gallery", async (c) => c.json(await listGallery(c.var.services.db, apiLanguage(c))));
