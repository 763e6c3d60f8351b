import { PassThrough, Readable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
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
import { serializeError } from "~server/logger";
import { ErrorFactsContext } from "./components/shell/error-page";
import { NonceContext } from "./nonce";

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

/** `.data` requests (client navigations) answer 503 with Retry-After as well. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  const retryAfter = unavailable.get(request);
  if (retryAfter === undefined || response.status < 500) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(retryAfter));
  headers.set("Cache-Control", "no-store");
  return new Response(response.body, { status: 503, headers });
};

/**
 * React Router's document handler, in the shape its documentation gives
 * (`renderToPipeableStream`, the answer's body a web stream of the pipe). Every page waits
 * for `onAllReady`, the choice the documentation makes for bots and SPA mode: the pages read
 * all their data in their loaders (nothing is deferred), so the shell already is the whole
 * page, and the page cache (server/page-cache.ts) stores only complete documents.
 */
export default function handleRequest(
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
  // What an error page needs when the root loader, and with it the page language, failed.
  const errorFacts = {
    lang: /^\/admin(\/|$)/.test(new URL(request.url).pathname) ? "en" : requestLanguage(request),
    unavailable: responseStatusCode === 503,
  } as const;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // React rejects what is still pending after streamTimeout; this ends the render itself.
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ErrorFactsContext.Provider value={errorFacts}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ErrorFactsContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // An error of the shell reaches React Router, which reports it through handleError
          // and renders the error boundary; a later one (inside a Suspense boundary) is
          // logged here, and the page it leaves to the browser answers 500.
          if (shellRendered) logPageError(error, request, loadContext, false);
        },
      },
    );
  });
}
