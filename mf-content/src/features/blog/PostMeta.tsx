import styled from 'styled-components';
import { formatPostDate, isoDateTime } from './postDate';
import { readTimeMinutes } from './readTime';
import type { BlogPost } from './blogApi';

/** Date (en-KE, Nairobi calendar) and the decorative read time of SPEC §2. */
export function PostMeta({ post, withAuthor = false }: { post: BlogPost; withAuthor?: boolean }) {
  const date = formatPostDate(post.published);
  return (
    <Meta>
      {date && <time dateTime={isoDateTime(post.published)}>{date}</time>}
      <span>{readTimeMinutes(post.id)} min read</span>
      {withAuthor && post.author && <span>By {post.author}</span>}
    </Meta>
  );
}

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & > * + *::before {
    content: '·';
    margin-right: ${({ theme }) => theme.space.sm};
  }
`;
