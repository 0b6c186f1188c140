/**
 * The one theme of the site. Every colour, space, radius and font used by any app comes from here;
 * only the shell (and the standalone dev pages / tests, which stand in for it) provides it.
 */
export const theme = {
  name: 'makao',
  colors: {
    primary: '#0b6e4f',
    primaryDark: '#07503a',
    primarySoft: '#e3f1ec',
    // 5.6:1 with white text and 4.8:1 on accentSoft (WCAG AA for normal text).
    accent: '#ad4a12',
    accentSoft: '#fbeadf',
    ink: '#1b2421',
    muted: '#56625e',
    line: '#e2ded5',
    surface: '#ffffff',
    sand: '#f7f3ec',
    danger: '#b42318',
    dangerSoft: '#fdecea',
    success: '#0b6e4f',
    overlay: 'rgba(15, 23, 20, 0.55)',
    onPrimary: '#ffffff',
    /** Text on the dark footer: body and links. */
    onDark: '#d7ddda',
    onDarkStrong: '#f1f4f2',
    star: '#c98a00',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "Georgia, 'Times New Roman', serif",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.875rem',
    hero: 'clamp(2rem, 5vw, 3.5rem)',
  },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    section: 'clamp(2.5rem, 6vw, 4.5rem)',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgba(16, 24, 20, 0.06), 0 4px 14px rgba(16, 24, 20, 0.06)',
    raised: '0 10px 30px rgba(16, 24, 20, 0.16)',
  },
  layout: {
    maxWidth: '1200px',
    /**
     * The site's one column, as horizontal padding: content at most `maxWidth` less a `space.md` gutter
     * each side, centred, while a band's background still reaches both edges of the window. The top
     * bar, every remote's pages and the footer use it (`PageContainer` in `shared/ui`; the first paint).
     */
    pageGutter: 'max(1rem, calc((100% - 1200px) / 2 + 1rem))',
    topBarHeight: '64px',
    heroMinHeight: 'min(92vh, 760px)',
  },
  /**
   * The home hero's picture, drawn in CSS: the sky (with the sun) and the hills in front. The
   * catalog's hero, the shell's placeholder while it loads and the page's first paint (before any
   * script) all draw it from here, so the guest sees one picture from the first frame.
   */
  art: {
    heroSky:
      'linear-gradient(180deg, rgba(10, 20, 16, 0.55) 0%, rgba(10, 20, 16, 0.15) 40%, rgba(10, 20, 16, 0.7) 100%), ' +
      'radial-gradient(circle at 78% 32%, #f6b15a 0 7%, transparent 7.5%), ' +
      'linear-gradient(180deg, #e98a3c 0%, #f3c27a 45%, #c9a36a 62%, #6f7f3d 63%, #3f5a2a 100%)',
    heroHills:
      'radial-gradient(ellipse at 20% 100%, #2f4420 0 40%, transparent 41%), ' +
      'radial-gradient(ellipse at 75% 100%, #263a1a 0 35%, transparent 36%)',
  },
  breakpoints: { tablet: '768px', desktop: '1024px' },
  zIndex: { topBar: 50, menu: 60, dialog: 70, toast: 80 },
} as const;

export type SiteTheme = typeof theme;

/** Below the tablet width: a phone's screen, as `matchMedia` reads it (`useMediaQuery`). */
export const PHONE_QUERY = '(max-width: 767.98px)';

/** Media query helpers, so breakpoints are written once. */
export const media = {
  tablet: `@media (min-width: ${theme.breakpoints.tablet})`,
  desktop: `@media (min-width: ${theme.breakpoints.desktop})`,
  phoneOnly: `@media ${PHONE_QUERY}`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
