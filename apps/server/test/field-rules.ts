import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';

/** One refused value of a form: the words for the test name, the change sent, the field and its message. */
export type FieldRule<V = unknown> = [what: string, change: Record<string, V>, field: string, message: string];

/** The rule every limited text field shares: one character over `max` is refused with "Maximum {max} characters allowed.". */
export const overMax = (what: string, field: string, max: number, fill: string): FieldRule<string> => [
  what,
  { [field]: fill.repeat(max + 1) },
  field,
  `Maximum ${max} characters allowed.`,
];

/** A form's answer to one bad field: 400 with the field's message as the error and under details[field]. */
export function expectFieldError(res: LightMyRequestResponse, field: string, message: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toBe(message);
  expect(res.json().details[field]).toBe(message);
}

/**
 * One test per rule: the change is sent, refused with the field's message, and what `stored` reads (rows, files)
 * is the same afterwards.
 */
export function itRefusesEachField<V>(
  rules: Array<FieldRule<V>>,
  name: (what: string, message: string) => string,
  send: (change: Record<string, V>) => Promise<LightMyRequestResponse>,
  stored: () => Promise<unknown>,
) {
  for (const [what, change, field, message] of rules) {
    it(name(what, message), async () => {
      const before = await stored();
      const res = await send(change);
      expectFieldError(res, field, message);
      expect(await stored()).toEqual(before);
    });
  }
}
