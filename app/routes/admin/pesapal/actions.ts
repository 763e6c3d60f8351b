/**
 * What each button of the Pesapal screen does, through the admin API
 * (/api/admin/pesapal/*), and the notice it leaves above the tabs.
 */
import { adminApi } from "~/admin/api-client";
import type { ActionOutcome } from "~/components/admin/integration-parts";

type Values = Record<string, string>;

/** "Failed to update configuration." with the first problem, each also at its field. */
function configFailure(intent: string, message: string, errors: Record<string, string>) {
  const shown = Object.keys(errors).length > 0 ? errors : { form: message };
  // The API's own wording for an unexpected failure says no more than the title.
  const first = Object.values(shown)[0] ?? "";
  const reason = first === "Failed to update configuration" ? "Please try again." : first;
  return {
    intent,
    ok: false,
    title: "Configuration Error",
    message: `Failed to update configuration. ${reason}`.trim(),
    errors: shown,
  } satisfies ActionOutcome;
}

/** Runs one form's intent (its hidden `intent` field) with the form's fields. */
export async function runPesapalIntent(values: Values): Promise<ActionOutcome> {
  const intent = values.intent ?? "";
  switch (intent) {
    case "save": {
      const result = await adminApi.put("/api/admin/pesapal/config", {
        consumerKey: values.consumerKey ?? "",
        consumerSecret: values.consumerSecret ?? "",
        sandbox: values.sandbox !== "false",
        isActive: values.isActive === "true",
      });
      if (!result.ok) return configFailure(intent, result.message, result.errors);
      return { intent, ok: true, title: "Saved", message: result.message };
    }
    case "save-testing": {
      const result = await adminApi.put("/api/admin/pesapal/test-values", {
        testCardNumbers: values.testCardNumbers ?? "",
        testPhoneNumber: values.testPhoneNumber ?? "",
      });
      if (!result.ok) return configFailure(intent, result.message, result.errors);
      return { intent, ok: true, title: "Saved", message: result.message };
    }
    case "register-ipn": {
      const result = await adminApi.post("/api/admin/pesapal/register-ipn");
      if (result.ok) return { intent, ok: true, title: "IPN registered", message: result.message };
      return {
        intent,
        ok: false,
        title: "IPN Registration Failed",
        message: result.message.startsWith("Failed to register IPN")
          ? result.message
          : `Failed to register IPN. ${result.message}`,
      };
    }
    case "test-connection": {
      const result = await adminApi.get<{ success: boolean; message: string }>(
        "/api/admin/pesapal/test-connection",
      );
      const success = result.ok && result.body.success;
      return {
        intent,
        ok: success,
        title: success ? "Connection successful" : "Connection Test Failed",
        message: result.message,
      };
    }
    default:
      return { intent, ok: false, title: "Error", message: "Unknown action." };
  }
}
