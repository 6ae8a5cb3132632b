import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { joinSet, telHref } from '@padosi/shared/site';
import { useConfig } from '../lib/config';
import { sharedText } from '../lib/shared-messages';
import { useTagline } from '../lib/tagline';
import { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon, YoutubeIcon } from './social-icons';

const COLUMNS = [
  {
    title: msg`Company`,
    links: [
      { to: '/about-us', label: msg`About us` },
      { to: '/careers', label: msg`Careers` },
      { to: '/blog', label: msg`Blog` },
      { to: '/contact-us', label: msg`Contact us` },
    ],
  },
  {
    title: msg`Help`,
    links: [
      { to: '/help', label: msg`Help centre` },
      { to: '/faq', label: msg`FAQ` },
      { to: '/enquery', label: msg`Send an enquiry` },
      { to: '/sitemap', label: msg`Sitemap` },
    ],
  },
  {
    title: msg`Legal`,
    links: [
      { to: '/terms', label: msg`Terms of Use` },
      { to: '/privacy', label: msg`Privacy Policy` },
      { to: '/cookies', label: msg`Cookies` },
      { to: '/terms-policy', label: msg`Terms & Privacy` },
      { to: '/grievance', label: msg`Grievance officer` },
    ],
  },
];

export function Footer() {
  const config = useConfig();
  const tagline = useTagline();
  const { i18n, t } = useLingui();
  const social = [
    { href: config.social.facebook, label: 'Facebook', Icon: FacebookIcon },
    { href: config.social.instagram, label: 'Instagram', Icon: InstagramIcon },
    { href: config.social.youtube, label: 'YouTube', Icon: YoutubeIcon },
    { href: config.social.twitter, label: 'Twitter', Icon: TwitterIcon },
    { href: config.social.linkedin, label: 'LinkedIn', Icon: LinkedinIcon },
  ].filter((s) => s.href);
  const societyLine = joinSet(config.society.name, config.society.address);
  return (
    <footer className="mt-12 border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="col-span-2 space-y-3 sm:col-span-3 md:col-span-1">
          <p className="text-xl font-bold text-white">{config.siteName}</p>
          <p className="text-sm text-slate-400 first-letter:uppercase">{tagline}</p>
          {/* The society's details from its settings; one it did not set is left out. */}
          {societyLine && <p className="text-sm text-slate-300">{societyLine}</p>}
          {(config.helplinePhone || config.supportEmail) && (
            <p className="flex flex-wrap gap-x-3 text-sm">
              {config.helplinePhone && (
                <a href={telHref(config.helplinePhone)} className="inline-flex min-h-10 items-center hover:text-white hover:underline">
                  {config.helplinePhone}
                </a>
              )}
              {config.supportEmail && (
                <a href={`mailto:${config.supportEmail}`} className="inline-flex min-h-10 items-center hover:text-white hover:underline">
                  {config.supportEmail}
                </a>
              )}
            </p>
          )}
          {social.length > 0 && (
            <ul className="flex flex-wrap gap-1" aria-label={t`Social media`}>
              {social.map(({ href, label, Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-11 items-center justify-center rounded-full text-slate-300 hover:bg-slate-800 hover:text-white"
                    aria-label={t`${label} (opens in a new tab)`}
                  >
                    <Icon className="size-5" aria-hidden="true" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.title.id} aria-label={i18n._(col.title)}>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{i18n._(col.title)}</h2>
            <ul className="mt-2">
              {col.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="inline-flex min-h-10 items-center text-sm hover:text-white hover:underline">
                    {i18n._(l.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 pb-24 text-xs text-slate-400 sm:flex-row sm:justify-between sm:px-6 lg:pb-4">
          <p>{sharedText(config.copyright)}</p>
          <p>{config.designedBy}</p>
        </div>
      </div>
    </footer>
  );
}
