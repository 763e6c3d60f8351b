/** Move up / down, show / hide and delete buttons of one row of an ordered admin list. */
import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";

export function ListActions({
  label,
  index,
  count,
  busy,
  visible,
  editing,
  onMove,
  onVisible,
  onEdit,
  onDelete,
}: {
  /** How the row is named in the buttons' labels ("Amina W."). */
  label: string;
  index: number;
  count: number;
  busy: boolean;
  visible?: boolean;
  editing?: boolean;
  onMove?: (to: number) => void;
  onVisible?: (visible: boolean) => void;
  onEdit?: () => void;
  onDelete: () => void;
}) {
  return (
    <span className="flex flex-wrap gap-1">
      {onMove ? (
        <>
          <Button
            variant="ghost"
            size="icon"
            disabled={busy || index === 0}
            onClick={() => onMove(index - 1)}
            aria-label={`Move "${label}" up`}
            title="Move up"
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            disabled={busy || index === count - 1}
            onClick={() => onMove(index + 1)}
            aria-label={`Move "${label}" down`}
            title="Move down"
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </Button>
        </>
      ) : null}
      {onVisible ? (
        <Button
          variant="ghost"
          size="icon"
          disabled={busy}
          onClick={() => onVisible(!visible)}
          aria-label={visible ? `Hide "${label}"` : `Show "${label}"`}
          title={visible ? "Hide from the website" : "Show on the website"}
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-4" />
          ) : (
            <Eye aria-hidden="true" className="size-4" />
          )}
        </Button>
      ) : null}
      {onEdit ? (
        <Button
          variant="ghost"
          size="icon"
          disabled={busy}
          onClick={onEdit}
          aria-expanded={editing}
          aria-label={`Edit "${label}"`}
          title="Edit"
        >
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
      <Button
        variant="danger-ghost"
        size="icon"
        disabled={busy}
        onClick={() => {
          if (window.confirm(`Delete "${label}"? This cannot be undone.`)) onDelete();
        }}
        aria-label={`Delete "${label}"`}
        title="Delete"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
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
