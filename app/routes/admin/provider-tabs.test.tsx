import { readFileSync } from "node:fs";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { pagingOf } from "~core/schemas/paging";
import AdminEzee from "./ezee";
import { ConfigTab } from "./ezee/config-tab";
import { MappingTab } from "./ezee/mapping-tab";
import { RatesTab } from "./ezee/rates-tab";
import type { EzeeData } from "./ezee/shared";
import { SyncTab } from "./ezee/sync-tab";
import AdminPesapal from "./pesapal";
import { ConfigurationTab } from "./pesapal/configuration-tab";
import type { PesapalData } from "./pesapal/shared";
import { TestingTab } from "./pesapal/testing-tab";
import { TransactionsTab } from "./pesapal/transactions-tab";

let shown: ReactElement | null = null;
const Shown = () => shown;
const ElementStub = createRoutesStub([{ path: "/", Component: Shown }]);

/** Renders an element inside a memory data router (Form and useNavigation need one). */
function render(element: ReactElement): string {
  shown = element;
  return renderToString(<ElementStub initialEntries={["/"]} />);
}

/** The tabs' forms are not sent in these renders. */
const noSubmit = () => {};

/** Renders a route's screen with the given loader data. */
function renderScreen(Component: (props: never) => ReactElement, loaderData: unknown): string {
  const Stub = createRoutesStub([
    { id: "screen", path: "/", Component: Component as never, loader: () => null },
  ]);
  return renderToString(
    <Stub initialEntries={["/"]} hydrationData={{ loaderData: { screen: loaderData } }} />,
  );
}

/** The text of a tab panel (`hidden` or not), from its opening tag to the next panel. */
function panel(html: string, id: string): { hidden: boolean; html: string } {
  const start = html.indexOf(`id="${id}"`);
  expect(start, `panel ${id}`).toBeGreaterThan(-1);
  const end = html.indexOf(">", start);
  const open = html.slice(start, end);
  const next = html.indexOf('role="tabpanel"', end);
  return {
    hidden: / hidden=""/.test(open),
    html: html.slice(start, next === -1 ? undefined : next),
  };
}

const health = {
  provider: "ezee" as const,
  label: "eZee Absolute",
  isActive: true,
  lastSuccessAt: "2026-03-01T08:00:00.000Z",
  lastErrorAt: "2026-03-02T09:30:00.000Z",
  lastError: "eZee did not answer",
  queues: [{ label: "Pushes waiting", count: 2 }],
  fallback: "Rooms stay on sale from the website's own availability.",
  failing: false,
};

const ezee: EzeeData = {
  config: {
    hotelCode: "12345",
    apiKey: { isSet: true, last4: "9f3a" },
    apiUrl: "https://live.ipms247.com/pmsinterface/pms_connectivity.php",
    isActive: true,
    lastSync: null,
  },
  mappings: [
    {
      id: 7,
      localRoomId: 1,
      localRoom: { name: "Deluxe Ocean View" },
      ezeeRoomTypeId: "101",
      ezeeRoomTypeName: "Deluxe Sea",
      isActive: true,
    },
  ],
  ratePlans: [
    {
      id: 1,
      ratePlanId: "RP-9",
      ratePlanName: "Bed and breakfast",
      roomTypeId: "101",
      occupancyType: "Double",
      mealPlan: null,
      isActive: true,
      rateTypeId: null,
      rateTypeName: null,
      lastSeenAt: null,
    },
  ],
  ezeeTypes: [
    { id: "101", name: "Deluxe Sea", isActive: true },
    { id: "102", name: "Garden Room", isActive: true },
  ],
  suggestions: [
    {
      localRoomId: 2,
      localRoomName: "Garden Suite",
      ezeeRoomTypeId: "102",
      ezeeRoomTypeName: "Garden Room",
      score: 0.8,
    },
  ],
  locals: [
    { id: 1, name: "Deluxe Ocean View" },
    { id: 2, name: "Garden Suite" },
  ],
  health,
  pushProblems: [
    {
      jobId: 31,
      bookingId: 4,
      reference: "PB-0004",
      kind: "confirm",
      state: "given_up",
      attempts: 5,
      maxAttempts: 5,
      lastError: "Room type not mapped",
      nextAttemptAt: null,
      gaveUpAt: "2026-03-02T10:00:00.000Z",
    },
  ],
  ratesFeed: { source: "site", inForce: false, allowed: true, reason: null, roomTypes: 1 },
};

const pesapal: PesapalData = {
  config: {
    consumerKey: { isSet: true, last4: "KEY4" },
    consumerSecret: { isSet: false, last4: null },
    sandbox: true,
    environment: "sandbox",
    isActive: false,
    ipnId: null,
    ipnUrl: null,
    expectedIpnUrl: "https://hotel.example/api/pesapal/ipn",
    testCardNumbers: "4111111111111111",
    testPhoneNumber: "254700000000",
    updatedAt: "2026-03-01T08:00:00.000Z",
  },
  transactions: {
    rows: [
      {
        id: 3,
        merchantReference: "PB-0009-1",
        orderTrackingId: "t-1",
        description: "Stay PB-0009",
        amount: 12_000,
        currency: "KES",
        paymentStatus: "COMPLETED",
        paymentMethod: "M-PESA",
        confirmationCode: "QX12",
        environment: "sandbox",
        createdAt: "2026-03-01T08:00:00.000Z",
        refund: null,
        cancelledAt: null,
        booking: {
          id: 9,
          reference: "PB-0009",
          status: "confirmed",
          guestName: "Amina Otieno",
          checkIn: "2026-04-01",
          checkOut: "2026-04-03",
        },
      },
    ],
    paging: pagingOf(1, 1, 50),
    range: { from: "", to: "" },
    errors: {},
  },
  health: {
    provider: "pesapal",
    lastSuccessAt: null,
    lastErrorAt: "2026-03-02T09:30:00.000Z",
    lastError: "401 invalid consumer key",
  },
  tab: "configuration",
};

describe("the eZee screen's tabs are modules of their own", () => {
  it("Configuration: the three fields, the saved key's last four characters, save and test", () => {
    const html = render(
      <ConfigTab
        config={ezee.config}
        result={{
          intent: "save-config",
          ok: false,
          title: "Configuration Error",
          message: "Failed to update configuration",
          errors: { apiUrl: "Use an https address." },
          values: { hotelCode: "999", apiUrl: "http://x", apiKey: "" },
        }}
        busy={false}
        busyIntent=""
        onSubmit={noSubmit}
      />,
    );
    for (const label of ["Hotel code", "API key", "API URL", "Test Connection"]) {
      expect(html).toContain(label);
    }
    expect(html).toContain("ending in 9f3a");
    // The typed values come back after a failed save, with the field's error tied to it.
    expect(html).toContain('value="999"');
    expect(html).toMatch(/id="ezee-apiUrl-error"[^>]*>Use an https address\./);
    expect(html).toContain('value="save-config"');
    expect(html).toContain('value="test"');
  });

  it("Room Mapping: one form per website room, with the suggestion by name", () => {
    const html = render(<MappingTab {...ezee} busy={false} onSubmit={noSubmit} />);
    expect(html).toContain("Website room");
    expect(html).toContain('id="ezee-map-1"');
    expect(html).toContain('aria-label="Remove mapping of Deluxe Ocean View"');
    expect(html).toContain("Suggested by name: <!-- -->Garden Room");
    expect(html).not.toContain('aria-label="Remove mapping of Garden Suite"');
  });

  it("Rate Plans: the table, or the hint to sync rates when there is none", () => {
    const actions = { busy: false, busyIntent: "", onSubmit: noSubmit };
    expect(render(<RatesTab {...ezee} {...actions} />)).toContain("Bed and breakfast");
    expect(render(<RatesTab {...ezee} {...actions} ratePlans={[]} />)).toContain(
      "No rate plans yet",
    );
  });

  it("Rate Plans: where rates come from, eZee offered only when allowed, with the reason", () => {
    const actions = { busy: false, busyIntent: "", onSubmit: noSubmit };
    const allowed = render(<RatesTab {...ezee} {...actions} />);
    expect(allowed).toContain("Rates come from");
    expect(allowed).toContain('value="save-rates-source"');
    expect(allowed).toMatch(/<input[^>]*checked=""[^>]*value="site"/);
    expect(allowed).not.toMatch(/<input[^>]*disabled=""[^>]*value="ezee"/);
    const refused = render(
      <RatesTab
        {...ezee}
        {...actions}
        ratesFeed={{ ...ezee.ratesFeed, allowed: false, reason: "Activate eZee first." }}
      />,
    );
    expect(refused).toMatch(/<input[^>]*disabled=""[^>]*value="ezee"/);
    expect(refused).toContain('id="ezee-rates-source-why"');
    expect(refused).toContain("Activate eZee first.");
  });

  it("Synchronization: sync buttons, the link's health and the failed pushes", () => {
    const html = render(<SyncTab {...ezee} busy={false} busyIntent="" onSubmit={noSubmit} />);
    expect(html).toContain('value="sync-rooms"');
    expect(html).toContain('value="sync-rates"');
    expect(html).toMatch(/<dt[^>]*>Last error<\/dt><dd[^>]*>eZee did not answer \(/);
    expect(html).toMatch(/<dt[^>]*>Pushes waiting<\/dt><dd[^>]*>2</);
    expect(html).toMatch(/<dt[^>]*>Rooms mapped<\/dt><dd[^>]*>1 of 2</);
    expect(html).toContain("Given up after 5 attempts");
    expect(html).toContain('value="resend-push"');
  });

  it("the screen shows the header and the four tabs, Configuration first", () => {
    const html = renderScreen(AdminEzee as never, ezee);
    expect(html).toContain("eZee integration");
    expect(html).toContain(">Active</span>");
    for (const tab of ["Configuration", "Room Mapping", "Rate Plans", "Synchronization"]) {
      expect(html).toContain(`>${tab}</button>`);
    }
    // No outcome before a button is used (runEzeeIntent's tests cover the notices).
    expect(html).not.toMatch(/role="(status|alert)"/);
    expect(panel(html, "ezee-tab-config-panel").hidden).toBe(false);
    expect(panel(html, "ezee-tab-sync-panel").hidden).toBe(true);
    expect(panel(html, "ezee-tab-mapping-panel").html).toContain('id="ezee-map-2"');
  });
});

describe("the Pesapal screen's tabs are modules of their own", () => {
  it("Configuration: credentials never shown, environment and status, IPN facts", () => {
    const html = render(
      <ConfigurationTab
        config={pesapal.config}
        health={pesapal.health}
        errors={{ consumerSecret: "Required" }}
        busy={() => false}
        onSubmit={noSubmit}
      />,
    );
    expect(html).toContain("Set, ends in KEY4");
    expect(html).toMatch(/id="pesapal-consumerSecret-error"[^>]*>Required</);
    expect(html).toMatch(/<input type="radio"[^>]*name="sandbox" checked="" value="true"/);
    expect(html).toMatch(/<input type="radio"[^>]*name="isActive" checked="" value="false"/);
    expect(html).toMatch(/<dt[^>]*>IPN ID<\/dt><dd[^>]*font-mono[^>]*>not registered</);
    expect(html).toMatch(/<dt[^>]*>Last error<\/dt><dd[^>]*>401 invalid consumer key \(/);
    expect(html).toContain('name="intent" value="register-ipn"');
  });

  it("Transactions: each order linked to its booking", () => {
    const html = render(<TransactionsTab transactions={pesapal.transactions} />);
    expect(html).toContain('href="/admin/bookings/9"');
    expect(html).toContain("Merchant reference");
    expect(html).toMatch(/<span class="[^"]*rounded-full[^"]*bg-palm-600\/15[^"]*">COMPLETED</);
    expect(html).toContain("Showing 1–1 of 1");
    const none = { rows: [], paging: pagingOf(0, 1, 50), range: { from: "", to: "" }, errors: {} };
    expect(render(<TransactionsTab transactions={none} />)).toContain("No transactions yet.");
    // A range that matches nothing says so, and the range form keeps the tab.
    const empty = render(
      <TransactionsTab transactions={{ ...none, range: { from: "2026-01-01", to: "" } }} />,
    );
    expect(empty).toContain("No transactions in this range.");
    expect(empty).toMatch(/<input type="hidden" name="tab" value="transactions"/);
  });

  it("Testing: the connection test waits for an active configuration", () => {
    const html = render(
      <TestingTab config={pesapal.config} busy={() => false} onSubmit={noSubmit} />,
    );
    expect(html).toContain("Activate the configuration to run the test.");
    expect(html).toMatch(/<button type="submit"[^>]* disabled=""[^>]*>Test Connection</);
    expect(html).toContain('name="intent" value="save-testing"');
  });

  it("the screen opens the tab the address names", () => {
    const html = renderScreen(AdminPesapal as never, { ...pesapal, tab: "transactions" });
    expect(html).toContain("Inactive: bookings are paid at the hotel.");
    expect(html).not.toMatch(/role="alert"/);
    expect(panel(html, "pesapal-tab-transactions-panel").hidden).toBe(false);
    expect(panel(html, "pesapal-tab-testing-panel").html).toContain("Sandbox test values");
  });
});

describe("the route modules keep only the wiring", () => {
  // Read from the working directory: tests run from the repository root.
  for (const file of ["app/routes/admin/ezee.tsx", "app/routes/admin/pesapal.tsx"]) {
    it(`${file} holds loader, header and tab switch, no tab markup`, () => {
      const source = readFileSync(file, "utf8");
      expect(source.split("\n").length).toBeLessThan(260);
      expect(source).not.toMatch(/<(table|input|select|textarea|dl|fieldset)\b/);
    });
  }
});
