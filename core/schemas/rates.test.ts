import { describe, expect, it } from "vitest";
import { hotelToday } from "../dates";
import { addDaysIso } from "../pricing";
import {
  isoWeekday,
  NO_CHANGE_MESSAGE,
  RateEditSchema,
  rateEditFromForm,
  selectedNights,
  shiftMonth,
} from "./rates";

const today = hotelToday();
const edit = (extra: Record<string, unknown>) => ({
  roomTypeId: 1,
  from: addDaysIso(today, 1),
  to: addDaysIso(today, 10),
  ...extra,
});

/** The field messages of a refused edit. */
function errors(value: unknown): Record<string, string> {
  const result = RateEditSchema.safeParse(value);
  expect(result.success).toBe(false);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? [])
    out[issue.path.join(".") || "body"] ??= issue.message;
  return out;
}

describe("RateEditSchema", () => {
  it("takes rates, null rates and limits, and sorts the days of the week once each", () => {
    const parsed = RateEditSchema.parse(
      edit({
        weekdays: [7, 6, 6],
        singleBedOnly: 1,
        doubleBreakfast: null,
        minStay: 2,
        maxStay: 2,
      }),
    );
    expect(parsed).toMatchObject({
      weekdays: [6, 7],
      singleBedOnly: 1,
      doubleBreakfast: null,
      minStay: 2,
      maxStay: 2,
    });
    expect(parsed.singleBreakfast).toBeUndefined();
    expect(RateEditSchema.parse(edit({ from: today, to: today, closed: false })).closed).toBe(
      false,
    );
  });

  it("refuses an edit without any change", () => {
    expect(errors(edit({ weekdays: [1] })).body).toBe(NO_CHANGE_MESSAGE);
  });

  it("names the field of each bad value", () => {
    expect(errors(edit({ from: "2026-02-30", closed: true })).from).toBe(
      "First night must be a real date (YYYY-MM-DD)",
    );
    expect(errors(edit({ from: addDaysIso(today, -1), closed: true })).from).toBe(
      `The first night cannot be in the past (today is ${today})`,
    );
    expect(errors(edit({ to: today, from: addDaysIso(today, 1), closed: true })).to).toBe(
      "The last night must be on or after the first night",
    );
    expect(errors(edit({ from: today, to: addDaysIso(today, 366), closed: true })).to).toMatch(
      /at most 366 nights/,
    );
    expect(
      RateEditSchema.safeParse(edit({ from: today, to: addDaysIso(today, 365), closed: true }))
        .success,
    ).toBe(true);
    expect(errors(edit({ singleBedOnly: 99.5 })).singleBedOnly).toBe(
      "Single, bed only must be a whole number of KSh, more than 0",
    );
    // KSh 0 is a typo, never a rate.
    expect(errors(edit({ singleBedOnly: 0 })).singleBedOnly).toBe(
      "Single, bed only must be more than KSh 0",
    );
    expect(errors(edit({ doubleBedOnly: "5000" })).doubleBedOnly).toMatch(/whole number of KSh/);
    expect(errors(edit({ minStay: 0 })).minStay).toBe(
      "Minimum stay must be a whole number of nights from 1 to 365",
    );
    expect(errors(edit({ maxStay: 366 })).maxStay).toMatch(/from 1 to 365/);
    expect(errors(edit({ minStay: 4, maxStay: 3 })).minStay).toBe(
      "Minimum stay cannot be longer than the maximum stay",
    );
    expect(errors(edit({ weekdays: [0], closed: true }))["weekdays.0"]).toMatch(
      /1 \(Monday\) to 7 \(Sunday\)/,
    );
    expect(errors(edit({ closed: "yes" })).closed).toBe("Closed must be true or false");
    expect(errors(edit({ roomTypeId: 0, closed: true })).roomTypeId).toBe("Choose a room type");
  });
});

describe("selectedNights", () => {
  it("lists every night, both ends included, or only the chosen days of the week", () => {
    // 2026-12-21 is a Monday.
    expect(selectedNights({ from: "2026-12-21", to: "2026-12-23" })).toEqual([
      "2026-12-21",
      "2026-12-22",
      "2026-12-23",
    ]);
    expect(selectedNights({ from: "2026-12-21", to: "2027-01-03", weekdays: [6, 7] })).toEqual([
      "2026-12-26",
      "2026-12-27",
      "2027-01-02",
      "2027-01-03",
    ]);
    expect(selectedNights({ from: "2026-12-21", to: "2026-12-23", weekdays: [5] })).toEqual([]);
    expect(isoWeekday("2026-12-27")).toBe(7);
    expect(isoWeekday("2026-12-21")).toBe(1);
  });
});

describe("rateEditFromForm", () => {
  it("leaves out empty fields, sends null for a cleared one and reads the restriction choices", () => {
    const form = new FormData();
    form.set("roomTypeId", "3");
    form.set("from", "2026-12-20");
    form.set("to", " 2026-12-31 ");
    form.append("weekdays", "5");
    form.append("weekdays", "6");
    form.set("singleBedOnly", "12000");
    form.set("singleBreakfast", "");
    form.set("doubleBedOnly", "9000");
    form.set("doubleBedOnlyClear", "1");
    form.set("minStay", "abc");
    form.set("maxStayClear", "1");
    form.set("closed", "");
    form.set("closedToArrival", "yes");
    form.set("closedToDeparture", "no");
    expect(rateEditFromForm(form)).toEqual({
      roomTypeId: 3,
      from: "2026-12-20",
      to: "2026-12-31",
      weekdays: [5, 6],
      singleBedOnly: 12000,
      doubleBedOnly: null,
      minStay: "abc",
      maxStay: null,
      closedToArrival: true,
      closedToDeparture: false,
    });
  });
});

describe("shiftMonth", () => {
  it("moves across years", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(shiftMonth("2026-06", 0)).toBe("2026-06");
  });
});
