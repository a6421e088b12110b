#!/usr/bin/env bash
# The Debian packages of the scale-out test (ADR 0054): PostgreSQL 15 and nginx. Idempotent:
# installs only what is missing (apt-get needs root; services are not started, run.sh starts its
# own throwaway instances).
set -euo pipefail
missing=()
[ -x /usr/lib/postgresql/15/bin/postgres ] || missing+=(postgresql-15)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]} from Debian packages"
  apt-get update -q
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
fi
