import { render } from '@testing-library/react';
import { usePageMeta, type PageMeta } from './usePageMeta';

function Page(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('usePageMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="Stays across Kenya">';
    document.title = 'Makao';
  });

  it('names the tab and describes the page while it is shown', () => {
    render(<Page title="Contact Us · Makao" description="Call, WhatsApp or write to us." />);
    expect(document.title).toBe('Contact Us · Makao');
    expect(description()).toBe('Call, WhatsApp or write to us.');
    expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:title"]')?.content).toBe(
      'Contact Us · Makao',
    );
  });

  it('puts the previous title and description back when the page goes', () => {
    const { unmount } = render(<Page title="Contact Us · Makao" description="Call us." />);
    unmount();
    expect(document.title).toBe('Makao');
    expect(description()).toBe('Stays across Kenya');
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
  });

  it('leaves the description alone when the page gives none', () => {
    render(<Page title="Post not found · Makao" />);
    expect(description()).toBe('Stays across Kenya');
  });
});
