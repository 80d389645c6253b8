import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { importPersonalCodeKey } from '#shared/rules/personal-code.ts';
import { codeKeyQuery } from '#client/lib/queries/personal-code-queries.ts';
import { useTrpc } from '#client/lib/use-trpc.ts';

/** The server's public key as a WebCrypto key from the saved cache (null until known: the server then decides). */
export function useBingoCodeKey(): CryptoKey | null {
  const trpc = useTrpc();
  const publicKey = useQuery(codeKeyQuery(trpc)).data?.publicKey;
  const [key, setKey] = useState<{ publicKey: string; key: CryptoKey } | null>(null);
  useEffect(() => {
    if (!publicKey) return;
    let current = true;
    importPersonalCodeKey(publicKey).then(
      (imported) => current && setKey({ publicKey, key: imported }),
      (error: unknown) => console.warn('Could not import the code-signing key; bingo scans are checked by the server only', error),
    );
    return () => {
      current = false;
    };
  }, [publicKey]);
  return key && key.publicKey === publicKey ? key.key : null;
}
