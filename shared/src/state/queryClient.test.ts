import { ApiError } from '../config/apiRequest';
import { isLoadingData, retryOnce } from './queryClient';

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

describe('isLoadingData (the one loading rule of the pages that read a query)', () => {
  it('is loading while the first answer is pending, or while asking again with nothing to show', () => {
    expect(isLoadingData({ isPending: true, isFetching: true })).toBe(true);
    expect(isLoadingData({ isPending: false, isFetching: true, data: undefined })).toBe(true);
  });

  it('is not loading with data to show, or once a failure has ended the asking', () => {
    expect(isLoadingData({ isPending: false, isFetching: true, data: [] })).toBe(false);
    expect(isLoadingData({ isPending: false, isFetching: false, data: undefined })).toBe(false);
  });
});
