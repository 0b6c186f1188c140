import { nextPathFrom, signInPathFor } from './nextPath';

const next = (value: string) => nextPathFrom(new URLSearchParams({ next: value }));

describe('where sign-in leads (nextPathFrom)', () => {
  it.each(['/hosting', '/hosting/profile', '/hosting/listings/l1?step=photos'])('goes back to %s', (path) => {
    expect(next(path)).toBe(path);
  });

  it.each(['https://evil.example/hosting', '//evil.example/hosting', '/\\evil.example', '/hostingx', '/about', ''])(
    'goes to the dashboard instead of %j',
    (path) => {
      expect(next(path)).toBe('/hosting');
    },
  );

  it('goes to the dashboard without a next', () => {
    expect(nextPathFrom(new URLSearchParams())).toBe('/hosting');
  });

  it('builds the sign-in address that comes back', () => {
    expect(signInPathFor('/hosting/listings/l1?step=photos')).toBe(
      '/hosting/login?next=%2Fhosting%2Flistings%2Fl1%3Fstep%3Dphotos',
    );
    expect(signInPathFor('/hosting')).toBe('/hosting/login');
  });
});
