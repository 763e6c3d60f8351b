/**
 * The largest party booked online, in a module of its own so the search's party picker
 * (every page's bundle) takes these numbers without the booking schemas and zod.
 */
export const MAX_ROOMS = 4;
export const MAX_ADULTS = 8;
export const MAX_CHILDREN = 6;
