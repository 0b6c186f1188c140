import { useToast } from 'shared/state';
import { Button } from './ShareButton';
import { useSavedProperty } from './useSavedProperty';

/** Save (SPEC §2 shows no behaviour; ours): a toggle kept on this device. */
export function SaveButton({ id }: { id: string }) {
  const [saved, toggle] = useSavedProperty(id);
  const toast = useToast();
  return (
    <Button
      type="button"
      aria-pressed={saved}
      onClick={() => {
        toggle();
        toast(
          saved
            ? { title: 'Removed from saved stays' }
            : { title: 'Saved', description: 'We keep your saved stays on this device.', variant: 'success' },
        );
      }}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span> Save
    </Button>
  );
}
