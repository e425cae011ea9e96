"""Running the real qgis_process command line against this checkout, in a profile of its own."""

import os
import subprocess

from helpers import PLUGIN_DIR

# Debian 12's /usr/bin/qgis_process wrapper breaks, so its binary is called directly where it exists.
QGIS_PROCESS = next(path for path in ("/usr/bin/qgis_process.bin", "/usr/bin/qgis_process") if os.path.exists(path))


def qgis_process(config_dir, *arguments, timeout=600):
    """Run qgis_process with the plugin enabled in the profile under ``config_dir``."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QGIS_PLUGINPATH=str(PLUGIN_DIR),
               QGIS_CUSTOM_CONFIG_PATH=str(config_dir))
    enabled = subprocess.run([QGIS_PROCESS, "plugins", "enable", "tfrecord_bridge"], env=env,
                             capture_output=True, text=True, timeout=timeout)
    if enabled.returncode and "already enabled" not in enabled.stdout + enabled.stderr:
        raise RuntimeError(f"qgis_process could not enable the plugin:\n{enabled.stdout}{enabled.stderr}")
    return subprocess.run([QGIS_PROCESS, *arguments], env=env, capture_output=True, text=True, timeout=timeout)
