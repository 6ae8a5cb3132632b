/** The first-admin setup link's texts, apart from zod so the setup page loads no schema code for them. */
export const SETUP_MESSAGES = {
  title: 'Become the first admin',
  signInFirst: (siteName: string) =>
    `This link makes you the first admin of ${siteName}. Sign in with the account you will run the portal with, and you will come back here to finish.`,
  signIn: 'Sign in to continue',
  working: 'Making you the admin…',
  done: 'You are now the admin.',
  noToken: 'This page needs the setup link that the portal printed in its terminal when it started. Open that link as it is.',
  invalid: 'This setup link is not valid or has been used already. Use the newest link the portal printed when it started.',
  expired: 'This setup link has expired. Restart the portal: it prints a new one while it has no admin.',
  adminExists: 'This portal already has an admin. Ask them to make you an admin from the admin console.',
  failed: 'Could not finish the setup. Please try again.',
  home: 'Go to the home page',
} as const;
