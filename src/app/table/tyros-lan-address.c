/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tyros-lan-address.c: the address phones at the table reach this computer at
 *
 * The server listens on every address; the link shown to the phones needs
 * one they can reach. A phone on the same wifi reaches the computer's address
 * on that network: in a home or a café a private IPv4 address. IPv6 is left
 * out of the link: a phone's browser takes "http://192.168.1.20:41234/" more
 * surely than a bracketed IPv6 address, and the QR code stays small.
 */
#define G_LOG_DOMAIN "tyros-lan-address"

#include "config.h"

#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>

#include "tyros-lan-address.h"

/* Bridges of virtual machines and containers: up, private, and no phone on them */
static gboolean
is_virtual_bridge (const char *name)
{
  static const char *const prefixes[] = { "docker", "virbr", "veth", "br-", "lxc", "vboxnet", "vmnet", "podman" };

  for (guint i = 0; i < G_N_ELEMENTS (prefixes); i++)
    if (g_str_has_prefix (name, prefixes[i]))
      return TRUE;
  return FALSE;
}

/* How likely a phone at the table reaches @address (host order) of
 * interface @name: higher is likelier, 0 never. */
static int
rank (guint32     address,
      const char *name)
{
  gboolean private = (address >> 24) == 10 || (address >> 20) == ((172 << 4) | 1) || (address >> 16) == ((192 << 8) | 168);
  gboolean link_local = (address >> 16) == ((169 << 8) | 254);
  int score;

  if ((address >> 24) == 127 || address == 0)
    return 0;
  score = private ? 3 : link_local ? 1 : 2;
  return is_virtual_bridge (name) ? score : score + 3;
}

char *
tyros_lan_address_pick (const struct ifaddrs *interfaces)
{
  const struct ifaddrs *best = NULL;
  int best_rank = 0;
  char text[INET_ADDRSTRLEN];

  for (const struct ifaddrs *i = interfaces; i != NULL; i = i->ifa_next)
    {
      const unsigned int wanted = IFF_UP | IFF_RUNNING;
      int r;

      if (i->ifa_addr == NULL || i->ifa_addr->sa_family != AF_INET || (i->ifa_flags & wanted) != wanted ||
          (i->ifa_flags & IFF_LOOPBACK) != 0)
        continue;
      r = rank (ntohl (((const struct sockaddr_in *) i->ifa_addr)->sin_addr.s_addr), i->ifa_name);
      if (r > best_rank)
        {
          best = i;
          best_rank = r;
        }
    }
  if (best == NULL)
    return NULL;
  inet_ntop (AF_INET, &((const struct sockaddr_in *) best->ifa_addr)->sin_addr, text, sizeof text);
  return g_strdup (text);
}
