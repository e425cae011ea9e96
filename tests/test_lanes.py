"""Lanes (core/base/lanes.py): work beside predict's model on threads of the lowest priority, promoted to normal
priority when whoever waits on them has waited too long (other programs keep every core busy).

Real threads, real scheduling policies (Linux's SCHED_IDLE), real busy processes; nothing mocked.
"""

from __future__ import annotations

import contextlib
import os
import threading
import time

import pytest

from tfrecord_bridge.core.base import lanes
from tfrecord_bridge.core.base.lanes import (
    HANDOVER,
    LaneGroup,
    LaneStoppedError,
    consumed_behind,
    lower_thread_priority,
    read_ahead_lowered,
)

linux_only = pytest.mark.skipif(not hasattr(os, "SCHED_IDLE"), reason="SCHED_IDLE is Linux's")


def policy() -> int:
    return os.sched_getscheduler(0)


@linux_only
def test_lowering_changes_only_the_calling_thread():
    seen = {}

    def lowered():
        seen["lowered"] = lower_thread_priority()
        seen["policy"] = policy()

    thread = threading.Thread(target=lowered)
    thread.start()
    thread.join()
    assert seen == {"lowered": True, "policy": os.SCHED_IDLE}
    assert policy() == os.SCHED_OTHER


@linux_only
def test_read_ahead_gives_the_items_in_order_from_a_lowered_thread_leaving_handovers_out_and_passes_errors_on():
    made_on = []

    def numbers():
        for number in range(5):
            made_on.append((threading.get_ident(), policy()))
            yield HANDOVER
            yield number
        raise ValueError("record 5 is bad")

    got = []
    with pytest.raises(ValueError, match="record 5"):
        for number in read_ahead_lowered(numbers(), ahead=2):
            got.append(number)
    assert got == list(range(5))
    assert threading.get_ident() not in {ident for ident, _ in made_on}
    assert made_on[0][1] == os.SCHED_IDLE  # the later ones too, unless the machine's load had the lane promoted


def test_closing_the_read_ahead_stops_and_closes_its_generator():
    made, closed = [], []

    def endless():
        try:
            while True:
                made.append(len(made))
                yield made[-1]
        finally:
            closed.append(True)

    with contextlib.closing(read_ahead_lowered(endless(), ahead=1)) as items:
        assert [next(items) for _ in range(3)] == [0, 1, 2]
    count = len(made)
    time.sleep(0.1)
    assert len(made) == count <= 6 and closed == [True]


@linux_only
def test_a_lane_waited_on_too_long_goes_on_at_normal_priority_with_its_group():
    """A step that keeps the reader waiting TAKEOVER_SECONDS (here it sleeps; under load it is starved) makes
    the steps after it run on a thread of normal priority, and the group's other lane too; told once."""
    told = []
    group = LaneGroup(lambda: told.append(True))
    steps = []

    def slow_at_two():
        for number in range(6):
            steps.append((number, threading.get_ident(), policy()))
            if number == 2:
                time.sleep(lanes.TAKEOVER_SECONDS * 3)
            yield number

    written = []

    def writer(items):
        for item in items:
            written.append((item, policy()))
            yield HANDOVER

    with consumed_behind(writer, group=group) as write:
        for number in read_ahead_lowered(slow_at_two(), ahead=1, group=group):
            write(number)
    assert [number for number, _, _ in steps] == list(range(6))
    assert [number for number, _ in written] == list(range(6))
    assert steps[0][2] == os.SCHED_IDLE
    assert steps[-1][2] == os.SCHED_OTHER and steps[-1][1] != steps[0][1]
    assert written[-1][1] == os.SCHED_OTHER  # promoted with the group, though never waited on
    assert told == [True] and group.promoted


def test_the_writers_failure_stops_the_one_who_writes():
    def failing(items):
        for item in items:
            if item == 3:
                raise OSError("disk full at item 3")
            yield HANDOVER

    given = []
    with pytest.raises(OSError, match="item 3"), consumed_behind(failing, ahead=1) as write:
        for item in range(1000):
            write(item)
            given.append(item)
    assert 3 <= len(given) < 1000


def test_a_failure_of_the_one_who_writes_stops_the_writer_which_may_undo_its_work():
    seen, undone = [], []

    def careful(items):
        try:
            for item in items:
                seen.append(item)
                yield HANDOVER
        except LaneStoppedError:
            undone.append(True)
            raise

    with pytest.raises(KeyError, match="model failed"), consumed_behind(careful) as write:
        write(1)
        write(2)
        raise KeyError("model failed")
    assert seen == [1, 2] and undone == [True]


def test_a_writer_that_wants_no_more_items_does_not_keep_the_one_who_writes_waiting():
    seen = []

    def first_three(items):
        for item in items:
            seen.append(item)
            yield HANDOVER
            if len(seen) == 3:
                return

    with consumed_behind(first_three, ahead=2) as write:
        for item in range(100):
            write(item)
    assert seen == [0, 1, 2]


def test_every_item_is_written_before_the_block_ends():
    seen = []

    def slow(items):
        for item in items:
            time.sleep(0.01)
            seen.append(item)
            yield HANDOVER

    with consumed_behind(slow, ahead=2) as write:
        for item in range(20):
            write(item)
    assert seen == list(range(20))


@linux_only
def test_a_lane_starved_by_other_programs_is_promoted_and_finishes():
    """A core kept busy at normal priority: the lowered lane gets no time on it, so the reader waits (in waits of
    0.1 s), promotes it, and every item still comes, in order."""
    from helpers import a_core_kept_busy
    group = LaneGroup()

    def work():
        for number in range(40):
            total = 0
            for value in range(20000):  # CPU work a step, as reading a tile is
                total += value
            yield number

    with a_core_kept_busy():
        assert list(read_ahead_lowered(work(), ahead=1, group=group)) == list(range(40))
    assert group.promoted
