import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { fieldError, inputBase } from '#client/components/ui/form-styles.ts';

interface JoinCodeFormProps {
  /** "Have a join code?" on /events; bigger on /join. */
  label?: string;
  compact?: boolean;
}

/** A code from a slide or a badge: off to /join?code=…, which joins and opens the event. */
export function JoinCodeForm({ label = 'Join code', compact = false }: JoinCodeFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const plain = code.toUpperCase().replace(/[^A-Z0-9]/g, '');
    if (plain.length < 4) {
      setError('Enter the code the organizer gave you (for example ABCD-EFGH).');
      return;
    }
    setError(null);
    // An href, not search: {code}: the code must reach /join as written (lib/raw-search.ts).
    void navigate({ href: `/join?code=${encodeURIComponent(plain)}` });
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Join with a code">
      <label htmlFor={id} className={compact ? 'block text-sm font-semibold' : 'block text-sm font-medium text-gray-800 dark:text-gray-200'}>
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder="ABCD-EFGH"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputBase} font-mono tracking-widest uppercase`}
        />
        <button type="submit" className={buttonStyles.primary}>
          Join
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className={fieldError}>
          {error}
        </p>
      ) : null}
    </form>
  );
}
