"""Rules of sandayi (not built yet: new_hand raises NotImplementedError)."""
