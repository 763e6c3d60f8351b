import { isValidElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ListActions } from "./list-actions";

type ActionProps = { label: string; disabled: boolean; onClick: () => void };

/** The row's buttons as elements (ListActions renders them directly, no hooks). */
function actions(props: Parameters<typeof ListActions>[0]): ActionProps[] {
  const found: ActionProps[] = [];
  const walk = (node: ReactNode) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!isValidElement(node)) return;
    const element = node as ReactElement<Partial<ActionProps> & { children?: ReactNode }>;
    const { label, onClick, disabled = false } = element.props;
    if (typeof label === "string" && onClick) found.push({ label, onClick, disabled });
    walk(element.props.children);
  };
  walk(ListActions(props));
  return found;
}

const base = { label: "Pool", count: 3, busy: false, onDelete: () => {} };

afterEach(() => vi.unstubAllGlobals());

describe("ListActions", () => {
  it("offers Move first only when asked, and moves the row to the top", () => {
    const onMove = vi.fn();
    expect(actions({ ...base, index: 2, onMove }).map((a) => a.label)).toEqual([
      'Move "Pool" up',
      'Move "Pool" down',
      'Delete "Pool"',
    ]);
    const withFirst = actions({ ...base, index: 2, onMove, moveFirst: true });
    expect(withFirst[0]?.label).toBe('Move "Pool" first');
    withFirst[0]?.onClick();
    expect(onMove).toHaveBeenCalledWith(0);
  });

  it("disables moving past either end and every button while busy", () => {
    const first = actions({ ...base, index: 0, onMove: () => {}, moveFirst: true });
    expect(first.map((a) => a.disabled)).toEqual([true, true, false, false]);
    const last = actions({ ...base, index: 2, onMove: () => {} });
    expect(last.map((a) => a.disabled)).toEqual([false, true, false]);
    const busy = actions({ ...base, index: 1, busy: true, onMove: () => {}, onEdit: () => {} });
    expect(busy.every((a) => a.disabled)).toBe(true);
  });

  it("deletes only after the admin confirms", () => {
    const onDelete = vi.fn();
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal("window", { confirm });
    const remove = actions({ ...base, index: 0, onDelete }).at(-1);
    remove?.onClick();
    expect(onDelete).not.toHaveBeenCalled();
    remove?.onClick();
    expect(onDelete).toHaveBeenCalledOnce();
    expect(confirm).toHaveBeenCalledWith('Delete "Pool"? This cannot be undone.');
  });

  it("names the row in each label and gives the edit button its title", () => {
    const html = renderToStaticMarkup(
      <ListActions {...base} index={1} onEdit={() => {}} editTitle="Edit alt text" editing />,
    );
    expect(html).toContain('aria-label="Edit &quot;Pool&quot;"');
    expect(html).toContain('title="Edit alt text"');
    expect(html).toContain('aria-expanded="true"');
  });
});
