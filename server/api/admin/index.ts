/**
 * The admin API: everything under /api/admin requires a session (requireAdmin).
 * Later issues add their screens' routes here.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AdminBookingFilterSchema, CancelBookingSchema } from "~core/schemas/admin";
import { RoomCreateSchema, RoomImageAltSchema, RoomUpdateSchema } from "~core/schemas/admin-room";
import { idNumber } from "~core/schemas/text";
import { z } from "~core/zod";
import type { HonoEnv } from "../../context";
import { AppError, notFound, parseId } from "../../errors";
import {
  allSubscribers,
  feedbackReport,
  listMessages,
  listSubscribers,
  setMessageHandled,
  subscribersCsv,
} from "../../services/admin/inbox";
import {
  cancelBooking,
  dashboardFigures,
  getBooking,
  listBookings,
} from "../../services/booking/admin-bookings";
import {
  adminRoomList,
  createRoom,
  setRoomActive,
  updateRoom,
} from "../../services/content/admin-rooms";
import {
  deleteRoomImage,
  listRoomImages,
  reorderRoomImages,
  updateRoomImageAlt,
  uploadRoomImages,
} from "../../services/content/room-images";
import { pagingHeaders, pagingOrThrow } from "../../services/platform/paging";
import {
  MAX_FILES_PER_UPLOAD,
  MAX_UPLOAD_BYTES,
  uploadedMessage,
} from "../../services/platform/uploads";
import { integrationStatus } from "../../services/property/health";
import { adminBackupApi } from "../backup";
import { jsonInput, parseFields, readForm } from "../validate";
import { adminAccountApi } from "./account";
import { adminBlogApi } from "./blog";
import { contentAdminApi } from "./content";
import { ezeeAdminApi } from "./ezee";
import { frontDeskAdminApi } from "./front-desk";
import { adminPesapalApi } from "./pesapal";
import { adminPoliciesApi } from "./policies";
import { adminPromoCodesApi } from "./promo-codes";
import { requireAdmin } from "./protect";
import { adminRatesApi } from "./rates";
import { adminCalendarApi, adminReportsApi } from "./reports";
import { roomNumbersAdminApi } from "./room-numbers";
import { adminStaffApi } from "./staff";

/** A room's photos in their new order: every photo's id, first to last. */
export const ReorderSchema = z.object({
  ids: z.array(idNumber("ids must list the photos' ids in their new order")).max(200),
});

export const adminApi = new Hono<HonoEnv>()
  .use("*", requireAdmin)
  // Content screens: settings, gallery, dining, packages, testimonials, posts.
  .route("/", contentAdminApi)
  .route("/blog", adminBlogApi)
  .route("/pesapal", adminPesapalApi)
  .route("/ezee", ezeeAdminApi)
  .route("/rates", adminRatesApi)
  .route("/promo-codes", adminPromoCodesApi)
  .route("/policies", adminPoliciesApi)
  .route("/staff", adminStaffApi)
  .route("/calendar", adminCalendarApi)
  .route("/reports", adminReportsApi)
  .route("/account", adminAccountApi)
  .route("/backup", adminBackupApi)
  // Bookings staff take and change, stay actions, notes (before GET /bookings/:id).
  .route("/", frontDeskAdminApi)
  // Rooms by number, housekeeping, a booking's rooms (before GET /bookings/:id).
  .route("/", roomNumbersAdminApi)
  .get("/dashboard", async (c) =>
    c.json({
      ...(await dashboardFigures(c.var.services.db)),
      integrations: await integrationStatus(c.var.services.db),
    }),
  )
  // A plain array as before; the paging travels in headers (docs/decisions/007-paging-in-headers.md).
  .get("/bookings", async (c) => {
    const query = c.req.query();
    const page = pagingOrThrow(query);
    const filter = parseFields(AdminBookingFilterSchema, query);
    const { rows, paging } = await listBookings(
      c.var.services.db,
      { ...filter, from: page.from, to: page.to },
      page,
    );
    return c.json(rows, 200, pagingHeaders(paging, c.req.url));
  })
  .get("/bookings/:id", async (c) => {
    const row = await getBooking(c.var.services.db, parseId(c.req.param("id"), "booking"));
    if (!row) throw notFound("Booking not found");
    return c.json(row);
  })
  .get("/rooms", async (c) => c.json(await adminRoomList(c.var.services.db)))
  .post("/rooms", jsonInput(RoomCreateSchema), async (c) => {
    const input = c.req.valid("json");
    const room = await createRoom(c.var.services.db, input, c.var.admin!);
    return c.json(
      { id: room.id, name: room.name, slug: room.slug, message: `${room.name} created.` },
      201,
    );
  })
  // Off sale and back (one command each); the role gate gives both to those who set rates.
  .post("/rooms/:id/retire", async (c) => {
    const id = parseId(c.req.param("id"), "room");
    const room = await setRoomActive(c.var.services.db, id, false, c.var.admin!);
    return c.json({
      id: room.id,
      isActive: room.isActive,
      message: `${room.name} is retired: it is no longer offered to guests.`,
    });
  })
  .post("/rooms/:id/reinstate", async (c) => {
    const id = parseId(c.req.param("id"), "room");
    const room = await setRoomActive(c.var.services.db, id, true, c.var.admin!);
    return c.json({
      id: room.id,
      isActive: room.isActive,
      message: `${room.name} is offered to guests again.`,
    });
  })
  .put("/rooms/:id", jsonInput(RoomUpdateSchema), async (c) => {
    const input = c.req.valid("json");
    const room = await updateRoom(
      c.var.services.db,
      parseId(c.req.param("id"), "room"),
      input,
      c.var.admin!,
    );
    return c.json({ id: room.id, name: room.name, message: "Room details updated successfully." });
  })
  .post(
    "/rooms/upload-images",
    bodyLimit({
      maxSize: MAX_FILES_PER_UPLOAD * MAX_UPLOAD_BYTES + 1024 * 1024,
      onError: () => {
        throw new AppError(
          "payload_too_large",
          `Upload at most ${MAX_FILES_PER_UPLOAD} images of up to 10 MB each at a time.`,
        );
      },
    }),
    async (c) => {
      const body = await readForm(c, { all: true });
      // A room must be chosen ('Please select a room').
      const rawRoom = String(body.roomId ?? "");
      if (!/^[1-9]\d{0,9}$/.test(rawRoom) || Number(rawRoom) > 2_147_483_647) {
        throw new AppError("validation", "Please select a room", {
          roomId: "Please select a room",
        });
      }
      const roomId = Number(rawRoom);
      const raw = body.images ?? body["images[]"];
      const list = (Array.isArray(raw) ? raw : raw ? [raw] : []).filter(
        (item): item is File => typeof item === "object" && item !== null && "arrayBuffer" in item,
      );
      const files = await Promise.all(
        list.map(async (file) => ({
          name: file.name,
          bytes: new Uint8Array(await file.arrayBuffer()),
        })),
      );
      const key = c.req.header("Idempotency-Key")?.trim();
      if (key !== undefined && !/^[\w.:-]{8,100}$/.test(key)) {
        throw new AppError(
          "bad_request",
          "Idempotency-Key must be 8 to 100 letters, digits, dots, colons or dashes",
        );
      }
      const count = await uploadRoomImages(
        c.var.services,
        roomId,
        files,
        c.var.admin!.id,
        key || undefined,
      );
      return c.json({ count, message: uploadedMessage(count) }, 201);
    },
  )
  .get("/rooms/:id/images", async (c) =>
    c.json(await listRoomImages(c.var.services, parseId(c.req.param("id"), "room"))),
  )
  .put("/rooms/:id/images/reorder", jsonInput(ReorderSchema), async (c) => {
    const { ids } = c.req.valid("json");
    await reorderRoomImages(
      c.var.services,
      parseId(c.req.param("id"), "room"),
      ids,
      c.var.admin!.id,
    );
    return c.json({ status: "reordered" });
  })
  .put("/rooms/:id/images/:imageId/alt", jsonInput(RoomImageAltSchema), async (c) => {
    const { alt } = c.req.valid("json");
    await updateRoomImageAlt(
      c.var.services,
      parseId(c.req.param("id"), "room"),
      parseId(c.req.param("imageId"), "image"),
      alt,
      c.var.admin!.id,
    );
    return c.json({ status: "saved", message: "Alt text saved." });
  })
  .delete("/rooms/:id/images/:imageId", async (c) => {
    await deleteRoomImage(
      c.var.services,
      parseId(c.req.param("id"), "room"),
      parseId(c.req.param("imageId"), "image"),
      c.var.admin!.id,
    );
    return c.json({ status: "deleted" });
  })
  .get("/messages", async (c) => {
    const page = pagingOrThrow(c.req.query());
    const { rows, paging } = await listMessages(
      c.var.services.db,
      { open: c.req.query("open") === "1", from: page.from, to: page.to },
      page,
    );
    return c.json(rows, 200, pagingHeaders(paging, c.req.url));
  })
  .put("/messages/:id/handled", jsonInput(z.object({ handled: z.boolean() })), async (c) => {
    const { handled } = c.req.valid("json");
    await setMessageHandled(
      c.var.services.db,
      parseId(c.req.param("id"), "message"),
      handled,
      c.var.admin!.id,
    );
    return c.json({ status: handled ? "handled" : "open" });
  })
  // The averages cover the whole range; the submissions come a page at a time.
  .get("/feedback", async (c) => {
    const page = pagingOrThrow(c.req.query());
    const report = await feedbackReport(c.var.services.db, page.from, page.to, page);
    return c.json(
      { summary: report.summary, entries: report.entries },
      200,
      pagingHeaders(report.paging, c.req.url),
    );
  })
  .get("/subscribers", async (c) => {
    const page = pagingOrThrow(c.req.query());
    const { rows, paging } = await listSubscribers(c.var.services.db, page, page);
    return c.json(rows, 200, pagingHeaders(paging, c.req.url));
  })
  // Every subscriber of the range (all of them without one), not only a page.
  .get("/subscribers.csv", async (c) => {
    const range = pagingOrThrow(c.req.query());
    const csv = subscribersCsv(await allSubscribers(c.var.services.db, range));
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="subscribers.csv"',
    });
  })
  .post("/bookings/:id/cancel", async (c) => {
    const admin = c.var.admin!;
    const id = parseId(c.req.param("id"), "booking");
    // No body: a booking that was not paid online needs no choice.
    const text = await c.req.text();
    let body: unknown = {};
    try {
      if (text.trim()) body = JSON.parse(text);
    } catch {
      throw new AppError("bad_request", "The request body must be JSON.");
    }
    const choice = parseFields(CancelBookingSchema, body);
    const booking = await cancelBooking(c.var.services, id, choice, admin.id);
    return c.json({ id: booking.id, reference: booking.reference, status: booking.status });
  });

/** The admin API's routes as types: what the admin screens' typed client may call. */
export type AdminApi = typeof adminApi;
