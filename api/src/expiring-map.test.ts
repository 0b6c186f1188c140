import { ExpiringMap } from './expiring-map';

describe('ExpiringMap (the searches known to be past the exact count, with their estimate)', () => {
  it('forgets a value once its time is up', () => {
    let now = 1_000;
    const map = new ExpiringMap<number>(60_000, 10, () => now);
    map.set('nairobi', 41_000);
    now += 59_999;
    expect(map.get('nairobi')).toBe(41_000);
    now += 1;
    expect(map.get('nairobi')).toBeUndefined();
  });

  it('keeps at most its size, dropping the oldest', () => {
    const map = new ExpiringMap<number>(60_000, 2);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 3);
    map.set('c', 4);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([3, undefined, 4]);
  });
});
