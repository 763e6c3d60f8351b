/** Wine, barista, bar and seafood menu text (one section per page). */
import type { MenuSection } from "./menu-food";

export const WINE: readonly MenuSection[] = [
  {
    title: "Sparkling",
    note: "Bottle prices; by the glass where marked",
    items: [
      ["Graham Beck Brut NV", "South Africa. Crisp citrus and fine bubbles", 5200],
      ["JC Le Roux Le Domaine", "South Africa. Sweet, light and fruity", 2900],
      ["Prosecco DOC Extra Dry", "Italy. Green apple and pear, glass KSh 850", 4200],
      ["Cava Brut Reserva", "Spain. Toasty, dry and refreshing", 4500],
      ["Moet and Chandon Imperial", "France. Classic Champagne, brioche notes", 14500],
      ["Sparkling Rose", "South Africa. Strawberry and cream", 3800],
    ],
  },
  {
    title: "White",
    items: [
      ["Nederburg Sauvignon Blanc", "South Africa. Passion fruit and green pepper", 3200],
      ["Durbanville Hills Chardonnay", "South Africa. Light oak, peach and vanilla", 3900],
      ["Robertson Chenin Blanc", "South Africa. Guava and honey, glass KSh 650", 2800],
      ["Pinot Grigio delle Venezie", "Italy. Light, dry and mineral", 3600],
      ["Marlborough Sauvignon Blanc", "New Zealand. Zesty lime and gooseberry", 5200],
      ["Chablis", "France. Flinty, dry and elegant", 7800],
      ["Riesling Kabinett", "Germany. Off dry, apricot and lime", 4800],
    ],
  },
  {
    title: "Rosé",
    items: [
      ["Nederburg Rose", "South Africa. Red berries, softly dry", 2900],
      ["Cotes de Provence", "France. Pale, dry, peach and herbs", 5600],
      ["Pinotage Rose", "South Africa. Cherry and watermelon, glass KSh 650", 2800],
      ["White Zinfandel", "United States. Sweet strawberry notes", 3200],
      ["Rosado Garnacha", "Spain. Juicy raspberry and spice", 3400],
      ["Cinsault Rose", "South Africa. Light, floral, summer fresh", 3100],
    ],
  },
  {
    title: "Red: South Africa",
    items: [
      ["Nederburg Cabernet Sauvignon", "Blackcurrant and cedar, glass KSh 700", 3200],
      ["Kanonkop Pinotage", "Plum, smoke and spice, Stellenbosch", 6900],
      ["Durbanville Hills Merlot", "Soft, ripe and easy drinking", 3500],
      ["Boschendal Shiraz", "Dark fruit and black pepper", 4200],
      ["Meerlust Rubicon", "Bordeaux blend, structured and long", 9500],
      ["Four Cousins Sweet Red", "Light, sweet and fruity", 2600],
    ],
  },
  {
    title: "Red: France and Italy",
    items: [
      ["Cotes du Rhone", "France. Grenache and Syrah, warm spice", 4600],
      ["Bordeaux Superieur", "France. Merlot led, cassis and oak", 5400],
      ["Beaujolais Villages", "France. Light and juicy, serve slightly cool", 4300],
      ["Chianti Classico", "Italy. Cherry, herbs and firm tannin", 5200],
      ["Montepulciano d'Abruzzo", "Italy. Round and generous, glass KSh 750", 3600],
      ["Valpolicella Ripasso", "Italy. Dried cherry and cocoa", 6200],
      ["Primitivo di Puglia", "Italy. Ripe plum and soft vanilla", 4400],
    ],
  },
  {
    title: "Red: Spain and Portugal",
    items: [
      ["Rioja Crianza", "Spain. Tempranillo, vanilla and red fruit", 4800],
      ["Rioja Reserva", "Spain. Aged in oak, savoury and smooth", 6800],
      ["Ribera del Duero", "Spain. Dark fruit and liquorice", 6400],
      ["Garnacha Campo de Borja", "Spain. Juicy, easy and spicy", 3500],
      ["Douro Tinto", "Portugal. Blackberry and violet", 4200],
      ["Alentejo Red", "Portugal. Warm, ripe and round", 3900],
    ],
  },
  {
    title: "Red: New World",
    items: [
      ["Casillero del Diablo Merlot", "Chile. Plum and chocolate", 3400],
      ["Chilean Carmenere", "Chile. Red pepper and spice, glass KSh 700", 3600],
      ["Catena Malbec", "Argentina. Blueberry, violet and mocha", 5600],
      ["Jacob's Creek Shiraz", "Australia. Ripe berry and pepper", 3600],
      ["Barossa Shiraz", "Australia. Bold, rich and spicy", 6200],
      ["Marlborough Pinot Noir", "New Zealand. Cherry and earth", 6800],
      ["California Zinfandel", "United States. Jammy and warm", 5200],
    ],
  },
  {
    title: "Dessert Wines",
    note: "Served by the glass, 75 ml",
    items: [
      ["Noble Late Harvest", "South Africa. Honey, apricot and marmalade", 950],
      ["Sauternes", "France. Rich, golden and luscious", 1650],
      ["Tawny Port 10 Years", "Portugal. Nutty, caramel and dried fig", 1200],
      ["Ruby Port", "Portugal. Red berry and soft spice", 850],
      ["Moscato d'Asti", "Italy. Gently sparkling, peach and blossom", 800],
      ["Pedro Ximenez Sherry", "Spain. Raisin, toffee and coffee", 1100],
    ],
  },
];

export const BARISTA: readonly MenuSection[] = [
  {
    title: "Coffees",
    note: "Kenyan AA beans, roasted in Nairobi",
    items: [
      ["Espresso", "A single shot, rich and short", 250],
      ["Double Espresso", "Two shots for a stronger start", 320],
      ["Americano", "Espresso lengthened with hot water", 300],
      ["Cappuccino", "Espresso, steamed milk and deep foam", 380],
      ["Cafe Latte", "Espresso with silky steamed milk", 380],
      ["Flat White", "Double shot with velvety milk", 400],
      ["Macchiato", "Espresso marked with a spoon of foam", 300],
      ["Mocha", "Espresso, chocolate and steamed milk", 420],
    ],
  },
  {
    title: "Iced and Specialty",
    items: [
      ["Iced Latte", "Espresso over ice with cold milk", 420],
      ["Iced Americano", "Espresso, cold water and ice", 350],
      ["Cold Brew", "Steeped for 18 hours, smooth and bold", 450],
      ["Spanish Latte", "Espresso with condensed milk", 450],
      ["Caramel Macchiato", "Vanilla, milk, espresso and caramel", 480],
      ["Affogato", "Vanilla ice cream drowned in espresso", 450],
      ["Coconut Latte", "Espresso with coconut milk", 450],
    ],
  },
  {
    title: "Teas",
    note: "Pot for one",
    items: [
      ["Kenyan Black Tea", "Strong highland tea, milk on the side", 200],
      ["Chai Masala", "Tea brewed with milk, ginger and cardamom", 250],
      ["Dawa", "Hot lemon, ginger and honey", 300],
      ["Green Tea", "Light and grassy", 250],
      ["Chamomile", "Calming flowers, caffeine free", 250],
      ["Peppermint", "Fresh and cooling, caffeine free", 250],
      ["Iced Hibiscus Tea", "Lightly sweet with lime", 300],
    ],
  },
  {
    title: "Shakes and Smoothies",
    items: [
      ["Vanilla Milkshake", "Vanilla ice cream and cold milk", 450],
      ["Chocolate Milkshake", "Rich chocolate and ice cream", 450],
      ["Strawberry Milkshake", "Strawberries, ice cream and milk", 480],
      ["Mango Lassi", "Mango, yoghurt and cardamom", 420],
      ["Tropical Smoothie", "Mango, pineapple, passion and banana", 450],
      ["Green Smoothie", "Spinach, apple, ginger and lime", 450],
      ["Avocado Shake", "Avocado, milk and a little honey", 420],
    ],
  },
];

export const BAR: readonly MenuSection[] = [
  {
    title: "Signature Cocktails",
    items: [
      ["Pwani Sunset", "Rum, mango, passion fruit and grenadine", 950],
      ["Dhow Mule", "Vodka, ginger beer, lime and mint", 900],
      ["Dawa Cocktail", "Vodka, honey, lime, crushed ice", 850],
      ["Coconut Breeze", "White rum, coconut cream and pineapple", 950],
      ["Spice Island", "Gin, cinnamon syrup, lemon and tonic", 950],
      ["Tamarind Sour", "Whisky, tamarind, lemon and bitters", 1000],
      ["Old Town Negroni", "Gin, vermouth and Campari, orange peel", 1100],
    ],
  },
  {
    title: "Classic Cocktails",
    items: [
      ["Mojito", "Rum, mint, lime and soda", 850],
      ["Margarita", "Tequila, triple sec and lime", 950],
      ["Pina Colada", "Rum, coconut and pineapple", 900],
      ["Cosmopolitan", "Vodka, cranberry, lime and orange", 900],
      ["Long Island Iced Tea", "Five spirits, lemon and cola", 1200],
      ["Whisky Sour", "Whisky, lemon and sugar", 950],
      ["Caipirinha", "Cachaca, lime and sugar", 900],
      ["Espresso Martini", "Vodka, coffee liqueur and espresso", 1000],
    ],
  },
  {
    title: "Beers and Ciders",
    items: [
      ["Tusker Lager", "Kenya's classic lager, 500 ml", 350],
      ["Tusker Malt", "Full bodied all malt lager, 500 ml", 380],
      ["White Cap", "Smooth Kenyan lager, 500 ml", 350],
      ["Guinness", "Foreign Extra Stout, 500 ml", 400],
      ["Heineken", "Imported lager, 330 ml", 450],
      ["Savanna Dry", "South African cider, 330 ml", 450],
      ["Local Craft IPA", "Ask for today's tap", 550],
    ],
  },
  {
    title: "Spirits",
    note: "Single measure, 25 ml",
    items: [
      ["Johnnie Walker Black", "Blended Scotch whisky", 650],
      ["Jameson", "Irish whiskey", 550],
      ["Glenfiddich 12", "Single malt Scotch whisky", 900],
      ["Gordon's Gin", "London dry gin", 400],
      ["Tanqueray", "London dry gin", 550],
      ["Captain Morgan", "Spiced gold rum", 400],
      ["Smirnoff", "Vodka", 350],
      ["Kenya Cane", "Local cane spirit", 250],
      ["Amarula", "Cream liqueur", 450],
    ],
  },
  {
    title: "Mocktails",
    items: [
      ["Virgin Mojito", "Mint, lime, sugar and soda", 500],
      ["Passion Cooler", "Passion fruit, lemon and soda", 450],
      ["Tropical Punch", "Mango, pineapple, orange and grenadine", 500],
      ["Cucumber Fizz", "Cucumber, mint, lime and tonic", 450],
      ["Coconut Colada", "Coconut cream and pineapple", 500],
      ["Shirley Temple", "Ginger ale, grenadine and cherry", 400],
    ],
  },
  {
    title: "Soft Drinks and Juices",
    items: [
      ["Fresh Juice", "Mango, passion, pineapple or watermelon", 350],
      ["Fresh Lemonade", "Lemon, sugar and mint", 350],
      ["Coconut Water", "Served in the shell", 300],
      ["Soda", "Coca-Cola, Fanta, Sprite, 300 ml", 200],
      ["Tonic or Ginger Ale", "Schweppes, 300 ml", 250],
      ["Mineral Water", "Still or sparkling, 500 ml", 200],
      ["Red Bull", "Energy drink, 250 ml", 400],
    ],
  },
];

export const SEAFOOD: readonly MenuSection[] = [
  {
    title: "From the Ocean",
    note: "Landed daily in Mombasa, cooked to order",
    items: [
      ["Seafood Platter for Two", "Lobster, prawns, fish, calamari and mussels", 5800],
      ["Whole Grilled Lobster", "Garlic butter, coconut rice and salad", 4200],
      ["Jumbo Prawns", "Peri peri or lemon butter, six pieces", 2600],
      ["Red Snapper Kupaka", "Grilled snapper in tamarind coconut sauce", 1900],
      ["Crab Masala", "Mud crab in a spiced tomato and coconut curry", 2800],
      ["Swahili Fish Curry", "Kingfish in coconut curry with chapati", 1650],
      ["Grilled Calamari", "With lemon, garlic and herbs", 1450],
      ["Octopus Salad", "Octopus, potato, olives and lemon", 1350],
      ["Mussels Mariniere", "White wine, garlic and cream, with bread", 1550],
    ],
  },
];
