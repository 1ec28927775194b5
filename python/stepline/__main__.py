"""python -m stepline: the stepline command line (stepline --help)."""
import sys

from . import _stepline

if __name__ == "__main__":
    sys.stdout.flush()
    sys.exit(_stepline.main(["stepline"] + sys.argv[1:]))
