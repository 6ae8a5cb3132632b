import type { SocietySettings } from '@padosi/shared/settings';
import * as schema from '../schema/index';
import type { DemoContext } from './context';

/**
 * The demo society's identity: the only place these made-up details live. A live portal (DEMO_DATA=false) shows
 * what its admin or its environment set, and leaves the rest out.
 */
export const DEMO_SETTINGS: SocietySettings = {
  societyName: 'Padosi Demo Residency',
  societyAddress: 'Padosi Community Services, 2nd Floor, Civic Centre, MG Road, Bengaluru 560001',
  operatorName: 'Padosi Community Services Pvt. Ltd.',
  helplinePhone: '+91 9876543210',
  whatsappPhone: '',
  supportEmail: 'support@padosi.in',
  grievanceOfficer: 'Grievance Officer, Padosi Community Services',
  social: {
    facebook: 'https://www.facebook.com/padosi',
    instagram: 'https://www.instagram.com/padosi',
    youtube: 'https://www.youtube.com/@padosi',
    twitter: 'https://twitter.com/padosi',
    linkedin: 'https://www.linkedin.com/company/padosi',
  },
  emergencyContacts: [
    { kind: 'security', name: 'Main gate security desk', phone: '+91 80 4000 0000', address: 'Gate 1' },
    { kind: 'hospital', name: 'Demo City Hospital', phone: '+91 80 2222 3333', address: 'Civic Centre Road' },
  ],
  registrationMode: 'open',
  flatResidentLimit: 4,
  grievanceDays: 30,
};

export async function seedSettings({ db }: DemoContext) {
  await db.insert(schema.societySettings).values({ id: 1, value: DEMO_SETTINGS }).onConflictDoNothing();
}
