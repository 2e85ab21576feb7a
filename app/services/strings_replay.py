"""Catalogue strings of the hand history, the replay viewer and hand export/import (牌局回放),
merged by ``app.services.i18n``."""

from __future__ import annotations

STRINGS: dict[str, tuple[str, str]] = {
    # ---- the history file (a damaged one is moved aside: app.services.userfile)
    "file.what.history": ("牌局记录文件", "hand history file"),
    "file.then.history": ("这个游戏的牌局记录从头开始保存。", "This game's hand history starts afresh."),
    # ---- where the viewer is opened
    "score.replay": ("回放", "Replay"),
    "menu.replays": ("牌局回放", "Replays"),
    # ---- the list of saved hands
    "replay.list_title": ("牌局回放 · {game}", "Replays · {game}"),
    "replay.list_empty": (
        "还没有保存的牌局。每打完一局，最近 50 局会自动保存在这里。",
        "No hands saved yet. The last 50 finished hands of each game are kept here.",
    ),
    "replay.list_hint": (
        "↑↓ 选择 · ←→ 换游戏 · 回车 回放 · E 导出 · M 导出整场 · I 导入 · Esc 返回",
        "↑↓ choose · ←→ game · Enter replay · E export · M export match · I import · Esc back",
    ),
    "replay.row_hand": ("第 {n} 局", "Hand {n}"),
    "replay.row_won": ("{names} 胜", "{names} won"),
    "replay.row_draw": ("平局", "Draw"),
    "replay.row_you": ("你 {delta}", "you {delta}"),
    "replay.open": ("回放  回车", "Replay  Enter"),
    "replay.export": ("导出此局  E", "Export hand  E"),
    "replay.export_match": ("导出整场  M", "Export match  M"),
    "replay.import": ("导入  I", "Import  I"),
    "replay.back": ("返回  Esc", "Back  Esc"),
    "replay.prev_game": ("◀ 上一个游戏", "◀ Previous game"),
    "replay.next_game": ("下一个游戏 ▶", "Next game ▶"),
    "replay.exported": ("已导出 {n} 局到：{path}", "Exported {n} {n|hand|hands} to: {path}"),
    "replay.export_failed": ("导出失败：{reason}", "Export failed: {reason}"),
    "replay.imported": ("已导入 {n} 局", "Imported {n} {n|hand|hands}"),
    "replay.bad_entry": ("这一局的记录无法回放，已跳过。", "This hand's record cannot be replayed."),
    # ---- import
    "replay.import_title": ("导入牌局", "Import hands"),
    "replay.import_prompt": (
        "输入或粘贴导出文件的路径，或把文件拖到窗口上",
        "Type or paste the path of an exported file, or drop the file on the window",
    ),
    "replay.import_go": ("导入  回车", "Import  Enter"),
    "replay.import.missing": ("找不到这个文件：{path}", "No such file: {path}"),
    "replay.import.unreadable": ("无法读取这个文件（{reason}）", "Could not read this file ({reason})"),
    "replay.import.too_big": ("文件太大，不是导出的牌局", "The file is too large to be exported hands"),
    "replay.import.not_json": ("文件已损坏：不是有效的 JSON", "The file is damaged: it is not valid JSON"),
    "replay.import.not_ours": ("这不是牌局导出的文件", "This is not a file of exported hands"),
    "replay.import.version": (
        "这个文件来自不同版本的牌局，无法导入",
        "This file comes from another version of Paiju and cannot be imported",
    ),
    "replay.import.empty": ("文件里没有可导入的牌局", "The file holds no hands to import"),
    "replay.import.bad_hand": (
        "第 {n} 局的记录不完整或被改动过，无法重现；整个文件未导入",
        "Hand {n} is incomplete or was altered and does not replay; nothing was imported",
    ),
    # ---- the viewer
    "replay.title": ("回放", "Replay"),
    "replay.step": ("第 {i}/{n} 步", "Step {i}/{n}"),
    "replay.start": ("发牌", "The deal"),
    "replay.prev": ("上一步  ←", "Previous  ←"),
    "replay.next": ("下一步  →", "Next  →"),
    "replay.play": ("播放  空格", "Play  Space"),
    "replay.pause": ("暂停  空格", "Pause  Space"),
    "replay.speed": ("速度：{speed}  +/-", "Speed: {speed}  +/-"),
    "replay.speed.slow": ("慢", "slow"),
    "replay.speed.normal": ("中", "normal"),
    "replay.speed.fast": ("快", "fast"),
    "replay.view_all": ("明牌：所有人  V", "Face up: all  V"),
    "replay.view_seat": ("{name} 的视角  V", "As {name} saw it  V"),
    "replay.result": ("本局结果", "Result of the hand"),
    "replay.result_button": ("结果  R", "Result  R"),
    "replay.acted": ("{name}：{what}", "{name}: {what}"),
    "replay.pass": ("不要", "pass"),
    "replay.choice": ("选择 {what}", "chose {what}"),
}
