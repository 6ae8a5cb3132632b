import { describe, expect, it } from 'vitest';
import { EnquiryBody, HomeEnquiryForm, QuickEnquiryForm } from './enquiries';
import { FeedbackBody } from './feedback';
import { ProfileBody } from './users';

const first = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues[0]?.message;

describe('enquiry forms', () => {
  const ok = { name: 'Sunita', phone: '1234567890', service: 'Tutor' };
  it('home form: any ten digits; quick form: 6–9 first', () => {
    expect(HomeEnquiryForm.safeParse(ok).success).toBe(true);
    expect(first(QuickEnquiryForm.safeParse(ok))).toBe('Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.');
    expect(QuickEnquiryForm.safeParse({ ...ok, phone: '6123456789' }).success).toBe(true);
    expect(EnquiryBody.safeParse({ ...ok, source: 'quick' }).success).toBe(false);
  });
  it('names are 3 to 50 characters after trimming', () => {
    expect(first(HomeEnquiryForm.safeParse({ ...ok, name: '  ab  ' }))).toBe('Minimum 3 characters.');
    expect(HomeEnquiryForm.safeParse({ ...ok, name: 'x'.repeat(50) }).success).toBe(true);
  });
});

describe('feedback', () => {
  it('rating may be null or 1–5 and defaults to null', () => {
    const base = { name: 'A', email: 'a@b.co', message: 'long enough message' };
    expect(FeedbackBody.parse(base).rating).toBeNull();
    expect(FeedbackBody.safeParse({ ...base, rating: 5 }).success).toBe(true);
    expect(FeedbackBody.safeParse({ ...base, rating: 2.5 }).success).toBe(false);
  });
});

describe('profile', () => {
  const base = { name: 'Asha', phone_number: '9876543210', apartment_id: '3', block_flat_number: 'B-1' };
  it('coerces the apartment id from a form field and defaults the optional texts', () => {
    expect(ProfileBody.parse(base)).toMatchObject({ apartment_id: 3, address: '', city: '', pincode: '' });
  });
  it('pincode is empty or exactly six digits', () => {
    expect(first(ProfileBody.safeParse({ ...base, pincode: '1234567' }))).toBe('Invalid pincode.');
    expect(ProfileBody.safeParse({ ...base, pincode: '560001' }).success).toBe(true);
  });
});
