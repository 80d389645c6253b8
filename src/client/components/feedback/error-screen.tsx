import { useEffect } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { readClientError } from '#client/lib/client-error.ts';
import { StageMissing } from './stage-missing.tsx';
import { notSavedYetText } from './offline-notice.tsx';

/** Any application error shows the 404 screen (nothing internal reaches the visitor); the error itself goes to the console. */
export function ErrorScreen({ error }: ErrorComponentProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const { code, message } = readClientError(error);
  const shown = code === undefined && !navigator.onLine ? `You are offline. ${notSavedYetText}.` : message;
  return <StageMissing message={shown} />;
}
