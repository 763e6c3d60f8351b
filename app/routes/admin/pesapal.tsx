/**
 * /admin/pesapal: tabs Configuration, Transactions and Testing (one module each). The
 * loader and actions call the same services as /api/admin/pesapal/*. Credentials
 * are never sent to the page: only whether each is set and its last four
 * characters; an empty field keeps the stored value.
 */
import { useState } from "react";
import { data, useNavigation } from "react-router";
import { signedInAdmin } from "~/admin/session.server";
import { ActionNotice, type ActionOutcome } from "~/components/admin/integration-parts";
import { TabList, TabPanel } from "~/components/ui/tabs";
import { readFormData } from "~/form-data.server";
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
import { ConfigurationTab } from "./pesapal/configuration-tab";
import { TAB_LABELS, TABS, type Tab } from "./pesapal/shared";
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

export async function action({ request, context }: Route.ActionArgs) {
  const admin = signedInAdmin(context);
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  const text = (name: string) => String(form.get(name) ?? "");
  const result = (value: ActionOutcome, status = 200) => data(value, { status });

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

export default function AdminPesapal({ loaderData, actionData }: Route.ComponentProps) {
  const { config, transactions, health } = loaderData;
  const [tab, setTab] = useState<Tab>(loaderData.tab);
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const result = actionData as ActionOutcome | undefined;
  const errors = result && !result.ok ? (result.errors ?? {}) : {};

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
        <ConfigurationTab config={config} health={health} errors={errors} busy={busy} />
      </TabPanel>
      <TabPanel idPrefix="pesapal" value="transactions" selected={tab} className="mt-6">
        <TransactionsTab transactions={transactions} />
      </TabPanel>
      <TabPanel idPrefix="pesapal" value="testing" selected={tab} className="mt-6">
        <TestingTab config={config} busy={busy} />
      </TabPanel>
    </>
  );
}
