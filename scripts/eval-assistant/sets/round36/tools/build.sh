#!/bin/bash
# Render the HTML sources in src/ to the guide PDFs.
cd "$(dirname "$0")/.."
render() { /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-pdf-header-footer --print-to-pdf="$2" "file://$PWD/src/$1" 2>/dev/null; }
render ollerton_snow_removal.html "Ollerton Specialty Snow Removal Guide 2026.pdf"
[ -f src/umberfield_motion_picture.html ] && render umberfield_motion_picture.html "Umberfield Casualty Motion Picture Production Guide 2026.pdf"
[ -f src/yellowmead_water_well.html ] && render yellowmead_water_well.html "Yellowmead Assurance Water Well Drilling Guide 2026.pdf"
for f in *.pdf; do echo "$f: pages=$(pdfinfo "$f" | awk '/^Pages/{print $2}')"; for p in 1 2 3; do echo "  p$p words=$(pdftotext -layout -f $p -l $p "$f" - | wc -w)"; done; done
