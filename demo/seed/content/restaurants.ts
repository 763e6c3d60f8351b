import type { FullyLocalizedText as L } from "~core/i18n/languages";
import { hoursText, RESTAURANT_HOURS } from "./hours";
import { bahariAndPergolaItems } from "./menu-items-a";
import { fineDiningAndGardenItems } from "./menu-items-b";
import type { MenuItemSeed, MenuKind, MenuSeed, RestaurantSeed } from "./types";

// Cuisine tags
const italian: L = {
  en: "Italian",
  fr: "Italienne",
  es: "Italiana",
  it: "Italiana",
  de: "Italienisch",
  ar: "إيطالي",
  sw: "Kiitaliano",
};
const international: L = {
  en: "International",
  fr: "Internationale",
  es: "Internacional",
  it: "Internazionale",
  de: "Internationale Küche",
  ar: "عالمي",
  sw: "Kimataifa",
};
const fineDining: L = {
  en: "Fine Dining",
  fr: "Gastronomique",
  es: "Alta cocina",
  it: "Alta cucina",
  de: "Gehobene Küche",
  ar: "مطبخ راقٍ",
  sw: "Mlo wa hadhi ya juu",
};
const mediterranean: L = {
  en: "Mediterranean",
  fr: "Méditerranéenne",
  es: "Mediterránea",
  it: "Mediterranea",
  de: "Mediterran",
  ar: "متوسطي",
  sw: "Kimediterania",
};
const outdoorDining: L = {
  en: "Outdoor Dining",
  fr: "Repas en plein air",
  es: "Comidas al aire libre",
  it: "Tavoli all'aperto",
  de: "Essen im Freien",
  ar: "تناول الطعام في الهواء الطلق",
  sw: "Kula nje",
};
const gourmet: L = {
  en: "Gourmet",
  fr: "Cuisine gourmet",
  es: "Cocina gourmet",
  it: "Cucina gourmet",
  de: "Gourmetküche",
  ar: "أطباق الذواقة",
  sw: "Mapishi ya kifahari",
};
const farmToTable: L = {
  en: "Farm to Table",
  fr: "De la ferme à la table",
  es: "Del campo a la mesa",
  it: "Dalla fattoria alla tavola",
  de: "Vom Hof auf den Tisch",
  ar: "من المزرعة إلى المائدة",
  sw: "Kutoka shambani hadi mezani",
};
const alFresco: L = {
  en: "Al Fresco",
  fr: "En plein air",
  es: "Al aire libre",
  it: "All'aperto",
  de: "Unter freiem Himmel",
  ar: "في الهواء الطلق",
  sw: "Nje kwenye hewa safi",
};

// Dress codes
const smartCasual: L = {
  en: "Smart Casual",
  fr: "Tenue décontractée chic",
  es: "Elegante informal",
  it: "Casual elegante",
  de: "Gepflegt leger",
  ar: "أنيق غير رسمي",
  sw: "Mavazi nadhifu ya kawaida",
};
const smartElegant: L = {
  en: "Smart Elegant",
  fr: "Tenue élégante",
  es: "Vestimenta elegante",
  it: "Abbigliamento elegante",
  de: "Elegante Kleidung",
  ar: "لباس أنيق",
  sw: "Mavazi rasmi ya kupendeza",
};
const resortCasual: L = {
  en: "Resort Casual",
  fr: "Tenue de vacances décontractée",
  es: "Informal de vacaciones",
  it: "Informale da vacanza",
  de: "Legere Urlaubskleidung",
  ar: "ملابس منتجعات غير رسمية",
  sw: "Mavazi ya kawaida ya likizo",
};

export const restaurants: RestaurantSeed[] = [
  {
    id: 1,
    slug: "bahari",
    name: "Bahari Restaurant",
    description: {
      en: "Our signature restaurant, open from breakfast until dinner, with tables in the dining room and on the terrace facing the pool. The kitchen cooks Italian classics next to Swahili coast dishes, and the fish comes from Mombasa's fishermen each morning.",
      fr: "Notre restaurant principal, ouvert du petit-déjeuner au dîner, avec des tables en salle et sur la terrasse face à la piscine. La cuisine propose des classiques italiens à côté de plats de la côte swahilie, et le poisson arrive chaque matin des pêcheurs de Mombasa.",
      es: "Nuestro restaurante insignia, abierto desde el desayuno hasta la cena, con mesas en el comedor y en la terraza frente a la piscina. La cocina prepara clásicos italianos junto a platos de la costa swahili, y el pescado llega cada mañana de los pescadores de Mombasa.",
      it: "Il nostro ristorante principale, aperto dalla colazione alla cena, con tavoli in sala e sulla terrazza davanti alla piscina. La cucina propone classici italiani accanto a piatti della costa swahili, e il pesce arriva ogni mattina dai pescatori di Mombasa.",
      de: "Unser Hauptrestaurant, vom Frühstück bis zum Abendessen geöffnet, mit Tischen im Speisesaal und auf der Terrasse zum Pool. Die Küche kocht italienische Klassiker neben Gerichten der Swahili-Küste, und der Fisch kommt jeden Morgen von den Fischern Mombasas.",
      ar: "مطعمنا الرئيسي، مفتوح من الإفطار حتى العشاء، وفيه طاولات في الصالة وعلى الشرفة المقابلة للمسبح. يقدم المطبخ الأطباق الإيطالية الكلاسيكية إلى جانب أطباق الساحل السواحلي، ويصل السمك كل صباح من صيادي مومباسا.",
      sw: "Mkahawa wetu mkuu, ulio wazi tangu kiamsha kinywa hadi chakula cha jioni, wenye meza ndani ya ukumbi na kwenye baraza inayotazama bwawa la kuogelea. Jikoni hupika vyakula vya Kiitaliano pamoja na vyakula vya Pwani ya Waswahili, na samaki huletwa kila asubuhi na wavuvi wa Mombasa.",
    },
    cuisine: [italian, international, fineDining],
    hours: hoursText(RESTAURANT_HOURS.bahari),
    dressCode: smartCasual,
    image: "restaurant/1",
  },
  {
    id: 2,
    slug: "the-pergola",
    name: "The Pergola",
    description: {
      en: "Tables under a timber pergola in the garden, shaded by bougainvillea during the day and lit with string lights after dark. The menu is Italian and Mediterranean: wood-fired pizza, pasta, grilled fish and salads, and long tables can be set for groups.",
      fr: "Des tables sous une pergola en bois dans le jardin, ombragées de bougainvilliers le jour et éclairées par des guirlandes lumineuses le soir. La carte est italienne et méditerranéenne : pizzas au feu de bois, pâtes, poisson grillé et salades, et de grandes tables peuvent être dressées pour les groupes.",
      es: "Mesas bajo una pérgola de madera en el jardín, a la sombra de las buganvillas durante el día e iluminadas con guirnaldas de luces al anochecer. La carta es italiana y mediterránea: pizza al horno de leña, pasta, pescado a la parrilla y ensaladas, y se pueden montar mesas largas para grupos.",
      it: "Tavoli sotto una pergola di legno in giardino, all'ombra delle bougainville di giorno e illuminati da fili di luci la sera. Il menu è italiano e mediterraneo: pizza cotta nel forno a legna, pasta, pesce alla griglia e insalate, e per i gruppi si possono apparecchiare lunghe tavolate.",
      de: "Tische unter einer Holzpergola im Garten, tagsüber im Schatten der Bougainvilleen, abends von Lichterketten beleuchtet. Die Karte ist italienisch und mediterran: Pizza aus dem Holzofen, Pasta, gegrillter Fisch und Salate, und für Gruppen werden lange Tafeln eingedeckt.",
      ar: "طاولات تحت عريشة خشبية في الحديقة، تظللها الجهنمية نهارًا وتضيئها سلاسل المصابيح بعد حلول الظلام. قائمة الطعام إيطالية ومتوسطية: بيتزا من فرن الحطب ومعكرونة وسمك مشوي وسلطات، ويمكن تجهيز طاولات طويلة للمجموعات.",
      sw: "Meza chini ya pergola ya mbao bustanini, zenye kivuli cha maua ya bougainvillea mchana na mwanga wa taa ndogo za mapambo usiku. Menyu ni ya Kiitaliano na Kimediterania: piza ya oveni ya kuni, pasta, samaki wa kuchoma na saladi, na meza ndefu zinaweza kupangwa kwa vikundi.",
    },
    cuisine: [italian, mediterranean, outdoorDining],
    hours: hoursText(RESTAURANT_HOURS["the-pergola"]),
    dressCode: smartCasual,
    image: "restaurant/2",
  },
  {
    id: 3,
    slug: "the-fine-dining",
    name: "The Fine Dining",
    description: {
      en: "A small, quiet dining room open for dinner only, with white tablecloths, a tasting menu that changes with the season and a short à la carte list. It suits an anniversary or a dinner with clients; please book a day ahead.",
      fr: "Une petite salle calme, ouverte uniquement le soir, avec nappes blanches, un menu dégustation qui change au fil des saisons et une courte carte. Elle convient à un anniversaire de mariage ou à un dîner avec des clients ; merci de réserver la veille.",
      es: "Un comedor pequeño y tranquilo, abierto solo para cenar, con manteles blancos, un menú degustación que cambia con la temporada y una carta breve. Es adecuado para un aniversario o una cena con clientes; conviene reservar con un día de antelación.",
      it: "Una sala piccola e tranquilla, aperta solo a cena, con tovaglie bianche, un menu degustazione che cambia con le stagioni e una breve carta. Adatta a un anniversario o a una cena con clienti; si consiglia di prenotare il giorno prima.",
      de: "Ein kleiner, ruhiger Speiseraum, nur abends geöffnet, mit weißen Tischdecken, einem Degustationsmenü, das mit der Saison wechselt, und einer kurzen Karte. Passend für einen Jahrestag oder ein Abendessen mit Kunden; bitte einen Tag vorher reservieren.",
      ar: "قاعة طعام صغيرة وهادئة تفتح للعشاء فقط، بمفارش بيضاء وقائمة تذوق تتغير مع المواسم وقائمة أطباق قصيرة. تناسب الاحتفال بذكرى سنوية أو عشاء عمل مع العملاء، ونرجو الحجز قبل يوم.",
      sw: "Ukumbi mdogo na tulivu wa chakula, ulio wazi kwa chakula cha jioni pekee, wenye vitambaa vyeupe mezani, menyu ya kuonja inayobadilika kulingana na msimu na orodha fupi ya vyakula. Unafaa kwa kusherehekea kumbukumbu ya ndoa au chakula cha jioni na wateja; tafadhali weka nafasi siku moja kabla.",
    },
    cuisine: [italian, international, fineDining, gourmet],
    hours: hoursText(RESTAURANT_HOURS["the-fine-dining"]),
    dressCode: smartElegant,
    image: "restaurant/3",
  },
  {
    id: 4,
    slug: "the-garden",
    name: "The Garden",
    description: {
      en: "Breakfast and lunch at tables set among palms and frangipani, with greens and herbs from our own kitchen garden. Expect eggs cooked to order, fresh fruit, light salads and simple coastal dishes, with shade from the midday sun.",
      fr: "Petit-déjeuner et déjeuner à des tables installées entre les palmiers et les frangipaniers, avec des légumes verts et des herbes de notre propre potager. Au menu : œufs cuits à la demande, fruits frais, salades légères et plats simples de la côte, à l'abri du soleil de midi.",
      es: "Desayuno y comida en mesas entre palmeras y frangipanis, con verduras y hierbas de nuestra propia huerta. Hay huevos al gusto, fruta fresca, ensaladas ligeras y platos sencillos de la costa, con sombra para protegerse del sol del mediodía.",
      it: "Colazione e pranzo a tavoli sistemati tra palme e frangipani, con verdure ed erbe del nostro orto. Uova cucinate al momento, frutta fresca, insalate leggere e semplici piatti della costa, all'ombra nelle ore più calde.",
      de: "Frühstück und Mittagessen an Tischen zwischen Palmen und Frangipani, mit Salaten und Kräutern aus unserem eigenen Küchengarten. Es gibt Eier nach Wunsch, frisches Obst, leichte Salate und einfache Gerichte der Küste, dazu Schatten vor der Mittagssonne.",
      ar: "إفطار وغداء على طاولات بين أشجار النخيل والياسمين الهندي، مع خضار وأعشاب من حديقة مطبخنا. ستجد بيضًا يُطهى حسب الطلب وفواكه طازجة وسلطات خفيفة وأطباقًا ساحلية بسيطة، مع ظل يقيك شمس الظهيرة.",
      sw: "Kiamsha kinywa na chakula cha mchana kwenye meza zilizopangwa kati ya minazi na miti ya maua ya frangipani, kwa mboga na viungo kutoka bustani yetu ya jikoni. Kuna mayai yanayopikwa unavyopenda, matunda safi, saladi nyepesi na vyakula rahisi vya Pwani, pamoja na kivuli cha kukukinga na jua la mchana.",
    },
    cuisine: [italian, farmToTable, alFresco],
    hours: hoursText(RESTAURANT_HOURS["the-garden"]),
    dressCode: resortCasual,
    image: "restaurant/4",
  },
];

const pages = (kind: MenuKind, count: number): string[] =>
  Array.from({ length: count }, (_, i) => `menu/${kind}/${i + 1}`);

export const menus: MenuSeed[] = [
  {
    kind: "food",
    title: {
      en: "Food Menu",
      fr: "Carte des plats",
      es: "Carta de comidas",
      it: "Menu dei piatti",
      de: "Speisekarte",
      ar: "قائمة الطعام",
      sw: "Menyu ya chakula",
    },
    pages: pages("food", 13),
  },
  {
    kind: "wine",
    title: {
      en: "Wine List",
      fr: "Carte des vins",
      es: "Carta de vinos",
      it: "Carta dei vini",
      de: "Weinkarte",
      ar: "قائمة النبيذ",
      sw: "Orodha ya mvinyo",
    },
    pages: pages("wine", 9),
  },
  {
    kind: "barista",
    title: {
      en: "Barista Menu",
      fr: "Carte du barista",
      es: "Carta del barista",
      it: "Menu della caffetteria",
      de: "Kaffeekarte",
      ar: "قائمة القهوة",
      sw: "Menyu ya kahawa",
    },
    pages: pages("barista", 5),
  },
  {
    kind: "bar",
    title: {
      en: "Bar Menu",
      fr: "Carte du bar",
      es: "Carta del bar",
      it: "Lista del bar",
      de: "Barkarte",
      ar: "قائمة البار",
      sw: "Menyu ya baa",
    },
    pages: pages("bar", 7),
  },
  {
    kind: "seafood",
    title: {
      en: "Seafood Menu",
      fr: "Carte des fruits de mer",
      es: "Carta de mariscos",
      it: "Menu di pesce",
      de: "Fisch- und Meeresfrüchtekarte",
      ar: "قائمة المأكولات البحرية",
      sw: "Menyu ya vyakula vya baharini",
    },
    pages: pages("seafood", 2),
  },
];

export const menuItems: MenuItemSeed[] = [...bahariAndPergolaItems, ...fineDiningAndGardenItems];
