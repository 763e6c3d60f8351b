import { describe, expect, it } from "vitest";
import { firstNightBack, type StayFacts, stayActions } from "./front-office";

const booking = (over: Partial<StayFacts> = {}): StayFacts => ({
  status: "confirmed",
  stayStatus: "expected",
  checkIn: "2026-03-10",
  checkOut: "2026-03-13",
  ...over,
});

describe("stay actions", () => {
  it("checks in a confirmed, expected guest from the arrival date until the stay ends", () => {
    expect(stayActions(booking(), "2026-03-09")).toEqual({
      "check-in": false,
      "check-out": false,
      "no-show": false,
      "undo-no-show": false,
    });
    expect(stayActions(booking(), "2026-03-10")).toEqual({
      "check-in": true,
      "check-out": false,
      "no-show": true,
      "undo-no-show": false,
    });
    // On the check-out date the stay is over: a no-show still, no check-in.
    expect(stayActions(booking(), "2026-03-13")["check-in"]).toBe(false);
    expect(stayActions(booking(), "2026-03-13")["no-show"]).toBe(true);
  });

  it("checks out a guest in house, early or not; nothing else", () => {
    expect(stayActions(booking({ stayStatus: "in_house" }), "2026-03-11")).toEqual({
      "check-in": false,
      "check-out": true,
      "no-show": false,
      "undo-no-show": false,
    });
    expect(
      Object.values(stayActions(booking({ stayStatus: "checked_out" }), "2026-03-11")),
    ).toEqual([false, false, false, false]);
  });

  it("undoes a no-show while the stay has nights left, and nothing else", () => {
    const noShow = booking({ stayStatus: "no_show" });
    expect(stayActions(noShow, "2026-03-12")).toEqual({
      "check-in": false,
      "check-out": false,
      "no-show": false,
      "undo-no-show": true,
    });
    expect(stayActions(noShow, "2026-03-13")["undo-no-show"]).toBe(false);
    expect(stayActions({ ...noShow, status: "cancelled" }, "2026-03-11")["undo-no-show"]).toBe(
      false,
    );
  });

  it("offers nothing for a booking that is not confirmed", () => {
    for (const status of ["pending_payment", "cancelled", "expired"]) {
      expect(Object.values(stayActions(booking({ status }), "2026-03-11"))).toEqual([
        false,
        false,
        false,
        false,
      ]);
    }
  });

  it("gives back the nights from tonight, or from the arrival night when it is later", () => {
    expect(firstNightBack("2026-03-10", "2026-03-11")).toBe("2026-03-11");
    expect(firstNightBack("2026-03-10", "2026-03-10")).toBe("2026-03-10");
    expect(firstNightBack("2026-03-12", "2026-03-11")).toBe("2026-03-12");
  });
});
