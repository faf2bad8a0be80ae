CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"contract_number" text NOT NULL,
	"description" text,
	"mode" text NOT NULL,
	"contract_type_id" text NOT NULL,
	"party_company_id" uuid,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "contracts_mode_check" CHECK ("contracts"."mode" in ('inbound', 'outbound')),
	CONSTRAINT "contracts_status_check" CHECK ("contracts"."status" in ('draft', 'active', 'expired')),
	CONSTRAINT "contracts_party_check" CHECK ("contracts"."status" = 'draft' or "contracts"."party_company_id" is not null),
	CONSTRAINT "contracts_validity_check" CHECK ("contracts"."valid_to" >= "contracts"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "rate_card_lanes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"rate_card_id" uuid NOT NULL,
	"row_index" integer NOT NULL,
	"carrier" text,
	"origin_country" text,
	"destination_country" text,
	"equipment_type" text,
	"move_type" text,
	"mode" text,
	"service" text,
	"specificity" smallint NOT NULL,
	"base_rate" numeric(18, 4) NOT NULL,
	"fuel_surcharge" numeric(18, 4),
	"accessorials" numeric(18, 4),
	"demurrage" numeric(18, 4),
	"detention" numeric(18, 4),
	"currency" text DEFAULT 'CAD' NOT NULL,
	"valid_from" date,
	"valid_to" date,
	CONSTRAINT "rate_card_lanes_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "rate_card_lanes_currency_check" CHECK ("rate_card_lanes"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "rate_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"rate_card_type_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_cards_company_id_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_party_company_id_companies_id_fk" FOREIGN KEY ("party_company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_card_lanes" ADD CONSTRAINT "rate_card_lanes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_card_lanes" ADD CONSTRAINT "rate_card_lanes_card_fk" FOREIGN KEY ("company_id","rate_card_id") REFERENCES "public"."rate_cards"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_card_lanes" ADD CONSTRAINT "rate_card_lanes_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_cards" ADD CONSTRAINT "rate_cards_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_company_number_key" ON "contracts" USING btree ("company_id","contract_number");--> statement-breakpoint
CREATE INDEX "contracts_company_updated_idx" ON "contracts" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_card_lanes_row_key" ON "rate_card_lanes" USING btree ("rate_card_id","row_index");--> statement-breakpoint
CREATE INDEX "rate_card_lanes_lookup_idx" ON "rate_card_lanes" USING btree ("company_id","contract_id",coalesce("origin_country", ''),coalesce("destination_country", ''));--> statement-breakpoint
CREATE INDEX "rate_cards_contract_idx" ON "rate_cards" USING btree ("company_id","contract_id","created_at");