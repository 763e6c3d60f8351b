/**
 * /admin/pesapal: tabs Configuration, Transactions and Testing (one module each). The
 * loader reads what the tabs show; the buttons call /api/admin/pesapal/* through the
 * admin API client (./pesapal/actions.ts). Credentials
 * are never sent to the page: only whether each is set and its last four
 * characters; an empty field keeps the stored value.
 */
import { useState } from "react";
import { useRevalidator } from "react-router";
import { formValues } from "~/components/admin/admin-form";
import { ActionNotice, type ActionOutcome } from "~/components/admin/integration-parts";
import { TabList, TabPanel } from "~/components/ui/tabs";
import { readIntegrationHealth } from "../../../server/services/integration-health";
import { getPesapalConfig } from "../../../server/services/pesapal/config";
import { listTransactions } from "../../../server/services/pesapal/transactions";
import type { Route } from "./+types/pesapal";
import { runPesapalIntent } from "./pesapal/actions";
import { ConfigurationTab } from "./pesapal/configuration-tab";
import { type Submit, TAB_LABELS, TABS, type Tab } from "./pesapal/shared";
import { TestingTab } from "./pesapal/testing-tab";
import { TransactionsTab } from "./pesapal/transactions-tab";

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

export default function AdminPesapal({ loaderData }: Route.ComponentProps) {
  const { config, transactions, health } = loaderData;
  const [tab, setTab] = useState<Tab>(loaderData.tab);
  const revalidator = useRevalidator();
  const [result, setResult] = useState<ActionOutcome>();
  const [busyIntent, setBusyIntent] = useState("");
  const busy = (intent: string) => busyIntent === intent;
  const errors = result && !result.ok ? (result.errors ?? {}) : {};

  /** A form of the screen: its intent through the admin API, then the screen's data again. */
  const onSubmit: Submit = async (event) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    setBusyIntent(values.intent ?? "");
    const outcome = await runPesapalIntent(values);
    if (outcome.ok) await revalidator.revalidate();
    setResult(outcome);
    setBusyIntent("");
  };

  return (
    <>
      <h1 className="font-display text-3xl text-ink">Pesapal payments</h1>
      <p className="mt-2 text-ink-muted">
        {config.isActive
          ? `Active (${config.sandbox ? "Sandbox" : "Production"}): guests pay online when they book.`
          : "Inactive: bookings are paid at the hotel."}
      </p>
      {result ? <ActionNotice result={result} /> : null}

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
        <ConfigurationTab
          config={config}
          health={health}
          errors={errors}
          busy={busy}
          onSubmit={onSubmit}
        />
      </TabPanel>
      <TabPanel idPrefix="pesapal" value="transactions" selected={tab} className="mt-6">
        <TransactionsTab transactions={transactions} />
      </TabPanel>
      <TabPanel idPrefix="pesapal" value="testing" selected={tab} className="mt-6">
        <TestingTab config={config} busy={busy} onSubmit={onSubmit} />
      </TabPanel>
    </>
  );
}
