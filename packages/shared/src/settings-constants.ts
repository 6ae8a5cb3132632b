/** The society settings' limits, texts and emergency kinds, apart from zod so the shell's SOS panel loads no schema code. */
export const SETTINGS_LIMITS = {
  nameMax: 80,
  addressMax: 200,
  operatorMax: 120,
  grievanceMax: 200,
  emailMax: 120,
  urlMax: 300,
  contactNameMax: 80,
  contactAddressMax: 160,
  contactsMax: 30,
} as const;

/** The form's and the API's refusals (the form's labels are in the admin feature's Lingui catalogue). */
export const SETTINGS_MESSAGES = {
  phoneInvalid: 'Enter a phone number: digits and spaces, with an optional leading +.',
  emailInvalid: 'Enter a valid e-mail address.',
  urlInvalid: 'Enter a full address starting with https://',
  contactNameRequired: 'Name is required.',
  contactPhoneRequired: 'Phone is required.',
  tooManyContacts: `At most ${SETTINGS_LIMITS.contactsMax} emergency contacts.`,
} as const;

export const EMERGENCY_KINDS = ['security', 'hospital', 'police', 'fire'] as const;
export type EmergencyKind = (typeof EMERGENCY_KINDS)[number];
