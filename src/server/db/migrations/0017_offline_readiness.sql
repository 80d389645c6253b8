CREATE TABLE "offline_pack_reports" (
	"event_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"pack_version" bigint NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offline_pack_reports_pk" PRIMARY KEY("event_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "check_in_devices" ADD COLUMN "pending_scans" integer;--> statement-breakpoint
ALTER TABLE "check_in_devices" ADD COLUMN "pending_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_data_versions" ADD COLUMN "changed_at" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "offline_pack_reports" ADD CONSTRAINT "offline_pack_reports_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offline_pack_reports_event_idx" ON "offline_pack_reports" USING btree ("event_id","reported_at");--> statement-breakpoint
-- When each feed of an event last changed, for the organizers' readiness page: every bump goes
-- through an INSERT … ON CONFLICT DO UPDATE of this row, so one row trigger sees them all. It
-- compares every *_version column by name (feeds added later are stamped with no change here)
-- and writes unix ms under the feed's name ('schedule_version' → 'schedule'), in the same row.
CREATE FUNCTION stamp_event_data_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fresh jsonb := to_jsonb(NEW);
  stale jsonb := CASE WHEN TG_OP = 'UPDATE' THEN to_jsonb(OLD) ELSE '{}'::jsonb END;
  stamps jsonb := CASE WHEN TG_OP = 'UPDATE' THEN COALESCE(OLD.changed_at, '{}'::jsonb) ELSE '{}'::jsonb END;
  stamp bigint := (extract(epoch from now()) * 1000)::bigint;
  column_name text;
BEGIN
  FOR column_name IN SELECT key FROM jsonb_object_keys(fresh) AS key WHERE key LIKE '%\_version' LOOP
    IF (fresh ->> column_name) IS DISTINCT FROM (stale ->> column_name) AND (fresh ->> column_name) <> '0' THEN
      stamps := stamps || jsonb_build_object(left(column_name, -8), stamp);
    END IF;
  END LOOP;
  NEW.changed_at := stamps;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER event_data_versions_stamp_changes BEFORE INSERT OR UPDATE ON event_data_versions FOR EACH ROW EXECUTE FUNCTION stamp_event_data_changes();
