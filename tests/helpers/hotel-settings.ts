/**
 * A complete hotel's settings for tests that render pages, e-mails or files: the demo
 * hotel's (the product's defaults have no name, address or contact until staff save
 * them). Tests beside the product's code import it from here, never from demo/.
 */
import { siteSettings } from "~server/db/schema";
import { invalidateReadCache } from "~server/services/platform/read-cache";
import { demoSettings } from "../../demo/seed/content";
import type { TestApp } from "./test-app";

export const hotelSettings = demoSettings;

/** What a new hotel's owner types on the settings screen: nothing of the demo hotel's. */
export const CORAL_INN = {
  hotelName: "Coral Inn Malindi",
  brandName: "Coral Inn",
  description: { en: "A small inn by the beach in Malindi." },
  address: {
    street: "Lamu Road",
    area: "",
    city: "Malindi",
    postalCode: "80200",
    country: "Kenya",
    countryCode: "KE",
  },
  geo: { latitude: -3.2192, longitude: 40.1169 },
  phones: ["+254720123456"],
  whatsapp: "+254720123456",
  emails: {
    general: "hello@coralinn.example",
    events: "hello@coralinn.example",
    reservations: "book@coralinn.example",
    notifications: "desk@coralinn.example",
  },
  social: { facebook: "", instagram: "https://www.instagram.com/coralinn", x: "" },
};

/**
 * Saves a hotel's settings into an empty test database, as its owner does first: until
 * then its public pages answer "opening soon".
 */
export async function openHotel(t: TestApp): Promise<void> {
  await t.database.db.insert(siteSettings).values({ id: 1, data: hotelSettings });
  invalidateReadCache(t.database.db);
}
