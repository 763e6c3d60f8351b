import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import type { BusyWith, PesapalData, Submit } from "./shared";

const PAYMENT_METHODS = [
  "M-PESA",
  "Airtel Money",
  "T-Kash",
  "Visa",
  "Mastercard",
  "Bank transfers",
];

/** Testing tab: the connection test, the payment methods, the team's sandbox test values. */
export function TestingTab({
  config,
  busy,
  onSubmit,
}: Pick<PesapalData, "config"> & { busy: BusyWith; onSubmit: Submit }) {
  return (
    <>
      <h2 className="font-display text-2xl text-ink">Connection</h2>
      <p className="mt-1 text-sm text-ink-muted">
        Asks Pesapal for an access token with the saved credentials.
        {config.isActive ? "" : " Activate the configuration to run the test."}
      </p>
      <form onSubmit={onSubmit} className="mt-3">
        <input type="hidden" name="intent" value="test-connection" />
        <Button type="submit" disabled={!config.isActive || busy("test-connection")}>
          {busy("test-connection") ? "Testing..." : "Test Connection"}
        </Button>
      </form>

      <h2 className="mt-10 font-display text-2xl text-ink">Payment methods</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {PAYMENT_METHODS.map((method) => (
          <li key={method} className="rounded-full bg-sand-100 px-3 py-1 text-sm text-ink">
            {method}
          </li>
        ))}
      </ul>

      <h2 className="mt-10 font-display text-2xl text-ink">Sandbox test values</h2>
      <p className="mt-1 text-sm text-ink-muted">
        Pesapal publishes no fixed list. These start with the values the demo's local Pesapal fake
        accepts; replace them with the test cards and phone number shown on your sandbox payment
        page, for the team.
      </p>
      <form
        onSubmit={onSubmit}
        className="mt-3 grid gap-4 sm:grid-cols-2"
        key={`testing-${config.updatedAt}`}
      >
        <input type="hidden" name="intent" value="save-testing" />
        <Field id="pesapal-test-cards" label="Test card numbers (one per line)">
          <Textarea name="testCardNumbers" rows={4} defaultValue={config.testCardNumbers} />
        </Field>
        <Field id="pesapal-test-phone" label="Test phone number">
          <Input name="testPhoneNumber" defaultValue={config.testPhoneNumber} inputMode="tel" />
        </Field>
        <div className="sm:col-span-2">
          <Button type="submit" variant="secondary" disabled={busy("save-testing")}>
            Save test values
          </Button>
        </div>
      </form>
    </>
  );
}
