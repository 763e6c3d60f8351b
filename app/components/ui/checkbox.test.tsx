import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Checkbox } from "./checkbox";

describe("Checkbox", () => {
  it("wraps the box in its label (the whole row is the touch target) and passes its props", () => {
    const html = renderToStaticMarkup(
      <Checkbox label="Published" name="published" defaultChecked className="mt-2" />,
    );
    expect(html).toMatch(
      /^<label class="flex min-h-11 items-center gap-3 text-ink mt-2"><input type="checkbox"[^>]* name="published" checked=""\/>Published<\/label>$/,
    );
  });
});
