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
  // Money taken at the desk and the day's cash-up are payments, the booking's account not.
  [/^\/bookings\/[^/]+\/payments(\/|$)/, "payments"],
  [/^\/bookings\/[^/]+\/charges(\/|$)/, "payments"],
  [/^\/cash-up(\/|$)/, "payments"],
  [/^\/bookings(\/|$)/, "bookings"],
  // The occupancy grid shows bookings; the reports' guest list is guests' data.
  [/^\/calendar(\/|$)/, "bookings"],
  [/^\/reports\/guests\.csv$/, "guests"],
  [/^\/reports\/payments\.csv$/, "payments"],
  [/^\/reports(\/|$)/, "reports"],
  [/^\/front-desk(\/|$)/, "bookings"],
  [/^\/night-audit(\/|$)/, "bookings"],
  // Housekeeping's list and status buttons are the desk's; rooms by number are what is sold.
  [/^\/housekeeping(\/|$)/, "bookings"],
  [/^\/room-numbers(\/|$)/, "rates"],
  [/^\/(messages|feedback|subscribers)(\/|\.csv|$)/, "guests"],
  [/^\/pesapal\/transactions(\/|$)/, "payments"],
  [/^\/(pesapal|ezee)(\/|$)/, "providers"],
  [/^\/(rates|promo-codes)(\/|$)/, "rates"],
  // Adding a room type and taking one off sale set what is sold: rates, not content.
  [/^\/rooms\/(new|\d+\/(retire|reinstate))$/, "rates"],
  // The hotel's legal texts are the owner's, like the settings they quote.
  [/^\/(settings|policies)(\/|$)/, "settings"],
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

/** What each area holds, as the permission table in the README and docs/security.md says. */
export const AREA_LABELS: Record<AdminArea, string> = {
  dashboard: "Dashboard (booking and payment figures and the providers' health only with bookings)",
  bookings: "Bookings, front desk, occupancy grid, night audit",
  guests: "Guests' data: messages, feedback, subscribers, the guest list",
  payments:
    "Payments: Pesapal transactions, refunds, the payments export, payments taken at the desk and charges added to a guest's account (and their voiding), the cash-up",
  rates:
    "Prices, room counts and stay rules: rates, promo codes, rooms' rates, capacity and number, adding and retiring room types",
  reports: "Reports",
  content:
    "Content: rooms' texts and photos, gallery, restaurants, menus, packages, blog, translations",
  settings: "Site settings and the policy pages' texts",
  providers: "Providers' configuration (Pesapal, eZee)",
  staff: "Staff accounts and the audit log",
  account: "Own account (password, two-factor)",
};

/**
 * The room form's fields and the area each belongs to: prices, occupancy and the number of
 * rooms are rates (front office and owners); texts and the size are content. The save
 * (updateRoom) refuses a change of a field whose area the role lacks.
 */
export const ROOM_FIELD_AREAS = {
  name: "content",
  description: "content",
  shortDescription: "content",
  amenities: "content",
  chatNames: "content",
  size: "content",
  translationChecked: "content",
  price: "rates",
  singleBreakfast: "rates",
  doubleBedOnly: "rates",
  doubleBreakfast: "rates",
  rackSingleBedOnly: "rates",
  rackSingleBreakfast: "rates",
  rackDoubleBedOnly: "rates",
  rackDoubleBreakfast: "rates",
  capacity: "rates",
  totalRooms: "rates",
} as const satisfies Record<string, AdminArea>;
export type RoomField = keyof typeof ROOM_FIELD_AREAS;

/** Whether a role may change a field of the room form. */
export const roleMayEditRoomField = (role: AdminRole, field: RoomField) =>
  roleHas(role, ROOM_FIELD_AREAS[field]);

/**
 * The permission table as Markdown: which role has which area, and which area each field
 * of the room form belongs to. The README and docs/security.md quote it exactly (a unit
 * test compares them), so the documents say what the gates do.
 */
export function permissionTableMarkdown(): string {
  const mark = (role: AdminRole, area: AdminArea) => (ROLE_AREAS[role].has(area) ? "yes" : "no");
  const roles = ADMIN_ROLES.map((role) => ROLE_LABELS[role]);
  const lines = [
    `| Area | ${roles.join(" | ")} |`,
    `| --- | ${ADMIN_ROLES.map(() => "---").join(" | ")} |`,
    ...ALL.map(
      (area) =>
        `| ${AREA_LABELS[area]} | ${ADMIN_ROLES.map((role) => mark(role, area)).join(" | ")} |`,
    ),
    "",
    "| Room form field | Area |",
    "| --- | --- |",
    ...Object.entries(ROOM_FIELD_AREAS).map(([field, area]) => `| \`${field}\` | ${area} |`),
  ];
  return lines.join("\n");
}
