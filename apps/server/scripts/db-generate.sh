#!/usr/bin/env bash
# Writes the next migration from src/db/schema, serialised with a lock.
#   bash apps/server/scripts/db-generate.sh <short_name>               every schema file as it is in the work tree
#   bash apps/server/scripts/db-generate.sh <short_name> <domain>.ts   only that file from the work tree, the others
#                                                                      as committed (so that someone else's unfinished
#                                                                      schema does not slip into your migration)
set -euo pipefail
cd "$(dirname "$0")/.."
name="${1:?name the migration}"
own="${2:-}"
exec 9>/tmp/tillbook-migrations.lock
flock 9
if [ -z "$own" ]; then
  timeout 120 npx drizzle-kit generate --name "$name"
  exit
fi
tmp="$(mktemp -d "$PWD/src/db/.schema-XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
for f in src/db/schema/*.ts; do
  base="$(basename "$f")"
  if [ "$base" = "$own" ]; then cp "$f" "$tmp/$base"
  else git show "HEAD:apps/server/$f" > "$tmp/$base" 2>/dev/null || true
  fi
done
cat > "$tmp/drizzle.config.ts" <<CFG
import { defineConfig } from 'drizzle-kit';
export default defineConfig({ dialect: 'postgresql', schema: './src/db/$(basename "$tmp")/*.ts', out: './src/db/migrations' });
CFG
timeout 120 npx drizzle-kit generate --config "$tmp/drizzle.config.ts" --name "$name"
