// User Timing for the live Q&A list (read by tests/bench/questions-render.ts and DevTools'
// Performance panel). Nothing here changes what the page shows.
//   questions:update  a live message arrived → the re-ordered list painted

const receivedMark = 'questions:live:received';
let pending = false;

function safely(measure: () => void): void {
  try {
    measure();
  } catch {
    // No User Timing here, or the start mark is gone: nothing to record.
  }
}

/** A live message that changes the list arrived: the clock runs until the list has painted. */
export function markLiveReceived(): void {
  pending = true;
  safely(() => {
    performance.clearMarks(receivedMark);
    performance.mark(receivedMark);
  });
}

/** The message changed nothing on this screen: nothing to measure. */
export function cancelLiveMeasure(): void {
  pending = false;
}

/** After each commit of the list: once the frame with it has painted, the update is measured. */
export function measureLiveUpdate(): void {
  if (!pending) return;
  pending = false;
  // The frame's rAF runs just before it paints, the task after it.
  requestAnimationFrame(() => setTimeout(() => safely(() => performance.measure('questions:update', receivedMark)), 0));
}
