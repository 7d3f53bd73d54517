"""The web server's gateway over the window's database worker: any thread, the worker's one thread, in order."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest

from tournament_app.gui.common.worker import DatabaseWorker
from tournament_app.gui.companion.gateway import GatewayClosed, WorkerGateway
from tournament_app.league import Club


@pytest.fixture
def worker(qapp: Any, tmp_path: Path) -> Any:
    club = Club.open(tmp_path / "club.sqlite")
    worker = DatabaseWorker(club)
    yield worker
    worker.close()
    worker.wait_for_done(5000)
    club.close()


def test_calls_from_other_threads_run_on_the_worker_thread_in_order_without_the_gui_thread(worker: Any) -> None:
    gateway = WorkerGateway(worker)
    seen: list[tuple[int, str]] = []
    threads = [threading.Thread(target=lambda n=n: seen.append((n, gateway.call(lambda _club: threading.current_thread().name))))
               for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(5)  # the GUI thread is blocked here: the calls must not need it
    assert sorted(n for n, _ in seen) == [0, 1, 2, 3]
    assert len({name for _, name in seen}) == 1 and threading.current_thread().name not in {name for _, name in seen}


def test_an_error_reaches_the_caller_and_a_write_is_told(worker: Any, qtbot: Any) -> None:
    gateway = WorkerGateway(worker)
    with pytest.raises(ValueError, match="bad"):
        gateway.call(lambda _club: (_ for _ in ()).throw(ValueError("bad")))
    with qtbot.waitSignal(gateway.wrote, timeout=5000) as told:
        changes = gateway.call(lambda club: club.add_player("Ann"))
    assert told.args == [changes]


def test_closing_the_gateway_lets_a_waiting_caller_go(worker: Any) -> None:
    gateway = WorkerGateway(worker)
    release = threading.Event()
    outcome: list[BaseException] = []

    def waiting(fn: Any) -> None:
        try:
            gateway.call(fn)
        except GatewayClosed as exc:
            outcome.append(exc)

    holding = threading.Event()

    def hold(_club: Any) -> None:
        holding.set()
        release.wait(5)

    blocker = threading.Thread(target=waiting, args=(hold,))  # holds the worker
    blocker.start()
    assert holding.wait(5)  # the worker is busy before the second call queues (else that one could run first)
    caller = threading.Thread(target=waiting, args=(lambda _club: None,))
    caller.start()
    caller.join(0.3)
    gateway.close()
    caller.join(2)
    release.set()
    blocker.join(5)
    assert not caller.is_alive() and len(outcome) == 2  # both let go at once, the worker still busy
    with pytest.raises(GatewayClosed):
        gateway.call(lambda _club: None)
