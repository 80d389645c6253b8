import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { classifyCameraError, type CameraProblem } from './camera-problems.ts';
import { loadQrReader, type QrControls } from './load-qr-reader.ts';
import { openCamera, setTorch, stopStream, supportsTorch, type Facing } from './media-stream.ts';
import { createRepeatGuard } from './repeat-guard.ts';

export type CameraState = { kind: 'starting' } | { kind: 'running' } | { kind: 'paused' } | { kind: 'problem'; problem: CameraProblem };

interface Options {
  paused: boolean;
  facing: Facing;
  onDecode: (text: string) => void;
  /** How long a code let through stays ignored, in view or not (repeat-guard.ts). */
  repeatWindowMs?: number;
}

/**
 * Opens the camera and decodes QR codes while not paused. Pausing (and unmounting) stops every
 * track of the stream, so the camera is really released and reopened on resume: a door phone's
 * battery lasts the day, and the browser tests see a fresh capture for each scan.
 */
export function useCameraDecoder(videoRef: RefObject<HTMLVideoElement | null>, { paused, facing, onDecode, repeatWindowMs }: Options) {
  // What the open camera is doing; while paused, "paused" whatever it last did.
  const [opened, setState] = useState<Exclude<CameraState, { kind: 'paused' }>>({ kind: 'starting' });
  const state: CameraState = paused ? { kind: 'paused' } : opened;
  const [attempt, setAttempt] = useState(0);
  const [torch, setTorchState] = useState<{ track: MediaStreamTrack | null; on: boolean }>({ track: null, on: false });
  const onDecodeRef = useRef(onDecode);
  // Made once: the window is the page's for good.
  const [guard] = useState(() => createRepeatGuard(repeatWindowMs));
  useEffect(() => {
    onDecodeRef.current = onDecode;
  }, [onDecode]);

  useEffect(() => {
    if (paused) return;
    let cancelled = false;
    let stream: MediaStream | null = null;
    let controls: QrControls | null = null;
    const video = videoRef.current;
    guard.resumed();
    void (async () => {
      const [reader, opened] = await Promise.all([loadQrReader(), openCamera(facing)]);
      stream = opened;
      if (cancelled || !video) return stopStream(opened);
      controls = await reader.decodeFromStream(opened, video, (text) => {
        if (!cancelled && guard.accept(text)) onDecodeRef.current(text);
      });
      if (cancelled) return;
      const track = opened.getVideoTracks()[0];
      setTorchState({ track: track && supportsTorch(track) ? track : null, on: false });
      setState({ kind: 'running' });
    })().catch((error: unknown) => {
      stopStream(stream);
      if (!cancelled) setState({ kind: 'problem', problem: classifyCameraError(error) });
    });
    return () => {
      cancelled = true;
      guard.paused();
      controls?.stop();
      stopStream(stream);
      if (video) video.srcObject = null;
      // The next opening starts from scratch (a stale "running" would hide the spinner).
      setState({ kind: 'starting' });
      setTorchState({ track: null, on: false });
    };
  }, [paused, facing, attempt, videoRef, guard]);

  const toggleTorch = useCallback(() => {
    const { track, on } = torch;
    if (!track) return;
    setTorch(track, !on).then(
      () => setTorchState({ track, on: !on }),
      () => setTorchState({ track: null, on: false }),
    );
  }, [torch]);

  return {
    state,
    retry: useCallback(() => setAttempt((n) => n + 1), []),
    torch: { supported: torch.track !== null, on: torch.on, toggle: toggleTorch },
  };
}
