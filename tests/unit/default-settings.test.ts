/**
 * The product's default settings invent no hotel: no name, address, telephone, e-mail or
 * social page until staff save their own (the public pages say "opening soon" meanwhile).
 * The demo hotel's facts are the demo seed's, and make a complete, valid hotel.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_SITE_SETTINGS, SiteSettingsSchema } from "~core/settings";
import { demoSettings } from "../../demo/seed/content";

describe("the default settings", () => {
  it("name no hotel and give no way to reach one", () => {
    const { hotelName, brandName, description, address, phones, whatsapp, emails, social } =
      DEFAULT_SITE_SETTINGS;
    expect({ hotelName, brandName, description: description.en, whatsapp }).toEqual({
      hotelName: "",
      brandName: "",
      description: "",
      whatsapp: "",
    });
    expect(phones).toEqual([]);
    expect([address.street, address.area, address.city, address.postalCode]).toEqual([
      "",
      "",
      "",
      "",
    ]);
    expect(Object.values(emails)).toEqual(["", "", "", ""]);
    expect(Object.values(social)).toEqual(["", "", ""]);
    expect(JSON.stringify(DEFAULT_SITE_SETTINGS)).not.toMatch(/Pwani|pwanibay|Nyali|Links Road/);
  });

  it("are not a hotel the settings screen could save as they are", () => {
    const result = SiteSettingsSchema.safeParse(DEFAULT_SITE_SETTINGS);
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((issue) => issue.path.join("."));
    expect(fields).toEqual(expect.arrayContaining(["hotelName", "phones", "emails.general"]));
  });

  it("leave the demo hotel's facts to the demo seed, a complete hotel", () => {
    const parsed = SiteSettingsSchema.parse(demoSettings);
    expect(parsed.hotelName).toBe("Pwani Bay Resort & Hotel");
    expect(parsed.social.facebook).toMatch(/^https:\/\//);
    // Its policies are the product's defaults: the demo changes only who the hotel is.
    expect(parsed.taxPercent).toBe(DEFAULT_SITE_SETTINGS.taxPercent);
    expect(parsed.checkInTime).toBe(DEFAULT_SITE_SETTINGS.checkInTime);
  });
});
