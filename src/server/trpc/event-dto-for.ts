import type { HallwayEvent } from '#shared/contracts/event.ts';
import type { EventAccess } from '../services/access/event-access.ts';
import { requireVisibleEvent } from '../services/access/require-access.ts';
import { toEventDto, type ThemeWarning } from '../services/events/event-dto.ts';
import type { Context } from './context.ts';

/** Unknown theme colours are logged with the request, so the trace id leads to the event. */
export function themeWarning(ctx: Context): ThemeWarning {
  return (message) => ctx.request.log.warn(message);
}

export function eventDto(ctx: Context, access: EventAccess): HallwayEvent {
  return toEventDto(access, themeWarning(ctx));
}

/** After a change: forget the grants loaded earlier in this request and answer with fresh ones. */
export async function freshEventDto(ctx: Context, eventId: string): Promise<HallwayEvent> {
  ctx.access.forget();
  return eventDto(ctx, await requireVisibleEvent(ctx, eventId));
}
