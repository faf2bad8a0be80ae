CREATE TABLE "routing_guide_carriers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"routing_guide_id" uuid NOT NULL,
	"rank" smallint NOT NULL,
	"carrier_company_id" uuid NOT NULL,
	"rate" numeric(18, 4) NOT NULL,
	"currency" text DEFAULT 'CAD' NOT NULL,
	"tender_acceptance" smallint NOT NULL,
	CONSTRAINT "routing_guide_carriers_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "routing_guide_carriers_rank_check" CHECK ("routing_guide_carriers"."rank" >= 1),
	CONSTRAINT "routing_guide_carriers_acceptance_check" CHECK ("routing_guide_carriers"."tender_acceptance" between 0 and 100),
	CONSTRAINT "routing_guide_carriers_currency_check" CHECK ("routing_guide_carriers"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "routing_guides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"origin_country" text NOT NULL,
	"destination_country" text NOT NULL,
	"equipment_type" text,
	"mode" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routing_guides_company_id_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "routing_guide_carriers" ADD CONSTRAINT "routing_guide_carriers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_guide_carriers" ADD CONSTRAINT "routing_guide_carriers_carrier_company_id_companies_id_fk" FOREIGN KEY ("carrier_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_guide_carriers" ADD CONSTRAINT "routing_guide_carriers_guide_fk" FOREIGN KEY ("company_id","routing_guide_id") REFERENCES "public"."routing_guides"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_guides" ADD CONSTRAINT "routing_guides_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_guides" ADD CONSTRAINT "routing_guides_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "routing_guide_carriers_rank_key" ON "routing_guide_carriers" USING btree ("routing_guide_id","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "routing_guide_carriers_carrier_key" ON "routing_guide_carriers" USING btree ("routing_guide_id","carrier_company_id");--> statement-breakpoint
CREATE INDEX "routing_guide_carriers_carrier_idx" ON "routing_guide_carriers" USING btree ("carrier_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "routing_guides_lane_key" ON "routing_guides" USING btree ("company_id","origin_country","destination_country",coalesce("equipment_type", ''),"mode");--> statement-breakpoint
CREATE INDEX "routing_guides_company_updated_idx" ON "routing_guides" USING btree ("company_id","updated_at","id");