// Did a WebDriver click reach its element? WebKitGTK's driver clicks at the element's place as the
// page last laid it out; right after a scroll, on a busy machine, the click can go where the
// element was. (Issue 34 first blamed this for flow 8's switch; a probe later showed that click
// reached the switch, and the fault was the app's, lib/load-query.ts. The check stays: it costs
// little and a click that reached nothing is then retried.) So before a click the page scrolls,
// waits two frames for the scroll to be painted, and arms a one-time listener; after it, the
// listener says where the click went.

interface ProbeWindow {
  __hallwayClickProbe?: { landed: string | null; listener: (event: Event) => void };
}

/** Runs in the page (Execute Async Script): centre the element, let it paint, arm the probe. */
export async function centreAndArmClickProbe(element: Element): Promise<void> {
  element.scrollIntoView({ block: 'center', inline: 'center' });
  for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  const probeWindow = window as unknown as ProbeWindow;
  if (probeWindow.__hallwayClickProbe) document.removeEventListener('click', probeWindow.__hallwayClickProbe.listener, true);
  const probe: NonNullable<ProbeWindow['__hallwayClickProbe']> = {
    landed: null,
    listener: (event: Event) => {
      const target = event.target as Element | null;
      probe.landed = target && element.contains(target) ? 'target' : (target?.outerHTML.slice(0, 80) ?? 'nothing');
    },
  };
  probeWindow.__hallwayClickProbe = probe;
  document.addEventListener('click', probe.listener, { capture: true, once: true });
}

/**
 * Runs in the page (Execute Script), after the click: 'target', what it landed on instead, null
 * when no click reached the page, or 'left' when the page is another one (the click navigated).
 */
export function readClickProbe(): string | null {
  const probe = (window as unknown as ProbeWindow).__hallwayClickProbe;
  return probe ? probe.landed : 'left';
}
