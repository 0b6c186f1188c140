import { useQuery } from '@tanstack/react-query';
import { blogBaseUrl, fetchBlogPost } from './blogApi';

/** One post (SPEC §4: loading, found or not found; `data === null` means not found). */
export function useBlogPost(id: string | undefined) {
  return useQuery({
    queryKey: ['blog', blogBaseUrl(), 'post', id ?? ''],
    queryFn: ({ signal }) => fetchBlogPost(id ?? '', signal),
  });
}
