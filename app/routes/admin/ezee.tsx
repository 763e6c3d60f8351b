import { asc } from "drizzle-orm";
import { useState } from "react";
import { data, useNavigation } from "react-router";
import { signedInAdmin } from "~/admin/session.server";
import { ActionNotice, ActiveBadge } from "~/components/admin/integration-parts";
import { TabList, TabPanel } from "~/components/ui/tabs";
import { readFormData } from "~/form-data.server";
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
import { ConfigTab } from "./ezee/config-tab";
import { MappingTab } from "./ezee/mapping-tab";
import { RatesTab } from "./ezee/rates-tab";
import { type ActionResult, TABS, type TabId, type Values } from "./ezee/shared";
import { SyncTab } from "./ezee/sync-tab";

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

/** The title and message of each failed action, with the reason underneath. */
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

const TAB_OF_INTENT: Record<string, TabId> = {
  "save-config": "config",
  test: "config",
  "save-mapping": "mapping",
  "delete-mapping": "mapping",
  "sync-rooms": "sync",
  "sync-rates": "sync",
  "resend-push": "sync",
};

/** eZee Absolute link (/admin/ezee): the tabs Configuration, Room Mapping, Rate Plans, Synchronization. */
export default function AdminEzee({ loaderData, actionData }: Route.ComponentProps) {
  const { config } = loaderData;
  const result = actionData as ActionResult | undefined;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const busyIntent = busy ? String(navigation.formData?.get("intent") ?? "") : "";
  const [tab, setTab] = useState<TabId>(
    result?.intent ? (TAB_OF_INTENT[result.intent] ?? "config") : "config",
  );

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">eZee integration</h1>
        <p className="text-sm">
          <ActiveBadge active={config.isActive} />
        </p>
      </div>
      <p className="mt-2 text-ink-muted">
        Web bookings of mapped rooms are sent to eZee Absolute, and rooms sold on other channels are
        no longer offered here.
      </p>
      {result ? <ActionNotice result={result} /> : null}

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
        <ConfigTab config={config} result={result} busy={busy} busyIntent={busyIntent} />
      </TabPanel>
      <TabPanel idPrefix="ezee" value="mapping" selected={tab} className="mt-6">
        <MappingTab {...loaderData} busy={busy} />
      </TabPanel>
      <TabPanel idPrefix="ezee" value="rates" selected={tab} className="mt-6">
        <RatesTab {...loaderData} />
      </TabPanel>
      <TabPanel idPrefix="ezee" value="sync" selected={tab} className="mt-6 max-w-2xl">
        <SyncTab {...loaderData} busy={busy} busyIntent={busyIntent} />
      </TabPanel>
    </>
  );
}
