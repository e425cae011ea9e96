"""Run by tests/test_outputs.py in a process of its own: the ``tfrecord-bridge export-image`` command, sent a
signal by itself at one step of its commit, as a user's Ctrl-C or a service manager's SIGTERM would arrive.

``after-journal``: once the commit's journal is written, before the first rename. ``after-mixer``: once the
mixer, the last new file, has its name (the commit point), before the earlier files are deleted. The signal
goes to the process (``os.kill``), so the command's own handlers take it as they take one from outside.
The process exits with the command's status.

usage: signalled_commit.py SIGNAL STEP EXPORT-IMAGE-ARGUMENTS...
"""

import os
import sys

signum, step, arguments = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
sys.path.insert(0, os.environ["TFRECORD_PLUGIN_DIR"])

from tfrecord_bridge.core import cli  # noqa: E402 (the plugin's folder is on the path)
from tfrecord_bridge.core.places import outputs  # noqa: E402 (as above)

if step == "after-journal":
    real_write = outputs._Journal.write

    def write(journal):
        real_write(journal)
        os.kill(os.getpid(), signum)

    outputs._Journal.write = write
elif step == "after-mixer":
    real_replace = os.replace

    def replace(source, target):
        real_replace(source, target)
        if os.fspath(target).endswith("mixer.json"):
            os.kill(os.getpid(), signum)

    os.replace = replace
else:
    sys.exit(f"unknown step {step}")
sys.exit(cli.main(["export-image", *arguments]))
