-- Hand-written: the trigram operator class of locations_search_trgm_idx (pg_trgm, a trusted extension since PostgreSQL 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "locations_company_type_idx";--> statement-breakpoint
DROP INDEX "notifications_user_idx";--> statement-breakpoint
CREATE INDEX "equipment_company_number_idx" ON "equipment" USING btree ("company_id","number","id");--> statement-breakpoint
CREATE INDEX "locations_company_name_idx" ON "locations" USING btree ("company_id",lower("name"),"name","id");--> statement-breakpoint
CREATE INDEX "locations_search_trgm_idx" ON "locations" USING gin ((coalesce("name", '') || ' ' || coalesce("code", '') || ' ' || coalesce("city", '') || ' ' || coalesce("address", '') || ' ' || coalesce("post_code", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stored_files_company_created_idx" ON "stored_files" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "accounts_number_idx" ON "accounts" USING btree ("number","id");--> statement-breakpoint
CREATE INDEX "companies_legal_name_lower_idx" ON "companies" USING btree (lower("legal_name"),"id");--> statement-breakpoint
CREATE INDEX "policies_company_name_idx" ON "policies" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "roles_company_name_idx" ON "roles" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "users_company_name_idx" ON "users" USING btree ("company_id","last_name","first_name","email","id");--> statement-breakpoint
CREATE INDEX "users_full_name_idx" ON "users" USING btree (lower("first_name" || ' ' || "last_name"),"id");--> statement-breakpoint
CREATE INDEX "subscriptions_start_idx" ON "subscriptions" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "products_company_name_idx" ON "products" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "locations_company_type_idx" ON "locations" USING btree ("company_id","type",lower("name"),"name","id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at","id");