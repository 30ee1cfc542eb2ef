#!/usr/bin/env python3
"""A loopback HTTP server for the deep-zoom loader tests: static files, plus routes that fail
and routes that misbehave the way an untrusted server can.

Usage: tile-test-server.py DIRECTORY

Binds 127.0.0.1 on a free port, prints the port on the first line of stdout, then serves
DIRECTORY until it is terminated:

  GET /PATH                 the file DIRECTORY/PATH, as `python3 -m http.server` would
  GET /flaky/N/PATH         503 Service Unavailable for the first N requests of this exact URL,
                            then the file DIRECTORY/PATH (a transient failure that goes away)
  GET /status/CODE/PATH     always CODE (e.g. 404, or 503 for a failure that never goes away)

Misbehaving routes (each serves DIRECTORY/PATH, or answers about it):

  GET /drip/MS/PATH         the headers with the file's true Content-Length, then one byte of
                            the body every MS milliseconds (a slow drip that never idles)
  GET /truncate/N/PATH      the headers with the file's true Content-Length, then only its first
                            N bytes, and the connection closed (a truncated body)
  GET /type/TYPE/PATH       the file with Content-Type TYPE ('_' stands for '/': text_html)
  GET /loop/N/PATH          302 to /loop/N+1/PATH, for ever (a redirect loop)
  GET /redirect/PATH        302 to /PATH (one redirect, which is followed)
  GET /silent/PATH          reads the request and never answers (a server that hangs)
  GET /stall/PATH           the headers, then nothing (a body that never comes)
  GET /endless/PATH         200 with the file's Content-Type and no Content-Length, then zeros,
                            64 KiB a millisecond, until the client hangs up (a response larger
                            than any cap; the pauses leave the other requests their turn)
  GET /declared/N/PATH      the headers with Content-Length N (a size declared too large), then
                            the file

Request counts are per URL and per server process, so each test starts its own server. The
server exits when its standard input closes, so a test run that is killed leaves none behind.
"""
import functools
import http.server
import os
import sys
import threading
import time

requests_seen = {}
lock = threading.Lock()


class Handler(http.server.SimpleHTTPRequestHandler):
    # HTTP/1.1, so that a response can be close-delimited or keep its declared length.
    protocol_version = "HTTP/1.1"

    def do_GET(self):
        parts = self.path.split("/", 3)  # ['', 'flaky', 'N', 'rest']
        route = parts[1] if len(parts) > 1 else ""
        try:
            if route in ("flaky", "status") and len(parts) == 4 and parts[2].isdigit():
                number = int(parts[2])
                if route == "status":
                    return self.fail(number)
                with lock:
                    count = requests_seen.get(self.path, 0) + 1
                    requests_seen[self.path] = count
                if count <= number:
                    return self.fail(503)
                self.path = "/" + parts[3]
            elif route == "drip" and len(parts) == 4 and parts[2].isdigit():
                return self.drip(int(parts[2]) / 1000, "/" + parts[3])
            elif route == "truncate" and len(parts) == 4 and parts[2].isdigit():
                return self.truncate(int(parts[2]), "/" + parts[3])
            elif route == "type" and len(parts) == 4:
                return self.serve("/" + parts[3], content_type=parts[2].replace("_", "/"))
            elif route == "loop" and len(parts) == 4 and parts[2].isdigit():
                return self.redirect("/loop/%d/%s" % (int(parts[2]) + 1, parts[3]))
            elif route == "redirect":
                return self.redirect("/" + self.path.split("/", 2)[2])
            elif route == "silent":
                return self.hang()
            elif route == "stall":
                self.send_response(200)
                self.send_header("Content-Type", "image/jpeg")
                self.send_header("Content-Length", "1000")
                self.end_headers()
                self.wfile.flush()
                return self.hang()
            elif route == "endless":
                return self.endless("/" + self.path.split("/", 2)[2])
            elif route == "declared" and len(parts) == 4 and parts[2].isdigit():
                return self.serve("/" + parts[3], declared_length=int(parts[2]))
        except (BrokenPipeError, ConnectionResetError):
            return
        return super().do_GET()

    def fail(self, code):
        self.send_response(code)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def file(self, path):
        """The bytes and guessed type of DIRECTORY/PATH."""
        local = self.translate_path(path)
        with open(local, "rb") as handle:
            return handle.read(), self.guess_type(local)

    def serve(self, path, content_type=None, declared_length=None):
        body, guessed = self.file(path)
        self.send_response(200)
        self.send_header("Content-Type", content_type or guessed)
        self.send_header("Content-Length", str(declared_length if declared_length is not None else len(body)))
        self.end_headers()
        self.wfile.write(body)
        self.close_connection = True

    def drip(self, interval, path):
        body, guessed = self.file(path)
        self.send_response(200)
        self.send_header("Content-Type", guessed)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        for byte in body:
            self.wfile.write(bytes([byte]))
            self.wfile.flush()
            time.sleep(interval)

    def truncate(self, count, path):
        body, guessed = self.file(path)
        self.send_response(200)
        self.send_header("Content-Type", guessed)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body[:count])
        self.wfile.flush()
        self.close_connection = True

    def redirect(self, location):
        self.send_response(302)
        self.send_header("Location", location)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def endless(self, path):
        _, guessed = self.file(path)
        self.send_response(200)
        self.send_header("Content-Type", guessed)
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        chunk = bytes(64 * 1024)
        while True:
            self.wfile.write(chunk)
            time.sleep(0.001)

    def hang(self):
        # Until the client hangs up: a read of the closed connection returns empty.
        self.wfile.flush()
        while self.rfile.read(1):
            pass
        self.close_connection = True

    def log_message(self, format, *args):
        pass  # quiet: the tests read stdout for the port only


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: tile-test-server.py DIRECTORY")
    threading.Thread(target=lambda: (sys.stdin.buffer.read(), os._exit(0)), daemon=True).start()
    handler = functools.partial(Handler, directory=sys.argv[1])
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
