import type { FullyLocalizedText as L } from "~core/i18n/languages";

/** Texts shared by several event packages. */

export const perPerson3500: L = {
  en: "KSh 3,500 per person",
  fr: "KSh 3,500 par personne",
  es: "KSh 3,500 por persona",
  it: "KSh 3,500 a persona",
  de: "KSh 3,500 pro Person",
  ar: "KSh 3,500 للشخص الواحد",
  sw: "KSh 3,500 kwa kila mtu",
};

export const minimum20Guests: L = {
  en: "Minimum 20 guests",
  fr: "20 invités minimum",
  es: "Mínimo 20 invitados",
  it: "Minimo 20 ospiti",
  de: "Mindestens 20 Gäste",
  ar: "20 ضيفًا على الأقل",
  sw: "Angalau wageni 20",
};

export const tenToFifteen: L = {
  en: "10 to 15 participants",
  fr: "10 à 15 participants",
  es: "De 10 a 15 participantes",
  it: "Da 10 a 15 partecipanti",
  de: "10 bis 15 Teilnehmende",
  ar: "من 10 إلى 15 مشاركًا",
  sw: "Washiriki 10 hadi 15",
};

export const projector: L = {
  en: "Projector, screen and flip chart",
  fr: "Vidéoprojecteur, écran et tableau de papier",
  es: "Proyector, pantalla y rotafolio",
  it: "Proiettore, schermo e lavagna a fogli mobili",
  de: "Beamer, Leinwand und Flipchart",
  ar: "جهاز عرض وشاشة ولوح ورقي",
  sw: "Projekta, skrini na ubao wa karatasi",
};

export const freeWifi: L = {
  en: "Free Wi-Fi",
  fr: "Wi-Fi gratuit",
  es: "Wi-Fi gratis",
  it: "Wi-Fi gratuito",
  de: "Kostenloses WLAN",
  ar: "واي فاي مجاني",
  sw: "Wi-Fi bila malipo",
};

export const buffetLunch: L = {
  en: "Buffet lunch",
  fr: "Déjeuner buffet",
  es: "Almuerzo bufé",
  it: "Pranzo a buffet",
  de: "Mittagsbuffet",
  ar: "غداء بوفيه مفتوح",
  sw: "Chakula cha mchana cha bufee",
};

export const conferenceRoomFullDay: L = {
  en: "Conference room from 8:00 AM to 5:00 PM",
  fr: "Salle de conférence de 8 h à 17 h",
  es: "Sala de conferencias de 8:00 a 17:00",
  it: "Sala conferenze dalle 8:00 alle 17:00",
  de: "Konferenzraum von 8:00 bis 17:00 Uhr",
  ar: "قاعة المؤتمرات من 8:00 صباحًا حتى 5:00 مساءً",
  sw: "Ukumbi wa mikutano kuanzia saa mbili asubuhi hadi saa kumi na moja jioni",
};

export const teaBreaks: L = {
  en: "Morning and afternoon tea with snacks",
  fr: "Pause thé le matin et l'après-midi, avec en-cas",
  es: "Pausa para el té por la mañana y por la tarde, con aperitivos",
  it: "Pausa tè al mattino e al pomeriggio, con spuntini",
  de: "Teepause am Vormittag und am Nachmittag mit Snacks",
  ar: "استراحة شاي صباحية ومسائية مع وجبات خفيفة",
  sw: "Chai ya asubuhi na ya alasiri pamoja na vitafunio",
};

export const fingerFood: L = {
  en: "Finger food and a light buffet",
  fr: "Bouchées et buffet léger",
  es: "Canapés y un bufé ligero",
  it: "Finger food e un buffet leggero",
  de: "Fingerfood und ein leichtes Buffet",
  ar: "مقبلات صغيرة وبوفيه خفيف",
  sw: "Vitafunio vidogo na bufee nyepesi",
};

// Add-ons
export const photographer: L = {
  en: "Photographer for 2 hours",
  fr: "Photographe pendant 2 heures",
  es: "Fotógrafo durante 2 horas",
  it: "Fotografo per 2 ore",
  de: "Fotograf für 2 Stunden",
  ar: "مصور لمدة ساعتين",
  sw: "Mpiga picha kwa saa 2",
};

export const transferVan: L = {
  en: "Airport or SGR transfer van - KSh 1,000",
  fr: "Navette vers l'aéroport ou la gare SGR - KSh 1,000",
  es: "Furgoneta de traslado al aeropuerto o a la estación del SGR - KSh 1,000",
  it: "Navetta per l'aeroporto o la stazione SGR - KSh 1,000",
  de: "Transferbus zum Flughafen oder zum SGR-Bahnhof - KSh 1,000",
  ar: "حافلة نقل من المطار أو محطة قطار SGR وإليهما - KSh 1,000",
  sw: "Gari la usafiri kutoka au kwenda uwanja wa ndege au stesheni ya SGR - KSh 1,000",
};

export const decorUpgrade: L = {
  en: "Decor upgrade with balloons and fresh flowers",
  fr: "Décoration enrichie avec ballons et fleurs fraîches",
  es: "Decoración mejorada con globos y flores frescas",
  it: "Decorazioni extra con palloncini e fiori freschi",
  de: "Erweiterte Dekoration mit Luftballons und frischen Blumen",
  ar: "ترقية الديكور بالبالونات والزهور الطبيعية",
  sw: "Mapambo ya ziada ya puto na maua halisi",
};

export const celebrationCake: L = {
  en: "Celebration cake",
  fr: "Gâteau de fête",
  es: "Tarta de celebración",
  it: "Torta per la festa",
  de: "Festtorte",
  ar: "كعكة الاحتفال",
  sw: "Keki ya sherehe",
};
