import { useState, type FormEvent } from 'react';
import { TextField } from '#client/components/ui/text-field.tsx';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { renameDevice } from '../stores/rename-device.ts';
import { useDoorStore } from '../stores/door-store.ts';

/** The name amber screens and the organizer's list show for this phone ("Gate B"). */
export function DeviceNameForm() {
  const device = useDoorStore((s) => s.device);
  if (!device) return null;
  return <DeviceNameField saved={device.deviceLabel} />;
}

function DeviceNameField({ saved }: { saved: string }) {
  const [draft, setDraft] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [savedNote, setSavedNote] = useState(false);

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (draft.trim() === saved) return;
    if (!draft.trim() || draft.trim().length > 40) {
      setError('Use 1 to 40 characters.');
      return;
    }
    setError(null);
    setSavedNote(await renameDevice(draft));
  };

  return (
    <form onSubmit={(event) => void save(event)} className="flex flex-wrap items-end gap-2">
      <TextField
        className="min-w-48 flex-1"
        label="Device name"
        name="deviceLabel"
        value={draft}
        maxLength={40}
        autoComplete="off"
        hint="Shown on “Already checked in” screens and to organizers, e.g. Gate B."
        errors={error ? [error] : []}
        onChange={(event) => {
          setDraft(event.target.value);
          setSavedNote(false);
        }}
        onBlur={() => void save()}
      />
      <button type="submit" className={`${buttonStyles.secondary} mb-5`}>
        Save name
      </button>
      <p role="status" className="sr-only">
        {savedNote ? 'Device name saved.' : ''}
      </p>
    </form>
  );
}
