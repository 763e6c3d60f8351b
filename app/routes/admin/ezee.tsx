import { asc } from "drizzle-orm";
import { type ReactNode, useState } from "react";
import {
  ActiveBadge,
  ProviderScreen,
  useProviderIntent,
} from "~/components/admin/integration-parts";
import { roomTypes } from "~server/db/schema";
import { getEzeeConfigView } from "~server/services/property/config";
import { integrationStatus } from "~server/services/property/health";
import { listEzeePushProblems } from "~server/services/property/push";
import { ezeeRatesFeedState } from "~server/services/property/rates-feed";
import {
  listEzeeMappings,
  listEzeeRatePlans,
  listEzeeRoomTypes,
  suggestEzeeMappings,
} from "~server/services/property/sync";
import type { Route } from "./+types/ezee";
import { runEzeeIntent } from "./ezee/actions";
import { ConfigTab } from "./ezee/config-tab";
import { MappingTab } from "./ezee/mapping-tab";
import { RatesTab } from "./ezee/rates-tab";
import { TABS, type TabId } from "./ezee/shared";
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
  const [pushProblems, ratesFeed] = await Promise.all([
    listEzeePushProblems(db),
    ezeeRatesFeedState(db),
  ]);
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
    ratesFeed,
  };
}

/** eZee Absolute link (/admin/ezee): the tabs Configuration, Room Mapping, Rate Plans, Synchronization. */
export default function AdminEzee({ loaderData }: Route.ComponentProps) {
  const { config } = loaderData;
  const { result, busyIntent, onSubmit } = useProviderIntent(runEzeeIntent);
  const [tab, setTab] = useState<TabId>("config");
  const actions = { busy: busyIntent !== "", busyIntent, onSubmit };
  const content: Record<TabId, ReactNode> = {
    config: <ConfigTab config={config} result={result} {...actions} />,
    mapping: <MappingTab {...loaderData} {...actions} />,
    rates: <RatesTab {...loaderData} {...actions} />,
    sync: <SyncTab {...loaderData} {...actions} />,
  };

  return (
    <ProviderScreen
      title="eZee integration"
      badge={<ActiveBadge active={config.isActive} />}
      intro="Web bookings of mapped rooms are sent to eZee Absolute, and rooms sold on other channels are no longer offered here."
      result={result}
      label="eZee settings"
      idPrefix="ezee"
      tabs={TABS.map((item) => ({
        ...item,
        content: content[item.value],
        className: item.value === "sync" ? "max-w-2xl" : undefined,
      }))}
      tab={tab}
      onTab={setTab}
    />
  );
}
