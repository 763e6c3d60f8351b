import type { BlogPostSeed } from "./types";

export const blogPosts: BlogPostSeed[] = [
  {
    slug: "a-morning-in-old-town-and-fort-jesus",
    title: "A morning in Old Town and Fort Jesus",
    excerpt:
      "How to spend a cool morning in Mombasa's oldest streets: the fort, the carved doors, the old harbour and a cup of spiced coffee on the way back.",
    content: `<p>Old Town is about twenty to thirty minutes from the hotel by taxi, across Nyali Bridge and through the centre of Mombasa. Go early. By ten the narrow streets are warm and busy, and the light on the coral-stone walls is at its best before then.</p>
<h2>Start at Fort Jesus</h2>
<p>The Portuguese built Fort Jesus between 1593 and 1596 to guard the harbour, and over the next three centuries it changed hands between the Portuguese, the Omani Arabs and the British. It has been a UNESCO World Heritage Site since 2011. Inside there is a small museum with pottery from shipwrecks along the coast and a walk along the ramparts with views over the entrance to the old harbour.</p>
<p>The fort is run by the National Museums of Kenya. Opening hours and entry fees for residents and non-residents are listed on <a href="https://www.museums.or.ke">museums.or.ke</a>; check them before you go, as they change from time to time. Licensed guides wait at the gate and a tour takes about an hour.</p>
<h2>Walk through Old Town</h2>
<p>From the fort, walk north into the lanes of Old Town. Look out for the carved wooden doors, some with brass studs, that mark the older Swahili and Indian houses, and for the Mandhry Mosque, one of the oldest in the city. The streets lead down to the old harbour, where dhows from Arabia and India once anchored with the monsoon winds.</p>
<p>On the way back, stop at one of the coffee sellers with a tall brass kettle. <em>Kahawa chungu</em> is strong, bitter and flavoured with cardamom, served in tiny cups for a few shillings, often with a piece of sweet <em>kashata</em>.</p>
<h3>A few practical tips</h3>
<ul>
<li>Dress modestly: shoulders and knees covered, especially near mosques.</li>
<li>Carry water and small notes for coffee, tips and the odd souvenir.</li>
<li>Ask before photographing people or the inside of homes.</li>
<li>Reception can book a taxi for the round trip, or call one when you are ready to come back.</li>
</ul>`,
    author: "Amina Odhiambo",
    category: "Local Guide",
    tags: ["mombasa", "history", "walking"],
    language: "en",
    featured: true,
    publishedAt: "2026-03-14",
    coverImage: "blog/1",
  },
  {
    slug: "haller-park-nyali-and-bamburi-beaches",
    title: "Haller Park, Nyali and Bamburi: an easy day out",
    excerpt:
      "A former quarry turned nature park, two long beaches and the tides that decide when to swim: a simple day plan from the hotel.",
    content: `<p>You do not need a car or a tour for this one. Nyali Beach, Bamburi Beach and Haller Park are all a short tuk-tuk ride from the hotel along the coast road, and reception will call one for you whenever you are ready.</p>
<h2>Haller Park in the morning</h2>
<p>Haller Park sits on land that was once a limestone quarry for the Bamburi cement works. From the early 1970s the Swiss agronomist René Haller began planting it with casuarina trees, and over the years the bare quarry turned into woodland, ponds and grassland. Today there are giraffes, hippos, eland, giant tortoises and a lot of birds, and the paths are flat and shaded enough for children.</p>
<p>Feeding times for the giraffes and the other animals are posted at the gate. Aim to arrive when it opens and you will have the paths mostly to yourself for the first hour.</p>
<h2>The beaches and the tides</h2>
<p>Nyali Beach and Bamburi Beach are wide stretches of white sand protected by the reef. The tide makes a big difference here: at low tide the water pulls back a long way and you can walk out to rock pools, while at high tide it is deep enough for a proper swim. Check the tide times the day before; the front desk keeps a printed table.</p>
<ol>
<li>Haller Park from opening until late morning.</li>
<li>Lunch back at The Garden or a beach café in Bamburi.</li>
<li>A rest through the hottest hours, by the pool or in your room.</li>
<li>Nyali Beach from about 4:00 PM, when the sun is lower and the sand is cooler.</li>
</ol>
<p>Take sunscreen, a hat and more water than you think you need. Leave passports and spare cash in the safe in your room, and agree on a price with any beach vendor before you buy.</p>`,
    author: "Resort Life team",
    category: "Local Guide",
    tags: ["beaches", "nature", "family"],
    language: "en",
    featured: false,
    publishedAt: "2026-04-22",
    coverImage: "blog/3",
  },
  {
    slug: "wine-tasting-at-bahari",
    title: "Wine tasting at Bahari: six wines, one long table",
    excerpt:
      "On the last Friday of each month we pour six wines with six small plates from the kitchen. Here is what to expect and how to book.",
    content: `<p>Once a month we push the tables at Bahari Restaurant together into one long table for twenty people and open six bottles. The evening costs <strong>Ksh 7,500 per person</strong> and includes six tasting pours, six small plates from the kitchen, water and bread. It starts at 7:00 PM on the last Friday of the month and finishes at about 9:30 PM.</p>
<h2>What we pour</h2>
<p>The list changes every month, but it always moves from light to full and always sets a wine from South Africa next to one from Italy, so you can taste the difference side by side. A typical evening looks like this:</p>
<ul>
<li>A crisp Chenin Blanc from the Western Cape with yellowfin tuna carpaccio.</li>
<li>A Vermentino from Sardinia with grilled prawns and pili pili butter.</li>
<li>A dry rosé with samaki wa kupaka, the coconut and lime grilled fish of the coast.</li>
<li>A Chianti Classico with a small portion of beef fillet.</li>
<li>A South African Pinotage with mushroom risotto.</li>
<li>A sweet wine with mango sorbet or a slice of lemon tart.</li>
</ul>
<p>Each pour is about 50 ml, enough to taste six wines properly without the evening turning into a long night. If one of them becomes a favourite, ask for it at dinner later in your stay; all six stay on the Bahari wine list for the rest of the month.</p>
<blockquote>I like to put wine next to the food of this coast. Coconut, lime and chilli are not easy partners, and that is what makes the evening interesting. — Chef Marco Rinaldi</blockquote>
<h2>Booking</h2>
<p>Seats are limited to twenty, so please book through the contact page and choose restaurant reservation as the subject. Tell us about allergies or if you do not eat fish or meat and we will change the plates for you. The dress code is smart casual. Hotel guests can sign the bill to their room.</p>`,
    author: "Chef Marco Rinaldi",
    category: "Dining",
    tags: ["wine", "dining", "events"],
    language: "en",
    featured: true,
    publishedAt: "2026-05-30",
    coverImage: "blog/4",
  },
  {
    slug: "planning-a-conference-at-the-coast",
    title: "Planning a conference at the coast: a checklist",
    excerpt:
      "Our events coordinator's list of what to settle before a small team meeting in Mombasa, from travel times to dietary needs.",
    content: `<p>Most of the conferences we host are small: ten to fifteen people from one company, often travelling down from Nairobi for one or two days. Our packages are priced per person. A full day costs KSh 4,500, a half day KSh 3,800, and a full day with one night's stay and all meals costs KSh 13,000.</p>
<h2>Getting your team here</h2>
<p>The Madaraka Express train from Nairobi arrives at the Mombasa terminus at Miritini, on the mainland west of the island. Depending on traffic the drive to Nyali can take an hour or more, so do not plan a session to start within an hour of the train arriving. Moi International Airport is closer, but the same rule applies at rush hour. We can send our transfer van to either for KSh 1,000.</p>
<h2>Our checklist</h2>
<ol>
<li>Confirm the final number of participants at least seven days before.</li>
<li>Send us presentation files a day ahead so we can test them on the projector.</li>
<li>Tell us about vegetarian, halal or other dietary needs when you confirm numbers.</li>
<li>Agree on the times for tea breaks and lunch, and we will keep to them.</li>
<li>List anything you need printed or bound, with the number of copies.</li>
<li>If you are staying overnight, send the rooming list so keys are ready on arrival.</li>
</ol>
<p>On the day, our coordinator meets the group at reception half an hour before the first session, shows you the room, the projector and the air-conditioning controls, and stays close by until the last session ends.</p>
<h3>After the sessions</h3>
<p>Teams that stay the night often finish the day by the pool or with dinner under The Pergola. If you want a group table, tell us in advance and we will set one up. For anything not covered here, write to us through the contact page with event inquiry as the subject.</p>`,
    author: "Brian Mwakio",
    category: "Events",
    tags: ["conferences", "planning", "business"],
    language: "en",
    featured: false,
    publishedAt: "2026-07-08",
    coverImage: "blog/5",
  },
  {
    slug: "a-garden-wedding-on-the-coast",
    title: "A garden wedding on the coast",
    excerpt:
      "When to marry on the Kenyan coast, what time the light is kindest, and how our wedding photoshoot and bridal shower packages fit in.",
    content: `<p>Couples come to us for many kinds of weddings. Some hold the ceremony at a church or mosque in town and come back for photos and a reception in the garden. Others marry under the palms here. Either way, a few decisions early on make the day much easier.</p>
<h2>Choosing the month</h2>
<p>Mombasa has two rainy seasons: the long rains from about April to June and the short rains around November. The drier months, roughly December to March and July to September, are the safest for an outdoor day. From December to March it is hot and humid; July and August are the coolest months of the year on the coast.</p>
<h2>Choosing the time</h2>
<p>Because Mombasa is close to the equator, the sun sets at around 6:30 PM all year. For a garden ceremony we suggest starting at about 4:00 PM. The heat has eased by then and you will have the soft light of the last hour before sunset for portraits.</p>
<h3>How our packages fit in</h3>
<ul>
<li><strong>Wedding photoshoot:</strong> KSh 25,000 for a group of 6 to 12, with four hours on the grounds and a room for the bride to get ready.</li>
<li><strong>Bridal shower:</strong> KSh 3,500 per person for at least 20 guests, under the pergola or by the pool.</li>
<li><strong>Rooms for family:</strong> Super Deluxe rooms sleep four and are worth booking early for the wedding weekend.</li>
</ul>
<p>Every wedding has a coordinator from our events team, who walks the grounds with you beforehand and is on hand during the day. Write to us with event inquiry as the subject and tell us your date, your guest numbers and what you have in mind.</p>`,
    author: "Halima Said",
    category: "Events",
    tags: ["weddings", "garden", "photography"],
    language: "en",
    featured: true,
    publishedAt: "2026-09-12",
    coverImage: "blog/6",
  },
  {
    slug: "working-from-the-terraces",
    title: "Working from the terraces: a week of remote work in Nyali",
    excerpt:
      "Where to sit at each time of day, how the Wi-Fi holds up, and how to end a working week on the water.",
    content: `<p>More and more of our guests bring their work with them. They stay a week or two, answer email in the morning and take the afternoon calls from a shaded table. Here is what we have learned from them about working well here.</p>
<h2>Where to sit, and when</h2>
<p>The terrace by the garden gets the morning shade and a breeze off the sea, so it is the best place to work before lunch. After 2:00 PM the sun moves round, and the covered tables near the pergola café are cooler. Most tables have a power socket within reach; if yours does not, ask at the café and we will bring an extension lead.</p>
<p>Wi-Fi is free everywhere in the hotel, including the terraces and the pool area. It is fast enough for video calls, but for an important presentation we suggest the business centre, where it is quieter and there is a wired connection.</p>
<h2>A routine that works</h2>
<ul>
<li>A swim at 7:00 AM when the pool opens, before the day warms up.</li>
<li>Breakfast at The Garden, then work on the terrace until lunch.</li>
<li>Coffee from the pergola café for the afternoon calls.</li>
<li>A walk on Nyali Beach at about 5:00 PM, when the sand has cooled.</li>
</ul>
<h3>End the week on the water</h3>
<p>On Friday evening, close the laptop and take a sunset dhow cruise on Tudor Creek. Several operators sail in the late afternoon and come back after dark, usually with dinner on board. Reception can book one for you and arrange a taxi to the jetty.</p>`,
    author: "Resort Life team",
    category: "Resort Life",
    tags: ["work", "wifi", "terraces"],
    language: "en",
    featured: false,
    publishedAt: "2026-11-02",
    coverImage: "hero/work-terrace",
  },
];
