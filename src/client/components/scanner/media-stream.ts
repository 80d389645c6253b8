// Small helpers around getUserMedia, so the camera light goes off the moment we stop.

export type Facing = 'environment' | 'user';

export function openCamera(facing: Facing): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) {
    // No API at all (an insecure page, an old browser): the same as no camera for the user.
    return Promise.reject(new DOMException('No camera API', 'NotFoundError'));
  }
  return navigator.mediaDevices.getUserMedia({ audio: false, video: { facingMode: { ideal: facing } } });
}

/** Stops every track, so the browser releases the camera (and its indicator turns off). */
export function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

interface TorchCapabilities extends MediaTrackCapabilities {
  torch?: boolean;
}

export function supportsTorch(track: MediaStreamTrack | undefined): boolean {
  const capabilities = track?.getCapabilities?.() as TorchCapabilities | undefined;
  return capabilities?.torch === true;
}

export function setTorch(track: MediaStreamTrack, on: boolean): Promise<void> {
  return track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
}
