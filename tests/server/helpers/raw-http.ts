import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * Raw bytes and headers, as the wire carries them: fetch would decompress behind our back, and
 * tests of content-encoding must see the compressed bytes and the headers that came with them.
 */
export function sendRawRequest(url: URL, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
