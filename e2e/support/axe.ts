import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { animationsSettled } from './browser';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core on the page — or only on the elements matching `within`, e.g. an open dialog — and returns
 * the serious and critical violations, described for a failure message.
 */
export async function seriousAccessibilityViolations(page: Page, within?: string): Promise<string[]> {
  // Checked as the user sees it once still: a fading dialog's colours are not its contrast.
  await animationsSettled(page);
  // Evaluated over the DevTools protocol: the app's CSP allows no inline <script>, so addScriptTag is blocked.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (selector) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time
    const axe = (window as any).axe;
    const result = await axe.run(selector ? { include: [selector] } : document, {
      resultTypes: ['violations'],
    });
    return result.violations as AxeViolation[];
  }, within);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
