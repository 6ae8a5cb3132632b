import * as schema from '../schema/index';
import { sanitizeRichText } from '../../platform/http/sanitize';
import type { DemoContext } from './context';

/** The footer's information pages as CMS pages (their slugs are the footer paths), plus one guide under /cms/. */
const PAGES: Array<{ slug: string; title: string; meta: string; html: string }> = [
  {
    slug: 'about-us',
    title: 'About us',
    meta: 'Padosi connects neighbours with trusted local services.',
    html: '<p>Padosi is a neighbourhood portal: find trusted local service providers, buy and sell with neighbours, rent a home, share rides and book home help, all in one place.</p><p>It is run by a small team that lives in the same neighbourhoods it serves.</p>',
  },
  {
    slug: 'faq',
    title: 'Frequently asked questions',
    meta: 'Quick answers about using Padosi.',
    html: '<h3>Is it free?</h3><p>Yes, browsing and posting are free for residents.</p><h3>How are providers verified?</h3><p>Providers with the crown badge were checked by the admin team.</p><h3>Who can see my phone number?</h3><p>Only what you put in a listing is public; your profile details are private.</p>',
  },
  {
    slug: 'careers',
    title: 'Careers',
    meta: 'Work with the Padosi team.',
    html: '<p>We are a small team. Send your CV to <a href="mailto:support@padosi.in">support@padosi.in</a>.</p>',
  },
  { slug: 'blog', title: 'Blog', meta: 'News from the neighbourhood.', html: '<p>Stories and updates from the neighbourhood will appear here soon.</p>' },
  {
    slug: 'help',
    title: 'Help centre',
    meta: 'How to get started on Padosi.',
    html: '<ol><li>Sign in with Google.</li><li>Complete your profile with your phone number, apartment and flat.</li><li>Post a listing from the Post button.</li></ol><p>Stuck? Use the quick enquiry button and our team will call you back.</p>',
  },
  {
    slug: 'cookies',
    title: 'Cookies',
    meta: 'Padosi uses no tracking cookies.',
    html: '<p>Padosi uses no tracking or advertising cookies. Your sign-in is kept in your browser’s local storage and removed when you log out.</p>',
  },
  {
    slug: 'contact-us',
    title: 'Contact us',
    meta: 'Reach the Padosi team.',
    html: '<p>Call <a href="tel:+918000000000">+91 80000 00000</a> or write to <a href="mailto:support@padosi.in">support@padosi.in</a>.</p>',
  },
  {
    slug: 'community-guidelines',
    title: 'Community guidelines',
    meta: 'How we keep Padosi friendly and useful.',
    html: '<ul><li>Be kind and honest in listings and reviews.</li><li>Post only what you own or offer yourself.</li><li>Report anything that looks wrong; the admin team reviews every report.</li></ul>',
  },
];

export async function seedCms(ctx: DemoContext) {
  await ctx.db.insert(schema.cmsPages).values(
    PAGES.map((p) => ({
      slug: p.slug,
      title: p.title,
      content: sanitizeRichText(p.html) ?? '<p></p>',
      metaTitle: p.title,
      metaDescription: p.meta,
      metaKeywords: '',
    })),
  );
}
