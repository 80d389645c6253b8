import { createFileRoute } from '@tanstack/react-router';
import { CodePage } from '#client/features/personal-code/components/code-page.tsx';
import { myCodeQuery } from '#client/lib/queries/personal-code-queries.ts';
import { loadQuery } from '#client/lib/load-query.ts';

export const Route = createFileRoute('/_authenticated/me/code')({
  staticData: { pageTitle: 'My QR code' },
  // The loader travels with the page's own chunk, so the first bundle stays as it was.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => loadQuery(context.queryClient, myCodeQuery(context.trpc)),
  component: CodePage,
});
