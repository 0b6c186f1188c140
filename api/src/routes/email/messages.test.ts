import { escapeHtml, formatStayDate } from './messages';

describe('formatStayDate', () => {
  it('writes the calendar date with its weekday, whatever the server zone', () => {
    expect(formatStayDate('2030-06-15')).toBe('Saturday, 15 June 2030');
  });
});

describe('escapeHtml', () => {
  it('escapes markup a guest could type', () => {
    expect(escapeHtml('<b>"Hi" & \'bye\'</b>')).toBe('&#60;b&#62;&#34;Hi&#34; &#38; &#39;bye&#39;&#60;/b&#62;');
  });
});
