from PyQt5.QtWidgets import *
