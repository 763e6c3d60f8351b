/**
 * Staff roles and what each may use. Every admin page and every /api/admin call is
 * checked against this one table, in the same place as the session (the admin pages'
 * middleware and the admin API's middleware): a path no rule names is for owners only.
 */
export const ADMIN_ROLES = ["owner", "front_office", "content_editor"] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ROLE_LABELS: Record<AdminRole, string> = {
  owner: "Owner",
  front_office: "Front office",
  content_editor: "Content editor",
};

/** The parts of the admin a role is given or refused. */
export type AdminArea =
  | "dashboard"
  | "bookings"
  | "guests"
  | "payments"
  | "rates"
  | "reports"
  | "content"
  | "settings"
  | "providers"
  | "staff"
  | "account";

const ALL: readonly AdminArea[] = [
  "dashboard",
  "bookings",
  "guests",
  "payments",
  "rates",
  "reports",
  "content",
  "settings",
  "providers",
  "staff",
  "account",
];

/**
 * Front office: bookings, guests, payments, rates, reports and content, not the settings,
 * the providers or the staff. Content editors: the site's content only, no booking, guest's
 * data, payment or report.
 */
export const ROLE_AREAS: Record<AdminRole, ReadonlySet<AdminArea>> = {
  owner: new Set(ALL),
  front_office: new Set([
    "dashboard",
    "bookings",
    "guests",
    "payments",
    "rates",
    "reports",
    "content",
    "account",
  ]),
  content_editor: new Set(["dashboard", "content", "account"]),
};

/**
 * Path rules below /admin (pages) and /api/admin (the API), first match wins. A page and
 * its API share the rule: "/pesapal/transactions" is payments, the rest of "/pesapal" is
 * the provider's configuration.
 */
const RULES: readonly [RegExp, AdminArea][] = [
  [/^\/?$/, "dashboard"],
  [/^\/dashboard$/, "bookings"],
  [/^\/bookings(\/|$)/, "bookings"],
  // The occupancy grid shows bookings; the reports' guest list is guests' data.
  [/^\/calendar(\/|$)/, "bookings"],
  [/^\/reports\/guests\.csv$/, "guests"],
  [/^\/reports\/payments\.csv$/, "payments"],
  [/^\/reports(\/|$)/, "reports"],
  [/^\/front-desk(\/|$)/, "bookings"],
  [/^\/(messages|feedback|subscribers)(\/|\.csv|$)/, "guests"],
  [/^\/pesapal\/transactions(\/|$)/, "payments"],
  [/^\/(pesapal|ezee)(\/|$)/, "providers"],
  [/^\/(rates|promo-codes)(\/|$)/, "rates"],
  [/^\/settings(\/|$)/, "settings"],
  [/^\/(staff|audit)(\/|$)/, "staff"],
  [/^\/account(\/|$)/, "account"],
  [
    /^\/(rooms|gallery|menus|restaurants|packages|testimonials|social-posts|translations|blog|posts|media|images)(\/|$)/,
    "content",
  ],
];

/** The area of a path below /admin or /api/admin, or null (then only owners may use it). */
export function adminArea(pathname: string): AdminArea | null {
  const rest = pathname.replace(/^\/api\/admin/, "").replace(/^\/admin/, "");
  for (const [pattern, area] of RULES) if (pattern.test(rest)) return area;
  return null;
}

/** Whether a role may use a page or API path of the admin. */
export function roleMayUse(role: AdminRole, pathname: string): boolean {
  if (role === "owner") return true;
  const area = adminArea(pathname);
  return area !== null && ROLE_AREAS[role].has(area);
}

/** Whether a role is given an area (what the navigation and the dashboard show). */
export const roleHas = (role: AdminRole, area: AdminArea) => ROLE_AREAS[role].has(area);
