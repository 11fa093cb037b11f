#!/usr/bin/env bash
# The scale-out proof (ARCHITECTURE §10): on 127.0.0.1 only, the machine's PostgreSQL as primary, a streaming standby
# made with pg_basebackup in a temporary folder, server copies A and B behind HAProxy (health checks on /m/ready),
# and copy C on the primary alone (the reference answers of step 3). The driver (driver.ts) then runs the three
# checks — receipts through the balancer with a kill -9 of A, a product import taken over by B after A dies, reports
# read on the standby and their fall-back when it stops — and prints the figures.
# Everything it started is ended on exit, whatever happens: copies, HAProxy, the standby and its folder, the database.
# Needs root (the standby runs as the postgres user; HAProxy is installed with apt-get when missing).
# Sizes: SCALE_SECONDS (10: the first ingest run's length, which sets the receipts of the others) or SCALE_RECEIPTS,
# SCALE_TILLS (8), SCALE_IMPORT_ROWS (20000). SCALE_LOGS_TO=<folder> keeps the processes' logs.
set -euo pipefail
REPO=$(cd "$(dirname "$0")/../.." && pwd)
HERE="$REPO/scripts/scale-out"
source "$HERE/lib.sh"
started_at=$(date +%s)

# ── Prerequisites ────────────────────────────────────────────────────────────────────────────────────────────────
PSQL=(psql -h 127.0.0.1 -p 5432 -U postgres -v ON_ERROR_STOP=1 -qAt)
if ! command -v psql >/dev/null || ! "${PSQL[@]}" -d postgres -c 'select 1' >/dev/null 2>&1; then
  echo "scale-out: PostgreSQL is not reachable on 127.0.0.1:5432 as postgres; nothing to prove"
  exit 1
fi
if [[ $(id -u) != 0 ]]; then
  echo "scale-out: needs root (the standby runs as the postgres user, HAProxy may need installing)"
  exit 1
fi
if ! command -v haproxy >/dev/null; then
  echo "Installing HAProxy (Debian package)"
  if ! { apt-get install -y -qq haproxy >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq haproxy >/dev/null; }; }; then
    echo "scale-out: HAProxy is missing and could not be installed with apt-get"
    exit 1
  fi
fi
major=$(("$("${PSQL[@]}" -d postgres -c 'show server_version_num')" / 10000))
PGBIN=/usr/lib/postgresql/$major/bin
if [[ ! -x $PGBIN/pg_basebackup ]]; then
  echo "scale-out: the PostgreSQL $major server programs (pg_basebackup, pg_ctl) are not installed"
  exit 1
fi
if [[ $("${PSQL[@]}" -d postgres -c "select current_setting('wal_level') <> 'minimal' and current_setting('max_wal_senders')::int > 0") != t ]]; then
  echo "scale-out: the primary does not stream WAL (needs wal_level replica and max_wal_senders > 0)"
  exit 1
fi
can_replicate() { psql "host=127.0.0.1 port=5432 user=postgres replication=true" -qAt -c 'IDENTIFY_SYSTEM' >/dev/null 2>&1; }
if ! can_replicate; then
  hba=$("${PSQL[@]}" -d postgres -c 'show hba_file')
  echo 'host replication all 127.0.0.1/32 trust' >>"$hba"
  "${PSQL[@]}" -d postgres -c 'select pg_reload_conf()' >/dev/null
  echo "The primary's pg_hba.conf did not allow replication from 127.0.0.1: added 'host replication all 127.0.0.1/32 trust' and reloaded"
  for _ in $(seq 50); do can_replicate && break || sleep 0.1; done
  can_replicate || { echo "scale-out: replication from 127.0.0.1 is still refused"; exit 1; }
fi

# ── Clean-up, whatever happens from here on ──────────────────────────────────────────────────────────────────────
SCALE_TMP=$(mktemp -d -t tillbook-scale.XXXXXX)
chmod 755 "$SCALE_TMP" # the postgres user reaches the standby's folder through it
LOGS=$SCALE_TMP/logs
DB=tillbook_scale_$(date +%s)_$$
db_created=0
cleanup() {
  local status=$?
  trap - EXIT INT TERM
  if [[ $status != 0 && -d $LOGS ]]; then
    for f in "$LOGS"/*.log; do
      [[ -s $f ]] || continue
      echo "── last lines of $(basename "$f") ──"
      tail -n 15 "$f" | cut -c1-400
    done
  fi
  # SCALE_LOGS_TO=<folder>: the processes' logs are kept there (e.g. as CI artifacts); the rest goes.
  [[ -n ${SCALE_LOGS_TO:-} && -d $LOGS ]] && mkdir -p "$SCALE_LOGS_TO" && cp "$LOGS"/*.log "$SCALE_LOGS_TO"/
  stop_pid driver 2
  local stopping=() f
  for f in "$SCALE_TMP"/pids/copy-*.pid; do
    [[ -e $f ]] || continue
    stop_pid "$(basename "$f" .pid)" 5 &
    stopping+=($!)
  done
  # Only those: a bare `wait` would also wait for HAProxy, a child of this shell too.
  for f in "${stopping[@]}"; do wait "$f" || true; done
  stop_pid haproxy 5
  [[ -n ${STANDBY_DIR:-} && -f $STANDBY_DIR/postmaster.pid ]] && standby_ctl -m immediate -w stop >/dev/null 2>&1
  ((db_created)) && "${PSQL[@]}" -d postgres -c "drop database if exists $DB with (force)" >/dev/null 2>&1
  rm -rf "$SCALE_TMP"
  echo "Cleaned up: copies and HAProxy stopped, standby stopped and deleted, database $DB dropped ($(($(date +%s) - started_at)) s in all)"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

mkdir -p "$LOGS" "$SCALE_TMP/pids" "$SCALE_TMP/data"
install -d -o postgres -g postgres -m 700 "$SCALE_TMP/standby" "$SCALE_TMP/socket"
install -o postgres -g postgres -m 644 /dev/null "$LOGS/standby.log"
read -r STANDBY_PORT COPY_A_PORT COPY_B_PORT COPY_C_PORT LB_PORT STATS_PORT <<<"$(free_ports 6)"
STANDBY_DIR=$SCALE_TMP/standby
DATA_DIR=$SCALE_TMP/data
PRIMARY_URL=postgres://postgres@127.0.0.1:5432/$DB
STANDBY_URL=postgres://postgres@127.0.0.1:$STANDBY_PORT/$DB
METRICS_TOKEN=scale-$RANDOM$RANDOM
READY_PATH=/m/health # until copy A says whether it has /m/ready
save_state() {
  declare -p REPO SCALE_TMP LOGS PGBIN STANDBY_DIR STANDBY_PORT DATA_DIR PRIMARY_URL STANDBY_URL METRICS_TOKEN \
    READY_PATH COPY_A_PORT COPY_B_PORT COPY_C_PORT LB_PORT STATS_PORT >"$SCALE_TMP/state.env"
}
save_state

echo "Scale-out proof (database $DB, everything on 127.0.0.1)"
"${PSQL[@]}" -d postgres -c "create database $DB"
db_created=1

# ── The streaming standby ────────────────────────────────────────────────────────────────────────────────────────
t0=$(date +%s%N)
as_postgres "$PGBIN/pg_basebackup" -h 127.0.0.1 -p 5432 -U postgres -D "$STANDBY_DIR" -R -X stream -c fast
# Settings a hot standby must hold at least as high as its primary; the rest is the standby's own.
primary_settings=$("${PSQL[@]}" -d postgres -c "select string_agg(name || ' = ' || setting, E'\n') from pg_settings
  where name in ('max_connections', 'max_worker_processes', 'max_wal_senders', 'max_prepared_transactions',
                 'max_locks_per_transaction')")
as_postgres tee "$STANDBY_DIR/postgresql.conf" >/dev/null <<EOF
$primary_settings
port = $STANDBY_PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '$SCALE_TMP/socket'
hot_standby = on
hot_standby_feedback = on
shared_buffers = 64MB
# Every statement is logged: the driver counts the report queries this standby served.
log_statement = 'all'
log_line_prefix = '%m [%p] %d '
EOF
as_postgres tee "$STANDBY_DIR/pg_hba.conf" >/dev/null <<EOF
local all all trust
host all all 127.0.0.1/32 trust
EOF
as_postgres touch "$STANDBY_DIR/pg_ident.conf"
start_standby
until [[ $(psql -h 127.0.0.1 -p "$STANDBY_PORT" -U postgres -d "$DB" -qAt -c 'select pg_is_in_recovery()' 2>/dev/null) == t ]]; do
  sleep 0.1
done
say "standby on port $STANDBY_PORT (pg_basebackup -R -X stream, hot standby) in $((($(date +%s%N) - t0) / 1000000)) ms"

# ── Server copies: A first (it migrates the database), then B and C ─────────────────────────────────────────────
# The migrator takes no lock: two copies starting at once on an empty database could both apply the same migration.
t0=$(date +%s%N)
start_copy A "$COPY_A_PORT"
if [[ $(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$COPY_A_PORT/m/ready") == 200 ]]; then
  READY_PATH=/m/ready
else
  say "note: /m/ready does not answer 200 on this server yet; health checks use /m/health"
fi
save_state
start_copy B "$COPY_B_PORT" &
b=$!
start_copy C "$COPY_C_PORT" primary-only &
c=$!
wait "$b"
wait "$c"
say "copies A :$COPY_A_PORT and B :$COPY_B_PORT (primary + standby), C :$COPY_C_PORT (primary only), shared data folder; ready in $((($(date +%s%N) - t0) / 1000000)) ms"

# ── HAProxy ─────────────────────────────────────────────────────────────────────────────────────────────────────
cat >"$SCALE_TMP/haproxy.cfg" <<EOF
global
  maxconn 2000
  log stdout format raw local0 info

defaults
  mode http
  log global
  option httplog
  option dontlog-normal
  timeout connect 1s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  # A request whose connection never reached a copy goes to the other one; a request a copy received and then died
  # on is answered 502 and the till sends it again (same client id, written once).
  retries 3
  retry-on conn-failure
  option redispatch 1

frontend tillbook
  bind 127.0.0.1:$LB_PORT
  default_backend copies

backend copies
  balance roundrobin
  option httpchk GET $READY_PATH
  http-check expect status 200
  default-server inter 500ms fastinter 250ms downinter 500ms fall 2 rise 2 on-marked-down shutdown-sessions
  server A 127.0.0.1:$COPY_A_PORT check
  server B 127.0.0.1:$COPY_B_PORT check

frontend stats
  bind 127.0.0.1:$STATS_PORT
  stats enable
  stats uri /stats
EOF
haproxy -c -q -f "$SCALE_TMP/haproxy.cfg"
haproxy -db -f "$SCALE_TMP/haproxy.cfg" </dev/null >>"$LOGS/haproxy.log" 2>&1 &
echo $! >"$SCALE_TMP/pids/haproxy.pid"
wait_http "http://127.0.0.1:$LB_PORT$READY_PATH" 30 || { echo "HAProxy did not answer"; exit 1; }
say "HAProxy :$LB_PORT (roundrobin, check GET $READY_PATH every 500 ms, retries with redispatch)"

# ── The checks ──────────────────────────────────────────────────────────────────────────────────────────────────
cd "$REPO"
SCALE_TMP=$SCALE_TMP CTL="$HERE/ctl.sh" LOGS=$LOGS DATA_DIR=$DATA_DIR PRIMARY_URL=$PRIMARY_URL STANDBY_URL=$STANDBY_URL \
  COPY_A_URL=http://127.0.0.1:$COPY_A_PORT COPY_B_URL=http://127.0.0.1:$COPY_B_PORT \
  COPY_C_URL=http://127.0.0.1:$COPY_C_PORT LB_URL=http://127.0.0.1:$LB_PORT \
  STATS_URL=http://127.0.0.1:$STATS_PORT/stats READY_PATH=$READY_PATH METRICS_TOKEN=$METRICS_TOKEN \
  node --import tsx "$HERE/driver.ts" &
# In the background and waited for, so that a TERM or Ctrl-C cleans up at once (bash runs a trap only after the
# foreground command ends); `node --import tsx`, not `npx tsx`, so that the pid is the driver's own.
echo $! >"$SCALE_TMP/pids/driver.pid"
wait "$(<"$SCALE_TMP/pids/driver.pid")"
