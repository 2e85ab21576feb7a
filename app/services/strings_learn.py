"""学牌 / Learn to play: the hub, the coach's bubbles and controls, the puzzles' outcome (each game's
lesson texts are in its own ``app/games/<id>/lesson.py``)."""

from __future__ import annotations

STRINGS: dict[str, tuple[str, str]] = {
    "menu.learn": ("学牌", "Learn"),
    "learn.title": ("学牌", "Learn to play"),
    "learn.subtitle": ("每个游戏先打一手有讲解的牌，再解几道残局。",
                       "Play one guided hand of each game, then solve a few endgame puzzles."),
    "learn.lesson": ("第一手牌", "First hand"),
    "learn.no_lesson": ("这个游戏还没有引导牌局。", "This game has no guided hand yet."),
    "learn.lesson_done": ("第一手牌：已学完", "First hand: done"),
    "learn.lesson_todo": ("第一手牌：未学", "First hand: not yet"),
    "learn.puzzles": ("残局：已解 {solved}/{total}", "Puzzles: {solved}/{total} solved"),
    "learn.no_puzzles": ("残局：还没有", "Puzzles: none yet"),
    "learn.puzzle_n": ("残局 {n}", "Puzzle {n}"),
    # the table's top bar and the other seats in 学牌 (a lesson or a puzzle is no match)
    "learn.lesson_bar": ("学牌 · 第一手牌", "Learning · first hand"),
    "learn.lesson_result": ("第一手牌结算", "First hand: the result"),
    "learn.puzzle_bar": ("残局 {n}/{total} · {title}", "Puzzle {n} of {total} · {title}"),
    "learn.puzzle_defence": ("残局对手", "Puzzle defence"),
    "learn.puzzle_partner": ("残局队友", "Puzzle partner"),
    "learn.puzzle_seat": ("残局", "Solver"),  # either, where a panel is too narrow
    "learn.keys": ("↑ ↓ 选游戏 · 回车 第一手牌 · 1–9 残局 · Esc 返回",
                   "↑ ↓ choose a game · Enter first hand · 1–9 puzzle · Esc back"),
    "learn.rule": ("规则 {rule}", "Rule {rule}"),
    "learn.ok": ("知道了", "Got it"),
    "learn.better": ("高手会这样打：{play}", "A strong player would play: {play}"),
    "learn.guide_play": ("建议出 {move}（H 选中，回车出牌）", "Suggested: {move} (H selects, Enter plays)"),
    "learn.guide_choice": ("建议：{move}", "Suggested: {move}"),
    "learn.follow": ("照做", "Do it"),
    "learn.notes": ("每一行的由来", "What each line means"),
    "learn.note_same": ("同第 {n} 行。", "As line {n}."),
    "learn.note_total": ("这一行是本局各家得失的合计。", "This line adds up what each player won or lost."),
    "learn.hub": ("学牌首页", "Learn menu"),
    "learn.retry": ("再来一次", "Try again"),
    "learn.next": ("下一题", "Next puzzle"),
    "learn.hint": ("提示", "Hint"),
    "learn.solved": ("解开了！这道残局记为已解。", "Solved! This puzzle counts as solved."),
    "learn.failed": ("没有解开。再来一次时，可以按 H 看制胜的一手。",
                     "Not solved. When you try again, H shows a winning move."),
    "file.what.learn": ("学牌进度文件", "learning-progress file"),
    "file.then.learn": ("学牌进度从头记录。", "Learning progress starts again from nothing."),
}
