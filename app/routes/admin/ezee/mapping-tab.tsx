import { NoticeBox } from "~/components/admin/integration-parts";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { Cell, Table, TableRow } from "~/components/ui/table";
import type { Busy, EzeeData, Submit } from "./shared";

/** Room Mapping tab: one row per website room, its eZee room type (or a suggestion by name). */
export function MappingTab({
  mappings,
  ezeeTypes,
  suggestions,
  locals,
  busy,
  onSubmit,
}: Pick<EzeeData, "mappings" | "ezeeTypes" | "suggestions" | "locals"> &
  Pick<Busy, "busy"> & { onSubmit: Submit }) {
  return (
    <>
      {ezeeTypes.length === 0 ? (
        <NoticeBox>
          No eZee room types yet: run “Sync rooms” on the Synchronization tab first.
        </NoticeBox>
      ) : null}
      <Table
        columns={["Website room", "eZee room type", "Active", "Actions"]}
        className="md:min-w-[40rem]"
        wrapperClassName="mt-3"
      >
        {locals.map((local) => {
          const mapping = mappings.find((m) => m.localRoomId === local.id);
          const suggestion = suggestions.find((s) => s.localRoomId === local.id);
          const formId = `ezee-map-${local.id}`;
          const selected = mapping?.ezeeRoomTypeId ?? suggestion?.ezeeRoomTypeId ?? "";
          const options = [...ezeeTypes];
          if (mapping && !options.some((o) => o.id === mapping.ezeeRoomTypeId)) {
            options.push({
              id: mapping.ezeeRoomTypeId,
              name: mapping.ezeeRoomTypeName,
              isActive: false,
            });
          }
          return (
            <TableRow key={local.id} className="align-middle">
              <Cell as="th" scope="row" className="font-semibold">
                {local.name}
              </Cell>
              <Cell label="eZee room type" className="md:pe-3">
                <label htmlFor={`${formId}-type`} className="sr-only">
                  eZee room type for {local.name}
                </label>
                <Select
                  // Remount when the choices or the saved value change (defaultValue applies once).
                  key={`${selected}|${options.length}`}
                  id={`${formId}-type`}
                  name="ezeeRoomTypeId"
                  form={formId}
                  defaultValue={selected}
                  aria-describedby={!mapping && suggestion ? `${formId}-suggested` : undefined}
                >
                  <option value="">Not mapped</option>
                  {options.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.name} ({option.id}){option.isActive ? "" : " – no longer in eZee"}
                    </option>
                  ))}
                </Select>
                {!mapping && suggestion ? (
                  <p id={`${formId}-suggested`} className="mt-1 text-xs text-ocean-800">
                    Suggested by name: {suggestion.ezeeRoomTypeName}. Save to use it.
                  </p>
                ) : null}
              </Cell>
              <Cell label="Active" className="md:pe-3">
                <label className="inline-flex min-h-11 items-center gap-2">
                  <input
                    key={`${mapping?.id ?? 0}|${mapping?.isActive ?? true}`}
                    type="checkbox"
                    name="isActive"
                    form={formId}
                    defaultChecked={mapping?.isActive ?? true}
                    className="size-5 accent-ocean-700"
                  />
                  <span className="sr-only">Mapping of {local.name} active</span>
                </label>
              </Cell>
              <Cell>
                <form id={formId} onSubmit={onSubmit} className="flex flex-wrap gap-2">
                  <input type="hidden" name="localRoomId" value={local.id} />
                  <input type="hidden" name="mappingId" value={mapping?.id ?? ""} />
                  <Button
                    type="submit"
                    name="intent"
                    value="save-mapping"
                    disabled={busy || ezeeTypes.length === 0}
                    aria-label={`Save mapping of ${local.name}`}
                  >
                    Save
                  </Button>
                  {mapping ? (
                    <Button
                      type="submit"
                      variant="secondary"
                      name="intent"
                      value="delete-mapping"
                      disabled={busy}
                      aria-label={`Remove mapping of ${local.name}`}
                    >
                      Remove
                    </Button>
                  ) : null}
                </form>
              </Cell>
            </TableRow>
          );
        })}
      </Table>
    </>
  );
}
