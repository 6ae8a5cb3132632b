#!/usr/bin/env bash
# Makes apps/web/src/fonts/inter-core.woff2 and inter-rupee.woff2 from @fontsource-variable/inter (decision 1105).
# The files are committed; run this again only when the Inter package or the character set changes.
# Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
src="$root/node_modules/@fontsource-variable/inter/files"
out="$root/apps/web/src/fonts"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
py=/usr/bin/python3

# Printable ASCII and the few other characters the portal's own texts use (no-break space, ©, ·, ×, dashes, quotes,
# bullet, ellipsis). Keep in step with the unicode-range of the first face in apps/web/src/fonts.css.
core='U+0020-007E,U+00A0,U+00A9,U+00B7,U+00D7,U+2013,U+2014,U+2018,U+2019,U+201C,U+201D,U+2022,U+2026'

subset() { # <source file> <unicodes> <output>
  "$py" -m fontTools.subset "$1" --unicodes="$2" --layout-features=kern --output-file="$tmp/subset.ttf"
  # The portal sets text in weights 400 to 700 only (font-normal … font-bold).
  "$py" -m fontTools.varLib.instancer "$tmp/subset.ttf" wght=400:700 -q -o "$tmp/instance.ttf"
  "$py" - "$tmp/instance.ttf" "$3" <<'PY'
import sys
from fontTools.ttLib import TTFont
font = TTFont(sys.argv[1])
font.flavor = 'woff2'
font.save(sys.argv[2])
PY
}

subset "$src/inter-latin-wght-normal.woff2" "$core" "$out/inter-core.woff2"
subset "$src/inter-latin-ext-wght-normal.woff2" 'U+20B9' "$out/inter-rupee.woff2"
cp "$root/node_modules/@fontsource-variable/inter/LICENSE" "$out/LICENSE-Inter.txt"
ls -l "$out"
