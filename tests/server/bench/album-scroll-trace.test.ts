import { describe, expect, it } from 'vitest';
import { countFrames, droppedBreakdown, medianWheelRun } from '../../bench/album-scroll-trace.ts';

// The album bench's frame count reads Chromium's trace: each frame's "PipelineReporter" begin
// event carries its final state; end events, other events and other states are not frames.

const frame = (state: string, extra: Record<string, unknown> = {}, key = 'frame_reporter') => ({ name: 'PipelineReporter', ph: 'b', ts: 1, args: { [key]: { state, ...extra } } });

describe('countFrames', () => {
  it('counts begin events by final state, under either name Chromium gave the argument', () => {
    const counts = countFrames([
      frame('STATE_PRESENTED_ALL'),
      frame('STATE_PRESENTED_ALL', {}, 'chrome_frame_reporter'),
      frame('STATE_PRESENTED_PARTIAL', { has_missing_content: true }),
      frame('STATE_DROPPED'),
      frame('STATE_DROPPED', {}, 'chrome_frame_reporter'),
      frame('STATE_NO_UPDATE_DESIRED'),
      { name: 'PipelineReporter', ph: 'e', ts: 2, args: {} },
      { name: 'PipelineReporter', ph: 'e', ts: 2, args: { frame_reporter: { state: 'STATE_DROPPED' } } },
      { name: 'BeginFrame', ph: 'b', ts: 3, args: { frame_reporter: { state: 'STATE_DROPPED' } } },
      frame('STATE_SOMETHING_NEW'),
    ]);
    expect(counts).toEqual({ presentedAll: 2, presentedPartial: 1, dropped: 2, noUpdate: 1, missingContent: 1 });
  });

  it('counts a frame reported twice once, at its worse state', () => {
    const report = (state: string, sequence: number, pid = 7, extra: Record<string, unknown> = {}) => ({
      name: 'PipelineReporter',
      ph: 'b',
      pid,
      ts: sequence,
      args: { frame_reporter: { state, frame_source: 1, frame_sequence: sequence, ...extra } },
    });
    const counts = countFrames([
      report('STATE_PRESENTED_ALL', 1),
      report('STATE_PRESENTED_PARTIAL', 1, 7, { has_missing_content: true }),
      report('STATE_NO_UPDATE_DESIRED', 2),
      report('STATE_DROPPED', 2),
      report('STATE_PRESENTED_ALL', 3),
      report('STATE_PRESENTED_ALL', 3, 8),
    ]);
    expect(counts).toEqual({ presentedAll: 2, presentedPartial: 1, dropped: 1, noUpdate: 0, missingContent: 1 });
  });

  it('finds no frames in a trace without frame reports', () => {
    expect(countFrames([])).toEqual({ presentedAll: 0, presentedPartial: 0, dropped: 0, noUpdate: 0, missingContent: 0 });
  });
});

describe('droppedBreakdown', () => {
  const update = (ts: number) => ({ name: 'InputHandler::ScrollUpdate', ph: 'X', ts });
  const dropped = (ts: number, sequence: number, smooth?: boolean) => ({
    name: 'PipelineReporter',
    ph: 'b',
    pid: 7,
    ts,
    args: { frame_reporter: { state: 'STATE_DROPPED', frame_source: 1, frame_sequence: sequence, ...(smooth === undefined ? {} : { affects_smoothness: smooth }) } },
  });

  it('tells the dropped frames before the first scroll update, after the last, and those Chromium says affect smoothness', () => {
    const where = droppedBreakdown([
      dropped(4, 0, false),
      update(10),
      dropped(15, 1, true),
      update(20),
      dropped(25, 2, false),
      dropped(30, 3),
      { name: 'PipelineReporter', ph: 'b', pid: 7, ts: 35, args: { frame_reporter: { state: 'STATE_PRESENTED_ALL', frame_source: 1, frame_sequence: 4 } } },
      // Reported twice: one frame, smooth if either report says so.
      dropped(40, 5, false),
      dropped(41, 5, true),
    ]);
    expect(where).toEqual({ affectingSmoothness: 2, beforeGesture: 1, afterGesture: 3 });
  });

  it('counts every dropped frame as after the gesture when the trace has no scroll update', () => {
    expect(droppedBreakdown([dropped(5, 1)])).toEqual({ affectingSmoothness: 0, beforeGesture: 0, afterGesture: 1 });
  });
});

describe('medianWheelRun', () => {
  const run = (dropped: number, beforeGesture: number, name: string) => ({
    name,
    frames: { scrolledPx: 20_000, presentedAll: 500, presentedPartial: 90, dropped, noUpdate: 0, missingContent: 0 },
    dropped: { affectingSmoothness: 0, beforeGesture, afterGesture: 0 },
  });

  it('takes the gesture of median dropped frames, not counting those before the gesture began', () => {
    // While scrolling: a 0, b 3, c 1 (two of its three came before the first scroll update).
    expect(medianWheelRun([run(0, 0, 'a'), run(3, 0, 'b'), run(3, 2, 'c')]).name).toBe('c');
    expect(medianWheelRun([run(2, 0, 'a'), run(0, 0, 'b')]).name).toBe('b');
  });

  it('refuses an empty list', () => {
    expect(() => medianWheelRun([])).toThrow(/No wheel gesture/);
  });
});
