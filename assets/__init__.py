"""The app's fonts, sounds and icons, shipped as package data and found with importlib.resources."""
