import type { Connection } from '#shared/contracts/connections.ts';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { DownloadIcon } from '#client/components/ui/icons.tsx';
import { downloadTextFile } from '#client/lib/download-file.ts';
import { buildVCards } from '../vcard.ts';

const profileUrl = (handle: string) => new URL(`/profile/${encodeURIComponent(handle)}`, window.location.origin).toString();

/** "Export vCard": every connection (with my notes) as one .vcf file for a contacts app. */
export function ExportVcardButton({ connections }: { connections: readonly Connection[] }) {
  return (
    <button
      type="button"
      className={buttonStyles.secondary}
      disabled={connections.length === 0}
      onClick={() => downloadTextFile('hallway-connections.vcf', buildVCards(connections, { profileUrl }), 'text/vcard;charset=utf-8')}
    >
      <DownloadIcon className="size-4" />
      Export vCard
    </button>
  );
}
