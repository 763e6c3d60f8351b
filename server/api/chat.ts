/**
 * GET /api/chat/facts: what the chat assistant quotes, from the same
 * room rates, site settings, restaurants and packages the pages show. The chat
 * reads this once when it opens and answers locally; nothing the guest types is
 * ever sent to the server.
 */
import { Hono } from "hono";
import { type ChatFacts, policyFacts } from "~core/chat-facts";
import { formatPhoneInternational } from "~core/phone";
import type { HonoEnv } from "../context";
import { listEventPackages, listRestaurants } from "../services/content/content";
import { listRoomTypes, roomChatNames } from "../services/content/rooms";
import { isPesapalActive } from "../services/payments/config";
import { getSiteSettings } from "../services/platform/settings";
import { apiLanguage } from "./lang";

export const chatApi = new Hono<HonoEnv>().get("/chat/facts", async (c) => {
  const { db } = c.var.services;
  const lang = apiLanguage(c);
  const [settings, rooms, restaurants, packages, payOnline, chatNames] = await Promise.all([
    getSiteSettings(db),
    listRoomTypes(db, lang),
    listRestaurants(db, lang),
    listEventPackages(db, lang),
    isPesapalActive(db),
    roomChatNames(db),
  ]);
  const { address, geo } = settings;
  const facts: ChatFacts = {
    rooms: rooms.map((room) => ({
      id: room.id,
      slug: room.slug,
      name: room.name,
      size: room.size,
      capacity: room.capacity,
      bedType: room.bedType,
      rates: room.rates,
      otherNames: chatNames.get(room.id) ?? [],
    })),
    ...policyFacts(settings, payOnline),
    phone: formatPhoneInternational(settings.phones[0] ?? ""),
    emails: { general: settings.emails.general, events: settings.emails.events },
    address: [
      address.street,
      address.area,
      `${address.city} ${address.postalCode}`.trim(),
      address.country,
    ]
      .filter(Boolean)
      .join(", "),
    mapUrl: `https://www.openstreetmap.org/?mlat=${geo.latitude}&mlon=${geo.longitude}#map=16/${geo.latitude}/${geo.longitude}`,
    restaurants: restaurants.map((r) => ({ name: r.name, hours: r.hours })),
    packages: packages.map((p) => ({ title: p.title, price: p.price })),
  };
  // The same for every guest in a language; a short browser cache spares a reread.
  c.header("Cache-Control", "public, max-age=60");
  return c.json(facts);
});
