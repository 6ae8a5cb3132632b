import * as schema from '../schema/index';
import type { DemoContext } from './context';

export const DEMO_APARTMENTS = [
  'Green Meadows',
  'Lake View Residency',
  'Sunshine Enclave',
  'Palm Grove Towers',
  'Royal Orchid Apartments',
  'Silver Oak Heights',
  'Maple Court',
  'Shanti Niketan Society',
  'Ashoka Gardens',
  'Riverfront Homes',
];

const DEMO_PEOPLE = [
  ['Aarav Sharma', 'Koramangala', '9876500001'],
  ['Priya Iyer', 'Indiranagar', '9876500002'],
  ['Rohan Mehta', 'HSR Layout', '9876500003'],
  ['Ananya Reddy', 'Whitefield', '9876500004'],
  ['Vikram Singh', 'Jayanagar', '9876500005'],
  ['Sneha Kulkarni', 'Malleshwaram', '9876500006'],
  ['Arjun Nair', 'BTM Layout', '9876500007'],
  ['Kavya Menon', 'Hebbal', '9876500008'],
  ['Imran Khan', 'Frazer Town', '9876500009'],
  ['Meera Joshi', 'Basavanagudi', '9876500010'],
  ['Siddharth Rao', 'Electronic City', '9876500011'],
  ['Fatima Sheikh', 'RT Nagar', '9876500012'],
] as const;

export async function seedFoundation(ctx: DemoContext) {
  const { db } = ctx;
  const apartments = await db
    .insert(schema.apartments)
    .values(DEMO_APARTMENTS.map((name) => ({ name })))
    .returning();
  ctx.apartmentIds = apartments.map((a) => a.id);
  const users = await db
    .insert(schema.users)
    .values(
      DEMO_PEOPLE.map(([name, area, phone], i) => {
        const email = `${name.split(' ')[0]!.toLowerCase()}@demo.padosi.in`;
        return {
          googleSub: `demo:${email}`,
          email,
          name,
          phoneNumber: phone,
          apartmentId: ctx.apartmentIds[i % ctx.apartmentIds.length]!,
          blockFlatNumber: `${String.fromCharCode(65 + (i % 4))}-${101 + i * 3}`,
          address: `${area}, Bengaluru`,
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: `5600${String(10 + i).padStart(2, '0')}`,
        };
      }),
    )
    .returning();
  ctx.userIds = users.map((u) => u.id);
}
