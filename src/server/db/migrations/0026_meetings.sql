CREATE TABLE "meeting_blocks" (
	"event_id" uuid NOT NULL,
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_blocks_pk" PRIMARY KEY("event_id","blocker_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_settings" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"slot_minutes" integer DEFAULT 20 NOT NULL,
	"place_kind" text DEFAULT 'anywhere' NOT NULL,
	"area_name" text DEFAULT '' NOT NULL,
	"meeting_point" text DEFAULT '' NOT NULL,
	"tables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"daily_request_limit" integer,
	"who_may_request" text DEFAULT 'everyone' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_settings_slot_minutes_check" CHECK ("meeting_settings"."slot_minutes" in (15, 20, 30)),
	CONSTRAINT "meeting_settings_place_kind_check" CHECK ("meeting_settings"."place_kind" in ('tables', 'anywhere')),
	CONSTRAINT "meeting_settings_who_check" CHECK ("meeting_settings"."who_may_request" in ('everyone', 'matched')),
	CONSTRAINT "meeting_settings_limit_check" CHECK ("meeting_settings"."daily_request_limit" is null or "meeting_settings"."daily_request_limit" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"requester_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"proposed_slots" jsonb NOT NULL,
	"proposed_by" uuid NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"decline_reason" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"table_number" integer,
	"place" text DEFAULT '' NOT NULL,
	"requester_met_at" timestamp with time zone,
	"recipient_met_at" timestamp with time zone,
	"held_at" timestamp with time zone,
	"cancelled_by" uuid,
	"reminded_at" timestamp with time zone,
	"requested_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_state_check" CHECK ("meetings"."state" in ('pending', 'accepted', 'declined', 'cancelled')),
	CONSTRAINT "meetings_two_people_check" CHECK ("meetings"."requester_id" <> "meetings"."recipient_id"),
	CONSTRAINT "meetings_accepted_time_check" CHECK ("meetings"."state" <> 'accepted' or ("meetings"."starts_at" is not null and "meetings"."ends_at" > "meetings"."starts_at"))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "enable_meetings" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "meeting_blocks" ADD CONSTRAINT "meeting_blocks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_blocks" ADD CONSTRAINT "meeting_blocks_blocker_id_accounts_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_blocks" ADD CONSTRAINT "meeting_blocks_blocked_id_accounts_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_settings" ADD CONSTRAINT "meeting_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_requester_id_accounts_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_recipient_id_accounts_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_proposed_by_accounts_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_cancelled_by_accounts_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meetings_event_requester_idx" ON "meetings" USING btree ("event_id","requester_id");--> statement-breakpoint
CREATE INDEX "meetings_event_recipient_idx" ON "meetings" USING btree ("event_id","recipient_id");--> statement-breakpoint
CREATE INDEX "meetings_accepted_starts_idx" ON "meetings" USING btree ("event_id","starts_at") WHERE "meetings"."state" = 'accepted';