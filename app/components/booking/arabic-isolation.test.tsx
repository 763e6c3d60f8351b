/**
 * Arabic text direction: Latin names, prices, phone numbers, references and
 * e-mail addresses inside Arabic sentences are isolated, so they keep their places and
 * their own reading order ("+254712345678", not "254712345678+"). Pages in left-to-right
 * languages get the plain text.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { ContactForm } from "~/components/engage/contact-form";
import { loadResources } from "~/i18n/catalogues.server";
import { createI18n } from "~/i18n/i18n";
import type { Lang } from "~core/i18n/languages";
import type { RoomTypeDto } from "~core/types";
import { inDataRouter } from "../../../tests/helpers/data-router";
import { BookingForm } from "./booking-form";
import { PartyNotice } from "./party-notice";
import { RoomCard } from "./room-card";

const LRI = "\u2066";
const FSI = "\u2068";
const PDI = "\u2069";

const rates = {
  singleBedOnly: 9500,
  singleBreakfast: 10500,
  doubleBedOnly: 10000,
  doubleBreakfast: 11000,
};
const ROOM: RoomTypeDto = {
  id: 3,
  slug: "deluxe",
  name: "Deluxe Ocean View",
  description: "",
  shortDescription: "",
  images: [],
  price: 9500,
  rating: 4.5,
  reviews: 10,
  capacity: 2,
  size: 30,
  totalRooms: 5,
  available: 3,
  amenities: [],
  bedType: "Queen",
  view: "Ocean",
  rates,
  rackRates: null,
};

function render(lang: Lang, node: React.ReactNode) {
  const i18n = createI18n(lang, loadResources(lang, ["common", "booking", "engage", "payment"]));
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{inDataRouter(node)}</I18nextProvider>);
}

const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

describe("phone hints", () => {
  const bookingForm = (
    <BookingForm
      room={ROOM}
      stay={{ checkIn: "2030-01-10", checkOut: "2030-01-12", adults: 1, children: 0, rooms: 1 }}
      policy={{
        extraGuestCharge: 1500,
        maxExtraGuests: 1,
        lateCheckoutCharge: 2000,
        taxPercent: 0,
      }}
      lateCheckoutUntil="15:00"
      soldOut={false}
      initialOptions={{ isDoubleOccupancy: false, includeBreakfast: false }}
      maxExtraGuests={1}
      renderSummary={() => null}
      formKey="k"
      cancellation={{
        freeUntil: "2030-01-08T11:00:00.000Z",
        free: true,
        charge: 0,
        lateCharge: 2000,
      }}
    />
  );

  it("shows the booking form's example number left to right in Arabic", () => {
    const html = render("ar", bookingForm);
    const hint = /<p id="[^"]*-phone-hint"[^>]*>(.*?)<\/p>/.exec(html)?.[1] ?? "";
    expect(hint).toContain("مع رمز الدولة");
    expect(hint).toContain('<bdi dir="ltr">+254712345678</bdi>');
  });

  it("shows the contact form's example number left to right in Arabic", () => {
    const html = render("ar", <ContactForm initialSubject="" initialMessage="" topic={null} />);
    const hint = /<p id="[^"]*-phone-hint"[^>]*>(.*?)<\/p>/.exec(html)?.[1] ?? "";
    expect(hint).toContain('<bdi dir="ltr">+254 712 345 678</bdi>');
  });

  it("reads as plain text in English", () => {
    const html = render("en", bookingForm);
    const hint = /<p id="[^"]*-phone-hint"[^>]*>(.*?)<\/p>/.exec(html)?.[1] ?? "";
    expect(hint.replace(/<[^>]+>/g, "")).toBe("With country code, for example +254712345678");
  });
});

describe("prices and names in Arabic sentences", () => {
  it("isolates a room card's nightly price", () => {
    const html = render("ar", <RoomCard room={ROOM} href="/x" detailsHref="/x" bookable={false} />);
    expect(html).toContain(`${LRI}KSh\u00a09,500${PDI}`);
    const en = render("en", <RoomCard room={ROOM} href="/x" detailsHref="/x" bookable={false} />);
    expect(en).toContain("KSh 9,500 / night");
    expect(en).not.toContain(LRI);
  });

  it("isolates a Latin room name in the party notice", () => {
    const notice = (
      <PartyNotice
        roomName="Single Mini"
        capacity={1}
        party={{ adults: 3, children: 0, rooms: 1 }}
        fit={
          {
            fits: false,
            problem: "tooMany",
            roomsNeeded: 3,
            isDoubleOccupancy: false,
            extraGuests: 0,
          } as never
        }
        moreRoomsHref={() => "/x"}
        alternatives={[]}
      />
    );
    expect(decode(render("ar", notice))).toContain(`${FSI}Single Mini${PDI}`);
    expect(decode(render("en", notice))).not.toContain(FSI);
  });
});
