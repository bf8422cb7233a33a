/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-lan-address.h: the address phones at the table reach this computer at */
#pragma once

#include <glib.h>

struct ifaddrs;

G_BEGIN_DECLS

/* The address of this computer on its local network, as text, from
 * @interfaces (as getifaddrs() lists them): an IPv4 address of
 * an interface that is up and running and not the loopback; a private one
 * (RFC 1918: a home or café network) before any other, a link-local one
 * (169.254/16) last, and a virtual machine's or container's bridge after a
 * real interface. NULL when there is none (only the loopback, or no interface
 * up). */
char *tyros_lan_address_pick (const struct ifaddrs *interfaces);

G_END_DECLS
