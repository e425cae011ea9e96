from PyQt5.QtGui import *
