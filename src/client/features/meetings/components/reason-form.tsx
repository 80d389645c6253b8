import { useState, type FormEvent } from 'react';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { TextAreaField } from '#client/components/ui/text-area-field.tsx';

/** A disclosed form for a decline or a cancellation with an optional reason. */
export function ReasonForm({
  label,
  confirmText,
  maxLength,
  onSubmit,
}: {
  label: string;
  confirmText: string;
  maxLength: number;
  onSubmit: (reason: string) => Promise<string | null>;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!open)
    return (
      <button type="button" className={buttonStyles.secondary} onClick={() => setOpen(true)}>
        {confirmText}
      </button>
    );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const problem = await onSubmit(reason).catch(() => 'This change could not be saved on this phone.');
    setBusy(false);
    setError(problem);
  };
  return (
    <form className="flex w-full flex-col gap-2" onSubmit={(event) => void submit(event)}>
      <TextAreaField label={label} name="reason" value={reason} maxLength={maxLength} errors={error ? [error] : []} rows={2} onChange={(event) => setReason(event.target.value)} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonStyles.danger} disabled={busy}>
          {confirmText}
        </button>
        <button type="button" className={buttonStyles.ghost} onClick={() => setOpen(false)}>
          Keep it
        </button>
      </div>
    </form>
  );
}
