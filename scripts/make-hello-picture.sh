#!/bin/sh
# Draws Examples/hello-cli/Tour/hello.png, the example CLI's picture: a terminal window with a
# green prompt and a cursor. 32 × 16 pixels, which is 32 columns × 8 rows at its natural size
# (one column per pixel, two pixels per row), so it is drawn crisp, not resampled. The corners
# are transparent: they show the page's colour.
# Needs ImageMagick 6 (`convert`); the output is committed, run this only to change it.
set -eu
out="$(cd "$(dirname "$0")/.." && pwd)/Examples/hello-cli/Tour/hello.png"
bar="#d0d0d0"      # the title bar
body="#00005f"     # the window: navy, a colour no text on the page has
close="#ff5f5f"    # the title bar's three buttons
minimise="#ffd75f"
zoom="#5fd75f"
prompt="#5fd75f"   # the prompt, green
cursor="#ffffff"
convert -size 32x16 xc:none \
  -fill "$bar" -draw "rectangle 0,0 31,3" \
  -fill "$close" -draw "rectangle 2,1 3,2" \
  -fill "$minimise" -draw "rectangle 5,1 6,2" \
  -fill "$zoom" -draw "rectangle 8,1 9,2" \
  -fill "$body" -draw "rectangle 0,4 31,15" \
  -fill "$prompt" -draw "line 3,7 5,9" -draw "line 5,9 3,11" \
  -fill "$cursor" -draw "rectangle 8,8 11,11" \
  -alpha set -channel A -fill none \
  -draw "color 0,0 point" -draw "color 31,0 point" -draw "color 0,15 point" \
  -draw "color 31,15 point" \
  +channel \
  -strip -define png:exclude-chunks=date,time -define png:color-type=6 "$out"
echo "wrote $out ($(wc -c < "$out") bytes)"
