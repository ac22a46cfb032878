#!/bin/sh
# The image's roles. `exec` makes node the container's main process, so SIGTERM from `docker stop` or
# Kubernetes reaches it directly and it shuts down gracefully (run with an init, e.g. compose `init: true`).
set -eu
role="${1:-web}"
[ "$#" -gt 0 ] && shift
case "$role" in
  web)
    cd /app/web/apps/web
    exec node server.js "$@"
    ;;
  worker)
    cd /app/worker
    exec node --import tsx src/main.ts "$@"
    ;;
  migrate)
    cd /app/worker
    exec node --import tsx node_modules/@understudy/db/src/cli/migrate.ts "$@"
    ;;
  *)
    echo "usage: understudy web|worker|migrate (got: $role)" >&2
    exit 64
    ;;
esac
