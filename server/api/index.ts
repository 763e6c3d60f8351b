import { Hono } from "hono";
import type { HonoEnv } from "../context";
import { adminApi } from "./admin";
import { authApi } from "./auth";
import { localBackupApi } from "./backup";
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

/** Bodies are limited before this, at the front door (server/body-limit.ts). */
export function createApi() {
  return new Hono<HonoEnv>()
    .use("*", originCheck)
    .use("*", rejectNulInUrl)
    .route("/", healthApi)
    .route("/", localBackupApi)
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
