/**
 * JSON shapes of the public API, shared
 * by the server that produces them and the pages that read them. Texts are
 * already in the language asked for.
 */

import type { GuestBookingState } from "./booking-state";
import type { ManageBlock, StayCancellationTerms } from "./cancellation";
import type { BookingSource, StayStatus } from "./front-office";
import type { Quote } from "./pricing";

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
  /**
   * Beside `images`: each photo's alt text in the page's language, "" where staff wrote
   * none for it (the page then names the room and the photo's number).
   */
  imageAlts?: string[];
  /** Photos just uploaded whose narrower sizes and AVIF are still being made. */
  imagesPending?: string[];
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
  /** The cover's pixel size when known: the pages then offer its smaller variants. */
  imageWidth: number | null;
  imageHeight: number | null;
  publishedAt: string | null;
  author: string;
  category: string;
  tags: string[];
  language: string;
  featured: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A room type free for a searched stay, with the all-in price of that stay. */
export interface AvailableRoomDto extends RoomTypeDto {
  /** Fewest rooms free on any night of the stay. */
  available: number;
  quote: import("./pricing").Quote;
}

/** GET /api/quote: what a stay costs, night by night, as POST /api/bookings will charge it. */
export interface StayQuoteDto {
  roomId: number;
  checkIn: string;
  checkOut: string;
  /** Each night's rate for one room. */
  nights: { date: string; rate: number }[];
  roomCount: number;
  roomsTotal: number;
  extraGuestsTotal: number;
  lateCheckoutTotal: number;
  /** Rooms and surcharges before the discount. */
  subtotal: number;
  discount: number;
  promoCode: string | null;
  taxPercent: number;
  tax: number;
  total: number;
  /**
   * With Pesapal active and a deposit set: what is paid online when booking, the rest at
   * the hotel (core/deposit.ts). Null: the full total online, or all of it at the hotel.
   */
  deposit: number | null;
  currency: string;
  /** Booked now: free cancellation until when, and what cancelling costs (core/cancellation.ts). */
  cancellation: StayCancellationTerms;
}

/** One night of the guests' price calendar: rooms left, its price and how it may be sold. */
export interface CalendarNightDto {
  date: string;
  available: number;
  /** The single bed-only rate of the night (the "from" price), KSh. */
  rate: number;
  rates: RoomRatesDto;
  minStay: number | null;
  maxStay: number | null;
  closed: boolean;
  closedToArrival: boolean;
  closedToDeparture: boolean;
}

/** GET /api/availability: the search's calendar, every room type together. */
export interface HotelAvailabilityDto {
  from: string;
  /** Exclusive. */
  to: string;
  /** Rooms free that night and the lowest single room-only rate among them (null: none sold). */
  nights: { date: string; available: number; rate: number | null }[];
}

export interface RoomAvailabilityDto {
  roomId: number;
  totalRooms: number;
  from: string;
  /** Exclusive. */
  to: string;
  nights: CalendarNightDto[];
  /** Why no room is offered although some may be free (eZee unreachable, sales paused). */
  notice?: string;
}

export type BookingStatus = "pending_payment" | "confirmed" | "cancelled" | "expired";

/** What a guest sees of their booking (confirmation page, find my booking). */
export interface BookingViewDto {
  reference: string;
  status: BookingStatus;
  room: { id: number; name: string; image: string | null; size: number; capacity: number };
  checkIn: string;
  checkOut: string;
  nights: number;
  adults: number;
  children: number;
  roomCount: number;
  extraGuests: number;
  includeBreakfast: boolean;
  isDoubleOccupancy: boolean;
  needsLateCheckout: boolean;
  guest: { firstName: string; lastName: string; email: string; phone: string };
  specialRequests: string;
  price: {
    nightlyRate: number;
    roomsTotal: number;
    /** Each night's rate for one room as charged (null on bookings made before the rate calendar). */
    nights: { date: string; rate: number }[] | null;
    /** What a promo code took off, and the code (upper case; null without one). */
    discount: number;
    promoCode: string | null;
    extraGuestsTotal: number;
    lateCheckoutTotal: number;
    subtotal: number;
    taxPercent: number;
    taxes: number;
    total: number;
    /** The deposit asked online when booking (KSh); null when the full amount or none was. */
    deposit: number | null;
    currency: string;
  };
  createdAt: string;
  /** Paid in full online (a completed Pesapal payment): nothing is due at the hotel. */
  paidOnline: boolean;
  /** What the guest is told (core/booking-state.ts). */
  state: GuestBookingState;
  /** Paid online and not reversed (KSh). */
  amountPaid: number;
  /** Asked back or paid back (KSh). */
  refundAmount: number;
  /** While awaiting payment: when the rooms are released (ISO). */
  holdExpiresAt: string | null;
  /** While awaiting payment: the payment page with its secret token (relative path). */
  paymentPath: string | null;
  /** Link to this view with its secret token (relative path). */
  confirmationPath: string;
  /** Manage booking: what the guest may do online now, and what it costs. */
  manage: {
    canCancel: boolean;
    cancelBlock: ManageBlock | null;
    canChange: boolean;
    changeBlock: ManageBlock | null;
    /** Free cancellation (and online changes) until (ISO instant). */
    freeUntil: string;
    free: boolean;
    /** What cancelling now costs (KSh, taxes included). */
    charge: number;
    /** What cancelling after the deadline costs. */
    lateCharge: number;
    /** The nights of every room that charge is made of. */
    lateNights: number;
    /** Refunded through Pesapal on cancelling now. */
    refund: number;
    /** The charge not covered by an online payment, settled with the hotel. */
    owed: number;
    /** Paid online, less what was asked back. */
    netPaid: number;
    /** Still to pay online after a change of a stay paid in full (KSh). */
    balanceDue: number;
    /** A confirmed booking whose deposit was paid: the rest, paid at the hotel (KSh). */
    dueAtHotel: number;
    /** The cancel, change and pay-the-balance pages, with the secret token (relative). */
    cancelPath: string;
    changePath: string;
  };
  /** The late-cancellation charge of a cancelled booking (KSh), if any. */
  cancellationCharge: number | null;
  /** How many times the guest changed the stay (a change form sends it back). */
  version: number;
}

/** Answer of POST /api/bookings (201, or 200 for a replayed Idempotency-Key). */
export interface BookingCreatedDto {
  id: number;
  reference: string;
  status: BookingStatus;
  totalAmount: number;
  currency: string;
  confirmationUrl: string;
  /** Pesapal active: where the guest pays (Pesapal's page, or our payment page). */
  redirectUrl?: string;
  /** Pesapal failed and the booking is to be paid at the hotel: what to tell the guest. */
  paymentNotice?: string;
}

/** The printed menus a restaurant can have (one per kind). */
export const MENU_KINDS = ["food", "wine", "barista", "bar", "seafood"] as const;
export type MenuKind = (typeof MENU_KINDS)[number];

export interface HeroSlideDto {
  id: number;
  image: string;
  width: number | null;
  height: number | null;
  title: string;
  subtitle: string;
}

export interface MenuPageDto {
  src: string;
  width: number | null;
  height: number | null;
}

export interface PrintedMenuDto {
  kind: MenuKind;
  title: string;
  pages: MenuPageDto[];
}

export interface EventPackageDto {
  id: number;
  slug: string;
  title: string;
  price: string;
  groupSize: string;
  description: string;
  features: string[];
  addOns: string[];
  images: string[];
}

export interface IntegrationStatus {
  provider: "ezee" | "pesapal";
  label: string;
  isActive: boolean;
  lastSuccessAt: string | null;
  lastErrorAt: string | null;
  lastError: string | null;
  /** What waits, e.g. [{ label: "Pushes waiting", count: 2 }]. */
  queues: { label: string; count: number }[];
  /** The fallback in force while the provider fails (site settings). */
  fallback: string;
  /** The provider is active and its last call failed: the fallback applies now. */
  failing: boolean;
}

/** How the difference of a booking change is settled. */
export type ChangeSettlement = "none" | "pay_online" | "refund" | "at_hotel" | "rest_at_hotel";

/** The price of a booking change, shown before it is confirmed (the guest's and staff's). */
export interface ChangeQuoteDto {
  quote: Quote;
  isDoubleOccupancy: boolean;
  roomName: string;
  oldTotal: number;
  newTotal: number;
  /** newTotal − oldTotal (negative: cheaper). */
  difference: number;
  /** Paid online and not asked back. */
  paid: number;
  settlement: ChangeSettlement;
  /** What is paid online now, refunded, or settled at the hotel (KSh, positive). */
  amount: number;
  /** The booking's change count the quote was made against (a stale tab is refused). */
  version: number;
  /** Staff only: the stay rule they chose to set aside, in its own words. */
  overridden?: string;
}

/** GET /api/admin/bookings/quote: the stay's quote and the stay rule staff set aside, if any. */
export interface StaffStayQuoteDto extends StayQuoteDto {
  overridden: string | null;
}

/** One booking on the front desk's lists (arrivals, departures, in house). */
export interface FrontDeskRowDto {
  id: number;
  reference: string;
  status: "pending_payment" | "confirmed" | "cancelled" | "expired";
  stayStatus: StayStatus;
  source: BookingSource;
  firstName: string;
  lastName: string;
  phone: string;
  roomName: string;
  roomCount: number;
  adults: number;
  children: number;
  checkIn: string;
  checkOut: string;
  nights: number;
  totalAmount: number;
  specialRequests: string | null;
  /** Staff notes on the booking. */
  notes: number;
  /** The guest's account's open balance (core/folio.ts; below 0 a credit). */
  balance: number;
}
