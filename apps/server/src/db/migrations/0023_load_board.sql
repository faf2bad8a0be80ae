CREATE TABLE "load_bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"load_id" uuid NOT NULL,
	"carrier_company_id" uuid NOT NULL,
	"amount" numeric(18, 4) NOT NULL,
	"amount_currency" text NOT NULL,
	"note" text,
	"valid_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "load_bids_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "load_bids_status_check" CHECK ("load_bids"."status" in ('pending', 'accepted', 'rejected', 'cancelled')),
	CONSTRAINT "load_bids_amount_currency_check" CHECK ("load_bids"."amount_currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "load_parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"load_id" uuid NOT NULL,
	"party_company_id" uuid NOT NULL,
	"role" text DEFAULT 'carrier' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "load_parties_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "load_parties_role_check" CHECK ("load_parties"."role" in ('carrier'))
);
--> statement-breakpoint
CREATE TABLE "loads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"load_number" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"order_id" uuid,
	"origin_city" text NOT NULL,
	"origin_state" text,
	"origin_country" text NOT NULL,
	"destination_city" text NOT NULL,
	"destination_state" text,
	"destination_country" text NOT NULL,
	"pickup_from" timestamp with time zone NOT NULL,
	"pickup_to" timestamp with time zone NOT NULL,
	"delivery_from" timestamp with time zone NOT NULL,
	"delivery_to" timestamp with time zone NOT NULL,
	"equipment_type" text NOT NULL,
	"weight_kg" numeric(18, 4) NOT NULL,
	"commodity" text NOT NULL,
	"target_rate" numeric(18, 4),
	"target_rate_currency" text,
	"notes" text,
	"accepted_bid_id" uuid,
	"carrier_company_id" uuid,
	"awarded_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loads_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "loads_status_check" CHECK ("loads"."status" in ('open', 'awarded', 'cancelled')),
	CONSTRAINT "loads_visibility_check" CHECK ("loads"."visibility" in ('public', 'partners')),
	CONSTRAINT "loads_target_rate_currency_check" CHECK ("loads"."target_rate_currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "load_bids" ADD CONSTRAINT "load_bids_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_bids" ADD CONSTRAINT "load_bids_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_bids" ADD CONSTRAINT "load_bids_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_bids" ADD CONSTRAINT "load_bids_load_fk" FOREIGN KEY ("company_id","load_id") REFERENCES "public"."loads"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_parties" ADD CONSTRAINT "load_parties_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_parties" ADD CONSTRAINT "load_parties_party_company_id_companies_id_fk" FOREIGN KEY ("party_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_parties" ADD CONSTRAINT "load_parties_load_fk" FOREIGN KEY ("company_id","load_id") REFERENCES "public"."loads"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE set null (order_id) ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "load_bids_one_pending_key" ON "load_bids" USING btree ("company_id","load_id","carrier_company_id") WHERE "load_bids"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "load_bids_load_idx" ON "load_bids" USING btree ("company_id","load_id","created_at","id");--> statement-breakpoint
CREATE INDEX "load_bids_carrier_idx" ON "load_bids" USING btree ("carrier_company_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "load_parties_load_party_key" ON "load_parties" USING btree ("company_id","load_id","party_company_id");--> statement-breakpoint
CREATE INDEX "load_parties_party_idx" ON "load_parties" USING btree ("party_company_id","load_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loads_company_number_key" ON "loads" USING btree ("company_id","load_number");--> statement-breakpoint
CREATE INDEX "loads_company_created_idx" ON "loads" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "loads_open_public_idx" ON "loads" USING btree ("created_at","id") WHERE "loads"."status" = 'open' and "loads"."visibility" = 'public';