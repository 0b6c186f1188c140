import styled from 'styled-components';
import { formatPostDate, isoDateTime } from './postDate';
import { readTimeMinutes } from './readTime';
import type { BlogPost } from './blogApi';

/** Date (en-KE, Nairobi calendar) and the decorative read time of SPEC §2. */
export function PostMeta({ post, withAuthor = false }: { post: BlogPost; withAuthor?: boolean }) {
  const date = formatPostDate(post.published);
  return (
    <Meta>
      <Items>
        {date && <time dateTime={isoDateTime(post.published)}>{date}</time>}
        <span>{readTimeMinutes(post.id)} min read</span>
        {withAuthor && post.author && <span>By {post.author}</span>}
      </Items>
    </Meta>
  );
}

/** The room a separator takes between two items: the dot sits in its middle. */
const separator = '1.25rem';

// Every item carries its separator before it, in the room left of it; the list starts that much left
// of the paragraph, which clips what is outside it. So the first item of every line, wrapped or not,
// shows no separator, and no line starts with "·".
const Meta = styled.p`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Items = styled.span`
  display: flex;
  flex-wrap: wrap;
  row-gap: ${({ theme }) => theme.space.xxs};
  margin-left: -${separator};
  & > *::before {
    content: '·';
    display: inline-block;
    width: ${separator};
    text-align: center;
  }
`;
