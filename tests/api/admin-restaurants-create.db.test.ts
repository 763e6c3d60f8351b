/**
 * A hotel that started empty adds its restaurants from the admin: POST /api/admin/restaurants
 * (slug checked, a taken one refused on its field), the restaurant shows on /dining, and
 * DELETE removes it with its dishes (a guest's message about it keeps its name).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESTAURANT_MENU_MESSAGES, RESTAURANT_MESSAGES } from "~core/schemas/admin-content";
import { MENU_KINDS } from "~core/types";
import {
  auditLog,
  contactMessages,
  menuItems,
  menuPages,
  menus,
  restaurants,
} from "~server/db/schema";
import { createAdmin } from "~server/services/admin/admins";
import { adminCall, apiSignIn } from "../helpers/admin-requests";
import { openHotel } from "../helpers/hotel-settings";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { createTestPages } from "../helpers/test-pages";

const PASSWORD = "a long password!";
let t: TestApp;
let pages: Awaited<ReturnType<typeof createTestPages>>;
let editor = "";

beforeAll(async () => {
  pages = await createTestPages();
  t = await createTestApp({ SEED_DEMO: "0" }, { pageHandler: pages.pageHandler });
  // Its settings saved: the public pages are open (no content yet).
  await openHotel(t);
  // The content editor holds the least of the roles that have the "content" area.
  const email = "editor-restaurants@example.com";
  await createAdmin(t.database.db, {
    email,
    name: "Editor",
    password: PASSWORD,
    role: "content_editor",
  });
  const signedIn = await apiSignIn(t, email, PASSWORD);
  expect(signedIn.status).toBe(200);
  editor = signedIn.cookie;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await pages?.close();
});

const TERRACE = {
  slug: "the-terrace",
  name: "The Terrace",
  description: {
    en: "Grilled fish and salads under the palms.",
    fr: "Poissons grillés et salades.",
  },
  cuisine: [{ en: "Seafood", fr: "Fruits de mer" }],
  hours: { en: "12:00 – 22:00" },
  dressCode: { en: "Casual" },
  image: null,
};

/** What /dining shows (its scripts carry the whole catalogue, empty-state sentence included). */
const dining = async () =>
  (await (await t.app.request("/dining")).text()).replace(/<script[^>]*>[\s\S]*?<\/script>/g, "");

const create = (body: unknown, cookie = editor) =>
  adminCall(t, cookie, "POST", "/api/admin/restaurants", body);

describe("adding a restaurant", () => {
  it("is refused without a session", async () => {
    const answer = await create(TERRACE, "");
    expect(answer.status).toBe(401);
    expect(await t.database.db.select().from(restaurants)).toEqual([]);
  });

  it("refuses an empty slug or one of hyphens only, naming the field", async () => {
    for (const [slug, message] of [
      ["", RESTAURANT_MESSAGES.slugRequired],
      ["---", RESTAURANT_MESSAGES.slugPattern],
      ["-bar", RESTAURANT_MESSAGES.slugPattern],
      ["bar--grill", RESTAURANT_MESSAGES.slugPattern],
      ["The Terrace", RESTAURANT_MESSAGES.slugPattern],
    ] as const) {
      const answer = await create({ ...TERRACE, slug });
      expect(answer.status, slug).toBe(400);
      expect(answer.body.errors?.slug, slug).toBe(message);
    }
    expect(await t.database.db.select().from(restaurants)).toEqual([]);
  });

  it("refuses a missing name and description like an edit does", async () => {
    const answer = await create({ ...TERRACE, name: "", description: { en: "" } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.name).toBe("Name is required");
    expect(answer.body.errors?.["description.en"]).toMatch(/Description \(English\)/);
  });

  it("adds it, audit-logged, and /dining lists it", async () => {
    const answer = await create(TERRACE);
    expect(answer.status).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.id, answer.body.id));
    expect(row).toMatchObject({ slug: "the-terrace", name: "The Terrace", version: 1 });
    const logged = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "restaurant"));
    expect(logged.map((entry) => entry.action)).toEqual(["create"]);

    const html = await dining();
    expect(html).toContain("The Terrace");
    expect(html).not.toContain("No restaurants are listed yet.");
    expect((await t.app.request(`/dining/${row!.id}/menu`)).status).toBe(200);
  });

  it("refuses a slug already in use, on the slug field", async () => {
    const answer = await create({ ...TERRACE, name: "Another terrace" });
    expect(answer.status).toBe(409);
    expect(answer.body.errors?.slug).toBe(RESTAURANT_MESSAGES.slugTaken("the-terrace"));
    expect(await t.database.db.select().from(restaurants)).toHaveLength(1);
  });
});

describe("deleting a restaurant", () => {
  it("deletes it with its dishes; a guest's message about it keeps the name", async () => {
    const [row] = await t.database.db.select().from(restaurants);
    const dish = await adminCall(t, editor, "POST", `/api/admin/restaurants/${row!.id}/items`, {
      category: { en: "Mains" },
      name: { en: "Grilled snapper" },
      description: { en: "" },
      price: 1800,
      image: null,
    });
    expect(dish.status, dish.text).toBe(201);
    await t.database.db.insert(contactMessages).values({
      name: "Amina",
      email: "amina@example.com",
      phone: "+254711000000",
      subject: "dining",
      message: "A table for four on Friday, please.",
      restaurantId: row!.id,
      topicName: row!.name,
    });

    const answer = await adminCall(t, editor, "DELETE", `/api/admin/restaurants/${row!.id}`);
    expect(answer.status).toBe(200);
    expect(await t.database.db.select().from(restaurants)).toEqual([]);
    expect(await t.database.db.select().from(menuItems)).toEqual([]);
    const [message] = await t.database.db.select().from(contactMessages);
    expect(message).toMatchObject({ restaurantId: null, topicName: "The Terrace" });

    const again = await adminCall(t, editor, "DELETE", `/api/admin/restaurants/${row!.id}`);
    expect(again.status).toBe(404);
    const html = await dining();
    expect(html).not.toContain("The Terrace");
    expect(html).toContain("No restaurants are listed yet.");
  });

  it("is refused without a session", async () => {
    const answer = await adminCall(t, "", "DELETE", "/api/admin/restaurants/1");
    expect(answer.status).toBe(401);
  });
});

describe("a restaurant's printed menus are its own choice, not its name's", () => {
  /** The printed-menu titles /dining/:id/menu shows, in order (each title is "<kind> list"). */
  const shownMenus = async (id: number) => {
    const html = (await (await t.app.request(`/dining/${id}/menu`)).text()).replace(
      /<script[^>]*>[\s\S]*?<\/script>/g,
      "",
    );
    return [...html.matchAll(/<h3[^>]*>(\w+) list<\/h3>/g)].map((match) => match[1]);
  };
  const stored = async (id: number) =>
    (await t.database.db.select().from(restaurants).where(eq(restaurants.id, id)))[0]!;
  const edit = (id: number, version: number, changes: Record<string, unknown>) => {
    const { slug: _slug, ...fields } = TERRACE;
    return adminCall(t, editor, "PUT", `/api/admin/restaurants/${id}`, {
      ...fields,
      name: "Sunset Bar",
      version,
      ...changes,
    });
  };

  it("starts with the specification's choice by name, and keeps it through a rename", async () => {
    // One printed menu of each kind, one page each.
    for (const kind of MENU_KINDS) {
      const [menu] = await t.database.db
        .insert(menus)
        .values({ kind, title: { en: `${kind} list` } })
        .returning();
      await t.database.db
        .insert(menuPages)
        .values({ menuId: menu!.id, position: 0, src: `/uploads/menus/${kind}/1.webp` });
    }
    const created = await create({ ...TERRACE, slug: "sunset-bar", name: "Sunset Bar" });
    expect(created.status, created.text).toBe(201);
    const id = created.body.id as number;
    expect((await stored(id)).menuKinds).toEqual(["bar", "wine", "food", "seafood"]);
    expect(await shownMenus(id)).toEqual(["bar", "wine", "food", "seafood"]);

    // Renamed to a name the rule would read differently: the menus stay.
    const renamed = await edit(id, 1, { name: "Sunset Lounge" });
    expect(renamed.status, renamed.text).toBe(200);
    expect((await stored(id)).menuKinds).toEqual(["bar", "wine", "food", "seafood"]);
    expect(await shownMenus(id)).toEqual(["bar", "wine", "food", "seafood"]);
  });

  it("shows the menus staff choose, in their order", async () => {
    const [row] = await t.database.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.slug, "sunset-bar"));
    const answer = await edit(row!.id, row!.version, { menuKinds: ["wine", "barista"] });
    expect(answer.status, answer.text).toBe(200);
    expect(await shownMenus(row!.id)).toEqual(["wine", "barista"]);

    // None chosen: the page shows no printed menu.
    const none = await edit(row!.id, row!.version + 1, { menuKinds: [] });
    expect(none.status, none.text).toBe(200);
    expect(await shownMenus(row!.id)).toEqual([]);
  });

  it("refuses an unknown or repeated menu on the field, changing nothing", async () => {
    const [row] = await t.database.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.slug, "sunset-bar"));
    for (const [menuKinds, message] of [
      [["wine", "dessert"], RESTAURANT_MENU_MESSAGES.unknown],
      [["wine", "wine"], RESTAURANT_MENU_MESSAGES.repeated],
      ["wine", RESTAURANT_MENU_MESSAGES.unknown],
    ] as const) {
      const answer = await edit(row!.id, row!.version, { menuKinds });
      expect(answer.status, JSON.stringify(menuKinds)).toBe(400);
      expect(answer.body.errors?.menuKinds).toBe(message);
    }
    expect(await stored(row!.id)).toEqual(row);
    expect((await adminCall(t, editor, "DELETE", `/api/admin/restaurants/${row!.id}`)).status).toBe(
      200,
    );
  });
});
