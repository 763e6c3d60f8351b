/**
 * The admin's list screens (testimonials, stored social posts, dishes): one row edited at a
 * time or a new one, saved through the admin API, with move, show/hide and delete per row.
 */

import { Plus } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import type { AdminApiPath } from "~/admin/api-client";
import { Button } from "~/components/ui/button";
import { type FieldErrors, formObject, type StaleState, staleState } from "./admin-form";
import { ListActions, movedIds } from "./list-actions";
import { StaleNotice } from "./stale-notice";
import { useAdminCall } from "./use-admin-call";

type Editing = number | "new" | null;
type Row = { id: number; isVisible?: boolean };
type Versioned = { id: number; version: number };

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export function useEditableList({
  endpoint,
  noun,
  toBody = (values) => values,
}: {
  /** The collection's admin API path; rows are `${endpoint}/${id}`. */
  endpoint: AdminApiPath;
  /** What one row is called in messages: "testimonial", "post", "dish". */
  noun: string;
  /** Turns the form's fields into the request body. */
  toBody?: (values: Record<string, unknown>) => unknown;
}) {
  const { busy, call } = useAdminCall();
  const [editing, setEditing] = useState<Editing>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  // After a 409 "stale": the differences shown and the version the open row saves from.
  const [stale, setStale] = useState<(StaleState & { id: number }) | null>(null);

  /** Opens a row's form (or the new one), or closes it when it is open. */
  const toggle = (id: number | "new") => {
    setErrors({});
    setStale(null);
    setEditing((current) => (current === id ? null : id));
  };

  /** The version a row's form sends: the loaded one, or the current one after a 409. */
  const versionOf = (row: Versioned) => (stale?.id === row.id ? stale.version : row.version);

  async function save(event: FormEvent<HTMLFormElement>, id: number | "new") {
    event.preventDefault();
    const form = event.currentTarget;
    const body = toBody(formObject(form));
    const result =
      id === "new"
        ? await call(endpoint, "POST", body, {
            failure: `Failed to add the ${noun}.`,
            success: `${capitalised(noun)} added.`,
          })
        : await call(`${endpoint}/${id}`, "PUT", body, {
            failure: `Failed to save the ${noun}.`,
            success: `${capitalised(noun)} saved.`,
          });
    setErrors(result.body.errors ?? {});
    const conflict = id === "new" ? null : staleState(result, form);
    setStale(conflict && id !== "new" ? { ...conflict, id } : null);
    if (result.ok) setEditing(null);
  }

  /** The props of a row's ListActions; `order` (every row's id) adds the move buttons. */
  function rowActions(
    row: Row,
    index: number,
    options: { label: string; order?: number[]; count: number },
  ): Parameters<typeof ListActions>[0] {
    const { order } = options;
    return {
      label: options.label,
      index,
      count: options.count,
      busy,
      editing: editing === row.id,
      visible: row.isVisible,
      onMove: order
        ? (to) =>
            void call(
              `${endpoint}/reorder`,
              "PUT",
              { ids: movedIds(order, index, to) },
              { failure: `Failed to reorder the ${noun} list.` },
            )
        : undefined,
      onVisible:
        row.isVisible === undefined
          ? undefined
          : (isVisible) =>
              void call(
                `${endpoint}/${row.id}/visibility`,
                "PUT",
                { isVisible },
                {
                  failure: "Failed to change the visibility.",
                  success: isVisible ? "Shown on the website." : "Hidden from the website.",
                },
              ),
      onEdit: () => toggle(row.id),
      onDelete: () =>
        void call(`${endpoint}/${row.id}`, "DELETE", undefined, {
          failure: `Failed to delete the ${noun}.`,
          success: `${capitalised(noun)} deleted.`,
        }),
    };
  }

  const close = () => {
    setStale(null);
    setEditing(null);
  };
  return { busy, editing, errors, stale, versionOf, toggle, close, save, rowActions };
}

/** A row form's hidden version and, after a 409 "stale", the row's current values. */
export function RowVersion({
  row,
  list,
}: {
  row: Versioned | null;
  list: Pick<ReturnType<typeof useEditableList>, "stale" | "versionOf">;
}) {
  if (!row) return null;
  return (
    <>
      <input type="hidden" name="version" value={list.versionOf(row)} />
      {list.stale?.id === row.id ? (
        <StaleNotice diffs={list.stale.diffs} className="col-span-full mt-0" />
      ) : null}
    </>
  );
}

/** "New …" button of a list screen's heading. */
export function NewButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}

/** The title of a list screen or section with its "New …" button. */
export function ListHeader({
  title,
  id,
  level = 1,
  newLabel,
  onNew,
}: {
  title: string;
  id?: string;
  level?: 1 | 2;
  newLabel: string;
  onNew: () => void;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <Heading id={id} className={`font-display text-ink ${level === 1 ? "text-3xl" : "text-2xl"}`}>
        {title}
      </Heading>
      <NewButton label={newLabel} onClick={onNew} />
    </div>
  );
}

/** One row of a list: its summary beside its actions, and its form while it is edited. */
export function EditableRow({
  id,
  compact = false,
  actions,
  form,
  children,
}: {
  id?: string;
  /** Smaller padding, summary and actions centred (one-line rows). */
  compact?: boolean;
  actions: ReactNode;
  form: ReactNode;
  children: ReactNode;
}) {
  return (
    <li id={id} className={`rounded-xl bg-white ring-1 ring-sand-200 ${compact ? "p-3" : "p-4"}`}>
      <div
        className={`flex flex-wrap justify-between gap-3 ${compact ? "items-center" : "items-start"}`}
      >
        {children}
        {actions}
      </div>
      {form}
    </li>
  );
}

/** The form of a new row, above the list. */
export function NewItemPanel({
  id,
  title,
  level = 2,
  children,
}: {
  id: string;
  title: string;
  level?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} className="mt-6 rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200">
      <Heading
        id={id}
        className={level === 2 ? "font-display text-2xl text-ink" : "font-semibold text-ink"}
      >
        {title}
      </Heading>
      {children}
    </section>
  );
}

/**
 * The new row's panel while it is open, then the rows (or `empty` when there are none),
 * each with its actions and, while it is edited, its form. `ordered` numbers the rows and
 * adds the move buttons; `compact` is the tighter list of a section.
 */
export function EditableRows<T extends Row>({
  list,
  rows,
  newPanel,
  empty,
  ordered = false,
  compact = false,
  rowId,
  label,
  form,
  summary,
}: {
  list: ReturnType<typeof useEditableList>;
  rows: T[];
  newPanel: { id: string; title: string; level?: 2 | 3 };
  empty: string;
  ordered?: boolean;
  compact?: boolean;
  rowId?: (row: T) => string;
  label: (row: T) => string;
  form: (row: T | null) => ReactNode;
  summary: (row: T) => ReactNode;
}) {
  const List = ordered ? "ol" : "ul";
  const order = ordered ? rows.map((row) => row.id) : undefined;
  return (
    <>
      {list.editing === "new" ? (
        <NewItemPanel id={newPanel.id} title={newPanel.title} level={newPanel.level}>
          {form(null)}
        </NewItemPanel>
      ) : null}
      {rows.length === 0 ? (
        <p className={`${compact ? "mt-4" : "mt-6"} text-ink-muted`}>{empty}</p>
      ) : (
        <List aria-busy={list.busy} className={compact ? "mt-4 grid gap-3" : "mt-6 grid gap-4"}>
          {rows.map((row, index) => (
            <EditableRow
              key={row.id}
              id={rowId?.(row)}
              compact={compact}
              actions={
                <ListActions
                  {...list.rowActions(row, index, { label: label(row), count: rows.length, order })}
                />
              }
              form={list.editing === row.id ? form(row) : null}
            >
              {summary(row)}
            </EditableRow>
          ))}
        </List>
      )}
    </>
  );
}

/** Save (or Add) and Cancel at the end of a row's form. */
export function FormButtons({
  isNew,
  noun,
  busy,
  onCancel,
  className = "",
}: {
  isNew: boolean;
  noun: string;
  busy: boolean;
  onCancel: () => void;
  className?: string;
}) {
  return (
    <div className={`flex gap-3 ${className}`}>
      <Button type="submit" disabled={busy}>
        {isNew ? `Add ${noun}` : `Save ${noun}`}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

/** "Shown on the website" checkbox of a row's form. */
export function VisibleField({
  checked,
  className = "",
}: {
  checked: boolean;
  className?: string;
}) {
  return (
    <label className={`flex min-h-11 items-center gap-2 text-ink ${className}`}>
      <input type="checkbox" name="isVisible" defaultChecked={checked} className="size-5" />
      Shown on the website
    </label>
  );
}

/** The form body of rows that can be hidden: the checkbox posts "on" or nothing. */
export const withVisibility = (values: Record<string, unknown>) => ({
  ...values,
  isVisible: values.isVisible === "on",
});
