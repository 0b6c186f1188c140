import { useQuery } from '@tanstack/react-query';
import { blogBaseUrl, fetchBlogPosts } from './blogApi';

/** The blog list (SPEC §4: loading, then loaded newest first; ours adds an error state with Retry). */
export function useBlogPosts() {
  return useQuery({
    queryKey: ['blog', blogBaseUrl(), 'posts'],
    queryFn: ({ signal }) => fetchBlogPosts(signal),
  });
}
