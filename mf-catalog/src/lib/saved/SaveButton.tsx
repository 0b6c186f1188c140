import { useAtomValue, useSetAtom } from 'jotai';
import styled, { css } from 'styled-components';
import { SAVED_LIST_MAX } from 'contracts/saved';
import { savedStaysAtom, toggleSavedStayAtom, useToast } from 'shared/state';

export interface SaveButtonProps {
  property: { id: string; title: string };
  /** `card`: a round heart over the card's picture; `detail`: the detail page's pill beside Share. */
  variant: 'card' | 'detail';
}

/**
 * The heart (SPEC §2 shows Save with no behaviour; ours): saves the stay on this browser, no account
 * (`savedStaysAtom` in `shared/state`), and the Saved page lists it. A toggle: pressed while saved.
 */
export function SaveButton({ property, variant }: SaveButtonProps) {
  const saved = useAtomValue(savedStaysAtom).includes(property.id);
  const toggle = useSetAtom(toggleSavedStayAtom);
  const toast = useToast();
  const onClick = () => {
    const nowSaved = toggle(property.id);
    if (saved) toast({ title: 'Removed from saved stays' });
    else if (nowSaved)
      toast({ title: 'Saved', description: 'Find it under Saved at the top of the page.', variant: 'success' });
    else toast({ title: `You can save up to ${SAVED_LIST_MAX} stays`, description: 'Remove one to save another.' });
  };
  const name = saved ? `Remove ${property.title} from saved` : `Save ${property.title}`;
  return (
    <HeartButton type="button" aria-pressed={saved} aria-label={name} title={name} onClick={onClick} $variant={variant}>
      <Heart aria-hidden="true" $saved={saved}>
        {saved ? '♥' : '♡'}
      </Heart>
      {variant === 'detail' && (saved ? 'Saved' : 'Save')}
    </HeartButton>
  );
}

const HeartButton = styled.button<{ $variant: SaveButtonProps['variant'] }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.sand};
  }
  ${({ $variant, theme }) =>
    $variant === 'card'
      ? css`
          position: absolute;
          top: ${theme.space.xs};
          right: ${theme.space.xs};
          z-index: 1;
          width: 44px;
          height: 44px;
          padding: 0;
          border: 0;
          box-shadow: ${theme.shadows.card};
          font-size: ${theme.fontSizes.xl};
        `
      : css`
          padding: ${theme.space.xs} ${theme.space.md};
        `}
`;

const Heart = styled.span<{ $saved: boolean }>`
  line-height: 1;
  color: ${({ $saved, theme }) => ($saved ? theme.colors.danger : 'inherit')};
`;
