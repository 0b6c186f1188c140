import { htmlToText, safeUrl, sanitizeHtml } from './sanitizeHtml';

/** Parse the sanitizer's output the way the page will, to inspect what actually reaches the DOM. */
function render(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
}

function everyAttribute(root: Element): string[] {
  return [root, ...Array.from(root.querySelectorAll('*'))].flatMap((el) =>
    Array.from(el.attributes).map((a) => `${a.name}=${a.value}`),
  );
}

describe('sanitizeHtml', () => {
  it('keeps the simple structure of an article', () => {
    const html =
      '<h2>Timing your visit</h2><p>Go in <strong>August</strong> or <em>September</em>.</p>' +
      '<ul><li>Binoculars</li><li>Sun hat</li></ul><blockquote>Bring patience.</blockquote>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops script tags and their content', () => {
    const out = render('<p>Karibu</p><script>window.stolen = document.cookie</script><p>Kenya</p>');
    expect(out.querySelector('script')).toBeNull();
    expect(out.textContent).toBe('KaribuKenya');
  });

  it('drops scripts hidden in odd casing, inside other elements and after broken markup', () => {
    const out = render('<div><SCRIPT src="https://evil.example/x.js"></SCRIPT></div><p><scr<script>ipt>alert(1)</p>');
    expect(out.querySelector('script')).toBeNull();
    expect(out.innerHTML).not.toMatch(/<script/i);
  });

  it('removes onerror and every other on* event handler', () => {
    const out = render(
      '<img src="https://img.example/mara.jpg" onerror="alert(1)" onload="alert(2)">' +
        '<p onclick="alert(3)" onmouseover="alert(4)">Hover</p><a href="/blog" onfocus="alert(5)">Blog</a>',
    );
    expect(everyAttribute(out).filter((attr) => attr.toLowerCase().startsWith('on'))).toEqual([]);
    expect(out.querySelector('img')).toHaveAttribute('src', 'https://img.example/mara.jpg');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript&colon;alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ])('never keeps a dangerous link: %s', (href) => {
    const out = render(`<a href="${href}">Click</a>`);
    const link = out.querySelector('a');
    expect(link).not.toHaveAttribute('href');
    expect(out.textContent).toBe('Click');
  });

  it('drops images whose source is a javascript: or data: URL', () => {
    const out = render('<img src="javascript:alert(1)"><img src="data:image/svg+xml,<svg onload=alert(1)>">');
    expect(out.querySelector('img')).toBeNull();
  });

  it('keeps http(s), mailto:, tel: and relative links, and adds rel="noopener noreferrer"', () => {
    const out = render(
      '<a href="https://kws.go.ke">KWS</a><a href="mailto:stays@makao.co.ke">Mail</a>' +
        '<a href="tel:+254712345678">Call</a><a href="/properties?location=diani">Diani</a>',
    );
    const links = Array.from(out.querySelectorAll('a'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://kws.go.ke',
      'mailto:stays@makao.co.ke',
      'tel:+254712345678',
      '/properties?location=diani',
    ]);
    for (const a of links) expect(a).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    ['iframe', '<iframe src="https://evil.example">hidden</iframe>'],
    ['object', '<object data="https://evil.example/x.swf"><p>hidden</p></object>'],
    ['embed', '<embed src="https://evil.example/x.swf">'],
    ['form', '<form action="https://evil.example"><p>hidden</p><input name="pin"></form>'],
    ['style', '<style>body { display: none }</style>'],
    ['svg', '<svg onload="alert(1)"><text>hidden</text><script>alert(2)</script></svg>'],
    ['math', '<math><mtext>hidden</mtext></math>'],
    ['template', '<template><p>hidden</p></template>'],
  ])('removes <%s> elements with everything inside them', (tag, markup) => {
    const out = render(`<p>Before</p>${markup}<p>After</p>`);
    expect(out.querySelector(tag)).toBeNull();
    expect(out.querySelector('input, script')).toBeNull();
    expect(out.textContent).toBe('BeforeAfter');
  });

  it('removes an iframe pointing at another site', () => {
    const out = render('<iframe src="https://evil.example" srcdoc="<script>alert(1)</script>"></iframe><p>Safe</p>');
    expect(out.innerHTML).toBe('<p>Safe</p>');
  });

  it('drops style, class, id and other attributes that are not allowlisted', () => {
    const out = render(
      '<p style="background:url(javascript:alert(1))" class="x" id="y" data-x="1">Text</p>' +
        '<img src="/a.jpg" alt="Lake" width="800" height="600" srcset="javascript:alert(1) 1x" style="x">',
    );
    expect(out.querySelector('p')?.attributes).toHaveLength(0);
    const img = out.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('Lake');
    expect(img).toHaveAttribute('width', '800');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('style');
  });

  it('keeps the text of unknown wrappers such as div and span', () => {
    expect(sanitizeHtml('<div><span>Watamu</span> turtles</div>')).toBe('Watamu turtles');
  });

  it('turns h1 into h2 so the post keeps one page title', () => {
    expect(sanitizeHtml('<h1>Day one</h1>')).toBe('<h2>Day one</h2>');
  });

  it('drops comments and keeps escaped text as text', () => {
    const out = sanitizeHtml('<!-- <script>alert(1)</script> --><p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(out).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });

  it('lazy-loads images and gives them an empty alt when the source gave none', () => {
    const img = render('<img src="https://img.example/a.jpg">').querySelector('img');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('points relative images at the blog source when told where it is', () => {
    const html = sanitizeHtml('<img src="/wp-content/uploads/diani.jpg" alt="Diani">', {
      imageBase: 'https://blog.makao.co.ke/',
    });
    expect(html).toContain('src="https://blog.makao.co.ke/wp-content/uploads/diani.jpg"');
  });
});

describe('htmlToText', () => {
  it('reduces a WordPress title to its text, entities decoded', () => {
    expect(htmlToText('Diani &amp; Tiwi: <em>A Weekend</em> &#8211; Part&nbsp;1')).toBe(
      'Diani & Tiwi: A Weekend – Part 1',
    );
  });

  it('leaves no trace of a script in a title', () => {
    expect(htmlToText('Safari<script>alert(1)</script> tips<img src=x onerror=alert(2)>')).toBe('Safari tips');
  });
});

describe('safeUrl', () => {
  it('allows http(s) images only', () => {
    expect(safeUrl('https://img.example/a.jpg', 'image')).toBe('https://img.example/a.jpg');
    expect(safeUrl('mailto:a@b.c', 'image')).toBeNull();
  });

  it('treats an empty value as no URL', () => {
    expect(safeUrl('   ')).toBeNull();
  });
});
