from PyQt5.QtCore import *
