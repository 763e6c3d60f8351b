import { type KeyboardEvent, type ReactNode, useRef } from "react";

export interface TabItem {
  value: string;
  label: string;
}

/** DOM id of a tab and of the panel it controls, shared by TabList and its panel. */
export const tabId = (prefix: string, value: string) =>
  `${prefix}-tab-${value.replace(/[^a-zA-Z0-9_-]/g, "_")}`;
export const panelId = (prefix: string, value?: string) =>
  value === undefined ? `${prefix}-panel` : `${tabId(prefix, value)}-panel`;

const LOOKS = {
  pill: {
    list: "flex flex-wrap gap-2",
    tab: "min-h-11 rounded-full px-4 text-sm font-semibold transition-colors",
    selected: "bg-ocean-700 text-white",
    other: "bg-white text-ink ring-1 ring-sand-300 hover:bg-ocean-50",
  },
  underline: {
    list: "flex flex-wrap gap-1 border-b border-sand-200",
    tab: "min-h-11 rounded-t-lg px-4 text-sm font-semibold",
    selected: "border-b-2 border-ocean-700 text-ocean-800",
    other: "text-ink-muted hover:text-ink",
  },
} as const;

/**
 * WAI-ARIA tabs with a roving tabindex: arrow keys move between tabs (mirrored
 * in right-to-left pages), Home and End jump to the ends, selection follows focus.
 * `panels="one"`: every tab controls one panel whose content changes (gallery, menus);
 * `"each"`: every tab has its own TabPanel (admin settings screens).
 */
export function TabList<T extends string>({
  label,
  items,
  value,
  onChange,
  idPrefix,
  className = "",
  look = "pill",
  panels = "one",
}: {
  label: string;
  items: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  idPrefix: string;
  className?: string;
  look?: keyof typeof LOOKS;
  panels?: "one" | "each";
}) {
  const styles = LOOKS[look];
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = items.findIndex((item) => item.value === value);
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const back = rtl ? "ArrowRight" : "ArrowLeft";
    let next: number | null = null;
    if (event.key === forward) next = (current + 1) % items.length;
    else if (event.key === back) next = (current - 1 + items.length) % items.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = items.length - 1;
    if (next === null) return;
    event.preventDefault();
    onChange(items[next]!.value);
    refs.current[next]?.focus();
  }
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={`${styles.list} ${className}`}
    >
      {items.map((item, index) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.value)}
            aria-selected={selected}
            aria-controls={panels === "each" ? panelId(idPrefix, item.value) : panelId(idPrefix)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.value)}
            className={`${styles.tab} ${selected ? styles.selected : styles.other}`}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of one tab (with `panels="each"`): kept mounted, so typed values survive a switch. */
export function TabPanel({
  idPrefix,
  value,
  selected,
  className,
  children,
}: {
  idPrefix: string;
  value: string;
  selected: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={panelId(idPrefix, value)}
      role="tabpanel"
      aria-labelledby={tabId(idPrefix, value)}
      hidden={value !== selected}
      className={className}
    >
      {children}
    </section>
  );
}
