#!/usr/bin/env bash
# What the driver may do to the running set-up (run.sh started it): `ctl.sh crash-copy A`, `ctl.sh start-copy A`,
# `ctl.sh stop-copy C`, `ctl.sh stop-standby`. Needs SCALE_TMP (run.sh passes it to the driver).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
source "$SCALE_TMP/state.env"

case "${1:-}" in
  crash-copy) crash_copy "$2" ;;
  stop-copy) stop_pid "copy-$2" 10 ;;
  start-copy)
    port_var="COPY_${2}_PORT"
    start_copy "$2" "${!port_var}" "$([[ $2 == C ]] && echo primary-only)"
    ;;
  stop-standby) stop_standby ;;
  *)
    echo "usage: ctl.sh crash-copy|stop-copy|start-copy NAME | stop-standby" >&2
    exit 2
    ;;
esac
