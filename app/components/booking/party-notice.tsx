import { Users } from "lucide-react";
import { forwardRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { isolate } from "~core/bidi";
import type { Party, PartyFit } from "~core/party";
import { guestsLabel } from "./price-lines";

export interface PartyAlternative {
  id: number;
  name: string;
  href: string;
}

/**
 * A party the room type cannot take (core/party.ts): why, and what fits instead:
 * more rooms of this type and the room types that take the party as it is.
 */
export const PartyNotice = forwardRef<
  HTMLDivElement,
  {
    roomName: string;
    capacity: number;
    party: Party;
    fit: PartyFit;
    /** Link to this room type with `rooms` rooms. */
    moreRoomsHref: (rooms: number) => string;
    alternatives: PartyAlternative[];
    changeHref?: string;
  }
>(function PartyNotice(
  { roomName, capacity, party, fit, moreRoomsHref, alternatives, changeHref },
  ref,
) {
  const { t, i18n } = useTranslation("booking");
  const guests = guestsLabel(t, party.adults, party.children);
  const offerRooms = fit.roomsNeeded !== null && fit.roomsNeeded !== party.rooms;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      data-testid="party-notice"
      className="rounded-xl bg-coral-500/10 p-4 text-ink ring-1 ring-coral-500/30"
    >
      <p className="flex items-start gap-2 font-semibold">
        <Users aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        <span>{t("party.title", { room: isolate(roomName, i18n.language), guests })}</span>
      </p>
      <p className="mt-1 text-sm">
        {fit.problem === "adultPerRoom"
          ? t("party.adultPerRoom")
          : t("party.tooMany", { capacity })}
      </p>
      {offerRooms || alternatives.length > 0 ? (
        <ul className="mt-3 grid gap-2">
          {offerRooms && fit.roomsNeeded ? (
            <li>
              <ButtonLink to={moreRoomsHref(fit.roomsNeeded)} variant="accent" size="sm">
                {t("party.bookRooms", {
                  rooms: t("rooms.roomCount", { count: fit.roomsNeeded }),
                })}
              </ButtonLink>
            </li>
          ) : null}
          {alternatives.length > 0 ? (
            <li>
              <p className="text-sm font-semibold">{t("party.otherTypes")}</p>
              <ul className="mt-1 flex flex-wrap gap-2">
                {alternatives.map((room) => (
                  <li key={room.id}>
                    <ButtonLink to={room.href} variant="secondary" size="sm" className="bg-white">
                      {room.name}
                    </ButtonLink>
                  </li>
                ))}
              </ul>
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="mt-2 text-sm">
          {t("party.noneFit", { rooms: t("rooms.roomCount", { count: party.rooms }) })}
        </p>
      )}
      {changeHref ? (
        <Link
          to={changeHref}
          className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-ocean-700 underline"
        >
          {t("party.changeGuests")}
        </Link>
      ) : null}
    </div>
  );
});
