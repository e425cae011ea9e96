<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
  <context>
    <name>TFRecordBridge</name>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>%n patches</source>
      <translation>
        <numerusform>%n patch</numerusform>
        <numerusform>%n patches</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>%n files</source>
      <translation>
        <numerusform>%n file</numerusform>
        <numerusform>%n files</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>%n records</source>
      <translation>
        <numerusform>%n record</numerusform>
        <numerusform>%n records</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>%n bands</source>
      <translation>
        <numerusform>%n band</numerusform>
        <numerusform>%n bands</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>bands {names}</source>
      <translation>
        <numerusform>band {names}</numerusform>
        <numerusform>bands {names}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>%n points</source>
      <translation>
        <numerusform>%n point</numerusform>
        <numerusform>%n points</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>%n columns</source>
      <translation>
        <numerusform>%n column</numerusform>
        <numerusform>%n columns</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>%n rows</source>
      <translation>
        <numerusform>%n row</numerusform>
        <numerusform>%n rows</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>%n values</source>
      <translation>
        <numerusform>%n value</numerusform>
        <numerusform>%n values</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>%n classes</source>
      <translation>
        <numerusform>%n class</numerusform>
        <numerusform>%n classes</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/codec/records.py" />
      <source>truncated: the file ends %n bytes into a record header</source>
      <translation>
        <numerusform>truncated: the file ends %n byte into a record header</numerusform>
        <numerusform>truncated: the file ends %n bytes into a record header</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/distributed.py" />
      <source>%n partitions</source>
      <translation>
        <numerusform>%n partition</numerusform>
        <numerusform>%n partitions</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/distributed.py" />
      <source>%n Dask workers</source>
      <translation>
        <numerusform>%n Dask worker</numerusform>
        <numerusform>%n Dask workers</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/export_image.py" />
      <source>%n band names</source>
      <translation>
        <numerusform>%n band name</numerusform>
        <numerusform>%n band names</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/export_image.py" />
      <source>a record of {th} x {tw} pixels and %n values per pixel would pass protobuf's 2 GiB limit: use smaller {patch_dimensions}</source>
      <translation>
        <numerusform>a record of {th} x {tw} pixels and %n value per pixel would pass protobuf's 2 GiB limit: use smaller {patch_dimensions}</numerusform>
        <numerusform>a record of {th} x {tw} pixels and %n values per pixel would pass protobuf's 2 GiB limit: use smaller {patch_dimensions}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/export_image.py" />
      <source>every one of the %n patches is wholly masked (nodata, outside a layer, or where the layers do not overlap), so every value would be {default_value}; nothing was written</source>
      <translation>
        <numerusform>%n patch, the only one, is wholly masked (nodata, outside a layer, or where the layers do not overlap), so every value would be {default_value}; nothing was written</numerusform>
        <numerusform>every one of the %n patches is wholly masked (nodata, outside a layer, or where the layers do not overlap), so every value would be {default_value}; nothing was written</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/export_image.py" />
      <source>Wrote %n .tfindex files beside the shards</source>
      <translation>
        <numerusform>Wrote %n .tfindex file beside the shards</numerusform>
        <numerusform>Wrote %n .tfindex files beside the shards</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/export_image.py" />
      <source>%n of the {kept} hold no label</source>
      <translation>
        <numerusform>%n of the {kept} holds no label</numerusform>
        <numerusform>%n of the {kept} hold no label</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/export_image.py" />
      <source>%n of {total} are wholly masked (nodata or outside a layer): every value in them is {default_value}; EE writes them too, {masked_threshold} below 1 (e.g. 0.99) leaves them out</source>
      <translation>
        <numerusform>%n of {total} is wholly masked (nodata or outside a layer): every value in it is {default_value}; EE writes it too, {masked_threshold} below 1 (e.g. 0.99) leaves it out</numerusform>
        <numerusform>%n of {total} are wholly masked (nodata or outside a layer): every value in them is {default_value}; EE writes them too, {masked_threshold} below 1 (e.g. 0.99) leaves them out</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/export_image.py" />
      <source>%n of {total} are wholly masked (nodata or outside a layer): every value in them is {default_value}; {masked_threshold} {threshold:g} left them out</source>
      <translation>
        <numerusform>%n of {total} is wholly masked (nodata or outside a layer): every value in it is {default_value}; {masked_threshold} {threshold:g} left it out</numerusform>
        <numerusform>%n of {total} are wholly masked (nodata or outside a layer): every value in them is {default_value}; {masked_threshold} {threshold:g} left them out</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/labels.py" />
      <source>  %n features without a {field!r} value are not burnt</source>
      <translation>
        <numerusform>  %n feature without a {field!r} value is not burnt</numerusform>
        <numerusform>  %n features without a {field!r} value are not burnt</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/patches_at_points.py" />
      <source>no patch written: all %n points were skipped ({skipped})</source>
      <translation>
        <numerusform>no patch written: the %n point was skipped ({skipped})</numerusform>
        <numerusform>no patch written: all %n points were skipped ({skipped})</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/training.py" />
      <source>{block_option} {block}: the {patches_per_row} x {rows} patch grid holds %n blocks of {block} x {block} patches, fewer than the {sets} sets of {splits_option} ({splits}), so a set would get no patch; use a {block_option} of at most {fitting}, smaller patches or a larger region</source>
      <translation>
        <numerusform>{block_option} {block}: the {patches_per_row} x {rows} patch grid holds %n block of {block} x {block} patches, fewer than the {sets} sets of {splits_option} ({splits}), so a set would get no patch; use a {block_option} of at most {fitting}, smaller patches or a larger region</numerusform>
        <numerusform>{block_option} {block}: the {patches_per_row} x {rows} patch grid holds %n blocks of {block} x {block} patches, fewer than the {sets} sets of {splits_option} ({splits}), so a set would get no patch; use a {block_option} of at most {fitting}, smaller patches or a larger region</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/importing/import_image.py" />
      <source>%n {kind} values</source>
      <translation>
        <numerusform>%n {kind} value</numerusform>
        <numerusform>%n {kind} values</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/importing/import_image.py" />
      <source>%n pixels held values that are no class of the table ({values}): nodata</source>
      <translation>
        <numerusform>%n pixel held a value that is no class of the table ({values}): nodata</numerusform>
        <numerusform>%n pixels held values that are no class of the table ({values}): nodata</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/importing/import_plan.py" />
      <source>with {kernel} {kx},{ky} a {pw}x{ph} patch needs %n values a band (a multiple of %n for a 3-D feature)</source>
      <translation>
        <numerusform>with {kernel} {kx},{ky} a {pw}x{ph} patch needs %n value a band (a multiple of %n for a 3-D feature)</numerusform>
        <numerusform>with {kernel} {kx},{ky} a {pw}x{ph} patch needs %n values a band (a multiple of %n for a 3-D feature)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/importing/import_plan.py" />
      <source>its patchIndices list %n patches of {patches}</source>
      <translation>
        <numerusform>its patchIndices list %n patch of {patches}</numerusform>
        <numerusform>its patchIndices list %n patches of {patches}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/importing/import_plan.py" />
      <source>%n such records</source>
      <translation>
        <numerusform>%n such record</numerusform>
        <numerusform>%n such records</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/inspect.py" />
      <source>%n steps</source>
      <translation>
        <numerusform>%n step</numerusform>
        <numerusform>%n steps</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/inspect.py" />
      <source>%n {record_type} records</source>
      <translation>
        <numerusform>%n {record_type} record</numerusform>
        <numerusform>%n {record_type} records</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/inspect.py" />
      <source>%n records, none of them a readable Example or SequenceExample</source>
      <translation>
        <numerusform>%n record, not a readable Example or SequenceExample</numerusform>
        <numerusform>%n records, none of them a readable Example or SequenceExample</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/layout/format_options.py" />
      <source>unknown formatOptions keys {unknown}; known: {known}</source>
      <translation>
        <numerusform>unknown formatOptions key {unknown}; known: {known}</numerusform>
        <numerusform>unknown formatOptions keys {unknown}; known: {known}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/layout/naming.py" />
      <source>cannot tell the order of the files: they are numbered in %n series ({series}); choose the files of one export, or give them as a list in the order they were written</source>
      <translation>
        <numerusform>cannot tell the order of the files: they are numbered in %n series ({series}); choose the files of one export, or give them as a list in the order they were written</numerusform>
        <numerusform>cannot tell the order of the files: they are numbered in %n series ({series}); choose the files of one export, or give them as a list in the order they were written</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/places/s3_staging.py" />
      <source>the server gave {answer} to the completion of the upload, %n times, and the object is not there</source>
      <translation>
        <numerusform>the server gave {answer} to the completion of the upload, %n time, and the object is not there</numerusform>
        <numerusform>the server gave {answer} to the completion of the upload, %n times, and the object is not there</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/places/s3_staging.py" />
      <source>the server gave {answer}, %n times</source>
      <translation>
        <numerusform>the server gave {answer}, %n time</numerusform>
        <numerusform>the server gave {answer}, %n times</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/predict/plan.py" />
      <source>%n numbers</source>
      <translation>
        <numerusform>%n number</numerusform>
        <numerusform>%n numbers</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/predict/plan.py" />
      <source>%n channels</source>
      <translation>
        <numerusform>%n channel</numerusform>
        <numerusform>%n channels</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/predict/plan.py" />
      <source>{count} given in {option} for the %n bands of the model's output {output}</source>
      <translation>
        <numerusform>{count} given in {option} for the %n band of the model's output {output}</numerusform>
        <numerusform>{count} given in {option} for the %n bands of the model's output {output}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/predict/plan.py" />
      <source>%n names</source>
      <translation>
        <numerusform>%n name</numerusform>
        <numerusform>%n names</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../provider/import_image.py" />
      <source>%n {mode} records -&gt; {width} x {height} {data_type} raster, {bands}{margins}</source>
      <translation>
        <numerusform>%n {mode} record -&gt; {width} x {height} {data_type} raster, {bands}{margins}</numerusform>
        <numerusform>%n {mode} records -&gt; {width} x {height} {data_type} raster, {bands}{margins}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../provider/import_table.py" />
      <source>%n records hold {wkb_key!r} bytes that are not WKB: their features have no geometry</source>
      <translation>
        <numerusform>%n record holds {wkb_key!r} bytes that are not WKB: its feature has no geometry</numerusform>
        <numerusform>%n records hold {wkb_key!r} bytes that are not WKB: their features have no geometry</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../provider/import_table.py" />
      <source>%n fields</source>
      <translation>
        <numerusform>%n field</numerusform>
        <numerusform>%n fields</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../provider/import_table.py" />
      <source>%n records are SequenceExamples; only their context features are loaded</source>
      <translation>
        <numerusform>%n record is a SequenceExample; only its context features are loaded</numerusform>
        <numerusform>%n records are SequenceExamples; only their context features are loaded</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../provider/inspect.py" />
      <source>%n problems</source>
      <translation>
        <numerusform>%n problem</numerusform>
        <numerusform>%n problems</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../provider/inspect.py" />
      <source> (%n bytes)</source>
      <translation>
        <numerusform> (%n byte)</numerusform>
        <numerusform> (%n bytes)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../provider/inspect.py" />
      <location filename="../core/base/messages.py" />
      <source>%n features</source>
      <translation>
        <numerusform>%n feature</numerusform>
        <numerusform>%n features</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../provider/labels.py" />
      <source>Copying the label layer: {done} of %n features</source>
      <translation>
        <numerusform>Copying the label layer: {done} of %n feature</numerusform>
        <numerusform>Copying the label layer: {done} of %n features</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/export_preview.py" />
      <source>%n files (at most {max_bytes:,} bytes each)</source>
      <translation>
        <numerusform>%n file (at most {max_bytes:,} bytes)</numerusform>
        <numerusform>%n files (at most {max_bytes:,} bytes each)</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/import_dialog.py" />
      <source>reading %n files...</source>
      <translation>
        <numerusform>reading %n file...</numerusform>
        <numerusform>reading %n files...</numerusform>
      </translation>
    </message>
  </context>
</TS>
