#!/usr/bin/env python3
"""Ways to make a sequence of small files durable, timed on this machine's file system: the
files of a splash (by default the 240 frames of peers.py's SPLASH, rendered by chroma once),
written again and again, each time into a fresh folder, by every strategy in turn.

    python3 Benchmarks/durability.py [--rounds 5] [--chroma PATH] [--folder DIR] [--batch 64]

Every strategy writes each file to a temporary name first and renames it into place, so no
final name ever holds a partial file; they differ in how (and how often) they wait for the disk:
- per-file fsync: fsync the file, rename, fsync the folder (what `OutputFile` does for one file);
- per-file fdatasync: the same with fdatasync for the file;
- batch fsync: write a batch, fsync each file, rename each, fsync the folder once a batch;
- batch early writeback: as batch fsync, with sync_file_range(WRITE) right after each write so
  the disk starts early;
- batch syncfs: write a batch, one syncfs(2) of the file system, rename each, fsync the folder;
- batch syncfs, fdatasync each: the same, then fdatasync each file (nothing left to write; it
  reports that file's own writeback error) before its rename;
- background fsync: batch fsync done by a second thread while the first writes the next batch;
- no sync: the floor (rename only; not durable, for comparison).
Prints the median and the spread (min–max) of each, in milliseconds, and the ratio to the
per-file fsync.
"""
import argparse
import ctypes
import os
import shutil
import statistics
import subprocess
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
libc = ctypes.CDLL(None, use_errno=True)
SYNC_FILE_RANGE_WRITE = 2


def write_temp(folder, name, data):
    temporary = os.path.join(folder, "." + name + ".tmp")
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o644)
    os.write(fd, data)
    return fd, temporary


def sync_folder(folder):
    fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    os.fsync(fd)
    os.close(fd)


def per_file(folder, files, sync):
    for name, data in files:
        fd, temporary = write_temp(folder, name, data)
        sync(fd)
        os.close(fd)
        os.rename(temporary, os.path.join(folder, name))
        sync_folder(folder)


def batches(files, size):
    return [files[i:i + size] for i in range(0, len(files), size)]


def finish(folder, pending, how):
    """Makes a written batch durable by `how`, then renames it and syncs the folder once."""
    if how.startswith("syncfs") and pending:
        if libc.syncfs(pending[0][0]) != 0:
            raise OSError(ctypes.get_errno(), "syncfs")
    for fd, temporary, name in pending:
        if how == "fsync":
            os.fsync(fd)
        elif how == "syncfs+fdatasync":
            os.fdatasync(fd)  # nothing left to write: only this file's writeback errors, and a flush
        os.close(fd)
        os.rename(temporary, os.path.join(folder, name))
    sync_folder(folder)


def batched(folder, files, size, how, early=False):
    for batch in batches(files, size):
        pending = []
        for name, data in batch:
            fd, temporary = write_temp(folder, name, data)
            if early:
                libc.sync_file_range(fd, ctypes.c_longlong(0), ctypes.c_longlong(0), SYNC_FILE_RANGE_WRITE)
            pending.append((fd, temporary, name))
        finish(folder, pending, how)


def background(folder, files, size):
    worker = None
    for batch in batches(files, size):
        pending = [(*write_temp(folder, name, data), name) for name, data in batch]
        if worker:
            worker.join()
        worker = threading.Thread(target=finish, args=(folder, pending, "fsync"))
        worker.start()
    if worker:
        worker.join()


def no_sync(folder, files):
    for name, data in files:
        fd, temporary = write_temp(folder, name, data)
        os.close(fd)
        os.rename(temporary, os.path.join(folder, name))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--chroma", default=os.path.join(ROOT, ".build", "release", "chroma"))
    parser.add_argument("--folder", default=None, help="where to write (default: a scratch folder in the system's temp)")
    parser.add_argument("--batch", type=int, default=64, help="files per batch for the batched strategies")
    arguments = parser.parse_args()
    if arguments.rounds < 1 or arguments.batch < 1:
        raise SystemExit("--rounds and --batch: expected at least 1")
    scratch = tempfile.mkdtemp(prefix="chroma-durability-", dir=arguments.folder)
    try:
        frames = os.path.join(scratch, "frames")
        os.makedirs(frames)
        subprocess.run([arguments.chroma, "splash", "--size", "400x200", "--colors", "#0000ff,#ff0000,#00ff00,#ffa500",
                        "--animation", "circle", "--duration", "1.0", "--hold", repr(1 / 3), "--fps", "60",
                        "--corner-radius", "20", "--frames", "0-239", "--quiet", "-o", frames], check=True)
        files = [(name, open(os.path.join(frames, name), "rb").read()) for name in sorted(os.listdir(frames))]
        size = arguments.batch
        strategies = {
            "per-file fsync": lambda f: per_file(f, files, os.fsync),
            "per-file fdatasync": lambda f: per_file(f, files, os.fdatasync),
            f"batch {size} fsync": lambda f: batched(f, files, size, "fsync"),
            f"batch {size} early writeback": lambda f: batched(f, files, size, "fsync", early=True),
            f"batch {size} syncfs": lambda f: batched(f, files, size, "syncfs"),
            f"batch {size} syncfs, fdatasync each": lambda f: batched(f, files, size, "syncfs+fdatasync"),
            f"background fsync ({size})": lambda f: background(f, files, size),
            "no sync (not durable)": lambda f: no_sync(f, files),
        }
        samples = {name: [] for name in strategies}
        for round in range(arguments.rounds):
            for name, run in strategies.items():
                folder = os.path.join(scratch, f"out-{round}-{len(samples[name])}-{abs(hash(name))}")
                os.makedirs(folder)
                start = time.perf_counter()
                run(folder)
                samples[name].append(time.perf_counter() - start)
                shutil.rmtree(folder)
        total = sum(len(data) for _, data in files)
        print(f"{len(files)} files, {total / 1024:.0f} KiB, {arguments.rounds} rounds; medians (min–max)")
        reference = statistics.median(samples["per-file fsync"])
        for name, times in samples.items():
            median = statistics.median(times)
            print(f"  {name:36s} {median * 1000:8.1f} ms ({min(times) * 1000:.0f}–{max(times) * 1000:.0f})  "
                  f"{reference / median:6.1f}× faster than per-file fsync")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
