import { Trans } from '@lingui/react/macro';
import { joinSet, type PublicConfig } from '@padosi/shared/site';

export function TermsOfUse({ config, minimumAge }: { config: PublicConfig; minimumAge: number }) {
  const { siteName, operator } = config;
  return (
    <div className="space-y-4">
      <section>
        <h2>
          <Trans>Who we are</Trans>
        </h2>
        <p>
          {/* The operator only when the society's settings name one. */}
          {operator.name && (
            <>
              <Trans>
                {siteName} is operated by {joinSet(operator.name, operator.address)}.
              </Trans>{' '}
            </>
          )}
          <Trans>By using {siteName} you accept these terms. If you do not accept them, please do not use the service.</Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Who may use {siteName}</Trans>
        </h2>
        <p>
          <Trans>
            You must be at least {minimumAge} years old to use {siteName}. Users under 18 should use it with the consent of a parent or guardian.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Your listings and conduct</Trans>
        </h2>
        <p>
          <Trans>You are responsible for what you post: provider profiles, ads, rentals, rides, reviews and requests. The following are prohibited:</Trans>
        </p>
        <ul>
          <li>
            <Trans>fake listings, false identities or misleading prices and reviews;</Trans>
          </li>
          <li>
            <Trans>illegal goods or services, or anything that breaks Indian law;</Trans>
          </li>
          <li>
            <Trans>harassment, abuse, hate speech or threats towards any person;</Trans>
          </li>
          <li>
            <Trans>spam, repeated posts, chain messages and unsolicited promotion.</Trans>
          </li>
        </ul>
        <p>
          <Trans>We may remove content and suspend accounts that break these rules.</Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Limited liability</Trans>
        </h2>
        <p>
          <Trans>
            {siteName} connects neighbours with each other and with local providers; we are not a party to any deal, ride, rental or service agreed through it.
            We do not guarantee the quality, safety or legality of listings, and to the extent the law allows we are not liable for losses arising from them.
            Verify providers and meet in safe places.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Changes</Trans>
        </h2>
        <p>
          <Trans>We may update these terms; the version on this page applies. Significant changes will be announced on the site.</Trans>
        </p>
      </section>
    </div>
  );
}
