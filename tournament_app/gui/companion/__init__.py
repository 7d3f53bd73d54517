"""The window's side of the local-network companion (issue 18): sharing the event, its QR codes, phones' reports.

:mod:`.gateway` runs the web server's calls on the app's database worker;
:mod:`.share_panel` is the event page's Sharing page (switch, address,
port, rules, the view's address and QR code) and owns the server;
:mod:`.reports_view` lists reported results to confirm or reject;
:mod:`.qr_widget` draws a QR code on screen.
"""
