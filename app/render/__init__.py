"""Card faces and backs drawn by code, and the tweens that animate engine Events."""
