/** Seed blog posts about travelling in Kenya, served in WordPress's REST shape. */
export interface SeedPost {
  slug: string;
  title: string;
  /** Days before the seed time. */
  daysAgo: number;
  author: string;
  image: string;
  imageAlt: string;
  excerpt: string;
  /** Trusted HTML written by us; the front ends still sanitise it (it may come from WordPress). */
  content: string;
}

export const seedPosts: SeedPost[] = [
  {
    slug: 'when-to-see-the-great-migration',
    title: 'When to See the Great Migration in the Maasai Mara',
    daysAgo: 3,
    author: 'Naserian Sankale',
    image: '/images/blog/blog-great-migration.svg',
    imageAlt: 'Acacia trees on the Mara plains at sunset',
    excerpt:
      'The herds reach the Mara around July and stay until October. Here is how to time your visit, where to stay and what a river crossing really looks like.',
    content: `<p>Every year more than a million wildebeest, together with zebras and gazelles, follow the rains from the Serengeti in Tanzania into Kenya's Maasai Mara. They usually arrive in July and linger on the fresh grass until October, before turning south again.</p>
<h2>Timing your visit</h2>
<p>August and September are the surest months for the famous river crossings on the Mara and Talek rivers. July can be spectacular too, but the herds move with the weather rather than the calendar, so give yourself at least three nights to improve your chances.</p>
<h2>Where to stay</h2>
<p>Camps near the Musiara Marsh and along the Mara River put you closest to the crossing points. Private conservancies such as Olare Motorogi limit the number of vehicles at each sighting, which makes a real difference when the crowds are out in peak season.</p>
<h2>What to expect at a crossing</h2>
<p>Crossings are unpredictable. Herds can gather on the bank for hours and then turn away, or plunge in within minutes. Bring patience, water and a long lens, and trust your guide to read the animals.</p>`,
  },
  {
    slug: 'a-long-weekend-in-diani',
    title: 'A Long Weekend in Diani Beach',
    daysAgo: 11,
    author: 'Fatuma Ali',
    image: '/images/blog/blog-diani-weekend.svg',
    imageAlt: 'Palm trees and a dhow on the Indian Ocean',
    excerpt:
      'White sand, a sheltering reef and colobus monkeys in the trees: three easy days on the South Coast, from sunrise swims to seafood dinners.',
    content: `<p>Diani stretches for seventeen kilometres of white sand south of Mombasa, protected by a coral reef that keeps the water calm and clear for most of the year.</p>
<h2>Day one: settle in</h2>
<p>Arrive by the short flight to Ukunda or by road through the Likoni ferry. Spend the afternoon on the beach and watch the fishermen bring in their catch as the sun goes down.</p>
<h2>Day two: on the water</h2>
<p>Take a dhow trip to Kisite-Mpunguti Marine Park for snorkelling and, with luck, dolphins. If the wind is up, book a kitesurfing lesson on the central stretch of the beach.</p>
<h2>Day three: forest and monkeys</h2>
<p>Visit the Colobus Conservation centre to learn how the rare Angolan colobus is protected, then walk through the Kaya Kinondo sacred forest with a local guide before heading home.</p>`,
  },
  {
    slug: 'choosing-a-nairobi-neighbourhood',
    title: 'Choosing the Right Nairobi Neighbourhood for Your Stay',
    daysAgo: 19,
    author: 'Wanjiru Kamau',
    image: '/images/blog/blog-nairobi-neighbourhoods.svg',
    imageAlt: 'The Nairobi skyline at dusk',
    excerpt:
      'Westlands for nightlife, Kilimani for cafes, Karen for gardens and Upper Hill for business. A local guide to where to base yourself in the capital.',
    content: `<p>Nairobi traffic can turn a short distance into a long afternoon, so choosing where to stay matters more than in most cities.</p>
<h2>Westlands</h2>
<p>The busiest district for restaurants, bars and shopping malls. It suits first-time visitors and anyone who wants to walk to dinner.</p>
<h2>Kilimani and Kileleshwa</h2>
<p>Leafy residential areas full of cafes and apartment blocks, central enough for meetings in town yet quieter at night.</p>
<h2>Karen and Langata</h2>
<p>Large gardens, cooler air and easy access to Nairobi National Park, the Giraffe Centre and the David Sheldrick elephant orphanage. Ideal for families and slower trips.</p>
<h2>Upper Hill and Gigiri</h2>
<p>Upper Hill is the business and banking district; Gigiri is home to the UN and many embassies. Both are popular for corporate stays.</p>`,
  },
  {
    slug: 'lake-naivasha-weekend-escape',
    title: 'Lake Naivasha: The Weekend Escape Nairobi Loves',
    daysAgo: 27,
    author: 'Brian Kiptoo',
    image: '/images/blog/blog-lake-naivasha.svg',
    imageAlt: 'Flamingos on a calm lake with hills behind',
    excerpt:
      "Two hours from Nairobi you can walk among giraffes on Crescent Island, cycle through Hell's Gate and watch hippos from a boat.",
    content: `<p>Lake Naivasha sits on the floor of the Rift Valley, about two hours' drive from Nairobi, which makes it the capital's favourite weekend escape.</p>
<h2>Crescent Island</h2>
<p>A short boat ride takes you to a peninsula with no predators, where you can walk on foot among giraffes, zebras and wildebeest with a guide.</p>
<h2>Hell's Gate by bicycle</h2>
<p>Hell's Gate National Park is one of the few parks in Kenya where you can cycle. Hire a bike at the gate, ride past the buffalo and zebra, and finish with a walk through the gorge.</p>
<h2>On the water</h2>
<p>Early morning and late afternoon boat trips are the best time to see hippos, pelicans and fish eagles. Ask your host about a boat from their own jetty.</p>`,
  },
  {
    slug: 'watamu-turtles-and-tides',
    title: 'Watamu: Turtles, Tides and the Marine Park',
    daysAgo: 36,
    author: 'Grace Kahindi',
    image: '/images/blog/blog-watamu-turtles.svg',
    imageAlt: 'A beach with palm trees in Watamu',
    excerpt:
      "Watamu's marine park is one of the oldest in Africa. How to read the tides, where to snorkel and how to visit the turtle rescue centre.",
    content: `<p>Watamu is a small village on the North Coast with a big reputation among divers, birders and anyone who loves a quiet beach.</p>
<h2>Read the tide table</h2>
<p>At low tide the sandbanks of the Blue Lagoon appear and you can walk far out into the bay. At high tide the coral gardens are best for snorkelling. Your host can lend you a tide table.</p>
<h2>Turtles</h2>
<p>Local volunteers rescue turtles caught in fishing nets and release them back into the sea. Visitors are welcome at the rescue centre, and watching a release is unforgettable.</p>
<h2>Mida Creek</h2>
<p>Across the road, Mida Creek is a tidal inlet lined with mangroves and visited by thousands of migrating birds. Walk the suspended boardwalk at sunset.</p>`,
  },
  {
    slug: 'kisumu-by-the-lake',
    title: 'Kisumu by the Lake: Sunsets, Tilapia and Hippo Point',
    daysAgo: 44,
    author: 'Otieno Odhiambo',
    image: '/images/blog/blog-kisumu-sunsets.svg',
    imageAlt: 'A fishing boat on Lake Victoria at sunset',
    excerpt:
      "Kenya's third city is relaxed, friendly and sits on the shore of Africa's largest lake. A local's guide to eating, boating and watching the sun go down.",
    content: `<p>Kisumu is Kenya's lakeside city, relaxed and welcoming, with some of the best sunsets in the country over Lake Victoria.</p>
<h2>Eat fresh fish</h2>
<p>Head to Dunga Beach or the stalls near Hippo Point for whole tilapia fried or stewed, served with ugali and greens.</p>
<h2>Go out on the lake</h2>
<p>Fishermen take visitors out in the late afternoon to see hippos in the papyrus and the fishing fleet setting out for the night.</p>
<h2>Beyond the city</h2>
<p>Kit Mikayi, a striking rock formation west of the city, and the Kisumu Impala Sanctuary make easy half-day trips.</p>`,
  },
  {
    slug: 'what-to-pack-for-a-kenyan-safari',
    title: 'What to Pack for a Kenyan Safari',
    daysAgo: 52,
    author: 'Saitoti ole Nkoitiko',
    image: '/images/blog/blog-packing-list.svg',
    imageAlt: 'A safari tent under acacia trees',
    excerpt:
      'Layers for cold mornings, neutral colours, a good pair of binoculars and less luggage than you think. A guide’s packing list.',
    content: `<p>Game drives start before sunrise, when the plains are cold, and end in the heat of the afternoon. Packing well makes every drive more comfortable.</p>
<h2>Clothes</h2>
<ul><li>Layers: a fleece or light jacket for the mornings, cotton shirts for the day.</li><li>Neutral colours such as khaki, olive and brown. Avoid bright white and dark blue, which attract tsetse flies.</li><li>A wide-brimmed hat and sunglasses.</li></ul>
<h2>Gear</h2>
<ul><li>Binoculars for every traveller, not one to share.</li><li>A camera with a zoom lens and spare batteries; many camps charge on solar power.</li><li>A soft bag, since light aircraft to the Mara limit luggage to about 15 kg.</li></ul>
<h2>Health</h2>
<p>Bring sunscreen, insect repellent and any antimalarials your doctor recommends, and keep a copy of your travel insurance with you.</p>`,
  },
  {
    slug: 'working-remotely-from-nairobi',
    title: 'Working Remotely from Nairobi for a Month',
    daysAgo: 58,
    author: 'Achieng Owino',
    image: '/images/blog/blog-work-from-nairobi.svg',
    imageAlt: 'A bright apartment living room with a desk by the window',
    excerpt:
      'Fibre internet, backup power, coworking spaces and weekend trips to the Rift Valley: what to know before you set up your desk in Nairobi.',
    content: `<p>Nairobi has become a favourite base for remote workers in East Africa, with good internet, a mild climate all year and a lively food scene.</p>
<h2>Internet and power</h2>
<p>Choose an apartment with fibre internet and a backup generator or inverter. Power cuts are short and infrequent, but they always seem to happen during an important call.</p>
<h2>Where to work</h2>
<p>Westlands and Kilimani have many coworking spaces and laptop-friendly cafes. Serviced apartments often include a proper desk and weekly housekeeping.</p>
<h2>Weekends</h2>
<p>Lake Naivasha, Hell's Gate and the Ngong Hills are all within a couple of hours, and a long weekend is enough for a quick trip to the Maasai Mara.</p>`,
  },
];
