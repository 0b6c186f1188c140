import type { SiteTheme } from './tokens';

export { theme, media, PHONE_QUERY } from './tokens';
export type { SiteTheme } from './tokens';

// The theme type is declared once, for every styled component in every app.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends SiteTheme {}
}
