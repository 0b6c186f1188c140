import { homeRow } from './routeTable';
import { primaryLinks } from '../features/layout/navLinks';
import { escapeHtml } from 'contracts/html';
import { paths } from 'contracts';
import { site } from 'shared/config';
import { theme } from 'shared/tokens';

/**
 * The page's first paint, in the HTML itself (performance: the shell painted nothing until all of its
 * start-up script had run, which takes a mid-range phone long; FCP before and after: bench/results.md,
 * "What changed the numbers (home page, compressed JavaScript)"): the top bar as the shell draws it,
 * and on the home page the hero's drawn picture under it. It sits inside the mount point, so React's
 * first render replaces it; the shell's placeholder while a page loads continues the same picture (the
 * hero backdrop on home, the bar everywhere). Its links work before any script does. Built from the
 * same tokens and links as the TopBar; a browser test compares the two (e2e first-paint spec).
 *
 * The head script marks `<html data-first-route="remote/Module">` with the route it matched, which
 * is how this CSS knows the home page (`routePreload.ts`).
 */
const { colors, fonts, fontSizes, space, radii, layout, art, breakpoints, zIndex } = theme;
const home = `html[data-first-route="${homeRow.id}"]`;

export const firstPaintCss = `
body{margin:0;font-family:${fonts.body};font-size:${fontSizes.md};line-height:1.55;color:${colors.ink};background:${colors.surface};-webkit-font-smoothing:antialiased}
.fp,.fp *,.fp *::before,.fp *::after{box-sizing:border-box}
noscript{display:block;padding:calc(${layout.topBarHeight} + ${space.md}) ${space.md} ${space.md}}
.fp-bar{position:fixed;inset:0 0 auto 0;z-index:${zIndex.topBar};height:${layout.topBarHeight};background:${colors.surface};color:${colors.ink};box-shadow:0 1px 0 ${colors.line}}
${home} .fp-bar{background:transparent;color:${colors.onPrimary};box-shadow:none}
.fp-inner{height:100%;padding:0 ${layout.pageGutter};display:flex;align-items:center;gap:${space.lg}}
.fp-brand{display:inline-flex;align-items:center;gap:${space.xs};font-family:${fonts.heading};font-size:${fontSizes.xl};font-weight:700;color:inherit;text-decoration:none;margin-right:auto}
.fp-mark{width:28px;height:28px;border-radius:8px;background:${colors.primary};box-shadow:inset 0 -10px 0 ${colors.accent}}
.fp-nav{display:none;align-items:center;gap:${space.xs}}
.fp-nav a{color:inherit;text-decoration:none;font-weight:500;padding:${space.xs} ${space.sm};border-radius:${radii.pill}}
.fp-nav a.fp-host{margin-left:${space.xs};padding:${space.xs} ${space.md};background:${colors.accent};color:${colors.onPrimary};font-weight:600;white-space:nowrap}
.fp-menu{width:44px;height:44px;display:grid;place-items:center}
.fp-menu span,.fp-menu span::before,.fp-menu span::after{display:block;width:22px;height:2px;background:currentColor;border-radius:2px;position:relative;content:''}
.fp-menu span::before{position:absolute;top:-7px}
.fp-menu span::after{position:absolute;top:7px}
@media (min-width:${breakpoints.tablet}){.fp-nav{display:flex}.fp-menu{display:none}}
.fp-hero{display:none}
${home} .fp-hero{display:block;position:relative;min-height:${layout.heroMinHeight};background:${art.heroSky};overflow:hidden}
${home} .fp-hero::after{content:'';position:absolute;inset:auto 0 0 0;height:38%;background:${art.heroHills}}
`
  .trim()
  .replace(/\n/g, '');

const link = (to: string, label: string, className = '') =>
  `<a href="${escapeHtml(to)}"${className ? ` class="${className}"` : ''}>${escapeHtml(label)}</a>`;

export const firstPaintHtml = [
  '<div class="fp">',
  '<header class="fp-bar"><div class="fp-inner">',
  `<a class="fp-brand" href="${paths.home}" aria-label="${escapeHtml(site.name)} home"><span class="fp-mark"></span>${escapeHtml(site.name)}</a>`,
  `<nav class="fp-nav" aria-label="Main">${primaryLinks.map((l) => link(l.to, l.label)).join('')}`,
  `${link(paths.becomeHost, 'List Your Property', 'fp-host')}</nav>`,
  '<span class="fp-menu" aria-hidden="true"><span></span></span>',
  '</div></header>',
  '<div class="fp-hero"></div>',
  '</div>',
].join('');
