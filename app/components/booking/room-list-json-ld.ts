import { pageUrl } from "~/seo";
import { roomOffer, roomProductIds } from "~/structured-data";
import type { Lang } from "~core/i18n/languages";
import type { RoomTypeDto } from "~core/types";

export interface RoomListJsonLdInput {
  publicUrl: string;
  lang: Lang;
  hotelName: string;
  brandName: string;
  currency: string;
  rooms: Pick<
    RoomTypeDto,
    "id" | "name" | "shortDescription" | "images" | "price" | "capacity" | "size" | "bedType"
  >[];
}

const absolute = (publicUrl: string, src: string) =>
  /^https?:\/\//.test(src) ? src : `${publicUrl}${src}`;

/**
 * The /rooms list as schema.org structured data: an ItemList whose entries are the room
 * types, in the page's order, each a HotelRoom with its page (in the page's language),
 * photos, size, occupancy, bed and the lowest nightly rate.
 */
export function roomListJsonLd(input: RoomListJsonLdInput): Record<string, unknown> {
  const { publicUrl, lang, hotelName, brandName, currency, rooms } = input;
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: hotelName,
    url: pageUrl(publicUrl, "/rooms", lang),
    numberOfItems: rooms.length,
    itemListElement: rooms.map((room, index) => {
      const url = pageUrl(publicUrl, `/rooms/${room.id}`, lang);
      return {
        "@type": "ListItem",
        position: index + 1,
        url,
        name: room.name,
        item: {
          "@type": ["HotelRoom", "Product"],
          name: room.name,
          description: room.shortDescription,
          url,
          image: room.images.map((src) => absolute(publicUrl, src)),
          floorSize: { "@type": "QuantitativeValue", value: room.size, unitCode: "MTK" },
          occupancy: { "@type": "QuantitativeValue", maxValue: room.capacity },
          bed: room.bedType,
          ...roomProductIds(room.id, brandName),
          offers: roomOffer(url, room.price, currency, "InStock"),
        },
      };
    }),
  };
}
