import { Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import type { Lang } from "~core/i18n/languages";
import { nightsBetween } from "~core/pricing";
import { type CalendarPrices, DateField } from "./date-field";
import { PartyFields } from "./party-fields";
import {
  dateLimits,
  type PartyChoice,
  partyChoice,
  type StayQuery,
  stayQueryString,
  urlDate,
} from "./search-params";

/**
 * The booking search bar of home and /rooms. It
 * submits to /rooms with checkIn, checkOut, adults, children and rooms; without
 * JavaScript it is a plain GET form.
 */
export function SearchBar({
  lang,
  initial,
  headingId,
  action = "/rooms",
  hidden = {},
  submitLabel,
  variant = "bar",
  party,
  onPartyChange,
  canSubmit,
  prices,
}: {
  lang: Lang;
  initial?: Partial<StayQuery>;
  /** The heading that names this search region, if the page has one. */
  headingId?: string;
  /** Where the stay goes: /rooms (search) or /booking (a room's side panel). */
  action?: string;
  /** Extra parameters carried along, such as roomId. */
  hidden?: Record<string, string>;
  submitLabel?: string;
  /** A wide bar, or a narrow stacked panel beside a room. */
  variant?: "bar" | "panel";
  /** Guests and rooms held by the page (the room page prices them as they change). */
  party?: PartyChoice;
  onPartyChange?: (party: PartyChoice) => void;
  /** False keeps the search here (the page says why): a party the room cannot take. */
  canSubmit?: (party: { adults: number; children: number; rooms: number }) => boolean;
  /** The check-in calendar's prices: one room's for the page's party (default: the hotel's lowest). */
  prices?: CalendarPrices;
}) {
  const { t } = useTranslation("booking");
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  // Dates from a URL are read as the server reads them: a malformed one starts empty
  // (the page already says why) and the guest chooses again.
  const [checkIn, setCheckIn] = useState(urlDate(initial?.checkIn));
  const [checkOut, setCheckOut] = useState(urlDate(initial?.checkOut));
  // The party of the URL, as the server read it, within what the picker offers.
  const [ownParty, setOwnParty] = useState(() => partyChoice(initial));
  const people = party ?? ownParty;
  const setPeople = (value: PartyChoice) => {
    setOwnParty(value);
    onPartyChange?.(value);
  };
  const [invalid, setInvalid] = useState<"dates" | "range" | null>(null);
  const { checkInMin, checkOutMin } = dateLimits(checkIn);
  const langParam = new URLSearchParams(location.search).get("lang");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canSubmit && !canSubmit(people)) return;
    if (!checkIn || !checkOut) {
      setInvalid("dates");
      toast({
        variant: "destructive",
        title: t("search.missingDatesTitle"),
        description: t("search.missingDates"),
      });
      return;
    }
    if (nightsBetween(checkIn, checkOut) <= 0) {
      setInvalid("range");
      toast({
        variant: "destructive",
        title: t("search.invalidRangeTitle"),
        description: t("search.invalidRange"),
      });
      return;
    }
    setInvalid(null);
    const query = stayQueryString(
      { checkIn, checkOut, ...people },
      { ...(langParam ? { lang: langParam } : {}), ...hidden },
    );
    navigate(`${action}?${query}`);
  }

  return (
    <form
      method="get"
      action={action}
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      aria-label={headingId ? undefined : t("search.label")}
      className={
        variant === "bar"
          ? "grid gap-3 rounded-2xl bg-white p-4 shadow-lg ring-1 ring-sand-200 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.6fr_auto] lg:items-end"
          : "grid gap-3"
      }
    >
      {langParam ? <input type="hidden" name="lang" value={langParam} /> : null}
      {Object.entries(hidden).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <DateField
        id={`${id}-in`}
        name="checkIn"
        label={t("search.checkIn")}
        value={checkIn}
        min={checkInMin}
        lang={lang}
        prices={prices ?? true}
        invalid={invalid === "dates" && !checkIn}
        onChange={(value) => {
          setCheckIn(value);
          // A check-out before the new check-in no longer makes sense.
          if (checkOut && nightsBetween(value, checkOut) <= 0) setCheckOut("");
        }}
      />
      <DateField
        id={`${id}-out`}
        name="checkOut"
        label={t("search.checkOut")}
        value={checkOut}
        min={checkOutMin}
        lang={lang}
        invalid={(invalid === "dates" && !checkOut) || invalid === "range"}
        onChange={setCheckOut}
      />
      <PartyFields
        id={id}
        party={people}
        onChange={setPeople}
        className={variant === "bar" ? "sm:col-span-2 lg:col-span-1" : undefined}
      />
      <Button
        type="submit"
        variant="accent"
        className={variant === "bar" ? "sm:col-span-2 lg:col-span-1" : undefined}
      >
        {variant === "bar" ? <Search aria-hidden="true" className="size-4" /> : null}
        {submitLabel ?? t("search.submit")}
      </Button>
    </form>
  );
}
