-- A question upvote in one statement (src/server/services/questions/vote-question.ts), and many in
-- one (write_question_votes) for the embedded database: PGlite runs every statement on the
-- server's one thread, and a vote was a transaction of nine statements, each paying the fixed
-- cost of a statement. write_question_vote does what the transaction did, in the same order:
-- claim the idempotency key (a key taken before answers as a replay, or as a conflict when it was
-- used for another op or payload), the question and session checks (a refused vote gives its key
-- back, as the rolled-back transaction did), the vote row, the running count only when the row
-- really changed, and the answer stored with the key. Refusals are outcomes, not errors, so one
-- refused vote never stops the others written with it.
CREATE FUNCTION write_question_vote(
  p_event_id uuid,
  p_question_id uuid,
  p_account_id uuid,
  p_key text,
  p_op text,
  p_fingerprint text,
  p_voted boolean
) RETURNS TABLE (outcome text, question_id uuid, program_id uuid, votes int, voted_by_me boolean) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_claimed int;
  v_taken record;
  v_question record;
  v_open boolean;
  v_changed int;
  v_votes int;
  v_mine boolean;
BEGIN
  INSERT INTO applied_writes (account_id, idempotency_key, op, fingerprint)
  VALUES (p_account_id, p_key, p_op, p_fingerprint)
  ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS v_claimed = ROW_COUNT;
  IF v_claimed = 0 THEN
    SELECT applied_writes.op, applied_writes.fingerprint INTO v_taken FROM applied_writes
    WHERE applied_writes.account_id = p_account_id AND applied_writes.idempotency_key = p_key;
    IF FOUND THEN
      IF v_taken.op <> p_op THEN
        RETURN QUERY SELECT 'conflict-op'::text, NULL::uuid, NULL::uuid, NULL::int, NULL::boolean;
        RETURN;
      END IF;
      IF v_taken.fingerprint IS NOT NULL AND v_taken.fingerprint <> p_fingerprint THEN
        RETURN QUERY SELECT 'conflict-payload'::text, NULL::uuid, NULL::uuid, NULL::int, NULL::boolean;
        RETURN;
      END IF;
      -- A replay answers the question as it is now.
      SELECT questions.id, questions.program_item_id, questions.vote_count INTO v_question FROM questions
      JOIN accounts ON accounts.id = questions.account_id
      WHERE questions.id = p_question_id AND questions.event_id = p_event_id;
      IF NOT FOUND THEN
        RETURN QUERY SELECT 'gone'::text, NULL::uuid, NULL::uuid, NULL::int, NULL::boolean;
        RETURN;
      END IF;
      -- A key applied before fingerprints were kept: the first replay since names the payload.
      IF v_taken.fingerprint IS NULL THEN
        UPDATE applied_writes SET fingerprint = p_fingerprint
        WHERE applied_writes.account_id = p_account_id AND applied_writes.idempotency_key = p_key AND applied_writes.fingerprint IS NULL;
      END IF;
      RETURN QUERY SELECT 'replay'::text, v_question.id, v_question.program_item_id, v_question.vote_count,
        EXISTS (SELECT 1 FROM question_votes WHERE question_votes.question_id = v_question.id AND question_votes.account_id = p_account_id);
      RETURN;
    END IF;
    -- Taken, then removed meanwhile: applied as new, as the claim in apply-once.ts does.
  END IF;

  SELECT questions.id, questions.program_item_id, questions.account_id, questions.status, questions.withdrawn_at INTO v_question FROM questions
  JOIN accounts ON accounts.id = questions.account_id
  WHERE questions.id = p_question_id AND questions.event_id = p_event_id;
  -- Someone else's question waiting for approval is not there for the voter either.
  IF NOT FOUND OR v_question.withdrawn_at IS NOT NULL OR (v_question.status = 'pending' AND v_question.account_id <> p_account_id) THEN
    outcome := 'gone';
  ELSIF v_question.status = 'hidden' THEN
    outcome := 'hidden';
  ELSE
    SELECT coalesce(session_qa_settings.open, true) INTO v_open FROM program_items
    LEFT JOIN session_qa_settings ON session_qa_settings.program_item_id = program_items.id
    WHERE program_items.id = v_question.program_item_id AND program_items.event_id = p_event_id;
    IF NOT FOUND THEN
      outcome := 'session-missing';
    ELSIF NOT v_open THEN
      outcome := 'closed';
    END IF;
  END IF;
  IF outcome IS NOT NULL THEN
    IF v_claimed > 0 THEN
      DELETE FROM applied_writes WHERE applied_writes.account_id = p_account_id AND applied_writes.idempotency_key = p_key;
    END IF;
    RETURN QUERY SELECT outcome, NULL::uuid, NULL::uuid, NULL::int, NULL::boolean;
    RETURN;
  END IF;

  IF p_voted THEN
    INSERT INTO question_votes (question_id, account_id) VALUES (v_question.id, p_account_id) ON CONFLICT DO NOTHING;
  ELSE
    DELETE FROM question_votes WHERE question_votes.question_id = v_question.id AND question_votes.account_id = p_account_id;
  END IF;
  GET DIAGNOSTICS v_changed = ROW_COUNT;
  IF v_changed > 0 THEN
    UPDATE questions SET vote_count = questions.vote_count + CASE WHEN p_voted THEN 1 ELSE -1 END, updated_at = now()
    WHERE questions.id = v_question.id
    RETURNING questions.vote_count INTO v_votes;
  ELSE
    SELECT questions.vote_count INTO v_votes FROM questions WHERE questions.id = v_question.id;
  END IF;
  v_mine := EXISTS (SELECT 1 FROM question_votes WHERE question_votes.question_id = v_question.id AND question_votes.account_id = p_account_id);
  UPDATE applied_writes
  SET result = jsonb_build_object('id', v_question.id, 'programId', v_question.program_item_id, 'votes', v_votes, 'votedByMe', v_mine)
  WHERE applied_writes.account_id = p_account_id AND applied_writes.idempotency_key = p_key;
  RETURN QUERY SELECT 'applied'::text, v_question.id, v_question.program_item_id, v_votes, v_mine;
END;
$$;--> statement-breakpoint
-- Many upvotes in one statement, each exactly a write_question_vote called in order, as separate
-- statements would run on PGlite's one connection (ord: its place in the array). A vote that
-- raises (not a refusal: those are outcomes) aborts the whole statement, which then wrote
-- nothing: the caller writes them one by one instead.
CREATE FUNCTION write_question_votes(p_votes json)
RETURNS TABLE (ord int, outcome text, question_id uuid, program_id uuid, votes int, voted_by_me boolean) LANGUAGE plpgsql AS $$
DECLARE
  item record;
BEGIN
  FOR item IN SELECT elements.value AS v, elements.position::int AS n FROM json_array_elements(p_votes) WITH ORDINALITY AS elements(value, position) LOOP
    RETURN QUERY SELECT item.n, w.outcome, w.question_id, w.program_id, w.votes, w.voted_by_me FROM write_question_vote(
      (item.v->>'eventId')::uuid, (item.v->>'questionId')::uuid, (item.v->>'accountId')::uuid,
      item.v->>'key', item.v->>'op', item.v->>'fingerprint', (item.v->>'voted')::boolean
    ) AS w;
  END LOOP;
END;
$$;
