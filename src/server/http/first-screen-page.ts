import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticateResult, type Account } from '#shared/contracts/account.ts';
import { trpcUrl } from '#shared/api-paths.ts';
import { eventHomeOf, firstScreenAsks, packPartPage } from '#shared/rules/first-screen-asks.ts';
import { firstScreenSkipHeader, phoneTimeZoneCookie } from '#shared/rules/first-screen-page.ts';
import type { FirstScreenRenderer } from '../services/first-screen-renderer.ts';
import { escapeHtml } from '../services/html-escape.ts';

// A cold, signed-in first visit to an event's home, schedule or attendee list gets that screen
// drawn into its page (issue 35): on venue Wi-Fi the screen then shows once the HTML and the
// stylesheet are in (~1 s), not after the app's code (~2.2 s). The server asks itself, with the
// visitor's cookie and through every check an API request passes (app.inject), exactly what the
// page's entry would ask (#shared/rules/first-screen-asks.ts), and has the app's own code draw it
// (services/first-screen-renderer.ts). The page shows it inert until the live page replaces it
// (src/client/lib/first-screen/adopt-drawn-screen.ts). Anything short of every answer being a
// plain 200, and the page leaves as before, undrawn.

/** Fills a page's shell (the HTML the server would send) with the screen drawn for this visit, or null. */
export type DrawFirstScreen = (request: FastifyRequest, shellHtml: string) => Promise<string | null>;

const marker = '<div id="root"></div>';
/**
 * The most a page waits for its drawing, asks included (the renderer has its own, shorter limit):
 * on a busy server the plain page, now, beats a drawn one later. Its first paint was ~1 s sooner.
 */
const drawingBudgetMs = 1500;
const zoneName = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/** The phone's zone as its app last wrote it in the cookie, when it is one this server knows. */
function phoneTimeZone(request: FastifyRequest): string | null {
  const zone = request.cookies?.[phoneTimeZoneCookie];
  if (!zone || !zoneName.test(zone)) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Whether the page at `pathname` is one the server draws (the event's home, schedule, attendee list). */
function isDrawnScreen(pathname: string): boolean {
  return eventHomeOf(pathname) !== null || packPartPage(pathname) !== null;
}

export function createFirstScreenDrawer(app: FastifyInstance, renderer: FirstScreenRenderer, brand: string, budgetMs = drawingBudgetMs): DrawFirstScreen {
  /** The body of a GET as this visitor, or null unless it is a 200. */
  const askAs = async (request: FastifyRequest, url: string): Promise<string | null> => {
    const answer = await app.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      headers: { cookie: request.headers.cookie ?? '', 'user-agent': request.headers['user-agent'] ?? '', accept: 'application/json' },
    });
    return answer.statusCode === 200 ? answer.body : null;
  };

  const accountOf = async (request: FastifyRequest): Promise<Account | null> => {
    const body = await askAs(request, `${trpcUrl}/account.authenticate`);
    if (body === null) return null;
    const result = authenticateResult.safeParse((JSON.parse(body) as { result?: { data?: unknown } }).result?.data);
    return result.success && result.data.success ? result.data.data : null;
  };

  const draw = async (request: FastifyRequest, pathname: string, shellHtml: string): Promise<string | null> => {
    const asks = firstScreenAsks(pathname);
    const account = await accountOf(request);
    if (!account) return null;
    const answers: Record<string, string> = {};
    const bodies = await Promise.all([...asks.queries, ...(asks.feed ? [asks.feed] : [])].map(async (ask) => [ask.key, await askAs(request, ask.url)] as const));
    for (const [key, body] of bodies) {
      if (body === null) return null;
      answers[key] = body;
    }
    const drawn = await renderer.draw({ path: request.url, brand, account, timeZone: phoneTimeZone(request), answers });
    if (!drawn) return null;
    const screen =
      `<div id="first-screen" data-drawn-by="server" data-path="${escapeHtml(request.url)}" data-account="${escapeHtml(account.id)}" inert aria-busy="true">` +
      `${drawn.html}</div>`;
    const page = shellHtml.replace(marker, () => `${screen}${marker}`);
    return drawn.title === null ? page : page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(drawn.title!)}</title>`);
  };

  return async (request, shellHtml) => {
    // The service worker's own fetch of a page: it keeps the plain shell for every address.
    if (request.headers[firstScreenSkipHeader] !== undefined) return null;
    const mark = request.url.indexOf('?');
    const pathname = mark === -1 ? request.url : request.url.slice(0, mark);
    // A busy renderer: the page leaves now, without asking for what it could not draw anyway.
    if (!isDrawnScreen(pathname) || !shellHtml.includes(marker) || !renderer.canDraw()) return null;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), budgetMs)));
    try {
      return await Promise.race([draw(request, pathname, shellHtml).catch(() => null), late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
