"""Rules of banzipao (not built yet: new_hand raises NotImplementedError)."""
