#!/bin/sh
# Writes the picture fixtures here and the picture fuzz corpus in Fuzz/Corpus/Picture.
# Needs ImageMagick 6 (`apt-get install imagemagick`) and python3. The files are committed;
# run this only to change them. Prefixes in the corpus say what decoding must do:
#   valid-  a picture;  huge-  "too large" before decoding;  broken-  "cannot be decoded";
#   odd-    either a picture or an error (damage the decoder does not look at).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
corpus="$here/../../../../Fuzz/Corpus/Picture"
mkdir -p "$corpus"
convert=/usr/bin/convert
stable="-define png:exclude-chunks=date,time"  # the same bytes on every run
cd "$here"

# Fixtures: a transparent band on top, then red on the left and blue on the right.
$convert -size 16x24 xc:red -size 16x24 xc:blue +append -background none -gravity south \
  -extent 32x32 -define png:color-type=6 $stable regions.png
$convert -size 16x24 xc:red -size 16x24 xc:blue +append -quality 95 regions.jpg
# A GIF whose first frame is regions.png and whose second is all green.
$convert regions.png \( -size 32x32 xc:lime \) -set delay 10 -loop 0 regions.gif
# Wider than the pixels kept for a picture.
$convert -size 2000x100 xc:lime $stable wide.png

# Corpus: valid seeds in each form the decoder takes.
cd "$corpus"
rm -f ./*
cp "$here/regions.png" valid-rgba.png
cp "$here/regions.jpg" valid-baseline.jpg
cp "$here/regions.gif" valid-animated.gif
$convert -size 24x16 gradient:red-blue -interlace PNG -define png:color-type=2 $stable valid-interlaced.png
$convert -size 24x16 gradient:red-blue -define png:bit-depth=16 -define png:color-type=6 \
  $stable valid-16bit.png
$convert -size 24x16 gradient:white-black -colorspace Gray $stable valid-gray.png
$convert -size 24x16 gradient:red-blue -colors 8 -define png:color-type=3 $stable valid-palette.png
$convert -size 24x16 gradient:red-blue -interlace JPEG valid-progressive.jpg
$convert -size 24x16 gradient:white-black -colorspace Gray valid-gray.jpg
$convert -size 24x16 gradient:red-blue -colors 4 -interlace GIF valid-interlaced.gif

python3 - <<'PYTHON'
import struct, zlib

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

def png_header(width, height):
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))

png = open("valid-rgba.png", "rb").read()
write = lambda name, data: open(name, "wb").write(data)
write("broken-empty.png", b"")
write("broken-wrong-magic.png", b"this is not a picture\n")
write("broken-short-signature.png", png[:4])
write("broken-truncated.png", png[: len(png) // 2])
write("broken-header-only.png", png_header(32, 32) + chunk(b"IEND", b""))
write("broken-zero-width.png", png_header(0, 32) + chunk(b"IEND", b""))
# The size claimed by a 100-byte decompression bomb: refused before anything is decoded.
write("huge-30000x30000.png", png_header(30000, 30000) + chunk(b"IEND", b""))
idat = png.index(b"IDAT")
garbled = bytearray(png)
for offset in range(idat + 6, idat + 26):
    garbled[offset] ^= 0x5A
write("broken-garbled-data.png", bytes(garbled))
bad_crc = bytearray(png)
bad_crc[idat - 4 + 8 + struct.unpack(">I", png[idat - 4 : idat])[0]] ^= 0xFF
write("odd-bad-crc.png", bytes(bad_crc))

jpeg = open("valid-baseline.jpg", "rb").read()
write("broken-truncated.jpg", jpeg[: len(jpeg) // 2])
write("broken-soi-only.jpg", b"\xff\xd8\xff\xd9")
sof = 2  # walk the segments to the frame header (SOF0)
while jpeg[sof + 1] != 0xC0:
    sof += 2 + struct.unpack(">H", jpeg[sof + 2 : sof + 4])[0]
huge = bytearray(jpeg)
huge[sof + 5 : sof + 9] = struct.pack(">HH", 65500, 65500)
write("huge-65500x65500.jpg", bytes(huge))

gif = open("valid-animated.gif", "rb").read()
write("broken-truncated.gif", gif[: len(gif) // 3])
write("broken-no-frames.gif", gif[:6] + struct.pack("<HHBBB", 32, 32, 0, 0, 0) + b";")
write("huge-65535x65535.gif", gif[:6] + struct.pack("<HH", 65535, 65535) + gif[10:])
PYTHON
$convert -size 8x8 xc:red broken-bmp.bmp
ls -l "$corpus" | awk '{ print $5, $9 }'
