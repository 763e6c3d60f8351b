/** The chat assistant's answers: built from the facts the site uses, in the page's language. */
import type { TFunction } from "i18next";
import type { ChatFacts } from "../../../core/chat-facts";
import { formatKsh, formatTime, ltr } from "../../../core/format";
import { extraBedsPerRoom } from "../../../core/party";
import { findIntent, findRoom } from "./chat-intents";

export interface ChatReply {
  text: string;
  /** Offer the contact page under the answer. */
  contactLink?: boolean;
  /** Offer a page of the site, e.g. /rooms. */
  link?: { href: string; label: string };
}

const list = (items: string[], lang: string) =>
  new Intl.ListFormat(lang, { style: "long", type: "conjunction" }).format(items);

export function replyTo(question: string, facts: ChatFacts, t: TFunction, lang: string): ChatReply {
  const intent = findIntent(question);
  const room = findRoom(question, facts.rooms);
  const any = facts.rooms[0];
  const breakfast = any ? any.rates.singleBreakfast - any.rates.singleBedOnly : 0;

  if (room && (intent === null || ["prices", "booking", "greeting", "thanks"].includes(intent))) {
    return {
      text: t("chat.replies.room", {
        room: room.name,
        price: formatKsh(room.rates.singleBedOnly),
        breakfast: formatKsh(room.rates.singleBreakfast),
        double: formatKsh(room.rates.doubleBedOnly),
        size: room.size,
        capacity: room.capacity,
      }),
      link: { href: `/rooms/${room.id}`, label: t("chat.seeRoom", { room: room.name }) },
    };
  }
  switch (intent) {
    case "transfer":
      return { text: t("chat.replies.transfer", { price: formatKsh(facts.transferVanPrice) }) };
    case "lateCheckout":
      return {
        text: t("chat.replies.lateCheckout", {
          time: formatTime(facts.lateCheckoutUntil),
          price: formatKsh(facts.lateCheckoutCharge),
          checkOut: formatTime(facts.checkOutTime),
        }),
      };
    case "breakfast":
      return { text: t("chat.replies.breakfast", { price: formatKsh(breakfast) }) };
    case "extraGuests": {
      // The party rule (core/party.ts): one extra bed per room, none in a room for one,
      // at most the settings' maximum per booking.
      if (facts.maxExtraGuests <= 0) {
        return { text: t("chat.replies.extraGuestsNone"), contactLink: true };
      }
      const noBed = facts.rooms.filter((r) => extraBedsPerRoom(r.capacity) === 0);
      const rule = t("chat.replies.extraGuests", {
        price: formatKsh(facts.extraGuestCharge),
        max: facts.maxExtraGuests,
      });
      if (noBed.length === 0) return { text: rule };
      const rooms = list(
        noBed.map((r) => r.name),
        lang,
      );
      return { text: `${rule} ${t("chat.replies.extraGuestsNoBed", { rooms })}` };
    }
    case "taxes":
      return { text: t("chat.replies.taxes", { percent: facts.taxPercent }) };
    case "checkTimes":
      return {
        text: t("chat.replies.checkTimes", {
          checkIn: formatTime(facts.checkInTime),
          checkOut: formatTime(facts.checkOutTime),
        }),
      };
    case "packages":
      return {
        text: t("chat.replies.packages", {
          list: list(
            facts.packages.map((p) => `${p.title} (${p.price})`),
            lang,
          ),
          email: facts.emails.events,
        }),
        link: { href: "/packages", label: t("chat.seePackages") },
      };
    case "dining":
      return {
        text: t("chat.replies.dining", {
          list: facts.restaurants.map((r) => `${r.name}: ${r.hours}`).join(" · "),
        }),
        link: { href: "/dining", label: t("chat.seeDining") },
      };
    case "amenities":
      return { text: t("chat.replies.amenities") };
    case "booking":
      return {
        text: t("chat.replies.booking"),
        link: { href: "/rooms", label: t("chat.seeRooms") },
      };
    case "prices":
      return {
        text: t("chat.replies.prices", {
          list: list(
            facts.rooms.map((r) => `${r.name} ${formatKsh(r.rates.singleBedOnly)}`),
            lang,
          ),
          breakfast: formatKsh(breakfast),
        }),
        link: { href: "/rooms", label: t("chat.seeRooms") },
      };
    case "contact":
      return {
        text: t("chat.replies.contact", { phone: ltr(facts.phone), email: facts.emails.general }),
        contactLink: true,
      };
    case "thanks":
      return { text: t("chat.replies.thanks") };
    case "greeting":
      return { text: t("chat.replies.greeting") };
    default:
      return { text: t("chat.replies.fallback", { phone: ltr(facts.phone) }), contactLink: true };
  }
}
