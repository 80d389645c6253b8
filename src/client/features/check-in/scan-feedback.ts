import type { VerdictTone } from './verdict-copy.ts';

// Sound and vibration, so staff know the answer without looking: a high chirp for green, two
// middle beeps for amber, two low tones for red. Best effort: no audio or vibration API, or a muted page, is fine.

let audio: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return null;
  audio ??= new AudioContext();
  // Browsers start audio suspended until the page has been touched; resume() is then allowed.
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  return audio;
}

/** Called on a tap, so later sounds (from a scan, not a tap) are allowed to play. */
export function unlockScanSound(): void {
  audioContext();
}

function tone(context: AudioContext, frequency: number, start: number, duration: number): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.3, start + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + duration);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(start);
  oscillator.stop(start + duration + 0.02);
}

export function playScanFeedback(toneName: VerdictTone): void {
  try {
    navigator.vibrate?.(toneName === 'green' ? 80 : [180, 90, 180]);
    const context = audioContext();
    if (!context) return;
    const now = context.currentTime;
    if (toneName === 'green') {
      tone(context, 1320, now, 0.12);
    } else if (toneName === 'amber') {
      tone(context, 520, now, 0.1);
      tone(context, 520, now + 0.16, 0.1);
    } else {
      tone(context, 220, now, 0.18);
      tone(context, 180, now + 0.24, 0.22);
    }
  } catch {
    // No sound is better than a broken scanner.
  }
}
