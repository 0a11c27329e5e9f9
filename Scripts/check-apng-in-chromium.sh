#!/usr/bin/env bash
# Decodes an animated PNG with Chromium's own image decoder (WebCodecs ImageDecoder) and prints
# what a browser sees: whether it is animated, the frame count, the loop count, and for each
# frame the color at a pixel and the frame's duration in microseconds (for long animations, the
# first, middle and last frames).
#
#   Scripts/check-apng-in-chromium.sh anim.png [x y]
#
# Needs Chromium (Debian: apt-get install chromium). Not part of CI: it is a manual check that
# the APNG writer's output plays in a browser.
set -euo pipefail
file=${1:?usage: check-apng-in-chromium.sh FILE.png [x y]}
x=${2:-0}
y=${3:-0}
command -v chromium >/dev/null || { echo "chromium is not installed (apt-get install chromium)" >&2; exit 69; }
page=$(mktemp --suffix=.html)
trap 'rm -f "$page"' EXIT
cat > "$page" <<HTML
<html><body><script>
(async () => {
  try {
    const bytes = Uint8Array.from(atob("$(base64 -w0 "$file")"), c => c.charCodeAt(0));
    const decoder = new ImageDecoder({data: bytes, type: "image/png"});
    await decoder.tracks.ready;
    const track = decoder.tracks.selectedTrack;
    const out = ["animated=" + track.animated, "frames=" + track.frameCount, "loops=" + track.repetitionCount];
    const count = track.frameCount;
    const wanted = count <= 8 ? [...Array(count).keys()] : [0, Math.floor(count / 2), count - 1];
    for (const i of wanted) {
      const {image} = await decoder.decode({frameIndex: i});
      const canvas = new OffscreenCanvas(image.displayWidth, image.displayHeight);
      const context = canvas.getContext("2d");
      context.drawImage(image, 0, 0);
      const d = context.getImageData($x, $y, 1, 1).data;
      out.push("frame" + i + ":rgba(" + Array.from(d).join(",") + "),duration=" + image.duration);
    }
    document.body.setAttribute("data-result", out.join(" "));
  } catch (error) {
    document.body.setAttribute("data-result", "error: " + error);
  }
})();
</script></body></html>
HTML
chromium --headless --no-sandbox --disable-gpu --virtual-time-budget=120000 --dump-dom "file://$page" 2>/dev/null \
  | grep -o 'data-result="[^"]*"' | sed -e 's/^data-result="//' -e 's/"$//' | tr ' ' '\n'
