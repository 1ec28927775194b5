"""Installs the stepline package (pip install ./python, in a venv or
where pip may install): the extension is built by the repository's
CMake (the same library and options as the CLI) for the Python that runs
this, then copied in place."""
import glob
import os
import re
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

HERE = os.path.dirname(os.path.abspath(__file__))
# The repository around this directory (STEPLINE_REPO: one elsewhere).
REPO = os.environ.get("STEPLINE_REPO", os.path.dirname(HERE))


def version():
    with open(os.path.join(REPO, "CMakeLists.txt")) as f:
        return re.search(r"project\(stepline VERSION ([0-9.]+)", f.read()).group(1)


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        build = os.path.abspath(os.path.join(self.build_temp, "cmake"))
        subprocess.check_call(["cmake", "-S", REPO, "-B", build,
                               "-DCMAKE_BUILD_TYPE=RelWithDebInfo", "-DSL_TESTS=OFF",
                               "-DPython3_EXECUTABLE=" + sys.executable])
        subprocess.check_call(["cmake", "--build", build, "--target", "sl_python",
                               "-j", str(os.cpu_count() or 2)])
        built = glob.glob(os.path.join(build, "python", "stepline", "_stepline*.so"))
        if not built:
            raise RuntimeError("the stepline extension was not built")
        dest = self.get_ext_fullpath(ext.name)
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        shutil.copyfile(built[0], dest)


setup(
    name="stepline",
    version=version(),
    description="Fast, streaming converter and reporter for ML training profiles",
    packages=["stepline"],
    ext_modules=[Extension("stepline._stepline", sources=[])],
    cmdclass={"build_ext": CMakeBuild},
    python_requires=">=3.9",
    extras_require={"frames": ["pandas"], "progress": ["tqdm"]},
)
