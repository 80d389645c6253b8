import { useState, type FormEvent } from 'react';
import { questionTextSchema } from '#shared/contracts/questions.ts';
import { questionTextMax } from '#shared/rules/question-limits.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { TextAreaField } from '#client/components/ui/text-area-field.tsx';
import { useOnlineStatus } from '#client/lib/use-online-status.ts';
import { useSessionStore } from '#client/stores/session-store.ts';
import { queueQuestion } from '../questions-outbox.ts';

/** Ask in this session: stored on the device first, sent now or once back online. */
export function AskForm({ eventId, programId, preApproval }: { eventId: string; programId: string; preApproval: boolean }) {
  const accountId = useSessionStore((state) => state.account?.id ?? null);
  const online = useOnlineStatus();
  const [text, setText] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [status, setStatus] = useState('');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = questionTextSchema.safeParse(text);
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((issue) => issue.message));
      return;
    }
    if (!accountId) return;
    setErrors([]);
    try {
      await queueQuestion({ eventId, programId, text: parsed.data, anonymous }, accountId);
      setText('');
      setStatus(online ? 'Question sent.' : 'Saved on this device: it is sent when you are back online.');
    } catch {
      setErrors(['This device could not store your question. Free some space and try again.']);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-3" aria-label="Ask a question">
      <TextAreaField
        label="Your question"
        name="question"
        value={text}
        maxLength={questionTextMax}
        errors={errors}
        hint={preApproval ? 'A moderator approves questions before others see them.' : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setStatus('');
        }}
        rows={3}
      />
      <label className="flex min-h-11 items-center gap-3 text-sm">
        <input type="checkbox" checked={anonymous} onChange={(event) => setAnonymous(event.target.checked)} className="size-5 accent-primary-600" />
        Ask anonymously (nobody sees your name, organizers included)
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonStyles.primary}>
          Send question
        </button>
        <p role="status" className="text-sm text-gray-600 dark:text-gray-400">
          {status}
        </p>
      </div>
    </form>
  );
}
