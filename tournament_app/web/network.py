"""This machine's addresses on the local network, and binding the server's socket with a clear message."""

from __future__ import annotations

import contextlib
import errno
import ipaddress
import socket
import struct
import sys
from dataclasses import dataclass

from ..league import UserError
from ..messages import translate

#: where a UDP socket is "connected" to learn the outgoing address: connecting a UDP socket sends nothing
_PROBES = ("10.255.255.255", "172.31.255.255", "192.168.255.255", "192.0.2.1")


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses, local-network ones first, loopback last (no packet is sent anywhere)."""
    found: set[str] = {"127.0.0.1"}
    found.update(_interface_addresses())
    for probe in _PROBES:
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
                s.connect((probe, 9))
                found.add(s.getsockname()[0])
        except OSError:
            pass
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.add(str(info[4][0]))
    except OSError:
        pass
    usable = [a for a in found if _usable(a)]
    return sorted(usable, key=_preference)


def _usable(address: str) -> bool:
    try:
        ip = ipaddress.IPv4Address(address)
    except ValueError:
        return False
    return not (ip.is_unspecified or ip.is_multicast or ip.is_reserved) and (not ip.is_loopback or address == "127.0.0.1")


def _preference(address: str) -> tuple[int, tuple[int, ...]]:
    ip = ipaddress.IPv4Address(address)
    rank = 3 if ip.is_loopback else 2 if ip.is_link_local else 0 if ip.is_private else 1
    return rank, tuple(int(p) for p in address.split("."))


def _interface_addresses() -> list[str]:
    """Each network interface's IPv4 address (Linux: one ioctl per interface; elsewhere nothing)."""
    if not sys.platform.startswith("linux"):
        return []
    try:
        import fcntl
    except ImportError:
        return []
    out = []
    siocgifaddr = 0x8915
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        for _index, name in socket.if_nameindex():
            try:
                packed = fcntl.ioctl(s.fileno(), siocgifaddr, struct.pack("256s", name.encode()[:15]))
            except OSError:
                continue  # an interface without an IPv4 address
            out.append(socket.inet_ntoa(packed[20:24]))
    return out


@dataclass(frozen=True)
class ListenAddress:
    """Where the server listens and how it is reached: the address bound, the one put in the links, the host
    names a request may give."""

    #: the address the socket is bound to ("192.168.1.20", "127.0.0.1", or "0.0.0.0" / "::" for all of them)
    bind: str
    #: the address the links name: the bound one, or this computer's first local-network address for "all of them"
    public: str
    #: every host a request's Host header may name (without the port; an IPv6 address in brackets)
    names: tuple[str, ...]


def listen_address(host: str) -> ListenAddress:
    """What ``--host`` means: an address of this computer, ``localhost``, or ``0.0.0.0`` / ``::`` (all of them).

    A UserError for anything else (a name, a malformed address); whether a numeric address belongs to this
    computer is found out by binding it (:func:`bind_socket`).
    """
    text = host.strip() if isinstance(host, str) else ""
    if text.lower() == "localhost":
        return ListenAddress("127.0.0.1", "127.0.0.1", ("127.0.0.1", "localhost"))
    try:
        ip = ipaddress.ip_address(text)
    except ValueError:
        raise UserError(_NOT_OURS.format(host=host)) from None
    if ip.is_unspecified:
        found = lan_addresses()
        names = [*found, "localhost"] + (["[::1]"] if ip.version == 6 else [])
        return ListenAddress(str(ip), found[0], tuple(names))
    written = str(ip)
    return ListenAddress(written, written, (url_host(written),))


_NOT_OURS = translate("web.network", "'{host}' is not an address of this computer; choose one of its network addresses, "
                      "localhost, or 0.0.0.0 for all of them.")


def bind_socket(host: str, port: int) -> socket.socket:
    """A listening TCP socket on exactly ``host``:``port`` (0: a free port); a clear UserError when that can't be.

    ``host`` is a numeric address (:attr:`ListenAddress.bind`); "::" listens on IPv4 as well where the system
    allows it. The socket is made with IPPROTO_TCP, so asyncio sets TCP_NODELAY on every connection it accepts
    (with protocol 0 it doesn't, and Nagle's algorithm holds each answer on a kept-alive connection ~40 ms).
    """
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, proto=socket.IPPROTO_TCP,
                                   flags=socket.AI_NUMERICHOST)
    except (OSError, UnicodeError, OverflowError):
        if not 0 <= port <= 65535:
            raise UserError(_BAD_PORT.format(port=port)) from None
        raise UserError(_NOT_OURS.format(host=host)) from None
    if not 0 <= port <= 65535:
        raise UserError(_BAD_PORT.format(port=port))
    family, _type, _proto, _name, address = infos[0]
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    try:
        if sys.platform != "win32":
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if family == socket.AF_INET6 and ipaddress.ip_address(host.split("%")[0]).is_unspecified:
            with contextlib.suppress(OSError, AttributeError):  # IPv4 too, where the system allows both on one socket
                sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 0)
        sock.bind(address)
        sock.listen(128)
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise UserError(translate("web.network", "Port {port} on {host} is in use by another program; choose another "
                                      "port.").format(port=port, host=host)) from None
        if exc.errno in (errno.EADDRNOTAVAIL, errno.EAFNOSUPPORT):
            raise UserError(_NOT_OURS.format(host=host)) from None
        if exc.errno == errno.EACCES:
            raise UserError(translate("web.network", "This computer does not allow the app to use port {port}; choose a "
                                      "port above 1023.").format(port=port)) from None
        raise UserError(translate("web.network", "The server could not listen on {host} port {port}: {error}.").format(
            host=host, port=port, error=exc.strerror or exc)) from None
    sock.setblocking(False)
    return sock


_BAD_PORT = translate("web.network", "The port must be a number from 0 to 65535, not {port}.")


def url_host(host: str) -> str:
    """The host as written in a URL (an IPv6 address in brackets)."""
    return f"[{host}]" if ":" in host else host
