/**
 * A clerk's day in Chromium, signed in as a front-office account (invited by the owner): the
 * owner has numbered two Deluxe rooms; the clerk books a phone guest for tonight, gives them
 * room 102 and checks them in, adds a dinner to the guest's account and sees the balance rise
 * by it, takes the balance at the desk by M-PESA with its confirmation code, sees the account
 * settled, checks the guest out without being asked about money, and finds the payment in the
 * day's cash-up under M-PESA and her name; the night audit lists nothing open for the
 * booking. Every new screen passes axe at 360 px and 1280 px.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import { axeViolationsOn, VIEWPORTS } from "../../scripts/audit/axe";
import { launchBrowser, signedInAdmin } from "./browser";
import { freshDataDir, type RunningServer, startServer, waitForMail } from "./server";

const OWNER = { email: "owner@example.com", password: "the owner's long password" };
const DESK = { email: "neema@example.com", password: "karibu front desk 2026" };
const MPESA_CODE = "SLK4H7QX2P";

let server: RunningServer;
let browser: Browser;
let dataDir: string;
let ownerCookie = "";

async function call(method: string, path: string, body: unknown, cookie: string) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { "Content-Type": "application/json", Origin: server.url, Cookie: cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The owner invites Neema as front office; she sets her password through the link. */
async function frontOfficeAccount() {
  const invited = await call(
    "POST",
    "/api/admin/staff/invites",
    { name: "Neema Otieno", email: DESK.email, role: "front_office" },
    ownerCookie,
  );
  expect(invited.status, invited.text).toBe(201);
  const mail = (await waitForMail(dataDir, DESK.email)).replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const link = new URL(mail.match(/https?:\/\/\S+?\/admin\/invite\?token=[\w-]+/)![0]);
  const accepted = await fetch(`${server.url}${link.pathname}${link.search}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams({ password: DESK.password, confirm: DESK.password }),
  });
  expect(accepted.status).toBe(302);
}

/** axe at a phone's and a desktop's width, and nothing wider than the phone. */
async function checkScreen(page: Page, what: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    expect(await axeViolationsOn(page), `${what} at ${viewport.name}`).toEqual([]);
    if (viewport.width === 360) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${what} scrolls sideways at 360 px`).toBeLessThanOrEqual(0);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The whole shillings of "KSh 13,325". */
const shillings = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

/** The balance the guest's account shows, from its "Balance" row. */
async function balanceOf(account: Locator): Promise<number> {
  const cell = account.getByRole("row", { name: /^Balance/ }).getByRole("cell");
  // The amount, without the words under it ("KSh 13,325 owed").
  return shillings(await cell.evaluate((td) => td.firstChild?.textContent ?? null));
}

beforeAll(async () => {
  dataDir = freshDataDir("pwani-e2e-clerk-day-");
  server = await startServer({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    BOOKING_RATE_LIMIT: "0",
  });
  browser = await launchBrowser();
  const login = await call("POST", "/api/auth/login", OWNER, "");
  ownerCookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  await frontOfficeAccount();
  // The owner numbers two Deluxe rooms, as the room type's page does.
  const types = JSON.parse(
    (await call("GET", "/api/admin/rooms", undefined, ownerCookie)).text,
  ) as {
    id: number;
    name: string;
  }[];
  const deluxe = types.find((type) => type.name === "Deluxe")!;
  for (const number of ["101", "102"]) {
    const created = await call(
      "POST",
      "/api/admin/room-numbers",
      { roomTypeId: deluxe.id, number, floor: "1" },
      ownerCookie,
    );
    expect(created.status, created.text).toBe(201);
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a clerk's day", () => {
  it("checks in to room 102, adds a charge, takes M-PESA at the desk, checks out settled, cashes up", async () => {
    const today = hotelToday();
    const context = await signedInAdmin(browser, server.url, DESK);
    const page = await context.newPage();

    // A phone guest for tonight.
    await page.goto(`${server.url}/admin/bookings/new`);
    await page.getByRole("heading", { level: 1, name: "New booking" }).waitFor();
    await page.getByLabel("Room type").selectOption({ label: "Deluxe" });
    await page.getByLabel("Check-in", { exact: true }).fill(today);
    await page.getByLabel("Check-out", { exact: true }).fill(addDaysIso(today, 1));
    // One night of Deluxe for one adult: 9,500 and 15% taxes.
    await page.getByRole("complementary", { name: "Price" }).getByText("KSh 10,925").waitFor();
    await page.getByLabel("First name", { exact: true }).fill("Amina");
    await page.getByLabel("Last name", { exact: true }).fill("Wanjiru");
    await page.getByLabel("Phone", { exact: true }).fill("0722 111 222");
    await page.getByLabel("Country", { exact: true }).fill("Kenya");
    await page.getByRole("button", { name: "Make the booking" }).click();
    await page.waitForURL(/\/admin\/bookings\/\d+$/);
    const heading = page.getByRole("heading", { level: 1, name: /^Booking PB-[0-9A-Z]{8}$/ });
    await heading.waitFor();
    const reference = ((await heading.textContent()) ?? "").replace("Booking", "").trim();

    // Room 102 chosen at the desk, then the guest checked in.
    const rooms = page.getByRole("form", { name: /^Rooms for booking \d+$/ });
    await rooms.getByLabel("Room", { exact: true }).selectOption({ label: "102 (clean)" });
    await rooms.getByRole("button", { name: "Assign rooms" }).click();
    await page.getByRole("status").filter({ hasText: "Rooms assigned." }).waitFor();
    await page.getByText("Room number:").getByText("102", { exact: true }).waitFor();
    await checkScreen(page, "booking page with rooms by number");
    await page.getByRole("button", { name: /^Check in Amina Wanjiru/ }).click();
    const details = page.locator("dl").first();
    await details.getByText(/^In house, checked in /).waitFor();
    await page.getByText("Room number:").getByText("102", { exact: true }).waitFor();

    // The guest's account: the stay is owed; dinner raises it by KSh 2,400.
    const account = page.getByRole("region", { name: "Guest's account" });
    const stay = await balanceOf(account);
    expect(stay).toBe(10_925);
    const charge = account.getByRole("form", { name: "Add a charge" });
    await charge.getByLabel("Description").fill("Dinner");
    await charge.getByLabel("Price (KSh, whole shillings)").fill("2400");
    await charge.getByRole("button", { name: "Add charge" }).click();
    await account
      .getByRole("row", { name: /^Dinner/ })
      .getByText("KSh 2,400")
      .waitFor();
    await account.getByText("KSh 13,325 owed").waitFor();
    expect(await balanceOf(account)).toBe(stay + 2_400);
    // A charge entered by mistake: voided with its reason, kept struck out, the balance back.
    await charge.getByLabel("Description").fill("Minibar");
    await charge.getByLabel("Price (KSh, whole shillings)").fill("500");
    await charge.getByRole("button", { name: "Add charge" }).click();
    await account.getByText("KSh 13,825 owed").waitFor();
    const minibar = account.getByRole("row", { name: /^Minibar/ });
    await minibar.getByText("Void this charge").click();
    await minibar.getByRole("button", { name: "Void charge" }).click();
    await minibar
      .getByText("Say why (3 to 200 characters): the account keeps the reason.")
      .waitFor();
    await account.getByText("KSh 13,825 owed").waitFor();
    await minibar.getByLabel("Reason").fill("Entered twice");
    await minibar.getByRole("button", { name: "Void charge" }).click();
    await account.getByText(/Voided .* Entered twice/).waitFor();
    await account.getByText("KSh 13,325 owed").waitFor();
    expect(await balanceOf(account)).toBe(stay + 2_400);
    await checkScreen(page, "guest's account with a charge");
    // The night audit lists the open balance (an in-house guest who owes), with a link back.
    const bookingUrl = page.url();
    await page.goto(`${server.url}/admin/night-audit`);
    await page
      .getByRole("table", { name: "Balances open" })
      .getByRole("link", { name: `Take payment: ${reference}, Amina Wanjiru` })
      .waitFor();
    await page.goto(bookingUrl);

    // The whole balance taken at the desk by M-PESA, with its code.
    const payment = account.getByRole("form", { name: "Take a payment at the desk" });
    await payment.getByLabel("Amount received (KSh, whole shillings)").fill("13325");
    await payment.getByLabel("Paid by").selectOption({ label: "M-PESA" });
    await payment.getByLabel("M-PESA confirmation code").fill(MPESA_CODE);
    await checkScreen(page, "desk payment form, M-PESA");
    await payment.getByRole("button", { name: "Record payment" }).click();
    await account.getByText("Settled (nothing owed)").waitFor();
    expect(await balanceOf(account)).toBe(0);
    const paidLine = account.getByRole("row", { name: /^At the desk, M-PESA/ });
    await paidLine.getByText(MPESA_CODE).waitFor();
    await paidLine.getByText(/taken by Neema Otieno/).waitFor();
    await paidLine.getByText("KSh 13,325").waitFor();

    // Checked out: asked only because the night goes back (the stay ends tomorrow), never
    // about money.
    let asked = "";
    page.once("dialog", (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await page.getByRole("button", { name: /^Check out Amina Wanjiru/ }).click();
    await details.getByText(/^Checked out, checked in .*, checked out /).waitFor();
    expect(asked).toMatch(/^Check Amina Wanjiru out early/);
    expect(asked).not.toMatch(/owed|owing/);
    expect(await balanceOf(account)).toBe(0);

    // The day's cash-up: the payment under M-PESA and under Neema.
    await page.goto(`${server.url}/admin/cash-up`);
    await page.getByRole("heading", { level: 1, name: "Cash-up" }).waitFor();
    const byMethod = page.getByRole("table", { name: "Totals by method" });
    const mpesa = byMethod.getByRole("row", { name: /^M-PESA/ });
    expect(shillings(await mpesa.getByRole("cell").last().textContent())).toBe(13_325);
    const byStaff = page.getByRole("table", { name: "Totals by staff member" });
    const neema = byStaff.getByRole("row", { name: /^Neema Otieno/ });
    expect(shillings(await neema.getByRole("cell").last().textContent())).toBe(13_325);
    const line = page
      .getByRole("table", { name: "The day's desk payments" })
      .getByRole("row")
      .filter({ hasText: reference });
    await line.getByText(MPESA_CODE).waitFor();
    await line.getByText("M-PESA", { exact: true }).waitFor();
    await line.getByText("Neema Otieno", { exact: true }).waitFor();
    await line.getByText("KSh 13,325", { exact: true }).waitFor();
    await line.getByText("Amina Wanjiru").waitFor();
    await checkScreen(page, "cash-up");

    // The night audit has nothing open for this booking.
    await page.goto(`${server.url}/admin/night-audit`);
    await page.getByRole("heading", { level: 1, name: "Night audit" }).waitFor();
    await page.getByRole("heading", { level: 2, name: /^Balances open \(\d+\)$/ }).waitFor();
    expect(await page.getByText(reference).count()).toBe(0);
    await checkScreen(page, "night audit");

    // Before closing, the dashboard names the hotel day; after, the day moved on and the
    // dashboard says who closed which day.
    const dayLabel = (await page.locator("h1 + p strong").textContent()) ?? "";
    await page.getByRole("button", { name: "Close the day" }).click();
    await page.getByText(`${dayLabel} is closed.`).first().waitFor();
    await page.goto(`${server.url}/admin`);
    const status = page.getByRole("region", { name: /^Business date: / });
    await status.getByText(`Last closed: ${dayLabel}, by Neema Otieno`).waitFor();
    await status.getByRole("link", { name: "Night audit" }).waitFor();
    await context.close();
  });

  it("runs the same day by keyboard alone: skip link, rooms, check-in, charge, M-PESA, check-out", async () => {
    const today = hotelToday();
    const types = JSON.parse(
      (await call("GET", "/api/admin/rooms", undefined, ownerCookie)).text,
    ) as {
      id: number;
      name: string;
    }[];
    const roomId = types.find((type) => type.name === "Deluxe")!.id;
    const stay = { roomId, checkIn: today, checkOut: addDaysIso(today, 1), adults: 1, children: 0 };
    const quoted = await call(
      "GET",
      `/api/admin/bookings/quote?${new URLSearchParams({ ...stay, roomId: String(roomId), adults: "1", children: "0", rooms: "1" })}`,
      undefined,
      ownerCookie,
    );
    expect(quoted.status, quoted.text).toBe(200);
    const made = await call(
      "POST",
      "/api/admin/bookings",
      {
        ...stay,
        roomCount: 1,
        totalAmount: (JSON.parse(quoted.text) as { total: number }).total,
        source: "walk_in",
        firstName: "Baraka",
        lastName: "Mwangi",
        phone: "0722 333 444",
        country: "Kenya",
      },
      ownerCookie,
    );
    expect(made.status, made.text).toBe(201);
    const booking = JSON.parse(made.text) as { id: number };
    const context = await signedInAdmin(browser, server.url, DESK);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/admin/bookings/${booking.id}`);
    await page.getByRole("heading", { level: 1, name: /^Booking PB-/ }).waitFor();

    /** Tab (forwards) until the control has the focus, with the focus ring showing. */
    async function tabTo(target: Locator, what: string) {
      for (let presses = 0; presses < 120; presses++) {
        await page.keyboard.press("Tab");
        if (await target.evaluate((element) => element === document.activeElement)) {
          const ring = await target.evaluate((element) => {
            const style = getComputedStyle(element);
            return style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2;
          });
          expect(ring, `${what} shows where the focus is`).toBe(true);
          return;
        }
      }
      throw new Error(`${what} cannot be reached with the Tab key`);
    }

    // The first Tab offers the skip link; Enter takes the focus past the menu.
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.closest("nav") ?? null)).toBeNull();

    // Room 101, chosen with the arrow keys (102 went to the first guest, who left: dirty).
    const rooms = page.getByRole("form", { name: /^Rooms for booking \d+$/ });
    const roomSelect = rooms.getByLabel("Room", { exact: true });
    await tabTo(roomSelect, "the room select");
    await page.keyboard.type("101");
    expect(await roomSelect.inputValue()).not.toBe("");
    await tabTo(rooms.getByRole("button", { name: "Assign rooms" }), "Assign rooms");
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "Rooms assigned." }).waitFor();
    await page.getByText("Room number:").getByText("101", { exact: true }).waitFor();

    const checkIn = page.getByRole("button", { name: /^Check in Baraka Mwangi/ });
    await tabTo(checkIn, "Check in");
    await page.keyboard.press("Enter");
    await page
      .locator("dl")
      .first()
      .getByText(/^In house, checked in /)
      .waitFor();

    // A charge: typed, then sent with Enter from its last field.
    const account = page.getByRole("region", { name: "Guest's account" });
    const owed = await balanceOf(account);
    const charge = account.getByRole("form", { name: "Add a charge" });
    await tabTo(charge.getByLabel("Description"), "the charge's description");
    await page.keyboard.type("Laundry");
    await tabTo(charge.getByLabel("Price (KSh, whole shillings)"), "the charge's price");
    await page.keyboard.type("600");
    await page.keyboard.press("Enter");
    await account
      .getByRole("row", { name: /^Laundry/ })
      .getByText("KSh 600")
      .waitFor();
    expect(await balanceOf(account)).toBe(owed + 600);

    // The payment: the amount, M-PESA picked by typing its name, the code, Enter.
    const payment = account.getByRole("form", { name: "Take a payment at the desk" });
    await tabTo(payment.getByLabel("Amount received (KSh, whole shillings)"), "the amount");
    await page.keyboard.type(String(owed + 600));
    const method = payment.getByLabel("Paid by");
    await tabTo(method, "the payment method");
    await page.keyboard.type("M-PESA");
    expect(await method.locator("option:checked").textContent()).toBe("M-PESA");
    await tabTo(payment.getByLabel("M-PESA confirmation code"), "the M-PESA code");
    await page.keyboard.type("SLK4H7QX3Q");
    await page.keyboard.press("Enter");
    await account.getByText("Settled (nothing owed)").waitFor();

    // Check-out by keyboard; the confirmation asks about the night going back only.
    page.once("dialog", (dialog) => void dialog.accept());
    const checkOut = page.getByRole("button", { name: /^Check out Baraka Mwangi/ });
    await tabTo(checkOut, "Check out");
    await page.keyboard.press("Enter");
    await page
      .locator("dl")
      .first()
      .getByText(/^Checked out, /)
      .waitFor();
    await page.getByText("Room number:").getByText("101", { exact: true }).waitFor();
    await context.close();
  });
});
