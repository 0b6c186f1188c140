import { readProperty } from 'contracts';
import { plainText, postPreview, propertyPreview, withPreview } from './linkPreview';

const SHELL = 'https://makao.co.ke';
const page = `<!doctype html><html lang="en-KE"><head><title>Makao — stays in Kenya</title><meta charset="utf-8"><meta name="description" content="Book stays across Kenya."><script>window.x=1</script></head><body><div id="root"></div></body></html>`;

const property = readProperty({
  _id: '3f9c2a4e-8d1b-4c6a-9e2f-1a2b3c4d5e6f',
  title: 'Kilimani "Garden" Apartment <b>',
  type: 'apartments',
  price: 4500,
  description: 'A bright two-bedroom apartment near Yaya Centre. Fast Wi-Fi.',
  location: { area: 'Kilimani', city: 'Nairobi', county: 'Nairobi' },
  coordinates: { lat: -1.29, lng: 36.78 },
  guests: 6,
  images: ['https://api.makao.co.ke/images/properties/kilimani-01.svg'],
});

/** The `content` of the first meta tag with this attribute and key, as a parser reads it. */
function metaContent(html: string, key: string): string | undefined {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? undefined;
}

describe('a property link preview', () => {
  const html = withPreview(page, propertyPreview(property, SHELL));
  const doc = new DOMParser().parseFromString(html, 'text/html');

  it('names the property, its price and place, and shows its photo', () => {
    expect(doc.title).toBe('Kilimani "Garden" Apartment <b> in Nairobi · Makao');
    expect(metaContent(html, 'og:title')).toBe(doc.title);
    expect(metaContent(html, 'description')).toBe(
      'KSh 4,500 a night · Nairobi · up to 6 guests. A bright two-bedroom apartment near Yaya Centre. Reserve now, pay on arrival.',
    );
    expect(metaContent(html, 'og:image')).toBe('https://api.makao.co.ke/images/properties/kilimani-01.svg');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${SHELL}/property/3f9c2a4e-8d1b-4c6a-9e2f-1a2b3c4d5e6f`,
    );
  });

  it('writes the listing’s text as text: no tag of its own reaches the page', () => {
    expect(doc.querySelectorAll('b')).toHaveLength(0);
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('carries the stay’s JSON-LD, its coordinates included, and keeps the page’s own script', () => {
    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(ld).toMatchObject({
      '@type': ['LodgingBusiness', 'Accommodation'],
      name: property.title,
      geo: { latitude: -1.29, longitude: 36.78 },
      priceRange: 'KSh 4,500 per night',
    });
    expect(html).toContain('<script>window.x=1</script>');
  });
});

describe('a blog post link preview', () => {
  const post = {
    id: 42,
    date_gmt: '2026-03-01T08:00:00',
    title: { rendered: 'Diani in 48 hours &#8211; a weekend&nbsp;guide' },
    excerpt: { rendered: '<p>Sand, <em>snorkelling</em> &amp; seafood.</p>' },
    _embedded: { 'wp:featuredmedia': [{ source_url: 'https://blog.test/diani.jpg', alt_text: 'Diani beach' }] },
  };

  it('reads WordPress’s rendered HTML as plain text, with the cover picture', () => {
    const preview = postPreview(post, SHELL);
    expect(preview).toMatchObject({
      title: 'Diani in 48 hours – a weekend guide · Makao',
      description: 'Sand, snorkelling & seafood.',
      url: `${SHELL}/blog/42`,
      type: 'article',
      image: { url: 'https://blog.test/diani.jpg', alt: 'Diani beach' },
    });
  });

  it('is no preview for what is not a post, and takes no picture that is not a web address', () => {
    expect(postPreview({ code: 'rest_post_invalid_id' }, SHELL)).toBeNull();
    const noPicture = postPreview(
      { ...post, _embedded: { 'wp:featuredmedia': [{ source_url: 'javascript:alert(1)' }] } },
      SHELL,
    );
    expect(noPicture?.image).toBeNull();
  });
});

describe('plainText', () => {
  it('drops tags, reads entities and leaves unknown ones as written', () => {
    expect(plainText('<h1>Nairobi&#39;s <i>best</i>&#x21;</h1> &bogus; &lt;script&gt;')).toBe(
      "Nairobi's best ! &bogus; <script>",
    );
  });
});
