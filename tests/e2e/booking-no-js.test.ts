import { request as httpRequest } from "node:http";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~core/dates";
import { addDaysIso } from "~core/pricing";
import { launchBrowser } from "./browser";
import { freshDataDir, type RunningServer, startServer, waitForMail } from "./server";

let server: RunningServer;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  dataDir = freshDataDir();
  // The address guests use, as behind a proxy that ends TLS (see "behind a proxy" below).
  server = await startServer({ DATA_DIR: dataDir, PUBLIC_URL: "https://pwani.example" });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function withoutJavaScript(pathname: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto(`${server.url}${pathname}`);
  return page;
}

const GUEST: [string, string][] = [
  ["firstName", "Zawadi"],
  ["lastName", "Otieno"],
  ["email", "zawadi@example.com"],
  ["phone", "+254711222333"],
  ["address", "7 Moi Avenue"],
  ["city", "Mombasa"],
  ["country", "Kenya"],
];

describe("booking without JavaScript", () => {
  it("keeps every typed value through field errors and a changed price, then books", async () => {
    const checkIn = addDaysIso(hotelToday(), 20);
    const checkOut = addDaysIso(hotelToday(), 22);
    const rooms = (await (await fetch(`${server.url}/api/rooms`)).json()) as {
      id: number;
      name: string;
    }[];
    const room = rooms.find((candidate) => candidate.name === "Superior Standard");
    expect(room).toBeDefined();
    const page = await withoutJavaScript(
      `/booking?roomId=${room!.id}&checkIn=${checkIn}&checkOut=${checkOut}&adults=1&children=0&rooms=1`,
    );
    const form = page.locator("form[aria-labelledby]").first();
    const field = (name: string) => form.locator(`[name="${name}"]`);
    const submit = form.locator('button[type="submit"]:not([hidden]):not([name="intent"])');
    // Two nights in a Superior Standard, room only: 7,500 x 2 + 15% = 17,250.
    await expect(submit.textContent()).resolves.toContain("KSh 17,250");

    // 1. Two fields wrong, breakfast ticked, a special request: the server names the
    //    fields in the required words and gives everything back.
    for (const [name, value] of GUEST) await field(name).fill(value);
    await field("firstName").fill("Z");
    await field("address").fill("7");
    await field("specialRequests").fill("A quiet room, please.");
    await field("includeBreakfast").check();
    await Promise.all([page.waitForURL(/\/booking\?/), submit.click()]);
    await page.getByText("Please correct the highlighted fields.").waitFor();
    await page.getByText("First name must be at least 2 characters").waitFor();
    await page.getByText("Address must be at least 5 characters").waitFor();
    await expect(field("firstName").getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(field("firstName").inputValue()).resolves.toBe("Z");
    await expect(field("email").inputValue()).resolves.toBe("zawadi@example.com");
    await expect(field("specialRequests").inputValue()).resolves.toBe("A quiet room, please.");
    await expect(field("includeBreakfast").isChecked()).resolves.toBe(true);
    const withBreakfast = (await submit.textContent()) ?? "";
    expect(withBreakfast).not.toContain("KSh 17,250");

    // 2. Fixed, but breakfast unticked: the page could not update the total without
    //    JavaScript, so the server shows its own total and asks to confirm again.
    await field("firstName").fill("Zawadi");
    await field("address").fill("7 Moi Avenue");
    await field("includeBreakfast").uncheck();
    await Promise.all([page.waitForURL(/\/booking\?/), submit.click()]);
    await page.getByText("The total for this stay is now KSh 17,250.").waitFor();
    await expect(submit.textContent()).resolves.toContain("KSh 17,250");
    await expect(field("firstName").inputValue()).resolves.toBe("Zawadi");
    await expect(field("includeBreakfast").isChecked()).resolves.toBe(false);

    // 3. Confirmed at that total: the booking is made and the confirmation shown.
    await Promise.all([page.waitForURL(/\/booking\/confirmation\?ref=PB-/), submit.click()]);
    await page.getByRole("heading", { level: 1, name: "Your booking is confirmed" }).waitFor();
    const reference = new URL(page.url()).searchParams.get("ref") ?? "";
    const mail = await waitForMail(dataDir, reference);
    expect(mail).toContain("zawadi@example.com");
    expect(mail).toContain("17,250");
    await page.context().close();
  });

  it("answers in the guest's language", async () => {
    const checkIn = addDaysIso(hotelToday(), 30);
    const checkOut = addDaysIso(hotelToday(), 31);
    const [room] = (await (await fetch(`${server.url}/api/rooms`)).json()) as { id: number }[];
    const query = `roomId=${room!.id}&checkIn=${checkIn}&checkOut=${checkOut}&adults=1&children=0&rooms=1`;
    const page = await withoutJavaScript(`/booking?${query}&lang=sw`);
    const form = page.locator("form[aria-labelledby]").first();
    await Promise.all([
      page.waitForURL(/\/booking\?/),
      form.locator('button[type="submit"]:not([hidden]):not([name="intent"])').click(),
    ]);
    // Swahili messages for an empty form.
    await page.getByText("Tafadhali sahihisha sehemu zilizoangaziwa.").waitFor();
    await page.getByText("Jina la kwanza lazima liwe na angalau herufi 2").waitFor();
    await page.context().close();
  });

  it("takes form posts from the public address behind a proxy, and refuses other sites'", async () => {
    // What nginx forwards: the guest's Host, plain HTTP to this process, the browser's
    // https Origin.
    const post = (origin: string) =>
      new Promise<{ status: number; location?: string }>((resolve, reject) => {
        const url = new URL("/booking/find", server.url);
        const req = httpRequest(
          url,
          {
            method: "POST",
            headers: {
              Host: "pwani.example",
              Origin: origin,
              "Content-Type": "application/x-www-form-urlencoded",
            },
          },
          (res) => {
            res.resume();
            resolve({ status: res.statusCode ?? 0, location: res.headers.location });
          },
        );
        req.on("error", reject);
        req.end("reference=PB-00000000&email=nobody%40example.com");
      });
    // The action ran: no booking matches (404 with the form); another site's post is
    // refused by the origin gate every state-changing request passes (403).
    expect((await post("https://pwani.example")).status).toBe(404);
    expect((await post("https://evil.example")).status).toBe(403);
  });
});
