"""四川扯旋's refusals in the player's words (engine/refusals.py); one entry per sentence of
``ChexuanHand._check``, ``betting_error`` (betting.py) and ``split_error`` (split.py)."""

from __future__ import annotations

from ...refusals import GENERIC, Catalogue, Entry

#: the betting actions of CX-11 as the buttons name them
BETS = {"check": ("休", "check"), "call": ("跟", "call"), "raise": ("大", "raise"), "allin": ("敲", "all in"),
        "fold": ("丢", "fold")}


def _bet(f: dict[str, str], lang: int) -> str:
    return BETS.get(f["raw_kind"], ("这一步", "that action"))[lang]


_BETTING = ("现在是下注：休、跟、大、敲或丢", "Betting now: check, call, raise, all in or fold.")

ENTRIES = (
    Entry(r"CX-1\.4", r"every player first sets his 簸簸 \(action 'stake'\), not .*", "请先设定你的簸簸",
          "Set your stake first."),
    Entry(r"CX-1\.4", r"the 簸簸 must be a whole number from (?P<n>\d+) to (?P<n2>\d+) .*",
          "簸簸要在{n}到{n2}之间",
          "The stake must be from {n} to {n2}."),
    Entry(r"CX-11", r"in a betting round the actions are .*", *_BETTING),
    Entry(r"CX-11", r"unknown betting action .*", *_BETTING),
    Entry(r"CX-11", r"a betting action names no cards", "下注不用选牌", "Betting needs no cards."),
    Entry(r"CX-11", r"(?P<kind>\w+) leaves the total at \d+; leave out the value",
          lambda f: f"{_bet(f, 0)}不用填注数", lambda f: f"To {_bet(f, 1)}, give no amount."),
    Entry(r"CX-11", r"(?P<kind>\w+) leaves the total at (?P<n>\d+), not .*",
          lambda f: f"{_bet(f, 0)}后的总注是{f['n']}",
          lambda f: f"{_bet(f, 1).capitalize()} puts your total at {f['n']}."),
    Entry(r"CX-11\.7", r"betting is over; nobody is to act", "这一轮下注已经结束",
          "This betting round is over."),
    Entry(r"CX-11\.1", r"休 \(check\) is not allowed once somebody has bet \(大\) in this round",
          "这一轮已经有人大了，不能休", "Someone has raised this round: you cannot check."),
    Entry(r"CX-11\.3", r"there is no bet to call \(跟\); check \(休\) or bet \(大\) instead",
          "没人大，不用跟：可以休或大", "There is no bet to call: check or raise."),
    Entry(r"CX-11\.3",
          r"a full call needs \d+ chips but only \d+ are left; only 敲 \(all-in\) or 丢 \(fold\) remain",
          "筹码不够跟了，只能敲或丢", "Not enough chips to call: go all in or fold."),
    Entry(r"CX-11\.2", r"大 \(raise\) needs the new total as a whole number, not .*", "大要填一个整数注额",
          "A raise needs a whole number."),
    Entry(r"CX-11\.2",
          r"a raise \(大\) must bring the total to at least (?P<n>\d+) \(the current bet (?P<n2>\d+) "
          r"plus the ante (?P<n3>\d+)\), not -?\d+", "大至少要大到{n}（当前注{n2}加底皮{n3}）",
          "A raise must bring your total to at least {n} (the bet {n2} plus the ante {n3})."),
    Entry(r"CX-11\.2",
          r"a raise \(大\) must bring the total to at least (?P<n>\d+) \(the current bet (?P<n2>\d+) "
          r"plus one step (?P<n3>\d+)\), not -?\d+", "大至少要大到{n}（当前注{n2}加{n3}）",
          "A raise must bring your total to at least {n} (the bet {n2} plus {n3})."),
    Entry(r"CX-11\.4", r"a 敲 \(all-in\) short of a full raise does not reopen the betting to you .*",
          "有人敲得不够一次大，没有重新开放下注：你只能跟或丢",
          "An all-in short of a full raise did not reopen the betting to you: call or fold."),
    Entry(r"CX-11\.2", r"a raise \(大\) must stay below the 簸簸 of (?P<n>\d+); .*",
          "大要小于你的簸簸{n}；全部押上请选敲",
          "A raise must stay below your stake of {n}; to bet every chip, go all in."),
    Entry(r"CX-7\.3", r"in this room 三花 counts by itself; there is nothing to declare",
          "本房间三花自动算，不用亮", "In this room 三花 counts by itself: nothing to declare."),
    Entry(r"CX-7\.3", r"三花 is declared at the showdown, when the cards are split",
          "三花要到分牌时才能亮", "三花 is declared at the showdown, when you split."),
    Entry(r"CX-7\.3", r"you hold no 三花 .* to declare",
          "你没有三花（黑10+红10+黑J或黑6+红6+大王），不能亮",
          "You hold no 三花 (black 10 + red 10 + black J, or black 6 + red 6 + big joker) to declare."),
    Entry(r"CX-7\.3", r"declaring 三花 names no cards and no value", "亮三花不用选牌",
          "Declaring 三花 needs no cards."),
    Entry(r"CX-8\.1", r"at the showdown every player splits his cards \(action 'split'\), not .*",
          "现在要分头尾", "Split your cards into head and tail now."),
    Entry(r"CX-8\.1", r"a split names the two head cards as text.*", "请选两张牌做头",
          "Choose the two head cards."),
    Entry(r"CX-8\.1", r"the head must be two of this player's cards \(.*\)", "头要从你的四张牌里选两张",
          "The head is two of your four cards."),
    Entry(r"CX-8\.1", r"the head is two cards, not \d+", "头要两张牌", "The head needs two cards."),
    Entry(r"CX-8\.1", r"the head names (?P<card>\S+) twice", "同一张牌不能选两次",
          "The head names {card} twice."),
    Entry(r"CX-8\.1", r"(?P<card>\S+) is not one of this player's four cards", "{card}不是你的牌",
          "{card} is not one of your cards."),
)

CATALOGUE = Catalogue(ENTRIES, GENERIC)
