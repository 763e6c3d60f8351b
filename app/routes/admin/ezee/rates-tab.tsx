import { ColumnHeads } from "~/components/admin/integration-parts";
import { Cell, STACKED } from "~/components/admin/responsive-table";
import type { EzeeData } from "./shared";

/** Rate Plans tab: the rate plans last read from eZee (read only). */
export function RatesTab({ ratePlans, ezeeTypes }: Pick<EzeeData, "ratePlans" | "ezeeTypes">) {
  if (ratePlans.length === 0) {
    return (
      <p className="rounded-lg bg-sand-50 p-4 text-ink">
        No rate plans yet: run “Sync rates” on the Synchronization tab.
      </p>
    );
  }
  return (
    <div className="md:overflow-x-auto">
      <table className={`${STACKED.table} md:min-w-[48rem]`}>
        <ColumnHeads
          columns={["Rate plan id", "Name", "Room type", "Occupancy", "Meal plan", "Active"]}
        />
        <tbody className={STACKED.tbody}>
          {ratePlans.map((plan) => (
            <tr key={plan.id} className={STACKED.row}>
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
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
