/**
 * The pages' pictures are settings (`pagePictures`): the stored schema and the admin's
 * accept the demo's illustrations, which exist, and refuse anything that is not a picture
 * under /uploads (another site, a path out of the folder), naming the field.
 */
import { describe, expect, it } from "vitest";
import { SettingsUpdateSchema } from "~core/schemas/admin-content";
import { type PagePictures, PagePicturesSchema, SiteSettingsSchema } from "~core/settings";
import { ART_KEYS } from "../../demo/seed/art";
import * as content from "../../demo/seed/content";
import { demoSettings } from "../../demo/seed/content";
import { demoMediaUrl } from "../../demo/seed/media";

const demo = content.pagePictures(demoMediaUrl);

/** Every picture address of a pagePictures value. */
const addresses = (pictures: PagePictures) => [
  ...Object.values(pictures.about),
  ...Object.values(pictures.experiences),
  pictures.dining.bar,
  pictures.dining.barista,
  pictures.dining.poolside,
  ...pictures.dining.pergola,
];

/** The settings form as the screen sends it (texts), with these pictures. */
const form = (pagePictures: unknown) => ({
  ...demoSettings,
  version: 1,
  pagePictures,
});

/** The demo's pictures as the screen's fields send them: the Pergola's as numbered fields. */
const typed = (changes: { path: string[]; value: string }[] = []) => {
  const fields = structuredClone({
    ...demo,
    dining: { ...demo.dining, pergola: { ...demo.dining.pergola } },
  }) as Record<string, Record<string, unknown>>;
  for (const { path, value } of changes) {
    let node = fields as Record<string, unknown>;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
    node[path.at(-1) as string] = value;
  }
  return fields;
};

const BAD = [
  "https://example.com/uploads/hero/pool.webp",
  "//example.com/uploads/hero/pool.webp",
  "hero/pool.webp",
  "/images/pool.webp",
  "/uploads/../app-secret.webp",
  "/uploads/hero/pool.webp?x=1",
  "/uploads/hero/pool.exe",
  "javascript:alert(1)",
];

describe("the demo's page pictures", () => {
  it("are illustrations the demo renders, under /uploads", () => {
    const known = new Set(ART_KEYS.map(demoMediaUrl));
    const pictures = addresses(demo);
    expect(pictures).toHaveLength(6 + 5 + 3 + 8);
    expect(pictures.filter((src) => !known.has(src))).toEqual([]);
  });

  it("name a restaurant of the demo for the Pergola's hours", () => {
    expect(content.restaurants.map((r) => r.slug)).toContain(demo.dining.pergolaRestaurant);
  });
});

describe("the stored settings' page pictures", () => {
  it("accept the demo's values", () => {
    const parsed = SiteSettingsSchema.parse({ ...demoSettings, pagePictures: demo });
    expect(parsed.pagePictures).toEqual(demo);
  });

  it("default to no picture at all", () => {
    expect(addresses(demoSettings.pagePictures).filter(Boolean)).toEqual([]);
    expect(demoSettings.pagePictures.dining.pergolaRestaurant).toBe("");
    // A row stored before the pictures existed reads as none.
    const { pagePictures: _, ...older } = demoSettings;
    expect(SiteSettingsSchema.parse(older).pagePictures).toEqual(demoSettings.pagePictures);
    expect(PagePicturesSchema.parse({ about: { hero: demo.about.hero } }).about).toEqual({
      ...demoSettings.pagePictures.about,
      hero: demo.about.hero,
    });
  });

  it("refuse an absolute URL or a path that is not a picture under /uploads", () => {
    for (const bad of BAD) {
      const about = { ...demo.about, leisure: bad };
      expect(PagePicturesSchema.safeParse({ ...demo, about }).success, bad).toBe(false);
      const dining = { ...demo.dining, pergola: [bad] };
      expect(PagePicturesSchema.safeParse({ ...demo, dining }).success, bad).toBe(false);
    }
  });

  it("hold at most 8 Pergola pictures", () => {
    const dining = { ...demo.dining, pergola: [...demo.dining.pergola, demo.dining.bar] };
    expect(PagePicturesSchema.safeParse({ ...demo, dining }).success).toBe(false);
  });
});

describe("the admin's page pictures", () => {
  it("accept the demo's values, as a list or as the screen's numbered fields", () => {
    expect(SettingsUpdateSchema.parse(form(demo)).pagePictures).toEqual(demo);
    expect(SettingsUpdateSchema.parse(form(typed())).pagePictures).toEqual(demo);
  });

  it("keep each Pergola picture in its place and drop the empty places at the end", () => {
    const sent = typed([
      { path: ["dining", "pergola", "1"], value: "" },
      { path: ["dining", "pergola", "6"], value: "" },
      { path: ["dining", "pergola", "7"], value: "" },
      { path: ["about", "rooms"], value: "  " },
    ]);
    const parsed = SettingsUpdateSchema.parse(form(sent)).pagePictures;
    expect(parsed?.dining.pergola).toEqual([
      demo.dining.pergola[0],
      "",
      ...demo.dining.pergola.slice(2, 6),
    ]);
    expect(parsed?.about.rooms).toBe("");
    const none = Object.fromEntries(Array.from({ length: 8 }, (_, i) => [String(i), ""]));
    const emptied = typed();
    emptied.dining = { ...emptied.dining, pergola: none };
    expect(SettingsUpdateSchema.parse(form(emptied)).pagePictures?.dining.pergola).toEqual([]);
  });

  it("refuse an absolute URL or a non-/uploads path, naming the field", () => {
    for (const bad of BAD) {
      const result = SettingsUpdateSchema.safeParse(
        form(
          typed([
            { path: ["experiences", "garden"], value: bad },
            { path: ["dining", "pergola", "3"], value: bad },
          ]),
        ),
      );
      expect(result.success, bad).toBe(false);
      const issues = Object.fromEntries(
        (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
      );
      expect(issues, bad).toEqual({
        "pagePictures.experiences.garden": expect.stringMatching(
          /^Experiences: garden picture: .*\/uploads\//,
        ),
        "pagePictures.dining.pergola.3": expect.stringMatching(
          /^Dining: Pergola picture 4: .*\/uploads\//,
        ),
      });
    }
  });

  it("refuse a Pergola restaurant that cannot be a slug", () => {
    const result = SettingsUpdateSchema.safeParse(
      form(typed([{ path: ["dining", "pergolaRestaurant"], value: "The Pergola!" }])),
    );
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "pagePictures.dining.pergolaRestaurant",
    ]);
  });

  it("leave the stored pictures alone when a client does not send them", () => {
    const { pagePictures: _, ...withoutPictures } = form(demo);
    expect(SettingsUpdateSchema.parse(withoutPictures).pagePictures).toBeUndefined();
  });
});
