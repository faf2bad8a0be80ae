-- The session check cache (platform/auth-cache.ts, issue 12 §10): every table the per-request session
-- check reads (platform/session.queries.ts: sessions, users, companies, policies, user_policies, roles,
-- user_roles) tells the server processes of a change on the channel lanehub_auth, at commit. A changed
-- session sends its id (that entry is dropped); anything else sends '*' (every entry is dropped).
-- Sessions are not written per request: only at sign-in (an insert, nothing cached yet), refresh,
-- choosing an account, logout and revocation.
CREATE OR REPLACE FUNCTION lanehub_auth_notify_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lanehub_auth', NEW.id::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION lanehub_auth_notify_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lanehub_auth', '*');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sessions_auth_notify AFTER UPDATE ON "sessions" FOR EACH ROW EXECUTE FUNCTION lanehub_auth_notify_session();--> statement-breakpoint
CREATE TRIGGER sessions_auth_notify_all AFTER DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION lanehub_auth_notify_all();--> statement-breakpoint
CREATE TRIGGER users_auth_notify AFTER UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION lanehub_auth_notify_all();--> statement-breakpoint
CREATE TRIGGER companies_auth_notify AFTER UPDATE OR DELETE OR TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION lanehub_auth_notify_all();--> statement-breakpoint
CREATE TRIGGER policies_auth_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "policies" FOR EACH STATEMENT EXECUTE FUNCTION lanehub_auth_notify_all();--> statement-breakpoint
CREATE TRIGGER user_policies_auth_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_policies" FOR EACH STATEMENT EXECUTE FUNCTION lanehub_auth_notify_all();--> statement-breakpoint
CREATE TRIGGER roles_auth_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION lanehub_auth_notify_all();--> statement-breakpoint
CREATE TRIGGER user_roles_auth_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION lanehub_auth_notify_all();
