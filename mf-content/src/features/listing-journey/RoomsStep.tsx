import { listingFieldLabels } from 'shared/hosts';
import { roomMaximums, roomMinimums, type RoomField } from './journey';
import { Stepper } from './Stepper';
import type { StepFieldsProps } from './stepProps';

const rooms: RoomField[] = ['guests', 'beds', 'baths'];

export function RoomsStep({ values, onChange, fieldId }: StepFieldsProps) {
  return (
    <div>
      {rooms.map((field) => (
        <Stepper
          key={field}
          id={fieldId(field)}
          label={listingFieldLabels[field]}
          value={values[field]}
          min={roomMinimums[field]}
          max={roomMaximums[field]}
          onChange={(value) => onChange({ [field]: value })}
        />
      ))}
    </div>
  );
}
