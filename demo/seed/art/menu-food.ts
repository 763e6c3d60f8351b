/** Food menu text: one section per printed page (the cover is page 1). */
import { formatTime } from "~core/format";
import { RESTAURANT_HOURS } from "../content/hours";
import { bahariAndPergolaItems } from "../content/menu-items-a";

/** The printed breakfast hours and prices are Bahari's own (its page shows the same). */
const [, breakfastOpens, breakfastCloses] = RESTAURANT_HOURS.bahari[0];
function bahariPrice(name: string): number {
  const item = bahariAndPergolaItems.find((i) => i.restaurantId === 1 && i.name.en === name);
  if (!item) throw new Error(`No Bahari menu item "${name}"`);
  return item.price;
}

/** [name, one-line description, price in KSh] */
export type MenuItem = readonly [string, string, number];

export interface MenuSection {
  title: string;
  note?: string;
  items: readonly MenuItem[];
  extra?: { title: string; items: readonly MenuItem[] };
}

export const FOOD: readonly MenuSection[] = [
  {
    title: "Breakfast",
    note: `Served daily from ${formatTime(breakfastOpens)} to ${formatTime(breakfastCloses)}`,
    items: [
      [
        "Full Breakfast",
        "Two eggs, beef sausages, grilled tomato, beans and toast",
        bahariPrice("Full breakfast"),
      ],
      [
        "Swahili Breakfast",
        "Mahamri, beans in coconut, two fried eggs and spiced chai",
        bahariPrice("Swahili breakfast"),
      ],
      ["Spanish Omelette", "Potato, onion and peppers, with buttered toast", 850],
      ["Pancake Stack", "Three pancakes, honey, banana and toasted coconut", 750],
      ["Avocado Toast", "Sourdough, smashed avocado, chilli, lime and poached egg", 900],
      ["Tropical Fruit Plate", "Mango, pineapple, papaya, passion fruit and yoghurt", 650],
      ["Bircher Muesli", "Oats soaked overnight with apple, honey and nuts", 600],
      ["Continental Basket", "Croissant, muffin, toast, butter and local jams", 700],
    ],
  },
  {
    title: "Starters",
    note: "Small plates to share",
    items: [
      ["Beef Samosas", "Three crisp pastries, spiced minced beef, tamarind dip", 550],
      ["Vegetable Samosas", "Potato, peas and coriander, with mint chutney", 450],
      ["Bhajia za Viazi", "Gram flour battered potato slices, chilli and lemon", 500],
      ["Chicken Wings", "Tossed in peri peri or honey garlic glaze", 850],
      ["Calamari Rings", "Lightly fried, served with lime and garlic aioli", 950],
      ["Mishkaki Skewers", "Marinated beef skewers grilled over charcoal", 900],
      ["Hummus and Flatbread", "Chickpea dip, olive oil and warm flatbread", 600],
    ],
  },
  {
    title: "Soups",
    note: "Served with a warm bread roll",
    items: [
      ["Coconut Butternut Soup", "Roasted butternut, coconut milk and ginger", 550],
      ["Cream of Mushroom", "Button and oyster mushrooms with fresh thyme", 600],
      ["Tomato and Basil", "Slow roasted tomatoes, basil oil and croutons", 500],
      ["Seafood Chowder", "Fish, prawns and mussels in a light cream broth", 950],
      ["Chicken Broth", "Clear broth with vegetables and fresh herbs", 550],
      ["Lentil Shorba", "Red lentils, cumin and lemon, coastal style", 500],
    ],
  },
  {
    title: "Salads",
    note: "Add grilled chicken KSh 400 or prawns KSh 600",
    items: [
      ["Kachumbari Salad", "Tomato, onion, coriander, chilli and lime", 450],
      ["Pwani Garden Salad", "Leaves, cucumber, avocado, seeds and house dressing", 650],
      ["Caesar Salad", "Cos lettuce, parmesan, croutons and anchovy dressing", 800],
      ["Greek Salad", "Feta, olives, cucumber, tomato and oregano", 850],
      ["Mango and Avocado", "Ripe mango, avocado, red onion and passion dressing", 750],
      ["Tuna Nicoise", "Seared tuna, egg, beans, potato and olives", 1250],
      ["Quinoa Bowl", "Quinoa, roasted vegetables, chickpeas and tahini", 900],
    ],
  },
  {
    title: "Pasta",
    note: "Choose spaghetti, penne or linguine",
    items: [
      ["Spaghetti Bolognese", "Slow cooked beef ragu and parmesan", 1150],
      ["Penne Arrabbiata", "Spicy tomato sauce, garlic and parsley", 950],
      ["Seafood Linguine", "Prawns, calamari and mussels in white wine sauce", 1650],
      ["Chicken Alfredo", "Creamy parmesan sauce with grilled chicken", 1250],
      ["Pesto Genovese", "Basil pesto, green beans and toasted pine nuts", 1050],
      ["Vegetable Lasagne", "Layers of spinach, ricotta and roasted vegetables", 1100],
      ["Beef Lasagne", "Baked with bechamel and mozzarella", 1250],
    ],
  },
  {
    title: "Pizza",
    note: "Stone baked, 12 inch",
    items: [
      ["Margherita", "Tomato, mozzarella and fresh basil", 950],
      ["Pwani Seafood", "Prawns, calamari, garlic and chilli", 1650],
      ["Chicken Tikka", "Tikka chicken, onion, peppers and coriander", 1350],
      ["Hawaiian", "Ham, pineapple and mozzarella", 1200],
      ["Vegetariana", "Mushroom, peppers, olives, onion and tomato", 1100],
      ["Pepperoni", "Beef pepperoni and mozzarella", 1300],
      ["BBQ Beef", "Pulled beef, smoky barbecue sauce and red onion", 1400],
      ["Four Cheese", "Mozzarella, cheddar, feta and parmesan", 1350],
    ],
  },
  {
    title: "Swahili Classics",
    note: "Recipes from the Kenyan coast",
    items: [
      ["Samaki wa Kupaka", "Grilled fish in a tamarind coconut sauce", 1650],
      ["Kuku wa Kupaka", "Charcoal grilled chicken in spiced coconut sauce", 1450],
      ["Biryani ya Kuku", "Fragrant rice, chicken, fried onions and raita", 1350],
      ["Pilau ya Nyama", "Spiced rice with tender beef and kachumbari", 1250],
      ["Prawn Curry", "Prawns in coconut curry, with rice or chapati", 1850],
      ["Maharagwe ya Nazi", "Red beans in coconut sauce with chapati", 750],
      ["Mbuzi Choma", "Grilled goat with ugali and sukuma wiki", 1500],
      ["Wali wa Nazi", "Coconut rice, a perfect side for any curry", 350],
    ],
  },
  {
    title: "Grill",
    note: "Served with chips, rice or ugali and a side salad",
    items: [
      ["Beef Fillet 250 g", "Pepper or mushroom sauce", 2450],
      ["T-Bone Steak 400 g", "Chargrilled, with garlic butter", 2650],
      ["Lamb Chops", "Rosemary and garlic marinade", 2350],
      ["Half Chicken", "Peri peri or lemon and herb", 1450],
      ["Pork Ribs", "Sticky barbecue glaze", 1850],
      ["Mixed Grill", "Beef, chicken, sausage and lamb chop", 2750],
      ["Halloumi Skewers", "Grilled halloumi and vegetables, mint yoghurt", 1150],
    ],
  },
  {
    title: "Seafood",
    note: "Fresh from the Indian Ocean, subject to the catch",
    items: [
      ["Grilled Red Snapper", "Whole fish with lemon butter or coconut sauce", 1850],
      ["Tiger Prawns", "Garlic butter or peri peri, with rice", 2450],
      ["Lobster Thermidor", "Half lobster baked with a creamy mustard sauce", 3950],
      ["Seafood Platter", "Fish, prawns, calamari and mussels for two", 4800],
      ["Fish and Chips", "Beer battered fish, chips and tartare sauce", 1350],
      ["Octopus Curry", "Tender octopus in coconut curry", 1650],
      ["Grilled Kingfish", "Kingfish steak with mango salsa", 1750],
    ],
  },
  {
    title: "Desserts",
    note: "Ask about today's cake",
    items: [
      ["Chocolate Fondant", "Warm centre, vanilla ice cream", 750],
      ["Coconut Panna Cotta", "With passion fruit syrup", 650],
      ["Mango Sorbet", "Two scoops, made in house", 500],
      ["Fruit Salad", "Seasonal tropical fruit with honey and mint", 550],
      ["Cheesecake", "Baked vanilla cheesecake, berry compote", 700],
      ["Mandazi and Ice Cream", "Warm cardamom mandazi, vanilla ice cream", 550],
      ["Ice Cream Selection", "Three scoops: vanilla, chocolate, strawberry", 600],
    ],
  },
  {
    title: "Kids",
    note: "For guests under 12",
    items: [
      ["Chicken Nuggets", "With chips and tomato sauce", 650],
      ["Mini Beef Burger", "Cheese, lettuce and chips", 750],
      ["Fish Fingers", "With peas and chips", 650],
      ["Kids Margherita", "8 inch pizza with tomato and cheese", 600],
      ["Buttered Pasta", "Penne with butter and parmesan", 500],
      ["Banana Split", "Banana, ice cream and chocolate sauce", 450],
    ],
  },
  {
    title: "Sides",
    items: [
      ["Chips", "Crisp potato fries", 300],
      ["Ugali", "Maize meal, coast style", 200],
      ["Sukuma Wiki", "Sauteed greens with onion and tomato", 250],
      ["Chapati", "Two soft layered flatbreads", 200],
      ["Steamed Rice", "Plain basmati rice", 250],
    ],
    extra: {
      title: "Hot Drinks",
      items: [
        ["Chai Masala", "Spiced Kenyan tea with milk", 250],
        ["Kenyan Coffee", "Freshly brewed AA coffee", 300],
        ["Hot Chocolate", "With steamed milk", 350],
      ],
    },
  },
];
