/**
 * Rendering a finished document in one synchronous pass.
 *
 * The pages read their data in their loaders and nothing streams in later (no `<Await>`,
 * nothing suspends on the server), so the document is rendered whole before the answer
 * starts. React's stream renderer encodes every piece of markup into 2 KB byte views as it
 * goes, through a Node stream; its string renderer (`renderToString`) joins strings once.
 * Measured on the uncached home page under load: about a fifth more pages a second.
 *
 * The one thing on a React Router page that waits is its hydration data: `ServerRouter`
 * renders a `StreamTransfer` that reads the turbo-stream of the loader data chunk by chunk
 * and suspends until each chunk has arrived. The loader data is already there when the
 * document renders, so the stream is read to its end first, into the cache `StreamTransfer`
 * reads (`renderMeta.streamCache` of the entry context, typed by React Router), and nothing
 * suspends. If anything still suspends (a component added later that waits for data) or
 * fails inside a Suspense boundary, the string renderer leaves a client-rendered boundary
 * (`<!--$!-->`) and the document is rendered again with the stream renderer, which waits
 * for it and reports the error.
 */
import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { EntryContext } from "react-router";

type StreamCache = NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]>;

/** What `StreamTransfer` keeps per chunk: a settled promise with the chunk's text or error. */
function settled(entry: { result?: { done: boolean; value: string }; error?: unknown }) {
  return Object.assign(Promise.resolve(), entry);
}

/** A stream with nothing left, for the reader `ServerRouter` takes in each render. */
function drained(): ReadableStream<Uint8Array> {
  return new ReadableStream({ start: (controller) => controller.close() });
}

/**
 * Reads the hydration data stream to its end into the entry context's stream cache, chunk
 * by chunk as `StreamTransfer` would (one decoder, `stream: true`), and leaves the context a
 * drained stream: `ServerRouter` takes a reader of it in each render and reads nothing.
 */
export async function settleHydrationData(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream) return;
  context.renderMeta ??= {};
  const cache: StreamCache = {};
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  try {
    for (let index = 0; ; index++) {
      try {
        const { done, value } = await reader.read();
        cache[index] = settled({
          result: { done, value: decoder.decode(value, { stream: true }) },
        });
        if (done) break;
      } catch (error) {
        // StreamTransfer throws it while rendering: the same error as without the cache.
        cache[index] = settled({ error });
        break;
      }
    }
  } finally {
    reader.releaseLock();
  }
  context.renderMeta.streamCache = cache;
  context.serverHandoffStream = drained();
}

/**
 * A boundary the string renderer could not finish (React's client-rendered boundary,
 * `<!--$!-->`), found by its tail first: `$` is rare in a page where `<` opens every tag, so
 * the byte search skips ahead (about 1 µs over a 125 KB page, against 50 µs for the whole
 * marker, which the search meets at every `<!--`).
 */
const BOUNDARY_TAIL = Buffer.from("$!-->");
const BOUNDARY_HEAD = Buffer.from("<!--");

export function hasClientRenderedBoundary(bytes: Buffer): boolean {
  const head = BOUNDARY_HEAD.length;
  for (
    let at = bytes.indexOf(BOUNDARY_TAIL, head);
    at !== -1;
    at = bytes.indexOf(BOUNDARY_TAIL, at + 1)
  ) {
    if (bytes.compare(BOUNDARY_HEAD, 0, head, at - head, at) === 0) return true;
  }
  return false;
}
/** The stream renderer writes the doctype before an <html> root; the string renderer does not. */
const DOCTYPE = "<!DOCTYPE html>";

/**
 * The document's bytes (with its doctype), or null when part of it suspended or failed
 * inside a Suspense boundary: then it needs the stream renderer. The string is encoded once
 * and searched as bytes (searching the string first would flatten it once more).
 */
export function renderWhole(document: ReactNode): Buffer | null {
  const html = renderToString(document);
  const bytes = Buffer.from(html.startsWith("<html") ? DOCTYPE + html : html);
  return hasClientRenderedBoundary(bytes) ? null : bytes;
}

export interface RenderedDocument {
  html: Buffer;
  /** An error inside a Suspense boundary: the document is complete but the answer is a 500. */
  failed: boolean;
  /** "stream" when something suspended and the document was rendered a second time. */
  renderer: "string" | "stream";
}

/**
 * The bytes of a React Router document (`document` renders `ServerRouter` over `context`):
 * its hydration data settled, then in one pass when nothing suspends, else through the
 * stream renderer waiting for everything (`onAllReady`). An error outside every Suspense
 * boundary rejects (React Router then renders the error boundary).
 */
export async function renderDocument(
  context: EntryContext,
  document: ReactNode,
  options: { nonce?: string; timeoutMs: number; onLateError(error: unknown): void },
): Promise<RenderedDocument> {
  await settleHydrationData(context);
  const whole = renderWhole(document);
  if (whole !== null) return { html: whole, failed: false, renderer: "string" };
  // The first render's ServerRouter holds a reader of the drained stream: a new one.
  if (context.serverHandoffStream) context.serverHandoffStream = drained();
  return renderStreamed(document, options);
}

function renderStreamed(
  document: ReactNode,
  options: { nonce?: string; timeoutMs: number; onLateError(error: unknown): void },
): Promise<RenderedDocument> {
  return new Promise((resolve, reject) => {
    // Errors React reports; those of a shell that failed reach React Router instead.
    const errors: unknown[] = [];
    let settled = false;
    const timeoutId = setTimeout(() => abort(), options.timeoutMs);
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        settled = true;
        for (const error of errors) options.onLateError(error);
        resolve({ html: Buffer.concat(chunks), failed: errors.length > 0, renderer: "stream" });
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce: options.nonce,
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        if (!settled) reject(error);
      },
      onError(error: unknown) {
        errors.push(error);
      },
    });
  });
}
