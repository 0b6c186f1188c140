import { pageTitle } from 'shared/config';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from 'contracts';
import { media, PageContainer, usePageMeta } from 'shared/ui';
import { ButtonLink } from '../../lib/layout/Page';
import type { BlogPost } from './blogApi';
import { ErrorState, LoadingState, StateBox } from '../../lib/status/PageStates';
import { PostMeta } from './PostMeta';
import { sanitizeHtml } from './sanitizeHtml';
import { useBlogPost } from './useBlogPost';

/** `/blog/:id` (SPEC §2): back link, title, date, read time, image and the full content. */
export function BlogPostPage() {
  const { id } = useParams();
  const post = useBlogPost(id);
  const notFound = post.isSuccess && post.data === null;
  usePageMeta({ title: pageTitle(post.data ? post.data.title : notFound ? 'Post not found' : 'Kenya Travel Blog') });

  return (
    <Page>
      <Column>
        <BackLink to={paths.blog}>
          <span aria-hidden="true">← </span>Back to Blog
        </BackLink>
        {post.isPending ? (
          <LoadingState text="Loading post..." />
        ) : post.isError ? (
          <ErrorState title="We couldn't load this post" onRetry={() => void post.refetch()} />
        ) : post.data === null ? (
          <StateBox>
            <h1>Post not found</h1>
            <p>This article may have been moved or taken down. Our latest guides are on the blog.</p>
            <ButtonLink to={paths.blog}>See all posts</ButtonLink>
          </StateBox>
        ) : (
          <PostArticle post={post.data} />
        )}
      </Column>
    </Page>
  );
}

function PostArticle({ post }: { post: BlogPost }) {
  // The source's HTML is sanitized against an allowlist before React ever sees it.
  const content = useMemo(() => sanitizeHtml(post.contentHtml), [post.contentHtml]);
  return (
    <Article>
      <header>
        <h1>{post.title}</h1>
        <PostMeta post={post} withAuthor />
      </header>
      {post.image && (
        <Cover>
          <img src={post.image.src} alt={post.image.alt} width={1200} height={800} decoding="async" />
        </Cover>
      )}
      <Content dangerouslySetInnerHTML={{ __html: content }} />
      <Closing>
        <h2>Ready to see it for yourself?</h2>
        <p>Find verified apartments, holiday homes and safari stays across Kenya. Reserve now, pay on arrival.</p>
        <ButtonLink to={paths.properties}>Browse properties</ButtonLink>
      </Closing>
    </Article>
  );
}

const Page = styled(PageContainer)`
  padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.section};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.hero};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Column = styled.div`
  max-width: 46rem;
  margin: 0 auto;
`;

const BackLink = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  header {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Cover = styled.figure`
  margin: 0;
  aspect-ratio: 3 / 2;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.sand};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** Typography for the source's HTML (only the sanitizer's allowlisted elements can appear). */
const Content = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.7;
  ${media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  overflow-wrap: anywhere;
  & > * + * {
    margin-top: ${({ theme }) => theme.space.md};
  }
  h2,
  h3,
  h4 {
    margin-top: ${({ theme }) => theme.space.xl};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  ul,
  ol {
    padding-left: ${({ theme }) => theme.space.lg};
  }
  blockquote {
    margin-inline: 0;
    padding-left: ${({ theme }) => theme.space.md};
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.muted};
    font-style: italic;
  }
  img {
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  figure {
    margin-inline: 0;
  }
  figcaption {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Closing = styled.aside`
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;
