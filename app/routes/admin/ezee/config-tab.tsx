import { useEffect, useState } from "react";
import { FieldError, INPUT } from "~/components/admin/integration-parts";
import { formatHotelDateTime } from "../../../../core/format";
import {
  type ActionResult,
  BUTTON,
  BUTTON_OUTLINE,
  type Busy,
  type EzeeData,
  type Submit,
} from "./shared";

/** Configuration tab: hotel code, API key (write-only), API URL, active; save or test. */
export function ConfigTab({
  config,
  result,
  busy,
  busyIntent,
  onSubmit,
}: Pick<EzeeData, "config"> & Busy & { result: ActionResult | undefined; onSubmit: Submit }) {
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

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-2xl gap-4">
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
        <FieldError id="ezee-hotelCode-error" message={errors.hotelCode} />
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
        <FieldError id="ezee-apiKey-error" message={errors.apiKey} />
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
        <FieldError id="ezee-apiUrl-error" message={errors.apiUrl} />
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
      <p className="text-sm text-ink-muted">Last sync: {formatHotelDateTime(config.lastSync)}</p>
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save-config" disabled={busy} className={BUTTON}>
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
        them: the saved configuration keeps working whatever the test says. An empty key field tests
        the saved key.
      </p>
    </form>
  );
}
