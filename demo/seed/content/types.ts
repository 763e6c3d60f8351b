/**
 * Shapes of the demo content seeded on first start. Every guest-facing text is
 * written in all seven languages (en, fr, es, it, de, ar, sw). Image fields are
 * art keys: names of generated illustrations (see demo/seed/art/).
 */
import type { FullyLocalizedText as L } from "~core/i18n/languages";

export type ArtKey = string;

export interface RoomRates {
  singleBedOnly: number;
  singleBreakfast: number;
  doubleBedOnly: number;
  doubleBreakfast: number;
}

export interface RoomTypeSeed {
  slug: string;
  name: string; // proper name, not translated
  description: L; // 2-4 sentences
  shortDescription: L; // one sentence for cards
  capacity: number; // guests
  size: number; // m2
  totalRooms: number;
  rating: number; // 1..5, one decimal allowed
  reviews: number;
  bedType: "Single" | "Double" | "Queen" | "King" | "Twin";
  view: "Ocean" | "Garden";
  amenities: L[];
  chatNames: string[]; // other names guests use in the chat (room_types.chat_names)
  rates: RoomRates; // charged (booking-form table)
  rackRates: RoomRates; // standard rate shown struck through (room-page table)
  images: ArtKey[]; // in display order
}

export type AmenityKey = "pool" | "cafe" | "business-centre" | "wifi" | "reception" | "parking";
export interface AmenitySeed {
  key: AmenityKey;
  icon: string; // lucide icon name, e.g. "waves"
  name: L;
  description: L;
}

export type MenuKind = "food" | "wine" | "barista" | "bar" | "seafood";

export interface RestaurantSeed {
  id: number; // 1..4, the ids of the built-in restaurants
  slug: string;
  name: string; // proper name
  description: L;
  cuisine: L[];
  hours: L; // free text
  dressCode: L;
  image: ArtKey;
}

export interface MenuSeed {
  kind: MenuKind;
  title: L; // e.g. "Food Menu"
  pages: ArtKey[]; // food 13, wine 9, barista 5, bar 7, seafood 2
}

export interface MenuItemSeed {
  restaurantId: number;
  category: L;
  name: L;
  description: L;
  price: number; // KSh, integer
  image?: ArtKey;
}

export type GalleryCategory = "rooms" | "dining" | "events" | "amenities" | "property";
export interface GalleryImageSeed {
  category: GalleryCategory;
  alt: L;
  image: ArtKey;
}

export interface EventPackageSeed {
  slug: string;
  title: L;
  price: L; // display text, e.g. "KSh 3,500 per person"
  priceAmount: number; // KSh, integer
  priceUnit: "person" | "group";
  groupSize: L; // display text, e.g. "Minimum 20 guests"
  description: L;
  features: L[];
  addOns: L[]; // may be empty
  images: ArtKey[];
}

export interface TestimonialSeed {
  name: string;
  location: L;
  content: L;
  image: ArtKey;
  rating: number; // 1..5
}

export interface BlogPostSeed {
  slug: string;
  title: string;
  excerpt: string;
  content: string; // HTML: <h2>, <p>, <ul>, <li>, <blockquote>, <strong>, <em>, <a>
  author: string;
  category: string;
  tags: string[];
  language: "en" | "fr" | "es" | "it" | "de" | "ar" | "sw";
  featured: boolean;
  publishedAt: string; // ISO date
  coverImage: ArtKey;
}

export interface HeroSlideSeed {
  image: ArtKey;
  title: L;
  subtitle: L;
}

export interface SocialPostSeed {
  image: ArtKey;
  caption: string;
  link: string | null;
  likes: number;
  createdAt: string; // ISO
}
