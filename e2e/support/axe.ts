import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe on the page as it is now, the one way the journeys run it. Two settings make it about three times faster
 * (measured on two busy cores) and find the same violations:
 * - legacy mode runs axe.run in the page itself; the default opens a blank page and injects axe a second time
 *   for every call, to merge results from cross-origin frames, and the portal has none;
 * - only violations are collected: passes and incomplete results, which no journey reads, are not built.
 */
export const axe = (page: Page) => new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/** Each violation as "label: rule (impact) — the elements", so a failure names what to fix. */
export const describeViolations = (label: string, violations: Violations) =>
  violations.map((v) => `${label}: ${v.id} (${v.impact}) — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/** The serious and critical violations on the page (or inside `include`), described with `label`. */
export async function seriousViolations(page: Page, label: string, include?: string) {
  const builder = axe(page);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return describeViolations(
    label,
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
  );
}
