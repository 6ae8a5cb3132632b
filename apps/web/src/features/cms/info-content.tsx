import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { joinSet, telHref, type PublicConfig } from '@padosi/shared/site';

interface InfoPage {
  title: MessageDescriptor;
  lead: (siteName: string) => MessageDescriptor;
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
        <Trans>
          Call {phone} or write to {email}.
        </Trans>
      </p>
    );
  if (phone)
    return (
      <p>
        <Trans>Call {phone}.</Trans>
      </p>
    );
  if (email)
    return (
      <p>
        <Trans>Write to {email}.</Trans>
      </p>
    );
  return (
    <p>
      <Trans>Use the enquiry form and the team will call you back.</Trans>
    </p>
  );
};

export const INFO_PAGES: Record<string, InfoPage> = {
  'about-us': {
    title: msg`About us`,
    lead: (s) => msg`${s} connects communities and empowers people.`,
    body: (c) => (
      <>
        <p>
          <Trans>
            {c.siteName} is a neighbourhood portal: find trusted local service providers, buy and sell with neighbours, rent a home, share rides and book home
            help, all in one place.
          </Trans>
        </p>
        {c.operator.name && <p>{joinSet(c.operator.name, c.operator.address)}.</p>}
      </>
    ),
  },
  'contact-us': {
    title: msg`Contact us`,
    lead: () => msg`We are happy to help.`,
    body: (c) => (
      <>
        {contact(c)}
        {(c.society.name || c.postalAddress) && <p>{joinSet(c.society.name, c.postalAddress)}</p>}
      </>
    ),
  },
  help: {
    title: msg`Help centre`,
    lead: () => msg`Answers to the most common questions.`,
    body: (c) => (
      <>
        <p>
          <Trans>Sign in with Google, complete your profile with your phone number and flat, then post a listing from the Post button.</Trans>
        </p>
        {contact(c)}
      </>
    ),
  },
  faq: {
    title: msg`Frequently asked questions`,
    lead: () => msg`Quick answers.`,
    body: (c) => (
      <dl className="space-y-3">
        <dt className="font-semibold">
          <Trans>Is it free?</Trans>
        </dt>
        <dd>
          <Trans>Yes, browsing and posting are free for residents.</Trans>
        </dd>
        <dt className="font-semibold">
          <Trans>How are providers verified?</Trans>
        </dt>
        <dd>
          <Trans>Providers with the crown badge were checked by the {c.siteName} admin team.</Trans>
        </dd>
        <dt className="font-semibold">
          <Trans>Who can see my phone number?</Trans>
        </dt>
        <dd>
          <Trans>Only what you put in a listing is public; your profile details are private.</Trans>
        </dd>
      </dl>
    ),
  },
  careers: {
    title: msg`Careers`,
    lead: (s) => msg`Build ${s} with us.`,
    body: (c) => (
      <p>
        <Trans>We are a small team.</Trans>
        {c.supportEmail && (
          <>
            {' '}
            <Trans>Send your CV to {c.supportEmail}.</Trans>
          </>
        )}
      </p>
    ),
  },
  blog: {
    title: msg`Blog`,
    lead: () => msg`News from the neighbourhood.`,
    body: () => (
      <p>
        <Trans>Stories and updates will appear here soon.</Trans>
      </p>
    ),
  },
  cookies: {
    title: msg`Cookies`,
    lead: () => msg`We keep it minimal.`,
    body: (c) => (
      <p>
        <Trans>{c.siteName} uses no tracking or advertising cookies. Your sign-in is kept in your browser’s local storage and removed when you log out.</Trans>
      </p>
    ),
  },
  enquery: { title: msg`Send an enquiry`, lead: () => msg`Tell us what you need; our team will call you back.`, body: () => null },
};
