CREATE TABLE "domain_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"aggregate_type" text NOT NULL,
	"aggregate_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"type" text NOT NULL,
	"actor_user_id" uuid,
	"occurred_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "domain_events_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "domain_events_aggregate_sequence_key" UNIQUE("company_id","aggregate_type","aggregate_id","sequence")
);
--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_events_company_occurred_idx" ON "domain_events" USING btree ("company_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "domain_events_occurred_idx" ON "domain_events" USING btree ("occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "domain_events_company_actor_idx" ON "domain_events" USING btree ("company_id","actor_user_id","occurred_at" DESC NULLS LAST) WHERE "domain_events"."actor_user_id" is not null;--> statement-breakpoint
CREATE OR REPLACE FUNCTION domain_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'domain_events is append-only' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER domain_events_no_change BEFORE UPDATE OR DELETE ON "domain_events" FOR EACH ROW EXECUTE FUNCTION domain_events_append_only();--> statement-breakpoint
CREATE TRIGGER domain_events_no_truncate BEFORE TRUNCATE ON "domain_events" FOR EACH STATEMENT EXECUTE FUNCTION domain_events_append_only();
