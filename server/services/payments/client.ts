/**
 * A small client for Pesapal API 3.0 (JSON), following the provider's
 * protocol and its quirks: every call has a timeout, the bearer
 * token is cached per process (keyed by base address and credentials) and renewed
 * 60 s before it expires, and an auth failure renews it and retries once.
 *
 * Pesapal reports errors inside HTTP 200 bodies and its `status` is a string, so a
 * call succeeds only when the body says so. Error messages carry the operation and
 * the provider's own message, never a credential (they are scrubbed anyway, in case
 * a provider echoes one back).
 */
import { createHash } from "node:crypto";

export type PesapalEnvironment = "sandbox" | "live";

export interface PesapalCredentials {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
}

export type PesapalErrorKind = "auth" | "provider" | "network" | "invalid_response";

export class PesapalError extends Error {
  constructor(
    message: string,
    readonly kind: PesapalErrorKind,
  ) {
    super(message);
    this.name = "PesapalError";
  }
}

export interface IpnRegistration {
  url: string;
  ipnId: string;
  notificationType: string | null;
}

export interface SubmitOrderInput {
  /** Merchant reference, `[A-Za-z0-9-]`, at most 50 characters. */
  id: string;
  currency: string;
  amount: number;
  description: string;
  callbackUrl: string;
  cancellationUrl?: string;
  notificationId: string;
  billingAddress: {
    emailAddress: string;
    phoneNumber: string;
    countryCode: string;
    firstName: string;
    lastName: string;
    line1: string;
    city: string;
  };
}

export interface SubmittedOrder {
  orderTrackingId: string;
  merchantReference: string;
  redirectUrl: string;
}

/** GetTransactionStatus, normalised: decisions use `statusCode` only. */
export interface TransactionStatus {
  /** 0 invalid/pending, 1 completed, 2 failed, 3 reversed. */
  statusCode: number;
  description: string;
  paymentMethod: string | null;
  confirmationCode: string | null;
  amount: number | null;
  currency: string | null;
  merchantReference: string | null;
  paymentAccount: string | null;
}

const DEFAULT_TIMEOUT_MS = 15_000;
/** Renew the token this long before Pesapal says it expires. */
const RENEW_MARGIN_MS = 60_000;
/** When a token answer has no usable expiry: the documented lifetime. */
const FALLBACK_LIFETIME_MS = 5 * 60_000;

const tokens = new Map<string, { token: string; expiresAt: number }>();

function cacheKey(credentials: PesapalCredentials): string {
  return createHash("sha256")
    .update(
      `${credentials.baseUrl}\u0000${credentials.consumerKey}\u0000${credentials.consumerSecret}`,
    )
    .digest("hex");
}

/** Forgets every cached token (tests, and after the credentials change). */
export function clearPesapalTokens(): void {
  tokens.clear();
}

type Json = Record<string, unknown>;

const str = (value: unknown): string | null =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : null;

/** The provider's own error text from either error shape. */
function providerError(body: Json): string | null {
  const error = body.error;
  if (!error || typeof error !== "object") return null;
  const e = error as Json;
  return str(e.message) ?? str(e.code) ?? str(e.error_type) ?? "unknown error";
}

const looksLikeAuthFailure = (text: string) =>
  /token|unauthori[sz]ed|invalid[_ ]consumer/i.test(text);

export class PesapalClient {
  constructor(
    private readonly credentials: PesapalCredentials,
    private readonly timeoutMs = DEFAULT_TIMEOUT_MS,
  ) {}

  /** Removes the credentials from a text before it is shown or stored. */
  private scrub(text: string): string {
    let out = text;
    for (const secret of [this.credentials.consumerKey, this.credentials.consumerSecret]) {
      if (secret.length >= 4) out = out.split(secret).join("[redacted]");
    }
    return out.slice(0, 300);
  }

  private async http(
    op: string,
    method: "GET" | "POST",
    path: string,
    options: { body?: Json; token?: string } = {},
  ): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = {
      Accept: "application/json",
      "Content-Type": "application/json",
    };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let response: Response;
    try {
      response = await fetch(`${this.credentials.baseUrl}${path}`, {
        method,
        headers,
        body: options.body ? JSON.stringify(options.body) : undefined,
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: "error",
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw new PesapalError(
        timedOut
          ? `Pesapal ${op}: no answer within ${Math.round(this.timeoutMs / 1000)} s`
          : `Pesapal ${op}: could not reach ${new URL(this.credentials.baseUrl).host}`,
        "network",
      );
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      throw new PesapalError(
        `Pesapal ${op}: HTTP ${response.status}, the answer is not JSON`,
        response.status === 401 || response.status === 403 ? "auth" : "invalid_response",
      );
    }
    return { status: response.status, body };
  }

  /** A fresh token from RequestToken; throws "auth" for bad credentials. */
  async requestToken(): Promise<{ token: string; expiresAt: number }> {
    const { status, body } = await this.http("RequestToken", "POST", "/api/Auth/RequestToken", {
      body: {
        consumer_key: this.credentials.consumerKey,
        consumer_secret: this.credentials.consumerSecret,
      },
    });
    const json = (body && typeof body === "object" ? body : {}) as Json;
    const token = str(json.token);
    if (status >= 200 && status < 300 && token && str(json.status) === "200") {
      const expiry = Date.parse(str(json.expiryDate) ?? "");
      const expiresAt = Number.isFinite(expiry) ? expiry : Date.now() + FALLBACK_LIFETIME_MS;
      const entry = { token, expiresAt };
      tokens.set(cacheKey(this.credentials), entry);
      return entry;
    }
    const message = providerError(json) ?? str(json.message) ?? `HTTP ${status}`;
    throw new PesapalError(
      this.scrub(`Pesapal RequestToken: ${message}`),
      status >= 500 ? "provider" : "auth",
    );
  }

  /** A usable token: the cached one, else a fresh one (throws "auth" for bad credentials). */
  async authenticate(): Promise<void> {
    await this.token();
  }

  private async token(): Promise<string> {
    const cached = tokens.get(cacheKey(this.credentials));
    if (cached && cached.expiresAt - Date.now() > RENEW_MARGIN_MS) return cached.token;
    return (await this.requestToken()).token;
  }

  /**
   * An authenticated call. On HTTP 401/403, or an error body that speaks of the
   * token, the token is renewed and the call retried once (the exact signal of an
   * expired token is unverified).
   */
  private async authed(op: string, method: "GET" | "POST", path: string, body?: Json) {
    let result = await this.http(op, method, path, { body, token: await this.token() });
    const authFailed = (r: { status: number; body: unknown }) =>
      r.status === 401 ||
      r.status === 403 ||
      (r.body !== null &&
        typeof r.body === "object" &&
        !Array.isArray(r.body) &&
        str((r.body as Json).status) !== "200" &&
        looksLikeAuthFailure(providerError(r.body as Json) ?? ""));
    if (authFailed(result)) {
      tokens.delete(cacheKey(this.credentials));
      result = await this.http(op, method, path, {
        body,
        token: (await this.requestToken()).token,
      });
      if (authFailed(result)) {
        throw new PesapalError(`Pesapal ${op}: the access token was refused`, "auth");
      }
    }
    return result;
  }

  private fail(op: string, status: number, json: Json): never {
    const message = providerError(json) ?? str(json.message) ?? `HTTP ${status}`;
    throw new PesapalError(this.scrub(`Pesapal ${op}: ${message}`), "provider");
  }

  async getIpnList(): Promise<IpnRegistration[]> {
    const { status, body } = await this.authed("GetIpnList", "GET", "/api/URLSetup/GetIpnList");
    if (!Array.isArray(body)) {
      this.fail("GetIpnList", status, (body ?? {}) as Json);
    }
    return (body as Json[])
      .map((item) => ({
        url: str(item.url) ?? "",
        ipnId: str(item.ipn_id) ?? "",
        notificationType: str(item.ipn_notification_type_description),
      }))
      .filter((item) => item.url && item.ipnId);
  }

  async registerIpn(url: string, notificationType: "GET" | "POST"): Promise<IpnRegistration> {
    const { status, body } = await this.authed("RegisterIPN", "POST", "/api/URLSetup/RegisterIPN", {
      url,
      ipn_notification_type: notificationType,
    });
    const json = (body ?? {}) as Json;
    const ipnId = str(json.ipn_id);
    if (status >= 300 || str(json.status) !== "200" || !ipnId)
      this.fail("RegisterIPN", status, json);
    return { url: str(json.url) ?? url, ipnId, notificationType };
  }

  async submitOrder(input: SubmitOrderInput): Promise<SubmittedOrder> {
    const b = input.billingAddress;
    const { status, body } = await this.authed(
      "SubmitOrderRequest",
      "POST",
      "/api/Transactions/SubmitOrderRequest",
      {
        id: input.id,
        currency: input.currency,
        amount: input.amount,
        description: input.description.slice(0, 100),
        callback_url: input.callbackUrl,
        cancellation_url: input.cancellationUrl ?? "",
        redirect_mode: "TOP_WINDOW",
        notification_id: input.notificationId,
        billing_address: {
          email_address: b.emailAddress,
          phone_number: b.phoneNumber,
          country_code: b.countryCode,
          first_name: b.firstName,
          middle_name: "",
          last_name: b.lastName,
          line_1: b.line1,
          line_2: "",
          city: b.city,
          state: "",
          postal_code: "",
          zip_code: "",
        },
      },
    );
    const json = (body ?? {}) as Json;
    const orderTrackingId = str(json.order_tracking_id);
    const redirectUrl = str(json.redirect_url);
    if (status >= 300 || str(json.status) !== "200" || !orderTrackingId || !redirectUrl) {
      this.fail("SubmitOrderRequest", status, json);
    }
    return {
      orderTrackingId,
      redirectUrl,
      merchantReference: str(json.merchant_reference) ?? input.id,
    };
  }

  /**
   * GetTransactionStatus. A not-yet-paid order answers `status: "500"`, status_code
   * 0 and an error object: that is "pending", not a failure.
   */
  async getTransactionStatus(orderTrackingId: string): Promise<TransactionStatus> {
    const { status, body } = await this.authed(
      "GetTransactionStatus",
      "GET",
      `/api/Transactions/GetTransactionStatus?orderTrackingId=${encodeURIComponent(orderTrackingId)}`,
    );
    const json = (body ?? {}) as Json;
    const code = typeof json.status_code === "number" ? json.status_code : Number(json.status_code);
    if (status >= 300 || !Number.isInteger(code) || code < 0 || code > 3) {
      this.fail("GetTransactionStatus", status, json);
    }
    const amount = typeof json.amount === "number" ? json.amount : Number(json.amount);
    return {
      statusCode: code,
      description: (str(json.payment_status_description) ?? "").toUpperCase(),
      paymentMethod: str(json.payment_method) || null,
      confirmationCode: str(json.confirmation_code) || null,
      amount: Number.isFinite(amount) ? amount : null,
      currency: str(json.currency)?.toUpperCase() || null,
      merchantReference: str(json.merchant_reference),
      paymentAccount: str(json.payment_account) || null,
    };
  }

  /**
   * RefundRequest: `true` when Pesapal queued it for approval. A refusal
   * ("500": not completed, already refunded, partial mobile money…) is a provider error
   * carrying Pesapal's message.
   */
  async requestRefund(input: {
    confirmationCode: string;
    amount: number;
    username: string;
    remarks: string;
  }): Promise<void> {
    const { status, body } = await this.authed(
      "RefundRequest",
      "POST",
      "/api/Transactions/RefundRequest",
      {
        confirmation_code: input.confirmationCode,
        amount: input.amount,
        username: input.username,
        remarks: input.remarks.slice(0, 200),
      },
    );
    const json = (body ?? {}) as Json;
    if (status >= 300 || str(json.status) !== "200") this.fail("RefundRequest", status, json);
  }

  /** CancelOrder: only pending or failed orders, once; never after payment. */
  async cancelOrder(orderTrackingId: string): Promise<void> {
    const { status, body } = await this.authed(
      "CancelOrder",
      "POST",
      "/api/Transactions/CancelOrder",
      {
        order_tracking_id: orderTrackingId,
      },
    );
    const json = (body ?? {}) as Json;
    if (status >= 300 || str(json.status) !== "200") this.fail("CancelOrder", status, json);
  }
}
