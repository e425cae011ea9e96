"""An output place resolved once (core/places/place.py): a folder, bucket or URL read once when a run starts.

What a run asks of its place is counted around real exports in test_place_read_once.py.
"""

import os
import pickle

import pytest

from object_stores import gdal_settings
from tfrecord_bridge.core.places import storage
from tfrecord_bridge.core.places.outputs import OutputError, check_folder
from tfrecord_bridge.core.places.place import Place, PlaceError


@pytest.mark.parametrize("text, scheme, gdal, virtual, object_store, writable, atomic", [
    ("out", "file", "out", False, False, True, True),
    ("/tmp/out", "file", "/tmp/out", False, False, True, True),
    ("file:///tmp/out", "file", "/tmp/out", False, False, True, True),
    ("s3://b/out", "s3", "/vsis3/b/out", True, True, True, False),
    ("S3://b/out", "s3", "/vsis3/b/out", True, True, True, False),
    ("/vsis3/b/out", "s3", "/vsis3/b/out", True, True, True, False),
    ("gs://b/out", "gs", "/vsigs/b/out", True, True, True, False),
    ("az://c/out", "az", "/vsiaz/c/out", True, True, True, False),
    ("abfs://c/out", "adls", "/vsiadls/c/out", True, True, True, False),
    ("/vsimem/out", "mem", "/vsimem/out", True, False, True, True),
    ("https://h/out", "http", "/vsicurl/https://h/out", True, False, False, False),
    ("/vsizip//tmp/a.zip/out", "zip", "/vsizip//tmp/a.zip/out", True, False, False, False),
])
def test_a_place_is_resolved_from_its_text_for_each_scheme(text, scheme, gdal, virtual, object_store, writable,
                                                           atomic):
    place = Place.of(text)
    assert (place.scheme, place.gdal, place.virtual, place.object_store, place.writable, place.atomic_rename) == (
        scheme, gdal, virtual, object_store, writable, atomic)
    assert place == text and str(place) == text  # the user's text, as given
    assert Place.of(place) is place  # a Place is never read again
    # What storage tells from the text, the Place tells too.
    assert (storage.gdal_path(text), storage.is_virtual(text), storage.is_object_store(text),
            storage.can_write(text)) == (place.gdal, place.virtual, place.object_store, place.writable)


@pytest.mark.parametrize("text", ["/tmp/out", "out", "s3://b/out", "gs://b/out", "az://c/out", "/vsimem/out",
                                  "/vsis3/b/out", "https://h/out"])
def test_paths_made_from_a_place_are_places_whose_gdal_name_is_what_reading_their_text_gives(text):
    place = Place.of(text)
    made = [place.child("a", "x.tfrecord.gz"), place / "y.json", storage.join(place, "z"),
            storage.join(place, "z") + ".part", storage.partial_name(place / "m.json", "0123456789ab"),
            storage.dirname(place / "q"), storage.absolute(place)]
    for path in made:
        assert isinstance(path, Place), path
        assert path.gdal == storage.gdal_path(str(path))
        assert path.scheme == place.scheme
    assert storage.dirname(place / "q") == place
    assert (place / "q").name == "q"


def test_above_a_bucket_the_text_is_plain_again():
    above = storage.dirname(Place.of("s3://bucket"))
    assert above == "s3:" and not isinstance(above, Place)
    with pytest.raises(PlaceError, match="not under s3://b/x"):
        Place.of("s3://b/x").child("/etc/passwd")  # a local path: no Place of the bucket


@pytest.mark.parametrize("given", [None, 3, b"s3://b/out"])
def test_no_place_is_made_from_what_is_not_text(given):
    with pytest.raises(PlaceError, match="a place is a folder, a bucket or a URL given as text"):
        Place.of(given)


def test_no_text_is_the_current_folder_as_it_always_was():
    place = Place.of("")
    assert (place.scheme, place.gdal, place.child("x"), place.absolute()) == ("file", "", "x", os.getcwd())


def test_a_place_where_gdal_only_reads_refuses_writing_naming_itself():
    place = Place.of("https://example.invalid/out?sig=SECRETSIG")
    with pytest.raises(OSError, match="GDAL only reads there") as raised:
        place.open_for_writing("x.json")
    assert "SECRETSIG" not in str(raised.value)
    with pytest.raises(OutputError, match="GDAL only reads there"):
        check_folder(place)


@pytest.mark.parametrize("text, settings, shown, hidden", [
    ("s3://b/out", {"AWS_ACCESS_KEY_ID": "AKIDSHOULDNOTSHOW", "AWS_SECRET_ACCESS_KEY": "S3SECRETVALUE",
                    "AWS_S3_ENDPOINT": "127.0.0.1:9"}, ["AWS_S3_ENDPOINT", "127.0.0.1:9", "AWS_SECRET_ACCESS_KEY"],
     ["AKIDSHOULDNOTSHOW", "S3SECRETVALUE"]),
    ("gs://b/out", {"GS_SECRET_ACCESS_KEY": "GSSECRETVALUE", "GS_ACCESS_KEY_ID": "GSKEYID"},
     ["GS_SECRET_ACCESS_KEY"], ["GSSECRETVALUE", "GSKEYID"]),
    ("az://c/out", {"AZURE_STORAGE_CONNECTION_STRING": "AccountName=a;AccountKey=AZSECRETKEY",
                    "AZURE_STORAGE_ACCOUNT": "a"}, ["AZURE_STORAGE_ACCOUNT"], ["AZSECRETKEY"]),
])
def test_a_places_settings_are_read_once_when_it_is_made_and_never_shown(text, settings, shown, hidden):
    with gdal_settings(settings):
        place = Place.of(text)
    # Read when the place was made: the settings are gone now, the place still holds them.
    assert settings.items() <= place.options.items()  # with the servers' own (tests/object_stores.py)
    for words in (repr(place), str(place), f"{place}", repr(place / "x"), repr([place])):
        for secret in hidden:
            assert secret not in words
    for words in shown:
        assert words in repr(place)
    # Sent to a Dask worker without them: the worker reads its own.
    sent = pickle.loads(pickle.dumps(place / "x.json"))
    assert (sent, sent.gdal, sent.scheme) == (place / "x.json", (place / "x.json").gdal, place.scheme)
    assert not any(secret in pickle.dumps(place).decode("latin-1") for secret in hidden)
    assert not settings.items() & sent.options.items()  # read here, now: the settings are gone


def test_a_credential_in_a_urls_text_is_masked_in_its_repr():
    place = Place.of("https://h/out?X-Amz-Signature=URLSECRET")
    assert "URLSECRET" not in repr(place)
    assert str(place) == "https://h/out?X-Amz-Signature=URLSECRET"  # the path itself, as opened


def test_a_commit_renames_one_by_one_where_renaming_is_atomic_and_at_once_in_a_bucket(tmp_path):
    place = Place.of(str(tmp_path))
    for name in ("a", "b"):
        (tmp_path / (name + ".part")).write_text(name)
    place.rename_all([(place / "a.part", place / "a"), (place / "b.part", place / "b")])
    assert sorted(place.listdir()) == ["a", "b"] and place.exists("a") and not place.exists("a.part")
    assert place.lexists_each(["a", "c"]) == [True, False]
    with place.open_for_writing("c") as stream:
        stream.write(b"c")
    assert (tmp_path / "c").read_bytes() == b"c"


@pytest.mark.slow  # moto's server
def test_a_bucket_place_answers_the_same_questions_and_commits_at_once(s3_bucket):
    place = Place.of(s3_bucket.url + "/out")
    assert (place.scheme, place.object_store, place.atomic_rename, place.bucket) == ("s3", True, False,
                                                                                    s3_bucket.url)
    for name in ("a", "b"):
        with place.open_for_writing(name + ".part") as stream:
            stream.write(name.encode())
    place.rename_all([(place / "a.part", place / "a"), (place / "b.part", place / "b")])
    assert sorted(place.listdir()) == ["a", "b"] and place.exists("b") and not place.exists("b.part")
    assert place.lexists_each(["a", "c"]) == [True, False]
    assert (s3_bucket.get("out/a"), s3_bucket.get("out/b")) == (b"a", b"b")
