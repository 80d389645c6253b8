ALTER TABLE "polls" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "polls_due_open_idx" ON "polls" USING btree ("opens_at") WHERE "polls"."state" = 'scheduled';--> statement-breakpoint
CREATE INDEX "polls_due_close_idx" ON "polls" USING btree ("closes_at") WHERE "polls"."state" <> 'closed' and "polls"."closes_at" is not null;