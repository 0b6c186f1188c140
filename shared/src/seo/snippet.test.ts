import { DEFAULT_SNIPPET, snippetOf } from './propertyMeta';

describe('the description snippet (SPEC §2)', () => {
  it('shows only the first sentence', () => {
    expect(snippetOf('A calm flat. Walk to the park.', 60)).toBe('A calm flat.');
  });

  it('cuts a long first sentence at 60 characters with an ellipsis on the listing card', () => {
    const sentence = 'A bright ninth-floor studio with floor-to-ceiling windows over the Westlands skyline.';
    expect(snippetOf(sentence, 60)).toBe(`${sentence.slice(0, 60).trimEnd()}...`);
    expect(snippetOf(sentence, 60)).toBe('A bright ninth-floor studio with floor-to-ceiling windows ov...');
  });

  it('cuts at 80 characters on the home card', () => {
    const sentence = 'A bright ninth-floor studio with floor-to-ceiling windows over the Westlands skyline.';
    expect(snippetOf(sentence, 80)).toBe(
      'A bright ninth-floor studio with floor-to-ceiling windows over the Westlands sky...',
    );
  });

  it('keeps a first sentence of exactly the limit whole', () => {
    const sixty = `${'x'.repeat(59)}.`;
    expect(snippetOf(`${sixty} More.`, 60)).toBe(sixty);
  });

  it('says "Beautiful property available for booking" when there is no description', () => {
    expect(snippetOf('', 60)).toBe(DEFAULT_SNIPPET);
    expect(snippetOf('   ', 60)).toBe('Beautiful property available for booking');
    expect(snippetOf(null, 80)).toBe('Beautiful property available for booking');
  });
});
