/**
 * The one body limit at the front door (server/app.ts), before any page action or API
 * handler reads a request: small for forms and JSON, large only on the admin upload
 * routes, which narrow it again on their route after the session check.
 */
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { HonoEnv } from "./context";
import { AppError } from "./errors";
import { MAX_UPLOAD_BYTES } from "./services/platform/uploads";

/** Every form (page actions) and JSON body (the API): refused above this with 413. */
export const BODY_LIMIT = 100 * 1024;

/** The largest upload of any route (20 menu pages of 10 MB) plus its other fields. */
export const UPLOAD_BODY_LIMIT = 20 * MAX_UPLOAD_BYTES + 1024 * 1024;

/**
 * The admin API's multipart routes: the image uploads, and the journal's post forms and
 * image uploads under /api/admin/blog/. Page actions never take files.
 */
export const UPLOAD_PATH = /^\/api\/admin\/(.*upload|blog\/)/;

const tooLarge = () => new AppError("payload_too_large", "The request body is too large.");

/** Reads at most BODY_LIMIT bytes (also of a chunked body) before the handler runs. */
const smallLimit = bodyLimit({
  maxSize: BODY_LIMIT,
  onError: () => {
    throw tooLarge();
  },
});

/**
 * An upload's body is not read here (the session is checked first): a declared length
 * above the limit is refused at once, and a chunked one is counted as the route reads
 * it, failing the read at the limit without holding anything.
 */
const uploadLimit: MiddlewareHandler<HonoEnv> = async (c, next) => {
  const body = c.req.raw.body;
  if (!body) return next();
  const declared = c.req.header("content-length");
  if (declared !== undefined && !c.req.header("transfer-encoding")) {
    if (Number.parseInt(declared, 10) > UPLOAD_BODY_LIMIT) throw tooLarge();
    return next();
  }
  let size = 0;
  const counted = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > UPLOAD_BODY_LIMIT) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  c.req.raw = new Request(c.req.raw, { body: counted, duplex: "half" } as RequestInit);
  return next();
};

const WITHOUT_BODY = new Set(["GET", "HEAD", "OPTIONS"]);

export const frontDoorBodyLimit: MiddlewareHandler<HonoEnv> = (c, next) => {
  if (WITHOUT_BODY.has(c.req.method)) return next();
  return UPLOAD_PATH.test(c.req.path) ? uploadLimit(c, next) : smallLimit(c, next);
};
