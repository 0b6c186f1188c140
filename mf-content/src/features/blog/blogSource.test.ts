import createDOMPurify from 'dompurify';
import { configureRuntime } from 'shared/config';
import { blogDropsWithContent, blogImageUrl, htmlToText } from './blogSource';

beforeAll(() => configureRuntime({ apiBaseUrl: 'https://api.test', blogBaseUrl: 'https://blog.test' }));

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

describe('blogImageUrl', () => {
  it('allows http(s) images from the API and the blog source only', () => {
    expect(blogImageUrl('https://blog.test/a.jpg')).toBe('https://blog.test/a.jpg');
    expect(blogImageUrl('https://api.test/images/a.jpg')).toBe('https://api.test/images/a.jpg');
    expect(blogImageUrl('https://img.example/a.jpg')).toBeNull();
    expect(blogImageUrl('mailto:a@b.c')).toBeNull();
  });

  it('treats an empty value as no URL', () => {
    expect(blogImageUrl('   ')).toBeNull();
  });
});

describe('htmlToText and the sanitizer', () => {
  // What the text was when the list read it through DOMPurify: every element dropped, those of the
  // sanitizer's list with their content (the blog's added to DOMPurify's own, as sanitizeHtml.ts does).
  const purify = createDOMPurify(window);
  const sanitizerText = (html: string) =>
    (
      purify.sanitize(html, {
        ALLOWED_TAGS: [],
        ADD_FORBID_CONTENTS: blogDropsWithContent,
        RETURN_DOM_FRAGMENT: true,
      }).textContent ?? ''
    )
      .replace(/\s+/g, ' ')
      .trim();

  it.each([
    'Diani &amp; Tiwi: <em>A Weekend</em> &#8211; Part&nbsp;1',
    'Safari<script>alert(1)</script> tips<img src=x onerror=alert(2)>',
    '<p>Go in <strong>August</strong>.</p>\n<p>Stay <a href="/x">three</a> nights.</p>',
    '<style>p { color: red }</style>Kisumu <template>hidden</template>by the lake',
    '<svg><title>icon</title><text>drawn</text></svg>Lamu <math><mi>x</mi></math>old town',
    '<form>Sign <button>up</button><textarea>notes</textarea></form> then book',
    '<noscript>enable scripts</noscript><iframe srcdoc="<p>x</p>">frame</iframe>Nanyuki',
    'A &lt;b&gt;literal&lt;/b&gt; tag &amp;amp; <!-- a comment --> text',
    '<div><span>wrapped</span> <table><thead><tr><th>head</th></tr></thead><tr><td>cell</td></tr></table></div>',
    'Broken <b>markup <i>left open',
  ])('leaves the text the sanitizer left: %s', (html) => {
    expect(htmlToText(html)).toBe(sanitizerText(html));
  });
});
