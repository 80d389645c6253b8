import { bytesToBase64Url, encodePersonalCode, personalCodeSignedBytes, type PersonalCodeClaim } from '#shared/rules/personal-code.ts';

/** An Ed25519 key pair like the server's, and codes signed with it, made in the test. */
export async function createCodeSigner() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const publicKey = bytesToBase64Url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
  const sign = async (claim: PersonalCodeClaim) => {
    const signature = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, personalCodeSignedBytes(claim) as Uint8Array<ArrayBuffer>));
    return encodePersonalCode(claim, signature);
  };
  return { publicKey, key: { keyId: 'test-key', publicKey }, sign };
}
