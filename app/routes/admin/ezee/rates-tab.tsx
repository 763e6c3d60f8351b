import { NoticeBox } from "~/components/admin/integration-parts";
import { Cell, Table, TableRow } from "~/components/ui/table";
import type { EzeeData } from "./shared";

/** Rate Plans tab: the rate plans last read from eZee (read only). */
export function RatesTab({ ratePlans, ezeeTypes }: Pick<EzeeData, "ratePlans" | "ezeeTypes">) {
  if (ratePlans.length === 0) {
    return <NoticeBox>No rate plans yet: run “Sync rates” on the Synchronization tab.</NoticeBox>;
  }
  return (
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
  );
}
