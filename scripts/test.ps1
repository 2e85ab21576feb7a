# Windows twin of test.sh (PowerShell):   .\scripts\test.ps1 [pytest arguments]
# Sets up .venv with the development tools (only when missing or pyproject.toml changed), then runs
# the linter, the type checker and the whole test suite headless, on every core (pytest-xdist;
# --dist loadfile keeps a file's tests on one worker). Arguments come after the defaults, so `-n 0`
# runs in one process.
$ErrorActionPreference = "Stop"
Set-Location (Split-Path -Parent $PSScriptRoot)
. (Join-Path $PSScriptRoot "venv.ps1")
Initialize-Venv "test" ".[dev]"
& ".venv\Scripts\python.exe" -m ruff check engine ai app tests benchmarks scripts
if ($LASTEXITCODE -ne 0) { exit $LASTEXITCODE }
& ".venv\Scripts\python.exe" -m mypy
if ($LASTEXITCODE -ne 0) { exit $LASTEXITCODE }
$env:SDL_VIDEODRIVER = "dummy"
$env:SDL_AUDIODRIVER = "dummy"
& ".venv\Scripts\python.exe" -m pytest -n auto --dist loadfile @args
exit $LASTEXITCODE
