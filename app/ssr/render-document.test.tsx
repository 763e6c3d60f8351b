import { Writable } from "node:stream";
import { type ReactNode, Suspense, useId } from "react";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { hasClientRenderedBoundary, renderDocument, settleHydrationData } from "./render-document";

/** What React's stream renderer alone makes of a document, waiting for everything. */
function streamed(document: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        callback();
      },
    });
    const { pipe } = renderToPipeableStream(document, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
    });
  });
}

function Field({ label }: { label: string }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} defaultValue={`"${label}" & <more>`} />
    </p>
  );
}

const page = (
  <html lang="sw" dir="ltr">
    <head>
      <title>Karibu &amp; welcome</title>
    </head>
    <body>
      <h1 className="title">Karibu – مرحبا {"<script>"}</h1>
      <Field label="Jina" />
      <Field label="Barua pepe" />
      <Suspense fallback={<p>loading</p>}>
        <p>ready</p>
      </Suspense>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed inline script, as React Router writes them */}
      <script dangerouslySetInnerHTML={{ __html: "window.x = 1 < 2;" }} />
    </body>
  </html>
);

const options = { timeoutMs: 5_000, onLateError: () => {} };
/** An entry context without hydration data (React Router's is bigger; these are the parts used). */
const bare = () => ({ renderMeta: {} }) as EntryContext;

/** Data that arrives after `ms`, and the component that waits for it like an unresolved `use()`. */
interface Pending {
  value?: string;
  promise: Promise<void>;
}
function pending(text: string, ms: number): Pending {
  const data: Pending = { promise: Promise.resolve() };
  data.promise = new Promise<void>((resolve) =>
    setTimeout(() => {
      data.value = text;
      resolve();
    }, ms),
  );
  return data;
}
function Waits({ data }: { data: Pending }) {
  if (data.value === undefined) throw data.promise;
  return <b>{data.value}</b>;
}

function Broken({ message }: { message: string }): ReactNode {
  throw new Error(message);
}

describe("rendering a document in one pass", () => {
  it("gives the very bytes the stream renderer gives, doctype included", async () => {
    const { html, failed, renderer } = await renderDocument(bare(), page, options);
    expect(failed).toBe(false);
    expect(renderer).toBe("string");
    const text = html.toString("utf8");
    expect(text).toBe(await streamed(page));
    expect(text.startsWith("<!DOCTYPE html><html")).toBe(true);
    expect(text).toContain("Karibu – مرحبا <!-- -->&lt;script&gt;");
  });

  it("renders again with the stream renderer when something suspends, and waits for it", async () => {
    const data = pending("the data", 20);
    const document = (
      <div>
        <Suspense fallback={<i>loading</i>}>
          <Waits data={data} />
        </Suspense>
      </div>
    );
    const { html, failed, renderer } = await renderDocument(bare(), document, options);
    const text = html.toString("utf8");
    expect(failed).toBe(false);
    expect(renderer).toBe("stream");
    expect(text).toContain("<b>the data</b>");
    // Not the string renderer's client-rendered boundary.
    expect(text).not.toContain("<!--$!-->");
  });

  it("marks the answer failed and reports an error inside a Suspense boundary", async () => {
    const onLateError = vi.fn();
    const { html, failed } = await renderDocument(
      bare(),
      <main>
        <h1>still here</h1>
        <Suspense fallback={<i>fallback</i>}>
          <Broken message="a component broke" />
        </Suspense>
      </main>,
      { ...options, onLateError },
    );
    expect(failed).toBe(true);
    expect(onLateError).toHaveBeenCalledWith(
      expect.objectContaining({ message: "a component broke" }),
    );
    expect(html.toString("utf8")).toContain("<h1>still here</h1>");
  });

  it("rejects an error outside every boundary (React Router then renders its error boundary)", async () => {
    await expect(
      renderDocument(bare(), <Broken message="the shell broke" />, options),
    ).rejects.toThrow("the shell broke");
  });
});

/** React Router's hydration data stream as bytes, cut inside a multi-byte character. */
function handoff(parts: Uint8Array[], failAfter?: number): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream({
    pull(controller) {
      if (failAfter !== undefined && index === failAfter) {
        controller.error(new Error("the data could not be encoded"));
        return;
      }
      const part = parts[index++];
      if (part) controller.enqueue(part);
      else controller.close();
    },
  });
}

/**
 * What ServerRouter and StreamTransfer do with the context: take a reader of its stream in
 * every render, then write the chunks from the cache (suspending on one not there yet).
 */
function Handoff({ context }: { context: EntryContext }) {
  context.serverHandoffStream?.getReader();
  const cache = context.renderMeta?.streamCache ?? {};
  const text = Object.values(cache)
    .map((entry) => {
      if (!entry.result) throw entry;
      return entry.result.value;
    })
    .join("");
  return <pre>{text}</pre>;
}

describe("finding a boundary the string renderer left to the client", () => {
  const has = (html: string) => hasClientRenderedBoundary(Buffer.from(html));

  it("finds React's client-rendered boundary wherever it is", () => {
    expect(has("<!--$!--><template></template><p>Loading</p><!--/$-->")).toBe(true);
    expect(has('<p>US$ 80, US$!</p><div><!--$!--><template data-dgst="x"></template>')).toBe(true);
  });

  it("passes a page without one: finished boundaries, prices, the tail alone", () => {
    expect(has("<!--$--><p>Done</p><!--/$-->")).toBe(false);
    expect(has("<p>US$ 80 · $!--> is text here</p><!--$?-->")).toBe(false);
    expect(has("$!-->")).toBe(false);
    expect(has("")).toBe(false);
  });
});

describe("settling the hydration data", () => {
  const bytes = Buffer.from('[{"name":"Mkahawa wa Bahari – مطعم"}]');
  const cut = bytes.indexOf(Buffer.from("م")) + 1; // inside the two bytes of "م"
  const parts = [bytes.subarray(0, cut), bytes.subarray(cut)];

  it("reads every chunk into the cache React Router's StreamTransfer reads, decoded as it would", async () => {
    const context = { serverHandoffStream: handoff(parts), renderMeta: {} } as EntryContext;
    await settleHydrationData(context);
    const cache = context.renderMeta?.streamCache ?? {};
    const results = Object.keys(cache).map((key) => cache[Number(key)]?.result);
    expect(results.map((result) => result?.done)).toEqual([false, false, true]);
    expect(results.map((result) => result?.value).join("")).toBe(bytes.toString("utf8"));
    // Each cache entry is a settled promise, as StreamTransfer keeps them.
    await expect(cache[0]).resolves.toBeUndefined();
    // The stream is free again for the reader ServerRouter takes; it has nothing left.
    const reader = context.serverHandoffStream?.getReader();
    expect((await reader?.read())?.done).toBe(true);
  });

  it("renders a page twice when something suspends, each ServerRouter with its own reader", async () => {
    const context = { serverHandoffStream: handoff(parts), renderMeta: {} } as EntryContext;
    const data = pending("the data", 20);
    const document = (
      <div>
        <Handoff context={context} />
        <Suspense fallback={<i>loading</i>}>
          <Waits data={data} />
        </Suspense>
      </div>
    );
    const { html, renderer } = await renderDocument(context, document, options);
    expect(renderer).toBe("stream");
    const text = html.toString("utf8");
    expect(text).toContain(`<pre>${bytes.toString("utf8").replace(/"/g, "&quot;")}</pre>`);
    expect(text).toContain("<b>the data</b>");
  });

  it("keeps a failed read as the error StreamTransfer throws while rendering", async () => {
    const context = {
      serverHandoffStream: handoff(parts, 1),
      renderMeta: {},
    } as EntryContext;
    await settleHydrationData(context);
    const cache = context.renderMeta?.streamCache ?? {};
    expect(cache[0]?.result?.done).toBe(false);
    expect(cache[1]?.error).toEqual(new Error("the data could not be encoded"));
    expect(cache[2]).toBeUndefined();
  });

  it("leaves a context without hydration data alone", async () => {
    const context = { renderMeta: {} } as EntryContext;
    await settleHydrationData(context);
    expect(context.renderMeta?.streamCache).toBeUndefined();
  });
});
