import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { blogBaseUrl, fetchBlogPost } from './blogApi';

/** One post (SPEC §4: loading, found or not found; `data === null` means not found). */
export function useBlogPost(id: string | undefined) {
  const query = useQuery({
    queryKey: ['blog', blogBaseUrl(), 'post', id ?? ''],
    queryFn: ({ signal }) => fetchBlogPost(id ?? '', signal),
  });
  // Performance: what arrives with the data renders as a transition, in slices.
  return useDeferredValue(query);
}
