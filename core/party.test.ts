import { describe, expect, it } from "vitest";
import { fitParty } from "./party";

describe("fitParty", () => {
  it("refuses a family of four in a room for one and names the rooms it would need", () => {
    const fit = fitParty(1, { adults: 2, children: 2, rooms: 1 }, 3);
    expect(fit).toMatchObject({ fits: false, problem: "tooMany", maxExtraGuests: 0 });
    // Four single rooms would need four adults: no number of rooms takes this party.
    expect(fit.roomsNeeded).toBeNull();
    expect(fitParty(2, { adults: 2, children: 2, rooms: 1 }, 3).roomsNeeded).toBe(2);
  });

  it("prices two adults in a room at the double rate, an adult with a child at the single", () => {
    expect(fitParty(2, { adults: 2, children: 0, rooms: 1 }, 3).isDoubleOccupancy).toBe(true);
    expect(fitParty(2, { adults: 1, children: 1, rooms: 1 }, 3).isDoubleOccupancy).toBe(false);
    expect(fitParty(2, { adults: 2, children: 0, rooms: 2 }, 3).isDoubleOccupancy).toBe(false);
    expect(fitParty(2, { adults: 3, children: 0, rooms: 2 }, 3).isDoubleOccupancy).toBe(true);
  });

  it("needs an adult in every room", () => {
    expect(fitParty(4, { adults: 1, children: 1, rooms: 2 }, 3)).toMatchObject({
      fits: false,
      problem: "adultPerRoom",
    });
  });

  it("allows one extra guest per room, none in a room for one, within the settings", () => {
    expect(fitParty(2, { adults: 2, children: 0, rooms: 1 }, 3).maxExtraGuests).toBe(1);
    expect(fitParty(2, { adults: 4, children: 0, rooms: 4 }, 3).maxExtraGuests).toBe(3);
    expect(fitParty(1, { adults: 1, children: 0, rooms: 1 }, 3).maxExtraGuests).toBe(0);
    expect(fitParty(4, { adults: 2, children: 0, rooms: 2 }, 1).maxExtraGuests).toBe(1);
  });
});
