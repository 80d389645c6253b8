import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CameraScanner } from '#client/components/scanner/camera-scanner.tsx';
import { createRepeatGuard } from '#client/components/scanner/repeat-guard.ts';

// @zxing/browser is stood in for: the component's job is the camera's life cycle.
const reader = vi.hoisted(() => ({ onText: null as ((text: string) => void) | null, stops: 0 }));
vi.mock('#client/components/scanner/load-qr-reader.ts', () => ({
  loadQrReader: async () => ({
    decodeFromStream: async (_stream: MediaStream, _video: HTMLVideoElement, onText: (text: string) => void) => {
      reader.onText = onText;
      return { stop: () => void reader.stops++ };
    },
  }),
}));

function fakeCamera() {
  const tracks: Array<{ stopped: boolean; facing: string }> = [];
  const getUserMedia = vi.fn(async (constraints: MediaStreamConstraints) => {
    const track = { stopped: false, facing: ((constraints.video as MediaTrackConstraints).facingMode as { ideal: string }).ideal };
    tracks.push(track);
    const mediaTrack = { stop: () => void (track.stopped = true), getCapabilities: () => ({}) };
    return { getTracks: () => [mediaTrack], getVideoTracks: () => [mediaTrack] } as unknown as MediaStream;
  });
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  return { tracks, getUserMedia };
}

afterEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
  reader.onText = null;
});

describe('the camera scanner', () => {
  it('opens the back camera, stops every track when paused, and opens a fresh one on resume', async () => {
    const camera = fakeCamera();
    const onDecode = vi.fn();
    const { rerender, container } = render(<CameraScanner onDecode={onDecode} />);
    await waitFor(() => expect(container.querySelector('[data-camera-state="running"]')).toBeTruthy());
    expect(camera.tracks).toEqual([{ stopped: false, facing: 'environment' }]);
    act(() => reader.onText?.('HELLO'));
    expect(onDecode).toHaveBeenCalledWith('HELLO');

    rerender(<CameraScanner onDecode={onDecode} paused />);
    expect(container.querySelector('[data-camera-state="paused"]')).toBeTruthy();
    expect(camera.tracks[0]?.stopped).toBe(true);

    rerender(<CameraScanner onDecode={onDecode} />);
    await waitFor(() => expect(camera.tracks).toHaveLength(2));
    expect(camera.tracks[1]?.stopped).toBe(false);
    // The same code, still held up right after resuming, is not a second scan.
    act(() => reader.onText?.('HELLO'));
    expect(onDecode).toHaveBeenCalledTimes(1);
  });

  it('switches to the front camera by reopening the stream', async () => {
    const camera = fakeCamera();
    render(<CameraScanner onDecode={() => {}} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Use front camera' }));
    await waitFor(() => expect(camera.tracks.map((t) => [t.facing, t.stopped])).toEqual([['environment', true], ['user', false]]));
    expect(screen.getByRole('button', { name: 'Use back camera' })).toBeTruthy();
  });

  it('says when the camera is blocked, and offers the fallback', async () => {
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    const onSelect = vi.fn();
    render(<CameraScanner onDecode={() => {}} fallback={{ label: 'Find by name', whenBlocked: 'Search by name instead', onSelect }} />);
    expect(await screen.findByText('Camera access is blocked')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search by name instead' }));
    expect(onSelect).toHaveBeenCalled();
  });

  it('says when there is no camera at all', async () => {
    render(<CameraScanner onDecode={() => {}} />);
    expect(await screen.findByText('No camera found')).toBeTruthy();
  });
});

describe('the repeat guard', () => {
  it('ignores the same text for its window after a read, then accepts it again once it has left the view', () => {
    let now = 0;
    const guard = createRepeatGuard(3000, () => now);
    expect(guard.accept('A')).toBe(true);
    now = 1000;
    expect(guard.accept('A')).toBe(false);
    expect(guard.accept('B')).toBe(true);
    // B not read for more than 2 s: out of view; once its window is over it is a new scan.
    now = 4001;
    expect(guard.accept('B')).toBe(true);
  });

  it('keeps ignoring a code held in view past its window, across a pause of the camera (issue 31, item 1)', () => {
    let now = 0;
    const guard = createRepeatGuard(10_000, () => now);
    expect(guard.accept('A')).toBe(true);
    // The verdict shows for 2.5 s with the camera released; the code is still there when it reopens.
    guard.paused();
    now = 2500;
    guard.resumed();
    for (now = 3000; now <= 30_000; now += 500) expect(guard.accept('A')).toBe(false);
    // It leaves the view for 5 s, then comes back: a real second scan.
    now = 35_000;
    expect(guard.accept('A')).toBe(true);
  });

  it('treats a code that had left the view before a pause as new after it (a later second entry)', () => {
    let now = 0;
    const guard = createRepeatGuard(10_000, () => now);
    expect(guard.accept('A')).toBe(true);
    now = 12_000;
    guard.paused();
    now = 13_000;
    guard.resumed();
    expect(guard.accept('A')).toBe(true);
  });
});
