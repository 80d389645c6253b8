// User Timing entries for the attendee list (read by the benchmark, tests/bench/attendee-list.ts,
// and DevTools' Performance panel). Nothing here changes what the page shows.
//   attendees:render  navigation start → the first rows painted (once per page life, so an
//                     offline reload of /event/{id}/attendees measures the whole cold start)
//   attendees:mount   mark: the page component first mounted (splits app start from data + rows)
//   attendees:search  one keystroke in "Search attendees" → the list for that text painted

const inputMark = 'attendees:search:input';
let pendingQuery: string | null = null;
let renderMeasured = false;
let mountMarked = false;

function safely(measure: () => void): void {
  try {
    measure();
  } catch {
    // No User Timing here, or the start mark is gone: nothing to record.
  }
}

/**
 * After the next paint: the frame's rAF runs just before it paints, the task after it. Never
 * cancelled: a quick second commit must not lose the measure of the first.
 */
function afterPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}

export function markAttendeesMount(): void {
  if (mountMarked) return;
  mountMarked = true;
  safely(() => performance.mark('attendees:mount'));
}

/** The search field changed: the clock runs until the list for `query` has painted. */
export function markSearchInput(query: string): void {
  pendingQuery = query;
  safely(() => {
    performance.clearMarks(inputMark);
    performance.mark(inputMark);
  });
}

/** Called after each commit of the list: measures the first rows, and a keystroke once its result is shown. */
export function measureAttendeeList(hasRows: boolean, shownQuery: string): void {
  if (hasRows && !renderMeasured) {
    renderMeasured = true;
    afterPaint(() => safely(() => performance.measure('attendees:render')));
  }
  if (pendingQuery !== null && pendingQuery === shownQuery) {
    pendingQuery = null;
    afterPaint(() => safely(() => performance.measure('attendees:search', inputMark)));
  }
}
