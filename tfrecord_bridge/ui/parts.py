"""What the parts of the plugin's dialogs share: small widget makers, and DialogPart, one group of widgets that
sets some of the algorithm's parameters and says when it changed.

A dialog is assembled from parts. Each part declares, once, which parameters its widgets set
(:attr:`DialogPart.parameter_getters`), so the dialog builds the algorithm's parameters by walking the
algorithm's own parameter definitions and asking the part that sets each one (:func:`parameters_of`);
:func:`unmatched_parameters` tells when the parts and the definitions drift apart.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Callable

from qgis.core import QgsProcessingAlgorithm
from qgis.PyQt.QtCore import QEvent, QObject, QPoint, QSize, Qt, pyqtSignal
from qgis.PyQt.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSpinBox,
    QStyle,
    QStyleOptionButton,
    QVBoxLayout,
    QWidget,
)

from ..texts import translatable

ERROR_COLOR, WARNING_COLOR, HINT_COLOR = "#c00000", "#a05a00", "#606060"
# The characters a combo box shows at least in a narrow panel (its list shows its items in full), and the
# pixels a form's label may take on one line there before it wraps.
NARROW_COMBO, NARROW_LINE = 8, 240


class Unset:
    """A parameter a part leaves out of the parameters (the algorithm takes its default)."""

    def __repr__(self) -> str:
        return "UNSET"


UNSET = Unset()

# The note beside an output in a bucket: the dialogs ask no bucket as the user types (a request could block).
BUCKET_NOTE = translatable("Whether the bucket can be written is checked when the run starts.")


def plain_label(text: str = "") -> QLabel:
    """A QLabel that shows its text as it is: what it shows comes from files (names, a mixer's CRS, errors
    quoting them), and a QLabel left to guess would render ``<a href=...>`` in it as a link."""
    label = QLabel(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def error_label(color: str | None = None) -> QLabel:
    label = plain_label()
    label.setWordWrap(True)
    label.setStyleSheet(f"color: {color or ERROR_COLOR};")
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    label.hide()
    return label


def row(*widgets: QWidget) -> QWidget:
    box = QWidget()
    layout = QHBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        layout.addWidget(widget)
    layout.addStretch(1)
    return box


def spin(minimum: int, maximum: int, value: Any) -> QSpinBox:
    box = QSpinBox()
    box.setRange(minimum, maximum)
    box.setValue(value)
    return box


class WrappingCheckBox(QCheckBox):
    """A check box whose text wraps onto more lines when the panel is narrow (a QCheckBox's stays on one line and
    widens its panel): the text is a word-wrapped label beside the box, and a click on it toggles the box."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(text)
        self.label.setWordWrap(True)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)  # clicks reach the box
        option = QStyleOptionButton()
        option.initFrom(self)
        indicator = self.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, option, self)
        spacing = self.style().pixelMetric(QStyle.PixelMetric.PM_CheckBoxLabelSpacing, option, self)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(indicator + spacing, 0, 0, 0)
        layout.addWidget(self.label)
        # A QCheckBox never shrinks below its one line of text; this one may, its label taking more lines.
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def text(self) -> str:
        return self.label.text()

    def setText(self, text: str) -> None:
        self.label.setText(text)

    def sizeHint(self) -> QSize:
        return self.layout().sizeHint()

    def minimumSizeHint(self) -> QSize:
        return self.layout().minimumSize()

    def hitButton(self, position: QPoint) -> bool:
        return self.rect().contains(position)


def fit_narrow(widget: QWidget) -> None:
    """Let the forms in ``widget`` fit a narrow panel: their labels and group titles wrap, each label goes above
    its field (as in Processing's dialogs), and combo boxes shrink to a few characters (their lists still show
    in full) or, beside other widgets, take the free width."""
    for box in widget.findChildren(QGroupBox):
        _title_inside(box)
    fresh_forms = _FreshForms(widget)
    for form in widget.findChildren(QFormLayout):
        if form.parentWidget() is not None:
            form.parentWidget().installEventFilter(fresh_forms)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        for index in range(form.rowCount()):
            item = form.itemAt(index, QFormLayout.ItemRole.LabelRole)
            label = item.widget() if item is not None else None
            # Only a label too long for the panel wraps: a wrapping label asks for a narrow width even when its
            # line would fit.
            if isinstance(label, QLabel) and label.fontMetrics().horizontalAdvance(label.text()) > NARROW_LINE:
                label.setWordWrap(True)
    for combo in widget.findChildren(QComboBox):
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        combo.setMinimumContentsLength(min(combo.minimumContentsLength() or NARROW_COMBO, NARROW_COMBO))
        # In a row (row(): widgets, then a stretch) it takes the row's free width rather than the stretch, so its
        # texts show whole.
        row_layout = combo.parentWidget().layout() if combo.parentWidget() is not None else None
        if isinstance(row_layout, QHBoxLayout) and row_layout.indexOf(combo) >= 0:
            for index in range(row_layout.count()):
                if row_layout.itemAt(index).spacerItem() is not None:
                    row_layout.setStretch(index, 0)
            row_layout.setStretchFactor(combo, 1)


class _FreshForms(QObject):
    """Has the forms of a widget lay their rows out afresh whenever it lays itself out. In a scroll area, a
    QFormLayout keeps the heights its wrapped labels had before their texts changed (Qt 5.15: a label given
    two lines when its new text needs four, so the last lines are cut), which a QVBoxLayout does not."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            # Before the widget lays itself out on this request: its layouts await it, so no new request.
            for form in watched.findChildren(QFormLayout):
                form.invalidate()
        return False


def _title_inside(box: QGroupBox) -> None:
    """A group box's title as a bold label wrapping inside it, at the top: a title stays on one line, so a long
    one (a translation) widens the panel. Not for a checkable box, whose title is its check box's."""
    layout = box.layout()
    if box.isCheckable() or not box.title() or not isinstance(layout, (QFormLayout, QVBoxLayout)):
        return
    title = QLabel(box.title())
    title.setWordWrap(True)
    font = title.font()
    font.setBold(True)
    title.setFont(font)
    if isinstance(layout, QFormLayout):
        layout.insertRow(0, title)
    else:
        layout.insertWidget(0, title)
    box.setTitle("")


def column_layout(widget: QWidget) -> QVBoxLayout:
    """A vertical layout filling ``widget`` edge to edge, so a part sits in its dialog as its widgets did."""
    layout = QVBoxLayout(widget)
    layout.setContentsMargins(0, 0, 0, 0)
    return layout


class DialogPart(QWidget):
    """A group of a dialog's widgets: the parameters they set, their error labels, and ``changed`` when any of
    them changes in a way that can change what the dialog shows."""

    changed = pyqtSignal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.error_labels: dict[str, QLabel] = {}
        # The parameter name -> its value as the widgets set it (UNSET: left out), for each parameter set here.
        self.parameter_getters: dict[str, Callable[[], Any]] = {}
        # Its fields made from the schema's options (ui/option_fields.OptionField), whatever form they sit in.
        self.fields: list[Any] = []

    def emit_changed(self, *_: object) -> None:
        self.changed.emit()


def parameters_of(algorithm: QgsProcessingAlgorithm, parts: Iterable[DialogPart]) -> dict[str, Any]:
    """The parameters of ``algorithm`` as ``parts`` set them, in the order the algorithm defines them; those
    no part sets are left out (the algorithm's defaults)."""
    getters = {name: getter for part in parts for name, getter in part.parameter_getters.items()}
    parameters: dict[str, Any] = {}
    for definition in algorithm.parameterDefinitions():
        value = getters[definition.name()]() if definition.name() in getters else UNSET
        if value is not UNSET:
            parameters[definition.name()] = value
    return parameters


def unmatched_parameters(algorithm: QgsProcessingAlgorithm, parts: Iterable[DialogPart],
                         left_to_default: Iterable[str] = ()) -> list[str]:
    """What keeps ``parts`` from setting exactly the parameters of ``algorithm``: parameters set by two parts,
    parameters a part sets that the algorithm does not define, and parameters that no part sets and that
    are not named in ``left_to_default``; empty when they match (tests/test_ui.py checks it)."""
    problems = []
    seen: dict[str, Any] = {}
    for part in parts:
        for name in part.parameter_getters:
            if name in seen:
                problems.append(f"{name} is set by {type(seen[name]).__name__} and {type(part).__name__}")
            seen[name] = part
    names = [definition.name() for definition in algorithm.parameterDefinitions()]
    problems += [f"{name} is set but not defined" for name in seen if name not in names]
    problems += [f"{name} is set by no part" for name in names if name not in seen and name not in left_to_default]
    return problems
