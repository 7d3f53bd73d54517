"""This machine's addresses on the local network, and binding the server's socket with a clear message."""

from __future__ import annotations

import errno
import ipaddress
import socket
import struct
import sys

from ..league import UserError

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


def bind_socket(host: str, port: int) -> socket.socket:
    """A listening TCP socket on exactly ``host``:``port`` (0: a free port); a clear UserError when that can't be."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_NUMERICHOST)
    except (OSError, UnicodeError):
        raise UserError(f"'{host}' is not an address of this computer; choose one of its network addresses.") from None
    if not 0 <= port <= 65535:
        raise UserError(f"The port must be a number from 0 to 65535, not {port}.")
    family, _type, _proto, _name, address = infos[0]
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        if sys.platform != "win32":
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        sock.listen(128)
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise UserError(f"Port {port} on {host} is in use by another program; choose another port.") from None
        if exc.errno in (errno.EADDRNOTAVAIL, errno.EAFNOSUPPORT):
            raise UserError(f"'{host}' is not an address of this computer; choose one of its network addresses.") from None
        if exc.errno == errno.EACCES:
            raise UserError(f"This computer does not allow the app to use port {port}; choose a port above 1023.") from None
        raise UserError(f"The server could not listen on {host} port {port}: {exc.strerror or exc}.") from None
    sock.setblocking(False)
    return sock


def url_host(host: str) -> str:
    """The host as written in a URL (an IPv6 address in brackets)."""
    return f"[{host}]" if ":" in host else host
