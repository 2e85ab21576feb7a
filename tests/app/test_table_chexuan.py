"""四川扯旋 at the table: a whole hand played through the panels (stake, betting bar, split editor),
hot-seat privacy of the hidden cards, and every panel control producing only legal actions."""

from __future__ import annotations

import random

import pygame
import pytest

from app.games.chexuan.split import SplitEditor, head_tail, sanhua_kind
from app.scenes.handover import HandoverScene
from app.scenes.scoring import ScoringScene
from app.scenes.table import TableScene
from app.services.saves import SeatConfig
from app.session import Session
from app.table.controls import AmountSlider, KeyButton

from .conftest import click, frames, post_key, rendered_texts


def session(humans=1, n=4, seed=3, level="random"):
    seats = [SeatConfig("human" if i < humans else "ai", f"P{i}", level) for i in range(n)]
    return Session.new("chexuan", seats, seed=seed)


def run_until(app, cond, limit=4000):
    for _ in range(limit):
        if cond():
            return True
        app.step(1 / 30)
    return cond()


def button(table, label_key):
    text = table.t(label_key)
    return next(b for b in table.buttons if isinstance(b, KeyButton) and b.label.startswith(text))


def slider(table):
    return next((b for b in table.buttons if isinstance(b, AmountSlider)), None)


def human_turn(app, table):
    return app.top is table and table.my_turn()


def play_human_turn(app, table, rng):
    """One decision through the panel, the way a player would make it."""
    h = table.session.hand
    before = table.session.actions
    if h.phase == "stake":
        sl = slider(table)
        assert sl is not None and sl.lo <= sl.value <= sl.hi
        post_key(app, pygame.K_EQUALS)  # one step up with "+"
        post_key(app, pygame.K_RETURN)
    elif h.phase == "bet":
        sl = slider(table)
        if sl is not None and rng.random() < 0.3:
            sl.set(sl.lo + (sl.hi - sl.lo) // 3)
            table.rebuild_buttons()
            post_key(app, pygame.K_r)
        elif any(b.label.startswith(table.t("cx.check")) for b in table.buttons):
            post_key(app, pygame.K_c)
        else:
            call = next((b for b in table.buttons if b.label.startswith(table.t("cx.call"))), None)
            post_key(app, pygame.K_c if call is not None else pygame.K_k)
    else:
        editor = next(b for b in table.buttons if isinstance(b, SplitEditor))
        # move one tail card into the head with a click, then confirm whatever the names say
        _head, tail = head_tail(table.ctx)
        r = editor.card_rects()[tail[0]]
        click(app, r.center)
        assert len(head_tail(table.ctx)[0]) == 2
        post_key(app, pygame.K_RETURN)
    assert table.session.actions == before + 1, table.message


def test_one_full_hand_against_ai_through_the_panels(app):
    rng = random.Random(1)
    s = session(humans=1, n=4, seed=5)
    table = TableScene(app, s)
    app.push(table)
    phases = set()

    def step():
        if isinstance(app.top, ScoringScene):
            return True
        if s.hand.is_over and app.top is table and not app.top.anim.busy:
            post_key(app, pygame.K_RETURN)  # the result now, without waiting for the timer
            assert isinstance(app.top, ScoringScene)
            return True
        if human_turn(app, table):
            phases.add(s.hand.phase)
            play_human_turn(app, table, rng)
        return False

    assert run_until(app, step, limit=6000)
    assert s.hand.is_over and s.match.history
    assert "stake" in phases and "bet" in phases
    res = s.hand.result()
    assert sum(res.deltas) == 0
    # the scoring screen explains every ledger line of this hand from the catalogue
    from app.table.ledger import describe

    names = [s.name(i, app.i18n) for i in range(s.n)]
    for ln in res.lines:
        line = {"key": ln.key, "seat": ln.seat, "value": ln.value, "detail": ln.detail}
        text = describe(line, app.i18n, names)
        assert text is None or not text.startswith("cx.")


@pytest.mark.slow
def test_six_seats_hot_seat_full_hand_by_actions(app):
    """Six humans pass the screen around; each decision goes through the panel; a showdown follows."""
    app.settings.anim_speed = "off"
    rng = random.Random(4)
    for seed in range(1, 30):
        s = session(humans=6, n=6, seed=seed)
        table = TableScene(app, s)
        app.reset_to(table)
        saw_split = False
        for _ in range(3000):
            app.step(1 / 30)
            if isinstance(app.top, HandoverScene):
                app.top.ready()
            elif isinstance(app.top, ScoringScene):
                break
            elif human_turn(app, table):
                saw_split |= s.hand.phase == "split"
                if s.hand.phase == "bet" and rng.random() < 0.1:
                    post_key(app, pygame.K_f)
                else:
                    play_human_turn(app, table, rng)
        assert s.hand.is_over
        if saw_split:
            assert s.hand.view(None)["outcome"] == "showdown"
            assert len(s.hand.view(None)["revealed"]) >= 2
            frames(app, 1)
            return
    raise AssertionError("no showdown reached")


def test_hidden_cards_of_other_humans_are_never_drawn(app):
    s = session(humans=3, n=3, seed=7)
    table = TableScene(app, s)
    app.push(table)
    rng = random.Random(2)
    checked = 0
    for _ in range(2000):
        app.step(1 / 30)
        if isinstance(app.top, HandoverScene):
            app.top.ready()
            continue
        if isinstance(app.top, ScoringScene):
            break
        h = s.hand
        if h.is_over:
            continue
        app.cards.trace = []
        table.draw(app.surface)
        faces, app.cards.trace = set(app.cards.trace), None
        for seat in range(3):
            if seat == s.viewer == h.to_act:
                continue
            hidden = {str(c) for c in h.hands[seat][:2]}
            assert not (hidden & faces), f"seat {seat}'s hidden cards drawn while {h.to_act} acts"
        checked += 1
        if human_turn(app, table):
            play_human_turn(app, table, rng)
    assert checked > 10


def test_every_panel_control_gives_a_legal_action(app):
    """Capture what each button would do in many positions; the engine must accept all of it."""
    rng = random.Random(9)
    tried = 0
    for seed in range(1, 25):
        s = session(humans=4, n=4, seed=seed)
        table = TableScene(app, s)
        app.reset_to(table)
        h = s.hand
        while not h.is_over:
            table.take_seat(h.to_act)
            captured = []
            real_act = table.act
            table.act = lambda a, from_ai=False: captured.append(a) or True  # noqa: B023
            widgets = list(table.buttons)
            for w in widgets:
                if isinstance(w, AmountSlider):
                    for v in (w.lo, w.hi, (w.lo + w.hi) // 2):
                        w.set(v)
                        table.rebuild_buttons()
                        for b in table.buttons:
                            if isinstance(b, KeyButton) and b.enabled and b.label[:1] in ("大", "设"):
                                b.activate()
            for w in list(table.buttons):
                if isinstance(w, KeyButton) and w.enabled:
                    w.activate()
            table.act = real_act
            for a in captured:
                if a is not None:
                    assert h.check(a) is None, (a, h.check(a))
                    tried += 1
            legal = h.legal_actions()
            h.apply(rng.choice(legal))
            s.actions += 1
            table.refresh()
    assert tried > 100


def test_split_editor_moves_cards_and_names_both_halves(app):
    for seed in range(1, 60):
        s = session(humans=1, n=2, seed=seed)
        h = s.hand
        while not h.is_over and not (h.phase == "split" and h.to_act == 0):
            legal = h.legal_actions()
            h.apply(
                next((a for a in legal if a.kind == "call"), None)
                or next((a for a in legal if a.kind == "raise"), legal[0])
            )
        if h.is_over:
            continue
        table = TableScene(app, s)
        app.reset_to(table)
        editor = next(b for b in table.buttons if isinstance(b, SplitEditor))
        head, tail = head_tail(table.ctx)
        assert len(head) == 2  # the suggested split is preselected
        suggested = " ".join(table.tokens[i] for i in head)
        assert h.legal_actions()[0].value.split() == suggested.split() or sorted(suggested.split()) == sorted(
            h.legal_actions()[0].value.split()
        )
        # drag a tail card onto a head card: the two swap
        src, dst = editor.card_rects()[tail[0]], editor.card_rects()[head[0]]
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=src.center, button=1))
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=dst.center, rel=(0, 0), buttons=(1, 0, 0)))
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=dst.center, button=1))
        new_head, _ = head_tail(table.ctx)
        assert tail[0] in new_head and head[0] not in new_head and len(new_head) == 2
        frames(app, 1)
        post_key(app, pygame.K_g)  # back to the suggestion
        assert head_tail(table.ctx)[0] == head
        post_key(app, pygame.K_RETURN)
        assert h.phase != "split" or h.to_act != 0
        return
    raise AssertionError("no split position")


def test_prepared_positions_draw_at_every_size_and_language(app):
    """Every 扯旋 screen (stake, bet, split, showdown, void, survivor) draws without error at the
    minimum and a large window, in both languages, with the 记牌器 open."""
    from app.games.chexuan.demo import SCENES, chexuan_scene

    for name in SCENES:
        table = chexuan_scene(app, name)[0]
        app.reset_to(table)
        for lang in ("zh", "en"):
            app.settings.language = lang
            app.apply_settings()
            for size in ((1024, 640), (1920, 1080), (1280, 720)):
                app.resize(size)
                table.painter.draw(app.surface)  # the painter itself: errors are not swallowed here
            table.game.toggle_tracker()
            table.painter.draw(app.surface)
            table.game.toggle_tracker()
        for w in table.buttons:
            assert app.surface.get_rect().contains(w.rect), (name, w)


def test_chips_fly_into_the_pot_and_out_to_the_winners(app):
    """Antes (CX-10.1) and bets slide chips from the seat into the pot; at the end the pot's chips
    go to whoever won some (CX-12). Pop-ups of the top seats never cover the score bar."""
    from app.games.chexuan.layout import chip_spot, pot_centre, stack_size
    from app.render.animation import ChipFlight
    from engine.actions import Event

    table = TableScene(app, session(n=6))
    app.push(table)
    hooks = table.game
    table.anim.skip()
    hooks.on_event(Event("ante", None, {"ante": 1, "seats": [0, 1, 2]}))
    hooks.on_event(Event("bet", 3, {"kind": "raise", "amount": 40, "total": 41}))
    assert hooks.on_event(Event("hand_over", None, {"deltas": [-5, 9, -2, -2, 0, 0]})) is False
    flights = [a for a in table.anim.items if isinstance(a, ChipFlight)]
    pot = pot_centre(table.ctx)
    assert [(f.start, f.end) for f in flights] == (
        [(chip_spot(table.ctx, s), pot) for s in (0, 1, 2, 3)] + [(pot, chip_spot(table.ctx, 1))])
    assert [f.chips for f in flights] == [1, 1, 1, 3, 2]
    assert (stack_size(1, 1), stack_size(4, 1), stack_size(16, 1), stack_size(10**6, 1)) == (1, 2, 3, 5)
    # a stake and an ante at each of the top row's seats at once: none over the scores, none overlapping
    for x in (2, 3, 4):
        hooks.on_event(Event("stake", x, {"stake": 200}))
    hooks.on_event(Event("ante", None, {"ante": 1, "seats": [2, 3, 4]}))
    frames(app, 20)
    layout = [rect for _, _, rect, _ in table.painter.popup_layout()]
    assert len(layout) >= 6
    assert all(r.top >= table.geo.top_bar.bottom for r in layout)
    assert not any(a.colliderect(b) for i, a in enumerate(layout) for b in layout[i + 1:])
    table.draw(pygame.Surface((1280, 720)))  # flights and pop-ups draw mid-way
    # a resize mid-flight: each pop-up still rises from (or sinks below) its own seat's panel
    app.resize((1600, 900))
    for p, _, rect, _ in table.painter.popup_layout():
        panel_rect = table.geo.panels[p.seat]
        assert rect.centerx == panel_rect.centerx and rect.top >= table.geo.top_bar.bottom
    app.resize((1280, 720))
    app.settings.anim_speed = "off"
    table.anim.skip()
    hooks.on_event(Event("bet", 3, {"kind": "call", "amount": 2, "total": 41}))
    assert not table.anim.items


def test_the_drawer_is_the_betting_log_in_a_game_without_tricks(app):
    """扯旋 has bets and a showdown, no tricks: the L drawer's button says 记录 (Log), the drawer shows
    the hand's bets and never a "last trick" it cannot have; a climbing game keeps its last trick."""
    app.settings.anim_speed = "off"
    s = session(humans=0, n=4, seed=5, level="normal")
    table = TableScene(app, s)
    app.reset_to(table)
    assert run_until(app, lambda: any(":" in line for line in table.log), limit=3000)
    post_key(app, pygame.K_l)
    assert table.drawer
    said = _said_while_drawing(app, table)
    assert "table.log" in said and "table.last_trick" not in said and "table.no_last_trick" not in said
    assert any(getattr(b, "label", None) == table.t("table.log") for b in table.bar_buttons)

    from app.demo import screenshot_scene

    climbing = screenshot_scene(app, "trick")[0]
    app.reset_to(climbing)
    assert any(getattr(b, "label", None) == climbing.t("table.last_trick") for b in climbing.bar_buttons)


def _said_while_drawing(app, scene) -> list[str]:
    """The catalogue keys a frame of ``scene`` (the top of the stack) looks up."""
    said: list[str] = []
    t = scene.t
    scene.t = lambda key, **kw: said.append(key) or t(key, **kw)
    app.draw()
    scene.t = t
    return said


def test_pause_menu_lists_the_keys_of_the_decision_at_hand(app):
    """The key help beside the pause menu comes from the controls on the table (#20): 扯旋's betting
    keys, no 不出 (P) in 找朋友 where everyone must follow, the climbing keys elsewhere, the table's
    S and L everywhere; it fits the window and covers neither the menu nor anything outside the
    dimmed veil's panels, in both languages and both window sizes."""
    from app.demo import screenshot_scene
    from app.scenes.dialog import PauseMenu

    want = {
        "chexuan_bet": ({pygame.K_f, pygame.K_k, pygame.K_r}, {pygame.K_p, pygame.K_h}),
        "zhaopengyou_play": ({pygame.K_RETURN, pygame.K_h}, {pygame.K_p, pygame.K_r}),
        "trick": ({pygame.K_RETURN, pygame.K_p, pygame.K_h}, {pygame.K_r, pygame.K_f}),
    }
    for name, (has, lacks) in want.items():
        for lang in ("zh", "en"):
            for size in ((1024, 640), (1920, 1080)):
                app.settings.language = app.i18n.lang = lang
                table = screenshot_scene(app, name)[0]
                app.reset_to(table)
                app.resize(size)
                menu = PauseMenu(app, table)
                app.push(menu)
                now = {k for e in menu.help[0][1] for k in e.keys}
                assert has <= now and not lacks & now, (name, now)
                table_keys = {k for e in menu.help[1][1] for k in e.keys}
                assert {pygame.K_s, pygame.K_l, pygame.K_ESCAPE} <= table_keys
                screen = pygame.Rect(0, 0, *size)
                assert screen.contains(menu.help_rect) and screen.contains(menu.box)
                assert not menu.help_rect.colliderect(menu.box)
                app.draw()
    app.settings.language = app.i18n.lang = "zh"


def test_open_card_marks_arrive_with_their_cards(app):
    """扯旋's 明 marks on your face-up cards are drawn only once each card has flown in from the deck."""
    from app.demo import screenshot_scene

    table = screenshot_scene(app, "chexuan_bet")[0]
    app.reset_to(table)
    frames(app, 120)
    assert table.deal_t is None
    assert "cx.open_card" in _said_while_drawing(app, table)
    table.deal_t = 0.0  # the deal starts again: nothing has arrived
    assert "cx.open_card" not in _said_while_drawing(app, table)


def test_betting_prompt_offers_exactly_the_legal_choices(app):
    """#20 item 4: facing a 敲 the chips cannot fully call (CX-11.3), the prompt does not offer 跟 and
    says why, and no dead 跟 button is shown; whenever 大 is legal there is a 大 control. Checked at every
    betting turn of random hands, in English (whose option words do not occur in each other)."""
    from app.games.chexuan.bet import bet_prompt

    app.settings.language = app.i18n.lang = "en"
    words = {"check": "check", "call": "call (", "raise": "raise", "allin": "all in", "fold": "fold"}
    short = 0
    for seed in range(12):
        rng = random.Random(seed)
        s = session(humans=4, n=4, seed=seed)
        table = TableScene(app, s)
        app.push(table)
        for _ in range(300):
            h = s.hand
            if h.is_over:
                break
            if h.phase == "bet":
                table.take_seat(h.to_act)
                kinds = {a.kind for a in h.legal_actions()}
                text = bet_prompt(table.ctx, table.legal)
                for kind, word in words.items():
                    assert (word in text) == (kind in kinds), (text, kinds)
                labels = [getattr(b, "label", "") for b in table.buttons]
                has_call_button = any(lab.startswith(table.t("cx.call")) for lab in labels)
                assert has_call_button == ("call" in kinds), labels
                assert any(lab.startswith(table.t("cx.raise")) for lab in labels) == ("raise" in kinds)
                if "call" not in kinds and "check" not in kinds:
                    short += 1
                    assert "too few chips to call" in text
            legal = h.legal_actions()
            # all-ins often, so that some seats face a bet they cannot fully call
            allin = [a for a in legal if a.kind == "allin"]
            s.apply(allin[0] if allin and rng.random() < 0.3 else legal[rng.randrange(len(legal))])
        app.pop()
    assert short > 0, "no betting turn short of a full call was met"
    app.settings.language = app.i18n.lang = "zh"



def test_check_warns_that_an_all_check_round_voids_the_hand(app):
    """Issue 38 (CX-11.9): 休 never said that a round where everyone checks voids the hand."""
    s = session(humans=1, n=4, seed=3)
    table = TableScene(app, s)
    app.push(table)
    h = s.hand
    note = table.t("cx.check_void_note")
    seen = {True: 0, False: 0}
    for _ in range(200):
        if h.is_over or (seen[True] and seen[False]):
            break
        if h.phase == "bet" and h.to_act == 0:
            table.refresh()
            can_check = any(a.kind == "check" for a in h.legal_actions())
            assert (note in rendered_texts(app, table)) == can_check
            seen[can_check] += 1
        legal = h.legal_actions()
        raise_ = next((a for a in legal if a.kind == "raise"), None)
        s.apply(raise_ if raise_ is not None and h.to_act != 0 else legal[0])
    assert seen[True], seen


def test_the_split_header_shows_no_betting_round(app):
    """Issue 38: while splitting, the header still read 第3轮（共3轮） · 跟 … as in a betting round."""
    for seed in range(1, 40):
        s = session(humans=1, n=2, seed=seed)
        h = s.hand
        while not h.is_over and not (h.phase == "split" and h.to_act == 0):
            legal = h.legal_actions()
            h.apply(next((a for a in legal if a.kind == "call"), None)
                    or next((a for a in legal if a.kind == "raise"), legal[0]))
        if not h.is_over:
            break
    table = TableScene(app, s)
    app.reset_to(table)
    said = rendered_texts(app, table)
    header = next(t for t in said if t.startswith(table.t("cx.pot", n=h.view(None)["pot"])))
    assert table.t("cx.split_header") in header
    assert table.t("cx.round", n=3) not in header and "第" not in header.split("   ")[1]


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_six_players_keep_the_deal_code_in_the_top_bar(app, lang, size):
    """Issue 38: with six seats the scores pushed the deal code out of the top bar."""
    app.settings.language = app.i18n.lang = lang
    app.resize(size)
    s = session(humans=1, n=6, seed=3)
    for i, seat in enumerate(s.seats):
        seat.name = ("Wanda", "Ming", "Fang", "Laowang", "Chunhua", "Daliu")[i]
    table = TableScene(app, s)
    app.push(table)
    table.draw(app.surface)
    assert table.painter.code_rect is not None
    assert table.painter.code_rect.right <= min(b.rect.left for b in table.bar_buttons
                                                if b.rect.bottom <= table.geo.top_bar.bottom)
    app.settings.language = app.i18n.lang = "zh"


@pytest.mark.parametrize("n", [4, 6])
def test_a_seats_popup_never_lands_on_its_own_panel(app, n):
    """Issue 38: in 扯旋 a seat's pop-up (跟, 大 …) moved off the cards under a top-row panel and
    onto the panel itself, over its 簸簸 line."""
    from app.render.animation import Popup

    s = session(humans=1, n=n, seed=3)
    table = TableScene(app, s)
    app.push(table)
    h = s.hand
    while h.phase != "bet":
        h.apply(h.legal_actions()[0])
    table.refresh()
    table.anim.skip()
    table.draw(app.surface)  # the seats' cards and boxes of this frame
    for seat in range(n):
        table.anim.add(Popup(1.1, text=table.t("cx.ev_call", total=110), seat=seat), 1.0)
    for step in (0.0, 0.3, 0.6):
        table.anim.update(step)
        table.draw(app.surface)
        for p, _surf, rect, _backed in table.painter.popup_layout():
            lines = table.geo.panels[p.seat].inflate(0, -table.ui.px(12))
            assert not rect.colliderect(lines), (p.seat, rect, lines)


def test_english_six_seat_panels_keep_the_ai_character(app):
    """Issue 38: English seat panels too narrow for "Normal · Steady" dropped the character without a
    word where the badge row was full (庄, 敲, 丢 beside the chips); now every AI seat shows its
    character beside its name and its level under its avatar, each inside its own panel."""
    from app.demo import screenshot_scene
    from tests.app.layout_check import record_frame

    app.settings.language = app.i18n.lang = "en"
    try:
        app.resize((1024, 640))
        [table] = screenshot_scene(app, "chexuan_bet")
        app.push(table)
        texts = [it for it in record_frame(app) if it.kind == "text"]
        ai = [i for i in range(table.session.n) if not table.session.seats[i].is_human]
        assert [i for i in ai if table.painter.badges.get(i)]  # seats whose badge row is taken
        for seat in ai:
            cfg, panel = table.session.seats[seat], table.geo.panels[seat]
            inside = [it.label for it in texts if panel.contains(it.rect)]
            for key in (f"char.{cfg.character}", f"ai.{cfg.level}"):
                assert any(app.i18n.t(key) in text for text in inside), (seat, key, inside)
    finally:
        app.settings.language = app.i18n.lang = "zh"


def test_split_note_honours_the_rooms_sanhua_rule():
    """CX-7.3 house rule sanhua (issue 36): the split editor's "no win, no loss" note follows the
    room's reading from the view; 红3+大王+黑6+红6 is 三花六 by default, no 三花 under no_pair."""
    toks = ["H3", "BJ", "C6", "D6"]
    assert sanhua_kind({"sanhua_rule": "auto"}, toks) == "三花六"
    assert sanhua_kind({}, toks) == "三花六"
    assert sanhua_kind({"sanhua_rule": "no_pair"}, toks) is None
    assert sanhua_kind({"sanhua_rule": "no_pair"}, ["CT", "DT", "CJ", "S5"]) == "三花十"
    assert sanhua_kind({"sanhua_rule": "auto"}, toks[:3]) is None  # only four cards are split


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_declare_button_declares_sanhua_where_the_room_asks_for_it(app, lang):
    """CX-7.3 house rule sanhua = declared (issue 36): holding 三花十 at the split, the panel shows
    亮三花 / Declare 三花 beside the split buttons and its note says a declaration is needed; key X
    declares (the engine's action), and a room without the rule shows no such button."""
    from app.demo import screenshot_scene
    from engine import Action

    app.settings.language = app.i18n.lang = lang
    try:
        [table] = screenshot_scene(app, "chexuan_declare")
        app.push(table)
        frames(app, 2)
        assert table.session.hand.phase == "split" and table.session.hand.to_act == 0
        declare = button(table, "cx.declare")
        assert declare.enabled and declare.label.endswith("X")
        said = rendered_texts(app, table)
        assert table.t("cx.sanhua_declare_note", kind="三花十") in said
        post_key(app, pygame.K_x)
        assert table.session.hand.actions[-1] == (0, Action("declare"))
    finally:
        app.settings.language = app.i18n.lang = "zh"
    plain = [table2] = screenshot_scene(app, "chexuan_split")
    assert plain and not any(isinstance(b, KeyButton) and b.label.startswith(table2.t("cx.declare"))
                             for b in table2.buttons)


def _six_seat_survivor(dealer_at: int) -> Session:
    """Six seats, the 庄 at ``dealer_at`` (a seat above the centre) folds like everyone but the
    player two seats after him, who wins uncontested (CX-12.2): 庄 and 丢 on one panel."""
    for seed in range(1, 200):
        s = session(humans=1, n=6, seed=seed)
        h = s.hand
        if h.state.dealer != dealer_at:
            continue
        winner = (dealer_at + 2) % 6
        while not h.is_over:
            legal = {a.kind: a for a in h.legal_actions()}
            if h.phase == "stake":
                h.apply(h.legal_actions()[0])
            elif h.to_act == winner:
                h.apply(legal.get("raise") or legal.get("allin") or legal.get("call") or legal["check"])
            else:
                h.apply(legal["fold"])
        if h.view(None)["outcome"] == "survivor":
            return s
    raise AssertionError(f"no six-seat survivor hand with the dealer at seat {dealer_at}")


@pytest.mark.parametrize("dealer_at", [2, 3, 4])
@pytest.mark.parametrize(("lang", "size"), [("en", (1280, 720)), ("en", (1920, 1080)), ("zh", (1024, 640)),
                                            ("en", (1024, 640))])
def test_six_seats_the_result_box_keeps_off_the_cards_above(app, dealer_at, lang, size):
    """Issue 38: with six players the 庄's cards overlapped the result panel: a folded 庄's 庄 and
    丢 wrap to a second badge row in English, the top panels grow, their cards move down, and the
    uncontested result's box sat at a fixed height over them. It now keeps below them, as the
    showdown's box does, and no card of any seat touches it."""
    from app.games.demo import table_stack
    from tests.app.layout_check import record_frame, settle

    s = _six_seat_survivor(dealer_at)
    app.settings.language = app.i18n.lang = lang
    try:
        app.resize(size)
        for scene in table_stack(app, s):
            app.push(scene)
        settle(app)
        items = record_frame(app)
        table = app.top
        [box] = [b for b in table.ctx.boxes if b.width > size[0] * 0.4]
        cards = [it.rect for it in items if it.kind == "card"]
        assert cards and not [c for c in cards if c.colliderect(box)], (box, cards)
    finally:
        app.settings.language = app.i18n.lang = "zh"
