import { randomBytes } from "node:crypto";
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolationsOn } from "../../scripts/audit/axe";
import { launchBrowser } from "./browser";
import { freshDataDir, type RunningServer, startServer } from "./server";

let server: RunningServer;
let browser: Browser;
const EMAIL = "manager@example.com";
const PASSWORD = "mombasa sunrise 2026";

beforeAll(async () => {
  server = await startServer({
    DATA_DIR: freshDataDir(),
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("admin sign-in", () => {
  it("keeps /admin closed, signs in and back, shows real figures, signs out", async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/bookings`);
    await page.waitForURL(/\/admin\/login\?next=%2Fadmin%2Fbookings/);
    expect(await axeViolationsOn(page)).toEqual([]);

    await page.getByLabel("E-mail").fill(EMAIL);
    await page.getByLabel("Password").fill("not the password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("The e-mail address or the password is wrong.").waitFor();
    await expect(page.getByLabel("E-mail").inputValue()).resolves.toBe(EMAIL);

    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server.url}/admin/bookings`);
    await page.getByRole("heading", { level: 1, name: "Bookings" }).waitFor();
    const cookies = await context.cookies();
    // Production: `__Host-` prefixed, so Secure, Path=/ and no Domain.
    const session = cookies.find((cookie) => cookie.name === "__Host-pwani_admin");
    expect(session?.secure).toBe(true);
    expect(session?.path).toBe("/");
    expect(cookies.some((cookie) => cookie.name === "pwani_admin")).toBe(false);
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");

    // On a phone the admin menu is folded away under "Menu".
    const dashboardLink = page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Dashboard" });
    expect(await dashboardLink.isVisible()).toBe(false);
    await page.getByText("Menu", { exact: true }).click();
    await dashboardLink.click();
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await page.getByText("Room types").waitFor();
    const figure = page.locator("li", { hasText: "Room types" }).locator("p").nth(1);
    await expect(figure.textContent()).resolves.toBe("5");
    expect(await axeViolationsOn(page)).toEqual([]);

    // Room photos: upload two with the real progress, reorder, delete.
    const rooms = (await (await fetch(`${server.url}/api/rooms`)).json()) as {
      id: number;
      images: string[];
    }[];
    const room = rooms[1] as { id: number; images: string[] };
    await page.goto(`${server.url}/admin/rooms/upload?roomId=${room.id}`);
    await page.getByRole("heading", { level: 1, name: "Upload room images" }).waitFor();
    // Random pixels: photos that do not compress to nothing.
    const noise = () =>
      sharp(randomBytes(800 * 600 * 3), { raw: { width: 800, height: 600, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
    // A file dropped on the box is added like a chosen one (then removed again).
    const dropped = (await noise()).toString("base64");
    const transfer = await page.evaluateHandle((b64) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], "dropped.png", { type: "image/png" }));
      return data;
    }, dropped);
    await page.getByTestId("images-drop").dispatchEvent("dragover", { dataTransfer: transfer });
    await page.getByTestId("images-drop").dispatchEvent("drop", { dataTransfer: transfer });
    await page.getByRole("img", { name: "dropped.png" }).waitFor();
    await page.getByRole("button", { name: "Remove dropped.png" }).click();
    await page.getByLabel(/Choose images/).setInputFiles([
      { name: "terrace.png", mimeType: "image/png", buffer: await noise() },
      { name: "garden.png", mimeType: "image/png", buffer: await noise() },
    ]);
    await page.getByRole("img", { name: "garden.png" }).waitFor();
    // On loopback the whole body fits in the socket buffers, so Chromium reports 0 then
    // 100 %. The page also hears one bytes-sent event at 37 % (as a slow line would
    // send), and the bar must show it: the bar follows bytes sent, not a timer.
    await page.evaluate(() => {
      const send = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
        send.call(this, body);
        this.upload.dispatchEvent(
          new ProgressEvent("progress", { lengthComputable: true, loaded: 37, total: 100 }),
        );
      };
    });
    // Every value the progress bar shows, and every state its label names, is recorded.
    await page.evaluate(() => {
      const seen: number[] = [];
      const stages: string[] = [];
      (window as unknown as { progressSeen: number[] }).progressSeen = seen;
      (window as unknown as { stagesSeen: string[] }).stagesSeen = stages;
      new MutationObserver(() => {
        const bar = document.querySelector("progress");
        if (bar) seen.push(bar.value);
        const label = bar?.labels?.[0]?.textContent;
        if (label && stages.at(-1) !== label) stages.push(label);
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ["value"],
        characterData: true,
      });
    });
    await page.getByRole("button", { name: "Upload 2 images" }).click();
    await page.waitForURL(`${server.url}/admin/rooms/${room.id}/images`, { timeout: 60_000 });
    const seen = await page
      .evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen)
      .catch(() => [] as number[]);
    // One photo at a time: 37 % of the first of two is 19 % of the whole.
    expect(seen).toContain(19);
    expect(seen.at(-1)).toBe(100);
    // Once a photo's bytes are sent, the bar says the server is processing it.
    const stages = await page
      .evaluate(() => (window as unknown as { stagesSeen: string[] }).stagesSeen)
      .catch(() => [] as string[]);
    expect(stages).toEqual(
      expect.arrayContaining(["Uploading 1 of 2… 37%", "Processing 1 of 2…", "Processing 2 of 2…"]),
    );

    const count = room.images.length + 2;
    await page.getByRole("button", { name: `Delete photo ${count}` }).waitFor();

    const before = (await (await fetch(`${server.url}/api/rooms/${room.id}`)).json()) as {
      images: string[];
    };
    await page.getByRole("button", { name: "Move photo 2 up" }).click();
    await expect
      .poll(async () =>
        (
          (await (await fetch(`${server.url}/api/rooms/${room.id}`)).json()) as { images: string[] }
        ).images.slice(0, 2),
      )
      .toEqual([before.images[1], before.images[0]]);
    const publicPage = await context.newPage();
    await publicPage.goto(`${server.url}/rooms/${room.id}`);
    await expect(
      publicPage.locator("[aria-roledescription=carousel] img").first().getAttribute("src"),
    ).resolves.toBe(before.images[1]);
    await publicPage.close();

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: `Delete photo ${count}` }).click();
    await page
      .getByRole("button", { name: `Delete photo ${count}` })
      .waitFor({ state: "detached" });
    expect(await axeViolationsOn(page)).toEqual([]);

    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await page.waitForURL(/\/admin\/login/);
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(/\/admin\/login\?next=%2Fadmin/);
    await context.close();
  });

  it("edits a room's French texts beside the English, and the French page shows them", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/rooms`);
    await page.getByLabel("E-mail").fill(EMAIL);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server.url}/admin/rooms`);
    const rooms = (await (await fetch(`${server.url}/api/rooms`)).json()) as {
      id: number;
      amenities: string[];
    }[];
    const room = rooms[0]!;
    await page.goto(`${server.url}/admin/rooms/edit/${room.id}`);
    const english = page.getByLabel("Amenities (English)", { exact: true });
    const french = page.getByLabel("Amenities (French)", { exact: true });
    const frenchBefore = (await french.inputValue()).replace(/[,\s]+$/, "");
    // "Kettle" added in English only: saved, and shown in English until translated.
    await english.fill(`${await english.inputValue()}, Kettle`);
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Room details updated successfully.").first().waitFor();
    let shown = (await (await fetch(`${server.url}/api/rooms/${room.id}?lang=fr`)).json()) as {
      description: string;
      amenities: string[];
    };
    expect(shown.amenities.at(-1)).toBe("Kettle");
    // A French list that no longer lines up with the English is refused; nothing is lost.
    await french.fill(`${frenchBefore}, Bouilloire, Serviettes`);
    await page.getByRole("button", { name: "Save changes" }).click();
    await page
      .getByText(/Amenities \(French\) lists \d+ but English lists \d+/)
      .first()
      .waitFor();
    expect(await french.inputValue()).toContain("Serviettes");
    expect(await axeViolationsOn(page)).toEqual([]);
    await french.fill(`${frenchBefore}, Bouilloire`);
    await page
      .getByLabel("Description (French)", { exact: true })
      .fill(
        "Une chambre calme côté jardin, avec un bureau et une bouilloire pour le thé du matin.",
      );
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Room details updated successfully.").first().waitFor();
    shown = (await (await fetch(`${server.url}/api/rooms/${room.id}?lang=fr`)).json()) as {
      description: string;
      amenities: string[];
    };
    expect(shown.amenities.at(-1)).toBe("Bouilloire");
    expect(shown.description).toContain("bouilloire pour le thé");
    await context.close();
  });

  it("prints a one-time setup link on a first start without ADMIN_EMAIL", async () => {
    const fresh = await startServer({ DATA_DIR: freshDataDir(), SKIP_DEMO_MEDIA: "1" });
    try {
      await expect
        .poll(() => fresh.logs.some((l) => l.includes("/admin/setup?token=")), { timeout: 10_000 })
        .toBe(true);
      const line = fresh.logs.find((l) => l.includes("/admin/setup?token="));
      expect(line).toBeTruthy();
      const link = line?.match(/https?:\/\/\S+\/admin\/setup\?token=[\w-]+/)?.[0] ?? "";
      const url = new URL(link);
      const page = await browser.newPage();
      await page.goto(`${fresh.url}${url.pathname}${url.search}`);
      await page.getByLabel("Your name").fill("Owner");
      await page.getByLabel("E-mail").fill("owner@example.com");
      await page.getByLabel("Password (at least 12 characters)").fill("a long enough password");
      await page.getByLabel("Password again").fill("a long enough password");
      await page.getByRole("button", { name: "Create account and sign in" }).click();
      await page.waitForURL(`${fresh.url}/admin`);
      await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
      // The link is spent.
      await page.goto(`${fresh.url}${url.pathname}${url.search}`);
      await page.getByText("This setup link is no longer valid").waitFor();
      await page.close();
    } finally {
      await fresh.stop();
    }
  });
});
