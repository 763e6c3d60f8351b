/** A running server's public JSON API, called as its own pages call it (same Origin). */
import { expect } from "vitest";

export const postJson = (url: string, path: string, body: unknown) =>
  fetch(`${url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify(body),
  });

/**
 * A guest's booking at the price the server quotes: a first try at a wrong total answers
 * with the quote, the second books at it. The booking's reference and that quote.
 */
export async function bookAsGuest(url: string, booking: Record<string, unknown>) {
  const { quote } = (await (
    await postJson(url, "/api/bookings", { ...booking, totalAmount: 1 })
  ).json()) as { quote: { total: number; roomsTotal: number } };
  const created = await postJson(url, "/api/bookings", { ...booking, totalAmount: quote.total });
  expect(created.status).toBe(201);
  const { reference } = (await created.json()) as { reference: string };
  return { reference, quote };
}
