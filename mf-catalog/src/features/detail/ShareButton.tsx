import styled from 'styled-components';
import { useToast } from 'shared/state';

/**
 * Share (SPEC §2 shows no behaviour; ours): the Web Share API where the device has it, else the link
 * is copied and a toast says so.
 */
export function ShareButton({ title }: { title: string }) {
  const toast = useToast();
  const share = async () => {
    const url = window.location.href;
    if (navigator.share) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Paste it anywhere to share this stay.' });
    } catch {
      toast({ title: 'Copy this link to share', description: url });
    }
  };
  return (
    <Button type="button" onClick={share}>
      Share
    </Button>
  );
}

const Button = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  border-radius: ${({ theme }) => theme.radii.pill};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.sand};
  }
`;
