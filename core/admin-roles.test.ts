import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { permissionTableMarkdown, roleMayEditRoomField } from "./admin-roles";

describe("the permission table", () => {
  it("is quoted exactly by the README and docs/security.md", () => {
    const table = permissionTableMarkdown();
    expect(table).toContain("| Room form field | Area |");
    for (const file of ["README.md", "docs/security.md"]) {
      expect(readFileSync(file, "utf8"), file).toContain(`\n${table}\n`);
    }
  });

  it("gives rates, occupancy and room counts to front office and owners only", () => {
    for (const field of ["price", "doubleBreakfast", "capacity", "totalRooms"] as const) {
      expect(roleMayEditRoomField("content_editor", field)).toBe(false);
      expect(roleMayEditRoomField("front_office", field)).toBe(true);
      expect(roleMayEditRoomField("owner", field)).toBe(true);
    }
    expect(roleMayEditRoomField("content_editor", "description")).toBe(true);
  });
});
