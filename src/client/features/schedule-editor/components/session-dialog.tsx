import type { Clash } from '#shared/contracts/schedule-admin.ts';
import type { Session } from '#shared/contracts/schedule.ts';
import { ModalDialog } from '#client/components/dialog/modal-dialog.tsx';
import { formFromSession, newSessionForm } from '../session-form.ts';
import { SessionEditorForm, type SessionEditorContext } from './session-editor-form.tsx';

/** What the dialog edits: a new session (on a day) or an existing one. */
export type SessionTarget = { kind: 'new'; date: string } | { kind: 'edit'; session: Session };

interface SessionDialogProps {
  context: SessionEditorContext;
  target: SessionTarget | null;
  onClose: () => void;
  onSaved: (session: Session, clashes: Clash[]) => void;
}

/** The add / edit dialog; the form starts afresh each time it opens (keyed by its target). */
export function SessionDialog({ context, target, onClose, onSaved }: SessionDialogProps) {
  const session = target?.kind === 'edit' ? target.session : null;
  return (
    <ModalDialog open={target !== null} title={session ? `Edit ${session.title}` : 'Add a session'} onClose={onClose}>
      {target ? (
        <SessionEditorForm
          key={session?.id ?? 'new'}
          context={context}
          session={session}
          initial={session ? formFromSession(session, context.timeZone) : newSessionForm(target.kind === 'new' ? target.date : '')}
          onCancel={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </ModalDialog>
  );
}
