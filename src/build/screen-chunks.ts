import type { Plugin } from 'vite';

// Which of our own modules share a chunk beyond the app's start (vite.config.ts's "app" group).
// Left to itself the bundler gives every set of route chunks that shares a module a chunk of its
// own: some 150 chunks under 2 kB, and a signed-in first visit on a slow link waited for 57 of
// them, six at a time (issue 35). Three groups instead, found from the module graph at the end of
// each build, so they follow the code without a list to keep:
// - "trpc": tRPC and our client of it, which the sign-in page needs as well.
// - "signed-in-start": what the app's start imports dynamically once someone is signed in (the
//   signed-in header and overlays, the outbox…), with all they import, and the event screens'
//   modules that other signed-in pages use too: every signed-in page loads it, so one file.
// - "event-screens": the event's layouts and what two or more of its attendee screens share (the
//   event pack's hooks, the page's frame): an event screen loads it and its own route chunk.
// None of them takes what a signed-out page or the landing page loads (the sign-in form's fields,
// the service worker's registration): what signed-out and signed-in pages share joins the app's
// start instead (sharedWithSignedOut), so the landing page loads no more than before. Modules used
// by one screen alone stay in that screen's chunk, as before. Decision record 0089.

export interface ShellModules {
  /** The app's start (main.tsx and what it imports statically). */
  app: ReadonlySet<string>;
  /** The page entry's own imports (boot.ts), kept out of every group. */
  boot: ReadonlySet<string>;
}

/** Our own page code: not a dependency, not a stylesheet, not a route's split part. */
const ownModule = /\/src\/(client|shared)\/[^?]*\.tsx?$/;
/** The entries themselves stay chunks of their own. */
const entryModule = /\/src\/client\/(boot\.ts|landing-main\.tsx|main\.tsx)$/;
/** The split parts of the event's layouts, which every event screen loads: they join the "event-screens" chunk. */
const eventLayoutPart = /\/src\/client\/routes\/event\/\$eventId\/(route|_attendee)\.tsx\?tsr-split=/;
/** The split parts of an event's attendee screens (its home, layout and the pages under _attendee; not the console). */
const eventScreenPart = /\/src\/client\/routes\/event\/\$eventId\/(route|index|_attendee)(\/[^?]*)?\.tsx\?tsr-split=/;

/**
 * Shared by this many event screens or more. Two: with four, what two or three share (the agenda
 * toggle, the session times) stayed a handful of small chunks the schedule waited for; with two, the
 * polls' forms and the camera scanner ride along (a few kB), one request instead of several.
 */
const eventScreensSharing = 2;

/** Route parts outside the signed-in area (the landing page, sign-in, the legal pages, a join link…). */
const signedOutPart = /\/src\/client\/routes\/(?!_authenticated[/.]|event\/)[^?]*\?tsr-split=/;
/** tRPC and the page's client of it: the signed-out pages that talk to the server load it alone. */
const trpcModule = /\/node_modules\/@trpc\/|\/src\/client\/lib\/(trpc|use-trpc|api-paths)\.ts$/;

const signedInModules = new Set<string>();
const eventSharedModules = new Set<string>();
/**
 * What signed-out pages (sign-in, register) share with signed-in ones (a form's fields, a notice),
 * never what the landing page's start uses: vite.config.ts puts it in the app's start, which both
 * load, instead of a few small chunks of their own.
 */
export const sharedWithSignedOut = new Set<string>();

export const screenChunkGroups = [
  { name: 'trpc', priority: 2, test: trpcModule },
  { name: 'signed-in-start', priority: 1, test: (id: string) => signedInModules.has(id) },
  { name: 'event-screens', priority: 1, test: (id: string) => eventSharedModules.has(id) },
];

/** Finds the groups' modules once the module graph is complete (after the app's own sets are known). */
export function collectScreenChunkModules(shell: ShellModules): Plugin {
  return {
    name: 'hallway-screen-chunk-modules',
    apply: 'build',
    buildStart() {
      signedInModules.clear();
      eventSharedModules.clear();
      sharedWithSignedOut.clear();
    },
    buildEnd() {
      const ids = [...this.getModuleIds()];
      // Never what a signed-out page uses: the sign-in page must not load the signed-in start for a form's styles.
      const signedOutUses = new Set<string>();
      const grouped = (id: string) => shell.app.has(id) || shell.boot.has(id) || trpcModule.test(id) || signedOutUses.has(id) || signedInModules.has(id);
      const staticClosure = (roots: Iterable<string>) => {
        const found = new Set<string>();
        const pending = [...roots];
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (found.has(id)) continue;
          found.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) if (ownModule.test(next) && !entryModule.test(next)) pending.push(next);
        }
        return found;
      };
      const dynamicFromApp = [...shell.app].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
      const signedInRoots = dynamicFromApp.filter((id) => ownModule.test(id) && !entryModule.test(id));
      // Signed-out pages and the landing page's start, with what they load later (the service worker's registration).
      const signedOutRoots = ids.filter((id) => signedOutPart.test(id) || id.endsWith('/src/client/landing-main.tsx'));
      for (const id of staticClosure(signedOutRoots)) signedOutUses.add(id);
      const loadedLaterSignedOut = [...signedOutUses].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((id) => ownModule.test(id));
      for (const id of staticClosure(loadedLaterSignedOut)) signedOutUses.add(id);
      for (const id of staticClosure(signedInRoots)) if (!grouped(id)) signedInModules.add(id);

      const importsOf = (parts: string[]) => staticClosure(parts.flatMap((part) => this.getModuleInfo(part)?.importedIds ?? []));
      const usedBy = new Map<string, number>();
      for (const part of ids.filter((id) => eventScreenPart.test(id))) {
        for (const id of importsOf([part])) if (!grouped(id)) usedBy.set(id, (usedBy.get(id) ?? 0) + 1);
      }
      const layouts = ids.filter((id) => eventLayoutPart.test(id));
      const eventWide = [...layouts, ...importsOf(layouts), ...[...usedBy].filter(([, screens]) => screens >= eventScreensSharing).map(([id]) => id)];
      // An event screen's module that signed-in pages elsewhere use too (the outbox's status line) would be a small chunk of its own.
      const alsoElsewhere = [...usedBy.keys()];
      // What other pages use as well (forms' styles, the tRPC hook…) goes with the signed-in start, which
      // they load anyway, so that no page outside an event has to load the event screens' chunk for it.
      const elsewhere = importsOf(ids.filter((id) => id.includes('?tsr-split=') && !eventScreenPart.test(id)));
      for (const id of eventWide) if (!grouped(id)) (elsewhere.has(id) ? signedInModules : eventSharedModules).add(id);
      for (const id of alsoElsewhere) if (!grouped(id) && elsewhere.has(id)) signedInModules.add(id);
      // What the event's shared code loads a moment later (the updates' refresh) comes with it.
      const loadedLater = [...eventSharedModules].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((id) => ownModule.test(id));
      for (const id of staticClosure(loadedLater)) if (!grouped(id) && !elsewhere.has(id)) eventSharedModules.add(id);

      // The landing page's start and what it loads later (the service worker's registration) stay out of the app's start.
      const landingStart = staticClosure(ids.filter((id) => id.endsWith('/src/client/landing-main.tsx')));
      const landing = new Set([...landingStart, ...staticClosure([...landingStart].flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((id) => ownModule.test(id)))]);
      const signedInSide = new Set([...staticClosure(signedInRoots), ...importsOf(ids.filter((id) => id.includes('?tsr-split=') && !signedOutPart.test(id)))]);
      for (const id of signedOutUses) {
        if (ownModule.test(id) && signedInSide.has(id) && !landing.has(id) && !shell.app.has(id) && !shell.boot.has(id) && !trpcModule.test(id)) sharedWithSignedOut.add(id);
      }
    },
  };
}
