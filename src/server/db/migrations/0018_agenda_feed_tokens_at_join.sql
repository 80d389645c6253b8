-- Every member gets the private token of their agenda's calendar feed when they join, whatever
-- code adds them (join, invitation, import, seed), so the first agenda read (every attendee's,
-- within minutes, when doors open) finds it instead of writing it. 32 random bytes as the app
-- makes them: two gen_random_uuid() (244 random bits from the server's strong random source),
-- base64url without padding. A member who leaves and comes back keeps their token.
CREATE FUNCTION new_agenda_feed_token() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT translate(rtrim(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()), 'base64'), '='), '+/', '-_')
$$;
--> statement-breakpoint
CREATE FUNCTION give_members_agenda_feed_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO agenda_feeds (account_id, event_id, token)
  SELECT new_rows.account_id, new_rows.event_id, new_agenda_feed_token() FROM new_rows
  ON CONFLICT (account_id, event_id) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER event_members_inserted_agenda_feed AFTER INSERT ON event_members REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION give_members_agenda_feed_tokens();
--> statement-breakpoint
-- Members from before this migration get theirs now.
INSERT INTO agenda_feeds (account_id, event_id, token)
SELECT members.account_id, members.event_id, new_agenda_feed_token() FROM event_members members
ON CONFLICT (account_id, event_id) DO NOTHING;
