import type { CategoryHomeHelp } from '@padosi/shared/category-constants';
import type { IconName } from './icons';

export interface DemoSub {
  name: string;
  icon?: IconName;
  moduleUrl?: string;
  /** The home help it supplies: what an admin would choose in the console. */
  homeHelp?: CategoryHomeHelp;
  providers: string[];
}
export interface DemoMain {
  name: string;
  icon: IconName;
  hue: number;
  toprating?: boolean;
  moduleUrl?: string;
  subs: DemoSub[];
}

/** A city directory: 12 main categories, their trades, and the businesses listed under each (91 in all). */
export const DEMO_DIRECTORY: DemoMain[] = [
  {
    name: 'Home Services',
    icon: 'house',
    hue: 210,
    toprating: true,
    subs: [
      { name: 'Plumber', icon: 'droplets', providers: ['Sharma Plumbing Works', 'AquaFix Plumbers', 'Leakproof Sanitary Solutions'] },
      { name: 'Electrician', icon: 'zap', providers: ['Bright Spark Electricals', 'Verma Power Solutions'] },
      { name: 'Carpenter', icon: 'hammer', providers: ['Woodcraft Carpenters', 'Ali Furniture Works'] },
      { name: 'Painter', providers: ['ColourHome Painters', 'Rainbow Wall Finishes'] },
      { name: 'Pest Control', providers: ['SafeHome Pest Control', 'BugOff Services'] },
      { name: 'Home Cleaning', providers: ['Sparkle Home Cleaning', 'Deep Clean Crew'] },
    ],
  },
  {
    name: 'Repairs',
    icon: 'wrench',
    hue: 25,
    toprating: true,
    subs: [
      { name: 'AC Repair', providers: ['CoolAir AC Services', 'Chill Point AC Repair'] },
      { name: 'Appliance Repair', providers: ['Fixit Appliance Care', 'Sri Sai Washing Machine Repair'] },
      { name: 'Mobile Repair', providers: ['Mobile Doctor', 'Quick Screen Fix'] },
      { name: 'Computer Repair', providers: ['ByteCare Laptop Services', 'Nerd Desk Computers'] },
      { name: 'Vehicle Repair', providers: ['Speedy Two-Wheeler Garage', 'Auto Care Car Clinic'] },
    ],
  },
  {
    name: 'Health',
    icon: 'stethoscope',
    hue: 350,
    toprating: true,
    subs: [
      { name: 'General Physician', providers: ['Dr. Iyer Family Clinic', 'CarePlus Clinic'] },
      { name: 'Dentist', providers: ['Smile Dental Care', 'Bright Teeth Dental Studio'] },
      { name: 'Physiotherapist', providers: ['Mobility Physio Centre', 'Reddy Physiotherapy'] },
      { name: 'Pharmacy', providers: ['Wellness Pharmacy', 'Apollo Plus Medicals'] },
      { name: 'Diagnostic Lab', providers: ['Precision Diagnostics', 'City Path Labs'] },
    ],
  },
  {
    name: 'Education',
    icon: 'graduation-cap',
    hue: 265,
    toprating: true,
    subs: [
      { name: 'Tuition', icon: 'book-open', providers: ['Gupta Maths Tuition', 'Bright Minds Tutorials'] },
      { name: 'Music Classes', providers: ['Swara Music Academy', 'Strings and Keys'] },
      { name: 'Dance Classes', providers: ['Nritya Dance School', 'Groove Street Dance'] },
      { name: 'Coding Classes', providers: ['Little Coders Lab', 'CodeCraft Academy'] },
      { name: 'Yoga', providers: ['Prana Yoga Studio', 'Sunrise Yoga Circle'] },
    ],
  },
  {
    name: 'Food & Tiffin',
    icon: 'utensils',
    hue: 35,
    toprating: true,
    subs: [
      { name: 'Tiffin Service', providers: ['Annapurna Tiffin Service', 'Ghar Ka Khana'] },
      { name: 'Bakery', providers: ['Sweet Crumbs Bakery', 'Daily Bread Bakers'] },
      { name: 'Caterers', providers: ['Shubh Caterers', 'Feast Masters Catering'] },
      { name: 'Sweet Shop', providers: ['Mithaas Sweets', 'Kolkata Sweet House'] },
      { name: 'Cloud Kitchen', moduleUrl: '/cloud-kitchen/home', providers: [] },
    ],
  },
  {
    name: 'Shops',
    icon: 'store',
    hue: 145,
    toprating: true,
    subs: [
      { name: 'Grocery', providers: ['Fresh Basket Grocers', 'Nair Provision Store'] },
      { name: 'Stationery', providers: ['Pen and Paper Stationers', 'Scholar Book Depot'] },
      { name: 'Hardware', providers: ['BuildRight Hardware', 'Patel Hardware and Paints'] },
      { name: 'Florist', providers: ['Petals Florist', 'Bloom Box Flowers'] },
      { name: 'Tailor', providers: ['Perfect Fit Tailors', 'Stitch Craft Boutique'] },
    ],
  },
  {
    name: 'Beauty & Wellness',
    icon: 'scissors',
    hue: 320,
    subs: [
      { name: 'Salon', providers: ['Glow Unisex Salon', 'Sharp Cuts Salon'] },
      { name: 'Spa', providers: ['Serene Day Spa'] },
      { name: 'Makeup Artist', providers: ['Bridal Glow by Kavya'] },
      { name: 'Barber', providers: ['Classic Barbers'] },
    ],
  },
  {
    name: 'Events',
    icon: 'party-popper',
    hue: 45,
    subs: [
      { name: 'Photographer', providers: ['Candid Moments Photography', 'Shutterbug Studios'] },
      { name: 'Decorator', providers: ['Utsav Decorators'] },
      { name: 'DJ & Sound', providers: ['Beat Box Events'] },
      { name: 'Event Planner', providers: ['Celebrations Unlimited'] },
    ],
  },
  {
    name: 'Transport & Movers',
    icon: 'truck',
    hue: 190,
    subs: [
      { name: 'Packers and Movers', providers: ['SafeShift Packers and Movers', 'Agarwal Relocation'] },
      { name: 'Taxi', providers: ['City Cabs', 'Airport Express Taxi'] },
      { name: 'Courier', providers: ['Swift Courier Services'] },
      { name: 'Driver on Call', providers: ['DriveEasy Drivers'] },
    ],
  },
  {
    name: 'Professional Services',
    icon: 'briefcase',
    hue: 230,
    subs: [
      { name: 'Chartered Accountant', providers: ['Mehta and Associates', 'TaxEase Consultants'] },
      { name: 'Lawyer', providers: ['Kapoor Legal Chambers'] },
      { name: 'Architect', providers: ['Design Nest Architects'] },
      { name: 'Interior Designer', providers: ['Urban Nest Interiors', 'Cosy Corners Interiors'] },
    ],
  },
  {
    name: 'Pets',
    icon: 'paw-print',
    hue: 100,
    subs: [
      { name: 'Veterinarian', providers: ['Happy Paws Vet Clinic', 'Pet Care Hospital'] },
      { name: 'Pet Grooming', providers: ['Fluffy Tails Grooming'] },
      { name: 'Pet Boarding', providers: ['Paws Inn Boarding'] },
    ],
  },
  {
    name: 'Home Help',
    icon: 'heart-handshake',
    hue: 160,
    moduleUrl: '/home-help',
    subs: [
      { name: 'Maid', homeHelp: 'maid', providers: ['Reliable Maid Services'] },
      { name: 'Cook', homeHelp: 'cook', providers: ['Home Chef Cooks'] },
      { name: 'Nanny', providers: ['Little Steps Nanny Care'] },
      { name: 'Elder Care', providers: ['Saathi Elder Care'] },
    ],
  },
];

export const DEMO_AREAS = [
  ['Koramangala', '560034'],
  ['Indiranagar', '560038'],
  ['HSR Layout', '560102'],
  ['Whitefield', '560066'],
  ['Jayanagar', '560041'],
  ['Malleshwaram', '560003'],
  ['BTM Layout', '560076'],
  ['Hebbal', '560024'],
] as const;

export const DEMO_STREETS = ['1st Main Road', '5th Cross', '80 Feet Road', '100 Feet Road', 'Church Street', 'Temple Road', 'Market Lane', 'Lake View Road'];

export const DEMO_REVIEWS: Array<[number, string]> = [
  [5, 'Came on time and finished the job neatly. Highly recommended.'],
  [5, 'Very professional and polite. Fair price too.'],
  [4, 'Good work, slightly delayed but kept me informed.'],
  [4, 'Solved the problem in one visit. Will call again.'],
  [5, 'Our whole society uses them now. Reliable every time.'],
  [3, 'Work was fine but took longer than promised.'],
  [4, 'Friendly and explained everything clearly.'],
  [2, 'Had to call twice to get a visit. The work itself was okay.'],
  [5, 'Excellent service, cleaned up after the work as well.'],
  [4, 'Reasonable rates and quality work.'],
  [3, 'Average experience, nothing to complain about.'],
  [5, 'Best in the area. Booked through WhatsApp in minutes.'],
];
