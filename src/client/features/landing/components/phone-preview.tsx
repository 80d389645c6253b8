/** A drawn phone showing the app at an event: decorative, so hidden from screen readers. */
export function PhonePreview() {
  const session = (time: string, title: string, room: string, live = false) => (
    <div className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200 dark:bg-gray-800 dark:ring-gray-700">
      <p className="flex items-center justify-between text-[11px] font-medium text-gray-500 dark:text-gray-400">
        {time} · {room}
        {live ? <span className="rounded-full bg-emerald-100 px-1.5 text-[10px] font-bold text-emerald-700 dark:bg-emerald-500/20 dark:text-emerald-300">LIVE</span> : null}
      </p>
      <p className="mt-1 text-sm font-semibold">{title}</p>
    </div>
  );
  return (
    <div aria-hidden="true" className="relative mx-auto w-64 sm:w-72">
      <div className="absolute -inset-8 -z-10 rounded-full bg-primary-400/25 blur-3xl dark:bg-primary-500/20" />
      <div className="rounded-[2.5rem] bg-gray-900 p-3 shadow-2xl ring-1 ring-gray-900/10 dark:ring-white/10">
        <div className="overflow-hidden rounded-[2rem] bg-gray-50 dark:bg-gray-950">
          <div className="flex items-center justify-between bg-primary-700 px-4 pt-6 pb-4 text-white">
            <div>
              <p className="text-[11px] opacity-80">Today at</p>
              <p className="text-base font-bold">Northern Lights Summit</p>
            </div>
            <span className="rounded-full bg-amber-300 px-2 py-0.5 text-[10px] font-bold text-amber-950">Offline</span>
          </div>
          <div className="space-y-2 p-3">
            {session('9:30 a.m.', 'Opening keynote: Rooms that talk', 'Main hall', true)}
            {session('10:45 a.m.', 'Hallway track: meet your matches', 'Atrium')}
            <div className="flex items-center gap-3 rounded-xl bg-primary-600 p-3 text-white">
              <div className="grid size-12 grid-cols-4 gap-0.5 rounded bg-white p-1">
                {Array.from({ length: 16 }, (_, i) => (
                  <span key={i} className={[0, 2, 3, 5, 6, 9, 11, 12, 15].includes(i) ? 'bg-gray-900' : ''} />
                ))}
              </div>
              <div>
                <p className="text-xs font-semibold">Your check-in code</p>
                <p className="text-[11px] opacity-80">Works without Wi-Fi</p>
              </div>
            </div>
            {session('1:00 p.m.', 'Workshop: Offline-first design', 'Room 204')}
          </div>
        </div>
      </div>
    </div>
  );
}
