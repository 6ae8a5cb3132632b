import { joinSet, type PublicConfig } from '@padosi/shared/site';

export function PrivacyPolicy({ config }: { config: PublicConfig }) {
  const { siteName, operator, supportEmail, helplinePhone } = config;
  return (
    <div className="space-y-4">
      <section>
        <h2>Data we collect</h2>
        <ul>
          <li>From Google sign-in: your name, e-mail address and profile picture.</li>
          <li>From your profile: phone number, apartment, block/flat number, address, city, state and pincode.</li>
          <li>What you post: listings, photos, reviews, favourites, ride details, home-help requests, feedback and enquiries.</li>
          <li>Technical data: your sign-in session and the IP address of requests, kept for security.</li>
        </ul>
      </section>
      <section>
        <h2>How we use it</h2>
        <p>
          To run {siteName}: show your listings to neighbours, let people contact you, assign home help, send the notifications you asked for and keep the
          service safe. We do not sell your data. Photos are re-encoded on upload, which removes location and camera data.
        </p>
      </section>
      <section>
        <h2>Your choices</h2>
        <p>You can edit your profile and delete your listings at any time. To delete your account or get a copy of your data, contact us.</p>
      </section>
      <section>
        <h2>Grievance officer</h2>
        <p>
          {joinSet(operator.grievanceOfficer, operator.name, operator.address) || 'The team that runs this portal'}.{supportEmail && ` E-mail ${supportEmail}.`}
          {helplinePhone && ` Call ${helplinePhone}.`} We acknowledge grievances within 24 hours and resolve them within 15 days.
        </p>
      </section>
    </div>
  );
}
