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

export const SETTINGS_MESSAGES = {
  title: 'Society settings',
  lead: 'What residents see in the footer, Contact us, the Terms, the SOS panel and when a search finds nothing. A field left empty uses the server’s default, if it has one, and is otherwise left out.',
  identity: 'Society',
  reachUs: 'How residents reach you',
  socialLinks: 'Social links',
  emergency: 'Emergency contacts',
  emergencyLead: 'Shown in the SOS panel under the national numbers, grouped by type, in this order.',
  societyName: 'Society name',
  societyAddress: 'Society address',
  operatorName: 'Operator’s legal name',
  operatorHint: 'The association or company that runs the portal, as the Terms name it.',
  helplinePhone: 'Helpline phone',
  whatsappPhone: 'WhatsApp number',
  whatsappHint: 'Leave empty to use the helpline phone.',
  supportEmail: 'Support e-mail',
  grievanceOfficer: 'Grievance officer',
  grievanceHint: 'Name and role, as the privacy policy names them.',
  contactKind: 'Type',
  contactName: 'Name',
  contactPhone: 'Phone',
  contactAddress: 'Address',
  addContact: 'Add a contact',
  removeContact: 'Remove',
  moveUp: 'Move up',
  moveDown: 'Move down',
  noContacts: 'No emergency contacts yet. The SOS panel shows the national numbers only.',
  defaultIs: (value: string) => `Default from the server: ${value}`,
  save: 'Save settings',
  saved: 'Settings saved. Every page shows them now.',
  failed: 'Could not save the settings. Please try again.',
  loadFailed: 'Could not load the settings. Please try again.',
  phoneInvalid: 'Enter a phone number: digits and spaces, with an optional leading +.',
  emailInvalid: 'Enter a valid e-mail address.',
  urlInvalid: 'Enter a full address starting with https://',
  contactNameRequired: 'Name is required.',
  contactPhoneRequired: 'Phone is required.',
  tooManyContacts: `At most ${SETTINGS_LIMITS.contactsMax} emergency contacts.`,
} as const;

export const EMERGENCY_KINDS = ['security', 'hospital', 'police', 'fire'] as const;
export type EmergencyKind = (typeof EMERGENCY_KINDS)[number];

/** The kinds' names in the form and their headings in the SOS panel, in the panel's order. */
export const EMERGENCY_KIND_LABELS: Record<EmergencyKind, { label: string; heading: string }> = {
  security: { label: 'Security desk', heading: 'Security Desk' },
  hospital: { label: 'Hospital', heading: 'Hospitals' },
  police: { label: 'Police station', heading: 'Police Stations' },
  fire: { label: 'Fire station', heading: 'Fire Stations' },
};
