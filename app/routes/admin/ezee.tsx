import { asc } from "drizzle-orm";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { formValues } from "~/components/admin/admin-form";
import { ActionNotice, ActiveBadge } from "~/components/admin/integration-parts";
import { TabList, TabPanel } from "~/components/ui/tabs";
import { roomTypes } from "../../../server/db/schema";
import { getEzeeConfigView } from "../../../server/services/ezee/config";
import { integrationStatus } from "../../../server/services/ezee/health";
import { listEzeePushProblems } from "../../../server/services/ezee/push";
import {
  listEzeeMappings,
  listEzeeRatePlans,
  listEzeeRoomTypes,
  suggestEzeeMappings,
} from "../../../server/services/ezee/sync";
import type { Route } from "./+types/ezee";
import { runEzeeIntent } from "./ezee/actions";
import { ConfigTab } from "./ezee/config-tab";
import { MappingTab } from "./ezee/mapping-tab";
import { RatesTab } from "./ezee/rates-tab";
import { type ActionResult, type Submit, TABS, type TabId } from "./ezee/shared";
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

/** eZee Absolute link (/admin/ezee): the tabs Configuration, Room Mapping, Rate Plans, Synchronization. */
export default function AdminEzee({ loaderData }: Route.ComponentProps) {
  const { config } = loaderData;
  const revalidator = useRevalidator();
  const [result, setResult] = useState<ActionResult>();
  const [busyIntent, setBusyIntent] = useState("");
  const busy = busyIntent !== "";
  const [tab, setTab] = useState<TabId>("config");

  /** A button's form: its intent through the admin API, then the screen's data again. */
  const onSubmit: Submit = async (event) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const values = formValues(event.currentTarget, submitter);
    setBusyIntent(values.intent ?? "");
    const outcome = await runEzeeIntent(values);
    if (outcome.ok) await revalidator.revalidate();
    setResult(outcome);
    setBusyIntent("");
  };

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
        <ConfigTab
          config={config}
          result={result}
          busy={busy}
          busyIntent={busyIntent}
          onSubmit={onSubmit}
        />
      </TabPanel>
      <TabPanel idPrefix="ezee" value="mapping" selected={tab} className="mt-6">
        <MappingTab {...loaderData} busy={busy} onSubmit={onSubmit} />
      </TabPanel>
      <TabPanel idPrefix="ezee" value="rates" selected={tab} className="mt-6">
        <RatesTab {...loaderData} />
      </TabPanel>
      <TabPanel idPrefix="ezee" value="sync" selected={tab} className="mt-6 max-w-2xl">
        <SyncTab {...loaderData} busy={busy} busyIntent={busyIntent} onSubmit={onSubmit} />
      </TabPanel>
    </>
  );
}
