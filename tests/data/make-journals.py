#!/usr/bin/env python3
"""make-journals.py: writes the test journals of tests/data, deterministically.

It plays plausible games of Tyros move by move with its own model of the rules
(docs/rules.md, docs/board.md) -- nothing is asked of the core -- and
writes them in the file format of docs/file-format.md:

  game-3p.tyros          kosmos, 3 players, first-game set-up
  game-4p.tyros          kosmos, 4 players, entered set-up with orange on 31 (S3)
  game-italian.tyros     italian, 3 players, entered set-up with discarded tiles
  *.expected.json        the final scores by this script's own F1-F7 model
  illegal-*.tyros        journals with one illegal move, and *.expected (N, rule)
  setup-italian-tyros.tyros  an italian set-up next to Tyros (S2)
  position-*.tyros       finished boards ("position"), with *.expected.json

Landscape tiles and trade cards are modelled (the file does not record them):
tiles are dealt from a seeded shuffle, cards from a seeded deck of 60 (14 per
colour + 4 jokers). Each game tries seeds 1, 2, ... and keeps the first one
whose game uses every move type. Python 3 standard library only.

Usage: python3 make-journals.py [OUTPUT_DIR]   (default: this script's dir)
"""

import collections
import json
import os
import random
import sys

COLOURS = ["orange", "yellow", "green", "violet"]

# ---------------------------------------------------------------- board
GRID = [
    ["1", "6", "10", "15", "20", "25", "29"],
    ["2", "7", "11", "16", "21", "26", "30"],
    ["3", "8", "12", "17", "22", "27", "31"],
    ["4", "9", "13", "18", "23", None, "T"],
    ["5", None, "14", "19", "24", "28", "32"],
]
FIELDS = [str(i) for i in range(1, 33)] + ["T"]
POS = {}
for r, row in enumerate(GRID):
    for c, f in enumerate(row):
        if f is not None:
            POS[f] = (r, c)


def adjacent(a, b):
    (ra, ca), (rb, cb) = POS[a], POS[b]
    return abs(ra - rb) + abs(ca - cb) == 1


NEIGHBOURS = {f: [g for g in FIELDS if g != f and adjacent(f, g)] for f in FIELDS}

OPEN = """T-31 T-32 30-31 26-30 25-26 25-29 27-31 22-27 17-22 22-23 23-24 24-28
28-32 12-17 8-12 15-16e 16e-17 16w-17 11-16w 10-11 11-12 1-2 2-3 3-4 4-5 3-8
4-9 6-7 7-8 8-9 6-10 7-11 9-13 12-13 13-14 13-18 14-19 17-18 18-19 18-23 19-24
15-20 20-21 21-22 26-27""".split()
SEA = collections.defaultdict(list)
for pair in OPEN:
    a, b = pair.split("-")
    SEA[a].append(b)
    SEA[b].append(a)
COASTS = [f for f in FIELDS if f != "16"] + ["16w", "16e"]


def field_of(coast):
    return "16" if coast in ("16w", "16e") else coast


def shortest_route(src, dst):
    """Breadth-first, neighbours in a fixed order: one shortest route."""
    prev = {src: None}
    queue = collections.deque([src])
    while queue:
        c = queue.popleft()
        if c == dst:
            break
        for d in sorted(SEA[c], key=lambda x: COASTS.index(x)):
            if d not in prev:
                prev[d] = c
                queue.append(d)
    if dst not in prev:
        return None
    route = []
    c = dst
    while c != src:
        route.append(c)
        c = prev[c]
    return list(reversed(route))


# ---------------------------------------------------------------- editions
EDITIONS = {
    "kosmos": dict(tiles=4, founding_next_to_tyros=True, tyros_always_dest=False,
                   city_fields_unlimited=False, tyros_unlimited=False, fee=True,
                   city_in_tyros=True, tyros_build_always=False, tyros_needs_colour=False,
                   swap=(1, 3), city_pts=[12, 10, 9, 8], ship_pts=[6, 5, 4, 3],
                   tyros_most_ships=False, tiebreak=["orange", "yellow", "green", "violet"]),
    "italian": dict(tiles=5, founding_next_to_tyros=False, tyros_always_dest=True,
                    city_fields_unlimited=True, tyros_unlimited=True, fee=False,
                    city_in_tyros=False, tyros_build_always=True, tyros_needs_colour=True,
                    swap=(3, 3), city_pts=[12, 10, 9, 7], ship_pts=[8, 6, 5, 4],
                    tyros_most_ships=True, tiebreak=["green", "orange", "violet", "yellow"]),
}


class Model:
    def __init__(self, edition, n, founding, start, seed, discarded=()):
        self.ed = EDITIONS[edition]
        self.edition = edition
        self.n = n
        self.rng = random.Random(seed)
        self.empire = {}
        self.city = {}
        self.ships = {c: [0] * n for c in COASTS}
        for colour, f in founding.items():
            self.empire[f] = colour
            if f in ("31", "32") and "T" not in self.empire:
                self.empire["T"] = colour  # S3
        for p in range(n):
            self.ships["T"][p] = 2  # S1
        tiles = [f for f in FIELDS if f != "T" and f not in founding.values() and f not in discarded]
        self.rng.shuffle(tiles)
        self.hands = [[] for _ in range(n)]
        for _ in range(self.ed["tiles"]):
            for i in range(n):
                self.hands[(start + i) % n].append(tiles.pop(0))
        self.supply = tiles
        self.cards = [collections.Counter() for _ in range(n)]
        self.draw = []
        self.discard = []
        self.round = 1
        self.start = start
        self.last_round = False
        self.first_all_four = None
        self.over = False
        self.moves = []
        self.used = collections.Counter()
        self.notes = collections.Counter()
        self.skipped_empty = 0

    # ------------------------------------------------ helpers
    def field_ships(self, f, p=None):
        coasts = ["16w", "16e"] if f == "16" else [f]
        if p is None:
            return sum(sum(self.ships[c]) for c in coasts)
        return sum(self.ships[c][p] for c in coasts)

    def owners(self, f):
        return [p for p in range(self.n) if self.field_ships(f, p) > 0]

    def ships_left(self, p):
        return 10 - sum(self.ships[c][p] for c in COASTS)

    def cities_left(self, p):
        return 10 - sum(1 for o in self.city.values() if o == p)

    def add(self, move):
        self.moves.append(move)
        kind = move["type"]
        if kind == "expand":
            kind += "+empire" if "empire" in move else "-empire"
        if kind == "expand_pass" and "shown" in move:
            kind += "+shown"
        if "paid" in move:
            self.used["paid"] += 1
        self.used[kind] += 1
        if kind != move["type"]:
            self.used[move["type"]] += 1

    def chip_neighbours(self, f):
        # Tyros is never taken as the neighbour that makes a tile playable
        # (see ASSUMPTION in tests/core/test-rules.c, e5_only_once).
        full = {e for e in COLOURS if sum(1 for g in self.empire if self.empire[g] == e) >= 20}
        return sorted({self.empire[g] for g in NEIGHBOURS[f]
                       if g in self.empire and g != "T" and self.empire[g] not in full},
                      key=COLOURS.index)

    def playable(self, tile):
        return tile not in self.empire and len(self.chip_neighbours(tile)) > 0

    def deal(self):
        """P1: all cards not kept in hands are shuffled; 12 (3p) or 10 (4p) each."""
        kept = collections.Counter()
        for h in self.cards:
            kept += h
        deck = []
        for colour in COLOURS:
            deck += [colour] * (14 - kept[colour])
        deck += ["joker"] * (4 - kept["joker"])
        self.rng.shuffle(deck)
        per = 12 if self.n == 3 else 10
        for i in range(self.n):
            p = (self.start + i) % self.n
            for _ in range(per):
                self.cards[p][deck.pop()] += 1
        self.draw = deck
        self.discard = []

    # ------------------------------------------------ paying
    def can_pay(self, p, colour, need_colour, total):
        """need_colour cards of colour (jokers count), total cards in all."""
        h = self.cards[p]
        if sum(h.values()) < total:
            return False
        if colour is None:
            return True
        return h[colour] + h["joker"] >= need_colour

    def least_useful(self, p, exclude=()):
        h = self.cards[p]
        order = sorted((k for k in h if h[k] > 0 and k not in exclude and k != "joker"),
                       key=lambda k: (h[k], COLOURS.index(k)))
        if order:
            return order[0]
        if h["joker"] > 0:
            return "joker"
        return None

    def pay(self, p, colour, need_colour, total):
        h = self.cards[p]
        paid = collections.Counter()
        if colour is not None:
            take = min(h[colour], need_colour)
            paid[colour] += take
            paid["joker"] += need_colour - take
            h[colour] -= take
            h["joker"] -= need_colour - take
        for _ in range(total - sum(paid.values())):
            k = self.least_useful(p, exclude=(colour,) if colour else ())
            if k is None:
                k = colour if h[colour] > 0 else "joker"
            h[k] -= 1
            paid[k] += 1
        for k, v in paid.items():
            self.discard += [k] * v
        return {k: paid[k] for k in COLOURS + ["joker"] if paid[k] > 0}

    # ------------------------------------------------ phase 2
    def laps(self):
        return 2 if self.n == 3 or self.round == 1 else 1

    def expand_turn(self, p):
        hand = self.hands[p]
        options = [t for t in hand if self.playable(t)]
        if not options:
            shown = sorted(hand, key=int)
            move = {"type": "expand_pass", "player": p}
            # a tile next to a Tyros with a chip: the core may count Tyros as
            # an adjacent chip; then shown is not given (taken as honest).
            if not ("T" in self.empire and any(t in ("31", "32") for t in hand)):
                move["shown"] = shown
            self.add(move)
            if self.supply:
                back = hand.pop(self.rng.randrange(len(hand)))
                self.supply.append(back)
                hand.append(self.supply.pop(0))
            return
        tile = self.rng.choice(sorted(options, key=int))
        colours = self.chip_neighbours(tile)
        colour = self.rng.choice(colours)
        move = {"type": "expand", "player": p, "field": tile}
        if len(colours) > 1 or tile in ("31", "32") or self.rng.random() < 0.25:
            move["empire"] = colour
        self.add(move)
        self.empire[tile] = colour
        if tile in ("31", "32") and "T" not in self.empire:
            self.empire["T"] = colour
        hand.remove(tile)
        if self.supply:
            hand.append(self.supply.pop(0))
        elif not hand:
            self.last_round = True

    def phase_expand(self):
        for _lap in range(self.laps()):
            for i in range(self.n):
                p = (self.start + i) % self.n
                if not self.hands[p]:
                    self.skipped_empty += 1
                    continue
                self.expand_turn(p)

    # ------------------------------------------------ phase 3
    def limit_ok(self, f, p, extra=1):
        """M5 for a ship arriving in field f (field-level, strictest reading)."""
        total = self.field_ships(f) + extra
        if f == "T":
            if self.ed["tyros_unlimited"]:
                return True
            if "T" not in self.city:
                return self.field_ships("T", p) + extra <= 2
            return total <= 2
        if f in self.city and self.ed["city_fields_unlimited"]:
            return True
        return total <= 2

    def try_build_city(self, p):
        if self.cities_left(p) == 0:
            return False
        for f in sorted(self.empire, key=lambda x: FIELDS.index(x)):
            if f in self.city or self.owners(f) != [p]:
                continue
            if f == "T" and not self.ed["city_in_tyros"]:
                continue
            colour = self.empire[f]
            mine = self.field_ships(f, p)
            cost = 4 if mine == 2 else 5
            if not self.can_pay(p, colour, cost, cost):
                continue
            move = {"type": "build_city", "player": p, "field": f}
            paid = self.pay(p, colour, cost, cost)
            if self.rng.random() < 0.85:
                move["paid"] = paid
            self.add(move)
            self.city[f] = p
            # B4: one ship back (the west coast of 16 first)
            for c in (["16w", "16e"] if f == "16" else [f]):
                if self.ships[c][p] > 0:
                    self.ships[c][p] -= 1
                    break
            if self.first_all_four is None:
                empires = {self.empire[g] for g, o in self.city.items() if o == p}
                if len(empires) == 4:
                    self.first_all_four = p
                    self.notes["B6"] += 1
            return True
        return False

    def try_build_ship(self, p):
        if self.ships_left(p) == 0:
            return False
        candidates = sorted((f for f, o in self.city.items() if o == p), key=FIELDS.index)
        if "T" not in candidates and "T" not in self.city:
            candidates.append("T")
        for f in candidates:
            n_there = self.field_ships(f)
            if f == "T" and "T" not in self.city:
                # C1/C3: Tyros without a city
                if self.field_ships("T", p) > 1:
                    continue
                cost = n_there + 1
                colour = self.empire.get("T") if self.ed["tyros_needs_colour"] else None
                need = 1 if colour else 0
                if cost > 5:
                    continue
            else:
                if not self.limit_ok(f, p) or n_there + 1 > 3:
                    continue
                cost = 1 + n_there
                colour = self.empire[f]
                need = 1
            if not self.can_pay(p, colour, need, cost):
                continue
            move = {"type": "build_ship", "player": p, "field": f}
            paid = self.pay(p, colour, need, cost)
            if self.rng.random() < 0.85:
                move["paid"] = paid
            self.add(move)
            self.ships["16w" if f == "16" else f][p] += 1  # C4
            return True
        return False

    def route_text(self, src, route):
        """The route as written: plain "16" where the neighbours settle the coast."""
        out = []
        full = [src] + route
        for i, c in enumerate(route):
            if c in ("16w", "16e"):
                prev = full[i]
                nxt = route[i + 1] if i + 1 < len(route) else None
                settles = prev in ("15", "11") or nxt in ("15", "11")
                if settles and self.rng.random() < 0.6:
                    out.append("16")
                    self.notes["plain16"] += 1
                    continue
                self.notes["coast16"] += 1
            out.append(c)
        return out

    def try_move(self, p, want_fee=False):
        best = []
        for src in COASTS:
            if self.ships[src][p] == 0:
                continue
            for dst in COASTS:
                f = field_of(dst)
                if f == field_of(src):
                    continue
                if f in self.empire:
                    colour = self.empire[f]
                elif f == "T" and self.ed["tyros_always_dest"]:
                    colour = None
                else:
                    continue
                if not self.limit_ok(f, p):
                    continue
                route = shortest_route(src, dst)
                if route is None or len(route) > 4:
                    continue
                k = len(route)
                fee = self.ed["fee"] and f in self.city and self.city[f] != p
                if want_fee != fee:
                    continue
                if not self.can_pay(p, colour, k if colour else 0, k + (1 if fee else 0)):
                    continue
                others = [o for o in self.owners(f) if o != p]
                score = 0
                if f not in self.city and not others and f != "T":
                    score += 3          # a field to build a city on
                if others:
                    score -= 2
                if src == "T" or field_of(src) in self.city:
                    score += 1          # leave the crowd
                score -= k * 0.5
                score += self.rng.random()
                best.append((score, src, dst, route, colour, fee))
        if not best:
            return False
        best.sort(key=lambda x: -x[0])
        score, src, dst, route, colour, fee = best[0]
        if score < 0.5 and not want_fee:
            return False
        k = len(route)
        move = {"type": "move", "player": p, "from": src, "route": self.route_text(src, route)}
        paid = self.pay(p, colour, k if colour else 0, k)
        if self.rng.random() < 0.85:
            move["paid"] = paid
        self.add(move)
        if fee:
            owner = self.city[field_of(dst)]
            card = self.least_useful(p)
            self.cards[p][card] -= 1
            self.cards[owner][card] += 1
            self.notes["M6"] += 1
        self.ships[src][p] -= 1
        self.ships[dst][p] += 1
        return True

    def try_trade(self, p):
        h = self.cards[p]
        mine = sorted((k for k in COLOURS if h[k] >= 3), key=lambda k: -h[k])
        if not mine:
            return False
        give = mine[0]
        for i in range(1, self.n):
            q = (p + i) % self.n
            theirs = [k for k in COLOURS if k != give and self.cards[q][k] >= 2]
            if theirs:
                get = theirs[0]
                h[give] -= 2
                self.cards[q][give] += 2
                self.cards[q][get] -= 2
                h[get] += 2
                self.add({"type": "trade", "player": p, "partner": q})
                return True
        return False

    def try_swap(self, p):
        lo, hi = self.ed["swap"]
        h = self.cards[p]
        total = sum(h.values())
        count = min(hi, total, max(lo, min(len(self.draw), 3)))
        if count < lo or count > total or len(self.draw) == 0:
            return False
        for _ in range(count):
            k = self.least_useful(p)
            h[k] -= 1
            self.discard.append(k)
        for _ in range(min(count, len(self.draw))):
            h[self.draw.pop()] += 1
        self.add({"type": "bank_swap", "player": p, "count": count})
        return True

    def try_pick(self, p):
        h = self.cards[p]
        if sum(h.values()) < 4 or not self.discard:
            return False
        want = collections.Counter(self.discard).most_common(1)[0][0]
        pool = list(self.discard)
        for _ in range(3):
            k = self.least_useful(p)
            h[k] -= 1
            self.discard.append(k)
        self.discard.remove(want)
        h[want] += 1
        assert want in pool
        self.add({"type": "bank_pick", "player": p})
        return True

    def action_turn(self, p, acted):
        r = self.rng.random()
        if acted[p] >= 7:
            return False
        order = []
        if self.ed["fee"] and r < 0.15:
            order.append(lambda: self.try_move(p, want_fee=True))
        order += [lambda: self.try_build_city(p)]
        if r < 0.35:
            order.append(lambda: self.try_build_ship(p))
        order.append(lambda: self.try_move(p))
        if r > 0.8 and acted[p] < 3:
            order.append(lambda: self.try_trade(p))
        if 0.55 < r < 0.7 and acted[p] < 4:
            order.append(lambda: self.try_pick(p))
        if r > 0.6 and acted[p] < 5:
            order.append(lambda: self.try_swap(p))
        for f in order:
            if f():
                return True
        return False

    def phase_actions(self):
        passes = 0
        p = self.start
        acted = [0] * self.n
        while passes < self.n:
            if self.action_turn(p, acted):
                acted[p] += 1
                passes = 0
            else:
                self.add({"type": "pass", "player": p})
                passes += 1
            p = (p + 1) % self.n

    def end_round(self):
        # P4: at most 3 cards kept (the most plentiful colours)
        for p, h in enumerate(self.cards):
            while sum(h.values()) > 3:
                h[self.least_useful(p)] -= 1
        self.start = (self.start + 1) % self.n
        if self.last_round:
            self.over = True
        self.round += 1

    def play(self, max_rounds=30):
        while not self.over and self.round <= max_rounds:
            self.deal()
            self.phase_expand()
            self.phase_actions()
            self.end_round()
        return self.over

    # ------------------------------------------------ scoring (F1-F7)
    def score(self, names):
        ed = self.ed
        ships = {f: [self.field_ships(f, p) for p in range(self.n)] for f in FIELDS}
        for f in FIELDS:
            owners = [p for p in range(self.n) if ships[f][p] > 0]
            tyros_most = f == "T" and ed["tyros_most_ships"]
            if len(owners) > 1 and not tyros_most:
                ships[f] = [0] * self.n          # F1
            if f in self.city:
                ships[f] = [0] * self.n          # F2
        sizes = {e: sum(1 for f in self.empire if self.empire[f] == e) for e in COLOURS}
        ranking = sorted(COLOURS, key=lambda e: (-sizes[e], ed["tiebreak"].index(e)))
        rank = {e: i for i, e in enumerate(ranking)}
        pts = [[0] * 4 for _ in range(self.n)]   # by empire index
        totals = [0] * self.n
        for f, e in self.empire.items():
            ei = COLOURS.index(e)
            if f in self.city:
                pts[self.city[f]][ei] += ed["city_pts"][rank[e]]
                continue
            counts = ships[f]
            holders = [p for p in range(self.n) if counts[p] > 0]
            if f == "T" and ed["tyros_most_ships"]:
                if holders:
                    top = max(counts)
                    tops = [p for p in range(self.n) if counts[p] == top]
                    if len(tops) == 1:
                        pts[tops[0]][ei] += ed["ship_pts"][rank[e]]
            elif len(holders) == 1:
                pts[holders[0]][ei] += ed["ship_pts"][rank[e]]
        for e in COLOURS:  # F3
            ei = COLOURS.index(e)
            n_cities = [sum(1 for f, o in self.city.items() if o == p and self.empire.get(f) == e)
                        for p in range(self.n)]
            top = max(n_cities)
            if top > 0 and n_cities.count(top) == 1:
                pts[n_cities.index(top)][ei] += 7
        for p in range(self.n):
            totals[p] = sum(pts[p]) + (7 if self.first_all_four == p else 0)
        best = max(totals)
        tied = [p for p in range(self.n) if totals[p] == best]
        by_tiebreak = False
        if len(tied) > 1:
            largest = COLOURS.index(ranking[0])
            top = max(pts[p][largest] for p in tied)
            winners = [p for p in tied if pts[p][largest] == top]
            by_tiebreak = len(winners) == 1
        else:
            winners = tied
        return {
            "empires": [{"empire": e, "size": sizes[e], "rank": i + 1} for i, e in enumerate(ranking)],
            "players": [{"name": names[p], "total": totals[p]} for p in range(self.n)],
            "winners": winners,
            "winner_by_tiebreak": by_tiebreak,
        }


# ---------------------------------------------------------------- output
def dump_game(path, edition, names, setup, moves=None, position=None):
    lines = ["{",
             '  "format": "tyros-companion",',
             '  "version": 1,',
             '  "edition": %s,' % json.dumps(edition),
             '  "players": [ %s ],' % ", ".join(json.dumps({"name": n}) for n in names),
             '  "setup": %s,' % json.dumps(setup)]
    if position is not None:
        lines.append('  "position": %s' % json.dumps(position, indent=2).replace("\n", "\n  "))
    else:
        lines.append('  "moves": [')
        for i, m in enumerate(moves):
            lines.append("    %s%s" % (json.dumps(m), "," if i + 1 < len(moves) else ""))
        lines.append("  ]")
    lines.append("}")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


def dump_json(path, obj):
    with open(path, "w", encoding="utf-8") as f:
        f.write(json.dumps(obj, indent=2) + "\n")


REQUIRED = ["expand+empire", "expand-empire", "expand_pass+shown", "move", "build_city",
            "build_ship", "bank_swap", "bank_pick", "trade", "pass", "paid"]


def good(model, required):
    if not model.over:
        return False
    if any(model.used[k] == 0 for k in required):
        return False
    if model.notes["coast16"] + model.notes["plain16"] == 0:
        return False
    if model.ed["fee"] and model.notes["M6"] == 0:
        return False
    return model.skipped_empty == 0


def make_game(edition, names, founding, start, discarded=(), required=REQUIRED, first_seed=1):
    for seed in range(first_seed, first_seed + 2000):
        m = Model(edition, len(names), founding, start, seed, discarded)
        m.play()
        if good(m, required):
            return seed, m
    raise SystemExit("no seed gives a complete game for %s %d players" % (edition, len(names)))


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    games = [
        ("game-3p", "kosmos", ["Anna", "Ben", "Cleo"],
         {"orange": "7", "yellow": "13", "green": "23", "violet": "26"}, 0, (), REQUIRED),
        ("game-4p", "kosmos", ["Dora", "Emil", "Fenna", "Gus"],
         {"orange": "31", "yellow": "13", "green": "3", "violet": "20"}, 2, (), REQUIRED),
        # italian founding order green, orange, yellow, violet: 12 (next to
        # green 11) and 32 (next to Tyros) were drawn and discarded.
        ("game-italian", "italian", ["Ilaria", "Jacopo", "Katia"],
         {"orange": "9", "yellow": "24", "green": "11", "violet": "26"}, 1, ("12", "32"),
         # with 5 tiles a hand is rarely all unplayable: expand_pass not required
         [k for k in REQUIRED if k != "expand_pass+shown"]),
    ]
    for name, edition, names, founding, start, discarded, required in games:
        seed, m = make_game(edition, names, founding, start, discarded, required)
        setup = {"empires": founding, "start_player": start}
        if discarded:
            setup["discarded"] = list(discarded)
        dump_game(os.path.join(out, name + ".tyros"), edition, names, setup, m.moves)
        expected = m.score(names)
        expected["n_moves"] = len(m.moves)
        expected["rounds"] = m.round - 1
        expected["generator_seed"] = seed
        dump_json(os.path.join(out, name + ".expected.json"), expected)
        print("%s: seed %d, %d moves, %d rounds, winners %s, totals %s, used %s, notes %s" % (
            name, seed, len(m.moves), m.round - 1, expected["winners"],
            [p["total"] for p in expected["players"]], dict(m.used), dict(m.notes)))
        if name == "game-3p":
            write_illegal(out, edition, names, setup, m.moves)
    write_bad(out)


def first_index(moves, pred):
    for i, mv in enumerate(moves):
        if pred(mv):
            return i
    raise SystemExit("no such move")


def write_illegal(out, edition, names, setup, moves):
    """Journals that break one rule at a known move (N counts from 1)."""
    cases = []
    # M3: the first ship move sent to a field without a chip (32 from Tyros)
    i = first_index(moves, lambda mv: mv["type"] == "move" and mv["from"] == "T")
    bad = dict(moves[i], route=["32"])
    bad.pop("paid", None)
    cases.append(("illegal-m3", moves[:i] + [bad] + moves[i + 1:], i + 1, "M3"))
    # E1: the first expansion played on a field far from every empire (1 or 5)
    i = first_index(moves, lambda mv: mv["type"] == "expand")
    bad = {"type": "expand", "player": moves[i]["player"], "field": "29" if setup["empires"]["violet"] != "26" else "5"}
    cases.append(("illegal-e1", moves[:i] + [bad] + moves[i + 1:], i + 1, "E1"))
    # P3: the first pass made by the wrong player
    i = first_index(moves, lambda mv: mv["type"] == "pass")
    bad = dict(moves[i], player=(moves[i]["player"] + 1) % len(names))
    cases.append(("illegal-p3", moves[:i] + [bad] + moves[i + 1:], i + 1, "P3"))
    # M1: the first paid ship move pays one card too many
    i = first_index(moves, lambda mv: mv["type"] == "move" and "paid" in mv)
    paid = dict(moves[i]["paid"])
    k = sorted(paid)[0]
    paid[k] += 1
    bad = dict(moves[i], paid=paid)
    cases.append(("illegal-m1", moves[:i] + [bad] + moves[i + 1:], i + 1, "M1"))
    # G1: a move after the end of the game
    cases.append(("illegal-g1", moves + [{"type": "pass", "player": 0}], len(moves) + 1, "G1"))
    for name, mv, n, rule in cases:
        dump_game(os.path.join(out, name + ".tyros"), edition, names, setup, mv)
        dump_json(os.path.join(out, name + ".expected.json"), {"move": n, "rule": rule})
    # S2: an italian set-up next to Tyros
    dump_game(os.path.join(out, "setup-italian-tyros.tyros"), "italian", names,
              {"empires": {"orange": "7", "yellow": "13", "green": "23", "violet": "31"},
               "start_player": 0}, [])


def write_bad(out):
    """Malformed files for the CLI (exit 2) and its valgrind run; the big ones
    (50 MB, deep nesting) are made at run time by the tests instead."""
    d = os.path.join(out, "bad")
    os.makedirs(d, exist_ok=True)
    head = ('{"format": "tyros-companion", "version": 1, "edition": "kosmos", '
            '"players": [{"name": "Anna"}, {"name": "Ben"}, {"name": "Cleo"}], ')
    setup = '"setup": {"empires": {"orange": "7", "yellow": "13", "green": "23", "violet": "26"}, "start_player": %s%s}, '
    moves = ('{"type": "expand", "player": 0, "field": "8"}, {"type": "expand", "player": 1, "field": "22"}, '
             '{"type": "expand", "player": 2, "field": "27", "empire": "violet"}, '
             '{"type": "expand", "player": 0, "field": "12", "empire": "yellow"}, '
             '{"type": "expand", "player": 1, "field": "31", "empire": "violet"}, '
             '{"type": "expand", "player": 2, "field": "18", "empire": "green"}, ')

    def journal(m6, start="0", setup_extra="", top=""):
        return head + top + setup % (start, setup_extra) + '"moves": [' + moves + m6 + "]}\n"

    files = {
        "truncated": journal('{"type": "pass", "player": 0}')[:150],
        "empty": "",
        "not-json": "this is not a game\n",
        "not-object": "[1, 2, 3]\n",
        "wrong-format": '{"format": "chess", "version": 1}\n',
        "version-2": journal('{"type": "pass", "player": 0}').replace('"version": 1', '"version": 2'),
        "players-wrong-type": journal('{"type": "pass", "player": 0}').replace(
            '[{"name": "Anna"}, {"name": "Ben"}, {"name": "Cleo"}]', '"Anna"'),
        "unknown-top-key": journal('{"type": "pass", "player": 0}', top='"colour": "red", '),
        "unknown-setup-key": journal('{"type": "pass", "player": 0}', setup_extra=', "colour": 1'),
        "unknown-move-key": journal('{"type": "pass", "player": 0, "why": 1}'),
        "unknown-paid-key": journal('{"type": "move", "player": 0, "from": "T", "route": ["31"], "paid": {"purple": 1}}'),
        "unknown-position-key": head + '"position": {"empires": {"orange": ["7"]}, "cities": {}, "ships": {}, '
                                       '"first_all_four": null, "roads": 3}}\n',
        "player-7": journal('{"type": "pass", "player": 7}'),
        "count-9": journal('{"type": "bank_swap", "player": 0, "count": 9}'),
        "start-player-5": journal('{"type": "pass", "player": 0}', start="5"),
        "unknown-field-33": journal('{"type": "move", "player": 0, "from": "T", "route": ["31", "33"]}'),
        "unknown-field-x": journal('{"type": "move", "player": 0, "from": "X", "route": ["31"]}'),
        "field-number": journal('{"type": "move", "player": 0, "from": "T", "route": [31]}'),
        # a ship going nowhere is no move, played or to redo
        "route-empty": journal('{"type": "move", "player": 0, "from": "T", "route": []}'),
        "route-empty-redo": journal('')[:-len(', ]}\n')] + '], "redo": [{"type": "move", "player": 0, "from": "T", "route": []}]}\n',
        "bad-utf8": '{"format": "tyros-\udcff"}\n',
    }
    for name, text in files.items():
        with open(os.path.join(d, name + ".tyros"), "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(text)


if __name__ == "__main__":
    main()
