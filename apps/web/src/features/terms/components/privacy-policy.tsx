import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { PRIVACY_LIMITS } from '@padosi/shared/privacy';
import { joinSet, type PublicConfig } from '@padosi/shared/site';

export function PrivacyPolicy({ config }: { config: PublicConfig }) {
  const { siteName, operator, supportEmail, helplinePhone } = config;
  const graceHours = PRIVACY_LIMITS.erasureGraceHours;
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
          <Trans>
            You can edit your profile and delete your listings at any time. On your profile page you can download a copy of your data or delete your account.
            Deleting locks your account at once; it is erased after {graceHours} hours, and signing in before then lets you cancel.
          </Trans>
        </p>
      </section>
      <section>
        <h2>
          <Trans>What we keep when you delete your account, and why</Trans>
        </h2>
        {/* True to the erasure in modules/privacy/privacy.service.ts (eraseOne) and the backups of docs/deploy.md. */}
        <ul>
          <li>
            <Trans>
              Your reviews stay, signed "Former resident" instead of your name, so neighbours can still judge a service fairly. If you ask for their removal
              when you delete your account, they go too.
            </Trans>
          </li>
          <li>
            <Trans>
              The security log keeps only what was done and when. Your name, e-mail, IP address and other details are removed from it; we keep the rest to spot
              misuse of the portal.
            </Trans>
          </li>
          <li>
            <Trans>
              Food orders still in progress between you and another resident are cancelled and they are told. Your past orders are then removed along with your
              account.
            </Trans>
          </li>
          <li>
            <Trans>
              Everything else goes: your profile, listings, photos, rides, favourites, messages you sent us and any copy of your data we prepared for you.
            </Trans>
          </li>
          <li>
            <Trans>
              Backups made before your account was erased still contain your data, because a backup cannot be changed once made. They are only used to restore
              the portal after a failure, and they are deleted when the team that runs the portal removes old backups.
            </Trans>
          </li>
        </ul>
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
          <Trans>
            Raise a request at the{' '}
            <Link to="/grievance" className="font-medium text-brand-700 underline">
              grievance desk
            </Link>
            : each request is answered by the date shown when you raise it.
          </Trans>
        </p>
      </section>
    </div>
  );
}
