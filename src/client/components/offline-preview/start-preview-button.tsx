import { useNavigate } from '@tanstack/react-router';
import { buttonStyles } from '../ui/button-styles.ts';
import { startOfflinePreview } from '#client/lib/offline-preview/offline-preview.ts';

/**
 * "Preview offline as an attendee" (the readiness page links it): opens the event's attendee
 * view in this tab, saves it as an attendee's first visit would, then switches the network off
 * until "Leave preview". The same as opening `/event/{id}?preview=offline`.
 */
export function StartPreviewButton({ eventId, className }: { eventId: string; className?: string }) {
  const navigate = useNavigate();
  const start = () => {
    startOfflinePreview(eventId);
    void navigate({ to: '/event/$eventId', params: { eventId } });
  };
  return (
    <button type="button" className={className ?? buttonStyles.primary} onClick={start}>
      Preview offline as an attendee
    </button>
  );
}
