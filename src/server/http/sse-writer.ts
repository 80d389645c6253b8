import type { ServerResponse } from 'node:http';

/** Writes Server-Sent Events to a raw response; silent once the connection is gone. */
export class SseWriter {
  constructor(private readonly response: ServerResponse) {}

  get open(): boolean {
    return !this.response.destroyed && !this.response.writableEnded;
  }

  event(name: string, data: unknown): void {
    // JSON never contains a raw line break, so one data line is always enough.
    this.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** A whole event already encoded (e.g. liveFrame): one buffer written as is to many streams. */
  frame(bytes: Uint8Array): void {
    if (this.open) this.response.write(bytes);
  }

  /** A comment line: keeps proxies from closing an idle stream; EventSource ignores it. */
  comment(text: string): void {
    this.write(`: ${text}\n\n`);
  }

  retry(milliseconds: number): void {
    this.write(`retry: ${milliseconds}\n\n`);
  }

  end(): void {
    if (this.open) this.response.end();
  }

  private write(chunk: string): void {
    if (this.open) this.response.write(chunk);
  }
}
