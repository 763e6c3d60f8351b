import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TextField } from "./fields";

/** The attributes of the first element with this tag in `html`. */
function attrs(html: string, tag: string): Record<string, string> {
  const match = html.match(new RegExp(`<${tag}\\b([^>]*)>`));
  if (!match) throw new Error(`no <${tag}> in ${html}`);
  return Object.fromEntries(
    [...(match[1] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
  );
}

describe("TextField", () => {
  it("ties its label, hint and the first error of the field (or anything inside it)", () => {
    const html = renderToStaticMarkup(
      <TextField
        name="address.city"
        label="City"
        value="Mombasa"
        hint="As on the map."
        errors={{ "address.city.0": "Enter a city." }}
        inputMode="text"
      />,
    );
    expect(attrs(html, "label").for).toBe("field-address-city");
    expect(attrs(html, "input")).toMatchObject({
      id: "field-address-city",
      name: "address.city",
      value: "Mombasa",
      type: "text",
      inputMode: "text",
      "aria-describedby": "field-address-city-hint field-address-city-error",
      "aria-invalid": "true",
    });
    expect(html).toMatch(/<p id="field-address-city-error"[^>]*>Enter a city\.<\/p>/);
  });

  it("is a three-line text area when multiline, with no aria when all is well", () => {
    const html = renderToStaticMarkup(
      <TextField name="intro" label="Intro" multiline value={null} />,
    );
    const textarea = attrs(html, "textarea");
    expect(textarea).toMatchObject({ id: "field-intro", name: "intro", rows: "3" });
    expect(textarea).not.toHaveProperty("aria-describedby");
    expect(textarea).not.toHaveProperty("aria-invalid");
  });
});
