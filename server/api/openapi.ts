/**
 * The JSON API described as an OpenAPI 3.1 document (GET /api/openapi.json). The paths and
 * methods are the Hono router's own (every route it serves, nothing else); the request
 * bodies and queries are the same zod schemas the routes and commands validate with,
 * turned into JSON Schema by zod; every refusal is the one error shape, its `code` from
 * the vocabulary of core/error-codes.ts. A test calls every documented route and checks
 * the answer against this document (tests/api/openapi.db.test.ts).
 */

import { hotelToday } from "~core/dates";
import { ERROR_STATUS } from "~core/error-codes";
import {
  ChangePasswordSchema,
  DisableTwoFactorSchema,
  ForgotPasswordSchema,
  SecondFactorSchema,
  TotpCodeSchema,
  TwoFactorPolicySchema,
} from "~core/schemas/account";
import { CancelBookingSchema, LoginSchema, RefundSchema } from "~core/schemas/admin";
import {
  EventPackageSchema,
  EventPackageUpdateSchema,
  GalleryCategoryCreateSchema,
  GalleryCategorySchema,
  GalleryImageUpdateSchema,
  GalleryReorderSchema,
  IdOrderSchema,
  MenuItemSchema,
  MenuItemUpdateSchema,
  RestaurantCreateSchema,
  RestaurantSchema,
  SettingsUpdateSchema,
  SocialPostSchema,
  SocialPostUpdateSchema,
  TestimonialSchema,
  TestimonialUpdateSchema,
  VisibilitySchema,
} from "~core/schemas/admin-content";
import { RoomCreateSchema, RoomImageAltSchema, RoomUpdateSchema } from "~core/schemas/admin-room";
import { BlogPublishSchema } from "~core/schemas/blog";
import {
  BookingChangeConfirmSchema,
  BookingChangeSchema,
  BookingRequestSchema,
  FindBookingSchema,
  GuestCancelSchema,
  StayQuoteSchema,
  StaySearchSchema,
} from "~core/schemas/booking";
import { ContactSchema } from "~core/schemas/contact";
import {
  CashUpQuerySchema,
  CheckOutSchema,
  DeskPaymentSchema,
  NightAuditCloseSchema,
  StaffChargeSchema,
  VoidSchema,
} from "~core/schemas/desk-payments";
import { feedbackSchema } from "~core/schemas/feedback";
import {
  BookingNoteSchema,
  StaffBookingSchema,
  StaffChangeSchema,
  StaffQuoteSchema,
} from "~core/schemas/front-desk";
import { NewsletterSchema } from "~core/schemas/newsletter";
import { PolicyPublishSchema, PolicyRevertSchema } from "~core/schemas/policies";
import { PromoCodeInputSchema, PromoCodeUpdateSchema } from "~core/schemas/promo-codes";
import { RateEditSchema } from "~core/schemas/rates";
import {
  HousekeepingStatusSchema,
  PhysicalRoomCreateSchema,
  PhysicalRoomUpdateSchema,
  RoomAssignmentSchema,
} from "~core/schemas/rooms";
import { InviteStaffSchema, UpdateStaffSchema } from "~core/schemas/staff";
import { VersionSchema } from "~core/schemas/version";
import { z } from "~core/zod";
import { PesapalConfigInputSchema } from "../services/payments/config";
import { RatesSourceSchema } from "../services/property/rates-feed";
import { MappingSchema } from "./admin/ezee";
import { ReorderSchema } from "./admin/index";
import { TestValuesSchema } from "./admin/pesapal";
import { MonthQuerySchema } from "./admin/rates";
import { ResetPasswordApiSchema } from "./auth";
import { RetrySchema } from "./pesapal";

/** What a route reads: a JSON body, a query, or a multipart form (files). */
export interface RequestDoc {
  body?: z.ZodType;
  query?: z.ZodType;
  multipart?: true;
}

/** The validated input of each route that reads one, by "METHOD /path" (Hono's path). */
export const REQUESTS: Record<string, RequestDoc> = {
  "POST /auth/login": { body: LoginSchema },
  "POST /auth/login/verify": { body: SecondFactorSchema },
  "POST /auth/forgot-password": { body: ForgotPasswordSchema },
  "POST /auth/reset-password": { body: ResetPasswordApiSchema },
  "GET /rooms/available": { query: StaySearchSchema },
  "GET /quote": { query: StayQuoteSchema },
  "POST /bookings": { body: BookingRequestSchema },
  "POST /bookings/lookup": { body: FindBookingSchema },
  "POST /bookings/:reference/cancel": { body: GuestCancelSchema },
  "POST /bookings/:reference/change/quote": { body: BookingChangeSchema },
  "POST /bookings/:reference/change": { body: BookingChangeConfirmSchema },
  "POST /payments/pesapal/retry": { body: RetrySchema },
  "POST /contact": { body: ContactSchema },
  "POST /newsletter/subscribe": { body: NewsletterSchema },
  "POST /feedback": { body: feedbackSchema(hotelToday()) },
  "POST /admin/account/password": { body: ChangePasswordSchema },
  "POST /admin/account/two-factor/enable": { body: TotpCodeSchema },
  "POST /admin/account/two-factor/recovery-codes": { body: TotpCodeSchema },
  "POST /admin/account/two-factor/disable": { body: DisableTwoFactorSchema },
  "PUT /admin/blog/posts/:id/publish": { body: BlogPublishSchema },
  "POST /admin/blog/posts": { multipart: true },
  "PUT /admin/blog/posts/:id": { multipart: true },
  "POST /admin/blog/images": { multipart: true },
  "PUT /admin/settings": { body: SettingsUpdateSchema },
  "POST /admin/gallery/categories": { body: GalleryCategoryCreateSchema },
  "PUT /admin/gallery/categories/order": { body: IdOrderSchema },
  "PUT /admin/gallery/categories/:id": { body: GalleryCategorySchema },
  "POST /admin/gallery/upload": { multipart: true },
  "PUT /admin/gallery/reorder": { body: GalleryReorderSchema },
  "PUT /admin/gallery/:id": { body: GalleryImageUpdateSchema },
  "POST /admin/media/upload": { multipart: true },
  "POST /admin/testimonials": { body: TestimonialSchema },
  "PUT /admin/testimonials/reorder": { body: IdOrderSchema },
  "PUT /admin/testimonials/:id": { body: TestimonialUpdateSchema },
  "PUT /admin/testimonials/:id/visibility": { body: VisibilitySchema },
  "POST /admin/social-posts": { body: SocialPostSchema },
  "PUT /admin/social-posts/:id": { body: SocialPostUpdateSchema },
  "PUT /admin/social-posts/:id/visibility": { body: VisibilitySchema },
  "POST /admin/packages": { body: EventPackageSchema },
  "PUT /admin/packages/reorder": { body: IdOrderSchema },
  "PUT /admin/packages/:id": { body: EventPackageUpdateSchema },
  "PUT /admin/packages/:id/visibility": { body: VisibilitySchema },
  "POST /admin/restaurants": { body: RestaurantCreateSchema },
  "PUT /admin/restaurants/:id": { body: RestaurantSchema },
  "POST /admin/restaurants/:id/items": { body: MenuItemSchema },
  "PUT /admin/restaurants/:id/items/reorder": { body: IdOrderSchema },
  "PUT /admin/restaurants/:id/items/:itemId": { body: MenuItemUpdateSchema },
  "POST /admin/menus/:kind/upload-pages": { multipart: true },
  "PUT /admin/menus/:kind/reorder": { body: IdOrderSchema },
  "PUT /admin/ezee/rates-source": { body: RatesSourceSchema },
  "POST /admin/ezee/room-mappings": { body: MappingSchema },
  "PUT /admin/ezee/room-mappings/:id": { body: MappingSchema },
  "GET /admin/bookings/quote": { query: StaffQuoteSchema },
  "POST /admin/bookings": { body: StaffBookingSchema },
  "GET /admin/bookings/:id/change-quote": { query: StaffQuoteSchema },
  "PUT /admin/bookings/:id": { body: StaffChangeSchema },
  "POST /admin/bookings/:id/check-out": { body: CheckOutSchema },
  "POST /admin/bookings/:id/cancel": { body: CancelBookingSchema },
  "POST /admin/bookings/:id/payments": { body: DeskPaymentSchema },
  "POST /admin/bookings/:id/payments/:paymentId/void": { body: VoidSchema },
  "POST /admin/bookings/:id/charges": { body: StaffChargeSchema },
  "POST /admin/bookings/:id/charges/:chargeId/void": { body: VoidSchema },
  "POST /admin/night-audit/close": { body: NightAuditCloseSchema },
  "GET /admin/cash-up": { query: CashUpQuerySchema },
  "POST /admin/bookings/:id/notes": { body: BookingNoteSchema },
  "POST /admin/rooms": { body: RoomCreateSchema },
  "PUT /admin/rooms/:id": { body: RoomUpdateSchema },
  "POST /admin/rooms/upload-images": { multipart: true },
  "PUT /admin/rooms/:id/images/reorder": { body: ReorderSchema },
  "PUT /admin/rooms/:id/images/:imageId/alt": { body: RoomImageAltSchema },
  "PUT /admin/pesapal/config": { body: PesapalConfigInputSchema },
  "PUT /admin/pesapal/test-values": { body: TestValuesSchema },
  "POST /admin/pesapal/transactions/:id/refund": { body: RefundSchema },
  "POST /admin/promo-codes": { body: PromoCodeInputSchema },
  "PUT /admin/promo-codes/:id": { body: PromoCodeUpdateSchema },
  "POST /admin/promo-codes/:id/deactivate": { body: VersionSchema },
  "PUT /admin/policies/:page/:language": { body: PolicyPublishSchema },
  "POST /admin/policies/:page/:language/revert": { body: PolicyRevertSchema },
  "GET /admin/rates": { query: MonthQuerySchema },
  "PUT /admin/rates": { body: RateEditSchema },
  "POST /admin/room-numbers": { body: PhysicalRoomCreateSchema },
  "PUT /admin/room-numbers/:id": { body: PhysicalRoomUpdateSchema },
  "PUT /admin/housekeeping/:id": { body: HousekeepingStatusSchema },
  "PUT /admin/bookings/:id/rooms": { body: RoomAssignmentSchema },
  "PUT /admin/staff/policies/two-factor": { body: TwoFactorPolicySchema },
  "POST /admin/staff/invites": { body: InviteStaffSchema },
  "PUT /admin/staff/:id": { body: UpdateStaffSchema },
};

/** Every refusal of the API: the message, its code, and the fields it names. */
export const ErrorBodySchema = z.looseObject({
  message: z.string(),
  code: z.enum(Object.keys(ERROR_STATUS) as [string, ...string[]]),
  errors: z.record(z.string(), z.string()).optional(),
});

/** What a success answers, by the path's ending; JSON otherwise. */
function successContent(path: string): Record<string, { schema: object }> {
  if (path.endsWith(".csv")) return { "text/csv": { schema: { type: "string" } } };
  if (path.endsWith(".ics")) return { "text/calendar": { schema: { type: "string" } } };
  // A backup is the database and uploads in one gzip file.
  if (path === "/ops/backup" || path === "/admin/backup") {
    return {
      "application/gzip": { schema: { type: "string", contentMediaType: "application/gzip" } },
    };
  }
  return { "application/json": { schema: {} } };
}

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any", target: "draft-2020-12" });

/** Hono's `/rooms/:id` as OpenAPI's `/rooms/{id}`, with its parameter names. */
function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const converted = path.replace(/:(\w+)/g, (_, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { path: converted, params };
}

/** Query parameters of an object schema, each with its own JSON Schema. */
function queryParameters(schema: z.ZodType) {
  const described = jsonSchema(schema) as {
    properties?: Record<string, object>;
    required?: string[];
    allOf?: { properties?: Record<string, object>; required?: string[] }[];
  };
  const parts = described.allOf ?? [described];
  return parts.flatMap((part) =>
    Object.entries(part.properties ?? {}).map(([name, property]) => ({
      name,
      in: "query",
      required: part.required?.includes(name) ?? false,
      schema: property,
    })),
  );
}

const ERROR_REF = { $ref: "#/components/schemas/Error" };
const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: ERROR_REF } },
});

export interface RouteEntry {
  method: string;
  path: string;
}

/** The document for these routes (the router's, with the /api prefix taken off). */
export function openApiDocument(routes: readonly RouteEntry[], version: string) {
  const paths: Record<string, Record<string, object>> = {};
  const seen = new Set<string>();
  for (const { method, path } of routes) {
    if (method === "ALL") continue;
    const key = `${method} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const { path: documented, params } = openApiPath(path);
    const request = REQUESTS[key];
    const staff = path.startsWith("/admin/");
    const operation: Record<string, unknown> = {
      operationId: `${method.toLowerCase()}${documented.replace(/[^A-Za-z0-9]+(\w)?/g, (_, c?: string) => (c ?? "").toUpperCase())}`,
      tags: [staff ? "staff" : (path.split("/")[1] ?? "site")],
      parameters: [
        ...params.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } })),
        ...(request?.query ? queryParameters(request.query) : []),
      ],
      responses: {
        "2XX": { description: "Done", content: successContent(path) },
        ...(staff
          ? {
              "401": errorResponse("No staff session"),
              "403": errorResponse(
                "The role may not do this, two-factor sign-in is required, or a write came from another origin",
              ),
            }
          : {}),
        "4XX": errorResponse("Refused: the code says why (core/error-codes.ts)"),
        "5XX": errorResponse("A service the site needs did not answer; Retry-After may say when"),
      },
      ...(staff ? { security: [{ staffSession: [] }] } : {}),
      ...(path === "/ops/backup" ? { security: [{ backupToken: [] }] } : {}),
    };
    if (request?.body) {
      operation.requestBody = {
        required: true,
        content: { "application/json": { schema: jsonSchema(request.body) } },
      };
    } else if (request?.multipart) {
      operation.requestBody = {
        required: true,
        content: { "multipart/form-data": { schema: { type: "object" } } },
      };
    }
    paths[documented] ??= {};
    (paths[documented] as Record<string, object>)[method.toLowerCase()] = operation;
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Hotel website and booking API",
      version,
      description:
        "The site's JSON API. Every refusal answers { message, code, errors? }; `code` is one of the values of the Error schema and names why, whatever the status.",
    },
    servers: [{ url: "/api" }],
    paths,
    components: {
      schemas: { Error: z.toJSONSchema(ErrorBodySchema, { target: "draft-2020-12" }) },
      securitySchemes: {
        staffSession: {
          type: "apiKey",
          in: "cookie",
          name: "__Host-pwani_admin",
          description:
            "The staff session cookie (named pwani_admin where the site is not served over HTTPS).",
        },
        backupToken: { type: "http", scheme: "bearer" },
      },
    },
  };
}
