-- One poll vote's write (src/server/services/polls/vote-statements.ts, writeVoteOnce) as a
-- function, so its plan is made once per connection instead of for every vote: parsing and
-- planning the statement took more than half of a vote's time on PGlite, where a room of 2,000
-- voting within seconds shares one process. The statement is unchanged: the poll still as the
-- vote was judged on it (share-locked, so a close waits for votes under way), the key unused, the
-- person's vote still as read; then the vote row, the running counts (options locked in id order,
-- after the vote row) and the key's claim, and the counts as they stand. A single-choice poll's
-- voters are its options' counts (services/polls/poll-counts.ts, voterCount).
CREATE FUNCTION write_poll_vote(
  p_poll_id uuid,
  p_event_id uuid,
  p_account_id uuid,
  p_key text,
  p_op text,
  p_fingerprint text,
  p_stored jsonb,
  p_poll_version timestamptz,
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
      AND polls.updated_at = p_poll_version AND polls.state = p_poll_state
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
$$;
