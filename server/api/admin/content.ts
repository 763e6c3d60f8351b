/**
 * /api/admin routes of the content screens: settings, gallery,
 * restaurants and menus, packages, testimonials, stored social posts, the
 * translation report and single-image uploads. Mounted inside the admin API, so
 * every route has its session and Origin checks; every write is audit-logged by
 * its service. Multipart routes have "upload" in their path (the JSON body limit
 * skips those; they set their own).
 */
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  EventPackageSchema,
  EventPackageUpdateSchema,
  GalleryCategoryCreateSchema,
  GalleryCategorySchema,
  GalleryReorderSchema,
  galleryFieldsSchemas,
  IdOrderSchema,
  MenuItemSchema,
  MenuItemUpdateSchema,
  menuKind,
  RestaurantCreateSchema,
  RestaurantSchema,
  SettingsUpdateSchema,
  SocialPostSchema,
  SocialPostUpdateSchema,
  TestimonialSchema,
  TestimonialUpdateSchema,
  VisibilitySchema,
} from "~core/schemas/admin-content";
import type { HonoEnv } from "../../context";
import { AppError, notFound, parseId } from "../../errors";
import {
  createGalleryCategory,
  deleteGalleryCategory,
  deleteGalleryImage,
  galleryCategorySlugs,
  listAdminGallery,
  listGalleryCategories,
  reorderGallery,
  reorderGalleryCategories,
  updateGalleryCategory,
  updateGalleryImage,
  uploadGalleryImages,
} from "../../services/content/admin/gallery";
import { uploadMedia } from "../../services/content/admin/media";
import {
  adminPackage,
  createPackage,
  deletePackage,
  listAdminPackages,
  reorderPackages,
  setPackageVisible,
  updatePackage,
} from "../../services/content/admin/packages";
import {
  adminRestaurant,
  createMenuItem,
  createRestaurant,
  deleteMenuItem,
  deleteMenuPage,
  deleteRestaurant,
  listAdminRestaurants,
  listMenuPagesByKind,
  reorderMenuItems,
  reorderMenuPages,
  updateMenuItem,
  updateRestaurant,
  uploadMenuPages,
} from "../../services/content/admin/restaurants";
import {
  adminSiteSettings,
  applyRateSteps,
  updateSiteSettings,
} from "../../services/content/admin/settings";
import {
  createSocialPost,
  createTestimonial,
  deleteSocialPost,
  deleteTestimonial,
  listAdminSocialPosts,
  listAdminTestimonials,
  reorderTestimonials,
  setSocialPostVisible,
  setTestimonialVisible,
  updateSocialPost,
  updateTestimonial,
} from "../../services/content/admin/testimonials";
import { translationReport } from "../../services/content/admin/translations";
import { MAX_UPLOAD_BYTES, uploadedMessage } from "../../services/platform/uploads";
import { jsonInput, parseFields, readForm, readJson } from "../validate";

/** 20 files of 10 MB (a printed menu) plus the form's other fields. */
const uploadLimit = bodyLimit({
  maxSize: 20 * MAX_UPLOAD_BYTES + 1024 * 1024,
  onError: () => {
    throw new AppError(
      "payload_too_large",
      "Upload at most 20 images of up to 10 MB each at a time.",
    );
  },
});

/** The files of a multipart field (sent once or repeated). */
async function filesOf(body: Record<string, unknown>, field: string) {
  const raw = body[field] ?? body[`${field}[]`];
  const list = (Array.isArray(raw) ? raw : raw ? [raw] : []).filter(
    (item): item is File => typeof item === "object" && item !== null && "arrayBuffer" in item,
  );
  return Promise.all(
    list.map(async (file) => ({
      name: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    })),
  );
}

const id = (c: Context<HonoEnv>, name = "id", what = "item") => parseId(c.req.param(name), what);
const adminId = (c: Context<HonoEnv>) => c.var.admin!.id;
const saved = { message: "Changes saved." };

export const contentAdminApi = new Hono<HonoEnv>()
  // ---------------------------------------------------------------- settings
  .get("/settings", async (c) => c.json(await adminSiteSettings(c.var.services.db)))
  .put("/settings", jsonInput(SettingsUpdateSchema), async (c) => {
    const input = c.req.valid("json");
    const { settings, changed, version } = await updateSiteSettings(
      c.var.services.db,
      input,
      adminId(c),
    );
    return c.json({ settings, changed, version, message: "Settings saved." });
  })
  .post("/settings/apply-rate-steps", async (c) => {
    const result = await applyRateSteps(c.var.services.db, adminId(c));
    return c.json({
      ...result,
      message: `Rates of ${result.rooms} room types recomputed from the supplements.`,
    });
  })
  // ---------------------------------------------------------------- gallery
  .get("/gallery/categories", async (c) => c.json(await listGalleryCategories(c.var.services.db)))
  .post("/gallery/categories", jsonInput(GalleryCategoryCreateSchema), async (c) => {
    const input = c.req.valid("json");
    const row = await createGalleryCategory(c.var.services.db, input, adminId(c));
    return c.json({ ...row, message: "Category added." }, 201);
  })
  .put("/gallery/categories/order", jsonInput(IdOrderSchema), async (c) => {
    const { ids } = c.req.valid("json");
    await reorderGalleryCategories(c.var.services.db, ids, adminId(c));
    return c.json({ status: "reordered" });
  })
  .put("/gallery/categories/:id", jsonInput(GalleryCategorySchema), async (c) => {
    const input = c.req.valid("json");
    await updateGalleryCategory(c.var.services.db, id(c, "id", "category"), input, adminId(c));
    return c.json(saved);
  })
  .delete("/gallery/categories/:id", async (c) => {
    await deleteGalleryCategory(c.var.services.db, id(c, "id", "category"), adminId(c));
    return c.json({ status: "deleted" });
  })
  .get("/gallery", async (c) => c.json(await listAdminGallery(c.var.services.db)))
  .post("/gallery/upload", uploadLimit, async (c) => {
    const body = await readForm(c, { all: true, dot: true });
    const schemas = galleryFieldsSchemas(await galleryCategorySlugs(c.var.services.db));
    const fields = parseFields(schemas.upload, { category: body.category, alt: body.alt });
    const ids = await uploadGalleryImages(
      c.var.services,
      fields,
      await filesOf(body, "images"),
      adminId(c),
    );
    return c.json({ ids, message: uploadedMessage(ids.length) }, 201);
  })
  .put("/gallery/reorder", jsonInput(GalleryReorderSchema), async (c) => {
    const { category, ids } = c.req.valid("json");
    await reorderGallery(c.var.services, category, ids, adminId(c));
    return c.json({ status: "reordered" });
  })
  .put("/gallery/:id", async (c) => {
    const schemas = galleryFieldsSchemas(await galleryCategorySlugs(c.var.services.db));
    const input = await readJson(c, schemas.update);
    await updateGalleryImage(c.var.services, id(c, "id", "image"), input, adminId(c));
    return c.json(saved);
  })
  .delete("/gallery/:id", async (c) => {
    await deleteGalleryImage(c.var.services, id(c, "id", "image"), adminId(c));
    return c.json({ status: "deleted" });
  })
  // ---------------------------------------------------------------- single images
  .post("/media/upload", uploadLimit, async (c) => {
    const body = await readForm(c, { all: true });
    const [image] = await uploadMedia(
      c.var.services,
      String(body.folder ?? ""),
      (await filesOf(body, "image")).slice(0, 1),
    );
    return c.json(image, 201);
  })
  // ---------------------------------------------------------------- testimonials
  .get("/testimonials", async (c) => c.json(await listAdminTestimonials(c.var.services.db)))
  .post("/testimonials", jsonInput(TestimonialSchema), async (c) => {
    const row = await createTestimonial(c.var.services, c.req.valid("json"), adminId(c));
    return c.json({ id: row.id, message: "Testimonial added." }, 201);
  })
  .put("/testimonials/reorder", jsonInput(IdOrderSchema), async (c) => {
    const { ids } = c.req.valid("json");
    await reorderTestimonials(c.var.services, ids, adminId(c));
    return c.json({ status: "reordered" });
  })
  .put("/testimonials/:id", jsonInput(TestimonialUpdateSchema), async (c) => {
    const input = c.req.valid("json");
    await updateTestimonial(c.var.services, id(c, "id", "testimonial"), input, adminId(c));
    return c.json(saved);
  })
  .put("/testimonials/:id/visibility", jsonInput(VisibilitySchema), async (c) => {
    const { isVisible } = c.req.valid("json");
    await setTestimonialVisible(c.var.services, id(c, "id", "testimonial"), isVisible, adminId(c));
    return c.json({ isVisible });
  })
  .delete("/testimonials/:id", async (c) => {
    await deleteTestimonial(c.var.services, id(c, "id", "testimonial"), adminId(c));
    return c.json({ status: "deleted" });
  })
  // ---------------------------------------------------------------- stored social posts
  .get("/social-posts", async (c) => c.json(await listAdminSocialPosts(c.var.services.db)))
  .post("/social-posts", jsonInput(SocialPostSchema), async (c) => {
    const row = await createSocialPost(c.var.services, c.req.valid("json"), adminId(c));
    return c.json({ id: row.id, message: "Post added." }, 201);
  })
  .put("/social-posts/:id", jsonInput(SocialPostUpdateSchema), async (c) => {
    const input = c.req.valid("json");
    await updateSocialPost(c.var.services, id(c, "id", "post"), input, adminId(c));
    return c.json(saved);
  })
  .put("/social-posts/:id/visibility", jsonInput(VisibilitySchema), async (c) => {
    const { isVisible } = c.req.valid("json");
    await setSocialPostVisible(c.var.services, id(c, "id", "post"), isVisible, adminId(c));
    return c.json({ isVisible });
  })
  .delete("/social-posts/:id", async (c) => {
    await deleteSocialPost(c.var.services, id(c, "id", "post"), adminId(c));
    return c.json({ status: "deleted" });
  })
  // ---------------------------------------------------------------- packages
  .get("/packages", async (c) => c.json(await listAdminPackages(c.var.services.db)))
  .post("/packages", jsonInput(EventPackageSchema), async (c) => {
    const row = await createPackage(c.var.services, c.req.valid("json"), adminId(c));
    return c.json({ id: row.id, slug: row.slug, message: "Package created." }, 201);
  })
  .put("/packages/reorder", jsonInput(IdOrderSchema), async (c) => {
    const { ids } = c.req.valid("json");
    await reorderPackages(c.var.services, ids, adminId(c));
    return c.json({ status: "reordered" });
  })
  .get("/packages/:id", async (c) => {
    const row = await adminPackage(c.var.services.db, id(c, "id", "package"));
    if (!row) throw notFound("Package not found");
    return c.json(row);
  })
  .put("/packages/:id", jsonInput(EventPackageUpdateSchema), async (c) => {
    const input = c.req.valid("json");
    await updatePackage(c.var.services, id(c, "id", "package"), input, adminId(c));
    return c.json(saved);
  })
  .put("/packages/:id/visibility", jsonInput(VisibilitySchema), async (c) => {
    const { isVisible } = c.req.valid("json");
    await setPackageVisible(c.var.services, id(c, "id", "package"), isVisible, adminId(c));
    return c.json({ isVisible });
  })
  .delete("/packages/:id", async (c) => {
    await deletePackage(c.var.services, id(c, "id", "package"), adminId(c));
    return c.json({ status: "deleted" });
  })
  // ---------------------------------------------------------------- restaurants, dishes, menus
  .get("/restaurants", async (c) => c.json(await listAdminRestaurants(c.var.services.db)))
  .post("/restaurants", jsonInput(RestaurantCreateSchema), async (c) => {
    const input = c.req.valid("json");
    const row = await createRestaurant(c.var.services, input, adminId(c));
    return c.json({ id: row.id, slug: row.slug, message: "Restaurant added." }, 201);
  })
  .get("/restaurants/:id", async (c) => {
    const row = await adminRestaurant(c.var.services.db, id(c, "id", "restaurant"));
    if (!row) throw notFound("Restaurant not found");
    return c.json(row);
  })
  .put("/restaurants/:id", jsonInput(RestaurantSchema), async (c) => {
    const input = c.req.valid("json");
    await updateRestaurant(c.var.services, id(c, "id", "restaurant"), input, adminId(c));
    return c.json(saved);
  })
  .delete("/restaurants/:id", async (c) => {
    await deleteRestaurant(c.var.services, id(c, "id", "restaurant"), adminId(c));
    return c.json({ status: "deleted" });
  })
  .post("/restaurants/:id/items", jsonInput(MenuItemSchema), async (c) => {
    const input = c.req.valid("json");
    const row = await createMenuItem(c.var.services, id(c, "id", "restaurant"), input, adminId(c));
    return c.json({ id: row.id, message: "Dish added." }, 201);
  })
  .put("/restaurants/:id/items/reorder", jsonInput(IdOrderSchema), async (c) => {
    const { ids } = c.req.valid("json");
    await reorderMenuItems(c.var.services, id(c, "id", "restaurant"), ids, adminId(c));
    return c.json({ status: "reordered" });
  })
  .put("/restaurants/:id/items/:itemId", jsonInput(MenuItemUpdateSchema), async (c) => {
    const input = c.req.valid("json");
    await updateMenuItem(
      c.var.services,
      id(c, "id", "restaurant"),
      id(c, "itemId", "dish"),
      input,
      adminId(c),
    );
    return c.json(saved);
  })
  .delete("/restaurants/:id/items/:itemId", async (c) => {
    await deleteMenuItem(
      c.var.services,
      id(c, "id", "restaurant"),
      id(c, "itemId", "dish"),
      adminId(c),
    );
    return c.json({ status: "deleted" });
  })
  .get("/menus", async (c) => c.json(await listMenuPagesByKind(c.var.services.db)))
  .post("/menus/:kind/upload-pages", uploadLimit, async (c) => {
    const kind = parseFields(menuKind, c.req.param("kind"));
    const body = await readForm(c, { all: true });
    const count = await uploadMenuPages(
      c.var.services,
      kind,
      await filesOf(body, "images"),
      adminId(c),
    );
    return c.json({ count, message: `${count} pages uploaded successfully.` }, 201);
  })
  .put("/menus/:kind/reorder", jsonInput(IdOrderSchema), async (c) => {
    const kind = parseFields(menuKind, c.req.param("kind"));
    const { ids } = c.req.valid("json");
    await reorderMenuPages(c.var.services, kind, ids, adminId(c));
    return c.json({ status: "reordered" });
  })
  .delete("/menus/:kind/pages/:id", async (c) => {
    const kind = parseFields(menuKind, c.req.param("kind"));
    await deleteMenuPage(c.var.services, kind, id(c, "id", "menu page"), adminId(c));
    return c.json({ status: "deleted" });
  })
  // ---------------------------------------------------------------- translations
  .get("/translations", async (c) => c.json(await translationReport(c.var.services.db)));
