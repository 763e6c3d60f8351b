/**
 * schema.org entities of the public pages, as JSON-LD (app/seo.ts writes them into the
 * head). Brand facts come from the site settings; prices from the rooms' stored rates.
 * Ratings are not put on the hotel: each room's guest rating belongs to that room, and
 * review markup about the business itself is self-serving (Google ignores it).
 * tests/api/structured-data.db.test.ts runs a schema.org validator over every page.
 */
import { pageUrl } from "~/seo";
import type { Lang } from "~core/i18n/languages";
import type { SiteSettings } from "~core/settings";
import type { RestaurantDto, RoomTypeDto } from "~core/types";

export type JsonLd = Record<string, unknown>;

const CONTEXT = "https://schema.org";

export const absoluteUrl = (publicUrl: string, src: string) =>
  /^https?:\/\//.test(src) ? src : `${publicUrl}${src}`;

/** The hotel's logo, for publishers and the hotel itself. */
export const logoUrl = (publicUrl: string) => `${publicUrl}/favicon.svg`;

/** The hotel's stable identifier: other entities point at it. */
export const hotelId = (publicUrl: string) => `${publicUrl}/#hotel`;

function postalAddress(settings: SiteSettings): JsonLd {
  const { address } = settings;
  return {
    "@type": "PostalAddress",
    streetAddress: [address.street, address.area].filter(Boolean).join(", "),
    addressLocality: address.city,
    ...(address.postalCode ? { postalCode: address.postalCode } : {}),
    addressCountry: address.countryCode,
  };
}

function geo(settings: SiteSettings): JsonLd {
  return {
    "@type": "GeoCoordinates",
    latitude: settings.geo.latitude,
    longitude: settings.geo.longitude,
  };
}

/** "KES 6,000 – 15,000" from the lowest and highest room rate, or nothing without rooms. */
export function priceRange(currency: string, prices: number[]): string | undefined {
  if (prices.length === 0) return undefined;
  const format = (value: number) => value.toLocaleString("en-US");
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high
    ? `${currency} ${format(low)}`
    : `${currency} ${format(low)} – ${format(high)}`;
}

export interface HotelJsonLdInput {
  settings: SiteSettings;
  publicUrl: string;
  lang: Lang;
  description: string;
  images: string[];
  roomPrices: number[];
  amenities: string[];
}

/** The hotel: address, position, phone, pictures, price range, check-in and out, amenities. */
export function hotelJsonLd(input: HotelJsonLdInput): JsonLd {
  const { settings, publicUrl, lang } = input;
  const range = priceRange(settings.currency, input.roomPrices);
  return {
    "@context": CONTEXT,
    "@type": "Hotel",
    "@id": hotelId(publicUrl),
    name: settings.hotelName,
    description: input.description,
    url: pageUrl(publicUrl, "/", lang),
    logo: logoUrl(publicUrl),
    image: input.images.map((src) => absoluteUrl(publicUrl, src)),
    telephone: settings.phones[0],
    email: settings.emails.general,
    address: postalAddress(settings),
    geo: geo(settings),
    ...(range ? { priceRange: range } : {}),
    currenciesAccepted: settings.currency,
    checkinTime: settings.checkInTime,
    checkoutTime: settings.checkOutTime,
    amenityFeature: input.amenities.map((name) => ({
      "@type": "LocationFeatureSpecification",
      name,
      value: true,
    })),
    sameAs: Object.values(settings.social).filter((url) => url !== ""),
  };
}

const TIME = String.raw`(\d{1,2})[:.](\d{2})\s*([AaPp]\.?[Mm]\.?)?`;
const SPAN = new RegExp(`${TIME}\\s*[–—-]\\s*${TIME}`, "g");

function clock(hour: string, minute: string, meridiem: string | undefined): string | null {
  let h = Number(hour);
  const m = Number(minute);
  if (meridiem) {
    const pm = /^p/i.test(meridiem);
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (pm ? 12 : 0);
  }
  if (h > 23 || m > 59) return null;
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

const EVERY_DAY = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
].map((day) => `https://schema.org/${day}`);

/**
 * The opening hours a restaurant's hours text states ("Breakfast 7:00 AM – 10:30 AM ·
 * Lunch …"), every day of the week; none when the text states no time span.
 */
export function openingHours(hours: string): JsonLd[] {
  const spans: JsonLd[] = [];
  for (const match of hours.matchAll(SPAN)) {
    const opens = clock(match[1] ?? "", match[2] ?? "", match[3]);
    const closes = clock(match[4] ?? "", match[5] ?? "", match[6]);
    if (!opens || !closes) continue;
    spans.push({ "@type": "OpeningHoursSpecification", dayOfWeek: EVERY_DAY, opens, closes });
  }
  return spans;
}

export interface RestaurantJsonLdInput {
  restaurant: RestaurantDto;
  /** The restaurant's hours in English (the times are parsed from it). */
  hoursEn: string;
  settings: SiteSettings;
  publicUrl: string;
  lang: Lang;
}

/** A restaurant of the hotel: cuisine, hours, its menu page and table reservations. */
export function restaurantJsonLd(input: RestaurantJsonLdInput): JsonLd {
  const { restaurant, settings, publicUrl, lang } = input;
  const hours = openingHours(input.hoursEn);
  return {
    "@context": CONTEXT,
    "@type": "Restaurant",
    name: restaurant.name,
    description: restaurant.description,
    url: pageUrl(publicUrl, `/dining/${restaurant.id}/menu`, lang),
    ...(restaurant.image ? { image: absoluteUrl(publicUrl, restaurant.image) } : {}),
    servesCuisine: restaurant.cuisine,
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    hasMenu: pageUrl(publicUrl, `/dining/${restaurant.id}/menu`, lang),
    acceptsReservations: true,
    telephone: settings.phones[0],
    address: postalAddress(settings),
    geo: geo(settings),
    containedInPlace: { "@type": "Hotel", "@id": hotelId(publicUrl), name: settings.hotelName },
  };
}

export interface RoomJsonLdInput {
  room: Pick<
    RoomTypeDto,
    | "id"
    | "name"
    | "description"
    | "images"
    | "price"
    | "capacity"
    | "size"
    | "bedType"
    | "amenities"
    | "available"
  >;
  /** Whether `available` was counted for the guest's dates (else it is not known). */
  searched: boolean;
  settings: SiteSettings;
  publicUrl: string;
  lang: Lang;
}

/** A priced offer of a room type for one night. */
export function roomOffer(
  url: string,
  price: number,
  currency: string,
  availability: "InStock" | "SoldOut",
): JsonLd {
  return {
    "@type": "Offer",
    url,
    price,
    priceCurrency: currency,
    availability: `https://schema.org/${availability}`,
    priceSpecification: {
      "@type": "UnitPriceSpecification",
      price,
      priceCurrency: currency,
      unitText: "night",
    },
  };
}

/** The product identifiers of a room type: the hotel's brand and the room type's own code. */
export function roomProductIds(id: number, brandName: string): JsonLd {
  return { brand: { "@type": "Brand", name: brandName }, sku: `room-type-${id}` };
}

/** A room type: a HotelRoom that is also a Product, with its priced offer for a night. */
export function roomJsonLd(input: RoomJsonLdInput): JsonLd {
  const { room, settings, publicUrl, lang } = input;
  const url = pageUrl(publicUrl, `/rooms/${room.id}`, lang);
  return {
    "@context": CONTEXT,
    "@type": ["HotelRoom", "Product"],
    name: room.name,
    description: room.description,
    url,
    image: room.images.map((src) => absoluteUrl(publicUrl, src)),
    floorSize: { "@type": "QuantitativeValue", value: room.size, unitCode: "MTK" },
    occupancy: { "@type": "QuantitativeValue", maxValue: room.capacity },
    bed: room.bedType,
    amenityFeature: room.amenities.map((name) => ({
      "@type": "LocationFeatureSpecification",
      name,
      value: true,
    })),
    containedInPlace: { "@type": "Hotel", "@id": hotelId(publicUrl), name: settings.hotelName },
    ...roomProductIds(room.id, settings.brandName),
    offers: roomOffer(
      url,
      room.price,
      settings.currency,
      input.searched && room.available <= 0 ? "SoldOut" : "InStock",
    ),
  };
}

/** The publisher of the journal: the hotel as an organisation with its logo. */
export function publisherJsonLd(settings: SiteSettings, publicUrl: string): JsonLd {
  return {
    "@type": "Organization",
    name: settings.hotelName,
    url: publicUrl,
    logo: { "@type": "ImageObject", url: logoUrl(publicUrl) },
  };
}
