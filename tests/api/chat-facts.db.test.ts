/**
 * GET /api/chat/facts: the chat's address, map, payment and cancellation
 * answers read the settings and the Pesapal switch, never a copy in the code.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatFacts } from "~core/chat-facts";
import { pesapalConfig, siteSettings } from "~server/db/schema";
import { invalidateReadCache } from "~server/services/platform/read-cache";
import { getSiteSettings } from "~server/services/platform/settings";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const facts = async () => (await t.getJson("/api/chat/facts?lang=ar")).body as ChatFacts;

async function changeSettings(data: Record<string, unknown>) {
  const [row] = await t.database.db.select().from(siteSettings);
  await t.database.db
    .update(siteSettings)
    .set({ data: { ...(row?.data as object), ...data } as never });
  invalidateReadCache(t.database.db);
}

describe("chat facts from the settings", () => {
  it("gives the address and a map of the hotel's position", async () => {
    const settings = await getSiteSettings(t.database.db);
    const first = await facts();
    expect(first.address).toContain(settings.address.street);
    expect(first.address).toContain(settings.address.city);
    expect(first.mapUrl).toContain(`mlat=${settings.geo.latitude}`);
    expect(first.mapUrl).toContain(`mlon=${settings.geo.longitude}`);

    await changeSettings({
      address: { ...settings.address, street: "Moved Street 9", area: "Diani" },
      geo: { latitude: -4.3, longitude: 39.58 },
    });
    const moved = await facts();
    expect(moved.address).toContain("Moved Street 9, Diani");
    expect(moved.address).not.toContain(settings.address.street);
    expect(moved.mapUrl).toContain("mlat=-4.3&mlon=39.58");
  });

  it("gives the beach, spa and pet facts of the settings (the demo's by default)", async () => {
    const before = await facts();
    expect([before.beachWalkMinutes, before.spa, before.pets]).toEqual([
      10,
      false,
      "assistance_dogs",
    ]);
    await changeSettings({ beachWalkMinutes: 0, spa: true, pets: "none" });
    const after = await facts();
    expect([after.beachWalkMinutes, after.spa, after.pets]).toEqual([0, true, "none"]);
  });

  it("gives the cancellation policy of the settings", async () => {
    await changeSettings({
      cancellationPolicy: { freeCancellationDays: 5, lateCancellationNights: 2 },
    });
    expect((await facts()).cancellation).toEqual({
      freeCancellationDays: 5,
      lateCancellationNights: 2,
    });
  });

  it("says whether bookings are paid online and what happens when Pesapal fails", async () => {
    expect((await facts()).payment).toEqual({
      online: false,
      fallback: "pay_at_hotel",
      deposit: null,
    });
    await t.database.db
      .insert(pesapalConfig)
      .values({ id: 1, isActive: true })
      .onConflictDoUpdate({ target: pesapalConfig.id, set: { isActive: true } });
    await changeSettings({ pesapalFallback: "no_online_bookings" });
    expect((await facts()).payment).toEqual({
      online: true,
      fallback: "no_online_bookings",
      deposit: null,
    });
    // A deposit in the settings: the chat says what is paid online.
    await changeSettings({ deposit: { mode: "first_night", percent: 30 } });
    expect((await facts()).payment.deposit).toEqual({ mode: "first_night", percent: 30 });
  });
});
