import type { ThemeConfig } from 'antd';

// antd's default blue (#1677ff) and secondary greys fall short of WCAG AA contrast (4.5:1) on
// white; these keep every text and button label at or above it.
const reducedMotion =
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export const theme: ThemeConfig = {
  token: {
    // Honour the user's reduced-motion setting (antd animates regardless otherwise).
    motion: !reducedMotion,
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    // Hover and pressed shades darker than the base, not lighter, so white labels stay legible.
    colorPrimaryHover: '#003eb3',
    colorPrimaryActive: '#002c8c',
    colorLinkHover: '#003eb3',
    colorLinkActive: '#002c8c',
    // antd's red (#ff4d4f) is 3.3:1 on white and under white text (danger buttons, validation
    // messages); this one is 5.6:1. Alerts' pale backgrounds derive from it and stay readable.
    colorError: '#cf1322',
    colorTextDescription: '#595959',
    colorTextSecondary: '#595959',
    colorTextTertiary: '#595959',
    colorTextPlaceholder: '#6b6b6b',
  },
};
