import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeScope {
  /** Only the rules with these tags (axe's `runOnly`); every rule axe runs by default without. */
  tags?: readonly string[];
  /** Only what this selector matches; the whole page without. */
  include?: string;
}

/**
 * axe-core's violations on `page` once its transitions have ended (a dialog still fading in has
 * colours on their way, whose contrast is none a person reads), audited in the page itself (the site has no frames;
 * one from another origin would go unaudited, and axe's frame-tested rule would name it).
 *
 * axe is put into the page once, not per audit, and only violations come back: @axe-core/playwright's
 * legacy mode sent its 650 kB source twice an audit and every rule's passing nodes back with the
 * results, 0.9–2.0 s an audit against 0.35–0.55 s this way for the same violations (decision 032).
 */
export async function axeViolations(page: Page, { tags, include }: AxeScope = {}): Promise<Axe.Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, include }) => {
      // Not those that never end (a loader's spin).
      const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
      const { axe } = window as unknown as { axe: typeof Axe };
      const options: Axe.RunOptions = {
        resultTypes: ['violations'],
        ...(tags ? { runOnly: { type: 'tag', values: [...tags] } } : {}),
      };
      return (await axe.run(include ? { include: [include] } : document, options)).violations;
    },
    { tags, include },
  );
}
