/**
 * What each button of the eZee screen does, through the admin API (/api/admin/ezee/*),
 * and the notice it leaves: a title, a message and, for a failure, the reason and the
 * field errors. The form's typed values come back without the key.
 */
import { type ApiResult, adminApi } from "~/admin/api-client";
import type { ActionResult, Values } from "./shared";

/** The title and message of each failed action, with the reason underneath. */
const FAILURE: Record<string, { title: string; message: string }> = {
  "save-config": { title: "Configuration Error", message: "Failed to update configuration" },
  test: { title: "Connection Test Failed", message: "Connection test failed" },
  "sync-rooms": { title: "Sync Failed", message: "Room sync failed" },
  "sync-rates": { title: "Sync Failed", message: "Rate sync failed" },
  "save-rates-source": { title: "Not saved", message: "Where rates come from was not changed" },
  "save-mapping": { title: "Mapping Error", message: "Failed to save the room mapping" },
  "delete-mapping": { title: "Mapping Error", message: "Failed to remove the room mapping" },
  "resend-push": { title: "Push not sent", message: "The push could not be resent" },
};

function failed(
  intent: string,
  detail: string,
  errors: Record<string, string> = {},
  values?: Values,
): ActionResult {
  const known = FAILURE[intent] ?? { title: "Error", message: "Something went wrong" };
  return { intent, ok: false, ...known, detail, errors, ...(values ? { values } : {}) };
}

const failedCall = (intent: string, result: ApiResult<unknown>, values?: Values) =>
  failed(intent, result.message, result.errors, values);

/** The typed configuration: the key is never sent back, not even what was typed. */
const config = (values: Values) => ({
  hotelCode: values.hotelCode ?? "",
  apiKey: values.apiKey ?? "",
  apiUrl: values.apiUrl ?? "",
});

/** Runs one button's intent (the form's fields, `intent` among them). */
export async function runEzeeIntent(values: Values): Promise<ActionResult> {
  const intent = values.intent ?? "";
  const echo = { ...values, apiKey: "" };
  switch (intent) {
    case "test": {
      // The typed values, not saved: a failed test leaves the working key in place.
      const result = await adminApi.post<{
        connected: boolean;
        message: string;
        errors?: Record<string, string>;
      }>("/api/admin/ezee/test-connection", config(values));
      if (!result.ok) return failedCall(intent, result, echo);
      if (!result.body.connected) {
        return failed(intent, result.body.message, result.body.errors ?? {}, echo);
      }
      return {
        intent,
        ok: true,
        title: "Connected",
        message: `${result.body.message} Nothing was saved: use Save configuration to keep these values.`,
        values: echo,
      };
    }
    case "save-config": {
      const result = await adminApi.put("/api/admin/ezee/config", {
        ...config(values),
        isActive: values.isActive === "on",
      });
      if (!result.ok) return failedCall(intent, result, echo);
      return { intent, ok: true, title: "Saved", message: "Configuration saved." };
    }
    case "sync-rooms": {
      const result = await adminApi.post<{ message: string; suggestions: number }>(
        "/api/admin/ezee/sync-rooms",
      );
      if (!result.ok) return failedCall(intent, result);
      const hint = result.body.suggestions
        ? ` ${result.body.suggestions} room mappings suggested by name: check the Room Mapping tab.`
        : "";
      return { intent, ok: true, title: "Rooms synchronised", message: result.message + hint };
    }
    case "sync-rates": {
      const result = await adminApi.post("/api/admin/ezee/sync-rates");
      if (!result.ok) return failedCall(intent, result);
      return { intent, ok: true, title: "Rates synchronised", message: result.message };
    }
    case "save-rates-source": {
      const result = await adminApi.put("/api/admin/ezee/rates-source", {
        source: values.ratesSource ?? "",
      });
      if (!result.ok) return failedCall(intent, result);
      return { intent, ok: true, title: "Saved", message: result.message };
    }
    case "save-mapping": {
      const id = Number(values.mappingId);
      const input = {
        localRoomId: Number(values.localRoomId),
        ezeeRoomTypeId: (values.ezeeRoomTypeId ?? "").trim(),
        isActive: values.isActive === "on",
      };
      const result =
        id > 0
          ? await adminApi.put(`/api/admin/ezee/room-mappings/${id}`, input)
          : await adminApi.post("/api/admin/ezee/room-mappings", input);
      if (!result.ok) return failedCall(intent, result);
      return { intent, ok: true, title: "Mapping saved", message: "Room mapping saved." };
    }
    case "delete-mapping": {
      const result = await adminApi.delete(
        `/api/admin/ezee/room-mappings/${Number(values.mappingId)}`,
      );
      if (!result.ok) return failedCall(intent, result);
      return { intent, ok: true, title: "Mapping removed", message: "Room mapping removed." };
    }
    case "resend-push": {
      const result = await adminApi.post<{ pushed: boolean; message: string }>(
        `/api/admin/ezee/pushes/${Number(values.jobId)}/resend`,
      );
      if (!result.ok) return failedCall(intent, result);
      const { pushed, message } = result.body;
      return { intent, ok: pushed, title: pushed ? "Push sent" : "Push not sent", message };
    }
    default:
      return failed(intent, "Unknown action");
  }
}
