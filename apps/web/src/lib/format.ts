const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });
const date = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** ₹ with Indian digit grouping: 1234567 → ₹12,34,567. */
export const formatRupees = (value: number | string) => inr.format(typeof value === 'string' ? Number(value) : value).replace(/\.00$/, '');

export const formatDate = (value: string | Date) => date.format(typeof value === 'string' ? new Date(value) : value);
