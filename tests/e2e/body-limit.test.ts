/**
 * One body limit at the front door of the production server. Large
 * posts to the public page actions and the API are refused with 413 and a closed
 * connection, without being read into memory, chunked or not.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDataDir, type RunningServer, startServer } from "./server";

const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, "a");
/** The server's resident memory may not grow past this (its heap is capped at 192 MB). */
const RSS_CAP_MB = 400;

function statusOf(pid: number, field: "VmRSS" | "VmHWM"): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((entry) => entry.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? "")?.[1]) / 1024;
}

/**
 * Streams `total` bytes of a form (chunked, or with a declared Content-Length) and stops
 * sending as soon as the answer arrives.
 */
function hugePost(
  url: string,
  path: string,
  { total, chunked, type }: { total: number; chunked: boolean; type: string },
) {
  return new Promise<{ status: number; connection?: string; sent: number; text: string }>(
    (resolve, reject) => {
      let answered = false;
      let sent = 0;
      const request = http.request(`${url}${path}`, {
        method: "POST",
        agent: false,
        headers: {
          "Content-Type": type,
          Origin: url,
          ...(chunked ? { "Transfer-Encoding": "chunked" } : { "Content-Length": String(total) }),
        },
      });
      request.on("response", (response) => {
        answered = true;
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        response.on("end", () => {
          request.destroy();
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            sent,
            text,
          });
        });
      });
      // The server closing the socket while we still send is expected once it answered.
      // Before our client has read the answer, a busy machine can see the close first (the
      // 413 went out, then the socket closed under our write): the body was still cut short.
      request.on("error", (error: NodeJS.ErrnoException) => {
        if (answered) return;
        if (error.code === "EPIPE" || error.code === "ECONNRESET") {
          resolve({ status: 0, connection: "reset", sent, text: "" });
        } else reject(error);
      });
      const pump = () => {
        while (!answered && sent < total) {
          sent += CHUNK.length;
          if (!request.write(CHUNK)) {
            request.once("drain", pump);
            return;
          }
        }
        if (!answered) request.end();
      };
      pump();
    },
  );
}

describe("one body limit at the front door of `npm run serve`", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: freshDataDir(), SKIP_DEMO_MEDIA: "1" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("refuses 20 parallel 200 MB posts to the public actions with 413, and stays up and small", async () => {
    const pid = server.process.pid!;
    const form = "application/x-www-form-urlencoded";
    const targets: Array<[string, string, boolean, number?]> = [
      ["/contact", form, true],
      ["/booking", form, true],
      ["/booking/find", form, true],
      ["/admin/login", form, true],
      ["/admin/login/verify", form, true],
      ["/admin/forgot-password", form, true],
      ["/booking/cancel", "multipart/form-data; boundary=x", true],
      ["/feedback", form, true],
      ["/api/contact", "application/json", true],
      ["/api/bookings", "application/json", true],
      ["/contact", form, false],
      ["/booking", form, false],
      ["/api/auth/login", "application/json", false],
      // An upload route takes large bodies, but never more than its limit (201 MB).
      ["/api/admin/gallery/upload", "multipart/form-data; boundary=x", false, 300 * MB],
    ];
    const posts = Array.from({ length: 20 }, (_, index) => {
      const [path, type, chunked, total = 200 * MB] = targets[index % targets.length]!;
      return hugePost(server.url, path, { total, chunked, type }).then((result) => ({
        path,
        chunked,
        ...result,
      }));
    });
    const results = await Promise.all(posts);
    // Every post is cut off long before its end; each one whose answer the client read is 413.
    for (const result of results) expect(result.sent).toBeLessThan(100 * MB);
    const answered = results.filter((result) => result.connection !== "reset");
    expect(answered.length).toBeGreaterThan(results.length / 2);
    for (const result of answered) {
      expect(result, `${result.path} ${result.chunked ? "chunked" : "declared"}`).toMatchObject({
        status: 413,
        connection: "close",
      });
      expect(JSON.parse(result.text)).toMatchObject({ code: "payload_too_large" });
      // Refused long before the whole body was sent.
      expect(result.sent).toBeLessThan(100 * MB);
    }

    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    await home.text();
    expect(statusOf(pid, "VmHWM")).toBeLessThan(RSS_CAP_MB);
    expect(statusOf(pid, "VmRSS")).toBeLessThan(RSS_CAP_MB);
  });

  it("still takes an ordinary form post", async () => {
    const response = await fetch(`${server.url}/booking/find`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: "reference=PB-NOPE&email=guest%40example.com",
      redirect: "manual",
    });
    expect(response.status).toBeLessThan(500);
    expect(response.status).not.toBe(413);
    await response.text();
  });
});
