ALTER TABLE "event_data_versions" ADD COLUMN "activities_version" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Bumps the activities feed's version of each event that still exists and announces
-- 'activities:<event id>' on 'hallway_event_data', as bump_exhibitors_versions does (rows locked
-- in event id order, so writers cannot deadlock). Scans, players and their points are per person:
-- they never touch the shared feed.
CREATE FUNCTION bump_activities_versions(changed_event_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO event_data_versions AS versions (event_id, activities_version)
  SELECT events.id, nextval('event_data_version_seq')
  FROM events
  WHERE events.id = ANY (changed_event_ids)
  ORDER BY events.id
  ON CONFLICT (event_id) DO UPDATE SET activities_version = excluded.activities_version;
  PERFORM pg_notify('hallway_event_data', 'activities:' || events.id::text) FROM events WHERE events.id = ANY (changed_event_ids);
END;
$$;
--> statement-breakpoint
-- Activities and the prize text (activity_settings) share one feed and one version.
CREATE FUNCTION bump_activities_by_event_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_activities_versions(ARRAY(SELECT DISTINCT event_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM bump_activities_versions(ARRAY(SELECT event_id FROM new_rows UNION SELECT event_id FROM old_rows));
  ELSE
    PERFORM bump_activities_versions(ARRAY(SELECT DISTINCT event_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER activities_inserted_bump AFTER INSERT ON activities REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_activities_by_event_id();
--> statement-breakpoint
CREATE TRIGGER activities_updated_bump AFTER UPDATE ON activities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_activities_by_event_id();
--> statement-breakpoint
CREATE TRIGGER activities_deleted_bump AFTER DELETE ON activities REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_activities_by_event_id();
--> statement-breakpoint
CREATE TRIGGER activity_settings_inserted_bump AFTER INSERT ON activity_settings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_activities_by_event_id();
--> statement-breakpoint
CREATE TRIGGER activity_settings_updated_bump AFTER UPDATE ON activity_settings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_activities_by_event_id();
--> statement-breakpoint
CREATE TRIGGER activity_settings_deleted_bump AFTER DELETE ON activity_settings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_activities_by_event_id();
