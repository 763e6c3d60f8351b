import { describe, expect, it } from "vitest";
import { NOT_ALLOWED_MESSAGE } from "~core/schemas/text";
import { readFormData } from "./form-data.server";

const post = (fields: Record<string, string>) =>
  new Request("http://localhost/admin/x", { method: "POST", body: new URLSearchParams(fields) });

describe("readFormData", () => {
  it("answers 400 naming the field whose text holds a NUL character", async () => {
    const thrown = await readFormData(post({ name: "ok", remarks: "bad\u0000" })).catch(
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({
      init: { status: 400 },
      data: { errors: { remarks: NOT_ALLOWED_MESSAGE } },
    });
  });

  it("passes clean posts through", async () => {
    const form = await readFormData(post({ name: "Ann", note: "line\nbreak" }));
    expect(form.get("note")).toBe("line\nbreak");
  });
});
