import { type KeyboardEvent, useRef } from "react";

export interface TabItem {
  value: string;
  label: string;
}

/** DOM id of a tab and of the panel it controls, shared by TabList and its panel. */
export const tabId = (prefix: string, value: string) =>
  `${prefix}-tab-${value.replace(/[^a-zA-Z0-9_-]/g, "_")}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

/**
 * WAI-ARIA tabs with a roving tabindex: arrow keys move between tabs (mirrored
 * in right-to-left pages), Home and End jump to the ends, selection follows focus.
 */
export function TabList({
  label,
  items,
  value,
  onChange,
  idPrefix,
  className = "",
}: {
  label: string;
  items: TabItem[];
  value: string;
  onChange: (value: string) => void;
  idPrefix: string;
  className?: string;
}) {
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
      className={`flex flex-wrap gap-2 ${className}`}
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
            aria-controls={panelId(idPrefix)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.value)}
            className={`min-h-11 rounded-full px-4 text-sm font-semibold transition-colors ${
              selected
                ? "bg-ocean-700 text-white"
                : "bg-white text-ink ring-1 ring-sand-300 hover:bg-ocean-50"
            }`}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
