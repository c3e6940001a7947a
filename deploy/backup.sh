#!/bin/sh
# One backup of the site's database into BACKUP_DIR, keeping the newest KEEP_BACKUPS (14).
# With DATABASE_URL: pg_dump, while the site runs. Without: `npm run backup`, which asks the
# running server (HOST and PORT) to write the embedded database's backup without stopping
# (decision 056), or opens the folder itself when no server runs.
# Restore: see docs/deploy.md, "Backups and restoring one".
set -eu
umask 077
dir=${BACKUP_DIR:?BACKUP_DIR must name the folder for backups}
keep=${KEEP_BACKUPS:-14}
stamp=$(date -u +%Y%m%dT%H%M%SZ)
cd "$(dirname "$0")/.."

if [ -n "${DATABASE_URL:-}" ]; then
  file="$dir/site-$stamp.dump"
  pg_dump --format=custom --file="$file.partial" "$DATABASE_URL"
else
  file="$dir/site-$stamp.tar"
  node --import tsx scripts/ops/backup.ts "$file.partial" >/dev/null
fi
chmod 600 "$file.partial"
mv "$file.partial" "$file"
echo "Backed up to $file"

# The time is in the name, so name order is age order: remove all but the newest $keep.
find "$dir" -maxdepth 1 -type f -name 'site-*' ! -name '*.partial' -printf '%f\n' | sort -r | tail -n +"$((keep + 1))" |
  while read -r old; do
    rm -f -- "$dir/$old"
    echo "Removed $old"
  done
