import type { FullyLocalizedText as L } from "~core/i18n/languages";
import {
  DEFAULT_SITE_SETTINGS,
  FACILITIES,
  type PagePictures,
  type SiteSettings,
} from "~core/settings";

/** Footer text and default meta description. */
export const siteDescription: L = {
  en: "Pwani Bay Resort & Hotel is a budget-friendly business and resort hotel on the coast road in Nyali, Mombasa. It has a pool, quiet gardens, four restaurants, a pergola café and rooms for conferences and events.",
  fr: "Pwani Bay Resort & Hotel est un hôtel d'affaires et de séjour à prix doux, sur la route côtière de Nyali, à Mombasa. Vous y trouverez une piscine, des jardins paisibles, quatre restaurants, un café sous la pergola et des salles pour les conférences et les événements.",
  es: "Pwani Bay Resort & Hotel es un hotel de negocios y vacaciones a buen precio, en la carretera de la costa de Nyali, en Mombasa. Tiene piscina, jardines tranquilos, cuatro restaurantes, un café bajo la pérgola y salas para conferencias y eventos.",
  it: "Pwani Bay Resort & Hotel è un hotel business e resort dai prezzi contenuti, sulla strada costiera di Nyali, a Mombasa. Offre piscina, giardini tranquilli, quattro ristoranti, un caffè sotto la pergola e sale per conferenze ed eventi.",
  de: "Das Pwani Bay Resort & Hotel ist ein preiswertes Business- und Ferienhotel an der Küstenstraße in Nyali, Mombasa. Es gibt einen Pool, ruhige Gärten, vier Restaurants, ein Café unter der Pergola sowie Räume für Konferenzen und Veranstaltungen.",
  ar: "Pwani Bay Resort & Hotel فندق أعمال ومنتجع بأسعار معقولة على الطريق الساحلي في نيالي بمومباسا. يضم مسبحًا وحدائق هادئة وأربعة مطاعم ومقهى تحت العريشة وقاعات للمؤتمرات والفعاليات.",
  sw: "Pwani Bay Resort & Hotel ni hoteli ya kibiashara na ya mapumziko yenye bei nafuu, iliyoko kando ya barabara ya pwani huko Nyali, Mombasa. Ina bwawa la kuogelea, bustani tulivu, mikahawa minne, sehemu ya kahawa chini ya pergola, na kumbi za mikutano na hafla.",
};

/**
 * The demo hotel's settings: its name, address, telephones, e-mails and social pages over
 * the product's defaults (which invent none), its description and the facts the chat
 * answers from. The seed adds its page pictures.
 */
export const demoSettings: SiteSettings = {
  ...DEFAULT_SITE_SETTINGS,
  description: siteDescription,
  hotelName: "Pwani Bay Resort & Hotel",
  brandName: "Pwani Bay",
  address: {
    street: "Links Road",
    area: "Nyali",
    city: "Mombasa",
    postalCode: "80100",
    country: "Kenya",
    countryCode: "KE",
  },
  // Arabic writes the places in its own script; the other languages as the address does.
  placeNames: { ar: { area: "نيالي", city: "مومباسا" } },
  geo: { latitude: -4.0303, longitude: 39.7191 },
  phones: ["+254711000111", "+254733000222"],
  whatsapp: "+254711000111",
  emails: {
    general: "info@pwanibay.example",
    events: "events@pwanibay.example",
    reservations: "reservations@pwanibay.example",
    notifications: "frontdesk@pwanibay.example",
  },
  social: {
    facebook: "https://www.facebook.com/pwanibayresort",
    instagram: "https://www.instagram.com/pwanibayresort",
    x: "https://x.com/pwanibayresort",
  },
  beachWalkMinutes: 10,
  facilities: [...FACILITIES],
};

/**
 * The pictures of /about, /experiences and /dining's showcase: illustrations of the demo
 * (art keys, made into addresses by `url`), and the restaurant whose hours the Pergola
 * block shows.
 */
export function pagePictures(url: (key: string) => string): PagePictures {
  return {
    about: {
      hero: url("hero/business-hotel"),
      story: url("hero/business-hotel"),
      rooms: url("hero/accommodation"),
      work: url("hero/work-terrace"),
      leisure: url("hero/pool"),
      location: url("hero/garden"),
    },
    experiences: {
      hero: url("hero/pergola-cafe"),
      pool: url("hero/pool"),
      pergola: url("hero/pergola-cafe"),
      garden: url("hero/garden"),
      terraces: url("hero/work-terrace"),
    },
    dining: {
      bar: url("dining/bar"),
      barista: url("dining/barista"),
      poolside: url("dining/poolside"),
      pergola: [1, 2, 3, 4, 5, 6, 7, 8].map((n) => url(`dining/pergola-${n}`)),
      pergolaRestaurant: "the-pergola",
    },
  };
}
