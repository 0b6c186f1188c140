import { makeProperty } from '../../../test/fixtures';
import { keywordCentres, mapCentreOf, NAIROBI_CENTRE, osmEmbedUrl } from './mapCentre';

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

describe('the OpenStreetMap embed', () => {
  const url = new URL(osmEmbedUrl({ lat: -1.2649, lng: 36.803 }));
  const [west, south, east, north] = (url.searchParams.get('bbox') ?? '').split(',').map(Number) as [
    number,
    number,
    number,
    number,
  ];

  it('shows an area, with no marker that would claim a house', () => {
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.has('marker')).toBe(false);
  });

  it('centres the box on the property', () => {
    expect((west + east) / 2).toBeCloseTo(36.803, 4);
    expect((south + north) / 2).toBeCloseTo(-1.2649, 4);
  });

  it('spans what 640 pixels show at zoom 15', () => {
    expect(east - west).toBeCloseTo((640 * 360) / (256 * 2 ** 15), 4);
  });
});
