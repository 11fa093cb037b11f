# Shared by run.sh (which sets everything up) and ctl.sh (which the driver calls to kill, restart or stop things).
# Every process started here writes its pid to $SCALE_TMP/pids/<name>.pid: the clean-up of run.sh ends exactly those.
# The state (ports, addresses, folders) lives in $SCALE_TMP/state.env, written by run.sh and read by ctl.sh.

say() { printf '  %s\n' "$*"; }

# A free TCP port on 127.0.0.1 (the kernel picks it; nothing listens on it when this answers).
free_ports() {
  node -e '
    const net = require("node:net");
    const n = Number(process.argv[1]);
    const servers = Array.from({ length: n }, () => net.createServer());
    Promise.all(servers.map((s) => new Promise((r) => s.listen(0, "127.0.0.1", () => r(s.address().port)))))
      .then((ports) => { console.log(ports.join(" ")); servers.forEach((s) => s.close()); });
  ' "$1"
}

# Runs a command as the PostgreSQL system user (the standby's files must be theirs).
as_postgres() { runuser -u postgres -- "$@"; }

# GET $1 until it answers 200, at most $2 seconds; answers 1 when it never did.
wait_http() {
  local url=$1 limit=${2:-60} i
  for ((i = 0; i < limit * 10; i++)); do
    curl -fsS -o /dev/null --max-time 2 "$url" 2>/dev/null && return 0
    sleep 0.1
  done
  return 1
}

# Starts server copy $1 on port $2; "primary-only" as $3 leaves DATABASE_READ_URL out. Waits until it is ready.
start_copy() {
  local name=$1 port=$2 read_url=$STANDBY_URL
  [[ ${3:-} == primary-only ]] && read_url=''
  (
    cd "$REPO"
    # `node --import tsx` (not `npx tsx`, which runs the server in a child process): the pid is the server's own,
    # so a kill -9 of it is a real crash of the copy.
    exec env PORT="$port" HOST=127.0.0.1 DATABASE_URL="$PRIMARY_URL" DATABASE_READ_URL="$read_url" \
      DATABASE_READ_MAX_LAG_SECONDS=5 DATA_DIR="$DATA_DIR" JOB_STALE_SECONDS=5 METRICS_TOKEN="$METRICS_TOKEN" \
      LOG_LEVEL=info WEB_DIST="$SCALE_TMP/no-web" TRUST_PROXY=127.0.0.1 PUBLIC_URL="http://127.0.0.1:$LB_PORT" \
      LOGIN_IP_LOCK_AFTER=1000000 LOGIN_PIN_MERCHANT_LOCK_AFTER=1000000 \
      node --import tsx apps/server/src/main.ts
  ) </dev/null >>"$LOGS/copy-$name.log" 2>&1 &
  echo $! >"$SCALE_TMP/pids/copy-$name.pid"
  # Not this shell's job any more: its kill -9 is on purpose, no "Killed" notice.
  disown $!
  if ! wait_http "http://127.0.0.1:$port$READY_PATH" 90; then
    echo "copy $name did not become ready on port $port" >&2
    tail -n 30 "$LOGS/copy-$name.log" >&2
    return 1
  fi
}

# Ends process $1 (a name under pids/): SIGTERM, then SIGKILL after $2 seconds.
stop_pid() {
  local file="$SCALE_TMP/pids/$1.pid" pid i
  [[ -f $file ]] || return 0
  pid=$(<"$file")
  if kill -0 "$pid" 2>/dev/null; then
    kill -TERM "$pid" 2>/dev/null || true
    for ((i = 0; i < ${2:-5} * 10; i++)); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -f "$file"
}

# kill -9 of copy $1: the crash the proof is about.
crash_copy() {
  local file="$SCALE_TMP/pids/copy-$1.pid"
  kill -KILL "$(<"$file")"
  rm -f "$file"
}

standby_ctl() { as_postgres "$PGBIN/pg_ctl" -D "$STANDBY_DIR" -l "$LOGS/standby.log" "$@"; }

start_standby() {
  standby_ctl -w -t 60 -o "-p $STANDBY_PORT -k $SCALE_TMP/socket -c listen_addresses=127.0.0.1" start >/dev/null
}

stop_standby() { standby_ctl -m fast -w stop >/dev/null 2>&1 || true; }
