"""Services the scenes share: strings, settings, saves, statistics, sound and asset paths."""
