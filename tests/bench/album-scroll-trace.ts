// Scrolling as a person scrolls, measured the way Chromium's DevTools counts frames.
// The page is scrolled by a synthesized wheel gesture (CDP Input.synthesizeScrollGesture): the
// compositor thread moves the page, as for a finger or a wheel, while the main thread renders the
// rows that come near. Chromium's trace reports every frame it produced (the "PipelineReporter"
// events of the cc/benchmark categories, the same events the Performance panel's frames track
// shows) with its final state:
// - presented all: on time, with everything;
// - presented partial: on time, but some of the main thread's update came a frame late;
// - dropped: not presented at its vsync (what the target counts);
// - no update desired: nothing changed that frame.
// (Headless Chromium synthesizes touch gestures that do not move the page; a wheel gesture does.)
import type { CDPSession } from '@playwright/test';
import { traced } from './chromium-trace.ts';

export interface ScrollFrames {
  scrolledPx: number;
  presentedAll: number;
  presentedPartial: number;
  dropped: number;
  noUpdate: number;
  /** Frames presented with part of the picture missing (tiles not yet rastered: checkerboarding). */
  missingContent: number;
}

interface FrameReport {
  state?: string;
  has_missing_content?: boolean;
  affects_smoothness?: boolean;
  frame_source?: number | string;
  frame_sequence?: number | string;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid?: number;
  ts: number;
  args?: { frame_reporter?: FrameReport; chrome_frame_reporter?: FrameReport };
}

const categories = ['benchmark', 'cc', 'disabled-by-default-devtools.timeline.frame'];

// Worst first: a frame reported by more than one pipeline (the compositor's and the main thread's) takes its worst state.
const states = ['STATE_DROPPED', 'STATE_PRESENTED_PARTIAL', 'STATE_PRESENTED_ALL', 'STATE_NO_UPDATE_DESIRED'] as const;

/**
 * Counts the frames of one trace by their final state (exported for its self-check in tool-self-checks.ts). A frame is one
 * (process, frame source, frame sequence); Chromium may report it more than once.
 */
export function countFrames(events: readonly TraceEvent[]): Omit<ScrollFrames, 'scrolledPx'> {
  const frames = new Map<string, { rank: number; missing: boolean }>();
  for (const event of events) {
    if (event.name !== 'PipelineReporter' || event.ph !== 'b') continue;
    // Chromium renamed the argument (chrome_frame_reporter → frame_reporter); read either.
    const report = event.args?.frame_reporter ?? event.args?.chrome_frame_reporter;
    const rank = states.indexOf(report?.state as (typeof states)[number]);
    if (!report || rank < 0) continue;
    const key = report.frame_sequence === undefined ? `event ${frames.size}` : `${event.pid}:${report.frame_source}:${report.frame_sequence}`;
    const seen = frames.get(key);
    frames.set(key, { rank: Math.min(rank, seen?.rank ?? rank), missing: (seen?.missing ?? false) || report.has_missing_content === true });
  }
  const counts = { presentedAll: 0, presentedPartial: 0, dropped: 0, noUpdate: 0, missingContent: 0 };
  const field = ['dropped', 'presentedPartial', 'presentedAll', 'noUpdate'] as const;
  for (const frame of frames.values()) {
    counts[field[frame.rank]!] += 1;
    if (frame.missing) counts.missingContent += 1;
  }
  return counts;
}

export interface DroppedBreakdown {
  affectingSmoothness: number;
  /** Before the gesture's first scroll update: the page not yet moving (the trace starts a few frames early). */
  beforeGesture: number;
  afterGesture: number;
}

/**
 * Where the dropped frames of a trace fall (exported for its self-check in tool-self-checks.ts): how many Chromium itself
 * marks as affecting smoothness (its "affects_smoothness": the frames its own dropped-frame metric
 * counts), how many came before the gesture's first scroll update (the trace starts a few frames
 * before the gesture: nothing was scrolling yet), and how many after its last, while the main thread
 * was still drawing the rows it had fallen behind on (the page no longer moving).
 */
export function droppedBreakdown(events: readonly TraceEvent[]): DroppedBreakdown {
  const updates = events.filter((event) => event.name === 'InputHandler::ScrollUpdate').map((event) => event.ts);
  // With no scroll update at all, every dropped frame counts as after the gesture (none as before).
  const firstUpdate = updates.length === 0 ? -Infinity : Math.min(...updates);
  const lastUpdate = Math.max(-Infinity, ...updates);
  const dropped = new Map<string, { ts: number; smooth: boolean }>();
  for (const event of events) {
    if (event.name !== 'PipelineReporter' || event.ph !== 'b') continue;
    const report = event.args?.frame_reporter ?? event.args?.chrome_frame_reporter;
    if (report?.state !== 'STATE_DROPPED') continue;
    const key = report.frame_sequence === undefined ? `event ${dropped.size}` : `${event.pid}:${report.frame_source}:${report.frame_sequence}`;
    const seen = dropped.get(key);
    dropped.set(key, { ts: Math.min(event.ts, seen?.ts ?? event.ts), smooth: (seen?.smooth ?? false) || report.affects_smoothness === true });
  }
  const frames = [...dropped.values()];
  return {
    affectingSmoothness: frames.filter((frame) => frame.smooth).length,
    beforeGesture: frames.filter((frame) => frame.ts < firstUpdate).length,
    afterGesture: frames.filter((frame) => frame.ts > lastUpdate).length,
  };
}

export interface WheelRun {
  frames: ScrollFrames;
  dropped: DroppedBreakdown;
}

/** Dropped frames while scrolling: from the gesture's first scroll update on (the trace starts a few frames before it). */
export const droppedScrolling = (run: WheelRun) => run.frames.dropped - run.dropped.beforeGesture;

/** The run whose dropped frames while scrolling are the median of the runs' (the lower middle of an even count). */
export function medianWheelRun<T extends WheelRun>(runs: readonly T[]): T {
  const sorted = [...runs].sort((a, b) => droppedScrolling(a) - droppedScrolling(b));
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('No wheel gesture was traced');
  return middle;
}

/** Scrolls the page `distance` px down at `speed` px/s with a wheel gesture, tracing the frames (and `moreCategories`, to study them). */
export async function traceWheelScroll(
  cdp: CDPSession,
  { distance, speed, x, y, moreCategories = [] }: { distance: number; speed: number; x: number; y: number; moreCategories?: string[] },
  scrollY: () => Promise<number>,
): Promise<{ frames: ScrollFrames; dropped: DroppedBreakdown; events: object[] }> {
  const before = await scrollY();
  const { events } = await traced(cdp, [...categories, ...moreCategories], () => cdp.send('Input.synthesizeScrollGesture', { x, y, yDistance: -distance, speed, gestureSourceType: 'mouse', preventFling: true }));
  return { frames: { scrolledPx: (await scrollY()) - before, ...countFrames(events as TraceEvent[]) }, dropped: droppedBreakdown(events as TraceEvent[]), events };
}
