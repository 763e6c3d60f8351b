import { callHealthFacts, FactList } from "~/components/admin/integration-parts";
import { Button } from "~/components/ui/button";
import { Field, LABEL_CLASS } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { BusyWith, PesapalData, Submit } from "./shared";

type Config = PesapalData["config"];

/** A write-only credential: only whether it is set and its last four characters are shown. */
function CredentialField({
  name,
  label,
  config,
  error,
}: {
  name: "consumerKey" | "consumerSecret";
  label: string;
  config: Config;
  error: string | undefined;
}) {
  const id = `pesapal-${name}`;
  const masked = config[name];
  const hint = masked.isSet
    ? `Set${masked.last4 ? `, ends in ${masked.last4}` : ""}. Leave empty to keep it; stored encrypted.`
    : "Required. Stored encrypted; never shown again.";
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <Input
        name={name}
        type={name === "consumerSecret" ? "password" : "text"}
        autoComplete="off"
        spellCheck={false}
      />
    </Field>
  );
}

/** Two radio buttons for a boolean setting, sent as "true" or "false". */
function YesNoChoice({
  legend,
  name,
  checked,
  labels,
}: {
  legend: string;
  name: string;
  checked: boolean;
  labels: [yes: string, no: string];
}) {
  return (
    <fieldset>
      <legend className={LABEL_CLASS}>{legend}</legend>
      <div className="flex gap-4">
        {(
          [
            ["true", labels[0]],
            ["false", labels[1]],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={name}
              value={value}
              defaultChecked={String(checked) === value}
              className="size-4"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Configuration tab: credentials, environment, status; the IPN registration. */
export function ConfigurationTab({
  config,
  health,
  errors,
  busy,
  onSubmit,
}: Pick<PesapalData, "config" | "health"> & {
  errors: Record<string, string>;
  busy: BusyWith;
  onSubmit: Submit;
}) {
  return (
    <>
      {/* Remounted after a save, so the credential fields empty again. */}
      <form
        noValidate
        onSubmit={onSubmit}
        key={config.updatedAt ?? "new"}
        className="grid gap-4 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="save" />
        <CredentialField
          name="consumerKey"
          label="Consumer key"
          config={config}
          error={errors.consumerKey}
        />
        <CredentialField
          name="consumerSecret"
          label="Consumer secret"
          config={config}
          error={errors.consumerSecret}
        />
        <YesNoChoice
          legend="Environment"
          name="sandbox"
          checked={config.sandbox}
          labels={["Sandbox", "Production"]}
        />
        <YesNoChoice
          legend="Status"
          name="isActive"
          checked={config.isActive}
          labels={["Active", "Inactive"]}
        />
        <p className="text-sm text-ink-muted sm:col-span-2">
          Changing the environment or the credentials clears the IPN registration: register it again
          afterwards. While active, every web booking waits for payment and holds its rooms for 30
          minutes.
        </p>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={busy("save")}>
            {busy("save") ? "Saving..." : "Save configuration"}
          </Button>
        </div>
      </form>

      <h2 className="mt-10 font-display text-2xl text-ink">Payment notifications (IPN)</h2>
      <FactList
        className="mt-3 sm:grid-cols-[12rem_1fr]"
        valueClassName="text-sm"
        facts={[
          { term: "IPN ID", value: config.ipnId ?? "not registered", mono: true },
          { term: "IPN URL", value: config.ipnUrl ?? "not registered", mono: true },
          { term: "Will register", value: config.expectedIpnUrl, mono: true },
          ...callHealthFacts(health),
        ]}
      />
      <form onSubmit={onSubmit} className="mt-4">
        <input type="hidden" name="intent" value="register-ipn" />
        <Button
          type="submit"
          variant="secondary"
          disabled={busy("register-ipn") || !config.consumerKey.isSet}
        >
          {busy("register-ipn") ? "Registering..." : "Register IPN"}
        </Button>
      </form>
    </>
  );
}
