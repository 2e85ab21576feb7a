"""找朋友 ``hard``: determinized Monte Carlo over the rest of the current trick.

Hidden cards are dealt at random to the other seats (hand sizes as shown, no card of a suit a seat
has shown void in) and, for a defender, to the 7 buried cards. Each of the best few candidate moves
of the ``normal`` policy is played into every sampled world and the trick is finished by the other
seats with a quick version of the ``normal`` follow rules (feed a winning partner, win cheaply, else
throw the cheapest cards; a candidate friend keeps the called copy home, ``_unclaiming``). A
candidate's value is the trick's points to my side (minus to the other side), the cost of the cards
I spend and a bonus for keeping the lead. Stops at the time budget.
The seat's character then moves the values (``_style``), as in the climbing games' search.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from typing import TYPE_CHECKING

from engine import Action
from engine.cards import Card
from engine.games.zhaopengyou import (
    FACES,
    TRUMP,
    face_id,
    lead_shapes,
    legal_follows,
    play_value,
    trick_seat,
    trick_winner,
)

from .. import pimc
from .zhaopengyou_core import NUM_SEATS, POINTS, Knowledge, card_cost

if TYPE_CHECKING:
    from .zhaopengyou import ZhaoPengyouPlayer

__all__ = ["hard_follow", "hard_lead", "sample_world"]

_CANDIDATES = 4
_MAX_WORLDS = 40
#: a character's ``bomb`` / ``control`` (plays) in standard deviations of the sampled trick values
#: (``ai.pimc.STYLE_SCALE`` is the climbing games'): set so that the characters' card play differs
#: measurably (benchmarks/character_play.py, docs/ai.md "Characters in card play")
STYLE_SCALE = 1.5
#: simulated followers keep the called copy home while another copy is out (``_unclaiming``)
AVOID_CLAIMS = True


def sample_world(kn: Knowledge, rng: random.Random) -> dict[int, list[Card]] | None:
    """Other seats' hands consistent with the hand sizes, the voids shown and the bid cards not
    yet played; None if it fails."""
    seats = [s for s in range(NUM_SEATS) if s != kn.me]
    cap = {s: kn.counts[s] for s in seats}
    bottom = kn.unknown_bottom
    out = Counter(kn.out)
    pinned: dict[int, list[Card]] = {s: [] for s in seats}
    for s, c in kn.pinned.items():
        for f, k in c.items():
            k = min(k, out[f], cap[s])
            if k > 0:
                out[f] -= k
                cap[s] -= k
                pinned[s] += [FACES[f]] * k
    pool = [f for f, k in out.items() for _ in range(k)]
    need = sum(cap.values()) + bottom
    if len(pool) != need:
        # inconsistent memory (should not happen): fill what can be filled
        if len(pool) < sum(cap.values()):
            return None
        bottom = len(pool) - sum(cap.values())
    for attempt in range(12):
        rng.shuffle(pool)
        # most constrained cards first: suits somebody is void in
        left = dict(cap)
        left_bottom = bottom
        hands: dict[int, list[Card]] = {s: list(pinned[s]) for s in seats}
        ok = True
        for f in pool:
            suit = kn.skey[f]
            elig = [s for s in seats if left[s] > 0 and (attempt >= 10 or suit not in kn.void[s])]
            total = sum(left[s] for s in elig) + left_bottom
            if total <= 0:
                ok = False
                break
            r = rng.randrange(total)
            placed = False
            for s in elig:
                if r < left[s]:
                    hands[s].append(FACES[f])
                    left[s] -= 1
                    placed = True
                    break
                r -= left[s]
            if not placed:
                left_bottom -= 1
        if ok:
            return hands
    return None


def _side(kn: Knowledge, hands: dict[int, list[Card]], play: list[Card] | None = None) -> set[int]:
    """The declaring side in a sampled world (a candidate friend who does not play the N-th copy
    now is the friend only if no other seat of the world could be)."""
    side = {kn.declarer}
    if kn.friend_found:
        if kn.friend is not None:
            side.add(kn.friend)
        return side
    if kn.call_face is None:
        return side
    need = kn.call_n - kn.called_count
    if kn.candidate and sum(1 for c in play or () if face_id(c) == kn.call_face) < need:
        for s, h in hands.items():
            if s != kn.declarer and any(face_id(c) == kn.call_face for c in h):
                side.add(s)
                return side
    if kn.maybe_friend:
        side.add(kn.me)
        return side
    for s, h in hands.items():
        if s != kn.declarer and sum(1 for c in h if face_id(c) == kn.call_face) >= need > 0:
            side.add(s)
            break
    return side


def _quick_follow(kn: Knowledge, seat: int, hand: list[Card], plays: list[list[Card]], leader: int,
                  side: set[int]) -> list[Card]:
    """A fast follow for a simulated seat that sees its own (sampled) hand."""
    lead = plays[0]
    options = legal_follows(hand, lead, kn.trump, cap=60)
    if AVOID_CLAIMS and len(options) > 1:
        options = _unclaiming(kn, seat, hand, plays, options)
    if len(options) == 1:
        return options[0]
    # the trick's best value so far, so each option is compared once (as trick_winner would)
    shapes, led = lead_shapes(lead, kn.trump)
    idx, best_v = 0, None
    for i, p in enumerate(plays):
        v = play_value(p, shapes, led, kn.trump)
        if v is not None and (best_v is None or v > best_v):
            idx, best_v = i, v
    cur = trick_seat(leader, idx, kn.step)
    friendly = (cur in side) == (seat in side)
    last = len(plays) == NUM_SEATS - 1

    def cost(p: list[Card]) -> float:
        return sum(card_cost(face_id(c), kn.skey, kn.slot) for c in p)

    def pts(p: list[Card]) -> int:
        return sum(POINTS[face_id(c)] for c in p)

    if friendly:
        return max(options, key=lambda p: (4 * pts(p) if last else pts(p)) - 0.5 * cost(p))
    ordered = sorted(options, key=cost)
    trick_pts = sum(pts(p) for p in plays)
    for p in ordered[:25]:
        v = play_value(p, shapes, led, kn.trump)
        if v is not None and (best_v is None or v > best_v):
            if trick_pts + pts(p) >= 5 or cost(p) < 12 or last:
                return p
            break
    return min(options, key=lambda p: 3 * pts(p) + 0.6 * cost(p))


def _unclaiming(kn: Knowledge, seat: int, hand: list[Card], plays: list[list[Card]],
                options: list[list[Card]]) -> list[list[Card]]:
    """A simulated seat's follows without those that would make it the friend (ZPY-7.5: its play
    holds the N-th copy of the called card) while another seat may still hold a copy: a candidate
    friend claims only when every legal play does, as ``normal`` and ``hard`` play it
    (``zhaopengyou.CLAIM_PENALTY``, issue #35 point 5). Without this the search let every holder of
    the called ace take a K or Q led into the called suit as an opponent would, though the players it
    models keep the ace home (the position suites' worst leads: the K or Q was searched and its
    one-trick value put it last). The declarer and a sure friend (no copy elsewhere) are left alone."""
    f = kn.call_face
    if kn.friend_found or f is None or seat == kn.declarer:
        return options
    sim = plays[len(kn.trick_plays):]        # the plays of this trick the roll-out made up
    played = sum(1 for p in sim for c in p if face_id(c) == f)
    need = kn.call_n - kn.called_count - played
    if need <= 0:
        return options
    held = sum(1 for c in hand if face_id(c) == f)
    if held < need:
        return options
    alive = kn.out[f] + kn.hand_counts[f] - played      # copies still unplayed (or buried)
    if alive - held <= 0:
        return options                                  # a sure friend joins gladly
    keep = [p for p in options if sum(1 for c in p if face_id(c) == f) < need]
    return keep or options


def _rollout(kn: Knowledge, hands: dict[int, list[Card]], play: list[Card]) -> float:
    side = _side(kn, hands, play)
    mine = kn.me in side
    if kn.trick_plays:
        leader = kn.trick_plays[0][0]
        plays = [list(cs) for _s, cs in kn.trick_plays] + [list(play)]
    else:
        leader = kn.me
        plays = [list(play)]
    seat = trick_seat(kn.me, 1, kn.step)
    while len(plays) < NUM_SEATS:
        plays.append(_quick_follow(kn, seat, hands[seat], plays, leader, side))
        seat = trick_seat(seat, 1, kn.step)
    winner = trick_seat(leader, trick_winner(plays, kn.trump), kn.step)
    pts = sum(POINTS[face_id(c)] for p in plays for c in p)
    ours = (winner in side) == mine
    value = (pts if ours else -pts) + (4.0 if ours else -4.0)
    value -= 0.45 * sum(card_cost(face_id(c), kn.skey, kn.slot) for c in play)
    return value


def _search(player: ZhaoPengyouPlayer, kn: Knowledge, scored: list[tuple[float, Action]],
            extra: Action | None = None) -> Action:
    cands: list[Action] = []
    for _s, a in scored:
        if a not in cands:
            cands.append(a)
        if len(cands) >= _CANDIDATES:
            break
    if extra is not None and extra not in cands:
        cands.append(extra)
    if len(cands) == 1:
        return cands[0]
    cap, budget = _MAX_WORLDS, player.budget
    if pimc.DEFAULT_WORLDS is not None:  # ``ai.duel --worlds N``: N worlds, whatever the machine's load
        cap, budget = pimc.DEFAULT_WORLDS, 1e9
    deadline = time.perf_counter() + budget
    totals = {i: 0.0 for i in range(len(cands))}
    results: list[float] = []
    worlds = 0
    while worlds < cap and time.perf_counter() < deadline:
        hands = sample_world(kn, player.rng)
        if hands is None:
            break
        for i, a in enumerate(cands):
            r = _rollout(kn, hands, list(a.cards))
            totals[i] += r
            results.append(r)
        worlds += 1
    if worlds < 4:
        return cands[0]
    _style(player, kn, cands, totals, results, worlds)
    # the normal policy's order breaks near-ties; never override its hard rules (score < -100)
    best = max(range(len(cands)), key=lambda i: (totals[i] / worlds + (0.5 if i == 0 else 0.0)))
    if scored[0][0] > -100 and next(s for s, a in scored if a == cands[best]) < -100:
        return cands[0]
    return cands[best]


def _style(player: ZhaoPengyouPlayer, kn: Knowledge, cands: list[Action], totals: dict[int, float],
           results: list[float], worlds: int) -> None:
    """Move each candidate's total by the seat's character (``player.style_plays``: up by ``bomb``
    for a trump attack, down by ``control`` per top trump) in units of the sampled results' spread
    (``STYLE_SCALE``), as ``ai.pimc.style_bias`` does for the climbing games (issue #35, point 9).
    ``steady``: untouched."""
    shifts = [player.style_plays(kn, list(a.cards)) for a in cands]
    if not any(shifts):
        return
    mean = sum(results) / len(results)
    sd = (sum((x - mean) ** 2 for x in results) / max(1, len(results) - 1)) ** 0.5 or 1.0
    for i, d in enumerate(shifts):
        totals[i] += worlds * STYLE_SCALE * sd * d


def _claims(kn: Knowledge, action: Action) -> bool:
    """Does this play make a candidate the friend (it holds the N-th copy, ZPY-7.5)? The value of
    settled teams lies beyond the one trick the roll-outs see, so the normal policy's choice stands
    (it claims only when every legal play claims; a claim among the other candidates scores below
    -100 and is never searched into)."""
    return kn.candidate and sum(1 for c in action.cards if face_id(c) == kn.call_face) >= kn.copies_needed


def _taking_follow(kn: Knowledge, scored: list[tuple[float, Action]]) -> Action | None:
    """The best-scored follow that tops the trick now (a ruff, or beating it in the suit led) when a
    known opponent tops a trick with points: the normal policy's best few can all be discards of one
    kind, and the play that takes the points would never be searched (the position suite's worst
    找朋友 position: two level trumps on a 10-point trick were worth ~1 level more than a discard, in
    38 of 48 re-dealt worlds). Only there: searched also where the trick holds no points or its
    winner's side is unknown, such takes scored 0.02 levels below the old play over 30 self-play
    decisions (``benchmarks/changed_decisions.py``). None elsewhere, or when no follow takes it."""
    if kn.winning is None or kn.winning not in kn.opponents or kn.trick_points <= 0:
        return None
    for score, a in scored:
        cs = list(a.cards)
        keys = {kn.suit_of(c) for c in cs}
        if score > -100 and (keys == {kn.lead_suit} or (keys == {TRUMP} and kn.lead_suit != TRUMP)) \
                and kn.winner_with(cs) == kn.me:
            return a
    return None


def _call_suit_lead(kn: Knowledge, scored: list[tuple[float, Action]]) -> Action | None:
    """While the friend is unknown and the called face is a plain-suit card I hold no copy of, my
    highest card of that suit led alone, if it is a king or queen below the called face: it asks
    for the called card (ZPY-7.5, the seat that plays it joins the declarer) or takes the trick.
    ``normal``'s lead scoring prices it as an unsafe lead of a high card with points and ranks it
    low, so it was never searched; on the held-out suites it was the best lead at 5 of ``hard``'s
    6 worst positions of seed 3 (SQ at 5747919, 0.54 levels) and one of seed 2's. None elsewhere."""
    if kn.friend_found or kn.call_face is None or kn.hand_counts.get(kn.call_face, 0):
        return None
    suit = kn.skey[kn.call_face]
    if suit == TRUMP:
        return None
    mine = [c for c in kn.hand if kn.suit_of(c) == suit]
    if not mine:
        return None
    top = max(mine, key=lambda c: kn.slot[face_id(c)])
    if top.rank not in (12, 13) or kn.slot[face_id(top)] >= kn.slot[kn.call_face]:
        return None
    for score, a in scored:
        if score > -100 and list(a.cards) == [top]:
            return a
    return None


def hard_follow(player: ZhaoPengyouPlayer, kn: Knowledge, legal: list[Action]) -> Action:
    scored = player.follow_scores(kn, legal)
    if not kn.after_me() or _claims(kn, scored[0][1]):
        return scored[0][1]            # last to play: the trick is known exactly
    return _search(player, kn, scored, _taking_follow(kn, scored))


def hard_lead(player: ZhaoPengyouPlayer, kn: Knowledge, legal: list[Action]) -> Action:
    scored = player.lead_options(kn, legal)
    if scored[0][0] >= 100 or _claims(kn, scored[0][1]):
        return scored[0][1]            # a safe lead or throw, or claiming the friendship
    return _search(player, kn, scored, _call_suit_lead(kn, scored))
