/**
 * Finds strings without a length budget in a zod schema: every string a caller can send must have a .max() that
 * stops work on an oversized value before any refinement (custom check) runs on it (security review, findings 1-2).
 * Used by the schema-budget unit test (shared schemas) and the route-table test (every route's request schemas).
 */
interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string; checks?: Array<{ _zod: { def: { check: string; abort?: boolean } } }> } };
}

const isZod = (v: unknown): v is ZodLike => typeof v === 'object' && v !== null && '_zod' in v;

/** Paths (like "keys.p256dh") of the strings that break the budget, with the reason. */
export function unboundedStrings(schema: unknown, at = '', seen = new Set<unknown>()): string[] {
  if (!isZod(schema) || seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def;
  const walk = (child: unknown, path = at) => unboundedStrings(child, path, seen);
  switch (def.type) {
    case 'string': {
      const checks = (def.checks ?? []).map((c) => c._zod.def);
      const maxAt = checks.findIndex((c) => c.check === 'max_length' || c.check === 'length_equals');
      if (maxAt === -1) return [`${at || '(root)'}: string without .max()`];
      const refinedAfter = checks.slice(maxAt + 1).some((c) => c.check === 'custom');
      const refinedBefore = checks.slice(0, maxAt).some((c) => c.check === 'custom' || c.check === 'string_format');
      if (refinedBefore) return [`${at || '(root)'}: a pattern or refinement runs before .max()`];
      if (refinedAfter && !checks[maxAt]!.abort) return [`${at || '(root)'}: .max() without { abort: true } before a refinement`];
      return [];
    }
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      return [...Object.entries(shape).flatMap(([k, v]) => walk(v, at ? `${at}.${k}` : k)), ...walk(def.catchall, `${at}[*]`)];
    }
    case 'array':
      return walk(def.element, `${at}[]`);
    case 'tuple':
      return [...((def.items as unknown[]) ?? []).flatMap((v, i) => walk(v, `${at}[${i}]`)), ...walk(def.rest, `${at}[]`)];
    case 'record':
      return [...walk(def.keyType, `${at}{key}`), ...walk(def.valueType, `${at}{}`)];
    case 'union':
      return (def.options as unknown[]).flatMap((v) => walk(v));
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'pipe':
      // Only the input side meets the caller's data; the output of a transform is ours.
      return walk(def.in);
    case 'lazy':
      return walk((def.getter as () => unknown)());
    default:
      // optional, nullable, default, prefault, readonly, catch, nonoptional, promise...
      return 'innerType' in def ? walk(def.innerType) : [];
  }
}
