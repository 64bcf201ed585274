import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, expectAccessible, test } from './fixtures';

// One look on every screen, desktop and phone. For each role and every route it may
// reach: the theme's font on body, headings and chat text (never a serif fallback), body margin
// 0, no horizontal overflow, the app bar on one row, and no serious or critical axe violation.
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const ROLES = [
  { who: 'agent', email: ACCOUNTS.agent, routes: ['/home', '/agent', '/library'] },
  { who: 'billing owner', email: ACCOUNTS.owner, routes: ['/home', '/agent', '/library', '/team', '/billing'] },
  { who: 'admin', email: ACCOUNTS.admin, routes: ['/home', '/agent', '/library', '/admin'] },
  { who: 'superadmin', email: ACCOUNTS.superadmin, routes: ['/superadmin', '/home', '/agent', '/admin'] },
] as const;

const PUBLIC = ['/login', '/register', '/forgot', '/reset-password?token=abc'];

type Look = { bodyFont: string; bodyMargin: string; headingFonts: string[]; chatFonts: string[]; overflow: number; barRows: number | null };

async function look(page: Page): Promise<Look> {
  return page.evaluate(() => {
    const font = (el: Element) => getComputedStyle(el).fontFamily;
    const bar = document.querySelector('header');
    let barRows: number | null = null;
    if (bar) {
      // The bar is one row when no child sits below the first child's bottom.
      const kids = [...bar.querySelectorAll(':scope > *')].filter((k) => (k as HTMLElement).offsetParent !== null);
      const first = kids[0]?.getBoundingClientRect();
      barRows = first ? (kids.some((k) => k.getBoundingClientRect().top >= first.bottom) ? 2 : 1) : 1;
    }
    return {
      bodyFont: font(document.body),
      bodyMargin: getComputedStyle(document.body).margin,
      headingFonts: [...document.querySelectorAll('h1, h2, h3')].map(font),
      chatFonts: [...document.querySelectorAll('[aria-label="Messages"] li')].map(font),
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      barRows,
    };
  });
}

function expectThemeLook(l: Look, where: string) {
  const themed = (f: string) => /apple-system|Segoe UI|Roboto|Helvetica|Arial|sans-serif/.test(f) && !/^\s*"?(Times|serif)/i.test(f);
  expect(themed(l.bodyFont), `${where}: body font ${l.bodyFont}`).toBe(true);
  for (const f of [...l.headingFonts, ...l.chatFonts]) expect(themed(f), `${where}: font ${f}`).toBe(true);
  expect(l.bodyMargin, `${where}: body margin`).toBe('0px');
  expect(l.overflow, `${where}: horizontal overflow (scrollWidth - innerWidth)`).toBeLessThanOrEqual(0);
  if (l.barRows !== null) expect(l.barRows, `${where}: the app bar wraps`).toBe(1);
}

test.describe('one look', () => {
  test.slow();

  test('public pages, desktop and phone', async ({ page }) => {
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const route of PUBLIC) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        expectThemeLook(await look(page), `${route} ${size.name}`);
        await expectAccessible(page);
      }
    }
  });

  for (const role of ROLES) {
    test(`${role.who}: every route, desktop and phone`, async ({ page, login }) => {
      await login(role.email);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        for (const route of role.routes) {
          await page.goto(route);
          await expect(page).toHaveURL(new RegExp(`${route}(\\?|#|$)`));
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          expectThemeLook(await look(page), `${role.who} ${route} ${size.name}`);
          await expectAccessible(page);
        }
      }
    });
  }
});
