#!/usr/bin/env python3
"""A loopback HTTP server for the deep-zoom loader tests: static files, plus routes that fail.

Usage: tile-test-server.py DIRECTORY

Binds 127.0.0.1 on a free port, prints the port on the first line of stdout, then serves
DIRECTORY until it is terminated:

  GET /PATH                 the file DIRECTORY/PATH, as `python3 -m http.server` would
  GET /flaky/N/PATH         503 Service Unavailable for the first N requests of this exact URL,
                            then the file DIRECTORY/PATH (a transient failure that goes away)
  GET /status/CODE/PATH     always CODE (e.g. 404, or 503 for a failure that never goes away)

Request counts are per URL and per server process, so each test starts its own server. The
server exits when its standard input closes, so a test run that is killed leaves none behind.
"""
import functools
import http.server
import os
import sys
import threading

requests_seen = {}
lock = threading.Lock()


class Handler(http.server.SimpleHTTPRequestHandler):
    def do_GET(self):
        parts = self.path.split("/", 3)  # ['', 'flaky', 'N', 'rest']
        if len(parts) == 4 and parts[1] in ("flaky", "status") and parts[2].isdigit():
            number = int(parts[2])
            if parts[1] == "status":
                return self.fail(number)
            with lock:
                count = requests_seen.get(self.path, 0) + 1
                requests_seen[self.path] = count
            if count <= number:
                return self.fail(503)
            self.path = "/" + parts[3]
        return super().do_GET()

    def fail(self, code):
        self.send_response(code)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, format, *args):
        pass  # quiet: the tests read stdout for the port only


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: tile-test-server.py DIRECTORY")
    threading.Thread(target=lambda: (sys.stdin.buffer.read(), os._exit(0)), daemon=True).start()
    handler = functools.partial(Handler, directory=sys.argv[1])
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
