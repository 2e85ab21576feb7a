"""The 打筒子 table's catalogue entries (``dtz.*``, its phases and ledger lines), both languages;
merged into the one catalogue by ``app.games.registry`` (a key defined twice anywhere stops the app
at start-up)."""

STRINGS: dict[str, tuple[str, str]] = {
    "dtz.board_title": ("捡分 → {target} · 终局奖励 {end}", "Race to {target} · end bonus {end}"),
    "dtz.board_b": ("奖励分", "Bonus"),
    "dtz.total_race": ("捡分累计", "Race total"),
    "dtz.total_bonus": ("奖励分累计", "Bonus total"),
    "dtz.bottom": ("底牌 9 张（不看）", "9 unseen cards"),
    "dtz.bottom_open": (
        "底牌（连同三游剩牌共 {points} 分作废）",
        "Unseen cards ({points} {points|pt|pts} void with the last hand)",
    ),
    "dtz.tongzi": ("{rank}筒子", "{rank} Tongzi"),
    "dtz.dizha": ("地炸", "Dizha (地炸, 8-card bomb)"),
    "dtz.must_beat": ("有牌必打", "Must beat"),
    "dtz.headline": ("一游：{first} · 本局得分最多：{top}（{delta}）",
                     "First out: {first} · most this hand: {top} ({delta})"),
    "dtz.cannot_beat": ("要不起，只能不出", "Cannot beat: pass"),
    "dtz.ev_bonus": ("奖励分 +{value}", "Bonus +{value}"),
    "dtz.log_bonus": (
        "{name} 收下 {points} 分，奖励分 +{value}",
        "{name} takes {points} {points|pt|pts} and a +{value} bonus",
    ),
    "dtz.log_bottom": ("底牌：{cards}", "Unseen cards: {cards}"),
    "line.dtz.card_points": (
        "{name} 捡分 {value}",
        "{name} took {value} card {value|point|points} (race)",
    ),
    "line.dtz.finish": (
        "{name} 第 {place} 个出完：{value:+d}（计入捡分）",
        "{name} went out #{place}: {value:+d} (race)",
    ),
    "line.dtz.void_points": (
        "{name} 手里剩下的牌和 9 张底牌共 {value} 分，不归任何人",
        "{value} {value|pt|pts} in {name}'s unplayed cards and the 9 unseen cards count for nobody",
    ),
    "line.dtz.trick_bonus": (
        "{name} 用筒子/地炸赢下一轮：奖励分 +{value}（单独累计）",
        "{name} won a trick with a Tongzi or Dizha: bonus +{value} (kept apart)",
    ),
    "line.dtz.race_total": (
        "以上各项计入捡分；奖励分单独累计",
        "All of the above goes to the race score; the bonus is kept apart",
    ),
    "line.dtz.final_race": ("{name} 捡分总计 {value}", "{name}: race score {value}"),
    "line.dtz.final_bonus": ("{name} 奖励分总计 {value}", "{name}: bonus score {value}"),
    "line.dtz.end_bonus": (
        "{name} 先打满目标：终局奖励 +{value}",
        "{name} reached the target first: +{value}",
    ),
}
