import { pageTitle } from 'shared/config';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from 'contracts';
import { media, usePageMeta } from 'shared/ui';
import { PageHero, Section } from '../../lib/layout/Page';
import type { BlogPost } from './blogApi';
import { ErrorState, LoadingState, StateBox } from '../../lib/status/PageStates';
import { PostMeta } from './PostMeta';
import { useBlogPosts } from './useBlogPosts';

export function BlogListPage() {
  usePageMeta({
    title: pageTitle('Kenya Travel Blog'),
    description:
      'Travel guides, local tips and stories from the Makao team: where to stay in Nairobi, the coast and the Maasai Mara.',
  });
  const posts = useBlogPosts();

  return (
    <>
      <PageHero
        title="Kenya Travel Blog"
        eyebrow="Stories and guides"
        lead="Where to stay, when to go and what to pack: local advice from our team and hosts across Kenya."
      />
      <Section aria-label="Latest posts">
        {posts.isPending ? (
          <LoadingState text="Loading blog posts..." />
        ) : posts.isError ? (
          <ErrorState title="We couldn't load the blog" onRetry={() => void posts.refetch()} />
        ) : posts.data.length === 0 ? (
          <StateBox>
            <h2>No posts yet</h2>
            <p>Our first travel guides are on their way. Check back soon.</p>
          </StateBox>
        ) : (
          <PostGrid>
            {posts.data.map((post, index) => (
              <PostCard key={post.id} post={post} eager={index < 3} />
            ))}
          </PostGrid>
        )}
      </Section>
    </>
  );
}

function PostCard({ post, eager }: { post: BlogPost; eager: boolean }) {
  return (
    <Card>
      {post.image && (
        <Picture>
          <img
            src={post.image.src}
            alt={post.image.alt}
            width={1200}
            height={800}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        </Picture>
      )}
      <Body>
        <PostMeta post={post} />
        <h2>{post.title}</h2>
        {post.excerpt && <Excerpt>{post.excerpt}</Excerpt>}
        {/* Named after the post too, so a list of links read out of context still says where each goes. */}
        <ReadMore to={paths.blogPost(post.id)} aria-label={`Read More: ${post.title}`}>
          Read More <span aria-hidden="true">→</span>
        </ReadMore>
      </Body>
    </Card>
  );
}

const PostGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
`;

const Picture = styled.div`
  aspect-ratio: 3 / 2;
  background: ${({ theme }) => theme.colors.sand};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Excerpt = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  display: -webkit-box;
  -webkit-line-clamp: 4;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const ReadMore = styled(Link)`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.xs};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;
