import type { ThemeConfig } from 'antd';

// The one source of the look: antd reads `theme`, and the app's CSS reads the same values as
// custom properties (`cssVariables()`, injected once at start-up). No colour lives anywhere else.
//
// antd's default blue (#1677ff) and secondary greys fall short of WCAG AA contrast (4.5:1) on
// white; these keep every text and button label at or above it.

const FONT_STACK =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

/** Colours by role. */
const palette = {
  primary: '#0958d9',
  // Hover and pressed shades darker than the base, not lighter, so white labels stay legible.
  primaryHover: '#003eb3',
  primaryActive: '#002c8c',
  primaryBg: '#e6f0ff',
  primaryBorder: '#91caff',
  text: '#1f1f1f',
  textSecondary: '#595959',
  border: '#d9d9d9',
  borderSubtle: '#eaecf0',
  bgPage: '#f5f7fa',
  bgSurface: '#ffffff',
  bgMuted: '#fafafa',
  bgHover: '#f0f4fa',
  // The app bar and the brand mark.
  brand: '#0b2545',
  brandAccent: '#13315c',
  onBrand: '#ffffff',
  // antd's red (#ff4d4f) is 3.3:1 on white; this one is 5.6:1.
  error: '#cf1322',
  errorBg: '#fff1f0',
  errorBorder: '#ffccc7',
  // 5.4:1 on its own background (a warning tag) and more on white; #ad6800 fell under 4.5:1 on both.
  warning: '#965a00',
  warningBg: '#fffbe6',
  warningBorder: '#ffe58f',
  success: '#237804',
  successBg: '#f6ffed',
  successBorder: '#b7eb8f',
  // The PRO badge.
  pro: '#7c4a03',
  // A neutral behind PDF pages.
  viewerBg: '#525659',
  // A highlighter over PDF text: the cited passage and search matches, the match in focus.
  highlight: '#ffd43b',
  highlightActive: '#ff922b',
} as const;

const space = { 1: 4, 2: 8, 3: 12, 4: 16, 5: 24, 6: 32 } as const;
const radius = { sm: 6, md: 8, lg: 12 } as const;
/** The width of a page's content column (home, billing, team): one width as one moves between them. */
const PAGE_WIDTH = 1080;

const reducedMotion =
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export const theme: ThemeConfig = {
  token: {
    // Honour the user's reduced-motion setting (antd animates regardless otherwise).
    motion: !reducedMotion,
    fontFamily: FONT_STACK,
    borderRadius: radius.sm,
    colorPrimary: palette.primary,
    colorLink: palette.primary,
    colorPrimaryHover: palette.primaryHover,
    colorPrimaryActive: palette.primaryActive,
    colorLinkHover: palette.primaryHover,
    colorLinkActive: palette.primaryActive,
    colorError: palette.error,
    colorWarning: palette.warning,
    colorSuccess: palette.success,
    // antd derives alert backgrounds from the base colours; dark bases give murky ones.
    colorErrorBg: palette.errorBg,
    colorErrorBorder: palette.errorBorder,
    colorWarningBg: palette.warningBg,
    colorWarningBorder: palette.warningBorder,
    colorSuccessBg: palette.successBg,
    colorSuccessBorder: palette.successBorder,
    colorText: palette.text,
    colorTextDescription: palette.textSecondary,
    colorTextSecondary: palette.textSecondary,
    colorTextTertiary: palette.textSecondary,
    colorTextPlaceholder: '#6b6b6b',
    colorBorder: palette.border,
    colorBorderSecondary: palette.borderSubtle,
    colorBgLayout: palette.bgPage,
  },
};

const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The theme as CSS custom properties on :root (`--color-primary`, `--space-4`, `--radius-md`, `--font-family`). */
export function cssVariables(): string {
  const vars: string[] = [`--font-family: ${FONT_STACK}`];
  for (const [k, v] of Object.entries(palette)) vars.push(`--color-${kebab(k)}: ${v}`);
  for (const [k, v] of Object.entries(space)) vars.push(`--space-${k}: ${v}px`);
  for (const [k, v] of Object.entries(radius)) vars.push(`--radius-${k}: ${v}px`);
  vars.push('--shadow-popup: 0 6px 16px rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12)');
  vars.push('--shadow-card: 0 1px 2px rgba(16, 24, 40, 0.06)');
  vars.push(`--page-width: ${PAGE_WIDTH}px`);
  return `:root { ${vars.join('; ')}; }`;
}
