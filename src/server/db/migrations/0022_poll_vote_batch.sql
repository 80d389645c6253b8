-- Many poll votes' writes in one statement (src/server/services/polls/vote-batch.ts), for the
-- embedded database only: PGlite runs every statement on the server's one thread, and a
-- statement's fixed cost (the protocol, the outer plan, the commit) was most of a vote's time
-- there, so votes arriving together are written together. Each vote is exactly the
-- write_poll_vote of migration 0021, called in order as if it were its own statement: every call
-- sees the ones before it, and each vote gets its own answer (ord: its place in the array). A
-- vote that raises aborts the whole statement, which then writes nothing: the caller writes them
-- one by one instead. Keys of a vote's object (absent for SQL null) are writeVoteOnce's arguments.
CREATE FUNCTION write_poll_votes(p_votes json)
RETURNS TABLE (ord int, voted int, claimed int, votes json, voters int) LANGUAGE plpgsql AS $$
DECLARE
  item record;
BEGIN
  FOR item IN SELECT elements.value AS v, elements.position::int AS n FROM json_array_elements(p_votes) WITH ORDINALITY AS elements(value, position) LOOP
    RETURN QUERY SELECT item.n, w.voted, w.claimed, w.votes, w.voters FROM write_poll_vote(
      (item.v->>'pollId')::uuid, (item.v->>'eventId')::uuid, (item.v->>'accountId')::uuid,
      item.v->>'key', item.v->>'op', item.v->>'fingerprint', (item.v->'stored')::jsonb,
      (item.v->>'pollVersion')::timestamptz, item.v->>'pollState', (item.v->>'opensAt')::float8, (item.v->>'closesAt')::float8,
      item.v->'optionIds', item.v->>'commitment',
      (item.v->>'replaces')::boolean, item.v->'beforeOptionIds', item.v->>'beforeCommitment',
      item.v->'moves', (item.v->>'votedAt')::timestamptz
    ) AS w;
  END LOOP;
END;
$$;
