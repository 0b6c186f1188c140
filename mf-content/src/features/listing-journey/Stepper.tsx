import styled from 'styled-components';

export interface StepperProps {
  id: string;
  label: string;
  value: number | null;
  min: number;
  max: number;
  onChange: (value: number | null) => void;
}

/**
 * A count with − and + buttons around a number input: the input takes typing and the arrow keys,
 * the buttons are for pointers (and are named, so a screen reader can use them too).
 */
export function Stepper({ id, label, value, min, max, onChange }: StepperProps) {
  const clamp = (next: number) => Math.min(max, Math.max(min, next));
  return (
    <StepperRoot>
      <label htmlFor={id}>{label}</label>
      <Controls>
        <RoundButton
          type="button"
          aria-label={`Decrease ${label}`}
          aria-controls={id}
          disabled={value !== null && value <= min}
          onClick={() => onChange(clamp((value ?? min + 1) - 1))}
        >
          −
        </RoundButton>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value ?? ''}
          onChange={(event) => {
            const text = event.target.value;
            const parsed = Number.parseInt(text, 10);
            onChange(text === '' || Number.isNaN(parsed) ? null : clamp(parsed));
          }}
        />
        <RoundButton
          type="button"
          aria-label={`Increase ${label}`}
          aria-controls={id}
          disabled={value !== null && value >= max}
          onClick={() => onChange(clamp((value ?? min - 1) + 1))}
        >
          +
        </RoundButton>
      </Controls>
    </StepperRoot>
  );
}

const StepperRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  label {
    font-weight: 600;
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  input {
    width: 4.5rem;
    min-height: 2.75rem;
    text-align: center;
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const RoundButton = styled.button`
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;
