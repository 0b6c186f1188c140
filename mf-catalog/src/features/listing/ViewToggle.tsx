import styled from 'styled-components';

/** List or Map: two buttons, the current one pressed (the URL's `view`, `mapSearch.ts`). */
export function ViewToggle({ view, onChange }: { view: 'list' | 'map'; onChange: (view: 'list' | 'map') => void }) {
  return (
    <Group role="group" aria-label="Show results as">
      <button type="button" aria-pressed={view === 'list'} onClick={() => view !== 'list' && onChange('list')}>
        List
      </button>
      <button type="button" aria-pressed={view === 'map'} onClick={() => view !== 'map' && onChange('map')}>
        Map
      </button>
    </Group>
  );
}

const Group = styled.div`
  display: inline-flex;
  justify-self: start;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: 999px;
  padding: 2px;
  background: ${({ theme }) => theme.colors.surface};
  button {
    min-height: 2.5rem;
    min-width: 4.5rem;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 0;
    border-radius: 999px;
    background: transparent;
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;
