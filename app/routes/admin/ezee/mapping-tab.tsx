import { ColumnHeads, INPUT } from "~/components/admin/integration-parts";
import { Cell, STACKED } from "~/components/admin/responsive-table";
import { BUTTON, BUTTON_OUTLINE, type Busy, type EzeeData, type Submit } from "./shared";

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
        <p className="rounded-lg bg-sand-50 p-4 text-ink">
          No eZee room types yet: run “Sync rooms” on the Synchronization tab first.
        </p>
      ) : null}
      <div className="mt-3 md:overflow-x-auto">
        <table className={`${STACKED.table} md:min-w-[40rem]`}>
          <ColumnHeads columns={["Website room", "eZee room type", "Active", "Actions"]} />
          <tbody className={STACKED.tbody}>
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
                <tr key={local.id} className={`${STACKED.row} align-middle`}>
                  <Cell as="th" scope="row" className="font-semibold">
                    {local.name}
                  </Cell>
                  <Cell label="eZee room type" className="md:pe-3">
                    <label htmlFor={`${formId}-type`} className="sr-only">
                      eZee room type for {local.name}
                    </label>
                    <select
                      // Remount when the choices or the saved value change (defaultValue applies once).
                      key={`${selected}|${options.length}`}
                      id={`${formId}-type`}
                      name="ezeeRoomTypeId"
                      form={formId}
                      defaultValue={selected}
                      className={INPUT}
                      aria-describedby={!mapping && suggestion ? `${formId}-suggested` : undefined}
                    >
                      <option value="">Not mapped</option>
                      {options.map((option) => (
                        <option key={option.id} value={option.id}>
                          {option.name} ({option.id}){option.isActive ? "" : " – no longer in eZee"}
                        </option>
                      ))}
                    </select>
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
                      <button
                        type="submit"
                        name="intent"
                        value="save-mapping"
                        disabled={busy || ezeeTypes.length === 0}
                        className={BUTTON}
                        aria-label={`Save mapping of ${local.name}`}
                      >
                        Save
                      </button>
                      {mapping ? (
                        <button
                          type="submit"
                          name="intent"
                          value="delete-mapping"
                          disabled={busy}
                          className={BUTTON_OUTLINE}
                          aria-label={`Remove mapping of ${local.name}`}
                        >
                          Remove
                        </button>
                      ) : null}
                    </form>
                  </Cell>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
