#!/usr/bin/env bash
# Writes the next migration from src/db/schema. Serialised with a lock, since several people may generate at once.
# Usage: bash apps/server/scripts/db-generate.sh <short_name>
set -euo pipefail
cd "$(dirname "$0")/.."
exec flock /tmp/tillbook-migrations.lock timeout 120 npx drizzle-kit generate --name "${1:?name the migration}"
