#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 cluster: its own folder, port and socket,
# started as the postgres user (postgres refuses to run as root), removed afterwards.
#   scripts/with-postgres.sh npx vitest run apps/server
# The command sees TEST_DATABASE_URL (a superuser URL; each test file makes its own database).
# PG_OPTS adds server settings (`-c shared_buffers=4GB …`), as a benchmark at scale may.
set -euo pipefail

BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
# Its own port: the first free from 54329 unless PG_PORT names one, so two runs on one machine never share a cluster.
PORT=${PG_PORT:-$(node "$(dirname "$0")/free-port.mjs" 54329)}
if [ ! -x "$BIN/initdb" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's postgresql package for the PostgreSQL test run"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
if [ ! -x "$BIN/initdb" ]; then
  echo "PostgreSQL 15 server binaries not found in $BIN: apt-get install -y postgresql" >&2
  exit 1
fi

DIR=$(mktemp -d /tmp/forgeworks-pg.XXXXXX)
RUN_AS=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$DIR"
  RUN_AS=(runuser -u postgres --)
fi

stop() {
  "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap stop EXIT

"${RUN_AS[@]}" "$BIN/initdb" -D "$DIR/data" -U postgres -A trust >/dev/null
"${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200 ${PG_OPTS:-}" start >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "PostgreSQL 15 throwaway cluster on port $PORT"
"$@"
