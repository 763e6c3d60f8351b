import { data, Form, Link } from "react-router";
import { RatesForm } from "~/components/admin/rates-form";
import { RatesGrid } from "~/components/admin/rates-grid";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { hotelToday } from "~core/dates";
import { MONTH_PATTERN, shiftMonth } from "~core/schemas/rates";
import { idFromParam } from "~core/schemas/text";
import { rateMonth, rateRoomTypes } from "~server/services/booking/rate-admin";
import { ezeeRatesFeedState } from "~server/services/property/rates-feed";
import type { Route } from "./+types/rates";

export function meta() {
  return [{ title: "Rates | Admin" }, { name: "robots", content: "noindex, nofollow" }];
}

/** `?roomTypeId=&month=` choose what the grid shows (the first room type, this month by default). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const today = hotelToday();
  const asked = url.searchParams.get("month") ?? "";
  const month = MONTH_PATTERN.test(asked) ? asked : today.slice(0, 7);
  const types = await rateRoomTypes(context.services.db);
  // Rates of mapped room types come from eZee: staff are told which nights and what edits do.
  const fromEzee = (await ezeeRatesFeedState(context.services.db)).inForce;
  const wanted = url.searchParams.get("roomTypeId");
  const type = wanted ? types.find((t) => t.id === idFromParam(wanted)) : types[0];
  if (!type) {
    return data(
      { types, month, today, calendar: null, missing: Boolean(wanted), fromEzee },
      { status: wanted ? 404 : 200 },
    );
  }
  const calendar = await rateMonth(context.services.db, type.id, month);
  return { types, month, today, calendar, missing: false, fromEzee };
}

const monthName = (month: string) =>
  new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** The rate calendar: one room type's month, and a bulk edit of a range of nights. */
export default function AdminRates({ loaderData }: Route.ComponentProps) {
  const { types, month, today, calendar, missing, fromEzee } = loaderData;
  const roomTypeId = calendar?.roomType.id ?? types[0]?.id;
  const address = (to: string) => `/admin/rates?roomTypeId=${roomTypeId ?? ""}&month=${to}`;
  const last = calendar?.nights.at(-1)?.date ?? `${month}-28`;
  const first = `${month}-01` < today ? (today <= last ? today : `${month}-01`) : `${month}-01`;
  return (
    <>
      <h1 className="font-display text-3xl text-ink">Rates</h1>
      <p className="mt-2 max-w-3xl text-ink-muted">
        Prices and restrictions per night. A night without its own price sells at the room type's
        base rates (set under Rooms).
      </p>
      {fromEzee ? (
        <p role="note" className="mt-4 max-w-3xl rounded-lg bg-sand-50 p-4 text-ink">
          eZee's rates feed the calendar of mapped room types: nights marked “eZee” sell at eZee's
          prices and restrictions. Your edits here are kept and apply on nights eZee does not price,
          and everywhere again once Rate Plans in eZee settings is set back to the site's own rates.
        </p>
      ) : null}
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-4">
        <Field id="rates-room-type" label="Room type" className="min-w-56">
          <Select name="roomTypeId" defaultValue={roomTypeId}>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="rates-month" label="Month" className="min-w-44">
          <Input type="month" name="month" defaultValue={month} />
        </Field>
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Form>
      {missing ? (
        <p role="alert" className="mt-4 rounded-lg bg-coral-500/10 p-3 text-danger">
          Room type not found. Choose one of the list.
        </p>
      ) : null}
      {!calendar ? (
        types.length === 0 ? (
          <p className="mt-6 text-ink-muted">
            No active room type yet. <Link to="/admin/rooms">Add rooms first.</Link>
          </p>
        ) : null
      ) : (
        <>
          <nav
            aria-label="Months"
            className="mt-6 flex flex-wrap items-center justify-between gap-3"
          >
            <Link
              to={address(shiftMonth(month, -1))}
              className="inline-flex min-h-11 items-center font-semibold text-ocean-700 underline"
            >
              <span aria-hidden="true">←&nbsp;</span>
              {monthName(shiftMonth(month, -1))}
            </Link>
            <h2 className="font-display text-2xl text-ink">
              {calendar.roomType.name}, {monthName(month)}
            </h2>
            <Link
              to={address(shiftMonth(month, 1))}
              className="inline-flex min-h-11 items-center font-semibold text-ocean-700 underline"
            >
              {monthName(shiftMonth(month, 1))}
              <span aria-hidden="true">&nbsp;→</span>
            </Link>
          </nav>
          <RatesGrid
            calendar={calendar}
            caption={`${calendar.roomType.name}: rates for ${monthName(month)}`}
          />
          <p className="mt-2 text-sm text-ink-muted">
            S: single, D: double, bed only. * A price set for this night; others are the base rate.
          </p>
          <RatesForm
            key={`${calendar.roomType.id}-${month}`}
            calendar={calendar}
            firstNight={first}
            lastNight={last}
          />
        </>
      )}
    </>
  );
}
