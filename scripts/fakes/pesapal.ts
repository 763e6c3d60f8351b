/**
 * A fake Pesapal API 3.0 on a loopback port, speaking the provider's
 * protocol with its quirks:
 * `status` is a string, errors come inside HTTP 200 bodies, a not-yet-paid order
 * answers `status: "500"` with status_code 0 and a "Pending Payment" error, bad
 * credentials get a token-less 200 answer. It also serves the hosted payment page
 * (the order's redirect_url) where a person or Playwright chooses Pay with M-PESA,
 * Pay by card, Fail or Leave pending; paying redirects the browser to the order's
 * callback_url and then calls the registered IPN URL, as Pesapal does.
 *
 *   const fake = await startFakePesapal();
 *   // PESAPAL_SANDBOX_URL=fake.url  (the API base, like https://cybqa.pesapal.com/pesapalv3)
 *   // credentials: fake.consumerKey / fake.consumerSecret
 */
import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const FAKE_PESAPAL_CONSUMER_KEY = "fake-pesapal-key-pwani-7Hq2Lm9v";
export const FAKE_PESAPAL_CONSUMER_SECRET = "fake-pesapal-secret-R4x8Tn2Wq6Zc";

export interface FakePesapalOptions {
  /** Port to listen on (default 0: a free one). */
  port?: number;
  host?: string;
  /** Accepted credential pairs (default: the FAKE_PESAPAL_* pair). */
  credentials?: { consumerKey: string; consumerSecret: string }[];
  /** Token lifetime in seconds (default 300, the documented maximum). */
  tokenLifetimeSeconds?: number;
  /** Call the IPN URL after a payment (default true) and how long after (default 300 ms). */
  sendIpn?: boolean;
  ipnDelayMs?: number;
}

export type FakeOrderState = "pending" | "completed" | "failed" | "reversed";

export interface FakeOrder {
  orderTrackingId: string;
  merchantReference: string;
  account: string;
  amount: number;
  currency: string;
  description: string;
  callbackUrl: string;
  notificationId: string;
  billingAddress: Record<string, unknown>;
  state: FakeOrderState;
  paymentMethod: string;
  confirmationCode: string;
  paymentAccount: string;
  /** CancelOrder was accepted: the payment page no longer takes a payment. */
  cancelled?: boolean;
  /** Test control: what GetTransactionStatus reports instead of the order's amount/currency. */
  reportedAmount?: number;
  reportedCurrency?: string;
  createdAt: Date;
}

/** A RefundRequest accepted (queued for the merchant's approval). */
export interface FakeRefund {
  orderTrackingId: string;
  confirmationCode: string;
  amount: number;
  username: string;
  remarks: string;
  createdAt: Date;
}

export interface FakeIpn {
  ipnId: string;
  url: string;
  type: "GET" | "POST";
  account: string;
  createdAt: Date;
}

export interface IpnDelivery {
  orderTrackingId: string;
  url: string;
  status: number;
  body: string;
}

export interface FakePesapal {
  /** The API base address (set PESAPAL_SANDBOX_URL or PESAPAL_LIVE_URL to it). */
  url: string;
  /** The loopback origin of the fake (payment pages live under it). */
  origin: string;
  consumerKey: string;
  consumerSecret: string;
  orders: Map<string, FakeOrder>;
  refunds: FakeRefund[];
  ipns: FakeIpn[];
  /** Every API call received: method and path (no bodies, no secrets). */
  calls: { method: string; path: string }[];
  ipnDeliveries: IpnDelivery[];
  /** Sets an order's state as if the payer acted on the payment page. */
  setOrderState(
    orderTrackingId: string,
    state: FakeOrderState,
    options?: { method?: "MPESA" | "Visa" },
  ): FakeOrder;
  /** Calls the order's IPN URL now; resolves with the responses (concurrently when times > 1). */
  deliverIpn(orderTrackingId: string, times?: number): Promise<IpnDelivery[]>;
  /** Makes every issued token invalid (tests the renew-and-retry path). */
  expireTokens(): void;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

const SAFE_REFERENCE = /^[A-Za-z0-9\-_.:]{1,50}$/;

const json = (res: ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(text),
  });
  res.end(text);
};

const apiError = (res: ServerResponse, code: string, message: string, extra: Json = {}) =>
  json(res, 200, {
    ...extra,
    error: { error_type: "api_error", code, message },
    status: "500",
  });

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Pesapal's created_date: no offset, Nairobi time. */
const nairobiStamp = (date: Date) =>
  new Date(date.getTime() + 3 * 3600_000).toISOString().replace("Z", "").slice(0, 22);

export async function startFakePesapal(options: FakePesapalOptions = {}): Promise<FakePesapal> {
  const credentials = options.credentials ?? [
    { consumerKey: FAKE_PESAPAL_CONSUMER_KEY, consumerSecret: FAKE_PESAPAL_CONSUMER_SECRET },
  ];
  const lifetime = (options.tokenLifetimeSeconds ?? 300) * 1000;
  const sendIpn = options.sendIpn ?? true;
  const ipnDelayMs = options.ipnDelayMs ?? 300;
  const tokens = new Map<string, { account: string; expiresAt: number }>();
  const orders = new Map<string, FakeOrder>();
  const refunds: FakeRefund[] = [];
  const ipns: FakeIpn[] = [];
  const calls: { method: string; path: string }[] = [];
  const ipnDeliveries: IpnDelivery[] = [];
  let origin = "";

  const authAccount = (req: IncomingMessage): string | null => {
    const header = req.headers.authorization ?? "";
    const token = header.startsWith("Bearer ") ? header.slice(7) : "";
    const entry = tokens.get(token);
    if (!entry || entry.expiresAt < Date.now()) return null;
    return entry.account;
  };

  const statusBody = (order: FakeOrder): Json => {
    const callBack = new URL(order.callbackUrl);
    callBack.searchParams.set("OrderTrackingId", order.orderTrackingId);
    callBack.searchParams.set("OrderMerchantReference", order.merchantReference);
    const base = {
      payment_method: order.state === "pending" ? "" : order.paymentMethod,
      amount: order.reportedAmount ?? order.amount,
      created_date: nairobiStamp(order.createdAt),
      confirmation_code:
        order.state === "completed" || order.state === "reversed" ? order.confirmationCode : "",
      order_tracking_id: order.orderTrackingId,
      payment_status_description: {
        pending: "INVALID",
        completed: "Completed",
        failed: "Failed",
        reversed: "Reversed",
      }[order.state],
      description: order.state === "failed" ? "Payment declined by the issuer" : null,
      message: "Request processed successfully",
      payment_account: order.state === "pending" ? "" : order.paymentAccount,
      call_back_url: callBack.toString(),
      status_code: { pending: 0, completed: 1, failed: 2, reversed: 3 }[order.state],
      merchant_reference: order.merchantReference,
      payment_status_code: "",
      currency: order.reportedCurrency ?? order.currency,
    };
    if (order.state === "pending") {
      return {
        ...base,
        error: {
          error_type: "api_error",
          code: "payment_details_not_found",
          message: "Pending Payment",
          call_back_url: callBack.toString(),
        },
        status: "500",
      };
    }
    return { ...base, error: { error_type: null, code: null, message: null }, status: "200" };
  };

  const deliverIpn = async (orderTrackingId: string, times = 1): Promise<IpnDelivery[]> => {
    const order = orders.get(orderTrackingId);
    if (!order) throw new Error(`fake Pesapal: no order ${orderTrackingId}`);
    const ipn = ipns.find((item) => item.ipnId === order.notificationId);
    if (!ipn) throw new Error("fake Pesapal: the order's notification_id is not registered");
    const params = {
      OrderTrackingId: order.orderTrackingId,
      OrderMerchantReference: order.merchantReference,
      OrderNotificationType: "IPNCHANGE",
    };
    const once = async (): Promise<IpnDelivery> => {
      let response: Response;
      if (ipn.type === "GET") {
        const url = new URL(ipn.url);
        for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
        response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
      } else {
        response = await fetch(ipn.url, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(params),
          signal: AbortSignal.timeout(15_000),
        });
      }
      const delivery = {
        orderTrackingId,
        url: ipn.url,
        status: response.status,
        body: await response.text(),
      };
      ipnDeliveries.push(delivery);
      return delivery;
    };
    return Promise.all(Array.from({ length: times }, once));
  };

  const setOrderState: FakePesapal["setOrderState"] = (orderTrackingId, state, opts = {}) => {
    const order = orders.get(orderTrackingId);
    if (!order) throw new Error(`fake Pesapal: no order ${orderTrackingId}`);
    order.state = state;
    if (state !== "pending") {
      const method = opts.method ?? "MPESA";
      order.paymentMethod = method === "MPESA" ? "MpesaKE" : "Visa";
      order.paymentAccount = method === "MPESA" ? "2547XXXXX678" : "444444XXXXXX4444";
      order.confirmationCode ||= randomBytes(5).toString("hex").toUpperCase();
    }
    return order;
  };

  const paymentPage = (order: FakeOrder) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pesapal (fake) - Pay ${escapeHtml(order.merchantReference)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1b2430}
h1{font-size:1.4rem}button{display:block;width:100%;min-height:44px;margin:.5rem 0;font-size:1rem;border-radius:8px;border:1px solid #0b4f6c;background:#fff;color:#0b4f6c;cursor:pointer}
button.primary{background:#0b4f6c;color:#fff}p.note{font-size:.9rem;color:#4a5563}</style></head>
<body><main><h1>Pesapal test payment page</h1>
<p>This is a local fake of Pesapal's hosted page. No money moves.</p>
<dl><dt>Merchant reference</dt><dd>${escapeHtml(order.merchantReference)}</dd>
<dt>Description</dt><dd>${escapeHtml(order.description)}</dd>
<dt>Amount</dt><dd>${escapeHtml(order.currency)} ${order.amount.toFixed(2)}</dd></dl>
${
  order.state === "pending" && !order.cancelled
    ? `<form method="post" action="/pesapaliframe/PesapalIframe3/Pay">
<input type="hidden" name="OrderTrackingId" value="${escapeHtml(order.orderTrackingId)}">
<button class="primary" name="outcome" value="mpesa">Pay with M-PESA</button>
<button name="outcome" value="card">Pay by card (Visa)</button>
<button name="outcome" value="fail">Fail the payment</button>
<button name="outcome" value="pending">Leave pending (M-PESA prompt not answered yet)</button>
</form><p class="note">Test card 4444 4444 4444 4444, any expiry, CVV 123. Test phone 254700000000.</p>`
    : `<p>This order is ${escapeHtml(order.cancelled ? "cancelled" : order.state)}.</p>`
}
</main></body></html>`;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const path = url.pathname.replace(/^\/pesapalv3/, "");
    if (url.pathname.startsWith("/pesapalv3/")) calls.push({ method: req.method ?? "", path });

    // The hosted payment page.
    if (url.pathname === "/pesapaliframe/PesapalIframe3/Index" && req.method === "GET") {
      const order = orders.get(url.searchParams.get("OrderTrackingId") ?? "");
      if (!order) {
        res.writeHead(404, { "Content-Type": "text/plain" });
        res.end("Unknown order");
        return;
      }
      const html = paymentPage(order);
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      res.end(html);
      return;
    }
    if (url.pathname === "/pesapaliframe/PesapalIframe3/Pay" && req.method === "POST") {
      const form = new URLSearchParams(await readBody(req));
      const order = orders.get(form.get("OrderTrackingId") ?? "");
      if (!order) {
        res.writeHead(404, { "Content-Type": "text/plain" });
        res.end("Unknown order");
        return;
      }
      if (order.cancelled) {
        res.writeHead(409, { "Content-Type": "text/plain" });
        res.end("This order was cancelled");
        return;
      }
      const outcome = form.get("outcome");
      if (outcome === "mpesa")
        setOrderState(order.orderTrackingId, "completed", { method: "MPESA" });
      else if (outcome === "card")
        setOrderState(order.orderTrackingId, "completed", { method: "Visa" });
      else if (outcome === "fail")
        setOrderState(order.orderTrackingId, "failed", { method: "Visa" });
      const back = new URL(order.callbackUrl);
      back.searchParams.set("OrderTrackingId", order.orderTrackingId);
      back.searchParams.set("OrderMerchantReference", order.merchantReference);
      back.searchParams.set("OrderNotificationType", "CALLBACKURL");
      res.writeHead(302, { Location: back.toString() });
      res.end();
      if (sendIpn && outcome !== "pending") {
        setTimeout(() => {
          deliverIpn(order.orderTrackingId).catch(() => undefined);
        }, ipnDelayMs).unref();
      }
      return;
    }

    if (!url.pathname.startsWith("/pesapalv3/api/")) {
      res.writeHead(404, { "Content-Type": "text/plain" });
      res.end("Not found");
      return;
    }
    const raw = req.method === "POST" ? await readBody(req) : "";
    let body: Json = {};
    if (raw) {
      try {
        body = JSON.parse(raw) as Json;
      } catch {
        return json(res, 400, {
          error: { code: "invalid_json", message: "Invalid JSON" },
          status: "400",
        });
      }
    }

    if (path === "/api/Auth/RequestToken" && req.method === "POST") {
      const match = credentials.find(
        (pair) =>
          pair.consumerKey === body.consumer_key && pair.consumerSecret === body.consumer_secret,
      );
      if (!match) {
        return json(res, 200, {
          token: null,
          expiryDate: null,
          error: {
            error_type: "api_error",
            code: "invalid_consumer_key_or_secret_provided",
            message: "Invalid consumer_key or consumer_secret provided",
          },
          status: "500",
          message: "Request processed successfully",
        });
      }
      const token = `${randomBytes(24).toString("base64url")}.${randomBytes(32).toString("base64url")}`;
      const expiresAt = Date.now() + lifetime;
      tokens.set(token, { account: match.consumerKey, expiresAt });
      return json(res, 200, {
        token,
        expiryDate: new Date(expiresAt).toISOString().replace("Z", "0000Z"),
        error: null,
        status: "200",
        message: "Request processed successfully",
      });
    }

    const account = authAccount(req);
    if (!account) {
      return json(res, 401, {
        error: {
          error_type: "api_error",
          code: "invalid_token",
          message: "Invalid or expired token",
        },
        status: "401",
      });
    }

    if (path === "/api/URLSetup/RegisterIPN" && req.method === "POST") {
      const ipnUrl = typeof body.url === "string" ? body.url : "";
      const type = body.ipn_notification_type;
      if (!/^https?:\/\//.test(ipnUrl))
        return apiError(res, "invalid_url", "A valid url is required");
      if (type !== "GET" && type !== "POST") {
        return apiError(
          res,
          "invalid_notification_type",
          "ipn_notification_type must be GET or POST",
        );
      }
      const ipn: FakeIpn = {
        ipnId: randomUUID(),
        url: ipnUrl,
        type,
        account,
        createdAt: new Date(),
      };
      ipns.push(ipn);
      return json(res, 200, {
        id: ipns.length,
        url: ipn.url,
        created_date: ipn.createdAt.toISOString(),
        ipn_id: ipn.ipnId,
        notification_type: type === "GET" ? 0 : 1,
        ipn_notification_type_description: type,
        ipn_status: 1,
        ipn_status_decription: "Active",
        error: null,
        status: "200",
      });
    }
    if (path === "/api/URLSetup/GetIpnList" && req.method === "GET") {
      return json(
        res,
        200,
        ipns
          .filter((ipn) => ipn.account === account)
          .map((ipn) => ({
            url: ipn.url,
            created_date: ipn.createdAt.toISOString(),
            ipn_id: ipn.ipnId,
            error: null,
            status: "200",
          })),
      );
    }
    if (path === "/api/Transactions/SubmitOrderRequest" && req.method === "POST") {
      const id = typeof body.id === "string" ? body.id : "";
      const billing = (body.billing_address ?? {}) as Json;
      if (!SAFE_REFERENCE.test(id)) {
        return apiError(res, "invalid_merchant_reference", "id must be 1 to 50 safe characters");
      }
      if ([...orders.values()].some((o) => o.account === account && o.merchantReference === id)) {
        return apiError(res, "duplicate_merchant_reference", "Duplicate merchant reference");
      }
      if (typeof body.amount !== "number" || !(body.amount > 0)) {
        return apiError(res, "invalid_amount", "amount must be a number above 0");
      }
      if (typeof body.currency !== "string" || !/^[A-Z]{3}$/.test(body.currency)) {
        return apiError(res, "invalid_currency", "currency must be an ISO 4217 code");
      }
      if (
        typeof body.description !== "string" ||
        !body.description ||
        body.description.length > 100
      ) {
        return apiError(
          res,
          "invalid_description",
          "description is required, at most 100 characters",
        );
      }
      if (typeof body.callback_url !== "string" || !/^https?:\/\//.test(body.callback_url)) {
        return apiError(res, "invalid_callback_url", "callback_url is required");
      }
      if (!ipns.some((ipn) => ipn.ipnId === body.notification_id && ipn.account === account)) {
        return apiError(res, "invalid_notification_id", "notification_id is not a registered IPN");
      }
      if (!billing.email_address && !billing.phone_number) {
        return apiError(
          res,
          "missing_contact",
          "billing_address needs email_address or phone_number",
        );
      }
      const order: FakeOrder = {
        orderTrackingId: randomUUID(),
        merchantReference: id,
        account,
        amount: body.amount,
        currency: body.currency,
        description: body.description,
        callbackUrl: body.callback_url,
        notificationId: String(body.notification_id),
        billingAddress: billing,
        state: "pending",
        paymentMethod: "",
        confirmationCode: "",
        paymentAccount: "",
        createdAt: new Date(),
      };
      orders.set(order.orderTrackingId, order);
      return json(res, 200, {
        order_tracking_id: order.orderTrackingId,
        merchant_reference: id,
        redirect_url: `${origin}/pesapaliframe/PesapalIframe3/Index?OrderTrackingId=${order.orderTrackingId}`,
        error: null,
        status: "200",
      });
    }
    // The answer: {status: "200" | "500", message}.
    if (path === "/api/Transactions/RefundRequest" && req.method === "POST") {
      const refused = (message: string) => json(res, 200, { status: "500", message });
      const code = typeof body.confirmation_code === "string" ? body.confirmation_code : "";
      const order = [...orders.values()].find(
        (o) => o.account === account && code !== "" && o.confirmationCode === code,
      );
      if (!order) return refused("Invalid confirmation code");
      if (order.state !== "completed") return refused("Only completed payments can be refunded");
      if (refunds.some((r) => r.orderTrackingId === order.orderTrackingId)) {
        return refused("A refund was already requested for this payment");
      }
      const amount = typeof body.amount === "number" ? body.amount : Number(body.amount);
      if (!Number.isFinite(amount) || amount <= 0 || amount > order.amount) {
        return refused("Amount must be above 0 and at most the amount paid");
      }
      if (order.paymentMethod.toLowerCase().includes("mpesa") && amount !== order.amount) {
        return refused("Mobile money payments can only be refunded in full");
      }
      if (typeof body.username !== "string" || !body.username)
        return refused("username is required");
      if (typeof body.remarks !== "string" || !body.remarks) return refused("remarks is required");
      refunds.push({
        orderTrackingId: order.orderTrackingId,
        confirmationCode: code,
        amount,
        username: body.username,
        remarks: body.remarks,
        createdAt: new Date(),
      });
      return json(res, 200, { status: "200", message: "Refund request successfully" });
    }
    if (path === "/api/Transactions/CancelOrder" && req.method === "POST") {
      const order = orders.get(
        typeof body.order_tracking_id === "string" ? body.order_tracking_id : "",
      );
      if (!order || order.account !== account) {
        return json(res, 200, { status: "500", message: "Invalid order tracking id" });
      }
      if (order.cancelled || (order.state !== "pending" && order.state !== "failed")) {
        return json(res, 200, { status: "500", message: "Order cannot be cancelled" });
      }
      order.cancelled = true;
      return json(res, 200, { status: "200", message: "Order cancelled successfully" });
    }
    if (path === "/api/Transactions/GetTransactionStatus" && req.method === "GET") {
      const order = orders.get(url.searchParams.get("orderTrackingId") ?? "");
      if (!order || order.account !== account) {
        return apiError(res, "invalid_order_tracking_id", "Invalid OrderTrackingId");
      }
      return json(res, 200, statusBody(order));
    }
    return json(res, 404, {
      error: { code: "not_found", message: "Unknown endpoint" },
      status: "404",
    });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      res.writeHead(500, { "Content-Type": "text/plain" });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  origin = `http://${options.host ?? "127.0.0.1"}:${address.port}`;

  return {
    url: `${origin}/pesapalv3`,
    origin,
    consumerKey: credentials[0]!.consumerKey,
    consumerSecret: credentials[0]!.consumerSecret,
    orders,
    refunds,
    ipns,
    calls,
    ipnDeliveries,
    setOrderState,
    deliverIpn,
    expireTokens: () => tokens.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
