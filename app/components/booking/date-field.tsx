import { CalendarDays } from "lucide-react";
import { type ComponentProps, lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "~/components/ui/cn";
import { LABEL_CLASS, Label } from "~/components/ui/field";
import { CONTROL_CLASS, Input } from "~/components/ui/input";
import { useHydrated } from "~/hooks/use-hydrated";
import { formatDate } from "~core/format";
import type { Lang } from "~core/i18n/languages";
import { urlDate } from "./search-params";

const DateCalendarPopover = lazy(() => import("./date-calendar-popover"));

export interface DateFieldProps {
  id: string;
  name: string;
  label: string;
  /** YYYY-MM-DD or "" */
  value: string;
  onChange: (value: string) => void;
  /** Earliest date that can be chosen, YYYY-MM-DD. */
  min: string;
  lang: Lang;
  invalid?: boolean;
  describedBy?: string;
  /**
   * The calendar shows a price under each night: `true`, the hotel's lowest (GET
   * /api/availability, the search); a room and the party's rate choice, that room's own
   * rate for each night (GET /api/rooms/{id}/availability), as its page quotes it.
   */
  prices?: true | CalendarPrices;
}

/** One room's nights, priced for the occupancy and meal the page quotes. */
export interface CalendarPrices {
  roomId: number;
  isDoubleOccupancy: boolean;
  includeBreakfast: boolean;
}

/** A button that looks like the other text controls. */
const FIELD = cn(CONTROL_CLASS, "flex items-center gap-2 text-start");

export function DateTrigger({
  value,
  lang,
  ...props
}: ComponentProps<"button"> & { value: string; lang: Lang }) {
  const { t } = useTranslation("booking");
  const date = urlDate(value);
  return (
    <button type="button" aria-haspopup="dialog" {...props} className={FIELD}>
      <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-ocean-700" />
      <span className={date ? "" : "text-ink-muted"}>
        {date ? formatDate(date, lang) : t("search.selectDate")}
      </span>
    </button>
  );
}

/**
 * A date input. Without JavaScript it is the browser's own date input inside the
 * form; once hydrated it becomes a button that opens a localised calendar
 * (react-day-picker, right to left in Arabic), whose code loads on first use.
 */
export function DateField(props: DateFieldProps) {
  const { id, name, label, value, min, lang, invalid, describedBy } = props;
  const hydrated = useHydrated();
  const [requested, setRequested] = useState(false);
  if (!hydrated) {
    return (
      <div>
        <Label htmlFor={id}>{label}</Label>
        <Input
          key="native"
          id={id}
          name={name}
          type="date"
          min={min}
          defaultValue={value}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      </div>
    );
  }
  const labelId = `${id}-label`;
  const trigger = (
    <DateTrigger
      id={id}
      value={value}
      lang={lang}
      aria-labelledby={`${labelId} ${id}`}
      aria-expanded={false}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onClick={() => setRequested(true)}
    />
  );
  return (
    <div>
      <span id={labelId} className={LABEL_CLASS}>
        {label}
      </span>
      <input key="hidden" type="hidden" name={name} value={value} />
      {requested ? (
        <Suspense fallback={trigger}>
          <DateCalendarPopover {...props} labelId={labelId} />
        </Suspense>
      ) : (
        trigger
      )}
    </div>
  );
}
