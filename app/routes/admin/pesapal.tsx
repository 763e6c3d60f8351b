/**
 * /admin/pesapal: tabs Configuration, Transactions and Testing (one module each). The
 * loader reads what the tabs show; the buttons call /api/admin/pesapal/* through the
 * admin API client (./pesapal/actions.ts). Credentials
 * are never sent to the page: only whether each is set and its last four
 * characters; an empty field keeps the stored value.
 */
import { type ReactNode, useState } from "react";
import { data } from "react-router";
import { ProviderScreen, useProviderIntent } from "~/components/admin/integration-parts";
import { typedRange } from "~/components/admin/range-filter";
import { getPesapalConfig } from "~server/services/payments/config";
import { listTransactions } from "~server/services/payments/transactions";
import { readIntegrationHealth } from "~server/services/platform/integration-health";
import { readPaging } from "~server/services/platform/paging";
import type { Route } from "./+types/pesapal";
import { runPesapalIntent } from "./pesapal/actions";
import { ConfigurationTab } from "./pesapal/configuration-tab";
import { TAB_LABELS, TABS, type Tab } from "./pesapal/shared";
import { TestingTab } from "./pesapal/testing-tab";
import { TransactionsTab } from "./pesapal/transactions-tab";

export function meta() {
  return [{ title: "Pesapal payments | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const params = new URL(request.url).searchParams;
  const tab = params.get("tab");
  // A bad date range is shown by its field on the Transactions tab, with the first page.
  const paging = readPaging(params);
  const [config, transactions, health] = await Promise.all([
    getPesapalConfig(context.services),
    listTransactions(
      db,
      { status: params.get("status") ?? undefined, from: paging.query.from, to: paging.query.to },
      paging.query,
    ),
    readIntegrationHealth(db),
  ]);
  const listed = {
    ...transactions,
    range: typedRange(params),
    errors: paging.ok ? {} : paging.errors,
  };
  return data(
    {
      config,
      transactions: listed,
      health: health.pesapal,
      tab: !paging.ok
        ? "transactions"
        : (TABS as readonly string[]).includes(tab ?? "")
          ? (tab as Tab)
          : "configuration",
    },
    paging.ok ? 200 : 400,
  );
}

export default function AdminPesapal({ loaderData }: Route.ComponentProps) {
  const { config, transactions, health } = loaderData;
  const [tab, setTab] = useState<Tab>(loaderData.tab);
  const { result, busyIntent, onSubmit } = useProviderIntent(runPesapalIntent);
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  const actions = { busy: (intent: string) => busyIntent === intent, onSubmit };
  const content: Record<Tab, ReactNode> = {
    configuration: (
      <ConfigurationTab config={config} health={health} errors={errors} {...actions} />
    ),
    transactions: <TransactionsTab transactions={transactions} />,
    testing: <TestingTab config={config} {...actions} />,
  };

  return (
    <ProviderScreen
      title="Pesapal payments"
      intro={
        config.isActive
          ? `Active (${config.sandbox ? "Sandbox" : "Production"}): guests pay online when they book.`
          : "Inactive: bookings are paid at the hotel."
      }
      result={result}
      label="Pesapal"
      idPrefix="pesapal"
      tabs={TABS.map((value) => ({ value, label: TAB_LABELS[value], content: content[value] }))}
      tab={tab}
      onTab={setTab}
    />
  );
}
