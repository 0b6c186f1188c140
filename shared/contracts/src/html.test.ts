import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('escapes the five characters that can start markup or end an attribute', () => {
    expect(escapeHtml(`<b>"Hi" & 'bye'</b>`)).toBe('&lt;b&gt;&quot;Hi&quot; &amp; &#39;bye&#39;&lt;/b&gt;');
  });

  it('leaves text without markup as it is, and escapes an entity rather than keeping it', () => {
    expect(escapeHtml('Diani Beach – 4.8 ★')).toBe('Diani Beach – 4.8 ★');
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });

  it.each([
    `"><img src=x onerror="alert(1)`,
    `'><img src=x onerror='alert(1)`,
    '</p><script>alert(1)</script>',
    '&quot; autofocus onfocus=alert(1) x=&quot;',
  ])('keeps hostile text as text, in content and in either kind of quoted attribute: %s', (text) => {
    const host = document.createElement('div');
    host.innerHTML = `<p title="${escapeHtml(text)}" lang='${escapeHtml(text)}'>${escapeHtml(text)}</p>`;
    const p = host.firstElementChild;
    expect(host.children).toHaveLength(1);
    expect(p?.querySelector('*')).toBeNull();
    expect(p?.getAttributeNames()).toEqual(['title', 'lang']);
    expect(p?.getAttribute('title')).toBe(text);
    expect(p?.getAttribute('lang')).toBe(text);
    expect(p?.textContent).toBe(text);
  });
});
