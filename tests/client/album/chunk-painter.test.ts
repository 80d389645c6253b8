import { describe, expect, it } from 'vitest';
import { createChunkPainter, type PaintedReport, type PaintRequest } from '#client/features/album/chunk-painter.ts';

// The thumbnail worker's logic with the browser's parts replaced: a canvas context that records
// what is drawn, and pictures that arrive when the test says so.

class Picture {
  closed = false;
  constructor(
    readonly src: string,
    readonly width: number,
    readonly height: number,
  ) {}
  close() {
    this.closed = true;
  }
}

function setUp() {
  const calls: string[] = [];
  const context = {
    fillStyle: '' as string | CanvasGradient | CanvasPattern,
    setTransform: (a: number) => void calls.push(`scale ${a}`),
    fillRect: (x: number, y: number, w: number) => void calls.push(`fill ${String(context.fillStyle)} ${x},${y} ${w}`),
    drawImage: (picture: Picture, sx: number, sy: number, side: number, _sh: number, x: number, y: number, w: number) =>
      void calls.push(`draw ${picture.src} from ${sx},${sy} ${side} at ${x},${y} ${w}`),
  };
  const arrivals = new Map<string, { resolve: (picture: Picture) => void; reject: (error: Error) => void; signal: AbortSignal }>();
  const reports: PaintedReport[] = [];
  const pictures: Picture[] = [];
  const painter = createChunkPainter<Picture>({
    contextOf: () => context,
    load: (src, signal) =>
      new Promise<Picture>((resolve, reject) => {
        arrivals.set(src, { resolve, reject, signal });
      }),
    report: (report) => void reports.push(report),
  });
  const arrive = (src: string, width = 400, height = 300) => {
    const picture = new Picture(src, width, height);
    pictures.push(picture);
    arrivals.get(src)!.resolve(picture);
  };
  return { calls, arrivals, reports, pictures, painter, arrive };
}

const request = (chunk: string, srcs: string[]): PaintRequest => ({
  type: 'paint',
  chunk,
  canvas: {} as OffscreenCanvas,
  tiles: srcs.map((src, i) => ({ index: i, x: i * 138, y: 0, src })),
  tile: 136,
  scale: 2,
  placeholder: 'rgb(229, 231, 235)',
});

describe('the thumbnail worker', () => {
  it('paints placeholders, then each picture cropped square at its tile, and reports once all are done', async () => {
    const { calls, reports, pictures, painter, arrive, arrivals } = setUp();
    const done = painter.handle(request('a', ['/t0', '/t1', '/t2']));
    expect(calls).toEqual(['scale 2', 'fill rgb(229, 231, 235) 0,0 136', 'fill rgb(229, 231, 235) 138,0 136', 'fill rgb(229, 231, 235) 276,0 136']);
    arrive('/t1', 300, 400);
    arrive('/t0');
    arrivals.get('/t2')!.reject(new Error('offline, not kept'));
    await done;
    expect(calls.slice(4)).toEqual(['draw /t1 from 0,50 300 at 138,0 136', 'draw /t0 from 50,0 300 at 0,0 136']);
    expect(reports).toEqual([{ type: 'painted', chunk: 'a', drawn: 2, failed: 1 }]);
    // Decoded pictures are let go as soon as they are drawn.
    expect(pictures.every((picture) => picture.closed)).toBe(true);
    expect(painter.pending()).toBe(0);
  });

  it('stops a dropped chunk: its fetches are cancelled, nothing more is drawn and nothing reported', async () => {
    const { calls, reports, pictures, painter, arrive, arrivals } = setUp();
    const done = painter.handle(request('b', ['/t0', '/t1']));
    arrive('/t0');
    await Promise.resolve();
    painter.handle({ type: 'drop', chunk: 'b' });
    expect(arrivals.get('/t1')!.signal.aborted).toBe(true);
    arrive('/t1');
    await done;
    expect(calls.filter((call) => call.startsWith('draw'))).toEqual(['draw /t0 from 50,0 300 at 0,0 136']);
    expect(reports).toEqual([]);
    expect(pictures.every((picture) => picture.closed)).toBe(true);
    expect(painter.pending()).toBe(0);
  });
});
