import type {
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
  RouterContextProvider,
} from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { requestLanguage } from "~core/i18n/request-language";
import type { AppServices } from "~server/context";
import { serviceFault } from "~server/db/faults";
import { documentScope } from "~server/document-scope";
import { serializeError } from "~server/logger";
import { ErrorFactsContext } from "./components/shell/error-page";
import { NonceContext } from "./nonce";
import { withDataBlocks } from "./ssr/data-blocks";
import { forMatchedBranch } from "./ssr/matched-branch";
import { paintFirst } from "./ssr/paint-first";
import { renderDocument } from "./ssr/render-document";

export const streamTimeout = 5_000;

/** Page requests whose loader or action failed because the database or disk is unavailable. */
const unavailable = new WeakMap<Request, number>();

/**
 * Loader and action errors: logged through the app's logger (whose serializer keeps query
 * parameters out), and a timeout, lock or outage marks the request for a 503 below.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  const fault = serviceFault(error);
  if (fault) unavailable.set(request, fault.retryAfterSeconds);
  if (request.signal.aborted) return;
  // "No route matches" and other 4xx answers are not faults of the server.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  logPageError(inner ?? error, request, context, Boolean(fault));
};

function logPageError(cause: unknown, request: Request, context: unknown, fault: boolean) {
  const page = context as { services?: AppServices; requestId?: string } | undefined;
  const logger = page?.services?.logger;
  // server/app.ts gives pages a logger bound to the request id; else the line names it.
  const bound = logger?.bindings?.().requestId !== undefined;
  const requestId = bound ? undefined : page?.requestId;
  const line = { err: cause, requestId, path: new URL(request.url).pathname };
  if (!logger) console.error(serializeError(cause));
  else if (fault) logger.warn(line, "page: database or disk unavailable");
  else logger.error(line, "page: unhandled error");
}

/** A page where something suspended on the server costs two renders: worth knowing. */
function logRenderedTwice(request: Request, context: unknown) {
  const logger = (context as { services?: AppServices } | undefined)?.services?.logger;
  logger?.warn(
    { path: new URL(request.url).pathname },
    "page: something suspended on the server; rendered again with the stream renderer",
  );
}

/** `.data` requests (client navigations) answer 503 with Retry-After as well. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  const retryAfter = unavailable.get(request);
  if (retryAfter === undefined || response.status < 500) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(retryAfter));
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, { status: 503, headers });
};

export interface DocumentOptions {
  /**
   * Render over the app's whole route tree, as React Router does, instead of the page's
   * branch (app/ssr/matched-branch.ts): for the test that compares the two.
   */
  wholeRouteTree?: boolean;
}

/** React Router's document handler (the default export), rendering each page whole. */
export function createDocumentHandler(options: DocumentOptions = {}) {
  return (
    request: Request,
    responseStatusCode: number,
    responseHeaders: Headers,
    routerContext: EntryContext,
    loadContext: RouterContextProvider,
  ) =>
    renderPage(
      request,
      responseStatusCode,
      responseHeaders,
      options.wholeRouteTree ? routerContext : forMatchedBranch(routerContext),
      loadContext,
    );
}

export default createDocumentHandler();

async function renderPage(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const retryAfter = unavailable.get(request);
  if (retryAfter !== undefined && responseStatusCode >= 500) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", String(retryAfter));
    responseHeaders.set("Cache-Control", "no-store");
  }
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.nonce;
  // The data blocks the loaders of this document put aside (server/document-scope.ts).
  const blocks = documentScope.getStore()?.blocks;
  // What an error page needs when the root loader, and with it the page language, failed.
  const errorFacts = {
    lang: /^\/admin(\/|$)/.test(new URL(request.url).pathname) ? "en" : requestLanguage(request),
    unavailable: responseStatusCode === 503,
  } as const;
  const document = (
    <NonceContext.Provider value={nonce}>
      <ErrorFactsContext.Provider value={errorFacts}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ErrorFactsContext.Provider>
    </NonceContext.Provider>
  );
  // The whole document is rendered before the answer starts: the pages read their data in
  // their loaders (nothing streams in later), so it is rendered in one synchronous pass
  // (app/ssr/render-document.ts), with the stream renderer only when something suspended.
  // The bytes are then changed once (the data blocks, paintFirst), compressed once
  // (server/compress-page.ts), and the page cache stores them as they are.
  const rendering = await renderDocument(routerContext, document, {
    nonce,
    timeoutMs: streamTimeout + 1000,
    // An error the shell survived (inside a Suspense boundary); earlier ones reach
    // React Router, which reports them through handleError.
    onLateError: (error) => logPageError(error, request, loadContext, false),
  });
  if (rendering.failed) responseStatusCode = 500;
  if (rendering.renderer === "stream") logRenderedTwice(request, loadContext);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const rendered = rendering.html;
  // paintFirst first: it searches the head, before the data blocks make it some 30 KB.
  const painted = paintFirst(rendered);
  const html = blocks ? withDataBlocks(painted, blocks, nonce) : painted;
  return new Response(new Uint8Array(html.buffer as ArrayBuffer, html.byteOffset, html.length), {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
