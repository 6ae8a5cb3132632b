/** Kept apart from the zod schemas so the browser's first page can use them without loading zod. */
export const AUTH_MESSAGES = {
  scriptFailed: 'Failed to load Google API script.',
  loginFailed: 'Login failed. Please try again.',
  invalidToken: 'Invalid token.',
  loginRequired: 'Please sign in to continue.',
  forbidden: 'You are not allowed to do that.',
  adminOnly: 'Only admins can do that.',
  googleNotVerified: 'Google sign-in could not be verified. Please try again.',
  welcome: (siteName: string) => `Welcome to ${siteName}!`,
  devLoginThroughProxy:
    'Development sign-in works only on the computer that runs the portal, not through a proxy. Ask whoever runs the portal to set up Google sign-in.',
} as const;
