-- Instances remember a session with its account row (name, email, password hash) and an
-- event's access with its organization's name and handle: every change to either is announced
-- ('account:<id>', 'organization:<id>'), so what was remembered is read again on the next request.
CREATE FUNCTION announce_changed_accounts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM announce_event_data('account', ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER accounts_updated_announce AFTER UPDATE ON accounts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_changed_accounts();
--> statement-breakpoint
CREATE FUNCTION announce_changed_organizations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM announce_event_data('organization', ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER organizations_updated_announce AFTER UPDATE ON organizations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION announce_changed_organizations();
