// The arithmetic of a venue-like link for the benchmarks: one shared medium with a bandwidth
// budget and a round-trip time. Venue Wi-Fi is one radio channel that every phone near an
// access point takes turns on, in both directions (airtime is shared, uploads included), so the
// link is ONE first-come-first-served queue for every connection and both directions: a byte
// waits for the bytes queued before it, takes its serialization time (8 bits / rate), then
// travels half the round trip. What it leaves out (said wherever the figures are printed): Wi-Fi
// contention and retries, TCP slow start and ACK traffic, TLS; so it flatters full answers, if
// anything, since those are what fill the queue.

export interface LinkShape {
  /** The whole link's budget, shared by every connection and both directions. */
  bitsPerSecond: number;
  /** Added round trip (half each way), as a phone on venue Wi-Fi to a server in a nearby region. */
  roundTripMs: number;
}

/** TCP/IP headers (IPv4 20 + TCP 20 bytes) ride along with every segment of up to one MSS. */
export const segmentPayloadBytes = 1_460;
export const segmentHeaderBytes = 40;

/** Bytes on the medium for `payload` bytes of a TCP stream: the payload and a header per segment. */
export function bytesOnLink(payload: number): number {
  if (payload <= 0) return 0;
  return payload + Math.ceil(payload / segmentPayloadBytes) * segmentHeaderBytes;
}

/** Milliseconds `bytes` occupy a medium of `bitsPerSecond`. */
export function serializationMs(bytes: number, bitsPerSecond: number): number {
  return (bytes * 8 * 1000) / bitsPerSecond;
}

/**
 * The shared medium's clock: when each chunk handed to it (at `nowMs`, in the order handed)
 * reaches the other end. Deliveries come out in the order chunks went in, so a connection's
 * bytes stay in order whatever else shares the link.
 */
export class SharedLink {
  private freeAtMs = Number.NEGATIVE_INFINITY;
  private busyMs = 0;
  private payloadBytes = 0;

  constructor(readonly shape: LinkShape) {
    if (!(shape.bitsPerSecond > 0)) throw new Error('A link needs a positive bandwidth');
    if (!(shape.roundTripMs >= 0)) throw new Error('A link cannot have a negative round trip');
  }

  /** When a chunk of `payload` bytes handed over at `nowMs` arrives at the far end. */
  deliverAt(payload: number, nowMs: number): number {
    const startsAt = Math.max(nowMs, this.freeAtMs);
    const takes = serializationMs(bytesOnLink(payload), this.shape.bitsPerSecond);
    this.freeAtMs = startsAt + takes;
    this.busyMs += takes;
    this.payloadBytes += Math.max(0, payload);
    return this.freeAtMs + this.shape.roundTripMs / 2;
  }

  /** When an end of stream handed over at `nowMs` arrives: after every byte before it, one way later. */
  endAt(nowMs: number): number {
    return Math.max(nowMs, this.freeAtMs) + this.shape.roundTripMs / 2;
  }

  /** Time the medium spent sending, and the payload it carried (both directions). */
  totals(): { busyMs: number; payloadBytes: number } {
    return { busyMs: this.busyMs, payloadBytes: this.payloadBytes };
  }
}
