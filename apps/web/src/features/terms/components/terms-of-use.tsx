import { joinSet, type PublicConfig } from '@padosi/shared/site';

export function TermsOfUse({ config, minimumAge }: { config: PublicConfig; minimumAge: number }) {
  const { siteName, operator } = config;
  return (
    <div className="space-y-4">
      <section>
        <h2>Who we are</h2>
        <p>
          {operator.name && `${siteName} is operated by ${joinSet(operator.name, operator.address)}. `}By using {siteName} you accept these terms. If you do not
          accept them, please do not use the service.
        </p>
      </section>
      <section>
        <h2>Who may use {siteName}</h2>
        <p>
          You must be at least {minimumAge} years old to use {siteName}. Users under 18 should use it with the consent of a parent or guardian.
        </p>
      </section>
      <section>
        <h2>Your listings and conduct</h2>
        <p>You are responsible for what you post: provider profiles, ads, rentals, rides, reviews and requests. The following are prohibited:</p>
        <ul>
          <li>fake listings, false identities or misleading prices and reviews;</li>
          <li>illegal goods or services, or anything that breaks Indian law;</li>
          <li>harassment, abuse, hate speech or threats towards any person;</li>
          <li>spam, repeated posts, chain messages and unsolicited promotion.</li>
        </ul>
        <p>We may remove content and suspend accounts that break these rules.</p>
      </section>
      <section>
        <h2>Limited liability</h2>
        <p>
          {siteName} connects neighbours with each other and with local providers; we are not a party to any deal, ride, rental or service agreed through it. We
          do not guarantee the quality, safety or legality of listings, and to the extent the law allows we are not liable for losses arising from them. Verify
          providers and meet in safe places.
        </p>
      </section>
      <section>
        <h2>Changes</h2>
        <p>We may update these terms; the version on this page applies. Significant changes will be announced on the site.</p>
      </section>
    </div>
  );
}
