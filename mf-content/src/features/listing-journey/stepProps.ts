import type { JourneyValues, StepProblem } from './journey';

/** What every step's fields get from the journey. */
export interface StepFieldsProps {
  values: JourneyValues;
  onChange: (change: Partial<JourneyValues>) => void;
  /** The field at fault on this step, if any; its control is found by `name` and focused. */
  problem: StepProblem | null;
  /** A stable id for a control that is not a `FormField` (which makes its own). */
  fieldId: (field: keyof JourneyValues) => string;
}

/** The message under a field, when it is the one at fault. */
export function errorOf(problem: StepProblem | null, field: keyof JourneyValues): string | undefined {
  return problem?.field === field ? problem.message : undefined;
}
