import type { PersonalCode } from '#shared/contracts/personal-code.ts';
import type { AccountRow } from '../../db/schema/accounts.ts';
import type { CodeSigner } from './code-signer.ts';
import type { CodeVersion } from './code-versions.ts';
import { readableQrMask } from './readable-qr-mask.ts';

export function toPersonalCode(signer: CodeSigner, account: Pick<AccountRow, 'id' | 'firstName' | 'lastName' | 'pictureSrc'>, current: CodeVersion): PersonalCode {
  const code = signer.sign({ accountId: account.id, version: current.version });
  return {
    accountId: account.id,
    code,
    qrMask: readableQrMask(code),
    version: current.version,
    issuedAt: current.issuedAt.getTime(),
    firstName: account.firstName,
    lastName: account.lastName,
    picture: account.pictureSrc ? { src: account.pictureSrc } : null,
  };
}
