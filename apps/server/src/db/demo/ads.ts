import { AD_DEFAULT_CATEGORIES, AD_LIMITS } from '@padosi/shared/ads';
import * as schema from '../schema/index';
import type { DemoContext } from './context';
import { demoPicture } from './images';

type Status = 'Available' | 'Sold' | 'Pending' | 'Inactive';
/** [title, category, price, status, location, description, photo labels] */
type DemoAd = [string, (typeof AD_DEFAULT_CATEGORIES)[number], string, Status, string, string, string[]];

const DEMO_ADS: DemoAd[] = [
  [
    'Samsung 43 inch Smart TV',
    'Electronics',
    '18500',
    'Available',
    'Koramangala, 5th Block',
    'Full HD smart TV, two years old, wall mount included. Works perfectly, moving abroad.',
    ['TV', 'Remote'],
  ],
  [
    'Wooden study table',
    'Furniture',
    '3200',
    'Available',
    'Green Meadows, Block A',
    'Sheesham wood table with two drawers. Minor scratches on top, sturdy and clean.',
    ['Table'],
  ],
  [
    'Hero Sprint cycle 26 inch',
    'Vehicles',
    '4500',
    'Sold',
    'HSR Layout, Sector 2',
    'Geared cycle, new tyres last month. Ideal for office commute.',
    ['Cycle', 'Gears'],
  ],
  [
    'iPhone 12 64GB',
    'Mobiles & Tablets',
    '28000',
    'Available',
    'Indiranagar, 100 Feet Road',
    'Battery health 86 percent. Box and charger included, no dents.',
    ['iPhone', 'Box'],
  ],
  [
    'LG front load washing machine',
    'Home Appliances',
    '14000',
    'Pending',
    'Whitefield, Palm Grove Towers',
    '7 kg, inverter motor, five years old. Buyer to arrange transport.',
    ['Washer'],
  ],
  [
    'NCERT books class 10 full set',
    'Books & Stationery',
    '600',
    'Available',
    'Jayanagar, 4th Block',
    'All subjects, lightly used, no markings. Free notebook covers.',
    ['Books'],
  ],
  [
    'Decathlon treadmill',
    'Sports & Fitness',
    '22000',
    'Available',
    'Hebbal, Lake View Residency',
    'Foldable, 12 speed levels, used for a year. Manual and tools included.',
    ['Treadmill'],
  ],
  ['Kids bicycle with trainer wheels', 'Kids & Toys', '1800', 'Sold', 'BTM Layout, 2nd Stage', 'For ages 4 to 7. Bell and basket included.', ['Kids', 'Bike']],
  [
    'Three seater sofa',
    'Furniture',
    '9500',
    'Available',
    'Malleshwaram, 8th Cross',
    'Grey fabric sofa, cushions washed last week. Pet free home.',
    ['Sofa', 'Cushion'],
  ],
  [
    'Canon EOS 1500D camera',
    'Electronics',
    '26500',
    'Available',
    'Frazer Town, Coles Road',
    'With 18 to 55 mm lens, bag and 32 GB card. Shutter count under 5000.',
    ['Camera', 'Lens'],
  ],
  [
    'Prestige induction cooktop',
    'Home Appliances',
    '1500',
    'Available',
    'Basavanagudi, Bull Temple Road',
    'Works well, one year warranty left. Moving to gas.',
    ['Cooktop'],
  ],
  ['Ethnic kurta set size M', 'Clothing & Fashion', '900', 'Available', 'RT Nagar, Main Road', 'Worn once for a wedding. Dry cleaned, silk blend.', ['Kurta']],
  ['Study lamp with USB port', 'Electronics', '650', 'Pending', 'Electronic City, Phase 1', 'LED lamp, three brightness levels. Like new.', ['Lamp']],
  [
    'Honda Activa 2018',
    'Vehicles',
    '42000',
    'Available',
    'Koramangala, 1st Block',
    'Single owner, 21000 km, insurance valid till March. Service records available.',
    ['Activa', 'Meter'],
  ],
  [
    'Queen size bed with mattress',
    'Furniture',
    '12000',
    'Sold',
    'Silver Oak Heights, Tower 2',
    'Engineered wood bed, orthopaedic mattress. Buyer to dismantle.',
    ['Bed'],
  ],
  [
    'Redmi Note 11',
    'Mobiles & Tablets',
    '7500',
    'Available',
    'Whitefield, ITPL Road',
    '6 GB RAM, 128 GB. Screen guard since day one, original box.',
    ['Redmi'],
  ],
  [
    'Yonex badminton racquet pair',
    'Sports & Fitness',
    '2200',
    'Available',
    'Indiranagar, 12th Main',
    'Two racquets with covers and a box of shuttles.',
    ['Racquet'],
  ],
  [
    'Harry Potter box set',
    'Books & Stationery',
    '1800',
    'Available',
    'Sunshine Enclave, Block D',
    'All seven books, paperback, very good condition.',
    ['Books', 'Box'],
  ],
  ['Lego City fire station', 'Kids & Toys', '3500', 'Available', 'Maple Court, Flat 304', 'Complete set with manual. Assembled once.', ['Lego']],
  ['Philips air fryer', 'Home Appliances', '4200', 'Available', 'Royal Orchid Apartments', '4.1 litre, rarely used. Recipe book included.', ['Fryer']],
  [
    'Office chair with lumbar support',
    'Furniture',
    '3800',
    'Available',
    'HSR Layout, Sector 6',
    'Mesh back, adjustable height and armrests. Very comfortable.',
    ['Chair'],
  ],
  ['Bose bluetooth speaker', 'Electronics', '8000', 'Sold', 'Jayanagar, 9th Block', 'SoundLink Flex, waterproof. Charging cable included.', ['Speaker']],
  [
    'Winter jackets for kids',
    'Clothing & Fashion',
    '700',
    'Available',
    'Ashoka Gardens, Block B',
    'Two jackets, sizes 6 and 8 years. Used one winter.',
    ['Jackets'],
  ],
  [
    'Dining table six seater',
    'Furniture',
    '15500',
    'Pending',
    'Shanti Niketan Society',
    'Glass top with six cushioned chairs. Smoke free home.',
    ['Dining', 'Chairs'],
  ],
  ['Samsung Galaxy Tab A8', 'Mobiles & Tablets', '11000', 'Available', 'Hebbal, Kempapura', 'Wi-Fi model, 32 GB, with flip cover. Good for classes.', ['Tab']],
  ['Royal Enfield helmet', 'Vehicles', '1200', 'Available', 'BTM Layout, 1st Stage', 'Full face, size L, ISI marked. Visor has no scratches.', ['Helmet']],
  ['Yoga mat and blocks', 'Sports & Fitness', '900', 'Available', 'Riverfront Homes, Tower A', '6 mm mat with two foam blocks and a strap.', ['Yoga']],
  [
    'Whirlpool double door fridge',
    'Home Appliances',
    '16500',
    'Available',
    'Malleshwaram, 15th Cross',
    '265 litres, frost free, seven years old, cooling is excellent.',
    ['Fridge'],
  ],
  ['Board games bundle', 'Kids & Toys', '1500', 'Sold', 'Lake View Residency, Block C', 'Monopoly, Scrabble and Ludo. All pieces present.', ['Games']],
  ['Bookshelf five tier', 'Furniture', '2500', 'Available', 'Palm Grove Towers, Flat 1102', 'White laminate, easy to move. Holds about 150 books.', ['Shelf']],
  ['Mixer grinder 750W', 'Home Appliances', '2100', 'Available', 'Koramangala, 6th Block', 'Three jars, two years old. Works like new.', ['Mixer']],
  [
    'Scientific calculator',
    'Books & Stationery',
    '550',
    'Available',
    'Frazer Town, Wheeler Road',
    'Casio fx-991ES plus, with cover. Great for engineering students.',
    ['Calc'],
  ],
  ['Old newspapers bundle', 'Other', '0', 'Available', 'Green Meadows, Block B', 'About 20 kg of newspapers, free for anyone who picks up.', ['Papers']],
  [
    'Guitar for beginners',
    'Other',
    '3000',
    'Inactive',
    'Basavanagudi, Gandhi Bazaar',
    'Acoustic guitar with bag and picks. Taking a break from selling.',
    ['Guitar'],
  ],
  ['Sofa cum bed', 'Furniture', '7000', 'Inactive', 'Sunshine Enclave, Block A', 'Converts easily, fabric slightly faded. Listing paused.', ['Sofa bed']],
];

const DAY = 86_400_000;

/** 35 ads across every category and status, with generated photos, oldest first so ids follow the dates. */
export async function seedAds(ctx: DemoContext) {
  const { db, random, deps } = ctx;
  await db
    .insert(schema.adCategories)
    .values(AD_DEFAULT_CATEGORIES.map((name, i) => ({ name, position: i + 1 })))
    .onConflictDoNothing();
  const categories = new Map((await db.select().from(schema.adCategories)).map((c) => [c.name, c.id]));
  const now = Date.now();
  for (const [i, [title, category, price, status, location, description, labels]] of DEMO_ADS.entries()) {
    const hue = (i * 37) % 360;
    const images: string[] = [];
    for (const label of labels) {
      const picture = await demoPicture(label, hue + images.length * 25);
      images.push((await deps.uploads.saveImage('ads', picture, { allowed: ['jpeg'], maxPx: AD_LIMITS.storedMaxPx })).path);
    }
    const createdAt = new Date(now - (DEMO_ADS.length - i) * 1.7 * DAY + random.int(0, 8) * 3600_000);
    await db.insert(schema.ads).values({
      userId: ctx.userIds[i % ctx.userIds.length]!,
      categoryId: categories.get(category)!,
      title,
      description,
      price: `${price}.00`,
      contactInfo: `98450${String(10000 + i * 7).slice(-5)}`,
      location,
      status,
      images,
      createdAt,
      updatedAt: createdAt,
    });
  }
}
