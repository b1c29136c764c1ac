"""Shared helpers for bench/run and bench/callgrind (stdlib only).

What it is: program discovery (bench/php/*.php, bench/php/micro/*.php,
bench/php/stdlib/*.php, bench/php/oop/*.php), the
header directives those programs carry, the exact php command lines (with
opcache, with and without the tracing JIT), locating the tusk binary, and
running one child process while measuring its wall time and peak RSS.

What it is not: a benchmark runner or a report printer (that is bench/run),
nor a place for per-engine tuning: every engine gets the same program and
the same arguments.

Header directives, in the leading `//` comment lines of a program:
  // @small N      a small argument ($argv[1]) for smoke runs and callgrind
  // @nocompare    stdout differs between engines by design (not compared)
  // @group NAME   override the group (default: "bench" for bench/php/*.php,
                   "micro" for bench/php/micro/*.php, "stdlib" for
                   bench/php/stdlib/*.php, "oop" for bench/php/oop/*.php)
"""

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from typing import List, Optional

BENCH_DIR = os.path.dirname(os.path.abspath(__file__))
REPO_ROOT = os.path.dirname(BENCH_DIR)
PHP_DIR = os.path.join(BENCH_DIR, "php")

# php with opcache and no JIT, no php.ini (-n): Debian builds opcache as a
# shared zend_extension, so -n needs it loaded by name. file_update_protection
# is 2 s by default: a script modified less than 2 s ago is not cached, so a
# freshly edited program would silently run without opcache.
PHP_FLAGS = [
    "-n",
    "-d", "zend_extension=opcache",
    "-d", "opcache.enable_cli=1",
    "-d", "opcache.jit=0",
    "-d", "opcache.file_update_protection=0",
]
PHP_JIT_FLAGS = [
    "-n",
    "-d", "zend_extension=opcache",
    "-d", "opcache.enable_cli=1",
    "-d", "opcache.jit=tracing",
    "-d", "opcache.jit_buffer_size=64M",
    "-d", "opcache.file_update_protection=0",
]

# tusk's own flags: -n (no ini file), like php's, so that a tusk.ini on the
# machine cannot change what is measured. Shell-quoted; bench/run and
# bench/callgrind take --tusk-flags to replace it.
TUSK_FLAGS = "-n"

def default_tusk():
    """The tusk binary measured by default: tools/pgo-build's (the build
    users should run) when it exists, else target/release/tusk. Both live
    under CARGO_TARGET_DIR when that is set."""
    target = os.environ.get("CARGO_TARGET_DIR") or "target"
    pgo = os.path.join(target, "pgo", "tusk")
    release = os.path.join(target, "release", "tusk")
    if os.path.exists(pgo):
        # A PGO build older than the release build measures older code:
        # said, so that nobody takes its numbers for the latest change.
        if os.path.exists(release) and os.path.getmtime(release) > os.path.getmtime(pgo):
            sys.stderr.write("note: %s is older than %s (run tools/pgo-build again, "
                             "or pass --tusk)\n" % (pgo, release))
        return pgo
    return release


_DIRECTIVE = re.compile(r"^//\s*@(\w+)\s*(.*?)\s*$")


# The sets that get totals, in report order: (folder under bench/php, group,
# name prefix). "stdlib" leans on the string/array/json/serialize built-ins.
SETS = (
    ("", "bench", ""),
    ("micro", "micro", "micro/"),
    ("stdlib", "stdlib", "stdlib/"),
    ("oop", "oop", "oop/"),
)
GROUPS = tuple(g for _, g, _ in SETS)


@dataclass
class Program:
    name: str          # "simple", "micro/empty_loop"
    path: str          # absolute path
    rel: str           # path relative to the repository root
    group: str         # "bench", "micro", "mem", ...
    small: Optional[str] = None
    compare: bool = True


def _parse_header(path):
    small, compare, group = None, True, None
    with open(path, "r", encoding="latin-1") as f:
        for i, line in enumerate(f):
            if i > 40:
                break
            m = _DIRECTIVE.match(line.strip())
            if not m:
                continue
            key, val = m.group(1), m.group(2)
            if key == "small":
                small = val
            elif key == "nocompare":
                compare = False
            elif key == "group":
                group = val
    return small, compare, group


def discover() -> List[Program]:
    """All benchmark programs, bench set first, then micro, then stdlib, by name."""
    progs = []
    for sub, default_group, prefix in SETS:
        d = os.path.join(PHP_DIR, sub)
        if not os.path.isdir(d):
            continue
        for fn in sorted(os.listdir(d)):
            if not fn.endswith(".php"):
                continue
            path = os.path.join(d, fn)
            small, compare, group = _parse_header(path)
            progs.append(Program(
                name=prefix + fn[:-4],
                path=path,
                rel=os.path.relpath(path, REPO_ROOT),
                group=group or default_group,
                small=small,
                compare=compare,
            ))
    order = {g: i for i, g in enumerate(GROUPS)}
    progs.sort(key=lambda p: (order.get(p.group, len(order)), p.name))
    return progs


def select(progs, filters):
    """Programs whose name matches any of the regexes (all when none)."""
    if not filters:
        return list(progs)
    pats = [re.compile(f) for f in filters]
    return [p for p in progs if any(r.search(p.name) for r in pats)]


def resolve_exe(spec):
    """An executable path for `spec`, or None: a path (relative to the
    current directory, then to the repository root) or a name on PATH."""
    if os.sep in spec or spec.startswith("."):
        for base in (os.getcwd(), REPO_ROOT):
            cand = os.path.join(base, spec)
            if os.path.isfile(cand) and os.access(cand, os.X_OK):
                return os.path.abspath(cand)
        return None
    return shutil.which(spec)


@dataclass
class RunResult:
    wall: float = 0.0          # seconds, fork to reap
    user: float = 0.0          # seconds of CPU in user mode
    sys: float = 0.0           # seconds of CPU in kernel mode
    maxrss_kb: int = 0         # peak resident set size of the child, KiB
    rc: Optional[int] = None   # exit status (negative: killed by signal)
    stdout: bytes = b""
    stderr: bytes = b""
    error: Optional[str] = None  # could not start / timed out

    @property
    def ok(self):
        return self.error is None and self.rc == 0


def run_once(argv, cwd=REPO_ROOT, timeout=120.0, env=None) -> RunResult:
    """Runs argv to completion; wall time and rusage of that child alone
    (os.wait4 reaps it, so its rusage is not mixed with other children)."""
    res = RunResult()
    with tempfile.TemporaryFile() as errf:
        t0 = time.perf_counter()
        try:
            p = subprocess.Popen(argv, cwd=cwd, stdin=subprocess.DEVNULL,
                                 stdout=subprocess.PIPE, stderr=errf, env=env,
                                 start_new_session=True)
        except OSError as e:
            res.error = "cannot start: %s" % e.strerror
            return res
        timed_out = []

        def kill():
            timed_out.append(True)
            try:  # the whole process group: a wrapper script's children too
                os.killpg(p.pid, signal.SIGKILL)
            except OSError:
                pass

        timer = threading.Timer(timeout, kill)
        timer.start()
        try:
            res.stdout = p.stdout.read()
            _, status, ru = os.wait4(p.pid, 0)
        finally:
            timer.cancel()
        res.wall = time.perf_counter() - t0
        p.stdout.close()
        p.returncode = os.waitstatus_to_exitcode(status)  # already reaped
        res.rc = p.returncode
        res.user, res.sys = ru.ru_utime, ru.ru_stime
        res.maxrss_kb = ru.ru_maxrss  # KiB on Linux
        errf.seek(0)
        res.stderr = errf.read()
        if timed_out:
            res.error = "timeout after %gs" % timeout
    return res


def error_summary(r: RunResult, limit=300):
    """The most telling line of a failed run's output: the first line naming
    an error (php's CLI prints fatal errors on stdout), else the last lines
    of stderr or stdout."""
    lines = []
    for stream in (r.stderr, r.stdout):
        lines += [ln.strip() for ln in stream.decode("latin-1").splitlines() if ln.strip()]
    for ln in lines:
        if "error" in ln.lower() or "panicked" in ln:
            return ln[:limit]
    return " | ".join(lines[-3:])[:limit]


def first_difference(a: bytes, b: bytes):
    """A short description of where two outputs first differ."""
    la, lb = a.split(b"\n"), b.split(b"\n")
    for i, (x, y) in enumerate(zip(la, lb)):
        if x != y:
            return "line %d: expected %r, got %r" % (i + 1, x[:120], y[:120])
    if len(la) != len(lb):
        return "expected %d lines, got %d" % (len(la), len(lb))
    return "outputs differ"


def machine_info():
    """Facts about this machine for reports."""
    info = {"cpus": os.cpu_count(), "kernel": os.uname().release}
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    info["cpu"] = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    try:
        with open("/proc/meminfo") as f:
            kb = int(f.readline().split()[1])
            info["mem_gb"] = round(kb / 1024 / 1024, 1)
    except (OSError, ValueError, IndexError):
        pass
    return info


def php_version(php):
    try:
        out = subprocess.run([php, "-n", "-r", "echo PHP_VERSION;"],
                             capture_output=True, timeout=30).stdout
        return out.decode("latin-1").strip()
    except (OSError, subprocess.SubprocessError):
        return None


def check_opcache(php, flags, want_jit):
    """None when php with `flags` has opcache on (and the JIT on iff
    want_jit), else a message saying what is wrong."""
    code = ('$s = function_exists("opcache_get_status") ? opcache_get_status() : false;'
            'echo $s === false ? "off" : ($s["jit"]["on"] ? "jit" : "on");')
    try:
        r = subprocess.run([php] + flags + ["-r", code], capture_output=True, timeout=30)
    except (OSError, subprocess.SubprocessError) as e:
        return "cannot run %s: %s" % (php, e)
    got = r.stdout.decode("latin-1").strip()
    want = "jit" if want_jit else "on"
    if got != want:
        return "expected opcache state %r, php reports %r (stderr: %s)" % (
            want, got, r.stderr.decode("latin-1").strip()[:200])
    return None
