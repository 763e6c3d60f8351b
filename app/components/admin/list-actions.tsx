/** Move up / down, show / hide and delete buttons of one row of an ordered admin list. */

import { ArrowDown, ArrowUp, ChevronsUp, Eye, EyeOff, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";

/** One icon button of a row: its label names the row, its title says the action. */
function RowAction({
  icon,
  label,
  title,
  danger = false,
  ...props
}: {
  icon: ReactNode;
  label: string;
  title: string;
  danger?: boolean;
  disabled: boolean;
  onClick: () => void;
  "aria-expanded"?: boolean;
}) {
  return (
    <Button
      variant={danger ? "danger-ghost" : "ghost"}
      size="icon"
      aria-label={label}
      title={title}
      {...props}
    >
      {icon}
    </Button>
  );
}

export function ListActions({
  label,
  index,
  count,
  busy,
  visible,
  editing,
  moveFirst = false,
  editTitle = "Edit",
  onMove,
  onVisible,
  onEdit,
  onDelete,
  className,
}: {
  /** How the row is named in the buttons' labels ("Amina W."). */
  label: string;
  index: number;
  count: number;
  busy: boolean;
  visible?: boolean;
  editing?: boolean;
  /** A "Move first" button before up and down (long lists). */
  moveFirst?: boolean;
  editTitle?: string;
  onMove?: (to: number) => void;
  onVisible?: (visible: boolean) => void;
  onEdit?: () => void;
  /** Called once the admin has confirmed the deletion. */
  onDelete: () => void;
  className?: string;
}) {
  const icon = "size-4";
  return (
    <span className={cn("flex flex-wrap gap-1", className)}>
      {onMove && moveFirst ? (
        <RowAction
          icon={<ChevronsUp aria-hidden="true" className={icon} />}
          label={`Move "${label}" first`}
          title="Move first"
          disabled={busy || index === 0}
          onClick={() => onMove(0)}
        />
      ) : null}
      {onMove ? (
        <>
          <RowAction
            icon={<ArrowUp aria-hidden="true" className={icon} />}
            label={`Move "${label}" up`}
            title="Move up"
            disabled={busy || index === 0}
            onClick={() => onMove(index - 1)}
          />
          <RowAction
            icon={<ArrowDown aria-hidden="true" className={icon} />}
            label={`Move "${label}" down`}
            title="Move down"
            disabled={busy || index === count - 1}
            onClick={() => onMove(index + 1)}
          />
        </>
      ) : null}
      {onVisible ? (
        <RowAction
          icon={
            visible ? (
              <EyeOff aria-hidden="true" className={icon} />
            ) : (
              <Eye aria-hidden="true" className={icon} />
            )
          }
          label={visible ? `Hide "${label}"` : `Show "${label}"`}
          title={visible ? "Hide from the website" : "Show on the website"}
          disabled={busy}
          onClick={() => onVisible(!visible)}
        />
      ) : null}
      {onEdit ? (
        <RowAction
          icon={<Pencil aria-hidden="true" className={icon} />}
          label={`Edit "${label}"`}
          title={editTitle}
          disabled={busy}
          onClick={onEdit}
          aria-expanded={editing}
        />
      ) : null}
      <RowAction
        icon={<Trash2 aria-hidden="true" className={icon} />}
        label={`Delete "${label}"`}
        title="Delete"
        danger
        disabled={busy}
        onClick={() => {
          if (window.confirm(`Delete "${label}"? This cannot be undone.`)) onDelete();
        }}
      />
    </span>
  );
}

/** The ids of a list with one entry moved (for the reorder endpoints). */
export function movedIds(ids: number[], from: number, to: number): number[] {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as number);
  return next;
}
