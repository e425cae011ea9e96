# The qgis package of qgis-stubs, completed by the modules beside this file (mypy reads this folder first).
