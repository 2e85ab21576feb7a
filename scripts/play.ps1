# Starts the game from a clone on Windows (PowerShell):   .\scripts\play.ps1
# The first run makes .venv and installs the game (network needed once); later runs install
# nothing, so they work offline, unless pyproject.toml changed or .venv's Python is older than 3.11.
$ErrorActionPreference = "Stop"
Set-Location (Split-Path -Parent $PSScriptRoot)
. (Join-Path $PSScriptRoot "venv.ps1")
Initialize-Venv "play" "."
& ".venv\Scripts\python.exe" -m app @args
exit $LASTEXITCODE
