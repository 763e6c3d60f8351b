import { describe, expect, it } from "vitest";
import { formatKsh } from "./format";

describe("formatKsh", () => {
  it("prefixes KSh, groups thousands and drops decimals", () => {
    expect(formatKsh(9500)).toBe("KSh 9,500");
    expect(formatKsh(1234567)).toBe("KSh 1,234,567");
    expect(formatKsh(0)).toBe("KSh 0");
    expect(formatKsh(999.6)).toBe("KSh 1,000");
  });
});
