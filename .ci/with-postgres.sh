#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a fresh database on Debian's PostgreSQL 15
# (the role may create databases: each API test file works in its own).
set -euo pipefail
cluster_version=15
pg_ctlcluster "$cluster_version" main status >/dev/null 2>&1 || pg_ctlcluster "$cluster_version" main start
for _ in $(seq 1 30); do
  su postgres -c "pg_isready -q" && break
  sleep 1
done
db="shop_ci_$$"
su postgres -c "psql -q -v ON_ERROR_STOP=1" <<SQL
DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'shop_ci') THEN
    CREATE ROLE shop_ci LOGIN CREATEDB PASSWORD 'shop_ci';
  END IF;
END \$\$;
CREATE DATABASE $db OWNER shop_ci;
SQL
trap 'su postgres -c "psql -q -c \"DROP DATABASE IF EXISTS $db\"" >/dev/null 2>&1 || true' EXIT
DATABASE_URL="postgres://shop_ci:shop_ci@127.0.0.1:5432/$db" "$@"
