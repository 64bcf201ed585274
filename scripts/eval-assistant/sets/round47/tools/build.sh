#!/bin/bash
# Render src/*.html to PDFs at the top level of the output folder.
set -e
OUT="$(cd "$(dirname "$0")/.." && pwd)"
SCR="$OUT/.scratch"; mkdir -p "$SCR/home" "$SCR/tmp"
render() { # $1 html, $2 pdf name
  HOME="$SCR/home" TMPDIR="$SCR/tmp" XDG_CONFIG_HOME="$SCR/home/.config" XDG_CACHE_HOME="$SCR/home/.cache" \
  /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --user-data-dir="$SCR/profile" --disable-crash-reporter --disable-breakpad \
    --print-to-pdf="$OUT/$2" "file://$OUT/src/$1" 2>/dev/null
}
render dappleford_grocery.html "Dappleford Grocery Stores Guide 2026.pdf"
[ -f "$OUT/src/eddystone_alarm.html" ] && render eddystone_alarm.html "Eddystone Alarm Installers Guide 2026.pdf"
[ -f "$OUT/src/feldspar_flooring.html" ] && render feldspar_flooring.html "Feldspar Flooring Contractors Guide 2026.pdf"
true
