from PyQt5.QtXml import *
