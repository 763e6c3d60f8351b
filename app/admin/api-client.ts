/**
 * The one way staff screens change data: the admin JSON API (`/api/admin/*`, Hono,
 * `server/api/admin`), called through this client. Screens read through their loaders
 * and write through here; none posts to a route action. The exceptions are sign-in,
 * sign-out and first setup (`routes/admin/login.tsx`, `logout.tsx`, `setup.tsx`): they
 * create or end the session cookie, so they stay route actions; so do the other pages
 * outside the admin layout, used before any session exists (the sign-in code step, an
 * invitation, a forgotten password and its reset link).
 *
 * Every answer becomes an `ApiResult`: `ok`, the HTTP status (0 when the server could
 * not be reached), the message to show and the field errors. A 401 means the session
 * ended: the browser goes to the sign-in page, which comes back here afterwards. A 403
 * (a change refused as not coming from the site's own pages) gets a message saying to
 * reload, unless the account's role does not reach the screen or the account must set up
 * two-factor sign-in first (then the server's own message). `tests/unit/admin-writes.test.ts` keeps every other way out of the screens.
 */

export type FieldErrors = Record<string, string>;

/** An admin API address; the path after it names the resource. */
export type AdminApiPath = `/api/admin/${string}`;

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** The JSON the admin API answers with: the resource, or `{ message, code, errors? }`. */
export type ApiBody<T> = T & {
  message?: string;
  code?: string;
  errors?: FieldErrors;
  /** A stale save (409 "stale"): the values saved meanwhile. */
  current?: unknown;
};

export interface ApiResult<T = Record<string, unknown>> {
  ok: boolean;
  /** The HTTP status; 0 when the server could not be reached. */
  status: number;
  body: ApiBody<T>;
  /** The server's message, or one for the status; empty for a success without one. */
  message: string;
  /** Field messages by field name ("address.city"); empty when none. */
  errors: FieldErrors;
}

export const NETWORK_MESSAGE =
  "The server could not be reached. Check the connection and try again.";
export const SIGNED_OUT_MESSAGE = "Your session has ended. Sign in again to save your changes.";
/** 403s that say what to do themselves (a role without this screen, two-factor to set up). */
const OWN_MESSAGE_CODES = new Set(["role_refused", "two_factor_required"]);

export const REFUSED_MESSAGE =
  "The server refused this change as not coming from this site. Reload the page and try again.";

/** Where a 401 sends the browser: the sign-in page, then back to this screen. */
export function signInAddress(location: { pathname: string; search: string }): string {
  return `/admin/login?next=${encodeURIComponent(location.pathname + location.search)}`;
}

function goToSignIn() {
  if (typeof window === "undefined") return;
  window.location.assign(signInAddress(window.location));
}

/** Turns a status and its parsed body into the result every caller reads. */
export function toResult<T>(status: number, parsed: unknown): ApiResult<T> {
  const body = (parsed && typeof parsed === "object" ? parsed : {}) as ApiBody<T>;
  const ok = status >= 200 && status < 300;
  if (status === 401) goToSignIn();
  const message =
    status === 0
      ? NETWORK_MESSAGE
      : status === 401
        ? SIGNED_OUT_MESSAGE
        : status === 403
          ? OWN_MESSAGE_CODES.has(String(body.code)) && typeof body.message === "string"
            ? body.message
            : REFUSED_MESSAGE
          : typeof body.message === "string"
            ? body.message
            : ok
              ? ""
              : `The server answered with an error (${status}). Please try again.`;
  return { ok, status, body, message, errors: ok ? {} : (body.errors ?? {}) };
}

/**
 * What a screen shows for a failure: the server's message, the client's own for a
 * network failure, an ended session or a refusal, else the screen's `fallback`.
 */
export function failureMessage(result: ApiResult<unknown>, fallback: string): string {
  const own = result.status === 0 || result.status === 401 || result.status === 403;
  return own || typeof result.body.message === "string" ? result.message : fallback;
}

/**
 * Calls the admin API. A plain value is sent as JSON, a FormData as multipart (uploads);
 * `undefined` sends no body. Never throws: a network failure is status 0.
 */
export async function adminRequest<T = Record<string, unknown>>(
  method: Method,
  path: AdminApiPath,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResult<T>> {
  const multipart = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        ...(body === undefined || multipart ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    });
  } catch {
    return toResult<T>(0, {});
  }
  // A proxy's HTML error page has no JSON: the result then carries a message for the status.
  const parsed = await response.json().catch(() => ({}));
  return toResult<T>(response.status, parsed);
}

/** A multipart upload with the real progress (bytes sent, 0 to 100), and a way to stop it. */
export function uploadWithProgress<T = Record<string, unknown>>(
  path: AdminApiPath,
  form: FormData,
  onProgress: (percent: number) => void,
  headers: Record<string, string> = {},
): { done: Promise<ApiResult<T>>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<ApiResult<T>>((resolve) => {
    xhr.open("POST", path);
    xhr.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let parsed: unknown = {};
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        // A proxy's HTML error page: the result carries a message for the status.
      }
      resolve(toResult<T>(xhr.status, parsed));
    };
    xhr.onerror = () => resolve(toResult<T>(0, {}));
    // Stopped by the screen: status -1, nothing to show.
    xhr.onabort = () => resolve({ ...toResult<T>(0, {}), status: -1, message: "" });
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

/** The admin API by method. */
export const adminApi = {
  get: <T = Record<string, unknown>>(path: AdminApiPath) => adminRequest<T>("GET", path),
  post: <T = Record<string, unknown>>(path: AdminApiPath, body?: unknown) =>
    adminRequest<T>("POST", path, body),
  put: <T = Record<string, unknown>>(path: AdminApiPath, body?: unknown) =>
    adminRequest<T>("PUT", path, body),
  delete: <T = Record<string, unknown>>(path: AdminApiPath) => adminRequest<T>("DELETE", path),
  /** A multipart upload without progress (one image of a form). */
  upload: <T = Record<string, unknown>>(path: AdminApiPath, form: FormData) =>
    adminRequest<T>("POST", path, form),
  uploadWithProgress,
};
