import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { HonoEnv } from "../context";
import { AppError } from "../errors";
import { bookingsApi } from "./bookings";
import { catalogueApi } from "./catalogue";
import { healthApi } from "./health";
import { newsletterApi } from "./newsletter";
import { originCheck } from "./origin-check";

/** JSON request bodies above this size are refused with 413 (uploads get their own limit). */
export const JSON_BODY_LIMIT = 100 * 1024;

export function createApi() {
  return new Hono<HonoEnv>()
    .use(
      "*",
      bodyLimit({
        maxSize: JSON_BODY_LIMIT,
        onError: () => {
          throw new AppError("payload_too_large", "The request body is too large.");
        },
      }),
    )
    .use("*", originCheck)
    .route("/", healthApi)
    .route("/", bookingsApi)
    .route("/", catalogueApi)
    .route("/", newsletterApi);
}
