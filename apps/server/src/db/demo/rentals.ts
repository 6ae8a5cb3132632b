import { RENTAL_LIMITS, type RentalRole, type RentalStatus, type RentalType } from '@padosi/shared/rentals';
import { schema } from '../../platform/db';
import type { DemoContext } from './context';
import { demoPicture } from './images';

/** [apartment, block/flat, area, cost, type, role, status, description, photo labels] */
type DemoRental = [string, string, string, number, RentalType, RentalRole, RentalStatus, string, string[]];

const DEMO_RENTALS: DemoRental[] = [
  ['Green Meadows', 'A-304', 'Koramangala 5th Block, Bengaluru 560095', 32000, 'family', 'owner', 'Available', '3 BHK, semi furnished, two covered parking slots, 24 hour water and power backup.', ['Living', 'Kitchen', 'Balcony']],
  ['Lake View Residency', 'C-1102', 'Hebbal Kempapura, Bengaluru 560024', 26000, 'family', 'owner', 'Available', '2 BHK with lake view, modular kitchen, gym and pool in the society.', ['Lake view', 'Bedroom']],
  ['Sunshine PG for Men', 'Floor 2', 'BTM Layout 2nd Stage, Bengaluru 560076', 9500, 'bachelor', 'owner', 'Available', 'Twin sharing room with attached bath, three meals a day, Wi-Fi and laundry.', ['PG room']],
  ['Palm Grove Towers', 'T2-804', 'Whitefield ITPL Road, Bengaluru 560066', 21000, 'all', 'tenant', 'Available', 'Moving out in a month, looking for someone to take over the lease. 2 BHK, unfurnished.', ['Hall']],
  ['Royal Orchid Apartments', 'B-203', 'HSR Layout Sector 2, Bengaluru 560102', 28000, 'family', 'owner', 'Rented', '2 BHK, fully furnished with fridge, washing machine and beds.', ['Furnished', 'Bedroom']],
  ['Silver Oak Heights', 'T1-1501', 'Electronic City Phase 1, Bengaluru 560100', 18000, 'bachelor', 'tenant', 'Available', 'Looking for a flatmate for a 3 BHK, one room free with attached bath.', []],
  ['Maple Court', 'D-12', 'Indiranagar 12th Main, Bengaluru 560038', 45000, 'family', 'owner', 'Available', 'Independent floor, 3 BHK, terrace access, pet friendly.', ['Terrace', 'Living']],
  ['Shanti Niketan Society', 'E-401', 'Jayanagar 4th Block, Bengaluru 560011', 22000, 'all', 'owner', 'Available', '2 BHK near the metro station, vegetarians preferred by the society.', ['Entrance']],
  ['Ashoka Gardens', 'B-07', 'Malleshwaram 8th Cross, Bengaluru 560003', 15000, 'bachelor', 'owner', 'Rented', '1 BHK, ground floor, separate entrance, two wheeler parking.', ['1 BHK']],
  ['Riverfront Homes', 'A-902', 'RT Nagar Main Road, Bengaluru 560032', 24000, 'family', 'tenant', 'Available', 'Lease transfer, 2 BHK with two bathrooms. Security deposit negotiable.', []],
  ['Ladies PG Nest', 'Floor 1', 'Koramangala 1st Block, Bengaluru 560034', 11000, 'bachelor', 'owner', 'Available', 'Single and double rooms for working women, CCTV, biometric entry, meals included.', ['PG', 'Dining']],
  ['Green Meadows', 'B-110', 'Koramangala 5th Block, Bengaluru 560095', 19500, 'all', 'owner', 'Available', '1 BHK, semi furnished, close to the park and bus stop.', ['Bedroom']],
  ['Lake View Residency', 'A-501', 'Hebbal Kempapura, Bengaluru 560024', 38000, 'family', 'owner', 'Available', '3 BHK corner flat, cross ventilation, club house access.', ['Corner', 'Hall']],
  ['Student Stay Hub', 'Block 3', 'Basavanagudi Bull Temple Road, Bengaluru 560004', 7500, 'bachelor', 'owner', 'Available', 'Budget beds for students, four sharing, study room and Wi-Fi.', []],
  ['Palm Grove Towers', 'T4-1203', 'Whitefield ITPL Road, Bengaluru 560066', 30000, 'family', 'owner', 'Rented', '3 BHK, high floor, two balconies, all amenities.', ['Balcony']],
  ['Sunshine Enclave', 'D-22', 'Frazer Town Coles Road, Bengaluru 560005', 17000, 'all', 'tenant', 'Available', 'Relocating, 1 BHK available from next month. Furniture can be bought.', ['Room']],
  ['Royal Orchid Apartments', 'C-606', 'HSR Layout Sector 2, Bengaluru 560102', 25500, 'family', 'owner', 'Available', '2 BHK with study, east facing, covered parking.', ['Study', 'Kitchen']],
  ['Silver Oak Heights', 'T3-303', 'Electronic City Phase 1, Bengaluru 560100', 14000, 'bachelor', 'owner', 'Inactive', '1 RK, listing paused while repairs are done.', []],
];

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** 18 rentals: family, bachelor and all; posted by owners and tenants; some with no photo (placeholder). */
export async function seedRentals(ctx: DemoContext) {
  const { db, random, deps } = ctx;
  const now = Date.now();
  for (const [i, [apartmentName, blockFlatNumber, address, rentalCost, type, roleType, status, description, labels]] of DEMO_RENTALS.entries()) {
    const photos: string[] = [];
    for (const label of labels) {
      const picture = await demoPicture(label, (200 + i * 23 + photos.length * 30) % 360);
      photos.push((await deps.uploads.saveImage('rentals', picture, { allowed: ['jpeg'], maxPx: RENTAL_LIMITS.storedMaxPx })).file);
    }
    const createdAt = new Date(now - (DEMO_RENTALS.length - i) * 2.3 * DAY + random.int(0, 10) * 3600_000);
    await db.insert(schema.rentals).values({
      userId: ctx.userIds[(i * 5) % ctx.userIds.length]!,
      apartmentName,
      blockFlatNumber,
      address,
      rentalCost,
      description,
      availableFrom: isoDay(now + random.int(3, 45) * DAY),
      type,
      phoneNumber: `99001${String(20000 + i * 13).slice(-5)}`,
      roleType,
      status,
      photos,
      createdAt,
      updatedAt: createdAt,
    });
  }
}
