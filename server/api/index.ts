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
import { openApiDocument } from "./openapi";
import { openingGate } from "./opening-gate";
import { originCheck } from "./origin-check";
import { pesapalApi } from "./pesapal";
import { socialApi } from "./social";
import { rejectNulInUrl } from "./validate";

/** Bodies are limited before this, at the front door (server/body-limit.ts). */
export function createApi() {
  const api = new Hono<HonoEnv>()
    .use("*", originCheck)
    .use("*", rejectNulInUrl)
    .use("*", openingGate)
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
  // The document of every route above (and itself), made on first request.
  let document: ReturnType<typeof openApiDocument> | undefined;
  return api.get("/openapi.json", (c) => {
    document ??= openApiDocument(api.routes, API_VERSION);
    c.header("Cache-Control", "public, max-age=300");
    return c.json(document);
  });
}

/** The API's version in its OpenAPI document: bumped when a route or a shape changes. */
export const API_VERSION = "1.0.0";
