import styled from 'styled-components';
import {
  HOUSE_RULES_MAX_LENGTH,
  MIN_NIGHTS_LIMITS,
  cancellationPolicyLabels,
  cancellationPolicyOf,
  houseRuleLabels,
  houseRuleSwitches,
} from 'contracts';
import { listingFieldLabels } from 'shared/hosts';
import { FormField } from '../../lib/form/FormField';
import { TextField } from '../../lib/form/TextField';
import { Fields } from './LocationStep';
import { errorOf, type StepFieldsProps } from './stepProps';

/**
 * What a guest agrees to before booking: the check-in and check-out times, the house rules and the
 * minimum stay. The cancellation terms follow the type (SPEC §9), so the step states them.
 */
export function RulesStep({ values, onChange, problem }: StepFieldsProps) {
  const policy = cancellationPolicyLabels[cancellationPolicyOf(values.type)];
  return (
    <Fields>
      <Times>
        <TextField
          name="checkInTime"
          type="time"
          label={listingFieldLabels.checkInTime}
          value={values.checkInTime}
          onValueChange={(checkInTime) => onChange({ checkInTime })}
          error={errorOf(problem, 'checkInTime')}
          hint="Nairobi time"
        />
        <TextField
          name="checkOutTime"
          type="time"
          label={listingFieldLabels.checkOutTime}
          value={values.checkOutTime}
          onValueChange={(checkOutTime) => onChange({ checkOutTime })}
          error={errorOf(problem, 'checkOutTime')}
          hint="Nairobi time"
        />
      </Times>
      <TextField
        name="minNights"
        label={listingFieldLabels.minNights}
        inputMode="numeric"
        autoComplete="off"
        value={values.minNights}
        onValueChange={(minNights) => onChange({ minNights })}
        error={errorOf(problem, 'minNights')}
        hint={`From ${MIN_NIGHTS_LIMITS.min} to ${MIN_NIGHTS_LIMITS.max}. The booking forms refuse a shorter stay.`}
      />
      <Switches>
        <legend>{listingFieldLabels.houseRules}</legend>
        {houseRuleSwitches.map((rule) => (
          <label key={rule}>
            <input
              type="checkbox"
              name={rule}
              checked={values[rule]}
              onChange={(event) => onChange({ [rule]: event.target.checked })}
            />
            <span>{houseRuleLabels[rule].question}</span>
          </label>
        ))}
      </Switches>
      <FormField
        name="houseRules"
        label="Your own rules (optional)"
        error={errorOf(problem, 'houseRules')}
        hint={`${values.houseRules.length} of ${HOUSE_RULES_MAX_LENGTH} characters`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={HOUSE_RULES_MAX_LENGTH}
            placeholder="Quiet hours from 22:00, visitors sign in at the gate…"
            value={values.houseRules}
            onChange={(event) => onChange({ houseRules: event.target.value })}
          />
        )}
      </FormField>
      <Terms aria-labelledby="cancellation-terms-heading">
        <h3 id="cancellation-terms-heading">Cancellation: {policy.name}</h3>
        <p>{policy.rule}</p>
        <p>
          {values.type === 'safari'
            ? 'Safari lodges take the safari terms.'
            : 'Every stay but a safari lodge takes the standard terms.'}{' '}
          Guests see them with the dates of their stay before they book.
        </p>
      </Terms>
    </Fields>
  );
}

const Times = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Switches = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space.xs};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 2.75rem;
    cursor: pointer;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Terms = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: 1rem;
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
`;
