import type { HallwayEvent } from '#shared/contracts/event.ts';

interface EventPictureProps {
  event: Pick<HallwayEvent, 'name' | 'picture'>;
  className?: string;
}

/** The event's picture, or a brand gradient with its initial when it has none. */
export function EventPicture({ event, className = '' }: EventPictureProps) {
  if (event.picture?.src) {
    return <img src={event.picture.src} alt="" loading="lazy" className={`${className} object-cover`} />;
  }
  return (
    <div
      aria-hidden="true"
      className={`${className} flex items-center justify-center bg-gradient-to-br from-primary-600 via-primary-500 to-fuchsia-500 text-4xl font-black text-white/90`}
    >
      {event.name.charAt(0).toUpperCase()}
    </div>
  );
}
