"""The event page's Sharing page: the event on the local network for phones, tablets and a TV (issue 18).

"Share on the local network" (off by default) starts the companion's web
server (:class:`tournament_app.web.CompanionServer`) on the address and
port chosen (both remembered) over a :class:`WorkerGateway`, so every
database call it makes runs on the app's one worker. It shows the view's
address (copyable) and its QR code, the event's rule for reported results
and whether players may check in from their phone, and below them the
reports waiting for the organizer. Sharing stops when switched off, when
another event or club is opened, when the event is finished, and when the
window closes (:meth:`SharePanel.stop`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...league import Changes, Club, UserError, companion, night
from ...printouts.qr import ShareLinks
from ...translation import QT_TRANSLATE_NOOP, translate
from ...web import CompanionServer, lan_addresses, report_address
from ..common.accessible import named
from ..common.operations import Operations
from ..common.settings_store import settings
from .gateway import WorkerGateway
from .qr_widget import QrWidget
from .reports_view import ReportsView

log = logging.getLogger("tournament_app.gui")

DEFAULT_PORT = 8765

#: the accept rules as the chooser offers them, in the order of companion.ACCEPT_RULES
RULE_TITLES = {
    "confirm": QT_TRANSLATE_NOOP("companion.share_panel", "Organizer confirms each result"),
    "both_agree": QT_TRANSLATE_NOOP("companion.share_panel", "Accept when both sides report the same"),
}


class SharePanel(QWidget):
    """Share the current event on the local network; the reported results waiting for a decision."""

    #: the view's address while sharing ("" when not): the presenter window shows it with its QR code
    share_changed = Signal(str)
    #: how many reported results wait for the organizer (the event page's badge)
    waiting_changed = Signal(int)

    def __init__(self, ops: Operations, event_id: Callable[[], int | None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ops = ops
        self._event_id = event_id
        #: the server while sharing (its gateway and event are the shared ones), else None
        self.server: CompanionServer | None = None
        self._seen_reports: set[int] | None = None

        self.share_box = QCheckBox(translate("companion.share_panel", "Share on the local network"))
        self.share_box.setAccessibleName(translate("companion.share_panel", "Share on the local network"))
        self.share_box.setToolTip(translate("companion.share_panel", "Phones, tablets and a TV on the venue's Wi-Fi see the "
                                            "tables, the bracket and the standings, and players can report results"))
        self.address_combo = QComboBox()
        named(self.address_combo, translate("companion.share_panel", "Network address"), translate("companion.share_panel", "Pick the network the phones and screens are on."))
        self.address_combo.setMinimumContentsLength(15)
        self.port_spin = QSpinBox()
        named(self.port_spin, translate("companion.share_panel", "Port"), translate("companion.share_panel", "The port number of the shared pages; the lowest value picks any free port."))
        self.port_spin.setRange(0, 65535)
        self.port_spin.setSpecialValueText(translate("companion.share_panel", "Any free port"))
        self.rule_combo = QComboBox()
        named(self.rule_combo, translate("companion.share_panel", "Results from phones"), translate("companion.share_panel", "Pick what happens to a result reported from a phone."))
        for rule in companion.ACCEPT_RULES:
            self.rule_combo.addItem(translate("companion.share_panel", RULE_TITLES[rule]), rule)
        self.checkin_box = QCheckBox(translate("companion.share_panel", "Players may check in from their phone"))
        named(self.checkin_box, translate("companion.share_panel", "Players may check in from their phone"), translate("companion.share_panel", "When ticked, players can mark themselves present from the shared pages."))
        self.url_field = QLineEdit()
        self.url_field.setReadOnly(True)
        named(self.url_field, translate("companion.share_panel", "View address"), translate("companion.share_panel", "The address to open on a phone or TV, while sharing."))
        self.url_field.setPlaceholderText(translate("companion.share_panel", "Not shared"))
        self.copy_button = QPushButton(translate("companion.share_panel", "Cop&y address"))
        named(self.copy_button, translate("companion.share_panel", "Copy address"), translate("companion.share_panel", "Copies the address to the clipboard."))
        self.qr = QrWidget(size=200)
        named(self.qr, translate("companion.share_panel", "View QR code"), translate("companion.share_panel", "A phone's camera opens the address from this code."))
        self.status = QLabel(translate("companion.share_panel", "Not shared. Nothing is reachable from the network."))
        self.status.setObjectName("share-status")
        self.status.setWordWrap(True)
        self.reports = ReportsView(ops, event_id)

        form = QFormLayout()
        form.addRow(self.share_box)
        where = QHBoxLayout()
        where.addWidget(self.address_combo, 1)
        where.addWidget(QLabel(translate("companion.share_panel", "Port:")))
        where.addWidget(self.port_spin)
        form.addRow(translate("companion.share_panel", "Address:"), where)
        form.addRow(translate("companion.share_panel", "Results from phones:"), self.rule_combo)
        form.addRow(self.checkin_box)
        url_row = QHBoxLayout()
        url_row.addWidget(self.url_field, 1)
        url_row.addWidget(self.copy_button)
        form.addRow(translate("companion.share_panel", "View:"), url_row)
        form.addRow(self.status)
        top = QHBoxLayout()
        top.addLayout(form, 1)
        top.addSpacing(12)
        top.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignTop)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.reports, 1)

        self._fill_addresses()
        self.port_spin.setValue(int(str(settings().value("companion/port", DEFAULT_PORT, type=int))))
        self.share_box.toggled.connect(self._toggled)
        self.rule_combo.currentIndexChanged.connect(lambda _i: self._rules_changed())
        self.checkin_box.toggled.connect(lambda _on: self._rules_changed())
        self.copy_button.clicked.connect(self.copy_address)
        self.address_combo.currentIndexChanged.connect(lambda _i: settings().setValue("companion/address", self.address_combo.currentData()))
        self.port_spin.valueChanged.connect(lambda value: settings().setValue("companion/port", value))
        self.reports.loaded.connect(self._reports_loaded)
        ops.changed.connect(self._on_changes)
        self._show_shared(False)

    def _fill_addresses(self) -> None:
        try:
            addresses = lan_addresses()
        except OSError:
            addresses = ["127.0.0.1"]
        for address in addresses:
            note = translate("companion.share_panel", " (this computer only)") if address.startswith("127.") else ""
            self.address_combo.addItem(address + note, address)
        remembered = settings().value("companion/address", None)
        index = self.address_combo.findData(remembered) if remembered else -1
        self.address_combo.setCurrentIndex(max(index, 0))

    # ---- switching on and off ---------------------------------------------------------------------
    @property
    def sharing(self) -> bool:
        """True while the server runs."""
        return self.server is not None and self.server.running

    def _toggled(self, on: bool) -> None:
        if on:
            self.start()
        else:
            self.stop()

    def start(self) -> None:
        """Share the current event: its tokens, the server on the chosen address and port; a message if it can't."""
        event_id = self._event_id()
        if self.sharing:
            return
        if event_id is None:
            self._refuse(translate("companion.share_panel", "Choose or create an event first, then share it."))
            return
        host = str(self.address_combo.currentData() or "127.0.0.1")
        port = self.port_spin.value()
        rule = str(self.rule_combo.currentData())
        allow = self.checkin_box.isChecked()
        gateway = WorkerGateway(self.ops.worker, self)
        try:
            gateway.call(lambda club: _share(club, event_id, rule, allow))
            server = CompanionServer(gateway, event_id, host, port)
            server.start()
        except UserError as exc:
            gateway.close()
            gateway.deleteLater()
            self._refuse(str(exc))
            return
        except Exception as exc:  # noqa: BLE001 - the organizer gets a sentence, the log the details
            log.exception("companion: the server did not start")
            gateway.close()
            gateway.deleteLater()
            self._refuse(translate("companion.share_panel", "The event could not be shared: {error}").format(error=exc))
            return
        gateway.wrote.connect(self._server_wrote, Qt.ConnectionType.QueuedConnection)  # emitted on the worker's thread
        self.server = server
        self._show_shared(True)
        self.reports.reload()

    def stop(self) -> None:
        """Stop sharing (the server thread ends; printed codes work again when the event is shared again)."""
        server, self.server = self.server, None
        if server is not None:
            gateway = server.gateway
            if isinstance(gateway, WorkerGateway):
                gateway.close()  # a server thread waiting for the worker is let go at once
                gateway.deleteLater()
            server.stop()
            event_id = server.event_id
            self.ops.query(lambda club: companion.stop_sharing(club, event_id), lambda _r: None)
        self._show_shared(False)

    def _refuse(self, sentence: str) -> None:
        self._show_shared(False)
        QMessageBox.warning(self, translate("companion.share_panel", "Share on the local network"), sentence)

    def _show_shared(self, on: bool) -> None:
        self.share_box.blockSignals(True)
        self.share_box.setChecked(on)
        self.share_box.blockSignals(False)
        self.address_combo.setEnabled(not on)
        self.port_spin.setEnabled(not on)
        url = self.view_url()
        self.url_field.setText(url)
        self.copy_button.setEnabled(bool(url))
        self.qr.set_text(url)
        self.qr.setVisible(bool(url))
        if on and self.server is not None:
            self.status.setText(translate("companion.share_panel", "Shared on {address}, port {port}: phones on the same "
                                          "network open the address or scan the code.").format(address=self.server.host,
                                                                                                 port=self.server.port))
        else:
            self.status.setText(translate("companion.share_panel", "Not shared. Nothing is reachable from the network."))
        self.share_changed.emit(url)

    @property
    def shared_event(self) -> int | None:
        """The event being shared (None: not sharing)."""
        return self.server.event_id if self.server is not None else None

    # ---- what the server and the window show --------------------------------------------------------
    def view_url(self) -> str:
        """The view's address while sharing, else ""."""
        if not self.sharing or self.server is None:
            return ""
        return str(self.server.urls["view"])

    def links(self, club: Club, event_id: int) -> ShareLinks | None:
        """The printouts' addresses of ``event_id`` while it is shared (call on the worker: it may mint report tokens)."""
        server = self.server
        if server is None or server.event_id != event_id:
            return None
        tokens = companion.report_tokens(club, event_id)
        reports = {(rnd.number, place): tuple(report_address(server.base_url, token) for token in tokens[match.id])
                   for rnd in night.night_rounds(club, event_id)
                   for place, match in enumerate(rnd.matches) if match.id in tokens}
        return ShareLinks(str(server.urls["view"]), reports)

    def copy_address(self) -> None:
        """Put the view's address on the clipboard."""
        url = self.view_url()
        if url:
            QGuiApplication.clipboard().setText(url)
            self._status_bar(translate("companion.share_panel", "Copied {url}").format(url=url), 4000)

    def event_shown(self, event_id: int | None, finished: bool) -> None:
        """The event page shows ``event_id`` now (chosen, or read again after a change): sharing another event or a
        finished one stops; its rules and its waiting reports are read."""
        if self.shared_event is not None and (event_id != self.shared_event or finished):
            self.stop()
            if finished and event_id is not None:
                self._status_bar(translate("companion.share_panel", "The event is finished: it is no longer shared."), 8000)
        self.share_box.setEnabled(event_id is not None and not finished)
        if event_id is not None and not self.sharing:
            self.ops.query(lambda club: (event_id, companion.event_share(club, event_id)), self._share_read)
        self.reports.reload()

    def _share_read(self, found: tuple[int, companion.Share | None]) -> None:
        event_id, share = found
        if share is None or event_id != self._event_id() or self.sharing:
            return
        # the stored rules shown, not saved again
        with QSignalBlocker(self.rule_combo), QSignalBlocker(self.checkin_box):
            self.rule_combo.setCurrentIndex(max(self.rule_combo.findData(share.accept_rule), 0))
            self.checkin_box.setChecked(share.allow_checkin)

    def _rules_changed(self) -> None:
        event_id = self.shared_event
        if event_id is None:
            return
        rule, allow = str(self.rule_combo.currentData()), self.checkin_box.isChecked()
        server = self.server

        def done(_share: Any) -> None:
            if server is not None:
                server.notify_changed()

        self.ops.query(lambda club: companion.set_share_rules(club, event_id, accept_rule=rule, allow_checkin=allow), done)

    def _server_wrote(self, result: object) -> None:
        """The server changed the club file (a report, a result both sides agreed on, a check-in): show it."""
        event_id = self.shared_event
        if event_id is None:
            return
        changes: Changes | None = None
        if isinstance(result, Changes):
            changes = result | Changes(events=frozenset({event_id}))
        elif isinstance(result, companion.Report) and result.match_id is not None:
            players = frozenset(p for side in result.sides for p in side.player_ids)
            changes = Changes(players=players, events=frozenset({event_id}), matches=frozenset({result.match_id}),
                              leaderboards=self._leaderboards())
        self.ops.sync_with_file()  # a result both sides agreed on is an undo step of the file
        if changes is not None:
            self.ops.changed.emit(changes)  # the event page reloads the event, and with it the reports (event_shown)
        else:
            self.reports.reload()  # a report waiting: only the list changed

    def _leaderboards(self) -> frozenset[int]:
        lb = getattr(self.parent(), "leaderboard_id", None)
        return frozenset({lb}) if isinstance(lb, int) else frozenset()

    def _on_changes(self, _changes: Changes) -> None:
        # the reports are read again by event_shown: the event page reloads the event after these changes
        if self.server is not None:
            self.server.notify_changed()  # phones see a result saved in the window at once

    def _reports_loaded(self, reports: list[companion.Report]) -> None:
        ids = {r.id for r in reports}
        new = [r for r in reports if self._seen_reports is not None and r.id not in self._seen_reports]
        self._seen_reports = ids if self._seen_reports is None else self._seen_reports | ids
        self.waiting_changed.emit(len(reports))
        if new:
            last = new[-1]
            self._status_bar(translate("companion.share_panel", "Result reported from a phone, {where}: {result}. "
                                       "Confirm or reject it on the Sharing page.").format(
                where=last.table or translate("companion.share_panel", "waiting for a table"), result=last.result_text()), 0)

    def _status_bar(self, text: str, msecs: int) -> None:
        window = self.window()
        bar = getattr(window, "statusBar", None)
        if callable(bar):
            bar().showMessage(text, msecs)


def _share(club: Club, event_id: int, rule: str, allow: bool) -> companion.Share:
    companion.share_event(club, event_id)
    return companion.set_share_rules(club, event_id, accept_rule=rule, allow_checkin=allow)
