import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { formatHotelDateTime } from "~core/format";
import type { ActionResult, Busy, EzeeData, Submit } from "./shared";

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
      <Field id="ezee-hotelCode" label="Hotel code" error={errors.hotelCode}>
        <Input
          name="hotelCode"
          value={hotelCode}
          onChange={(event) => setHotelCode(event.target.value)}
          inputMode="numeric"
          autoComplete="off"
        />
      </Field>
      <Field
        id="ezee-apiKey"
        label="API key"
        hint={
          config.apiKey.isSet
            ? `A key is saved${config.apiKey.last4 ? ` (ending in ${config.apiKey.last4})` : ""}. It is stored encrypted and never shown again.`
            : "No key saved yet. It is stored encrypted and never shown again."
        }
        error={errors.apiKey}
      >
        <Input
          name="apiKey"
          type="password"
          value={apiKey}
          onChange={(event) => setApiKey(event.target.value)}
          autoComplete="new-password"
          placeholder={config.apiKey.isSet ? "Leave empty to keep the saved key" : ""}
        />
      </Field>
      <Field id="ezee-apiUrl" label="API URL" error={errors.apiUrl}>
        <Input name="apiUrl" type="url" defaultValue={configValues?.apiUrl ?? config.apiUrl} />
      </Field>
      <Checkbox
        label="Active (push bookings and check eZee availability)"
        name="isActive"
        defaultChecked={configValues ? configValues.isActive === "on" : config.isActive}
      />
      <p className="text-sm text-ink-muted">Last sync: {formatHotelDateTime(config.lastSync)}</p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="save-config" disabled={busy}>
          {busyIntent === "save-config" ? "Saving..." : "Save configuration"}
        </Button>
        <Button
          type="submit"
          variant="secondary"
          name="intent"
          value="test"
          disabled={busy || !canTest}
          aria-describedby="ezee-test-hint"
        >
          {busyIntent === "test" ? "Testing..." : "Test Connection"}
        </Button>
      </div>
      <p id="ezee-test-hint" className="text-xs text-ink-muted">
        Test Connection asks eZee for the room types with the values typed here, without saving
        them: the saved configuration keeps working whatever the test says. An empty key field tests
        the saved key.
      </p>
    </form>
  );
}
