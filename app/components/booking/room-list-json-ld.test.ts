import { describe, expect, it } from "vitest";
import { roomListJsonLd } from "./room-list-json-ld";

const room = (id: number, name: string) => ({
  id,
  name,
  shortDescription: `${name}, by the pool`,
  images: [`/uploads/rooms/${id}.webp`, "https://cdn.example.com/x.webp"],
  price: 5000 + id,
  capacity: 2,
  size: 24,
  bedType: "Queen",
});

describe("the /rooms structured data", () => {
  const input = {
    publicUrl: "https://hotel.example",
    hotelName: "Pwani Bay",
    brandName: "Pwani Bay",
    currency: "KES",
    rooms: [room(3, "Deluxe Ocean View"), room(1, "Single Mini")],
  };

  it("is an ItemList of HotelRoom products with positions, absolute URLs and names", () => {
    const ld = roomListJsonLd({ ...input, lang: "en" });
    expect(ld["@type"]).toBe("ItemList");
    expect(ld.numberOfItems).toBe(2);
    const items = ld.itemListElement as Record<string, unknown>[];
    expect(items.map((item) => [item["@type"], item.position, item.url, item.name])).toEqual([
      ["ListItem", 1, "https://hotel.example/rooms/3", "Deluxe Ocean View"],
      ["ListItem", 2, "https://hotel.example/rooms/1", "Single Mini"],
    ]);
    const first = items[0]?.item as Record<string, unknown>;
    expect(first).toMatchObject({
      "@type": ["HotelRoom", "Product"],
      name: "Deluxe Ocean View",
      url: "https://hotel.example/rooms/3",
      image: ["https://hotel.example/uploads/rooms/3.webp", "https://cdn.example.com/x.webp"],
      occupancy: { maxValue: 2 },
      bed: "Queen",
      offers: {
        "@type": "Offer",
        price: 5003,
        priceCurrency: "KES",
        availability: "https://schema.org/InStock",
        url: "https://hotel.example/rooms/3",
        priceSpecification: { price: 5003, priceCurrency: "KES", unitText: "night" },
      },
    });
  });

  it("links each room's page in the page's language", () => {
    const ld = roomListJsonLd({ ...input, lang: "ar" });
    expect(ld.url).toBe("https://hotel.example/rooms?lang=ar");
    const items = ld.itemListElement as { url: string }[];
    expect(items.map((item) => item.url)).toEqual([
      "https://hotel.example/rooms/3?lang=ar",
      "https://hotel.example/rooms/1?lang=ar",
    ]);
  });
});
