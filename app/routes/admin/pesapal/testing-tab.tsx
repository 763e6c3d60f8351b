import { INPUT } from "~/components/admin/integration-parts";
import {
  BUTTON_FILLED,
  BUTTON_OUTLINE,
  type BusyWith,
  type PesapalData,
  type Submit,
} from "./shared";

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
        <button
          type="submit"
          disabled={!config.isActive || busy("test-connection")}
          className={BUTTON_FILLED}
        >
          {busy("test-connection") ? "Testing..." : "Test Connection"}
        </button>
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
        <div>
          <label htmlFor="pesapal-test-cards" className="mb-1 block text-sm font-semibold text-ink">
            Test card numbers (one per line)
          </label>
          <textarea
            id="pesapal-test-cards"
            name="testCardNumbers"
            rows={4}
            defaultValue={config.testCardNumbers}
            className={INPUT}
          />
        </div>
        <div>
          <label htmlFor="pesapal-test-phone" className="mb-1 block text-sm font-semibold text-ink">
            Test phone number
          </label>
          <input
            id="pesapal-test-phone"
            name="testPhoneNumber"
            defaultValue={config.testPhoneNumber}
            inputMode="tel"
            className={INPUT}
          />
        </div>
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy("save-testing")} className={BUTTON_OUTLINE}>
            Save test values
          </button>
        </div>
      </form>
    </>
  );
}
