import { makeProperty } from '../../../test/fixtures';
import type { Coordinates } from 'contracts';
import { keywordCentres, mapCentreOf, NAIROBI_CENTRE, PUBLIC_AREA_RADIUS_M } from './mapCentre';

const at = (area: string, city = '', county = '') =>
  makeProperty({ coordinates: null, location: { area, city, county } });
const centreOf = (keyword: string) => keywordCentres.find((k) => k.keyword === keyword)?.centre;

describe('where the map centres (SPEC §9)', () => {
  it("uses the property's coordinates", () => {
    expect(mapCentreOf(makeProperty({ coordinates: { lat: -4.28, lng: 39.59 } }))).toEqual({ lat: -4.28, lng: 39.59 });
  });

  it.each(['Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Thika', 'Karen', 'Westlands'])(
    'falls back to %s when the location mentions it',
    (place) => {
      expect(mapCentreOf(at(`Some Road, ${place}`))).toEqual(centreOf(place.toLowerCase()));
    },
  );

  it('prefers the area to the city ("Karen, Nairobi" is Karen)', () => {
    expect(mapCentreOf(at('Miotoni Road, Karen', 'Nairobi', 'Nairobi'))).toEqual(centreOf('karen'));
  });

  it('defaults to central Nairobi', () => {
    expect(mapCentreOf(at('Somewhere', 'Diani Beach', 'Kwale'))).toEqual(NAIROBI_CENTRE);
  });
});

describe('the circle of the public area', () => {
  // The API's public pin: the exact one rounded to a 0.005° grid (api serialize.ts publicPin).
  const round = (value: number) => Math.round(value / 0.005) * 0.005;
  const metres = (a: Coordinates, b: Coordinates) => {
    const rad = Math.PI / 180;
    const h =
      Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
      Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
    return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
  };

  it('always holds the exact place, wherever in Kenya it is', () => {
    let farthest = 0;
    for (let lat = -4.7; lat <= 5; lat += 0.0013) {
      for (const lng of [33.9013, 36.8177, 39.6624, 41.8891]) {
        const exact = { lat, lng: lng + lat / 1000 };
        farthest = Math.max(farthest, metres(exact, { lat: round(exact.lat), lng: round(exact.lng) }));
      }
    }
    // A grid cell's corner is 393 m from its centre at the equator.
    expect(farthest).toBeGreaterThan(350);
    expect(farthest).toBeLessThanOrEqual(PUBLIC_AREA_RADIUS_M);
  });
});
