CREATE TABLE "dnd_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"container" text NOT NULL,
	"clock" text NOT NULL,
	"status" text DEFAULT 'review' NOT NULL,
	"billed_amount" numeric(18, 4) NOT NULL,
	"billed_currency" text NOT NULL,
	"computed_amount" numeric(18, 4) NOT NULL,
	"computed_currency" text NOT NULL,
	"days_over" integer NOT NULL,
	"computation" jsonb NOT NULL,
	"invoice_reference" text,
	"note" text,
	"decided_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dnd_disputes_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "dnd_disputes_status_check" CHECK ("dnd_disputes"."status" in ('review', 'accepted', 'denied')),
	CONSTRAINT "dnd_disputes_clock_check" CHECK ("dnd_disputes"."clock" in ('demurrage', 'detention'))
);
--> statement-breakpoint
CREATE TABLE "dnd_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"clock" text NOT NULL,
	"carrier_company_id" uuid,
	"contract_reference" text,
	"port_locode" text,
	"free_days" integer NOT NULL,
	"currency" text DEFAULT 'CAD' NOT NULL,
	"tiers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dnd_terms_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "dnd_terms_scope_key" UNIQUE NULLS NOT DISTINCT("company_id","clock","carrier_company_id","port_locode"),
	CONSTRAINT "dnd_terms_clock_check" CHECK ("dnd_terms"."clock" in ('demurrage', 'detention')),
	CONSTRAINT "dnd_terms_free_days_check" CHECK ("dnd_terms"."free_days" between 0 and 365),
	CONSTRAINT "dnd_terms_currency_check" CHECK ("dnd_terms"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "dnd_warnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"container" text NOT NULL,
	"clock" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"free_time_ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dnd_warnings_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "dnd_warnings_once_key" UNIQUE("company_id","order_id","container","clock","started_at")
);
--> statement-breakpoint
ALTER TABLE "dnd_disputes" ADD CONSTRAINT "dnd_disputes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dnd_disputes" ADD CONSTRAINT "dnd_disputes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dnd_disputes" ADD CONSTRAINT "dnd_disputes_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dnd_terms" ADD CONSTRAINT "dnd_terms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dnd_terms" ADD CONSTRAINT "dnd_terms_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dnd_warnings" ADD CONSTRAINT "dnd_warnings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dnd_warnings" ADD CONSTRAINT "dnd_warnings_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dnd_disputes_list_idx" ON "dnd_disputes" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "dnd_terms_list_idx" ON "dnd_terms" USING btree ("company_id","updated_at","id");