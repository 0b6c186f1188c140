import { useId, useState } from 'react';
import styled from 'styled-components';
import { paths } from 'contracts';
import { site } from 'shared/config';
import { useToast } from 'shared/state';
import { Notice } from 'shared/ui-form';
import { filledPillLink, OutlineButton } from '../../lib/layout/OutlineButton';
import { shareSavedList } from './savedApi';

export interface ShareListProps {
  /** The stays to share, in the guest's order. */
  ids: readonly string[];
}

/** A WhatsApp message with the link (no number: the guest picks the chat). */
const whatsappShare = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/**
 * "Share list": the API keeps a copy of the list under a short code (`POST /api/saved-lists`); the
 * link opens the same stays on another phone, no account. One link per list: asked again only when
 * the list has changed.
 */
export function ShareList({ ids }: ShareListProps) {
  const id = useId();
  const toast = useToast();
  const key = ids.join(',');
  const [made, setMade] = useState<{ key: string; url: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const url = made?.key === key ? made.url : null;
  const message = url ? `My saved stays on ${site.name}: ${url}` : '';

  const makeLink = async () => {
    if (sending) return;
    setSending(true);
    setError(null);
    try {
      const code = await shareSavedList(ids);
      setMade({ key, url: `${window.location.origin}${paths.savedList(code)}` });
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSending(false);
    }
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Paste it anywhere to share your list.' });
    } catch {
      toast({ title: 'Copy this link to share', description: url });
    }
  };
  const shareOn = async () => {
    if (!url) return;
    try {
      await navigator.share({ title: `Saved stays on ${site.name}`, text: message, url });
    } catch {
      // Closed by the guest, or refused: the link is still on the page.
    }
  };

  return (
    <Box aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Share this list</h2>
      {!url ? (
        <>
          <p>Send your saved stays to a friend or another phone. No account is needed to open the link.</p>
          <OutlineButton type="button" onClick={makeLink} aria-disabled={sending}>
            {sending ? 'Making a link...' : 'Share list'}
          </OutlineButton>
          {error && (
            <Notice $tone="error" role="alert">
              {error}
            </Notice>
          )}
        </>
      ) : (
        <>
          <label htmlFor={`${id}-link`}>Link to your list</label>
          <LinkField id={`${id}-link`} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          <Buttons>
            <WhatsApp href={whatsappShare(message)} target="_blank" rel="noopener noreferrer">
              Send on WhatsApp
            </WhatsApp>
            <OutlineButton type="button" onClick={copy}>
              Copy link
            </OutlineButton>
            {typeof navigator.share === 'function' && (
              <OutlineButton type="button" onClick={shareOn}>
                More ways to share
              </OutlineButton>
            )}
          </Buttons>
        </>
      )}
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.sand};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  label {
    font-weight: 600;
  }
`;

const LinkField = styled.input`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const WhatsApp = styled.a`
  ${filledPillLink}
`;
