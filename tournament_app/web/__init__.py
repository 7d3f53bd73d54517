"""The local-network companion: a small web server showing tonight's event on phones and TVs (docs/companion.md).

Front ends use :class:`CompanionServer` over a :class:`ClubGateway` (the
GUI's database worker, or :class:`ThreadGateway` headless) and
:func:`lan_addresses` to offer an address. Nothing here imports Qt; every
database call goes through the gateway; the league decides what a report does.
"""

from .addresses import report_address
from .app import create_app
from .gateway import ClubGateway, ThreadGateway
from .hub import Hub, Limits
from .network import lan_addresses
from .server import CompanionServer

__all__ = ["ClubGateway", "CompanionServer", "Hub", "Limits", "ThreadGateway", "create_app", "lan_addresses", "report_address"]
