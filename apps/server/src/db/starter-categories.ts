import type { CategoryHomeHelp } from '@padosi/shared/category-constants';
import { DEFAULT_CATEGORY_ALIASES } from './default-aliases';
import type { IconName } from './demo/icons';

export interface StarterSub {
  name: string;
  icon?: IconName;
  homeHelp?: CategoryHomeHelp;
  /** Hindi and Hinglish words residents type, beyond DEFAULT_CATEGORY_ALIASES for the same name. */
  aliases?: string[];
}
export interface StarterMain {
  name: string;
  icon: IconName;
  hue: number;
  toprating?: boolean;
  moduleUrl?: string;
  aliases?: string[];
  subs: StarterSub[];
}

/**
 * The one-click starter set of an Indian neighbourhood's services (issue 24): what a new society's residents look
 * for first, with icons and the words they search by. The admin renames, hides or removes any of them afterwards;
 * adding the set again adds only what is missing, matched by name (case-insensitive) within its main category.
 */
export const STARTER_CATEGORIES: StarterMain[] = [
  {
    name: 'Home Services',
    icon: 'house',
    hue: 210,
    toprating: true,
    subs: [
      { name: 'Plumber', icon: 'droplets' },
      { name: 'Electrician', icon: 'zap' },
      { name: 'Carpenter', icon: 'hammer' },
      { name: 'Painter' },
      { name: 'Pest Control' },
      { name: 'AC Repair', icon: 'wrench' },
      { name: 'RO Water Purifier', aliases: ['ro', 'water filter', 'purifier', 'aquaguard'] },
    ],
  },
  {
    name: 'Home Help',
    icon: 'heart-handshake',
    hue: 160,
    toprating: true,
    moduleUrl: '/home-help',
    subs: [
      { name: 'Maid', homeHelp: 'maid' },
      { name: 'Cook', homeHelp: 'cook' },
      { name: 'House Keeping', homeHelp: 'housekeeping', aliases: ['housekeeping', 'safai', 'jhadu pocha', 'सफाई'] },
      { name: 'Nanny' },
      { name: 'Elder Care', aliases: ['old age care', 'attendant', 'buzurg', 'बुज़ुर्ग'] },
      { name: 'Driver on Call' },
    ],
  },
  {
    name: 'Daily Needs',
    icon: 'store',
    hue: 30,
    toprating: true,
    subs: [
      { name: 'Milk Supply' },
      { name: 'Newspaper', aliases: ['akhbaar', 'akhbar', 'paperwala', 'अख़बार', 'अखबार'] },
      { name: 'Vegetables and Fruits', aliases: ['sabzi', 'sabji', 'sabziwala', 'phal', 'सब्ज़ी', 'सब्जी', 'फल'] },
      { name: 'Grocery' },
      { name: 'Laundry' },
      { name: 'Water Can Supply', aliases: ['paani', 'water can', 'drinking water', 'पानी'] },
    ],
  },
  {
    name: 'Health',
    icon: 'stethoscope',
    hue: 0,
    subs: [{ name: 'General Physician' }, { name: 'Pharmacy' }, { name: 'Diagnostic Lab' }, { name: 'Physiotherapist' }, { name: 'Dentist' }],
  },
  {
    name: 'Education',
    icon: 'graduation-cap',
    hue: 260,
    aliases: ['classes', 'coaching', 'padhai', 'पढ़ाई'],
    subs: [
      { name: 'Tuition', icon: 'book-open' },
      { name: 'Music Classes', aliases: ['sangeet', 'guitar', 'singing', 'संगीत'] },
      { name: 'Yoga and Fitness', aliases: ['yoga', 'yog', 'gym', 'trainer', 'योग'] },
      { name: 'Dance Classes', aliases: ['dance', 'nritya', 'नृत्य', 'डांस'] },
    ],
  },
  {
    name: 'Food',
    icon: 'utensils',
    hue: 20,
    aliases: ['khana', 'खाना'],
    subs: [{ name: 'Tiffin Service' }, { name: 'Caterers', aliases: ['halwai', 'हलवाई'] }, { name: 'Sweet Shop' }],
  },
  {
    name: 'Beauty and Tailoring',
    icon: 'scissors',
    hue: 320,
    subs: [
      { name: 'Salon' },
      { name: 'Barber' },
      { name: 'Tailor' },
      { name: 'Beautician at Home', aliases: ['parlour at home', 'mehendi', 'mehndi', 'मेहंदी'] },
    ],
  },
  {
    name: 'Vehicles and Moving',
    icon: 'truck',
    hue: 190,
    subs: [
      { name: 'Vehicle Repair', icon: 'wrench' },
      { name: 'Car Cleaning', aliases: ['car wash', 'gaadi saaf', 'गाड़ी धुलाई'] },
      { name: 'Packers and Movers' },
      { name: 'Taxi' },
    ],
  },
  {
    name: 'Pooja and Events',
    icon: 'party-popper',
    hue: 290,
    subs: [
      { name: 'Pandit', aliases: ['pandit ji', 'pooja', 'puja', 'priest', 'पंडित', 'पूजा'] },
      { name: 'Decorator', aliases: ['decoration', 'sajavat', 'सजावट'] },
      { name: 'Photographer', aliases: ['photo', 'video', 'फ़ोटोग्राफ़र'] },
      { name: 'Tent House', aliases: ['tent', 'shamiana', 'टेंट'] },
    ],
  },
  {
    name: 'Pets',
    icon: 'paw-print',
    hue: 100,
    subs: [
      { name: 'Veterinarian' },
      { name: 'Pet Grooming', aliases: ['dog grooming', 'pet bath'] },
      { name: 'Pet Boarding', aliases: ['pet hostel', 'dog boarding'] },
    ],
  },
  {
    name: 'Professionals and Repairs',
    icon: 'briefcase',
    hue: 230,
    subs: [{ name: 'Chartered Accountant' }, { name: 'Lawyer' }, { name: 'Mobile Repair' }, { name: 'Computer Repair' }],
  },
];

/** A starter category's search words: the well-known defaults for its name, then its own. */
export const starterAliases = (c: { name: string; aliases?: string[] }) => [...new Set([...(DEFAULT_CATEGORY_ALIASES[c.name] ?? []), ...(c.aliases ?? [])])];
