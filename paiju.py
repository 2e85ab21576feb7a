"""Top-level launcher for the PyInstaller bundle (and a plain ``python paiju.py``)."""

import sys

from app.__main__ import main

if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # the AI worker process must start inside a frozen bundle
    sys.exit(main())
