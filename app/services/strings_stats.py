"""Catalogue strings of the statistics screen and the confirm dialog, merged by ``app.services.i18n``."""

from __future__ import annotations

STRINGS: dict[str, tuple[str, str]] = {
    "menu.statistics": ("统计  S", "Statistics  S"),
    "stats.title": ("统计", "Statistics"),
    "stats.back": ("返回  Esc", "Back  Esc"),
    "stats.reset_game": ("清除本游戏  R", "Reset this game  R"),
    "stats.reset_all": ("全部清除", "Reset all"),
    "stats.confirm_title": ("清除统计", "Reset statistics"),
    "stats.confirm_game": (
        "清除「{game}」的全部统计？此操作不能撤销。",
        "Reset every statistic of {game}? This cannot be undone.",
    ),
    "stats.confirm_all": (
        "清除所有游戏的全部统计？此操作不能撤销。",
        "Reset the statistics of every game? This cannot be undone.",
    ),
    "stats.empty": ("还没有打完的对局", "No matches yet"),
    "stats.open_short": ("本场进行中：已打 {n} 局", "match under way: {n} {n|hand|hands} played"),
    "stats.open": (
        "本场进行中：已打 {n} 局。整场打完后计入胜率、得分和走势图。",
        "A match is under way: {n} {n|hand|hands} played. Its win rate, score and chart come when it ends.",
    ),
    "stats.open_climbing": (
        "本场进行中：已打 {n} 局，一游 {firsts} 次，炸弹 {bombs} 个。整场打完后计入胜率、得分和走势图。",
        "A match is under way: {n} {n|hand|hands} played, first out {firsts} {firsts|time|times}, "
        "{bombs} {bombs|bomb|bombs}. Its win rate, score and chart come when it ends.",
    ),
    "stats.empty_hint": (
        "打完一场对局后，这里会显示胜率、得分和走势图。",
        "Finish a match and its win rate, scores and chart appear here.",
    ),
    "stats.keys": (
        "←→ 换游戏   ↑↓ 换级别   G 换图表   R 清除   Esc 返回",
        "←→ game   ↑↓ level   G chart   R reset   Esc back",
    ),
    # levels (the opponents at the table)
    "stats.level.all": ("全部", "All"),
    "stats.level.mixed": ("混合", "Mixed"),
    "stats.level.hotseat": ("多人同玩", "Hot-seat"),
    "stats.level.earlier": ("早期记录", "Earlier"),
    # the figures
    "stats.matches": ("场数", "Matches"),
    "stats.wins": ("胜场", "Wins"),
    "stats.win_rate": ("胜率", "Win rate"),
    "stats.best": ("最高得分", "Best score"),
    "stats.average": ("平均得分", "Average score"),
    "stats.streak": ("当前连胜", "Current win streak"),
    "stats.best_streak": ("最长连胜", "Best win streak"),
    "stats.first_rate": ("上游率", "First-out rate"),
    "stats.bombs": ("打出炸弹", "Bombs played"),
    "stats.hands": ("打过局数", "Hands played"),
    "stats.takebacks": ("悔牌场次（胜）", "With take-backs (won)"),
    "stats.none": ("—", "—"),
    # the chart
    "stats.chart_wins": ("累计胜场", "Cumulative wins"),
    "stats.chart_score": ("每场得分", "Score per match"),
    "stats.chart_x": ("最近 {n} 场", "Last {n} {n|match|matches}"),
    "stats.chart_empty": ("还没有可画的对局", "Nothing to chart yet"),
}
