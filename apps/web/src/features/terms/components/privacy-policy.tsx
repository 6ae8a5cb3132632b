import { Trans } from '@lingui/react/macro';
import { joinSet, type PublicConfig } from '@padosi/shared/site';

export function PrivacyPolicy({ config }: { config: PublicConfig }) {
  const { siteName, operator, supportEmail, helplinePhone } = config;
  const grievanceOfficer = joinSet(operator.grievanceOfficer, operator.name, operator.address);
  return (
    <div className="space-y-4">
      <section>
        <h2>
          <Trans>Data we collect</Trans>
        </h2>
        <ul>
          <li>
            <Trans>From Google sign-in: your name, e-mail address and profile picture.</Trans>
          </li>
          <li>
            <Trans>From your profile: phone number, apartment, block/flat number, address, city, state and pincode.</Trans>
          </li>
          <li>
            <Trans>What you post: listings, photos, reviews, favourites, ride details, home-help requests, feedback and enquiries.</Trans>
          </li>
          <li>
            <Trans>Technical data: your sign-in session and the IP address of requests, kept for security.</Trans>
          </li>
        </ul>
      </section>
      <section>
        <h2>
          <Trans>How we use it</Trans>
        </h2>
        <p>
          <Trans>
            To run {siteName}: show your listings to neighbours, let people contact you, assign home help, send the notifications you asked for and keep the
            service safe. We do not sell your data. Photos are re-encoded on upload, which removes location and camera data.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Your choices</Trans>
        </h2>
        <p>
          <Trans>You can edit your profile and delete your listings at any time. To delete your account or get a copy of your data, contact us.</Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>Grievance officer</Trans>
        </h2>
        <p>
          {/* The society's details from its settings; one it did not set is left out. */}
          {/* The full stop inside the message: Hindi ends the sentence with its own (।). */}
          {grievanceOfficer ? <Trans>{grievanceOfficer}.</Trans> : <Trans>The team that runs this portal.</Trans>}
          {supportEmail && (
            <>
              {' '}
              <Trans>E-mail {supportEmail}.</Trans>
            </>
          )}
          {helplinePhone && (
            <>
              {' '}
              <Trans>Call {helplinePhone}.</Trans>
            </>
          )}{' '}
          <Trans>We acknowledge grievances within 24 hours and resolve them within 15 days.</Trans>
        </p>
      </section>
    </div>
  );
}
