-- The guard keeps signed-in sessions in memory for a few seconds (platform/session-cache.ts). Every change that ends
-- or alters a session tells every server copy, at commit, which merchant's sessions to forget.
CREATE OR REPLACE FUNCTION session_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('session_cache', to_jsonb(OLD) ->> TG_ARGV[0]);
  ELSE
    PERFORM pg_notify('session_cache', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_cache_delete AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION session_cache_notify('tenant_id');
--> statement-breakpoint
-- The guard's own touch (last_used_at moving forward) changes nothing a cached session holds.
CREATE TRIGGER sessions_cache_update AFTER UPDATE ON sessions
  FOR EACH ROW WHEN (
    NEW.last_used_at < OLD.last_used_at
    OR (NEW.tenant_id, NEW.token_hash, NEW.user_id, NEW.kind, NEW.store_id, NEW.device_id, NEW.expires_at)
      IS DISTINCT FROM (OLD.tenant_id, OLD.token_hash, OLD.user_id, OLD.kind, OLD.store_id, OLD.device_id, OLD.expires_at)
  ) EXECUTE FUNCTION session_cache_notify('tenant_id');
--> statement-breakpoint
CREATE TRIGGER users_cache AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION session_cache_notify('tenant_id');
--> statement-breakpoint
CREATE TRIGGER roles_cache AFTER UPDATE OR DELETE ON roles
  FOR EACH ROW EXECUTE FUNCTION session_cache_notify('tenant_id');
--> statement-breakpoint
CREATE TRIGGER user_stores_cache AFTER INSERT OR UPDATE OR DELETE ON user_stores
  FOR EACH ROW EXECUTE FUNCTION session_cache_notify('tenant_id');
--> statement-breakpoint
CREATE TRIGGER tenants_cache AFTER UPDATE OR DELETE ON tenants
  FOR EACH ROW EXECUTE FUNCTION session_cache_notify('id');
--> statement-breakpoint
-- A device's own touch (last_seen_at) changes nothing a cached session holds.
CREATE TRIGGER devices_cache_delete AFTER DELETE ON devices
  FOR EACH ROW EXECUTE FUNCTION session_cache_notify('tenant_id');
--> statement-breakpoint
CREATE TRIGGER devices_cache_update AFTER UPDATE ON devices
  FOR EACH ROW WHEN (
    (NEW.tenant_id, NEW.kind, NEW.store_id, NEW.status, NEW.available)
      IS DISTINCT FROM (OLD.tenant_id, OLD.kind, OLD.store_id, OLD.status, OLD.available)
  ) EXECUTE FUNCTION session_cache_notify('tenant_id');
