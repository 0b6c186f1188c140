import { ApiError } from '../config/apiRequest';
import { retryOnce } from './queryClient';

describe('retrying a data query (SPEC §7: once)', () => {
  it('asks once more after no answer at all, or a 5xx', () => {
    expect(retryOnce(0, new ApiError('Failed', 'network'))).toBe(true);
    expect(retryOnce(0, new ApiError('Failed', 'status', 503))).toBe(true);
    expect(retryOnce(0, new Error('The blog answered with something that is not a list of posts'))).toBe(true);
  });

  it('asks only once', () => {
    expect(retryOnce(1, new ApiError('Failed', 'network'))).toBe(false);
  });

  it('does not ask again after a 4xx: a missing property stays missing', () => {
    expect(retryOnce(0, new ApiError('Failed', 'status', 404))).toBe(false);
    expect(retryOnce(0, new ApiError('Failed', 'status', 400))).toBe(false);
  });

  it('does not make the guest wait the whole deadline a second time', () => {
    expect(retryOnce(0, new ApiError('Failed', 'timeout'))).toBe(false);
  });
});
