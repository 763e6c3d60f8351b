/**
 * /admin/pesapal (spec 001): tabs Configuration, Transactions and Testing. The
 * loader and actions call the same services as /api/admin/pesapal/*. Credentials
 * are never sent to the page: only whether each is set and its last four
 * characters; an empty field keeps the stored value.
 */
import { useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { signedInAdmin } from "~/admin/session.server";
import { Cell, STACKED } from "~/components/admin/responsive-table";
import { paymentStatusClass } from "~/components/pesapal/booking-payments";
import { TabList, TabPanel } from "~/components/ui/tabs";
import { readFormData } from "~/form-data.server";
import { formatDate, formatHotelDateTime, formatKsh } from "../../../core/format";
import { AppError } from "../../../server/errors";
import { readIntegrationHealth } from "../../../server/services/integration-health";
import {
  getPesapalConfig,
  PesapalConfigInputSchema,
  readConfigRow,
  savePesapalConfig,
} from "../../../server/services/pesapal/config";
import { registerIpn, testConnection } from "../../../server/services/pesapal/connection";
import { listTransactions } from "../../../server/services/pesapal/transactions";
import type { Route } from "./+types/pesapal";

const TABS = ["configuration", "transactions", "testing"] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = {
  configuration: "Configuration",
  transactions: "Transactions",
  testing: "Testing",
};
const PAYMENT_METHODS = [
  "M-PESA",
  "Airtel Money",
  "T-Kash",
  "Visa",
  "Mastercard",
  "Bank transfers",
];

export function meta() {
  return [{ title: "Pesapal payments | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const tab = new URL(request.url).searchParams.get("tab");
  const [config, transactions, health] = await Promise.all([
    getPesapalConfig(context.services),
    listTransactions(db, { limit: 200 }),
    readIntegrationHealth(db),
  ]);
  return {
    config,
    transactions,
    health: health.pesapal,
    tab: (TABS as readonly string[]).includes(tab ?? "") ? (tab as Tab) : "configuration",
  };
}

interface ActionResult {
  intent: string;
  ok: boolean;
  title: string;
  message: string;
  errors?: Record<string, string>;
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = signedInAdmin(context);
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  const text = (name: string) => String(form.get(name) ?? "");
  const result = (value: ActionResult, status = 200) => data(value, { status });

  if (intent === "save" || intent === "save-testing") {
    const current = await readConfigRow(context.services.db);
    const input =
      intent === "save"
        ? {
            consumerKey: text("consumerKey"),
            consumerSecret: text("consumerSecret"),
            sandbox: text("sandbox") !== "false",
            isActive: text("isActive") === "true",
          }
        : {
            sandbox: current?.sandbox ?? true,
            testCardNumbers: text("testCardNumbers"),
            testPhoneNumber: text("testPhoneNumber"),
          };
    const parsed = PesapalConfigInputSchema.safeParse(input);
    const failed = (errors: Record<string, string>, status = 400) =>
      result(
        {
          intent,
          ok: false,
          title: "Configuration Error",
          message: `Failed to update configuration. ${Object.values(errors)[0] ?? ""}`.trim(),
          errors,
        },
        status,
      );
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      return failed(errors);
    }
    try {
      await savePesapalConfig(context.services, parsed.data, admin.id);
    } catch (error) {
      if (error instanceof AppError)
        return failed(error.errors ?? { form: error.message }, error.status);
      context.services.logger.error({ err: error }, "saving the Pesapal configuration failed");
      return failed({ form: "Please try again." }, 500);
    }
    return result({ intent, ok: true, title: "Saved", message: "Configuration saved." });
  }

  if (intent === "register-ipn") {
    try {
      const registered = await registerIpn(context.services, admin.id);
      return result({ intent, ok: true, title: "IPN registered", message: registered.message });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return result(
        {
          intent,
          ok: false,
          title: "IPN Registration Failed",
          message: error.message.startsWith("Failed to register IPN")
            ? error.message
            : `Failed to register IPN. ${error.message}`,
        },
        error.status,
      );
    }
  }

  if (intent === "test-connection") {
    const outcome = await testConnection(context.services);
    return result({
      intent,
      ok: outcome.success,
      title: outcome.success ? "Connection successful" : "Connection Test Failed",
      message: outcome.message,
    });
  }
  return result({ intent, ok: false, title: "Error", message: "Unknown action." }, 400);
}

const INPUT =
  "min-h-11 w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-700 aria-[invalid=true]:border-danger";
const BUTTON =
  "min-h-11 rounded-lg px-5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-700 disabled:cursor-not-allowed disabled:opacity-60";

function Notice({ result }: { result: ActionResult }) {
  return (
    <div
      role={result.ok ? "status" : "alert"}
      className={`mt-4 rounded-lg p-3 ${result.ok ? "bg-palm-600/10 text-palm-700" : "bg-coral-500/10 text-danger"}`}
    >
      <p className="font-semibold">{result.title}</p>
      <p>{result.message}</p>
    </div>
  );
}

const stamp = (iso: string | null) => formatHotelDateTime(iso);

export default function AdminPesapal({ loaderData, actionData }: Route.ComponentProps) {
  const { config, transactions, health } = loaderData;
  const [tab, setTab] = useState<Tab>(loaderData.tab);
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const result = actionData as ActionResult | undefined;
  const errors = result && !result.ok ? (result.errors ?? {}) : {};

  const field = (name: "consumerKey" | "consumerSecret", label: string) => {
    const id = `pesapal-${name}`;
    const masked = config[name];
    const hint = masked.isSet
      ? `Set${masked.last4 ? `, ends in ${masked.last4}` : ""}. Leave empty to keep it; stored encrypted.`
      : "Required. Stored encrypted; never shown again.";
    return (
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
          {label}
        </label>
        <input
          id={id}
          name={name}
          type={name === "consumerSecret" ? "password" : "text"}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={`${id}-hint${errors[name] ? ` ${id}-error` : ""}`}
          className={INPUT}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
        {errors[name] ? (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
            {errors[name]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <>
      <h1 className="font-display text-3xl text-ink">Pesapal payments</h1>
      <p className="mt-2 text-ink-muted">
        {config.isActive
          ? `Active (${config.sandbox ? "Sandbox" : "Production"}): guests pay online when they book.`
          : "Inactive: bookings are paid at the hotel."}
      </p>
      {result ? <Notice result={result} /> : null}

      <TabList
        label="Pesapal"
        items={TABS.map((value) => ({ value, label: TAB_LABELS[value] }))}
        value={tab}
        onChange={setTab}
        idPrefix="pesapal"
        look="underline"
        panels="each"
        className="mt-6"
      />

      <TabPanel idPrefix="pesapal" value="configuration" selected={tab} className="mt-6">
        {/* Remounted after a save, so the credential fields empty again. */}
        <Form
          method="post"
          noValidate
          key={config.updatedAt ?? "new"}
          className="grid gap-4 sm:grid-cols-2"
        >
          <input type="hidden" name="intent" value="save" />
          {field("consumerKey", "Consumer key")}
          {field("consumerSecret", "Consumer secret")}
          <fieldset>
            <legend className="mb-1 text-sm font-semibold text-ink">Environment</legend>
            <div className="flex gap-4">
              {[
                ["true", "Sandbox"],
                ["false", "Production"],
              ].map(([value, label]) => (
                <label key={value} className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="sandbox"
                    value={value}
                    defaultChecked={String(config.sandbox) === value}
                    className="size-4"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="mb-1 text-sm font-semibold text-ink">Status</legend>
            <div className="flex gap-4">
              {[
                ["true", "Active"],
                ["false", "Inactive"],
              ].map(([value, label]) => (
                <label key={value} className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="isActive"
                    value={value}
                    defaultChecked={String(config.isActive) === value}
                    className="size-4"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <p className="text-sm text-ink-muted sm:col-span-2">
            Changing the environment or the credentials clears the IPN registration: register it
            again afterwards. While active, every web booking waits for payment and holds its rooms
            for 30 minutes.
          </p>
          <div className="sm:col-span-2">
            <button
              type="submit"
              disabled={busy("save")}
              className={`${BUTTON} bg-ocean-700 text-white hover:bg-ocean-800`}
            >
              {busy("save") ? "Saving..." : "Save configuration"}
            </button>
          </div>
        </Form>

        <h2 className="mt-10 font-display text-2xl text-ink">Payment notifications (IPN)</h2>
        <dl className="mt-3 grid gap-x-6 sm:grid-cols-[12rem_1fr]">
          <dt className="py-1 text-sm text-ink-muted">IPN ID</dt>
          <dd className="break-all py-1 font-mono text-sm text-ink">
            {config.ipnId ?? "not registered"}
          </dd>
          <dt className="py-1 text-sm text-ink-muted">IPN URL</dt>
          <dd className="break-all py-1 font-mono text-sm text-ink">
            {config.ipnUrl ?? "not registered"}
          </dd>
          <dt className="py-1 text-sm text-ink-muted">Will register</dt>
          <dd className="break-all py-1 font-mono text-sm text-ink">{config.expectedIpnUrl}</dd>
          <dt className="py-1 text-sm text-ink-muted">Last successful call</dt>
          <dd className="py-1 text-sm text-ink">{stamp(health.lastSuccessAt)}</dd>
          <dt className="py-1 text-sm text-ink-muted">Last error</dt>
          <dd className="py-1 text-sm text-ink">
            {health.lastError ? `${health.lastError} (${stamp(health.lastErrorAt)})` : "none"}
          </dd>
        </dl>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="register-ipn" />
          <button
            type="submit"
            disabled={busy("register-ipn") || !config.consumerKey.isSet}
            className={`${BUTTON} border border-ocean-700 text-ocean-700 hover:bg-ocean-50`}
          >
            {busy("register-ipn") ? "Registering..." : "Register IPN"}
          </button>
        </Form>
      </TabPanel>

      <TabPanel idPrefix="pesapal" value="transactions" selected={tab} className="mt-6">
        {transactions.length === 0 ? (
          <p className="text-ink-muted">No transactions yet.</p>
        ) : (
          <div className="md:overflow-x-auto">
            <table className={`${STACKED.table} md:min-w-[64rem]`}>
              <caption className="sr-only">Pesapal transactions, newest first</caption>
              <thead className={STACKED.thead}>
                <tr className="border-b border-sand-200 text-ink-muted">
                  {[
                    "Merchant reference",
                    "Description",
                    "Amount",
                    "Currency",
                    "Status",
                    "Payment method",
                    "Confirmation code",
                    "Created",
                    "Guest",
                    "Stay",
                  ].map((heading) => (
                    <th key={heading} scope="col" className="px-2 py-2 text-start font-semibold">
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className={STACKED.tbody}>
                {transactions.map((item) => (
                  <tr key={item.id} className={`${STACKED.row} align-top`}>
                    <Cell className="font-mono md:px-2">
                      <Link
                        to={`/admin/bookings/${item.booking.id}`}
                        className="inline-flex min-h-11 items-center text-ocean-700 underline"
                      >
                        {item.merchantReference}
                      </Link>
                    </Cell>
                    <Cell label="Description" className="md:px-2">
                      {item.description}
                    </Cell>
                    <Cell label="Amount" className="whitespace-nowrap md:px-2">
                      {formatKsh(item.amount).replace("KSh ", "")}
                    </Cell>
                    <Cell label="Currency" className="md:px-2">
                      {item.currency}
                    </Cell>
                    <Cell label="Status" className="md:px-2">
                      <span
                        className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${paymentStatusClass(item.paymentStatus)}`}
                      >
                        {item.paymentStatus}
                      </span>
                      {item.refund ? (
                        <span className="mt-1 block text-xs text-ink-muted">
                          Refund of {formatKsh(item.refund.amount)} requested
                        </span>
                      ) : item.cancelledAt ? (
                        <span className="mt-1 block text-xs text-ink-muted">Order cancelled</span>
                      ) : null}
                    </Cell>
                    <Cell label="Payment method" className="md:px-2">
                      {item.paymentMethod ?? "–"}
                    </Cell>
                    <Cell label="Confirmation code" className="md:px-2">
                      <span className="font-mono">{item.confirmationCode ?? "–"}</span>
                    </Cell>
                    <Cell label="Created" className="md:whitespace-nowrap md:px-2">
                      {stamp(item.createdAt)}
                    </Cell>
                    <Cell label="Guest" className="md:px-2">
                      {item.booking.guestName}
                    </Cell>
                    <Cell label="Stay" className="md:whitespace-nowrap md:px-2">
                      {formatDate(item.booking.checkIn)} – {formatDate(item.booking.checkOut)}
                    </Cell>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </TabPanel>

      <TabPanel idPrefix="pesapal" value="testing" selected={tab} className="mt-6">
        <h2 className="font-display text-2xl text-ink">Connection</h2>
        <p className="mt-1 text-sm text-ink-muted">
          Asks Pesapal for an access token with the saved credentials.
          {config.isActive ? "" : " Activate the configuration to run the test."}
        </p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="test-connection" />
          <button
            type="submit"
            disabled={!config.isActive || busy("test-connection")}
            className={`${BUTTON} bg-ocean-700 text-white hover:bg-ocean-800`}
          >
            {busy("test-connection") ? "Testing..." : "Test Connection"}
          </button>
        </Form>

        <h2 className="mt-10 font-display text-2xl text-ink">Payment methods</h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          {PAYMENT_METHODS.map((method) => (
            <li key={method} className="rounded-full bg-sand-100 px-3 py-1 text-sm text-ink">
              {method}
            </li>
          ))}
        </ul>

        <h2 className="mt-10 font-display text-2xl text-ink">Sandbox test values</h2>
        <p className="mt-1 text-sm text-ink-muted">
          Pesapal publishes no fixed list. These start with the values the demo's local Pesapal fake
          accepts; replace them with the test cards and phone number shown on your sandbox payment
          page, for the team.
        </p>
        <Form
          method="post"
          className="mt-3 grid gap-4 sm:grid-cols-2"
          key={`testing-${config.updatedAt}`}
        >
          <input type="hidden" name="intent" value="save-testing" />
          <div>
            <label
              htmlFor="pesapal-test-cards"
              className="mb-1 block text-sm font-semibold text-ink"
            >
              Test card numbers (one per line)
            </label>
            <textarea
              id="pesapal-test-cards"
              name="testCardNumbers"
              rows={4}
              defaultValue={config.testCardNumbers}
              className={INPUT}
            />
          </div>
          <div>
            <label
              htmlFor="pesapal-test-phone"
              className="mb-1 block text-sm font-semibold text-ink"
            >
              Test phone number
            </label>
            <input
              id="pesapal-test-phone"
              name="testPhoneNumber"
              defaultValue={config.testPhoneNumber}
              inputMode="tel"
              className={INPUT}
            />
          </div>
          <div className="sm:col-span-2">
            <button
              type="submit"
              disabled={busy("save-testing")}
              className={`${BUTTON} border border-ocean-700 text-ocean-700 hover:bg-ocean-50`}
            >
              Save test values
            </button>
          </div>
        </Form>
      </TabPanel>
    </>
  );
}
