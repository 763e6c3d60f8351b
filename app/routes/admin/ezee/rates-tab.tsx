import { NoticeBox } from "~/components/admin/integration-parts";
import { Button } from "~/components/ui/button";
import { Cell, Table, TableRow } from "~/components/ui/table";
import type { Busy, EzeeData, Submit } from "./shared";

/** "Rates come from": the site's calendar or eZee (allowed once eZee is active and mapped). */
function RatesSourceForm({
  ratesFeed,
  busy,
  busyIntent,
  onSubmit,
}: Pick<EzeeData, "ratesFeed"> & Busy & { onSubmit: Submit }) {
  const choices = [
    ["site", "The site's own rate calendar (Rates)"],
    ["ezee", "eZee: each rate sync writes the calendar of mapped room types"],
  ] as const;
  return (
    <form onSubmit={onSubmit} className="mb-6 grid max-w-2xl gap-3">
      <fieldset
        className="grid gap-2"
        aria-describedby={ratesFeed.allowed ? "ezee-rates-source-hint" : "ezee-rates-source-why"}
      >
        <legend className="mb-1 text-sm font-semibold text-ink">Rates come from</legend>
        {choices.map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-3 text-ink">
            <input
              key={ratesFeed.source}
              type="radio"
              name="ratesSource"
              value={value}
              defaultChecked={ratesFeed.source === value}
              disabled={value === "ezee" && !ratesFeed.allowed && ratesFeed.source !== "ezee"}
              className="size-5 accent-ocean-700"
            />
            {label}
          </label>
        ))}
      </fieldset>
      {ratesFeed.allowed ? (
        <p id="ezee-rates-source-hint" className="text-sm text-ink-muted">
          From eZee: each rate plan's price without tax goes into the single or double, room only or
          breakfast rate it stands for, with eZee's minimum stay, stop sell and closed to arrival or
          departure, for the next 12 months ({ratesFeed.roomTypes} mapped room types).
        </p>
      ) : (
        <p id="ezee-rates-source-why" className="text-sm text-ink-muted">
          {ratesFeed.reason}
        </p>
      )}
      <div>
        <Button type="submit" name="intent" value="save-rates-source" disabled={busy}>
          {busyIntent === "save-rates-source" ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}

/** Rate Plans tab: where rates come from, and the rate plans last read from eZee (read only). */
export function RatesTab({
  ratePlans,
  ezeeTypes,
  ratesFeed,
  ...actions
}: Pick<EzeeData, "ratePlans" | "ezeeTypes" | "ratesFeed"> & Busy & { onSubmit: Submit }) {
  const source = <RatesSourceForm ratesFeed={ratesFeed} {...actions} />;
  if (ratePlans.length === 0) {
    return (
      <>
        {source}
        <NoticeBox>No rate plans yet: run “Sync rates” on the Synchronization tab.</NoticeBox>
      </>
    );
  }
  return (
    <>
      {source}
      <Table
        columns={["Rate plan id", "Name", "Room type", "Occupancy", "Meal plan", "Active"]}
        className="md:min-w-[48rem]"
        wrapperClassName=""
      >
        {ratePlans.map((plan) => (
          <TableRow key={plan.id}>
            <Cell label="Rate plan id">
              <span className="font-mono text-xs">{plan.ratePlanId}</span>
            </Cell>
            <Cell label="Name">{plan.ratePlanName}</Cell>
            <Cell label="Room type">
              {ezeeTypes.find((type) => type.id === plan.roomTypeId)?.name ?? plan.roomTypeId}
            </Cell>
            <Cell label="Occupancy">{plan.occupancyType ?? "–"}</Cell>
            <Cell label="Meal plan">{plan.mealPlan ?? "–"}</Cell>
            <Cell label="Active">{plan.isActive ? "Yes" : "No"}</Cell>
          </TableRow>
        ))}
      </Table>
    </>
  );
}
