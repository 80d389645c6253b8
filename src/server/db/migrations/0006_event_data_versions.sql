CREATE SEQUENCE "public"."event_data_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "event_data_versions" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"schedule_version" bigint DEFAULT 0 NOT NULL,
	"directory_version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_data_versions" ADD CONSTRAINT "event_data_versions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Bumps one feed's version of each named event that still exists (a cascade from a deleted event
-- names events that are gone) and tells every instance on the 'hallway_event_data' channel.
-- Rows are locked in event id order, so two writers touching the same events cannot deadlock on
-- them; identical notifications in one transaction reach listeners once.
CREATE FUNCTION bump_event_data_versions(changed_event_ids uuid[], feed text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO event_data_versions AS versions (event_id, schedule_version, directory_version)
  SELECT events.id,
    CASE WHEN feed = 'schedule' THEN nextval('event_data_version_seq') ELSE 0 END,
    CASE WHEN feed = 'directory' THEN nextval('event_data_version_seq') ELSE 0 END
  FROM events
  WHERE events.id = ANY (changed_event_ids)
  ORDER BY events.id
  ON CONFLICT (event_id) DO UPDATE SET
    schedule_version = CASE WHEN feed = 'schedule' THEN excluded.schedule_version ELSE versions.schedule_version END,
    directory_version = CASE WHEN feed = 'directory' THEN excluded.directory_version ELSE versions.directory_version END;
  PERFORM pg_notify('hallway_event_data', feed || ':' || events.id::text) FROM events WHERE events.id = ANY (changed_event_ids);
END;
$$;
--> statement-breakpoint
-- Announces without versioning: who may read an event ('access:<event id>', 'organization:<id>')
-- and whose sessions ended ('account:<id>'). An instance that remembers sessions or access (only
-- where the database runs in its own process) forgets them on hearing it.
CREATE FUNCTION announce_event_data(kind text, changed_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hallway_event_data', kind || ':' || changed.id::text) FROM (SELECT DISTINCT unnest(changed_ids) AS id) changed WHERE changed.id IS NOT NULL;
END;
$$;
--> statement-breakpoint
-- An account's name or picture is in the directory of every event it belongs to, and in the
-- schedule of every event where it speaks.
CREATE FUNCTION bump_event_data_for_accounts(changed_account_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(changed_account_ids, 1), 0) = 0 THEN
    RETURN;
  END IF;
  PERFORM bump_event_data_versions(ARRAY(SELECT members.event_id FROM event_members members WHERE members.account_id = ANY (changed_account_ids)), 'directory');
  PERFORM bump_event_data_versions(
    ARRAY(
      SELECT members.event_id FROM event_members members
      JOIN program_speakers speakers ON speakers.attendee_id = members.id
      WHERE members.account_id = ANY (changed_account_ids)
    ),
    'schedule'
  );
END;
$$;
--> statement-breakpoint
-- Statement-level triggers see every changed row at once (transition tables), so a CSV import of
-- thousands of rows bumps each event once, not once per row. TG_ARGV[0] names the feed.
CREATE FUNCTION bump_event_data_by_event_id() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := ARRAY(SELECT event_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    changed := ARRAY(SELECT event_id FROM new_rows UNION SELECT event_id FROM old_rows);
  ELSE
    changed := ARRAY(SELECT event_id FROM old_rows);
  END IF;
  PERFORM bump_event_data_versions(changed, TG_ARGV[0]);
  -- TG_ARGV[1], when given, is announced too: members joining or leaving change who may read.
  IF TG_NARGS > 1 THEN
    PERFORM announce_event_data(TG_ARGV[1], changed);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER program_items_inserted_bump AFTER INSERT ON program_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_event_data_by_event_id('schedule');
--> statement-breakpoint
CREATE TRIGGER program_items_updated_bump AFTER UPDATE ON program_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_event_data_by_event_id('schedule');
--> statement-breakpoint
CREATE TRIGGER program_items_deleted_bump AFTER DELETE ON program_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_event_data_by_event_id('schedule');
--> statement-breakpoint
CREATE TRIGGER event_members_inserted_bump AFTER INSERT ON event_members REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_event_data_by_event_id('directory', 'access');
--> statement-breakpoint
CREATE TRIGGER event_members_updated_bump AFTER UPDATE ON event_members REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_event_data_by_event_id('directory', 'access');
--> statement-breakpoint
CREATE TRIGGER event_members_deleted_bump AFTER DELETE ON event_members REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_event_data_by_event_id('directory', 'access');
--> statement-breakpoint
-- A session's speakers: the event is the programme item's (gone already when the item itself
-- was deleted, and then the item's own trigger bumped it).
CREATE FUNCTION bump_event_data_for_speakers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_event_data_versions(ARRAY(SELECT items.event_id FROM new_rows changed JOIN program_items items ON items.id = changed.program_item_id), 'schedule');
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_event_data_versions(
      ARRAY(
        SELECT items.event_id FROM program_items items
        WHERE items.id IN (SELECT program_item_id FROM new_rows UNION SELECT program_item_id FROM old_rows)
      ),
      'schedule'
    );
  ELSE
    PERFORM bump_event_data_versions(ARRAY(SELECT items.event_id FROM old_rows changed JOIN program_items items ON items.id = changed.program_item_id), 'schedule');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER program_speakers_inserted_bump AFTER INSERT ON program_speakers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_event_data_for_speakers();
--> statement-breakpoint
CREATE TRIGGER program_speakers_updated_bump AFTER UPDATE ON program_speakers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_event_data_for_speakers();
--> statement-breakpoint
CREATE TRIGGER program_speakers_deleted_bump AFTER DELETE ON program_speakers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_event_data_for_speakers();
--> statement-breakpoint
-- Only what the schedule and directory show: a new password or email bumps nothing.
-- (A new account belongs to no event yet; a deleted one leaves through event_members.)
CREATE FUNCTION bump_event_data_for_changed_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_event_data_for_accounts(
    ARRAY(
      SELECT changed.id FROM new_rows changed JOIN old_rows previous ON previous.id = changed.id
      WHERE (changed.first_name, changed.last_name, changed.picture_src, changed.updated_at)
        IS DISTINCT FROM (previous.first_name, previous.last_name, previous.picture_src, previous.updated_at)
    )
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER accounts_updated_bump AFTER UPDATE ON accounts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_event_data_for_changed_accounts();
--> statement-breakpoint
CREATE FUNCTION bump_event_data_for_profiles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_event_data_for_accounts(ARRAY(SELECT account_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_event_data_for_accounts(
      ARRAY(
        SELECT changed.account_id FROM new_rows changed JOIN old_rows previous ON previous.account_id = changed.account_id
        WHERE (changed.handle, changed.headline, changed.company, changed.picture_thumbnail_src, changed.interests, changed.looking_for, changed.offers, changed.visibility, changed.updated_at)
          IS DISTINCT FROM (previous.handle, previous.headline, previous.company, previous.picture_thumbnail_src, previous.interests, previous.looking_for, previous.offers, previous.visibility, previous.updated_at)
      )
    );
  ELSE
    PERFORM bump_event_data_for_accounts(ARRAY(SELECT account_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_inserted_bump AFTER INSERT ON profiles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_event_data_for_profiles();
--> statement-breakpoint
CREATE TRIGGER profiles_updated_bump AFTER UPDATE ON profiles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_event_data_for_profiles();
--> statement-breakpoint
CREATE TRIGGER profiles_deleted_bump AFTER DELETE ON profiles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_event_data_for_profiles();
--> statement-breakpoint
-- The schedule carries the event's time zone; the rest of the event (published, features, its
-- organization) decides who may read, so every change is announced.
CREATE FUNCTION bump_event_data_for_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM announce_event_data('access', ARRAY(SELECT id FROM old_rows));
    RETURN NULL;
  END IF;
  PERFORM bump_event_data_versions(
    ARRAY(SELECT changed.id FROM new_rows changed JOIN old_rows previous ON previous.id = changed.id WHERE changed.time_zone IS DISTINCT FROM previous.time_zone),
    'schedule'
  );
  PERFORM announce_event_data('access', ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER events_updated_bump AFTER UPDATE ON events REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_event_data_for_events();
--> statement-breakpoint
CREATE TRIGGER events_deleted_announce AFTER DELETE ON events REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_event_data_for_events();
--> statement-breakpoint
-- An organization's people may read its events.
CREATE FUNCTION announce_organization_members() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM announce_event_data('organization', ARRAY(SELECT organization_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM announce_event_data('organization', ARRAY(SELECT organization_id FROM new_rows UNION SELECT organization_id FROM old_rows));
  ELSE
    PERFORM announce_event_data('organization', ARRAY(SELECT organization_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER organization_members_inserted_announce AFTER INSERT ON organization_members REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_organization_members();
--> statement-breakpoint
CREATE TRIGGER organization_members_updated_announce AFTER UPDATE ON organization_members REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_organization_members();
--> statement-breakpoint
CREATE TRIGGER organization_members_deleted_announce AFTER DELETE ON organization_members REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_organization_members();
--> statement-breakpoint
-- A session ends when its token is revoked, cut short or removed (an account deleted takes its
-- tokens along). New tokens and the five-minutely last-used stamp announce nothing.
CREATE FUNCTION announce_account_tokens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM announce_event_data(
      'account',
      ARRAY(
        SELECT previous.account_id FROM new_rows changed JOIN old_rows previous ON previous.id = changed.id
        WHERE (changed.account_id, changed.token_hash, changed.expires_at, changed.revoked_at)
          IS DISTINCT FROM (previous.account_id, previous.token_hash, previous.expires_at, previous.revoked_at)
      )
    );
  ELSE
    PERFORM announce_event_data('account', ARRAY(SELECT account_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER account_tokens_updated_announce AFTER UPDATE ON account_tokens REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_account_tokens();
--> statement-breakpoint
CREATE TRIGGER account_tokens_deleted_announce AFTER DELETE ON account_tokens REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_account_tokens();
