import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { blogBaseUrl, fetchBlogPosts } from './blogApi';

/** The blog list (SPEC §4: loading, then loaded newest first; ours adds an error state with Retry). */
export function useBlogPosts() {
  const query = useQuery({
    queryKey: ['blog', blogBaseUrl(), 'posts'],
    queryFn: ({ signal }) => fetchBlogPosts(signal),
  });
  // Performance: what arrives with the data renders as a transition, in slices.
  return useDeferredValue(query);
}
