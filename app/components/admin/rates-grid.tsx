/**
 * One room type's month in the rate calendar: weeks as rows, Monday first. Each night
 * shows its single and double bed-only prices (a price set for the night is marked),
 * rooms left of the total, and its restrictions. The grid scrolls sideways in its own box.
 */
import { formatKsh } from "~core/format";
import {
  isoWeekday,
  type RateMonthDto,
  type RateNightDto,
  WEEKDAY_NAMES,
} from "~core/schemas/rates";

const BADGE = "rounded px-1.5 py-0.5 text-xs font-semibold";

function Price({ label, amount, own }: { label: string; amount: number; own: boolean }) {
  return (
    <p className={own ? "font-semibold text-ocean-800" : "text-ink"}>
      <abbr title={`${label}, bed only`} className="no-underline">
        {label[0]}
      </abbr>{" "}
      {formatKsh(amount)}
      {own ? (
        <>
          <span aria-hidden="true"> *</span>
          <span className="sr-only"> (set for this night)</span>
        </>
      ) : null}
    </p>
  );
}

function NightCell({ night, totalRooms }: { night: RateNightDto; totalRooms: number }) {
  const badges = [
    night.fromEzee ? { text: "eZee", tone: "neutral" } : null,
    night.minStay !== null ? { text: `Min ${night.minStay}`, tone: "neutral" } : null,
    night.maxStay !== null ? { text: `Max ${night.maxStay}`, tone: "neutral" } : null,
    night.closed ? { text: "Closed", tone: "danger" } : null,
    night.closedToArrival ? { text: "No arrival", tone: "warn" } : null,
    night.closedToDeparture ? { text: "No departure", tone: "warn" } : null,
  ].filter((badge) => badge !== null);
  return (
    <td
      data-date={night.date}
      className="min-w-32 border border-sand-200 bg-white p-2 align-top text-xs"
    >
      <p className="text-sm font-semibold text-ink">
        <time dateTime={night.date}>{Number(night.date.slice(8))}</time>
      </p>
      <Price
        label="Single"
        amount={night.rates.singleBedOnly}
        own={night.overrides.singleBedOnly}
      />
      <Price
        label="Double"
        amount={night.rates.doubleBedOnly}
        own={night.overrides.doubleBedOnly}
      />
      <p className="text-ink-muted">
        {night.roomsLeft}/{totalRooms} left
      </p>
      {badges.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-1">
          {badges.map((badge) => (
            <li
              key={badge.text}
              className={`${BADGE} ${
                badge.tone === "danger"
                  ? "bg-danger text-white"
                  : badge.tone === "warn"
                    ? "bg-sand-200 text-ink"
                    : "bg-ocean-50 text-ocean-800"
              }`}
            >
              {badge.text}
            </li>
          ))}
        </ul>
      ) : null}
    </td>
  );
}

/** The month's nights in weeks of seven, Monday first (null: a day of another month). */
export function monthWeeks(nights: RateNightDto[]): (RateNightDto | null)[][] {
  const first = nights[0];
  if (!first) return [];
  const cells: (RateNightDto | null)[] = [
    ...Array.from({ length: isoWeekday(first.date) - 1 }, () => null),
    ...nights,
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export function RatesGrid({ calendar, caption }: { calendar: RateMonthDto; caption: string }) {
  return (
    <section
      className="relative mt-4 max-w-full overflow-x-auto rounded-xl ring-1 ring-sand-200"
      // The box scrolls on a phone: it takes focus so the keyboard can scroll it too.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
      tabIndex={0}
      aria-label={`${caption} (scrolls sideways)`}
    >
      <table className="w-full border-collapse">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {WEEKDAY_NAMES.map((day) => (
              <th key={day} scope="col" className="bg-sand-100 p-2 text-start text-sm text-ink">
                <abbr title={day} className="no-underline">
                  {day.slice(0, 3)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(calendar.nights).map((week) => (
            <tr key={week.find(Boolean)?.date}>
              {week.map((night, index) =>
                night ? (
                  <NightCell
                    key={night.date}
                    night={night}
                    totalRooms={calendar.roomType.totalRooms}
                  />
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: empty days have no other identity
                  <td key={index} className="border border-sand-200 bg-sand-50" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
