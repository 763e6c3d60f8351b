import { describe, expect, it } from "vitest";
import { readStayQuery } from "./stay-query";

const today = "2026-11-25";
const read = (query: string) => readStayQuery(new URLSearchParams(query), today);

describe("a searched stay names its own problem", () => {
  it("takes a stay the hotel sells", () => {
    const { search, error } = read("checkIn=2026-12-01&checkOut=2026-12-04&adults=2&rooms=1");
    expect(error).toBeNull();
    expect(search).toMatchObject({ checkIn: "2026-12-01", checkOut: "2026-12-04", adults: 2 });
  });

  it.each([
    ["checkIn=2026-12-01", "missingDates"],
    ["checkIn=2026-12-01&checkOut=soon", "badDate"],
    ["checkIn=2026-12-04&checkOut=2026-12-01", "invalidRange"],
    ["checkIn=2026-11-20&checkOut=2026-11-23", "past"],
    ["checkIn=2027-12-01&checkOut=2027-12-03", "horizon"],
    ["checkIn=2026-12-01&checkOut=2027-01-15", "tooLong"],
    ["checkIn=2026-12-01&checkOut=2026-12-04&rooms=9", "rooms"],
    ["checkIn=2026-12-01&checkOut=2026-12-04&adults=30", "adults"],
    ["checkIn=2026-12-01&checkOut=2026-12-04&children=12", "children"],
  ])("%s → %s, with nothing offered for booking and the values kept", (query, expected) => {
    const { search, error, query: kept } = read(query);
    expect(error).toBe(expected);
    expect(search).toBeNull();
    expect(kept.checkIn).toBe(new URLSearchParams(query).get("checkIn") ?? "");
  });

  it("no dates at all is the plain room list, not an error", () => {
    expect(read("")).toMatchObject({ search: null, error: null });
  });
});
