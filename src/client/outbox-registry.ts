import type { OutboxOps } from './offline/outbox-ops.ts';
import { activityOutboxOps } from './features/activities/activity-outbox-ops.ts';
import { albumAddOutboxOps } from './features/album/album-add-outbox-ops.ts';
import { photoActionOutboxOps } from './features/album/photo-action-outbox-ops.ts';
import { bingoOutboxOps } from './features/bingo/bingo-outbox-ops.ts';
import { checkInOutboxOps } from './features/check-in/check-in-outbox-ops.ts';
import { connectionOutboxOps } from './features/connections/connection-outbox-ops.ts';
import { exhibitorOutboxOps } from './features/exhibitors/exhibitor-outbox-ops.ts';
import { feedbackOutboxOps } from './features/feedback/feedback-outbox-ops.ts';
import { meetingOutboxOps } from './features/meetings/meeting-outbox-ops.ts';
import { pollOutboxOps } from './features/polls/poll-outbox-ops.ts';
import { postsReadOutboxOps } from './features/posts/posts-read-outbox-ops.ts';
import { questionsOutboxOps } from './features/questions/questions-outbox-ops.ts';
import { agendaOutboxOps } from './features/schedule/agenda-outbox-ops.ts';

// Every offline write the page can queue, by op name: each feature's ops, put together here at
// the top of the client so the outbox (offline/) imports no feature and no feature another.
// main.tsx hands this registry to the outbox at start; the type refuses a name left out.
export const outboxOps: OutboxOps = {
  ...checkInOutboxOps,
  ...connectionOutboxOps,
  ...agendaOutboxOps,
  ...pollOutboxOps,
  ...feedbackOutboxOps,
  ...activityOutboxOps,
  ...questionsOutboxOps,
  ...exhibitorOutboxOps,
  ...bingoOutboxOps,
  ...albumAddOutboxOps,
  ...postsReadOutboxOps,
  ...photoActionOutboxOps,
  ...meetingOutboxOps,
};
