import { createFileRoute } from '@tanstack/react-router';
import { ScanPage } from '#client/features/connections/components/scan-page.tsx';
import { codeKeyQuery } from '#client/lib/queries/personal-code-queries.ts';
import { loadQuery } from '#client/lib/load-query.ts';

export const Route = createFileRoute('/_authenticated/me/scan')({
  // Camera screens read better dark, whatever the saved preference.
  staticData: { colorMode: 'dark', pageTitle: 'Scan a code' },
  // The public key verifies codes on the device, so scanning keeps working offline.
  // The loader travels with the page's own chunk, so the first bundle stays as it was.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => loadQuery(context.queryClient, codeKeyQuery(context.trpc)),
  component: ScanPage,
});
