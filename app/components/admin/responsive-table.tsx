/** The stacked admin table now lives in the shared primitives (ui/table.tsx). */
export { Cell, ROW_ACTION, STACKED } from "~/components/ui/table";
