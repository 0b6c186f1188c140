import { ExpiringSet } from './index';

describe('ExpiringSet (the searches known to be past the exact count)', () => {
  it('forgets a key once its time is up', () => {
    let now = 1_000;
    const set = new ExpiringSet(60_000, 10, () => now);
    set.add('nairobi');
    now += 59_999;
    expect(set.has('nairobi')).toBe(true);
    now += 1;
    expect(set.has('nairobi')).toBe(false);
  });

  it('keeps at most its size, dropping the oldest', () => {
    const set = new ExpiringSet(60_000, 2);
    set.add('a');
    set.add('b');
    set.add('a');
    set.add('c');
    expect([set.has('a'), set.has('b'), set.has('c')]).toEqual([true, false, true]);
  });
});
