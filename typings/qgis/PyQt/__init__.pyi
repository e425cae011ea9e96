from PyQt5 import sip as sip
