"""Plays a Lottie file with rlottie (Debian's librlottie, through ctypes) and compares its
frames with Chroma's numbered PNG frames, decoded by Pillow.

    rlottie_compare.py render ANIMATION.json FRAME OUT.png   # one frame to a PNG, to look at
    rlottie_compare.py compare ANIMATION.json FRAMES_FOLDER   # every frame-NNNNN.png

`compare` prints one JSON object: the animation's frame count and rate as rlottie reads them,
and for each PNG frame the largest difference of a premultiplied channel (0-255), the mean
difference, and how many pixels differ by more than 3/255 and 32/255. Exit 2 when rlottie or
Pillow is missing (the message says how to install them).
"""
import ctypes
import ctypes.util
import json
import os
import sys

try:
    from PIL import Image, ImageChops
except ImportError:
    print("Pillow is missing: pip install pillow into .build/test-python", file=sys.stderr)
    sys.exit(2)


def load_rlottie():
    for name in (ctypes.util.find_library("rlottie"), "librlottie.so", "librlottie.so.0-1", "librlottie.dylib"):
        if not name:
            continue
        try:
            return ctypes.CDLL(name)
        except OSError:
            continue
    print("rlottie is missing: apt-get install librlottie-dev (brew install rlottie)", file=sys.stderr)
    sys.exit(2)


lib = load_rlottie()
lib.lottie_animation_from_data.restype = ctypes.c_void_p
lib.lottie_animation_from_data.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p]
lib.lottie_animation_destroy.argtypes = [ctypes.c_void_p]
lib.lottie_animation_get_totalframe.restype = ctypes.c_size_t
lib.lottie_animation_get_totalframe.argtypes = [ctypes.c_void_p]
lib.lottie_animation_get_framerate.restype = ctypes.c_double
lib.lottie_animation_get_framerate.argtypes = [ctypes.c_void_p]
lib.lottie_animation_get_size.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_size_t), ctypes.POINTER(ctypes.c_size_t)]
lib.lottie_animation_render.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.POINTER(ctypes.c_uint32),
                                        ctypes.c_size_t, ctypes.c_size_t, ctypes.c_size_t]


class Animation:
    def __init__(self, path):
        with open(path, "rb") as f:
            data = f.read()
        # rlottie caches by key; a unique key per load keeps files of one name apart.
        key = ("%s-%d" % (os.path.abspath(path), os.getpid())).encode()
        self.handle = lib.lottie_animation_from_data(data, key, b"")
        if not self.handle:
            print("rlottie could not read %s" % path, file=sys.stderr)
            sys.exit(1)
        w, h = ctypes.c_size_t(), ctypes.c_size_t()
        lib.lottie_animation_get_size(self.handle, ctypes.byref(w), ctypes.byref(h))
        self.width, self.height = w.value, h.value
        self.frames = lib.lottie_animation_get_totalframe(self.handle)
        self.rate = lib.lottie_animation_get_framerate(self.handle)

    def render(self, frame):
        """Frame `frame` as a Pillow RGBa (premultiplied) image."""
        buffer = (ctypes.c_uint32 * (self.width * self.height))()
        lib.lottie_animation_render(self.handle, frame, buffer, self.width, self.height, self.width * 4)
        # ARGB32 premultiplied, little-endian in memory: B, G, R, A.
        return Image.frombuffer("RGBa", (self.width, self.height), bytes(buffer), "raw", "BGRa", 0, 1)


def premultiplied(path):
    image = Image.open(path).convert("RGBA")
    return image.convert("RGBa")


def compare(animation, folder):
    names = sorted(n for n in os.listdir(folder) if n.startswith("frame-") and n.endswith(".png"))
    frames = []
    for name in names:
        index = int(name[len("frame-"):-len(".png")])
        expected = premultiplied(os.path.join(folder, name))
        actual = animation.render(index)
        if actual.size != expected.size:
            frames.append({"frame": index, "size": list(actual.size), "expected": list(expected.size)})
            continue
        # The largest channel difference of each pixel.
        bands = ImageChops.difference(actual, expected).split()
        worst = bands[0]
        for band in bands[1:]:
            worst = ImageChops.lighter(worst, band)
        histogram = worst.histogram()
        total = sum(histogram)
        frames.append({
            "frame": index,
            "max": max(i for i, c in enumerate(histogram) if c),
            "mean": sum(i * c for i, c in enumerate(histogram)) / total,
            "over3": sum(histogram[4:]),
            "over32": sum(histogram[33:]),
            "pixels": total,
        })
    return frames


def main():
    if len(sys.argv) == 5 and sys.argv[1] == "render":
        animation = Animation(sys.argv[2])
        animation.render(int(sys.argv[3])).convert("RGBA").save(sys.argv[4])
    elif len(sys.argv) == 4 and sys.argv[1] == "compare":
        animation = Animation(sys.argv[2])
        print(json.dumps({"frameCount": animation.frames, "frameRate": animation.rate,
                          "width": animation.width, "height": animation.height,
                          "frames": compare(animation, sys.argv[3])}))
    else:
        print(__doc__, file=sys.stderr)
        sys.exit(64)


if __name__ == "__main__":
    main()
