/**
 * The admin screens' client is typed from the Hono routes: a route that reads its body with
 * `jsonInput(schema)` takes exactly the schema's input, and `send` gives the route's success
 * body. These checks run in `tsc` (the lines marked @ts-expect-error must stay errors) and
 * the runtime half makes sure the client sends what the server's route reads.
 */
import { describe, expect, expectTypeOf, it, vi } from "vitest";
import { admin, send } from "~/admin/typed-api";

type PolicyPut = Parameters<(typeof admin.policies)[":page"][":language"]["$put"]>[0];

describe("the typed admin client", () => {
  it("takes exactly the body and parameters the route's schema takes", () => {
    expectTypeOf<PolicyPut["json"]>().toEqualTypeOf<{ html: string; expectedVersion: number }>();
    expectTypeOf<PolicyPut["param"]>().toExtend<{ page: string; language: string }>();
    expectTypeOf<{ page: string; language: string }>().toExtend<PolicyPut["param"]>();
    const wrongBody: PolicyPut = {
      param: { page: "privacy", language: "en" },
      // @ts-expect-error the schema's html is a string
      json: { html: 42, expectedVersion: 0 },
    };
    const noVersion: PolicyPut = {
      param: { page: "privacy", language: "en" },
      // @ts-expect-error the route has no body without its expected version
      json: { html: "x" },
    };
    expect([wrongBody, noVersion]).toHaveLength(2);
  });

  it("types a success by what the route answers", () => {
    type Result = Awaited<
      ReturnType<
        typeof send<Awaited<ReturnType<(typeof admin.policies)[":page"][":language"]["$put"]>>>
      >
    >;
    expectTypeOf<Result["body"]["text"]["version"]>().toEqualTypeOf<number>();
    expectTypeOf<Result["body"]["message"]>().toEqualTypeOf<string>();
  });

  it("sends the route's method, address and JSON body, and reads the answer as the screens do", async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const answers = [
      new Response(JSON.stringify({ text: { version: 3 }, message: "Version 3 published." }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      }),
      new Response(JSON.stringify({ code: "stale", message: "Someone published version 4" }), {
        status: 409,
        headers: { "Content-Type": "application/json" },
      }),
    ];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      const answer = answers.shift();
      if (!answer) throw new TypeError("Failed to fetch");
      return answer;
    });
    try {
      const call = () =>
        admin.policies[":page"][":language"].$put({
          param: { page: "terms", language: "ar" },
          json: { html: "<p>Our terms</p>", expectedVersion: 2 },
        });
      const ok = await send(call);
      expect(ok).toMatchObject({ ok: true, status: 200, message: "Version 3 published." });
      expect(ok.body.text.version).toBe(3);
      expect(seen[0]!.url).toBe("/api/admin/policies/terms/ar");
      expect(seen[0]!.init.method).toBe("PUT");
      expect(seen[0]!.init.credentials).toBe("same-origin");
      expect(new Headers(seen[0]!.init.headers).get("content-type")).toBe("application/json");
      expect(new Headers(seen[0]!.init.headers).get("accept")).toBe("application/json");
      expect(JSON.parse(String(seen[0]!.init.body))).toEqual({
        html: "<p>Our terms</p>",
        expectedVersion: 2,
      });
      const stale = await send(call);
      expect(stale).toMatchObject({
        ok: false,
        status: 409,
        message: "Someone published version 4",
      });
      expect(stale.body.code).toBe("stale");
      // The server out of reach: status 0 and the client's own message, never a throw.
      const offline = await send(call);
      expect(offline.status).toBe(0);
      expect(offline.message).toMatch(/could not be reached/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
