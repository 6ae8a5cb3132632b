/**
 * The one money module. Money travels as a decimal string ("1500.00"), exactly as PostgreSQL numeric gives it, and
 * sums are made in whole paise (integers), so no value ever passes through a binary float. Digits are grouped the
 * Indian way (12,34,567) without converting to Number.
 */
const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;
/** A price as forms and the kitchen take it: up to 9 whole digits and 2 decimals, never negative. */
const PRICE = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * "1234567.5" → "12,34,567.50"; whole amounts drop ".00" ("1500" → "1,500"); counts too (1234567 → "12,34,567",
 * as en-IN groups them). Returns the input when it is not a decimal.
 */
export function groupIndian(amount: string | number): string {
  const text = String(amount).trim();
  const match = DECIMAL.exec(text);
  if (!match) return text;
  const whole = match[2]!.replace(/^0+(?=\d)/, '');
  const fraction = (match[3] ?? '').padEnd(2, '0');
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3);
  // Pairs counted from the right, by slicing: a lookahead regex here is quadratic in the number of digits.
  const head = rest.slice(0, rest.length % 2 || 2);
  const pairs = Array.from({ length: (rest.length - head.length) / 2 }, (_, i) => rest.slice(head.length + 2 * i, head.length + 2 * i + 2));
  const grouped = rest ? `${[head, ...pairs].join(',')},${last3}` : last3;
  return `${match[1]}${fraction && fraction !== '00' ? `${grouped}.${fraction}` : grouped}`;
}

/** "150000" → "₹1,50,000". */
export const formatRupees = (amount: string | number) => `₹${groupIndian(amount)}`;

/** A valid price string normalised to two decimals for storage and display: "15" → "15.00", "7.5" → "7.50". */
export function toPriceString(text: string): string {
  const match = DECIMAL.exec(text.trim());
  if (!match || match[1]) throw new Error(`not a price: ${text}`);
  const whole = match[2]!.replace(/^0+(?=\d)/, '');
  return `${whole}.${(match[3] ?? '').padEnd(2, '0')}`;
}

/** A price of zero ("0", "0.00") is shown as Free. */
export const isFree = (amount: string | number) => /^0+(\.0+)?$/.test(String(amount).trim());

/**
 * Thousands separators as residents type them ("3,500", "1,50,000", "3 500") are dropped before a price is
 * validated; the price rule itself is unchanged (decision 1501). Anything else is left for the rule to refuse.
 */
export const stripThousands = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/(?<=\d)[, ](?=\d)/g, '') : value);

export const isPrice = (text: string) => PRICE.test(text);

/** "120.5" → 12050. Throws on anything that is not a price. */
export function toPaise(text: string): number {
  const match = PRICE.exec(text.trim());
  if (!match) throw new Error(`not a price: ${text}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 12050 → "120.50". */
export function fromPaise(paise: number): string {
  const whole = Math.floor(paise / 100);
  return `${whole}.${String(paise % 100).padStart(2, '0')}`;
}
