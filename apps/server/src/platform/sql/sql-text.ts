/** `%`, `_` and `\` taken literally inside a LIKE / ILIKE pattern built from user input. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A PostgreSQL unique-constraint failure (23505), raw or wrapped by the driver layer. */
export const isUniqueViolation = (err: unknown) =>
  (err as { code?: string } | null)?.code === '23505' || (err as { cause?: { code?: string } } | null)?.cause?.code === '23505';
