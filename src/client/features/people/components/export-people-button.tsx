import { useState } from 'react';
import { downloadTextFile } from '#client/lib/download-file.ts';
import { errorText } from '#client/lib/error-text.ts';
import { loadTrpcClient } from '#client/lib/load-trpc.ts';
import { showAlert } from '#client/stores/alerts-store.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { DownloadIcon } from '#client/components/ui/icons.tsx';

/**
 * Everyone (members and invitations) as a CSV, with the server's file name. Asked for on
 * click and never cached: the list has emails in it and must be as of now.
 */
export function ExportPeopleButton({ eventId }: { eventId: string }) {
  const [busy, setBusy] = useState(false);
  const onExport = async () => {
    setBusy(true);
    try {
      const client = await loadTrpcClient();
      const { filename, csv } = await client.people.exportCsv.query({ eventId });
      downloadTextFile(filename, csv);
    } catch (error) {
      showAlert({ kind: 'error', title: 'Could not export the list', description: errorText(error), autoClose: false });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={buttonStyles.secondary} disabled={busy} onClick={() => void onExport()}>
      <DownloadIcon className="size-5" /> {busy ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}
