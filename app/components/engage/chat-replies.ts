/** The chat assistant's answers: built from the facts the site uses, in the page's language. */
import type { TFunction } from "i18next";
import type { ChatFacts, PolicyFacts } from "~core/chat-facts";
import { formatKsh, formatTime, ltr } from "~core/format";
import { extraBedsPerRoom } from "~core/party";
import { findIntent, findRoom } from "./chat-intents";

export interface ChatReply {
  text: string;
  /** Offer the contact page under the answer. */
  contactLink?: boolean;
  /** Offer a page of the site, e.g. /rooms, or (external) a map. */
  link?: { href: string; label: string; external?: boolean };
  /** A phone number to call, shown as a link. */
  phone?: string;
}

/**
 * A name, time or other run of text inside a sentence, isolated (FSI…PDI) so that
 * a Latin room name in Arabic text, or an Arabic one in English, keeps its place
 * and takes no neighbouring price or comma with it (Arabic is right to left).
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** A price, always left to right. */
const price = (amount: number) => ltr(formatKsh(amount));

const list = (items: string[], lang: string) =>
  new Intl.ListFormat(lang, { style: "long", type: "conjunction" }).format(items);

/** "Harbour Grill: Breakfast 7:00 AM - 12:00 PM" for each restaurant that serves it. */
function breakfastHours(facts: ChatFacts): string[] {
  return facts.restaurants.flatMap((r) =>
    r.hours
      .split("·")
      .map((part) => part.trim())
      .filter((part) => findIntent(part) === "breakfast")
      .map((part) => `${isolate(r.name)}: ${isolate(part)}`),
  );
}

/** The questions whose answer the settings alone decide: the chat and the FAQ page say the same. */
export type PolicyQuestion = "payment" | "cancel" | "transfer" | "beach" | "pets" | "parkingWifi";

/** The answer to a policy question, from the settings' facts, in the language of `t` ("engage"). */
export function policyAnswer(
  question: PolicyQuestion,
  facts: PolicyFacts,
  t: TFunction,
  lang: string,
): string {
  switch (question) {
    case "payment": {
      if (!facts.payment.online) return t("chat.replies.paymentAtHotel");
      const { deposit } = facts.payment;
      const online =
        deposit?.mode === "percent"
          ? t("chat.replies.paymentDeposit", { percent: deposit.percent })
          : deposit?.mode === "first_night"
            ? t("chat.replies.paymentDepositFirstNight")
            : t("chat.replies.paymentOnline");
      return facts.payment.fallback === "pay_at_hotel"
        ? `${online} ${t("chat.replies.paymentFallback")}`
        : online;
    }
    case "cancel": {
      const { freeCancellationDays: days, lateCancellationNights: nights } = facts.cancellation;
      const before = new Intl.NumberFormat(lang, {
        style: "unit",
        unit: "day",
        unitDisplay: "long",
      }).format(days);
      const late =
        nights > 0
          ? t("chat.replies.cancelLate", { count: nights })
          : t("chat.replies.cancelLateNone");
      return [
        t("chat.replies.cancel"),
        t("chat.replies.cancelFree", {
          time: isolate(formatTime(facts.checkInTime, lang)),
          days: isolate(before),
        }),
        late,
      ].join(" ");
    }
    case "transfer":
      return t("chat.replies.transfer", { price: price(facts.transferVanPrice) });
    case "beach":
      return facts.beachWalkMinutes > 0
        ? t("chat.replies.beach", { minutes: facts.beachWalkMinutes })
        : t("chat.replies.beachNone");
    case "parkingWifi":
      return facilitySentences(["wifi", "parking"], facts, t, lang);
    case "pets":
      return t(
        facts.pets === "none"
          ? "chat.replies.petsNone"
          : facts.pets === "welcome"
            ? "chat.replies.petsWelcome"
            : "chat.replies.pets",
      );
  }
}

/**
 * What the hotel says about each of `asked`: a yes from its ticked facilities, a plain
 * no otherwise (the front desk's hours only when it is open around the clock).
 */
function facilitySentences(
  asked: ("wifi" | "parking" | "pool" | "frontDesk24h")[],
  facts: Pick<PolicyFacts, "facilities" | "poolOpens" | "poolCloses">,
  t: TFunction,
  lang: string,
): string {
  const time = (hhmm: string) => isolate(formatTime(hhmm, lang));
  return asked
    .flatMap((facility) => {
      const has = facts.facilities.includes(facility);
      if (facility === "frontDesk24h") return has ? [t("chat.facilities.frontDesk24h")] : [];
      if (facility === "pool" && has) {
        return [
          t("chat.facilities.pool", {
            opens: time(facts.poolOpens),
            closes: time(facts.poolCloses),
          }),
        ];
      }
      return [t(has ? `chat.facilities.${facility}` : `chat.facilities.${facility}None`)];
    })
    .join(" ");
}

export function replyTo(question: string, facts: ChatFacts, t: TFunction, lang: string): ChatReply {
  const intent = findIntent(question);
  const room = findRoom(question, facts.rooms);
  const any = facts.rooms[0];
  const breakfast = any ? any.rates.singleBreakfast - any.rates.singleBedOnly : 0;
  const time = (hhmm: string) => isolate(formatTime(hhmm, lang));
  const phone = facts.phone ? ltr(facts.phone) : "";
  const paymentText = () => policyAnswer("payment", facts, t, lang);
  const faqs = { href: "/faqs", label: t("chat.seeFaqs") };

  if (room && (intent === null || ["prices", "booking", "greeting", "thanks"].includes(intent))) {
    return {
      text: t("chat.replies.room", {
        room: isolate(room.name),
        price: price(room.rates.singleBedOnly),
        breakfast: price(room.rates.singleBreakfast),
        double: price(room.rates.doubleBedOnly),
        size: room.size,
        capacity: room.capacity,
      }),
      link: { href: `/rooms/${room.id}`, label: t("chat.seeRoom", { room: isolate(room.name) }) },
    };
  }
  switch (intent) {
    case "cancel":
      return {
        text: policyAnswer("cancel", facts, t, lang),
        link: { href: "/booking/find", label: t("chat.manageBooking") },
      };
    case "transfer":
      return { text: policyAnswer("transfer", facts, t, lang) };
    case "lateCheckout":
      return {
        text: t("chat.replies.lateCheckout", {
          time: time(facts.lateCheckoutUntil),
          price: price(facts.lateCheckoutCharge),
          checkOut: time(facts.checkOutTime),
        }),
      };
    case "breakfast": {
      const hours = breakfastHours(facts);
      const text = t("chat.replies.breakfast", { price: price(breakfast) });
      return {
        text: hours.length
          ? `${text} ${t("chat.replies.breakfastWhere", { list: hours.join(" · ") })}`
          : text,
        link: { href: "/dining", label: t("chat.seeDining") },
      };
    }
    case "extraGuests": {
      // The party rule (core/party.ts): one extra bed per room, none in a room for one,
      // at most the settings' maximum per booking.
      if (facts.maxExtraGuests <= 0) {
        return { text: t("chat.replies.extraGuestsNone"), contactLink: true };
      }
      const noBed = facts.rooms.filter((r) => extraBedsPerRoom(r.capacity) === 0);
      const rule = t("chat.replies.extraGuests", {
        price: price(facts.extraGuestCharge),
        max: facts.maxExtraGuests,
      });
      if (noBed.length === 0) return { text: rule };
      const rooms = list(
        noBed.map((r) => isolate(r.name)),
        lang,
      );
      return { text: `${rule} ${t("chat.replies.extraGuestsNoBed", { rooms })}` };
    }
    case "taxes":
      return { text: t("chat.replies.taxes", { percent: facts.taxPercent }) };
    case "payment":
      return { text: paymentText() };
    case "checkTimes":
      return {
        text: t("chat.replies.checkTimes", {
          checkIn: time(facts.checkInTime),
          checkOut: time(facts.checkOutTime),
        }),
      };
    case "packages":
      return {
        text: t("chat.replies.packages", {
          list: list(
            facts.packages.map((p) => `${isolate(p.title)} (${isolate(p.price)})`),
            lang,
          ),
          email: ltr(facts.emails.events),
        }),
        link: { href: "/packages", label: t("chat.seePackages") },
      };
    case "dining":
      return {
        text: t("chat.replies.dining", {
          list: facts.restaurants.map((r) => `${isolate(r.name)}: ${isolate(r.hours)}`).join(" · "),
        }),
        link: { href: "/dining", label: t("chat.seeDining") },
      };
    case "beach":
      return facts.beachWalkMinutes > 0
        ? { text: policyAnswer("beach", facts, t, lang), link: faqs }
        : { text: policyAnswer("beach", facts, t, lang), contactLink: true };
    case "spa":
      return { text: t(facts.spa ? "chat.replies.spaYes" : "chat.replies.spa"), contactLink: true };
    case "pets":
      return { text: policyAnswer("pets", facts, t, lang), link: faqs };
    case "children":
      return {
        text: t("chat.replies.children", { price: price(facts.extraGuestCharge) }),
        link: faqs,
      };
    case "amenities":
      return {
        text: facilitySentences(["wifi", "parking", "pool", "frontDesk24h"], facts, t, lang),
      };
    case "booking":
      return {
        text: `${t("chat.replies.booking")} ${paymentText()}`,
        link: { href: "/rooms", label: t("chat.seeRooms") },
      };
    case "prices":
      return {
        text: t("chat.replies.prices", {
          list: list(
            facts.rooms.map((r) => `${isolate(r.name)} ${price(r.rates.singleBedOnly)}`),
            lang,
          ),
          breakfast: price(breakfast),
        }),
        link: { href: "/rooms", label: t("chat.seeRooms") },
      };
    case "location":
      return {
        text: t("chat.replies.location", { address: ltr(facts.address) }),
        link: { href: facts.mapUrl, label: t("chat.openMap"), external: true },
        phone: facts.phone,
      };
    case "contact":
      return {
        text: t("chat.replies.contact", { phone, email: ltr(facts.emails.general) }),
        contactLink: true,
        phone: facts.phone,
      };
    case "thanks":
      return { text: t("chat.replies.thanks") };
    case "greeting":
      return { text: t("chat.replies.greeting") };
    default:
      return { text: t("chat.replies.fallback", { phone }), contactLink: true, phone: facts.phone };
  }
}
