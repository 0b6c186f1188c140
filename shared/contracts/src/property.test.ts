import { readProperty, readPropertyList, readPropertyPage, sortNewestFirst } from './property';

describe('readProperty', () => {
  it('reads the alternative field names of SPEC §3', () => {
    const property = readProperty({
      id: 'p1',
      title: 'Karen Cottage',
      pricePerNight: '6500',
      desc: 'Quiet garden cottage.',
      location: 'Karen',
      city: 'Nairobi',
      county: 'Nairobi',
      reviews: [{}, {}, {}],
      photos: [{ url: 'https://img/1.svg' }, { url: '' }, { url: 42 }, 'https://img/2.svg'],
      coordinates: [-1.32, 36.7],
    });
    expect(property).toMatchObject({
      id: 'p1',
      _id: 'p1',
      price: 6500,
      description: 'Quiet garden cottage.',
      location: { area: 'Karen', city: 'Nairobi', county: 'Nairobi' },
      reviewsCount: 3,
      images: ['https://img/1.svg', 'https://img/2.svg'],
      coordinates: { lat: -1.32, lng: 36.7 },
    });
  });

  it('prefers _id and reads a location object', () => {
    const property = readProperty({
      _id: 'a',
      id: 'b',
      location: { area: 'Old Town', city: 'Mombasa', county: 'Mombasa' },
    });
    expect(property.id).toBe('a');
    expect(property.city).toBe('Mombasa');
    expect(property.location.area).toBe('Old Town');
  });

  it("reads SPEC §3's location address as the place line when a source sends no area", () => {
    const property = readProperty({ id: 'a', location: { address: 'Nyali', city: 'Mombasa', county: 'Mombasa' } });
    expect(property.location).toEqual({ area: 'Nyali', city: 'Mombasa', county: 'Mombasa' });
  });

  it('keeps the host’s public profile and never a phone or email, even from an answer that has them', () => {
    const host = {
      name: 'Wanjiru Kamau',
      avatar: 'https://img/w.svg',
      bio: 'Nairobi born.',
      totalBookings: 342,
      languages: ['English', 'Swahili'],
    };
    const property = readProperty({
      id: 'p1',
      host: { ...host, phone: '+254 722 418 301', email: 'wanjiru@hosts.test' },
    });
    expect(property.host).toEqual(host);
  });

  it("keeps the host's standing as the API works it out", () => {
    const standing = {
      reviewsCount: 12,
      rating: 4.8,
      hostingSince: '2019-07-08',
      superhost: true,
      responseMinutes: 25,
    };
    expect(readProperty({ id: 'p1', host: { name: 'Fatuma', ...standing } }).host).toEqual({
      name: 'Fatuma',
      ...standing,
    });
    const none = { reviewsCount: 0, rating: null, hostingSince: '2026-10-01', superhost: false, responseMinutes: null };
    expect(readProperty({ id: 'p1', host: { name: 'Peter', ...none } }).host).toEqual({ name: 'Peter', ...none });
  });

  it('leaves out a standing field it does not know, or one nobody could mean, so a page shows nothing for it', () => {
    expect(readProperty({ id: 'p1', host: { name: 'Achieng' } }).host).toEqual({ name: 'Achieng' });
    const odd = { reviewsCount: -3, rating: 9, hostingSince: '2019-02-30', superhost: 'yes', responseMinutes: 2.5 };
    expect(readProperty({ id: 'p1', host: { name: 'Achieng', ...odd } }).host).toEqual({ name: 'Achieng' });
  });

  it('keeps the verification moment only when it is a date', () => {
    expect(readProperty({ id: 'a', verifiedAt: '2026-11-02T09:00:00.000Z' }).verifiedAt).toBe(
      '2026-11-02T09:00:00.000Z',
    );
    expect(readProperty({ id: 'a', verifiedAt: 'yes' })).not.toHaveProperty('verifiedAt');
    expect(readProperty({ id: 'a' })).not.toHaveProperty('verifiedAt');
  });

  it('leaves missing numbers empty so screens can apply their own defaults', () => {
    const property = readProperty({ id: 'x' });
    expect(property).toMatchObject({ price: null, guests: null, beds: null, baths: null, rating: null, images: [] });
  });
});

describe('lists', () => {
  it('reads an array or an object with a data array', () => {
    expect(readPropertyList([{ id: '1' }])).toHaveLength(1);
    expect(readPropertyList({ data: [{ id: '1' }, { id: '2' }] })).toHaveLength(2);
    expect(readPropertyList({ nothing: true })).toEqual([]);
  });

  it("reads a listing page's cursor and total, and a bare list as the whole of it", () => {
    const page = readPropertyPage({ data: [{ id: '1' }], page: { next: 'abc', total: 120_000, totalExact: false } });
    expect(page).toMatchObject({ next: 'abc', total: 120_000, totalExact: false });
    expect(page.properties.map((p) => p.id)).toEqual(['1']);
    expect(readPropertyPage([{ id: '1' }, { id: '2' }])).toMatchObject({ next: null, total: 2, totalExact: true });
    // A total that cannot be (fewer than the page holds, or not a number) is the page's own count.
    expect(readPropertyPage({ data: [{ id: '1' }, { id: '2' }], page: { total: 1, next: '' } })).toMatchObject({
      next: null,
      total: 2,
    });
    expect(readPropertyPage({ data: [], page: { total: 'many' } })).toMatchObject({ total: 0, totalExact: true });
  });

  it('sorts newest first by updatedAt, else createdAt', () => {
    const list = readPropertyList([
      { id: 'old', createdAt: '2026-01-01T00:00:00Z' },
      { id: 'updated', createdAt: '2025-01-01T00:00:00Z', updatedAt: '2026-03-01T00:00:00Z' },
      { id: 'new', createdAt: '2026-02-01T00:00:00Z' },
    ]);
    expect(sortNewestFirst(list).map((p) => p.id)).toEqual(['updated', 'new', 'old']);
  });
});
