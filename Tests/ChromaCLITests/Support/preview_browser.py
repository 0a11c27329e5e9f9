#!/usr/bin/env python3
"""Drives headless Chromium against a running `chroma preview` page, over the DevTools protocol
on a pipe (no extra packages), and checks what a person would see:

1. the page lists every document and each image is decoded (complete, naturalWidth > 0);
2. a save by rename-over (write a temporary file, rename it over the document) shows the new
   image without a reload (the page's load time stays the same);
3. a bad save shows the one-line error, path included, in place of the image;
4. a good save brings the image back.

First, without a browser, the server's edges: only the page, its state and the images are
served; other paths are 404 (no listing, no file outside), `..` is 400 or 404, other methods
405, and a Host that is not this machine's loopback 421.

Usage: preview_browser.py URL DOCUMENT GOOD_JSON_A GOOD_JSON_B [--saves N]
Prints one JSON object: the checks and, for --saves N, the save-to-new-image times in ms for
in-place and rename-over saves. Exits 1 with a message on the first failed check.
"""
import http.client, json, os, subprocess, sys, time, urllib.parse

def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        for folder in os.environ.get("PATH", "").split(":"):
            path = os.path.join(folder, name)
            if os.access(path, os.X_OK):
                return path
    return None

class Browser:
    def __init__(self, binary):
        to_child_r, to_child_w = os.pipe()
        from_child_r, from_child_w = os.pipe()
        # The DevTools pipe: the browser reads fd 3 and writes fd 4.
        def preexec():
            # dup2 onto the same number keeps close-on-exec: clear it on both.
            os.dup2(to_child_r, 3)
            os.dup2(from_child_w, 4)
            os.set_inheritable(3, True)
            os.set_inheritable(4, True)
        self.process = subprocess.Popen(
            [binary, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
             "--no-first-run", "--user-data-dir=" + os.environ.get("TMPDIR", "/tmp") + "/chroma-preview-profile-%d" % os.getpid(),
             "about:blank"],
            preexec_fn=preexec, close_fds=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_child_r); os.close(from_child_w)
        self.write, self.read = to_child_w, from_child_r
        self.buffer = b""
        self.next_id = 0
        self.session = None

    def send(self, method, params=None, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.write, json.dumps(message).encode() + b"\0")
        while True:
            while b"\0" not in self.buffer:
                chunk = os.read(self.read, 1 << 16)
                if not chunk:
                    raise RuntimeError("the browser closed its DevTools pipe")
                self.buffer += chunk
            raw, self.buffer = self.buffer.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError("%s: %s" % (method, reply["error"]))
                return reply.get("result", {})

    def open(self, url):
        target = self.send("Target.createTarget", {"url": "about:blank"}, session=False)["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True}, session=False)["sessionId"]
        self.send("Page.enable")
        self.send("Page.navigate", {"url": url})

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        return result.get("result", {}).get("value")

    def close(self):
        self.process.kill()
        self.process.wait()

def wait_for(browser, expression, seconds, what):
    deadline = time.time() + seconds
    while time.time() < deadline:
        value = browser.evaluate(expression)
        if value:
            return value
        time.sleep(0.02)
    raise SystemExit("preview check failed: %s (after %s s)" % (what, seconds))

IMAGES_DECODED = """(() => { const images = [...document.querySelectorAll('img')];
  return images.length > 0 && images.every(i => i.complete && i.naturalWidth > 0) ? images.length : 0; })()"""

def version_of(name):
    return "(document.querySelector('article[data-name=\"%s\"]') || {dataset: {}}).dataset.version" % name

def save(path, text, rename):
    if rename:
        temporary = path + ".tmp~"
        with open(temporary, "w") as handle:
            handle.write(text)
        os.replace(temporary, path)
    else:
        with open(path, "r+") as handle:
            handle.truncate(0)
            handle.write(text)

def request(url, path, method="GET", host=None):
    parts = urllib.parse.urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)
    connection.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
    connection.putheader("Host", host or parts.netloc)
    connection.endheaders()
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, response.getheader("Content-Type") or "", body

def http_checks(url):
    def expect(condition, what):
        if not condition:
            raise SystemExit("preview check failed: " + what)
    status, kind, body = request(url, "/")
    expect(status == 200 and kind.startswith("text/html") and b"/page.js" in body, "the page at /")
    status, kind, body = request(url, "/state.json")
    state = json.loads(body)
    expect(status == 200 and len(state["documents"]) == 1, "/state.json lists the document")
    document = state["documents"][0]
    for scale in ("1x", "2x"):
        status, kind, body = request(url, "/image/%d/%d/%s.png" % (document["index"], document["version"], scale))
        expect(status == 200 and kind == "image/png" and body.startswith(b"\x89PNG\r\n\x1a\n"), "the %s image" % scale)
    for path in ("/../../../../etc/passwd", "/image/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/image/%2E%2E/x",
                 "/Package.swift", "/page.js/../../Package.swift", "/image/", "/image/0/", "/Page/index.html", "//etc/passwd",
                 "/image/0/%d/../1x.png" % document["version"], "/image/-1/1/1x.png", "/image/0/999999/1x.png"):
        status, kind, body = request(url, path)
        expect(status in (400, 404) and b"root:" not in body, "%s answered %d" % (path, status))
    for host in ("evil.example", "evil.example:80", "127.0.0.2", "localhost.evil.example", "[::2]"):
        status, kind, body = request(url, "/", host=host)
        expect(status == 421, "Host %s answered %d" % (host, status))
    status, kind, body = request(url, "/", method="POST")
    expect(status == 405, "POST answered %d" % status)
    return "ok"

def main():
    args = sys.argv[1:]
    saves = 0
    if "--saves" in args:
        index = args.index("--saves")
        saves = int(args[index + 1])
        del args[index:index + 2]
    url, document, good_a, good_b = args
    name = document
    http = http_checks(url)
    binary = chromium()
    if binary is None:
        print(json.dumps({"http": http, "skipped": "chromium is not installed"}))
        return
    browser = Browser(binary)
    report = {"http": http}
    try:
        browser.open(url)
        report["images"] = wait_for(browser, IMAGES_DECODED, 60, "every image decoded")
        loaded = browser.evaluate("window.chromaPreview.loadedAt")
        before = browser.evaluate(version_of(name))
        texts = [open(good_a).read(), open(good_b).read()]
        save(document, texts[1], rename=True)
        wait_for(browser, "%s !== %s" % (version_of(name), json.dumps(before)), 30, "a new image after a rename-over save")
        wait_for(browser, IMAGES_DECODED, 30, "the new image decoded")
        report["reloaded"] = browser.evaluate("window.chromaPreview.loadedAt") != loaded
        if report["reloaded"]:
            raise SystemExit("preview check failed: the page reloaded instead of updating in place")
        save(document, '{"width": 8, "height": 8, "layers": [{"paint": 3}]}', rename=True)
        error = wait_for(browser, "(document.querySelector('article[data-name=\"%s\"] .error') || {}).textContent" % name,
                         30, "the error of a bad save in place of the image")
        report["error"] = error
        if os.path.basename(document) not in error:
            raise SystemExit("preview check failed: the error does not name the document: " + error)
        save(document, texts[0], rename=False)
        wait_for(browser, "!document.querySelector('article[data-name=\"%s\"] .error') && %s" % (name, IMAGES_DECODED), 30,
                 "the image back after a good save in place")
        timings = {"in-place": [], "rename-over": []}
        current = 0  # the text on disk now: every save writes the other one
        for i in range(saves):
            for kind in ("in-place", "rename-over"):
                before = browser.evaluate(version_of(name))
                current = 1 - current
                start = time.time()
                save(document, texts[current], rename=kind == "rename-over")
                wait_for(browser, "%s !== %s" % (version_of(name), json.dumps(before)), 30, "a new image after a save")
                wait_for(browser, IMAGES_DECODED, 30, "the new image decoded")
                timings[kind].append(round((time.time() - start) * 1000))
        if saves:
            report["timings_ms"] = {kind: sorted(values) for kind, values in timings.items()}
            report["median_ms"] = {kind: sorted(values)[len(values) // 2] for kind, values in timings.items()}
        report["reloaded"] = browser.evaluate("window.chromaPreview.loadedAt") != loaded
    finally:
        browser.close()
    print(json.dumps(report))

if __name__ == "__main__":
    main()
