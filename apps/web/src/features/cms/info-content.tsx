import type { ReactNode } from 'react';
import { joinSet, telHref, type PublicConfig } from '@padosi/shared/site';

interface InfoPage {
  title: string;
  lead: (siteName: string) => string;
  body: (config: PublicConfig) => ReactNode;
}

/** The helpline and the support e-mail, each only when the society set it (society settings). */
const contact = (c: PublicConfig) => {
  const phone = c.helplinePhone && (
    <a className="font-medium text-brand-700 underline" href={telHref(c.helplinePhone)}>
      {c.helplinePhone}
    </a>
  );
  const email = c.supportEmail && (
    <a className="font-medium text-brand-700 underline" href={`mailto:${c.supportEmail}`}>
      {c.supportEmail}
    </a>
  );
  if (phone && email)
    return (
      <p>
        Call {phone} or write to {email}.
      </p>
    );
  if (phone) return <p>Call {phone}.</p>;
  if (email) return <p>Write to {email}.</p>;
  return <p>Use the enquiry form and the team will call you back.</p>;
};

export const INFO_PAGES: Record<string, InfoPage> = {
  'about-us': {
    title: 'About us',
    lead: (s) => `${s} connects communities and empowers people.`,
    body: (c) => (
      <>
        <p>
          {c.siteName} is a neighbourhood portal: find trusted local service providers, buy and sell with neighbours, rent a home, share rides and book home
          help, all in one place.
        </p>
        {c.operator.name && <p>{joinSet(c.operator.name, c.operator.address)}.</p>}
      </>
    ),
  },
  'contact-us': {
    title: 'Contact us',
    lead: () => 'We are happy to help.',
    body: (c) => (
      <>
        {contact(c)}
        {(c.society.name || c.postalAddress) && <p>{joinSet(c.society.name, c.postalAddress)}</p>}
      </>
    ),
  },
  help: {
    title: 'Help centre',
    lead: () => 'Answers to the most common questions.',
    body: (c) => (
      <>
        <p>Sign in with Google, complete your profile with your phone number and flat, then post a listing from the Post button.</p>
        {contact(c)}
      </>
    ),
  },
  faq: {
    title: 'Frequently asked questions',
    lead: () => 'Quick answers.',
    body: (c) => (
      <dl className="space-y-3">
        <dt className="font-semibold">Is it free?</dt>
        <dd>Yes, browsing and posting are free for residents.</dd>
        <dt className="font-semibold">How are providers verified?</dt>
        <dd>Providers with the crown badge were checked by the {c.siteName} admin team.</dd>
        <dt className="font-semibold">Who can see my phone number?</dt>
        <dd>Only what you put in a listing is public; your profile details are private.</dd>
      </dl>
    ),
  },
  careers: {
    title: 'Careers',
    lead: (s) => `Build ${s} with us.`,
    body: (c) => <p>We are a small team.{c.supportEmail && ` Send your CV to ${c.supportEmail}.`}</p>,
  },
  blog: { title: 'Blog', lead: () => 'News from the neighbourhood.', body: () => <p>Stories and updates will appear here soon.</p> },
  cookies: {
    title: 'Cookies',
    lead: () => 'We keep it minimal.',
    body: (c) => (
      <p>{c.siteName} uses no tracking or advertising cookies. Your sign-in is kept in your browser’s local storage and removed when you log out.</p>
    ),
  },
  enquery: { title: 'Send an enquiry', lead: () => 'Tell us what you need; our team will call you back.', body: () => null },
};
