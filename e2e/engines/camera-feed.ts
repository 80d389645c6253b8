// A fake camera that works the same in Chromium, Firefox and WebKitGTK: getUserMedia, patched on
// MediaDevices.prototype (WebKit's instance method cannot be replaced, issue 34), answers a
// canvas stream that draws the picture a test puts in front of it. Each engine's own fake device
// (Chromium's Y4M file, Firefox's test pattern, WebKitGTK's mock capture) shows something else,
// and only Chromium's can show a chosen picture.
//
// The picture is drawn in a few tilted poses, one per frame, like a phone held by hand: ZXing's
// QR detector misses about one perfectly square code in eight, for good, while a few degrees of
// tilt read it (e2e/fixtures/fake-camera.ts measured the same poses on Chromium's camera). The
// picture is drawn at its own size: a QR code made at 8 pixels a module (e2e/engines/flow-api.ts).
//
// `installCameraFeed` is serialised into the page by each driver: it must not close over anything.

interface CameraFeedState {
  image: HTMLImageElement | null;
}

export async function installCameraFeed(pngDataUrl: string | null): Promise<void> {
  const holder = window as unknown as { __hallwayCameraFeed?: CameraFeedState };
  let state = holder.__hallwayCameraFeed;
  if (!state) {
    const feed: CameraFeedState = { image: null };
    state = feed;
    holder.__hallwayCameraFeed = feed;
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas for the fake camera');
    const poses = [
      { degrees: 3, scale: 1 },
      { degrees: -4, scale: 1 },
      { degrees: 8, scale: 1 },
      { degrees: -7, scale: 1 },
      { degrees: 0, scale: 0.875 },
    ];
    let frame = 0;
    const draw = () => {
      context.setTransform(1, 0, 0, 1, 0, 0);
      context.fillStyle = '#ebebeb';
      context.fillRect(0, 0, canvas.width, canvas.height);
      const image = feed.image;
      if (image) {
        const pose = poses[frame % poses.length]!;
        context.translate(canvas.width / 2, canvas.height / 2);
        context.rotate((pose.degrees * Math.PI) / 180);
        context.imageSmoothingEnabled = false;
        const width = image.naturalWidth * pose.scale;
        const height = image.naturalHeight * pose.scale;
        context.drawImage(image, -width / 2, -height / 2, width, height);
      }
      frame += 1;
    };
    draw();
    setInterval(draw, 100);
    const fakeGetUserMedia = function (this: MediaDevices, constraints?: MediaStreamConstraints): Promise<MediaStream> {
      if (!constraints?.video) return Promise.reject(new DOMException('The fake camera has no microphone', 'NotFoundError'));
      return Promise.resolve(canvas.captureStream(10));
    };
    Object.defineProperty(MediaDevices.prototype, 'getUserMedia', { value: fakeGetUserMedia, configurable: true, writable: true });
  }
  if (pngDataUrl === null) {
    state.image = null;
    return;
  }
  const image = new Image();
  image.src = pngDataUrl;
  await image.decode();
  state.image = image;
}
