import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { HonoEnv } from "../context";
import { AppError } from "../errors";
import { adminApi } from "./admin";
import { authApi } from "./auth";
import { blogApi } from "./blog";
import { bookingsApi } from "./bookings";
import { catalogueApi } from "./catalogue";
import { chatApi } from "./chat";
import { contactApi } from "./contact";
import { feedbackApi } from "./feedback";
import { healthApi } from "./health";
import { newsletterApi } from "./newsletter";
import { originCheck } from "./origin-check";
import { pesapalApi } from "./pesapal";
import { socialApi } from "./social";
import { rejectNulInUrl } from "./validate";

/** JSON request bodies above this size are refused with 413 (uploads get their own limit). */
export const JSON_BODY_LIMIT = 100 * 1024;

/**
 * Uploads set their own, larger limit on their route (after the session check);
 * so do the journal's multipart post forms and image uploads under /api/admin/blog/.
 */
const UPLOAD_PATH = /^\/api\/admin\/(.*upload|blog\/)/;

const jsonLimit = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: () => {
    throw new AppError("payload_too_large", "The request body is too large.");
  },
});

export function createApi() {
  return new Hono<HonoEnv>()
    .use("*", (c, next) => (UPLOAD_PATH.test(c.req.path) ? next() : jsonLimit(c, next)))
    .use("*", originCheck)
    .use("*", rejectNulInUrl)
    .route("/", healthApi)
    .route("/", authApi)
    .route("/admin", adminApi)
    .route("/", bookingsApi)
    .route("/", pesapalApi)
    .route("/", catalogueApi)
    .route("/", blogApi)
    .route("/", newsletterApi)
    .route("/", contactApi)
    .route("/", feedbackApi)
    .route("/", chatApi)
    .route("/", socialApi);
}
