# Shared by play.ps1 and test.ps1 (dot-sourced): make .venv with a supported Python and install
# into it only when needed, so that a second start needs no network.
#   Initialize-Venv NAME SPEC   installs SPEC (e.g. "." or ".[dev]") editable, stamped as .venv\.NAME-installed

function Test-SupportedPython([string[]]$Command) {
    try {
        $exe = $Command[0]
        $rest = @($Command | Select-Object -Skip 1)
        & $exe @rest -c "import sys; sys.exit(sys.version_info < (3, 11))" *> $null
        return $LASTEXITCODE -eq 0
    } catch {
        return $false
    }
}

function Initialize-Venv([string]$Name, [string]$Spec) {
    $venvPython = Join-Path ".venv" "Scripts\python.exe"
    $stamp = Join-Path ".venv" ".$Name-installed"
    if ((Test-Path ".venv") -and -not (Test-SupportedPython @($venvPython))) {
        Write-Warning "${Name}: .venv was made by an unsupported Python; making it again"
        Remove-Item -Recurse -Force ".venv"
    }
    if (-not (Test-Path $venvPython)) {
        # the py launcher knows every installed Python; python.exe may be the Store's stub
        $found = $null
        foreach ($candidate in @(@("py", "-3.13"), @("py", "-3.12"), @("py", "-3.11"), @("py", "-3"), @("python"))) {
            if (Test-SupportedPython $candidate) { $found = @($candidate); break }
        }
        if ($null -eq $found) {
            Write-Error "${Name}: Paiju needs Python 3.11 or newer (https://www.python.org/downloads/)"
            exit 1
        }
        $rest = @($found | Select-Object -Skip 1)
        & $found[0] @rest -m venv .venv
        if ($LASTEXITCODE -ne 0) { exit $LASTEXITCODE }
    }
    # the stamp is a copy of the pyproject.toml last installed: a changed file installs again
    $same = (Test-Path $stamp) -and ((Get-FileHash $stamp).Hash -eq (Get-FileHash "pyproject.toml").Hash)
    if (-not $same) {
        & $venvPython -m pip install -q --disable-pip-version-check -e $Spec
        if ($LASTEXITCODE -ne 0) {
            # pip's own error says what failed; this says why an install was needed and what to do
            $why = if (Test-Path $stamp) { "pyproject.toml changed since the last install" } else { "this is the first start" }
            Write-Host "${Name}: could not install Paiju's packages ($why), and installing needs the network." -ForegroundColor Red
            Write-Host "${Name}: connect to the internet and run this again; later starts work offline." -ForegroundColor Red
            exit 1
        }
        Copy-Item "pyproject.toml" $stamp
    }
}
