/** CMS constants free of zod, so the router (in the first page's JavaScript) can use them. */

/** The footer's information pages (spec 01 footer): CMS pages with these slugs are shown at /{slug}. */
export const CMS_FOOTER_SLUGS = ['about-us', 'faq', 'careers', 'blog', 'help', 'cookies', 'contact-us'] as const;
