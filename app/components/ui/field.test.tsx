import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field, fieldControlProps } from "./field";
import { Input } from "./input";
import { Select } from "./select";
import { Textarea } from "./textarea";

/** The attributes of the first element with this tag in `html`. */
function attrs(html: string, tag: string): Record<string, string> {
  const match = html.match(new RegExp(`<${tag}\\b([^>]*)>`));
  if (!match) throw new Error(`no <${tag}> in ${html}`);
  return Object.fromEntries(
    [...(match[1] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
  );
}

describe("Field", () => {
  it("ties the label to the control and lists the hint and error ids", () => {
    const html = renderToStaticMarkup(
      <Field id="email" label="E-mail" hint="We reply here." error="Enter an e-mail.">
        <Input name="email" type="email" />
      </Field>,
    );
    expect(attrs(html, "label").for).toBe("email");
    const input = attrs(html, "input");
    expect(input.id).toBe("email");
    expect(input["aria-describedby"]).toBe("email-hint email-error");
    expect(input["aria-invalid"]).toBe("true");
    expect(html).toMatch(/<p id="email-hint"[^>]*>We reply here\.<\/p>/);
    expect(html).toMatch(/<p id="email-error"[^>]*>Enter an e-mail\.<\/p>/);
  });

  it("is not invalid and points at the hint alone when there is no error", () => {
    const html = renderToStaticMarkup(
      <Field id="phone" label="Phone" hint="With the country code.">
        <Input name="phone" />
      </Field>,
    );
    const input = attrs(html, "input");
    expect(input["aria-describedby"]).toBe("phone-hint");
    expect(input).not.toHaveProperty("aria-invalid");
    expect(html).not.toContain("phone-error");
  });

  it("describes nothing without a hint or an error", () => {
    const html = renderToStaticMarkup(
      <Field id="name" label="Name">
        <Input name="name" />
      </Field>,
    );
    expect(attrs(html, "input")).not.toHaveProperty("aria-describedby");
    expect(attrs(html, "input")).not.toHaveProperty("aria-invalid");
  });

  it("wires selects and text areas the same way", () => {
    const select = renderToStaticMarkup(
      <Field id="subject" label="Subject" error="Choose a subject.">
        <Select name="subject">
          <option value="">—</option>
        </Select>
      </Field>,
    );
    expect(attrs(select, "select")).toMatchObject({
      id: "subject",
      "aria-describedby": "subject-error",
      "aria-invalid": "true",
    });
    const textarea = renderToStaticMarkup(
      <Field id="message" label="Message" hint="Up to 2,000 characters.">
        <Textarea name="message" />
      </Field>,
    );
    expect(attrs(textarea, "textarea")).toMatchObject({
      id: "message",
      "aria-describedby": "message-hint",
      rows: "3",
    });
  });

  it("marks a required label without putting the asterisk in the accessible name twice", () => {
    const html = renderToStaticMarkup(
      <Field id="name" label="Name" required>
        <Input name="name" required />
      </Field>,
    );
    expect(html).toContain('<span aria-hidden="true"> *</span>');
    expect(attrs(html, "input")).toHaveProperty("required");
  });

  it("lets a control's own props win over the field's", () => {
    const html = renderToStaticMarkup(
      <Field id="a" label="A" error="Wrong.">
        <Input aria-describedby="other" />
      </Field>,
    );
    expect(attrs(html, "input")["aria-describedby"]).toBe("other");
    expect(attrs(html, "input").id).toBe("a");
  });

  it("gives an input outside a Field nothing it was not given", () => {
    const html = renderToStaticMarkup(<Input name="q" />);
    expect(attrs(html, "input")).not.toHaveProperty("id");
    expect(attrs(html, "input")).not.toHaveProperty("aria-describedby");
  });
});

describe("fieldControlProps", () => {
  it("is the wiring for custom controls", () => {
    expect(fieldControlProps("x", { hint: "h", error: "e" })).toEqual({
      id: "x",
      "aria-describedby": "x-hint x-error",
      "aria-invalid": true,
    });
    expect(fieldControlProps("x", { hint: null, error: "" })).toEqual({
      id: "x",
      "aria-describedby": undefined,
      "aria-invalid": undefined,
    });
  });
});
