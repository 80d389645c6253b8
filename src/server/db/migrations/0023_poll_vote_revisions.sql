-- What a vote relies on (src/server/services/polls/vote-judgement.ts): the poll's revision counts
-- the changes of its options, single or multiple choice and anonymity; a vote names the revision
-- its voter saw and is refused when that is no longer the poll's. shown_revision is the revision
-- members could first see: anonymity is locked from then on, and a vote queued before votes named
-- revisions is taken only while the poll is still as members first saw it.
ALTER TABLE "polls" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "polls" ADD COLUMN "shown_revision" integer;--> statement-breakpoint
-- Polls members could already see. Those changed since they were made may have changed what
-- voters saw (nothing recorded what changed): a queued vote without a revision cannot prove it
-- saw the poll as it is, so their revision moves past the one shown.
UPDATE "polls" SET "shown_revision" = 0,
  "revision" = CASE WHEN "updated_at" > "created_at" THEN 1 ELSE 0 END
WHERE "state" <> 'scheduled' OR "opens_at" <= now();--> statement-breakpoint
-- Every writer that makes a poll visible (create, open, close, the opener job, seeds) notes the
-- revision members now see, once.
CREATE FUNCTION note_poll_shown() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.shown_revision := NEW.revision;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER polls_note_shown BEFORE INSERT OR UPDATE OF state ON polls
FOR EACH ROW WHEN (NEW.state <> 'scheduled' AND NEW.shown_revision IS NULL)
EXECUTE FUNCTION note_poll_shown();--> statement-breakpoint
-- write_poll_vote of migration 0021 with two more checks: the poll's revision is still the one
-- the vote was judged on (updated_at alone could repeat within a clock tick), and a vote that
-- replaces an earlier one finds that one stored (a device whose last vote was refused names it as
-- its previous choice: its counts must not be taken back from options it never counted in).
DROP FUNCTION write_poll_vote(uuid, uuid, uuid, text, text, text, jsonb, timestamptz, text, float8, float8, json, text, boolean, json, text, json, timestamptz);--> statement-breakpoint
CREATE FUNCTION write_poll_vote(
  p_poll_id uuid,
  p_event_id uuid,
  p_account_id uuid,
  p_key text,
  p_op text,
  p_fingerprint text,
  p_stored jsonb,
  p_poll_version timestamptz,
  p_poll_revision int,
  p_poll_state text,
  p_opens_at float8,
  p_closes_at float8,
  p_option_ids json,
  p_commitment text,
  p_replaces boolean,
  p_before_option_ids json,
  p_before_commitment text,
  p_moves json,
  p_voted_at timestamptz
) RETURNS TABLE (voted int, claimed int, votes json, voters int) LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH moves AS (
    SELECT m.id, m.delta FROM json_to_recordset(p_moves) AS m(id uuid, delta int)
  ),
  poll AS (
    SELECT polls.id FROM polls
    WHERE polls.id = p_poll_id AND polls.event_id = p_event_id
      AND polls.updated_at = p_poll_version AND polls.revision = p_poll_revision AND polls.state = p_poll_state
      AND floor(extract(epoch FROM polls.opens_at)) IS NOT DISTINCT FROM p_opens_at
      AND floor(extract(epoch FROM polls.closes_at)) IS NOT DISTINCT FROM p_closes_at
      AND (SELECT count(*) FROM poll_options WHERE poll_options.poll_id = p_poll_id AND poll_options.id IN (SELECT moves.id FROM moves WHERE moves.delta > 0))
        = (SELECT count(*) FROM moves WHERE moves.delta > 0)
    FOR SHARE
  ),
  vote AS (
    INSERT INTO poll_votes AS stored (poll_id, account_id, option_ids, commitment, voted_at)
    SELECT p_poll_id, p_account_id,
      (SELECT array_agg(chosen.value::uuid ORDER BY chosen.position) FROM json_array_elements_text(p_option_ids) WITH ORDINALITY AS chosen(value, position)),
      p_commitment, p_voted_at
    WHERE EXISTS (SELECT 1 FROM poll)
      AND NOT EXISTS (SELECT 1 FROM applied_writes WHERE applied_writes.account_id = p_account_id AND applied_writes.idempotency_key = p_key)
      AND (NOT p_replaces OR EXISTS (SELECT 1 FROM poll_votes WHERE poll_votes.poll_id = p_poll_id AND poll_votes.account_id = p_account_id))
    ON CONFLICT (poll_id, account_id) DO UPDATE
      SET option_ids = excluded.option_ids, commitment = excluded.commitment, voted_at = excluded.voted_at
      -- Checked on the row as it is now, after waiting for another of the person's devices.
      WHERE p_replaces
        AND stored.option_ids IS NOT DISTINCT FROM (SELECT array_agg(chosen.value::uuid ORDER BY chosen.position) FROM json_array_elements_text(p_before_option_ids) WITH ORDINALITY AS chosen(value, position))
        AND stored.commitment IS NOT DISTINCT FROM p_before_commitment
    RETURNING 1
  ),
  -- After the vote row (reading vote runs it first): two of one person's devices meet on that row
  -- before either holds an option.
  locked AS (
    SELECT poll_options.id FROM poll_options
    WHERE poll_options.poll_id = p_poll_id AND poll_options.id IN (SELECT moves.id FROM moves) AND EXISTS (SELECT 1 FROM vote)
    ORDER BY poll_options.id
    FOR UPDATE
  ),
  moved AS (
    UPDATE poll_options SET votes = poll_options.votes + moves.delta
    FROM moves
    WHERE poll_options.id = moves.id AND poll_options.poll_id = p_poll_id
      -- count(*) reads every locked row first, so all are locked (in order) before any changes.
      AND (SELECT count(*) FROM locked) >= 0
      AND EXISTS (SELECT 1 FROM vote)
    RETURNING poll_options.id, poll_options.votes
  ),
  claim AS (
    INSERT INTO applied_writes (account_id, idempotency_key, op, fingerprint, result)
    SELECT p_account_id, p_key, p_op, p_fingerprint, p_stored
    WHERE EXISTS (SELECT 1 FROM vote)
    ON CONFLICT DO NOTHING
    RETURNING 1
  )
  SELECT
    (SELECT count(*)::int FROM vote),
    (SELECT count(*)::int FROM claim),
    (SELECT json_object_agg(options.id, coalesce(moved.votes, options.votes)) FROM poll_options AS options LEFT JOIN moved ON moved.id = options.id WHERE options.poll_id = p_poll_id),
    (SELECT CASE WHEN polls.kind = 'single'
        THEN (SELECT coalesce(sum(coalesce(moved.votes, options.votes)), 0)::int FROM poll_options AS options LEFT JOIN moved ON moved.id = options.id WHERE options.poll_id = p_poll_id)
        ELSE (SELECT count(*)::int FROM poll_votes WHERE poll_votes.poll_id = p_poll_id) + CASE WHEN p_replaces THEN 0 ELSE 1 END
      END
      FROM polls WHERE polls.id = p_poll_id);
END;
$$;--> statement-breakpoint
-- write_poll_votes of migration 0022, passing each vote's pollRevision on.
CREATE OR REPLACE FUNCTION write_poll_votes(p_votes json)
RETURNS TABLE (ord int, voted int, claimed int, votes json, voters int) LANGUAGE plpgsql AS $$
DECLARE
  item record;
BEGIN
  FOR item IN SELECT elements.value AS v, elements.position::int AS n FROM json_array_elements(p_votes) WITH ORDINALITY AS elements(value, position) LOOP
    RETURN QUERY SELECT item.n, w.voted, w.claimed, w.votes, w.voters FROM write_poll_vote(
      (item.v->>'pollId')::uuid, (item.v->>'eventId')::uuid, (item.v->>'accountId')::uuid,
      item.v->>'key', item.v->>'op', item.v->>'fingerprint', (item.v->'stored')::jsonb,
      (item.v->>'pollVersion')::timestamptz, (item.v->>'pollRevision')::int, item.v->>'pollState', (item.v->>'opensAt')::float8, (item.v->>'closesAt')::float8,
      item.v->'optionIds', item.v->>'commitment',
      (item.v->>'replaces')::boolean, item.v->'beforeOptionIds', item.v->>'beforeCommitment',
      item.v->'moves', (item.v->>'votedAt')::timestamptz
    ) AS w;
  END LOOP;
END;
$$;
