import styled, { css } from 'styled-components';

/**
 * The host widgets' button: primary (the step the host came for), light (the others) or danger. A
 * button busy with a request is `aria-disabled` (it keeps the focus) and looks like a disabled one.
 */
export const HostButton = styled.button<{ $variant?: 'primary' | 'light' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid transparent;
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: pointer;
  ${({ $variant = 'primary', theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover:not(:disabled) {
            background: ${theme.colors.primaryDark};
          }
        `
      : $variant === 'danger'
        ? css`
            background: ${theme.colors.danger};
            color: ${theme.colors.onPrimary};
            &:hover:not(:disabled) {
              filter: brightness(0.9);
            }
          `
        : css`
            background: ${theme.colors.surface};
            color: ${theme.colors.primaryDark};
            border-color: ${theme.colors.line};
            &:hover:not(:disabled) {
              background: ${theme.colors.primarySoft};
            }
          `}
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.65;
    cursor: not-allowed;
  }
`;
