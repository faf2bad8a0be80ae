DROP INDEX "domain_events_company_occurred_idx";--> statement-breakpoint
DROP INDEX "domain_events_occurred_idx";--> statement-breakpoint
DROP INDEX "domain_events_company_actor_idx";--> statement-breakpoint
DROP INDEX "orders_company_created_idx";--> statement-breakpoint
DROP INDEX "orders_company_mode_created_idx";--> statement-breakpoint
CREATE INDEX "domain_events_company_occurred_idx" ON "domain_events" USING btree ("company_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "domain_events_occurred_idx" ON "domain_events" USING btree ("occurred_at","id");--> statement-breakpoint
CREATE INDEX "domain_events_company_actor_idx" ON "domain_events" USING btree ("company_id","actor_user_id","occurred_at") WHERE "domain_events"."actor_user_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_company_mode_created_idx" ON "orders" USING btree ("company_id","mode","created_at","id");