import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { importPersonalCodeKey } from '#shared/rules/personal-code.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';
import { codeKeyQuery } from '#client/lib/queries/personal-code-queries.ts';

export type CodeKeyState = { status: 'loading' } | { status: 'ready'; key: CryptoKey } | { status: 'missing' };

/**
 * The server's public key as a WebCrypto key, from the saved cache (so scans verify offline).
 * "missing" when it is not saved and cannot be fetched, or this browser lacks Ed25519.
 */
export function useCodeKey(): CodeKeyState {
  const trpc = useTrpc();
  const query = useQuery(codeKeyQuery(trpc));
  const publicKey = query.data?.publicKey;
  const [imported, setImported] = useState<{ publicKey: string; key: CryptoKey | null } | null>(null);
  useEffect(() => {
    if (!publicKey) return;
    let current = true;
    importPersonalCodeKey(publicKey).then(
      (key) => current && setImported({ publicKey, key }),
      (error: unknown) => {
        console.warn('Could not import the code-signing key; scans are checked by the server only', error);
        if (current) setImported({ publicKey, key: null });
      },
    );
    return () => {
      current = false;
    };
  }, [publicKey]);
  if (publicKey && imported?.publicKey === publicKey) return imported.key ? { status: 'ready', key: imported.key } : { status: 'missing' };
  if (publicKey || query.fetchStatus === 'fetching') return { status: 'loading' };
  return { status: 'missing' };
}
