/**
 * Kitchen prices travel as decimal strings ("120.50") and are added up as whole paise (integers), so a total never
 * passes through a binary float. PostgreSQL stores them as numeric(10,2).
 */
const PRICE = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

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
