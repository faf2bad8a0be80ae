import AxeBuilder from '@axe-core/playwright';
import { test as base, type Page } from '@playwright/test';

// Every journey is also an accessibility check (issue 13, WCAG 2.1 AA): axe-core scans each screen a
// journey visits and the test fails on any critical or serious violation, naming the rule and the
// elements. axe is injected through the DevTools protocol, which the app's content security policy
// does not govern, so the policy stays as it is.

const FAILING = new Set(['critical', 'serious']);

export type A11yFinding = { screen: string; rule: string; impact: string; help: string; elements: string[] };

const screenOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

/** Waits, briefly and without failing, for the screen to stop loading (spinners, busy regions). */
const settle = async (page: Page) => {
  await page.waitForLoadState('domcontentloaded').catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], .mantine-Loader-root'), undefined, {
      timeout: 3_000,
    })
    .catch(() => undefined);
};

// axe runs once at a time in a page ('Axe is already running'): the watcher's scan of a screen and a
// journey's own scan of it take turns, page by page.
const turns = new WeakMap<Page, Promise<unknown>>();

/** Runs `analyze` when no other axe run is under way in the page. */
export const inTurn = <T>(page: Page, analyze: () => Promise<T>): Promise<T> => {
  const previous = turns.get(page) ?? Promise.resolve();
  const run = previous.then(analyze, analyze);
  turns.set(
    page,
    run.catch(() => undefined),
  );
  return run;
};

/**
 * A select's option list keeps DOM focus on its input and moves through the options with
 * aria-activedescendant (the ARIA combobox pattern), so the list itself is rightly not focusable.
 * axe passes such a list while the input's aria-controls names it, but a scan that meets the list
 * while it opens or closes (the input no longer or not yet naming it) reports it as a scrollable
 * region without keyboard access: a known false positive (dequelabs/axe-core#4914). Only that rule,
 * and only on a listbox, is set aside.
 */
const comboboxListbox = (rule: string, html: string) =>
  rule === 'scrollable-region-focusable' && /^<[a-z]+[^>]*\srole="listbox"/.test(html);

/**
 * A Mantine modal names itself by its title (aria-labelledby) only once the title has mounted, one
 * render after the dialog; while it closes the title goes first. A scan that meets a dialog in that
 * frame reports it unnamed. Such a dialog is looked at again a moment later: if it is gone or now has
 * a name, the finding was the frame, not the dialog; a dialog that stays unnamed is still reported.
 */
const stillUnnamedDialogs = async (page: Page, selectors: string[]): Promise<Set<string>> => {
  await page.waitForTimeout(300);
  const unnamed = await page
    .evaluate((list) => {
      const named = (element: Element) => {
        if (element.getAttribute('aria-label')?.trim()) {
          return true;
        }
        const ids = element.getAttribute('aria-labelledby')?.split(/\s+/).filter(Boolean) ?? [];
        return ids.some((id) => document.getElementById(id)?.textContent?.trim());
      };
      return list.filter((selector) => {
        const element = document.querySelector(selector);
        if (!element?.isConnected) {
          return false;
        }
        return !named(element);
      });
    }, selectors)
    .catch(() => selectors);
  return new Set(unnamed);
};

/** Runs axe on the page as it is now and returns its critical and serious violations. */
export const scanAccessibility = async (page: Page): Promise<A11yFinding[]> => {
  const before = screenOf(page.url());
  const results = await inTurn(page, () =>
    new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze(),
  );
  const after = screenOf(page.url());
  // The app may move on while axe reads the page: name both screens then.
  const screen = before === after ? before : `${before} → ${after}`;
  const dialogSelectors = results.violations
    .filter((violation) => violation.id === 'aria-dialog-name')
    .flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
  const unnamedDialogs = dialogSelectors.length > 0 ? await stillUnnamedDialogs(page, dialogSelectors) : new Set();
  return results.violations
    .filter((violation) => FAILING.has(violation.impact ?? ''))
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter(
        (node) =>
          !comboboxListbox(violation.id, node.html) &&
          (violation.id !== 'aria-dialog-name' || unnamedDialogs.has(node.target.join(' '))),
      ),
    }))
    .filter((violation) => violation.nodes.length > 0)
    .map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      elements: violation.nodes.map((node) => {
        const summary = node.failureSummary?.split('\n').slice(1, 2).join(' ').trim();
        return `${node.target.join(' ')}: ${node.html.slice(0, 160)}${summary ? ` — ${summary}` : ''}`;
      }),
    }));
};

export const formatFindings = (findings: A11yFinding[]) =>
  findings
    .map(
      (f) =>
        `[${f.impact}] ${f.rule} on ${f.screen}: ${f.help}\n${f.elements.map((element) => `    - ${element}`).join('\n')}`,
    )
    .join('\n');

class AccessibilityError extends Error {}

/** Scans the page now and fails with the rules and elements of any critical or serious violation. */
export const expectAccessible = async (page: Page) => {
  await settle(page);
  const findings = await scanAccessibility(page);
  if (findings.length > 0) {
    throw new AccessibilityError(`Accessibility violations (axe-core):\n${formatFindings(findings)}`);
  }
};

/**
 * Watches a page: each screen it navigates to (a document load or the app's own history change) is
 * scanned once, in order, after it settles; the screen the test ends on is scanned again at the end.
 */
const watch = (page: Page, baseURL: string | undefined) => {
  // Only Lanehub's own screens: a journey may leave for a stand-in of another site (the storefront).
  const ours = () => {
    try {
      return !baseURL || new URL(page.url()).origin === new URL(baseURL).origin;
    } catch {
      return false;
    }
  };
  const findings = new Map<string, A11yFinding>();
  const scanned = new Set<string>();
  let queue: Promise<void> = Promise.resolve();

  // An element that fails a rule is named once, under the first screen it failed on (the shell's
  // header and sidebar are on every screen).
  const seen = new Set<string>();
  const record = (list: A11yFinding[]) => {
    for (const finding of list) {
      for (const element of finding.elements) {
        if (seen.has(`${finding.rule}|${element}`)) {
          continue;
        }
        seen.add(`${finding.rule}|${element}`);
        const key = `${finding.rule}|${finding.screen}`;
        const group = findings.get(key) ?? { ...finding, elements: [] };
        group.elements.push(element);
        findings.set(key, group);
      }
    }
  };

  const scanScreen = async () => {
    const screen = screenOf(page.url());
    if (page.isClosed() || scanned.has(screen) || !ours()) {
      return;
    }
    scanned.add(screen);
    await settle(page);
    if (page.isClosed() || screenOf(page.url()) !== screen || !ours()) {
      // Gone on to the next screen before this one settled: that one gets its own scan.
      scanned.delete(screen);
      return;
    }
    // A scan that meets a navigation (the page's context destroyed) is skipped: the new screen is
    // scanned in its turn.
    record(await scanAccessibility(page).catch(() => []));
  };

  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) {
      queue = queue.then(scanScreen);
    }
  });

  return {
    async finish() {
      await queue;
      if (!page.isClosed() && ours()) {
        await settle(page);
        record(await scanAccessibility(page));
      }
      return [...findings.values()];
    },
  };
};

/**
 * `test` with every page of the test's browser context watched by axe-core. Journeys import `test`
 * from here (or from tenant.ts, which extends it).
 */
export const test = base.extend<{ accessibility: undefined }>({
  accessibility: [
    async ({ context, baseURL }, use, testInfo) => {
      // The scans take their own time, beside the journey's.
      testInfo.setTimeout(testInfo.timeout + 30_000);
      const watchers: ReturnType<typeof watch>[] = [];
      for (const page of context.pages()) {
        watchers.push(watch(page, baseURL));
      }
      context.on('page', (page) => watchers.push(watch(page, baseURL)));
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus) {
        return; // The journey failed already: its own error is the one to read.
      }
      const findings: A11yFinding[] = [];
      for (const watcher of watchers) {
        findings.push(...(await watcher.finish()));
      }
      if (findings.length > 0) {
        throw new AccessibilityError(
          `Accessibility violations (axe-core) on the screens this journey visited:\n${formatFindings(findings)}`,
        );
      }
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
