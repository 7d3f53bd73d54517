"""The companion under load: 300 phones following a club night live and 20 reporting results, on 127.0.0.1.

Run from the repository root (never part of the test suite)::

    .venv/bin/python benchmarks/companion_load.py                # 300 watchers, 20 reporters, 48 results
    .venv/bin/python benchmarks/companion_load.py --quick        # 100 watchers, 10 reporters, 16 results
    .venv/bin/python benchmarks/companion_load.py --notify       # the server hinted after each result, as the app does

Two processes, so that the clients don't share the server's interpreter:

* the **server** (this script with ``--serve``): a club night of
  ``--players`` players on ``--tables`` tables, shared, served by
  :class:`~tournament_app.web.CompanionServer` on 127.0.0.1 (a free port)
  over a :class:`~tournament_app.web.ThreadGateway`, with the per-client
  limits raised through :class:`~tournament_app.web.Limits` (every client
  here comes from 127.0.0.1). Its "organizer" thread enters ``--results``
  results through the gateway, one every ``--pace`` seconds, as the app
  does: it confirms a phone's pending report for the match on the table
  when there is one (``companion.confirm_report``), otherwise saves a result
  (``night.save_result``), and draws the next round when the tables run dry.
  The server is told nothing: it notices each change by polling the club
  file, as it notices the app's (``--notify`` hints it after each result).
* the **clients** (one asyncio process): ``--watchers`` phones each load the
  standings' live part, hold the live-update stream (SSE) open and, like
  app.js, take the new live part from each "live" event (or fetch it after
  a "change", one fetch at a time), each on its own two
  kept-alive connections, spoken by a small HTTP/1.1 client written here
  (httpx costs about a millisecond of the clients' CPU a request: with 300
  watchers on a 2-core machine it measured httpx, not the server); and
  ``--reporters`` phones (httpx) each open the report form of one side of
  a match on a table, pick a winner and send it, then wait 1-3 s and do it
  again.

Prints the update latency (organizer's result committed -> a watcher holds a
live part showing it; median and 99th percentile over every watcher and
result; goal: 99th percentile <= 300 ms), failed requests (goal 0; a report
refused because the organizer entered that match's result meanwhile is an
answer, not a failure, and is counted on its own), and the server process's
CPU share while the organizer worked. Loops are bounded: ``--results``
results, and a watcher that hasn't seen the last one ``--grace`` seconds
later counts it as missed. Exit status 1 when a goal is not met.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import random
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path

import httpx

#: the goal of issue 30: the 99th percentile of the update latency, in seconds
GOAL_P99 = 0.3

# ---- the server process -------------------------------------------------------------------------------


def build_club(path: Path, players: int, tables: int) -> int:
    """A club night: ``players`` players with some earlier games, all checked in, ``tables`` tables, round 1 started, shared."""
    from tournament_app.league import Club, SideInput, companion, night, tournament

    rng = random.Random(7)
    with Club.open(path) as club:
        ids = [club.add_player(f"Player {i + 1:03d}").id for i in range(players)]
        for day in range(1, 6):
            order = ids[:]
            rng.shuffle(order)
            for a, b in zip(order[::2], order[1::2]):
                club.record_match([SideInput([a], 1), SideInput([b], 2)], played_at=f"2024-05-0{day}")
        event_id = tournament.create_event(club, "Load night", "club-night", date="2024-06-01").id
        assert event_id is not None
        for player_id in ids:
            night.check_in(club, event_id, player_id)
        for t in range(tables):
            night.add_table(club, event_id, str(t + 1))
        night.draw_next_round(club, event_id, "swiss", seed=1)
        night.start_round(club, event_id, 1)
        companion.share_event(club, event_id)
    return event_id


def _emit(**message: object) -> None:
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def serve(path: Path, event_id: int, results: int, pace: float, notify: bool) -> None:
    """The server process: serve, wait for "go" on stdin, enter ``results`` results, report, wait for "stop"."""
    from tournament_app.league import Club, companion, night
    from tournament_app.web import CompanionServer, Limits, ThreadGateway

    def on_tables(club: Club) -> set[int]:
        state = night.night_state(club, event_id)
        return {t.match.id for t in state.tables if t.match is not None and t.match.status in ("called", "playing")}

    def report_paths(playing: set[int]) -> dict[str, list[str]]:
        """The report links of the matches on the tables, one per side, as the server hands them out (slips, the app)."""
        reports = server.urls["reports"]
        assert isinstance(reports, dict)
        return {str(d): ["/r/" + str(url).rsplit("/r/", 1)[1] for url in urls] for d, urls in reports.items() if d in playing}

    def organizer_step(club: Club) -> tuple[str, set[int]]:
        state = night.night_state(club, event_id)
        table = next((t for t in sorted(state.tables, key=lambda t: t.position) if t.match is not None), None)
        if table is None:  # the round is played out: the next one
            night.draw_next_round(club, event_id, "swiss", seed=len(state.rounds) + 1)
            night.start_round(club, event_id, len(state.rounds) + 1)
            state = night.night_state(club, event_id)
            table = next(t for t in sorted(state.tables, key=lambda t: t.position) if t.match is not None)
        assert table.match is not None
        drawn = table.match.id
        pending = [r for r in companion.pending_reports(club, event_id) if r.drawn_match_id == drawn and r.status == "pending"]
        if pending:
            companion.confirm_report(club, pending[0].id)
            how = "confirmed"
        else:
            night.save_result(club, drawn, random.choice(([1, 2], [2, 1])))
            how = "saved"
        return how, on_tables(club)

    # the expected refusals (a report just after the organizer's result) are counted by the clients; errors still show
    logging.getLogger("tournament_app.web").setLevel(logging.ERROR)
    gateway = ThreadGateway(path)
    # every client here comes from 127.0.0.1: the per-client limits are raised, through the server's constructor
    limits = Limits(rate=1_000_000.0, burst=1_000_000, streams=10_000, connections=100_000)
    server = CompanionServer(gateway, event_id, "127.0.0.1", 0, limits=limits)
    server.start()
    _emit(view=server.urls["view"], base=server.base_url, reports=report_paths(gateway.call(on_tables)))
    if sys.stdin.readline().strip() != "go":
        server.stop()
        gateway.close()
        return
    usage0, wall0 = resource.getrusage(resource.RUSAGE_SELF), time.monotonic()
    ways: Counter[str] = Counter()
    for n in range(1, results + 1):
        began = time.monotonic()
        how, playing = gateway.call(organizer_step)
        saved = time.monotonic()
        ways[how] += 1
        if notify:
            server.notify_changed()
        _emit(result=n, at=saved, took=saved - began, reports=report_paths(playing))
        time.sleep(max(0.0, pace - (time.monotonic() - began)))
    usage1, wall1 = resource.getrusage(resource.RUSAGE_SELF), time.monotonic()
    cpu = (usage1.ru_utime - usage0.ru_utime) + (usage1.ru_stime - usage0.ru_stime)
    _emit(done=True, cpu=cpu, wall=wall1 - wall0, ways=dict(ways))
    sys.stdin.readline()  # "stop": the clients are done
    server.stop()
    gateway.close()


# ---- the clients -----------------------------------------------------------------------------------------


_ROW = re.compile(r"<tr>(.*?)</tr>", re.DOTALL)
_CELL = re.compile(r"<td[^>]*>(.*?)</td>", re.DOTALL)
_CSRF = re.compile(r'name="csrf" value="([^"]+)"')


def cpu_pressure() -> float | None:
    """Linux's CPU pressure counter ("some": microseconds in which a task waited for a CPU), None where there is none."""
    try:
        line = Path("/proc/pressure/cpu").read_text().splitlines()[0]
    except (OSError, IndexError):
        return None
    found = re.search(r"total=(\d+)", line)
    return int(found.group(1)) / 1e6 if found else None


def results_shown(fragment: str) -> int:
    """How many 1v1 results tonight's standings show: half the sum of the "Games" column."""
    games = 0
    for row in _ROW.findall(fragment.split("<tbody>", 1)[-1]):
        cells = _CELL.findall(row)
        if len(cells) >= 4 and cells[3].strip().isdigit():
            games += int(cells[3])
    return games // 2


@dataclass
class Tally:
    """What the clients saw."""

    saved_at: dict[int, float] = field(default_factory=dict)
    #: watcher -> result number -> when that watcher first held a live part showing it
    seen: list[dict[int, float]] = field(default_factory=list)
    #: watcher -> when each "change" event arrived
    notices: list[list[float]] = field(default_factory=list)
    requests: Counter[str] = field(default_factory=Counter)
    failures: Counter[str] = field(default_factory=Counter)
    reports: Counter[str] = field(default_factory=Counter)
    report_urls: dict[str, list[str]] = field(default_factory=dict)
    last_result: int = 0
    done: dict[str, object] = field(default_factory=dict)
    #: seconds of the organizer's run in which some task waited for a CPU (None: not known here)
    waited: float | None = None

    def fail(self, what: str) -> None:
        self.failures[what] += 1


#: a kept-alive connection the server closed just as the next request went out: a browser sends that request again
#: on a new connection, and so do these clients (once), counting it as a retry, not a failure
STALE = (httpx.RemoteProtocolError, httpx.ReadError, httpx.WriteError)


async def send(client: httpx.AsyncClient, tally: Tally, method: str, url: str, **kwargs: object) -> httpx.Response:
    """One request, sent again once if the server had closed the kept-alive connection."""
    try:
        return await client.request(method, url, **kwargs)  # type: ignore[arg-type]
    except STALE:
        tally.requests["retried on a new connection"] += 1
        return await client.request(method, url, **kwargs)  # type: ignore[arg-type]


def phone() -> httpx.AsyncClient:
    """One reporting phone's HTTP client (its own connections, as a phone has)."""
    return httpx.AsyncClient(timeout=httpx.Timeout(30.0))


class Connection:
    """One kept-alive HTTP/1.1 connection of a watcher: a GET and its answer, or a live-update stream's lines.

    Written here because it costs the clients' process a few microseconds a request where httpx costs about a
    millisecond: with 300 watchers, httpx's CPU was the figure measured.
    """

    def __init__(self, base: str) -> None:
        self.host, port = base.split("://", 1)[1].rsplit(":", 1)
        self.port = int(port)
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def _send(self, path: str) -> asyncio.StreamReader:
        if self.writer is None or self.writer.is_closing():
            self.reader, self.writer = await asyncio.open_connection(self.host, self.port)
        assert self.reader is not None
        self.writer.write(f"GET {path} HTTP/1.1\r\nHost: {self.host}:{self.port}\r\n\r\n".encode())
        await self.writer.drain()
        return self.reader

    async def _head(self, reader: asyncio.StreamReader) -> tuple[int, dict[str, str]]:
        head = await reader.readuntil(b"\r\n\r\n")
        lines = head.decode("latin-1").split("\r\n")
        headers = dict(line.split(": ", 1) for line in lines[1:] if ": " in line)
        return int(lines[0].split()[1]), {k.lower(): v for k, v in headers.items()}

    async def get(self, path: str) -> tuple[int, dict[str, str], str]:
        """GET ``path``: status, headers, body (once more on a new connection if the kept-alive one was closed)."""
        for attempt in (0, 1):
            try:
                reader = await self._send(path)
                status, headers = await self._head(reader)
                body = await reader.readexactly(int(headers.get("content-length", "0")))
                return status, headers, body.decode("utf-8")
            except (ConnectionError, asyncio.IncompleteReadError):
                self.close()
                if attempt:
                    raise
        raise AssertionError("unreachable")

    async def lines(self, path: str) -> AsyncIterator[str]:
        """The lines of a live-update stream (chunked), as they come."""
        reader = await self._send(path)
        status, headers = await self._head(reader)
        if status != 200:
            raise ConnectionError(f"HTTP {status}")
        pending = ""
        while True:
            size = int((await reader.readuntil(b"\r\n")).strip(), 16)
            chunk = (await reader.readexactly(size + 2))[:-2].decode("utf-8")
            if size == 0:
                return
            pending += chunk
            *complete, pending = pending.split("\n")
            for line in complete:
                yield line

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
        self.reader = self.writer = None


async def watcher(i: int, view: str, tally: Tally, connected: asyncio.Event, all_connected: asyncio.Event,
                  stop: asyncio.Event, total: int) -> None:
    """A phone on the standings page: load its live part, follow the stream, fetch again after each change."""
    base, path = view.split("/e/", 1)
    page, stream = Connection(base), Connection(base)
    try:
        await _watch(i, page, stream, "/e/" + path, tally, connected, all_connected, stop, total)
    finally:
        page.close()
        stream.close()


async def _watch(i: int, page: Connection, stream: Connection, view: str, tally: Tally, connected: asyncio.Event,
                 all_connected: asyncio.Event, stop: asyncio.Event, total: int) -> None:
    seen = tally.seen[i]
    shown = -1
    version = ""
    dirty = asyncio.Event()

    async def fetch() -> None:
        nonlocal shown, version
        tally.requests["fragment"] += 1
        try:
            status, headers, text = await page.get(view + "standings?fragment=1")
        except (OSError, asyncio.IncompleteReadError) as exc:
            tally.fail(f"fragment: {type(exc).__name__}")
            return
        if status != 200:
            tally.fail(f"fragment: HTTP {status}")
            return
        version = headers.get("x-version", "")
        show(text)

    async def fetcher() -> None:
        while True:
            await dirty.wait()
            dirty.clear()
            await fetch()

    def show(part: str) -> None:
        nonlocal shown
        now = time.monotonic()
        count = results_shown(part)
        for n in range(max(shown, 0) + 1, count + 1):
            seen.setdefault(n, now)
        shown = max(shown, count)

    await fetch()  # the page as loaded
    fetching = asyncio.create_task(fetcher())
    tally.requests["stream"] += 1
    name, data = "", []
    try:
        # as app.js: the standings' live part comes with the "live" event; "change" (on connecting) may ask for it
        async for line in stream.lines(view + "events?live=standings"):
            if line.startswith("event: "):
                name = line[7:]
            elif line.startswith("data: "):
                data.append(line[6:])
            elif line == "" and name:
                if not connected.is_set():
                    connected.set()
                else:
                    tally.notices[i].append(time.monotonic())
                    if name == "live" and data and data[0] != version:
                        version = data[0]
                        tally.requests["live part pushed"] += 1
                        show("\n".join(data[1:]))
                    elif name == "change" and data and data[0] != version:
                        dirty.set()
                name, data = "", []
            if stop.is_set() or (all_connected.is_set() and shown >= total and tally.last_result >= total):
                break
        else:
            if not stop.is_set() and shown < total:
                tally.fail("stream: ended early")
    except (OSError, asyncio.IncompleteReadError, ValueError) as exc:
        if not stop.is_set():
            tally.fail(f"stream: {type(exc).__name__}")
    finally:
        connected.set()
        fetching.cancel()


async def reporter(j: int, base: str, tally: Tally, stop: asyncio.Event) -> None:
    """A phone reporting results: open a match's report form, pick the winner, send it; 1-3 s later, again."""
    async with phone() as client:
        await _report(j, client, base, tally, stop)


async def _report(j: int, client: httpx.AsyncClient, base: str, tally: Tally, stop: asyncio.Event) -> None:
    rng = random.Random(j)
    while not stop.is_set():
        await asyncio.sleep(rng.uniform(1.0, 3.0))
        if stop.is_set() or not tally.report_urls:
            continue
        path = rng.choice(tally.report_urls[rng.choice(sorted(tally.report_urls))])  # one side's link
        try:
            tally.requests["report form"] += 1
            form = await send(client, tally, "GET", base + path)
            if form.status_code != 200:
                tally.fail(f"report form: HTTP {form.status_code}")
                continue
            found = _CSRF.search(form.text)
            if found is None:  # the match got its result meanwhile: the page says so and has no form
                tally.reports["already in when opened"] += 1
                continue
            tally.requests["report"] += 1
            sent = await send(client, tally, "POST", base + path, headers={"origin": base},
                              data={"csrf": found.group(1), "outcome": str(rng.randrange(2))})
        except httpx.HTTPError as exc:
            tally.fail(f"report: {type(exc).__name__}")
            continue
        if sent.status_code == 200:
            tally.reports["sent"] += 1
        elif sent.status_code == 409 or (sent.status_code == 400 and "has a result already" in sent.text):
            tally.reports["refused: result entered meanwhile"] += 1
        else:
            tally.fail(f"report: HTTP {sent.status_code}")


async def run_clients(proc: asyncio.subprocess.Process, first: dict[str, object], watchers: int, reporters: int,
                      total: int, grace: float) -> Tally:
    """Connect the watchers, start the organizer, report, and wait for the last result to reach every watcher."""
    assert proc.stdin is not None and proc.stdout is not None
    tally = Tally(seen=[{} for _ in range(watchers)], notices=[[] for _ in range(watchers)])
    view, base = str(first["view"]), str(first["base"])

    def take_reports(reports: object) -> None:
        assert isinstance(reports, dict)
        tally.report_urls = dict(reports)

    take_reports(first["reports"])
    stop, all_connected = asyncio.Event(), asyncio.Event()
    connected = [asyncio.Event() for _ in range(watchers)]
    tasks = [asyncio.create_task(watcher(i, view, tally, connected[i], all_connected, stop, total))
             for i in range(watchers)]
    await asyncio.wait_for(asyncio.gather(*(c.wait() for c in connected)), 60)
    all_connected.set()
    tasks += [asyncio.create_task(reporter(j, base, tally, stop)) for j in range(reporters)]
    pressure = cpu_pressure()
    proc.stdin.write(b"go\n")
    await proc.stdin.drain()
    while True:
        line = await proc.stdout.readline()
        if not line:
            raise SystemExit("The server process ended early.")
        message = json.loads(line)
        if "result" in message:
            tally.saved_at[int(message["result"])] = float(message["at"])
            tally.last_result = int(message["result"])
            take_reports(message["reports"])
        elif message.get("done"):
            tally.done = message
            after = cpu_pressure()
            tally.waited = after - pressure if after is not None and pressure is not None else None
            break
    deadline = time.monotonic() + grace
    while time.monotonic() < deadline and not all(total in s for s in tally.seen):
        await asyncio.sleep(0.05)
    stop.set()
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    proc.stdin.write(b"stop\n")
    await proc.stdin.drain()
    await proc.wait()
    return tally


def percentile(values: list[float], q: float) -> float:
    """The ``q``-th percentile (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered) + 0.5) - 1))]


def report(tally: Tally, args: argparse.Namespace, client_cpu: float) -> bool:
    """Print the figures; True when they meet the goals."""
    latencies: list[float] = []
    missed = 0
    for seen in tally.seen:
        for n, saved in tally.saved_at.items():
            if n in seen:
                latencies.append(max(0.0, seen[n] - saved))
            else:
                missed += 1
    done = tally.done
    cpu, wall = float(str(done["cpu"])), float(str(done["wall"]))
    ways = done["ways"]
    assert isinstance(ways, dict)
    cores = os.cpu_count() or 1
    failed = sum(tally.failures.values()) + missed
    print(f"{args.watchers} watchers, {args.reporters} reporters, {len(tally.saved_at)} results "
          f"({', '.join(f'{v} {k}' for k, v in sorted(ways.items()))}), one every {args.pace} s"
          f"{', the server hinted after each' if args.notify else ', the server polling'}; {cores} cores")
    if latencies:
        print(f"update latency (result committed -> a watcher holds a live part showing it), {len(latencies)} samples: "
              f"median {statistics.median(latencies) * 1000:.0f} ms, 99th percentile {percentile(latencies, 99) * 1000:.0f} ms, "
              f"max {max(latencies) * 1000:.0f} ms")
    notices = [next((t - saved for t in arrived if t >= saved), None) for arrived in tally.notices
               for saved in tally.saved_at.values()]
    heard = [t for t in notices if t is not None]
    if heard:
        print(f"  of which the change event (result committed -> the next change event reaches a watcher): "
              f"median {statistics.median(heard) * 1000:.0f} ms, 99th percentile {percentile(heard, 99) * 1000:.0f} ms")
    print(f"requests: {', '.join(f'{v} {k}' for k, v in sorted(tally.requests.items()))}")
    print(f"reports: {', '.join(f'{v} {k}' for k, v in sorted(tally.reports.items())) or 'none'}")
    print(f"failed requests: {failed}  (goal 0)" + (f": {dict(tally.failures)}" if tally.failures else "")
          + (f", {missed} updates never seen" if missed else ""))
    print(f"server process CPU while the organizer worked: {cpu:.1f} s in {wall:.1f} s = {cpu / wall:.0%} of one core "
          f"({cpu / wall / cores:.0%} of the machine); the clients' process: {client_cpu / wall:.0%} of one core")
    if tally.waited is not None:
        print(f"the machine: some task waited for a CPU {tally.waited / wall:.0%} of the time (/proc/pressure/cpu; "
              "well above 0 means other work competed with this run)")
    p99 = percentile(latencies, 99) if latencies else float("inf")
    goals = [(f"{args.watchers} watchers + {args.reporters} reporters: 99th percentile update <= {GOAL_P99 * 1000:.0f} ms: "
              f"{p99 * 1000:.0f} ms", p99 <= GOAL_P99),
             (f"no failed request: {failed}", failed == 0)]
    for text, met in goals:
        print(f"goal {'met' if met else 'NOT met'}: {text}")
    return all(met for _text, met in goals)


async def main_async(args: argparse.Namespace, path: Path, event_id: int) -> bool:
    command = [sys.executable, str(Path(__file__).resolve()), "--serve", str(path), "--event", str(event_id),
               "--results", str(args.results), "--pace", str(args.pace)] + (["--notify"] if args.notify else [])
    proc = await asyncio.create_subprocess_exec(*command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    try:
        assert proc.stdout is not None
        first = json.loads(await asyncio.wait_for(proc.stdout.readline(), 60))
        before = resource.getrusage(resource.RUSAGE_SELF)
        tally = await run_clients(proc, first, args.watchers, args.reporters, args.results, args.grace)
        after = resource.getrusage(resource.RUSAGE_SELF)
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.wait()
    return report(tally, args, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__.split("\n\n", 1)[1])
    parser.add_argument("--quick", action="store_true", help="100 watchers, 10 reporters, 16 results (unless given)")
    parser.add_argument("--watchers", type=int, default=None, help="phones following the standings live (300)")
    parser.add_argument("--reporters", type=int, default=None, help="phones reporting results (20)")
    parser.add_argument("--results", type=int, default=None, help="results the organizer enters (48)")
    parser.add_argument("--pace", type=float, default=0.5, help="seconds between the organizer's results (0.5)")
    parser.add_argument("--players", type=int, default=32, help="players at the club night (32)")
    parser.add_argument("--tables", type=int, default=8, help="tables (8)")
    parser.add_argument("--grace", type=float, default=10.0, help="seconds to wait for the last update (10)")
    parser.add_argument("--notify", action="store_true", help="hint the server after each result instead of waiting for its poll")
    parser.add_argument("--serve", type=Path, help=argparse.SUPPRESS)
    parser.add_argument("--event", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    for name, full, quick in (("watchers", 300, 100), ("reporters", 20, 10), ("results", 48, 16)):
        if getattr(args, name) is None:
            setattr(args, name, quick if args.quick else full)
    if args.serve is not None:
        serve(args.serve, args.event, args.results, args.pace, args.notify)
        return 0
    if min(args.watchers, args.results, args.players // 2, args.tables) < 1 or args.reporters < 0:
        parser.error("--watchers, --results, --tables and --players / 2 must be at least 1, --reporters at least 0.")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "club.sqlite"
        event_id = build_club(path, args.players, args.tables)
        return 0 if asyncio.run(main_async(args, path, event_id)) else 1


if __name__ == "__main__":
    sys.exit(main())
