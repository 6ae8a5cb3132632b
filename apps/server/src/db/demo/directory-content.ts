/** Banners, testimonials and home cards of the demo portal. Dates are relative to the first start. */
export const DEMO_BANNERS = [
  {
    title: 'Find trusted help next door',
    description: 'Plumbers, tutors, doctors and more, reviewed by your neighbours.',
    buttonText: 'Explore services',
    buttonLink: '/home/{home}',
    days: 120,
    status: true,
    hue: 210,
  },
  {
    title: 'List your business for free',
    description: 'Reach thousands of families in your city in five minutes.',
    buttonText: 'Register now',
    buttonLink: '/createcard',
    days: 90,
    status: true,
    hue: 145,
  },
  {
    title: 'Monsoon AC and appliance check-ups',
    description: 'Book a verified technician before the rush.',
    buttonText: null,
    buttonLink: null,
    days: 45,
    status: true,
    hue: 25,
  },
  {
    title: 'Diwali decoration offers',
    description: 'This banner is switched off and never shows on the home page.',
    buttonText: 'See offers',
    buttonLink: '/home/{events}',
    days: 60,
    status: false,
    hue: 45,
  },
  {
    title: 'Summer camp registrations',
    description: 'This banner expired and never shows on the home page.',
    buttonText: 'Enrol',
    buttonLink: '/home/{education}',
    days: -10,
    status: true,
    hue: 265,
  },
] as const;

export const DEMO_TESTIMONIALS = [
  {
    name: 'Meera Joshi',
    designation: 'Resident, Basavanagudi',
    rating: 5,
    comments: 'Found a plumber within minutes on a Sunday morning. The reviews from neighbours made it easy to trust.',
    isActive: true,
  },
  {
    name: 'Arjun Nair',
    designation: 'Software engineer',
    rating: 5,
    comments: 'I listed my weekend coding classes and got six students from my own apartment complex.',
    isActive: true,
  },
  {
    name: 'Fatima Sheikh',
    designation: 'Home baker',
    rating: 4,
    comments: 'My tiffin and bakery orders doubled after I registered. Simple to update my details.',
    isActive: true,
  },
  {
    name: 'Vikram Singh',
    designation: 'Retired teacher',
    rating: 5,
    comments: 'The emergency contacts and the helpline are a blessing for elders living alone.',
    isActive: true,
  },
  { name: 'Old Quote', designation: 'Hidden', rating: 3, comments: 'An inactive testimonial: it never appears on the home page.', isActive: false },
  { name: 'Draft Testimonial', designation: 'Hidden', rating: 4, comments: 'Waiting for approval, so it stays hidden.', isActive: false },
] as const;

export const DEMO_HOME_CARDS = [
  { title: 'Home-cooked meals', subtitle: 'Order from cloud kitchens run by your neighbours', link: '/cloud-kitchen/home', buttonText: 'Order now', hue: 35 },
  { title: 'Find a tutor', subtitle: 'Maths, music, coding and more near you', link: '/home/{education}', buttonText: null, hue: 265 },
  { title: 'Grow your business', subtitle: 'Register your service or shop in minutes', link: '/createcard', buttonText: 'Register', hue: 145 },
  { title: 'Homes for rent', subtitle: 'Flats and PGs posted by owners', link: '/rentals', buttonText: null, hue: 190 },
  { title: 'Share a ride', subtitle: 'A fifth card: the home page shows only the first four', link: '/carpooling', buttonText: null, hue: 100 },
] as const;
