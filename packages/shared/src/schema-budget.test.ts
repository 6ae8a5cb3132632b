import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { unboundedStrings } from './schema-budget';

/** Every exported schema a caller's data meets: request bodies, queries, params and forms (responses are ours). */
const INPUT_NAME = /(Body|Query|Params?|Form|Fields|Input)$/;

/** Named like inputs but only ever sent by the server. */
const RESPONSES = new Set(['ErrorBody', 'OkBody']);

const modules = fs
  .readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => path.basename(f, '.ts'));

describe('string budgets in the shared schemas', () => {
  it('every string in every exported input schema has a .max() that aborts before refinements', async () => {
    const problems: string[] = [];
    let walked = 0;
    for (const name of modules) {
      const mod = (await import(`./${name}.ts`)) as Record<string, unknown>;
      for (const [exportName, value] of Object.entries(mod)) {
        if (!(value instanceof z.ZodType) || !INPUT_NAME.test(exportName) || RESPONSES.has(exportName)) continue;
        walked++;
        for (const p of unboundedStrings(value)) problems.push(`${name}.${exportName} ${p}`);
      }
    }
    expect(walked).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  it('the walker finds what it must', () => {
    expect(unboundedStrings(z.object({ a: z.string() }))).toEqual(['a: string without .max()']);
    expect(
      unboundedStrings(
        z.object({
          a: z
            .string()
            .max(3)
            .refine(() => true),
        }),
      ),
    ).toEqual(['a: .max() without { abort: true } before a refinement']);
    expect(unboundedStrings(z.object({ a: z.string().regex(/x/).max(3) }))).toEqual(['a: a pattern or refinement runs before .max()']);
    expect(unboundedStrings(z.object({ a: z.array(z.union([z.string().max(2), z.string()])).optional() }))).toEqual(['a[]: string without .max()']);
    expect(
      unboundedStrings(
        z.object({
          a: z
            .string()
            .max(3, { abort: true })
            .refine(() => true),
          b: z.coerce.number(),
        }),
      ),
    ).toEqual([]);
  });
});
