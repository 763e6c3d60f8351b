import { asc } from "drizzle-orm";
import { useEffect, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { signedInAdmin } from "~/admin/session.server";
import { Cell, STACKED } from "~/components/admin/responsive-table";
import { TabList, TabPanel } from "~/components/ui/tabs";
import { readFormData } from "~/form-data.server";
import { formatHotelDateTime } from "../../../core/format";
import { roomTypes } from "../../../server/db/schema";
import { AppError } from "../../../server/errors";
import {
  getEzeeConfigView,
  saveEzeeConfig,
  testEzeeCandidate,
} from "../../../server/services/ezee/config";
import { integrationStatus } from "../../../server/services/ezee/health";
import { listEzeePushProblems, resendEzeePush } from "../../../server/services/ezee/push";
import {
  createEzeeMapping,
  deleteEzeeMapping,
  listEzeeMappings,
  listEzeeRatePlans,
  listEzeeRoomTypes,
  suggestEzeeMappings,
  syncEzeeRates,
  syncEzeeRooms,
  updateEzeeMapping,
} from "../../../server/services/ezee/sync";
import type { Route } from "./+types/ezee";

const TABS = [
  { value: "config", label: "Configuration" },
  { value: "mapping", label: "Room Mapping" },
  { value: "rates", label: "Rate Plans" },
  { value: "sync", label: "Synchronization" },
] as const;
type TabId = (typeof TABS)[number]["value"];

export function meta() {
  return [{ title: "eZee integration | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.services;
  const [config, mappings, ratePlans, ezeeTypes, suggestions, locals, health] = await Promise.all([
    getEzeeConfigView(context.services),
    listEzeeMappings(db),
    listEzeeRatePlans(db),
    listEzeeRoomTypes(db),
    suggestEzeeMappings(db),
    db
      .select({ id: roomTypes.id, name: roomTypes.name })
      .from(roomTypes)
      .orderBy(asc(roomTypes.id)),
    integrationStatus(db),
  ]);
  const pushProblems = await listEzeePushProblems(db);
  return {
    config,
    mappings,
    ratePlans,
    ezeeTypes: ezeeTypes.map((type) => ({
      id: type.ezeeRoomTypeId,
      name: type.name,
      isActive: type.isActive,
    })),
    suggestions,
    locals,
    health: health.find((item) => item.provider === "ezee")!,
    pushProblems,
  };
}

type Values = Record<string, string>;
interface ActionResult {
  intent: string;
  ok: boolean;
  title: string;
  message: string;
  detail?: string;
  errors?: Values;
  values?: Values;
}

/** The spec's titles and messages (spec 001 §8), with the reason underneath. */
const FAILURE: Record<string, { title: string; message: string }> = {
  "save-config": { title: "Configuration Error", message: "Failed to update configuration" },
  test: { title: "Connection Test Failed", message: "Connection test failed" },
  "sync-rooms": { title: "Sync Failed", message: "Room sync failed" },
  "sync-rates": { title: "Sync Failed", message: "Rate sync failed" },
  "save-mapping": { title: "Mapping Error", message: "Failed to save the room mapping" },
  "delete-mapping": { title: "Mapping Error", message: "Failed to remove the room mapping" },
  "resend-push": { title: "Push not sent", message: "The push could not be resent" },
};

export async function action({ request, context }: Route.ActionArgs) {
  const admin = signedInAdmin(context);
  const form = await readFormData(request);
  const values: Values = Object.fromEntries(
    [...form.entries()].map(([key, value]) => [key, String(value)]),
  );
  const intent = values.intent ?? "";
  const fail = (error: unknown, status = 400) => {
    const known = FAILURE[intent] ?? { title: "Error", message: "Something went wrong" };
    const appError = error instanceof AppError ? error : null;
    return data<ActionResult>(
      {
        intent,
        ok: false,
        ...known,
        detail: appError?.message,
        errors: appError?.errors ?? {},
        // The key is never sent back, not even what was typed.
        values: { ...values, apiKey: "" },
      },
      { status: appError?.status ?? status },
    );
  };
  try {
    const services = context.services;
    switch (intent) {
      case "test": {
        // The typed values, not saved: a failed test leaves the working key in place.
        const result = await testEzeeCandidate(services, {
          hotelCode: values.hotelCode ?? "",
          apiKey: values.apiKey ?? "",
          apiUrl: values.apiUrl ?? "",
        });
        if (!result.connected) {
          return fail(new AppError("unavailable", result.message, result.errors), 502);
        }
        return {
          intent,
          ok: true,
          title: "Connected",
          message: `${result.message} Nothing was saved: use Save configuration to keep these values.`,
          values: { ...values, apiKey: "" },
        };
      }
      case "resend-push": {
        const outcome = await resendEzeePush(services, Number(values.jobId), admin.id);
        return {
          intent,
          ok: outcome.pushed,
          title: outcome.pushed ? "Push sent" : "Push not sent",
          message: outcome.message,
        };
      }
      case "save-config": {
        await saveEzeeConfig(
          services,
          {
            hotelCode: values.hotelCode ?? "",
            apiKey: values.apiKey ?? "",
            apiUrl: values.apiUrl ?? "",
            isActive: values.isActive === "on",
          },
          admin.id,
        );
        return { intent, ok: true, title: "Saved", message: "Configuration saved." };
      }
      case "sync-rooms": {
        const result = await syncEzeeRooms(services, admin.id);
        const hint = result.suggestions
          ? ` ${result.suggestions} room mappings suggested by name: check the Room Mapping tab.`
          : "";
        return { intent, ok: true, title: "Rooms synchronised", message: result.message + hint };
      }
      case "sync-rates": {
        const result = await syncEzeeRates(services, admin.id);
        return { intent, ok: true, title: "Rates synchronised", message: result.message };
      }
      case "save-mapping": {
        const input = {
          localRoomId: Number(values.localRoomId),
          ezeeRoomTypeId: (values.ezeeRoomTypeId ?? "").trim(),
          isActive: values.isActive === "on",
        };
        if (!input.ezeeRoomTypeId) {
          throw new AppError("validation", "Choose an eZee room type.", {
            ezeeRoomTypeId: "Choose an eZee room type.",
          });
        }
        const id = Number(values.mappingId);
        if (id > 0) await updateEzeeMapping(services.db, id, input, admin.id);
        else await createEzeeMapping(services.db, input, admin.id);
        return { intent, ok: true, title: "Mapping saved", message: "Room mapping saved." };
      }
      case "delete-mapping": {
        await deleteEzeeMapping(services.db, Number(values.mappingId), admin.id);
        return { intent, ok: true, title: "Mapping removed", message: "Room mapping removed." };
      }
      default:
        return fail(new AppError("bad_request", "Unknown action"));
    }
  } catch (error) {
    if (error instanceof AppError) return fail(error);
    throw error;
  }
}

const INPUT =
  "min-h-11 w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-700 aria-[invalid=true]:border-danger";
const BUTTON =
  "min-h-11 rounded-lg bg-ocean-700 px-5 font-semibold text-white hover:bg-ocean-800 disabled:cursor-not-allowed disabled:opacity-50";
const BUTTON_OUTLINE =
  "min-h-11 rounded-lg border border-ocean-700 px-5 font-semibold text-ocean-700 hover:bg-ocean-50 disabled:cursor-not-allowed disabled:opacity-50";

const TAB_OF_INTENT: Record<string, TabId> = {
  "save-config": "config",
  test: "config",
  "save-mapping": "mapping",
  "delete-mapping": "mapping",
  "sync-rooms": "sync",
  "sync-rates": "sync",
  "resend-push": "sync",
};

function formatTime(value: string | null): string {
  return formatHotelDateTime(value);
}

function Notice({ result }: { result: ActionResult }) {
  return (
    <div
      role={result.ok ? "status" : "alert"}
      className={`mt-4 rounded-lg p-3 ${result.ok ? "bg-palm-600/10 text-palm-700" : "bg-coral-500/10 text-danger"}`}
    >
      <p className="font-semibold">{result.title}</p>
      <p>{result.message}</p>
      {result.detail && result.detail !== result.message ? (
        <p className="mt-1 text-sm">{result.detail}</p>
      ) : null}
    </div>
  );
}

/** eZee Absolute link (spec 001: /admin/ezee), tabs Configuration, Room Mapping, Rate Plans, Synchronization. */
export default function AdminEzee({ loaderData, actionData }: Route.ComponentProps) {
  const { config, mappings, ratePlans, ezeeTypes, suggestions, locals, health, pushProblems } =
    loaderData;
  const result = actionData as ActionResult | undefined;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const busyIntent = busy ? String(navigation.formData?.get("intent") ?? "") : "";
  const [tab, setTab] = useState<TabId>(
    result?.intent ? (TAB_OF_INTENT[result.intent] ?? "config") : "config",
  );
  const configValues =
    result?.intent === "save-config" || result?.intent === "test" ? result.values : undefined;
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  const [hotelCode, setHotelCode] = useState(configValues?.hotelCode ?? config.hotelCode);
  const [apiKey, setApiKey] = useState("");
  const canTest = hotelCode.trim() !== "" && (apiKey.trim() !== "" || config.apiKey.isSet);
  // Once saved, the key field empties (the saved key shows only as its last four characters).
  useEffect(() => {
    if (result?.ok && result.intent === "save-config") setApiKey("");
  }, [result]);

  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`ezee-${name}-error`} className="mt-1 text-sm font-medium text-danger">
        {errors[name]}
      </p>
    ) : null;

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">eZee integration</h1>
        <p className="text-sm">
          <span
            className={`inline-flex rounded-full px-3 py-1 font-semibold ${config.isActive ? "bg-palm-600/10 text-palm-700" : "bg-sand-100 text-ink-muted"}`}
          >
            {config.isActive ? "Active" : "Inactive"}
          </span>
        </p>
      </div>
      <p className="mt-2 text-ink-muted">
        Web bookings of mapped rooms are sent to eZee Absolute, and rooms sold on other channels are
        no longer offered here.
      </p>
      {result ? <Notice result={result} /> : null}

      <TabList
        label="eZee settings"
        items={TABS}
        value={tab}
        onChange={setTab}
        idPrefix="ezee"
        look="underline"
        panels="each"
        className="mt-6"
      />

      <TabPanel idPrefix="ezee" value="config" selected={tab} className="mt-6">
        <Form method="post" noValidate className="grid max-w-2xl gap-4">
          <div>
            <label htmlFor="ezee-hotelCode" className="mb-1 block text-sm font-semibold text-ink">
              Hotel code
            </label>
            <input
              id="ezee-hotelCode"
              name="hotelCode"
              value={hotelCode}
              onChange={(event) => setHotelCode(event.target.value)}
              inputMode="numeric"
              autoComplete="off"
              aria-invalid={errors.hotelCode ? true : undefined}
              aria-describedby={errors.hotelCode ? "ezee-hotelCode-error" : undefined}
              className={INPUT}
            />
            {fieldError("hotelCode")}
          </div>
          <div>
            <label htmlFor="ezee-apiKey" className="mb-1 block text-sm font-semibold text-ink">
              API key
            </label>
            <input
              id="ezee-apiKey"
              name="apiKey"
              type="password"
              value={apiKey}
              onChange={(event) => setApiKey(event.target.value)}
              autoComplete="new-password"
              placeholder={config.apiKey.isSet ? "Leave empty to keep the saved key" : ""}
              aria-invalid={errors.apiKey ? true : undefined}
              aria-describedby={`ezee-apiKey-hint${errors.apiKey ? " ezee-apiKey-error" : ""}`}
              className={INPUT}
            />
            <p id="ezee-apiKey-hint" className="mt-1 text-xs text-ink-muted">
              {config.apiKey.isSet
                ? `A key is saved${config.apiKey.last4 ? ` (ending in ${config.apiKey.last4})` : ""}. It is stored encrypted and never shown again.`
                : "No key saved yet. It is stored encrypted and never shown again."}
            </p>
            {fieldError("apiKey")}
          </div>
          <div>
            <label htmlFor="ezee-apiUrl" className="mb-1 block text-sm font-semibold text-ink">
              API URL
            </label>
            <input
              id="ezee-apiUrl"
              name="apiUrl"
              type="url"
              defaultValue={configValues?.apiUrl ?? config.apiUrl}
              aria-invalid={errors.apiUrl ? true : undefined}
              aria-describedby={errors.apiUrl ? "ezee-apiUrl-error" : undefined}
              className={INPUT}
            />
            {fieldError("apiUrl")}
          </div>
          <label className="flex min-h-11 items-center gap-3 text-ink">
            <input
              type="checkbox"
              name="isActive"
              defaultChecked={configValues ? configValues.isActive === "on" : config.isActive}
              className="size-5 accent-ocean-700"
            />
            Active (push bookings and check eZee availability)
          </label>
          <p className="text-sm text-ink-muted">Last sync: {formatTime(config.lastSync)}</p>
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              name="intent"
              value="save-config"
              disabled={busy}
              className={BUTTON}
            >
              {busyIntent === "save-config" ? "Saving..." : "Save configuration"}
            </button>
            <button
              type="submit"
              name="intent"
              value="test"
              disabled={busy || !canTest}
              aria-describedby="ezee-test-hint"
              className={BUTTON_OUTLINE}
            >
              {busyIntent === "test" ? "Testing..." : "Test Connection"}
            </button>
          </div>
          <p id="ezee-test-hint" className="text-xs text-ink-muted">
            Test Connection asks eZee for the room types with the values typed here, without saving
            them: the saved configuration keeps working whatever the test says. An empty key field
            tests the saved key.
          </p>
        </Form>
      </TabPanel>

      <TabPanel idPrefix="ezee" value="mapping" selected={tab} className="mt-6">
        {ezeeTypes.length === 0 ? (
          <p className="rounded-lg bg-sand-50 p-4 text-ink">
            No eZee room types yet: run “Sync rooms” on the Synchronization tab first.
          </p>
        ) : null}
        <div className="mt-3 md:overflow-x-auto">
          <table className={`${STACKED.table} md:min-w-[40rem]`}>
            <thead className={STACKED.thead}>
              <tr className="border-b border-sand-200 text-ink-muted">
                <th scope="col" className="py-2 text-start">
                  Website room
                </th>
                <th scope="col" className="py-2 text-start">
                  eZee room type
                </th>
                <th scope="col" className="py-2 text-start">
                  Active
                </th>
                <th scope="col" className="py-2 text-start">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className={STACKED.tbody}>
              {locals.map((local) => {
                const mapping = mappings.find((m) => m.localRoomId === local.id);
                const suggestion = suggestions.find((s) => s.localRoomId === local.id);
                const formId = `ezee-map-${local.id}`;
                const selected = mapping?.ezeeRoomTypeId ?? suggestion?.ezeeRoomTypeId ?? "";
                const options = [...ezeeTypes];
                if (mapping && !options.some((o) => o.id === mapping.ezeeRoomTypeId)) {
                  options.push({
                    id: mapping.ezeeRoomTypeId,
                    name: mapping.ezeeRoomTypeName,
                    isActive: false,
                  });
                }
                return (
                  <tr key={local.id} className={`${STACKED.row} align-middle`}>
                    <Cell as="th" scope="row" className="font-semibold">
                      {local.name}
                    </Cell>
                    <Cell label="eZee room type" className="md:pe-3">
                      <label htmlFor={`${formId}-type`} className="sr-only">
                        eZee room type for {local.name}
                      </label>
                      <select
                        // Remount when the choices or the saved value change (defaultValue applies once).
                        key={`${selected}|${options.length}`}
                        id={`${formId}-type`}
                        name="ezeeRoomTypeId"
                        form={formId}
                        defaultValue={selected}
                        className={INPUT}
                        aria-describedby={
                          !mapping && suggestion ? `${formId}-suggested` : undefined
                        }
                      >
                        <option value="">Not mapped</option>
                        {options.map((option) => (
                          <option key={option.id} value={option.id}>
                            {option.name} ({option.id})
                            {option.isActive ? "" : " – no longer in eZee"}
                          </option>
                        ))}
                      </select>
                      {!mapping && suggestion ? (
                        <p id={`${formId}-suggested`} className="mt-1 text-xs text-ocean-800">
                          Suggested by name: {suggestion.ezeeRoomTypeName}. Save to use it.
                        </p>
                      ) : null}
                    </Cell>
                    <Cell label="Active" className="md:pe-3">
                      <label className="inline-flex min-h-11 items-center gap-2">
                        <input
                          key={`${mapping?.id ?? 0}|${mapping?.isActive ?? true}`}
                          type="checkbox"
                          name="isActive"
                          form={formId}
                          defaultChecked={mapping?.isActive ?? true}
                          className="size-5 accent-ocean-700"
                        />
                        <span className="sr-only">Mapping of {local.name} active</span>
                      </label>
                    </Cell>
                    <Cell>
                      <Form method="post" id={formId} className="flex flex-wrap gap-2">
                        <input type="hidden" name="localRoomId" value={local.id} />
                        <input type="hidden" name="mappingId" value={mapping?.id ?? ""} />
                        <button
                          type="submit"
                          name="intent"
                          value="save-mapping"
                          disabled={busy || ezeeTypes.length === 0}
                          className={BUTTON}
                          aria-label={`Save mapping of ${local.name}`}
                        >
                          Save
                        </button>
                        {mapping ? (
                          <button
                            type="submit"
                            name="intent"
                            value="delete-mapping"
                            disabled={busy}
                            className={BUTTON_OUTLINE}
                            aria-label={`Remove mapping of ${local.name}`}
                          >
                            Remove
                          </button>
                        ) : null}
                      </Form>
                    </Cell>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </TabPanel>

      <TabPanel idPrefix="ezee" value="rates" selected={tab} className="mt-6">
        {ratePlans.length === 0 ? (
          <p className="rounded-lg bg-sand-50 p-4 text-ink">
            No rate plans yet: run “Sync rates” on the Synchronization tab.
          </p>
        ) : (
          <div className="md:overflow-x-auto">
            <table className={`${STACKED.table} md:min-w-[48rem]`}>
              <thead className={STACKED.thead}>
                <tr className="border-b border-sand-200 text-ink-muted">
                  <th scope="col" className="py-2 text-start">
                    Rate plan id
                  </th>
                  <th scope="col" className="py-2 text-start">
                    Name
                  </th>
                  <th scope="col" className="py-2 text-start">
                    Room type
                  </th>
                  <th scope="col" className="py-2 text-start">
                    Occupancy
                  </th>
                  <th scope="col" className="py-2 text-start">
                    Meal plan
                  </th>
                  <th scope="col" className="py-2 text-start">
                    Active
                  </th>
                </tr>
              </thead>
              <tbody className={STACKED.tbody}>
                {ratePlans.map((plan) => (
                  <tr key={plan.id} className={STACKED.row}>
                    <Cell label="Rate plan id">
                      <span className="font-mono text-xs">{plan.ratePlanId}</span>
                    </Cell>
                    <Cell label="Name">{plan.ratePlanName}</Cell>
                    <Cell label="Room type">
                      {ezeeTypes.find((type) => type.id === plan.roomTypeId)?.name ??
                        plan.roomTypeId}
                    </Cell>
                    <Cell label="Occupancy">{plan.occupancyType ?? "–"}</Cell>
                    <Cell label="Meal plan">{plan.mealPlan ?? "–"}</Cell>
                    <Cell label="Active">{plan.isActive ? "Yes" : "No"}</Cell>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </TabPanel>

      <TabPanel idPrefix="ezee" value="sync" selected={tab} className="mt-6 max-w-2xl">
        {!config.isActive ? (
          <p id="ezee-sync-hint" className="rounded-lg bg-sand-50 p-4 text-ink">
            Synchronization is available once the configuration is active.
          </p>
        ) : null}
        <Form method="post" className="mt-4 flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="sync-rooms"
            disabled={busy || !config.isActive}
            aria-describedby={!config.isActive ? "ezee-sync-hint" : undefined}
            className={BUTTON}
          >
            {busyIntent === "sync-rooms" ? "Syncing rooms..." : "Sync rooms"}
          </button>
          <button
            type="submit"
            name="intent"
            value="sync-rates"
            disabled={busy || !config.isActive}
            aria-describedby={!config.isActive ? "ezee-sync-hint" : undefined}
            className={BUTTON}
          >
            {busyIntent === "sync-rates" ? "Syncing rates..." : "Sync rates"}
          </button>
        </Form>
        <dl className="mt-6 grid gap-x-6 sm:grid-cols-[14rem_1fr]">
          {(
            [
              ["Last sync", formatTime(config.lastSync)],
              ["Room types from eZee", String(ezeeTypes.length)],
              ["Rate plans from eZee", String(ratePlans.length)],
              ["Rooms mapped", `${mappings.length} of ${locals.length}`],
              ["Last successful call", formatTime(health.lastSuccessAt)],
              [
                "Last error",
                health.lastError
                  ? `${health.lastError} (${formatTime(health.lastErrorAt)})`
                  : "none",
              ],
              ...health.queues.map((queue) => [queue.label, String(queue.count)]),
            ] as [string, string][]
          ).map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="py-1 text-sm text-ink-muted">{term}</dt>
              <dd className="py-1 text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-sm text-ink-muted">{health.fallback}</p>
        <h2 className="mt-8 font-display text-xl text-ink">Booking pushes that failed</h2>
        {pushProblems.length === 0 ? (
          <p className="mt-2 text-ink-muted">None: every booking push went through.</p>
        ) : (
          <div className="mt-3 md:overflow-x-auto">
            <table className={`${STACKED.table} md:min-w-[40rem]`}>
              <thead className={STACKED.thead}>
                <tr className="border-b border-sand-200 text-ink-muted">
                  <th scope="col" className="py-2 text-start">
                    Booking
                  </th>
                  <th scope="col" className="py-2 text-start">
                    Push
                  </th>
                  <th scope="col" className="py-2 text-start">
                    State
                  </th>
                  <th scope="col" className="py-2 text-start">
                    Last error
                  </th>
                  <th scope="col" className="py-2 text-start">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className={STACKED.tbody}>
                {pushProblems.map((push) => (
                  <tr key={push.jobId} className={`${STACKED.row} align-top`}>
                    <Cell className="font-semibold">{push.reference ?? `#${push.bookingId}`}</Cell>
                    <Cell label="Push">{push.kind === "cancel" ? "Cancellation" : "Booking"}</Cell>
                    <Cell label="State">
                      {push.state === "given_up"
                        ? `Given up after ${push.attempts} attempts (${formatTime(push.gaveUpAt)})`
                        : `Retrying: attempt ${push.attempts + 1} at ${formatTime(push.nextAttemptAt)}`}
                    </Cell>
                    <Cell label="Last error">
                      <span className="text-danger">{push.lastError ?? ""}</span>
                    </Cell>
                    <Cell>
                      <Form method="post">
                        <input type="hidden" name="jobId" value={push.jobId} />
                        <button
                          type="submit"
                          name="intent"
                          value="resend-push"
                          disabled={busy || !config.isActive}
                          className={BUTTON_OUTLINE}
                        >
                          Resend now
                        </button>
                      </Form>
                    </Cell>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </TabPanel>
    </>
  );
}
