/**
 * JSON shapes of the public API (spec 000 section 3, spec 001 section 3), shared
 * by the server that produces them and the pages that read them. Texts are
 * already in the language asked for.
 */
export interface RoomRatesDto {
  singleBedOnly: number;
  singleBreakfast: number;
  doubleBedOnly: number;
  doubleBreakfast: number;
}

export interface RoomTypeDto {
  id: number;
  slug: string;
  name: string;
  description: string;
  shortDescription: string;
  images: string[];
  /** Lowest nightly rate (single occupancy, bed only), KSh. */
  price: number;
  rating: number;
  reviews: number;
  capacity: number;
  size: number;
  totalRooms: number;
  /** Rooms of this type still free tonight. */
  available: number;
  amenities: string[];
  bedType: string;
  view: string;
  rates: RoomRatesDto;
  rackRates: RoomRatesDto | null;
}

export interface AmenityDto {
  id: number;
  key: string;
  icon: string;
  name: string;
  description: string;
}

export interface TestimonialDto {
  id: number;
  name: string;
  location: string;
  content: string;
  image: string | null;
  rating: number;
}

export interface RestaurantDto {
  id: number;
  slug: string;
  name: string;
  description: string;
  cuisine: string[];
  hours: string;
  dressCode: string;
  image: string | null;
}

export interface MenuItemDto {
  id: number;
  category: string;
  name: string;
  description: string;
  price: number;
  image: string | null;
}

export interface GalleryImageDto {
  id: number;
  url: string;
  alt: string;
  category: string;
  width: number | null;
  height: number | null;
}

export interface BlogPostDto {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  imagePath: string | null;
  publishedAt: string | null;
  author: string;
  category: string;
  tags: string[];
  language: string;
  featured: boolean;
  createdAt: string;
  updatedAt: string;
}
