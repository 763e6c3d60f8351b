/**
 * The party rule (decision 005): which stays a room type can take and at which
 * occupancy. One function for the search, the room page, the booking form and the
 * server, so a party the server refuses is never offered anywhere.
 */
import { MAX_ROOMS } from "./schemas/booking";

export interface Party {
  adults: number;
  children: number;
  rooms: number;
}

/** Why a party does not fit: more guests than beds, or a room without an adult. */
export type PartyProblem = "tooMany" | "adultPerRoom";

export interface PartyFit {
  fits: boolean;
  problem: PartyProblem | null;
  /** Two adults or more in a room (adults spread evenly): the double rate. */
  isDoubleOccupancy: boolean;
  /** Most extra guests this stay can take (0 when the party does not fit). */
  maxExtraGuests: number;
  /** Fewest rooms of this type that take the party (each with an adult), or null. */
  roomsNeeded: number | null;
}

/** An extra guest sleeps on an extra bed: one per room, none in a room for one. */
export function extraBedsPerRoom(capacity: number): number {
  return capacity >= 2 ? 1 : 0;
}

/**
 * Whether `party` fits rooms that sleep `capacity` each: adults + children within
 * capacity x rooms, at least one adult per room. `maxExtraGuestsPerBooking` is the
 * site settings' limit; the stay's limit is the lower of it and one extra bed per room.
 */
export function fitParty(
  capacity: number,
  party: Party,
  maxExtraGuestsPerBooking: number,
): PartyFit {
  const guests = party.adults + party.children;
  const problem: PartyProblem | null =
    party.rooms > party.adults
      ? "adultPerRoom"
      : guests > capacity * party.rooms
        ? "tooMany"
        : null;
  let roomsNeeded: number | null = null;
  for (let rooms = 1; rooms <= Math.min(party.adults, MAX_ROOMS); rooms++) {
    if (capacity * rooms >= guests) {
      roomsNeeded = rooms;
      break;
    }
  }
  const fits = problem === null;
  return {
    fits,
    problem,
    isDoubleOccupancy: fits && capacity >= 2 && party.adults > party.rooms,
    maxExtraGuests: fits
      ? Math.max(0, Math.min(maxExtraGuestsPerBooking, party.rooms * extraBedsPerRoom(capacity)))
      : 0,
    roomsNeeded,
  };
}
