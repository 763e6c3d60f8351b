import { describe, expect, it } from "vitest";
import {
  cleanMultiLine,
  cleanSingleLine,
  idFromParam,
  multiLine,
  NOT_ALLOWED_MESSAGE,
  nulPath,
  singleLine,
} from "./text";

describe("single-line text", () => {
  it("turns line breaks, tabs and other controls into spaces and drops bidi controls", () => {
    expect(cleanSingleLine("Ann\r\nSubject: forged")).toBe("Ann Subject: forged");
    expect(cleanSingleLine("a\tb\u0085c\u2028d\u2029e\u007Ff")).toBe("a b c d e f");
    expect(cleanSingleLine("\u202Eevil\u202C \u2066x\u2069 \u200Fy\u200E\u061C")).toBe("evil x y");
  });

  it("drops zero-width characters, so a name of them alone is empty", () => {
    expect(cleanSingleLine("\uFEFFA\u200Bn\u200Cn\u200D\u2060 Lee")).toBe("Ann Lee");
    expect(singleLine().min(2).safeParse("\u200B\u200B\u200B").success).toBe(false);
  });

  it("keeps Arabic and other scripts as typed", () => {
    expect(cleanSingleLine("  مرحبا بكم في مومباسا ")).toBe("مرحبا بكم في مومباسا");
    expect(cleanSingleLine("Zoë Ñúñez 李")).toBe("Zoë Ñúñez 李");
  });

  it("refuses a NUL character with a field message instead of dropping it", () => {
    const result = singleLine("Name is required").min(2).safeParse("An\u0000n");
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([NOT_ALLOWED_MESSAGE]);
    expect(singleLine().min(2).parse(" Ann\n")).toBe("Ann");
  });
});

describe("multi-line text", () => {
  it("keeps line breaks and tabs, drops other controls and bidi controls", () => {
    expect(cleanMultiLine("one\r\ntwo\rthree\u2028four\tfive\u0007\u202E six ")).toBe(
      "one\ntwo\nthree\nfour\tfive six",
    );
    expect(multiLine().safeParse("a\u0000b").success).toBe(false);
  });
});

describe("ids", () => {
  it("accepts 1 to 2147483647 only", () => {
    expect(idFromParam("1")).toBe(1);
    expect(idFromParam("2147483647")).toBe(2147483647);
    for (const raw of ["2147483648", "99999999999", "0", "-1", "01", "1e3", "abc", "", null]) {
      expect(idFromParam(raw)).toBeNull();
    }
  });
});

describe("nulPath", () => {
  it("names the first string or key with a NUL character", () => {
    expect(nulPath({ a: "ok", b: { c: ["x", "y\u0000"] } })).toBe("b.c.1");
    expect(nulPath({ a: { "k\u0000": 1 } })).toBe("a");
    expect(nulPath("\u0000")).toBe("");
    expect(nulPath({ a: "fine", n: 1, z: null })).toBeNull();
  });
});
