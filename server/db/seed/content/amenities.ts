import { poolHoursText } from "./hours";
import type { AmenitySeed } from "./types";

export const amenities: AmenitySeed[] = [
  {
    key: "pool",
    icon: "waves",
    name: {
      en: "Swimming pool",
      fr: "Piscine",
      es: "Piscina",
      it: "Piscina",
      de: "Swimmingpool",
      ar: "مسبح",
      sw: "Bwawa la kuogelea",
    },
    description: poolHoursText({
      en: (opens, closes) =>
        `The outdoor pool is open daily from ${opens} to ${closes}, with loungers, towels and a shallow end for children.`,
      fr: (opens, closes) =>
        `La piscine extérieure est ouverte tous les jours de ${opens} à ${closes}, avec transats, serviettes et un petit bassin peu profond pour les enfants.`,
      es: (opens, closes) =>
        `La piscina exterior abre todos los días de ${opens} a ${closes}, con tumbonas, toallas y una zona poco profunda para niños.`,
      it: (opens, closes) =>
        `La piscina all'aperto è aperta tutti i giorni dalle ${opens} alle ${closes}, con lettini, teli e una zona bassa per i bambini.`,
      de: (opens, closes) =>
        `Der Außenpool ist täglich von ${opens} bis ${closes} geöffnet, mit Liegen, Handtüchern und einem flachen Bereich für Kinder.`,
      ar: (opens, closes) =>
        `المسبح الخارجي مفتوح يوميًا من ${opens} حتى ${closes}، مع كراسي استلقاء ومناشف وجزء ضحل للأطفال.`,
      sw: (opens, closes) =>
        `Bwawa la nje liko wazi kila siku kuanzia ${opens} hadi ${closes}, likiwa na viti vya kupumzikia, taulo na sehemu ya kina kifupi kwa watoto.`,
    }),
  },
  {
    key: "cafe",
    icon: "coffee",
    name: {
      en: "Pergola café",
      fr: "Café de la pergola",
      es: "Café de la pérgola",
      it: "Caffè della pergola",
      de: "Pergola-Café",
      ar: "مقهى العريشة",
      sw: "Mkahawa wa pergola",
    },
    description: {
      en: "Espresso, Kenyan filter coffee, fresh juices and light snacks in the shade of the garden pergola, with power sockets at most tables.",
      fr: "Espresso, café filtre kényan, jus frais et en-cas légers à l'ombre de la pergola du jardin, avec des prises électriques à la plupart des tables.",
      es: "Espresso, café de filtro keniano, zumos naturales y tentempiés ligeros a la sombra de la pérgola del jardín, con enchufes en casi todas las mesas.",
      it: "Espresso, caffè filtro keniota, spremute e spuntini leggeri all'ombra della pergola in giardino, con prese elettriche a quasi tutti i tavoli.",
      de: "Espresso, kenianischer Filterkaffee, frische Säfte und kleine Snacks im Schatten der Gartenpergola, mit Steckdosen an den meisten Tischen.",
      ar: "إسبريسو وقهوة كينية مقطّرة وعصائر طازجة ووجبات خفيفة في ظل عريشة الحديقة، مع مقابس كهرباء عند معظم الطاولات.",
      sw: "Espresso, kahawa ya Kenya, juisi safi na vitafunio vyepesi kivulini mwa pergola bustanini, na soketi za umeme karibu na meza nyingi.",
    },
  },
  {
    key: "business-centre",
    icon: "briefcase-business",
    name: {
      en: "Business centre",
      fr: "Centre d'affaires",
      es: "Centro de negocios",
      it: "Business center",
      de: "Businesscenter",
      ar: "مركز الأعمال",
      sw: "Kituo cha biashara",
    },
    description: {
      en: "Printing, scanning and a quiet meeting room for up to 15 people, with a projector and flip chart on request.",
      fr: "Impression, numérisation et une salle de réunion calme pour 15 personnes au plus, avec vidéoprojecteur et tableau de papier sur demande.",
      es: "Impresión, escaneado y una sala de reuniones tranquila para hasta 15 personas, con proyector y rotafolio bajo petición.",
      it: "Stampa, scansione e una sala riunioni tranquilla fino a 15 persone, con proiettore e lavagna a fogli mobili su richiesta.",
      de: "Drucken, Scannen und ein ruhiger Besprechungsraum für bis zu 15 Personen, Beamer und Flipchart auf Anfrage.",
      ar: "طباعة ومسح ضوئي وقاعة اجتماعات هادئة تتسع لخمسة عشر شخصًا، مع جهاز عرض ولوح ورقي عند الطلب.",
      sw: "Huduma za kuchapisha na kuskani, pamoja na chumba tulivu cha mikutano cha hadi watu 15, na projekta na ubao wa karatasi ukiomba.",
    },
  },
  {
    key: "wifi",
    icon: "wifi",
    name: {
      en: "Free Wi-Fi",
      fr: "Wi-Fi gratuit",
      es: "Wi-Fi gratis",
      it: "Wi-Fi gratuito",
      de: "Kostenloses WLAN",
      ar: "واي فاي مجاني",
      sw: "Wi-Fi bila malipo",
    },
    description: {
      en: "Free Wi-Fi throughout the hotel: in every room, on the work terraces, by the pool and in the restaurants.",
      fr: "Wi-Fi gratuit dans tout l'hôtel : dans chaque chambre, sur les terrasses de travail, au bord de la piscine et dans les restaurants.",
      es: "Wi-Fi gratis en todo el hotel: en todas las habitaciones, en las terrazas de trabajo, junto a la piscina y en los restaurantes.",
      it: "Wi-Fi gratuito in tutto l'hotel: in ogni camera, sulle terrazze di lavoro, a bordo piscina e nei ristoranti.",
      de: "Kostenloses WLAN im ganzen Hotel: in jedem Zimmer, auf den Arbeitsterrassen, am Pool und in den Restaurants.",
      ar: "واي فاي مجاني في جميع أنحاء الفندق: في كل الغرف وعلى شرفات العمل وبجانب المسبح وفي المطاعم.",
      sw: "Wi-Fi bila malipo kila mahali hotelini: katika kila chumba, kwenye baraza za kufanyia kazi, kando ya bwawa na katika mikahawa.",
    },
  },
  {
    key: "reception",
    icon: "concierge-bell",
    name: {
      en: "24/7 reception",
      fr: "Réception 24 h/24",
      es: "Recepción 24 horas",
      it: "Reception 24 ore su 24",
      de: "Rezeption rund um die Uhr",
      ar: "استقبال على مدار الساعة",
      sw: "Mapokezi saa 24",
    },
    description: {
      en: "The front desk is staffed day and night for late arrivals, taxis and airport or SGR transfers.",
      fr: "La réception est ouverte jour et nuit pour les arrivées tardives, les taxis et les transferts vers l'aéroport ou la gare SGR.",
      es: "La recepción está atendida día y noche para llegadas tardías, taxis y traslados al aeropuerto o a la estación del SGR.",
      it: "La reception è presidiata giorno e notte per arrivi in tarda serata, taxi e transfer per l'aeroporto o la stazione SGR.",
      de: "Die Rezeption ist Tag und Nacht besetzt, für späte Anreisen, Taxis und Transfers zum Flughafen oder zum SGR-Bahnhof.",
      ar: "مكتب الاستقبال يعمل ليلًا ونهارًا لاستقبال الواصلين في وقت متأخر وطلب سيارات الأجرة وتنظيم النقل من المطار أو محطة قطار SGR وإليهما.",
      sw: "Mapokezi yako wazi mchana na usiku kwa wageni wanaofika usiku, teksi na usafiri wa kwenda au kutoka uwanja wa ndege na stesheni ya SGR.",
    },
  },
  {
    key: "parking",
    icon: "car",
    name: {
      en: "Free parking",
      fr: "Parking gratuit",
      es: "Aparcamiento gratuito",
      it: "Parcheggio gratuito",
      de: "Kostenlose Parkplätze",
      ar: "موقف سيارات مجاني",
      sw: "Maegesho bila malipo",
    },
    description: {
      en: "Free, secure parking inside the gated grounds, with a guard at the gate around the clock.",
      fr: "Parking gratuit et sécurisé dans l'enceinte fermée de l'hôtel, avec un gardien à l'entrée 24 h/24.",
      es: "Aparcamiento gratuito y seguro dentro del recinto cerrado, con vigilante en la entrada las 24 horas.",
      it: "Parcheggio gratuito e sorvegliato all'interno del complesso recintato, con una guardia al cancello 24 ore su 24.",
      de: "Kostenlose, sichere Parkplätze auf dem umzäunten Gelände, mit Wachpersonal am Tor rund um die Uhr.",
      ar: "موقف مجاني وآمن داخل أسوار الفندق، مع حارس عند البوابة على مدار الساعة.",
      sw: "Maegesho salama bila malipo ndani ya uzio wa hoteli, na mlinzi langoni saa 24.",
    },
  },
];
