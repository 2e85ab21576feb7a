"""``python -m app`` (and the ``paiju`` command): the desktop app.

Headless use: ``--smoke N`` plays N frames of an AI-only match (of ``--game ID``, 半边天炸 unless
told) under SDL's dummy video and audio drivers and exits 0; ``--screenshot PATH`` saves the last
frame (with ``--scene`` for a prepared position, as used for docs/screenshots).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

from . import __version__

SCENES = ("menu", "choice", "trick", "scoring", "matchover", "drawer", "rules", "settings", "handover",
          "takeback", "dealcode", "statistics", "replay", "replays", "house_rules")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(prog="paiju", description="牌局 Paiju: Chinese regional card games.")
    ap.add_argument("--version", action="version", version=f"paiju {__version__}")
    ap.add_argument("--check-assets", action="store_true",
                    help="load every bundled font, sound, icon and data file headless, list them, then exit")
    ap.add_argument(
        "--smoke", type=int, metavar="N", help="play N frames of an AI-only match headless, then exit"
    )
    ap.add_argument("--game", metavar="ID",
                    help="the game --smoke plays (an engine.GAMES id, e.g. sandayi; default banbiantianzha)")
    ap.add_argument("--screenshot", type=Path, metavar="PATH", help="save the last frame as an image")
    ap.add_argument("--scene", metavar="NAME",
                    help=f"start from a prepared scene (for screenshots): {', '.join(SCENES)}, or a game's "
                         "own, e.g. chexuan_bet, zhaopengyou_play, sandayi_play (see app/games/<id>/demo.py)")
    ap.add_argument("--frames", type=int, default=40, help="frames to run before a --scene screenshot")
    ap.add_argument("--size", default="1280x720", help="window size, e.g. 1280x720")
    ap.add_argument("--lang", choices=("zh", "en"), help="language for this run")
    ap.add_argument(
        "--data-dir", type=Path, help="where saves and statistics go (default: the user data folder)"
    )
    ap.add_argument("--config-dir", type=Path, help="where settings go (default: the user config folder)")
    return ap.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    # the imports inside main() are deferred on purpose: ``--help`` and a bad argument answer at once,
    # and pygame loads only after the SDL drivers are chosen below
    import multiprocessing

    multiprocessing.freeze_support()  # the AI worker process, in a PyInstaller bundle
    args = parse_args(argv)
    # the window class (X11 WM_CLASS, Wayland app id) is StartupWMClass of packaging/org.paiju.Paiju.desktop
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "paiju")
    os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", "paiju")
    headless = args.smoke is not None or args.scene is not None or args.check_assets
    if args.smoke is not None or args.check_assets:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    if headless:
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    try:
        w, h = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        print(f"--size must look like 1280x720, not {args.size!r}", file=sys.stderr)
        return 2

    if args.game is not None:
        from engine.registry import GAMES

        if args.game not in GAMES:
            print(f"unknown --game {args.game!r}; the games are: {', '.join(GAMES)}", file=sys.stderr)
            return 2
    if args.check_assets:
        from .services.asset_check import check_assets

        return 1 if check_assets() else 0
    if missing_assets_stop(headless):
        return 1
    if no_display_stop(headless, args.lang):
        return 1

    from .loop import App, default_dirs

    data_dir, config_dir = default_dirs()
    if headless:
        # headless runs never touch the player's saves or settings
        tmp = Path(tempfile.mkdtemp(prefix="paiju-"))
        data_dir, config_dir = tmp / "data", tmp / "config"
    data_dir = args.data_dir or data_dir
    config_dir = args.config_dir or config_dir
    app = App(
        data_dir, config_dir, size=(w, h), ai_delay=(0.0, 0.05) if args.smoke is not None else (0.4, 0.9)
    )
    if args.lang:
        app.settings.language = args.lang
        app.i18n.lang = args.lang
    if headless:
        app.settings.fullscreen = False
    try:
        if args.smoke is not None:
            from .demo import GAME, ai_only

            app.autoplay = True
            app.push(ai_only(app, game=args.game or GAME))
            app.run(max_frames=args.smoke, screenshot=args.screenshot, fixed_dt=1 / 60)
            print(
                f"smoke: {app.frame} frames, {app.hands_scored} hands scored, "
                f"{app.matches_finished} matches finished, {args.game or GAME}"
            )
            # CI checks this line: the bundle's worker process started and still runs after the match
            worker = app._ai_worker
            state = "none" if worker is None else f"{worker.mode}, {'alive' if worker.alive() else 'dead'}"
            print(f"ai worker: {state}")
            if state not in ("none", "process, alive"):
                return 1  # exit status, not only the line: a windowed build has no stdout to read
        elif args.scene is not None:
            from .demo import after_push, scene_names, screenshot_scene

            try:
                scenes = screenshot_scene(app, args.scene)
            except (ValueError, KeyError):
                names = ", ".join(scene_names())
                print(f"unknown --scene {args.scene!r}; try one of {names}", file=sys.stderr)
                return 2
            for scene in scenes:
                app.push(scene)
            after_push(app, args.scene)
            app.run(max_frames=args.frames, screenshot=args.screenshot, fixed_dt=1 / 60)
        else:
            app.push("menu")
            app.run(screenshot=args.screenshot)
    finally:
        app.shutdown()
        import pygame

        pygame.quit()
    return 0


def missing_assets_stop(headless: bool) -> bool:
    """True (after saying so, loudly) when an installed file is missing: a broken install must never
    start with empty boxes for Chinese text and no sound."""
    # deferred on purpose, like main()'s imports: pygame loads only after the SDL drivers are chosen
    from .services.resources import missing_assets

    missing = missing_assets()
    if not missing:
        return False
    msg = "Paiju cannot start: these installed files are missing (reinstall the game):\n" + "\n".join(
        str(p) for p in missing
    )
    print(msg, file=sys.stderr)
    if not headless:
        import pygame

        try:  # a windowed build has no console: show it in a box as well
            pygame.display.message_box("牌局 Paiju", msg, "error")
        except pygame.error:
            pass
    return True


#: the video drivers SDL falls back to when no display opens: a window there is never seen
INVISIBLE_DRIVERS = ("offscreen", "dummy")


def no_display_stop(headless: bool, lang: str | None) -> bool:
    """True (after saying so) when a windowed start finds no display: SDL would fall back to an
    invisible window, and the game would run unseen and never end."""
    if headless or os.environ.get("SDL_VIDEODRIVER"):  # headless, or a driver chosen on purpose
        return False
    # deferred on purpose, like main()'s imports: pygame loads only after the SDL drivers are chosen
    import pygame

    from .services.i18n import I18n, system_language

    try:
        pygame.display.init()
        driver = pygame.display.get_driver()
    except pygame.error as exc:
        driver = str(exc) or "none"
    else:
        if driver not in INVISIBLE_DRIVERS:
            return False
        pygame.display.quit()
    print(I18n(lang or system_language()).t("start.no_display", driver=driver), file=sys.stderr)
    return True


if __name__ == "__main__":
    sys.exit(main())
