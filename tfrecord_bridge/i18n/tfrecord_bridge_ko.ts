<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko">
  <context>
    <name>TFRecordBridge</name>
    <message>
      <location filename="../core/base/failure_words.py" />
      <source>{reason} ({answer})</source>
      <translation>{reason} ({answer})</translation>
    </message>
    <message>
      <location filename="../core/base/failure_words.py" />
      <source>the server's certificate is not trusted ({answer}): give GDAL the certificate of its authority (SSL_CERT_FILE, or CURL_CA_BUNDLE)</source>
      <translation>서버의 인증서를 신뢰할 수 없습니다({answer}): 발급 기관의 인증서를 GDAL에 지정하십시오(SSL_CERT_FILE 또는 CURL_CA_BUNDLE)</translation>
    </message>
    <message>
      <location filename="../core/base/failure_words.py" />
      <source>cannot connect to the server</source>
      <translation>서버에 연결할 수 없습니다</translation>
    </message>
    <message>
      <location filename="../core/base/failure_words.py" />
      <source>the credentials were refused (unknown key)</source>
      <translation>자격 증명이 거부되었습니다(알 수 없는 키)</translation>
    </message>
    <message>
      <location filename="../core/base/failure_words.py" />
      <source>access denied</source>
      <translation>접근이 거부되었습니다</translation>
    </message>
    <message>
      <location filename="../core/base/failure_words.py" />
      <source>the credentials were refused (wrong key or signature)</source>
      <translation>자격 증명이 거부되었습니다(키 또는 서명이 잘못됨)</translation>
    </message>
    <message>
      <location filename="../core/base/failure_words.py" />
      <source>the bucket does not exist</source>
      <translation>버킷이 없습니다</translation>
    </message>
    <message>
      <location filename="../core/base/failure_words.py" />
      <source>the container does not exist</source>
      <translation>컨테이너가 없습니다</translation>
    </message>
    <message>
      <location filename="../core/base/failure_words.py" />
      <source>no credentials were found: give them as GDAL takes them (AWS_*, AWS_PROFILE, GOOGLE_APPLICATION_CREDENTIALS, GS_*, AZURE_*)</source>
      <translation>자격 증명을 찾지 못했습니다: GDAL이 받는 방식으로 주세요(AWS_*, AWS_PROFILE, GOOGLE_APPLICATION_CREDENTIALS, GS_*, AZURE_*)</translation>
    </message>
    <message>
      <location filename="../core/base/failure_words.py" />
      <source>the credentials were refused (wrong secret)</source>
      <translation>자격 증명이 거부되었습니다(잘못된 비밀 키)</translation>
    </message>
    <message>
      <location filename="../core/base/failure_words.py" />
      <source>the credentials were refused (expired)</source>
      <translation>자격 증명이 거부되었습니다(만료됨)</translation>
    </message>
    <message>
      <location filename="../core/base/failure_words.py" />
      <source>the server does not serve parts of a file (HTTP Range requests), which GDAL needs to read it where it is: copy the file to a local folder or a bucket first</source>
      <translation>서버가 파일의 일부를 제공하지 않습니다(HTTP Range 요청). GDAL이 파일을 그 자리에서 읽으려면 이것이 필요합니다: 먼저 파일을 로컬 폴더나 버킷으로 복사하십시오</translation>
    </message>
    <message>
      <location filename="../core/base/messages.py" />
      <source> or </source>
      <translation> 또는 </translation>
    </message>
    <message>
      <location filename="../core/base/messages.py" />
      <source> and </source>
      <translation> 및 </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>%n patches</source>
      <translation>
        <numerusform>패치 %n개</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>%n files</source>
      <translation>
        <numerusform>파일 %n개</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>%n records</source>
      <translation>
        <numerusform>레코드 %n개</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>%n bands</source>
      <translation>
        <numerusform>밴드 %n개</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>bands {names}</source>
      <translation>
        <numerusform>밴드 {names}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>%n points</source>
      <translation>
        <numerusform>점 %n개</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>%n columns</source>
      <translation>
        <numerusform>%n열</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>%n rows</source>
      <translation>
        <numerusform>%n행</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>%n values</source>
      <translation>
        <numerusform>값 %n개</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>%n classes</source>
      <translation>
        <numerusform>클래스 %n개</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>runs ONNX models: the predict algorithm needs it</source>
      <translation>ONNX 모델을 실행합니다: predict 알고리즘에 필요합니다</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>the C CRC-32C: records checksummed at 13-16 GB/s (without it a numpy version, 25 MB/s to 7 GB/s by record size)</source>
      <translation>C로 된 CRC-32C: 레코드 체크섬을 13-16 GB/s로 계산합니다 (없으면 numpy 버전으로, 레코드 크기에 따라 25 MB/s에서 7 GB/s)</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>GZIP at levels 1-3 several times faster than zlib; GZIP records read at 2.6x Python's gzip</source>
      <translation>수준 1-3의 GZIP이 zlib보다 몇 배 빠릅니다. GZIP 레코드를 Python gzip의 2.6배 속도로 읽습니다</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>GZIP at about twice zlib's speed, files within 1% of zlib's (a GZIP export in a quarter of the CPU time); GZIP records read at 2x Python's gzip</source>
      <translation>zlib의 약 두 배 속도의 GZIP, 파일 크기는 zlib의 1% 이내 (GZIP 내보내기에 CPU 시간의 4분의 1). GZIP 레코드를 Python gzip의 2배 속도로 읽습니다</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>{name} is not installed ({gives}). In QGIS: Settings &gt; Options &gt; TFRecord Bridge, Install; or run {command}, then restart QGIS</source>
      <translation>{name}이(가) 설치되어 있지 않습니다 ({gives}). QGIS에서: 설정 &gt; 옵션 &gt; TFRecord Bridge, 설치. 또는 {command}을(를) 실행한 뒤 QGIS를 다시 시작하세요</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>Cannot run the Python {path} to install packages with: {error}</source>
      <translation>패키지를 설치할 Python {path}을(를) 실행할 수 없습니다: {error}</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>{path} is Python {found} of {found_prefix}, not the Python {ours} of {prefix} that runs the plugin: packages it installed would not be seen</source>
      <translation>{path}은(는) {found_prefix}의 Python {found}이며, 플러그인을 실행하는 {prefix}의 Python {ours}가 아닙니다: 그것으로 설치한 패키지는 보이지 않습니다</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>Cancelled: pip was stopped before it finished; install again, or run the command by hand</source>
      <translation>취소됨: pip가 끝나기 전에 중지되었습니다. 다시 설치하거나 명령을 직접 실행하세요</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>Installed {names}.</source>
      <translation>{names}을(를) 설치했습니다.</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>{python} is managed by the system (PEP 668) and pip refused to install into it: run the command below, with --break-system-packages (with --user it writes only your own folder)</source>
      <translation>{python}은(는) 시스템이 관리하며 (PEP 668) pip가 설치를 거부했습니다: 아래 명령을 --break-system-packages와 함께 실행하세요 (--user와 함께라면 사용자 폴더에만 씁니다)</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>pip was refused: {reason}. Run the command below in a terminal of your own account</source>
      <translation>pip가 거부되었습니다: {reason}. 아래 명령을 본인 계정의 터미널에서 실행하세요</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>PyPI could not be reached (offline, or a proxy or firewall in the way): nothing was installed. Connect and install again, or run the command below where PyPI is reachable</source>
      <translation>PyPI에 연결할 수 없습니다 (오프라인이거나 프록시 또는 방화벽이 막고 있습니다): 아무것도 설치되지 않았습니다. 연결한 뒤 다시 설치하거나, PyPI에 연결되는 곳에서 아래 명령을 실행하세요</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>PyPI has no wheel of {requirement} for {python}: onnxruntime 1.19 and newer are built for 64-bit Windows, Linux and macOS with Python 3.9 to 3.14 (see the Install help page)</source>
      <translation>PyPI에 {python}용 {requirement} wheel이 없습니다: onnxruntime 1.19 이상은 Python 3.9-3.14의 64비트 Windows, Linux, macOS용으로 빌드됩니다 (설치 도움말 페이지 참고)</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>PyPI has no wheel of {requirement} for {python}: the plugin works without it</source>
      <translation>PyPI에 {python}용 {requirement} wheel이 없습니다: 플러그인은 그것 없이도 동작합니다</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>pip failed (exit code {code}): {last}</source>
      <translation>pip가 실패했습니다 (종료 코드 {code}): {last}</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>{python} has no pip: install it with 'sudo apt install python3-pip', then install again</source>
      <translation>{python}에 pip가 없습니다: 'sudo apt install python3-pip'로 설치한 뒤 다시 설치하세요</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>{python} has no pip: run '{python} -m ensurepip --user', then install again</source>
      <translation>{python}에 pip가 없습니다: '{python} -m ensurepip --user'를 실행한 뒤 다시 설치하세요</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>Cannot run {python}: {error}</source>
      <translation>{python}을(를) 실행할 수 없습니다: {error}</translation>
    </message>
    <message>
      <location filename="../core/codec/crc32c.py" />
      <source>crc32c needs a C-contiguous array</source>
      <translation>crc32c에는 C-연속 배열이 필요합니다</translation>
    </message>
    <message>
      <location filename="../core/codec/crc32c.py" />
      <source>crc32c needs a C-contiguous buffer</source>
      <translation>crc32c에는 C-연속 버퍼가 필요합니다</translation>
    </message>
    <message>
      <location filename="../core/codec/crc32c.py" />
      <source>length too large for crc32c_combine</source>
      <translation>crc32c_combine에 주기에는 길이가 너무 깁니다</translation>
    </message>
    <message>
      <location filename="../core/codec/crc32c.py" />
      <source>len2 must be non-negative</source>
      <translation>len2는 음수가 아니어야 합니다</translation>
    </message>
    <message>
      <location filename="../core/codec/crc32c.py" />
      <source>crc32c_rows needs a 2-D array, one record a row</source>
      <translation>crc32c_rows에는 2차원 배열(행마다 레코드 하나)이 필요합니다</translation>
    </message>
    <message>
      <location filename="../core/codec/deflate.py" />
      <source>compression level must be a whole number from 0 to 9, got {level!r}</source>
      <translation>압축 수준은 0부터 9까지의 정수여야 하는데 {level!r}입니다</translation>
    </message>
    <message>
      <location filename="../core/codec/deflate.py" />
      <source>nothing may be written after data deflated elsewhere</source>
      <translation>다른 곳에서 압축된 데이터 뒤에는 아무것도 쓸 수 없습니다</translation>
    </message>
    <message>
      <location filename="../core/codec/deflate.py" />
      <source>data deflated elsewhere must start on a segment boundary</source>
      <translation>다른 곳에서 압축된 데이터는 세그먼트 경계에서 시작해야 합니다</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>truncated varint in a packed int64 list</source>
      <translation>packed int64 목록의 varint가 잘렸습니다</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>varint longer than 10 bytes in a packed int64 list</source>
      <translation>packed int64 목록의 varint가 10바이트보다 깁니다</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>truncated varint</source>
      <translation>varint가 잘렸습니다</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>varint longer than 10 bytes</source>
      <translation>varint가 10바이트보다 깁니다</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>uint64 value does not fit an int64_list</source>
      <translation>uint64 값이 int64_list에 맞지 않습니다</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>cannot store values of type {dtype} in a tf.train.Feature (use float, integer arrays or a list of bytes)</source>
      <translation>{dtype} 형식의 값은 tf.train.Feature에 저장할 수 없습니다(float, 정수 배열 또는 bytes 목록을 쓰세요)</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>feature name {key!r} is not UTF-8</source>
      <translation>피처 이름 {key!r}이(가) UTF-8이 아닙니다</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>a field tag longer than 5 bytes</source>
      <translation>5바이트보다 긴 필드 태그</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>field number 0 is invalid</source>
      <translation>필드 번호 0은 잘못되었습니다</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>a length-delimited field of {length} bytes runs past its message</source>
      <translation>{length}바이트 길이 구분 필드가 메시지 끝을 넘어갑니다</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>truncated fixed{size} field</source>
      <translation>fixed{size} 필드가 잘렸습니다</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>an end-group tag of field {number} where no group is open</source>
      <translation>열린 그룹이 없는데 필드 {number}의 end-group 태그가 있습니다</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>invalid wire type {wire}</source>
      <translation>잘못된 wire type {wire}</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>a field runs past the end of its message</source>
      <translation>필드가 메시지 끝을 넘어갑니다</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>groups nested more than {depth} deep</source>
      <translation>그룹이 {depth}단계보다 깊게 중첩되었습니다</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>unterminated group</source>
      <translation>닫히지 않은 그룹</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>an end-group tag of field {number} closes the group of field {open_groups}</source>
      <translation>필드 {number}의 end-group 태그가 필드 {open_groups}의 그룹을 닫습니다</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>a group runs past the end of its message</source>
      <translation>그룹이 메시지 끝을 넘어갑니다</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>packed float list whose size is not a multiple of 4</source>
      <translation>크기가 4의 배수가 아닌 packed float 목록</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>more than {most} features in one record</source>
      <translation>레코드 하나에 피처가 {most}개보다 많습니다</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>more than {most} feature-list steps in one record</source>
      <translation>레코드 하나에 피처 목록 단계가 {most}개보다 많습니다</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>unknown compression {compression!r}: use None, 'GZIP' or 'ZLIB'</source>
      <translation>알 수 없는 압축 {compression!r}: None, 'GZIP' 또는 'ZLIB'를 쓰세요</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>a writer that keeps the records' sizes needs them</source>
      <translation>레코드 크기를 보관하는 writer에는 그 크기가 필요합니다</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>only a GZIP writer with a pool takes deflated data</source>
      <translation>압축된 데이터는 스레드 풀을 가진 GZIP 작성기만 받습니다</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>max_bytes must be positive, got {max_bytes}</source>
      <translation>max_bytes는 양수여야 하는데 {max_bytes}입니다</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>the ZLIB stream is cut short: it ends before its end marker and Adler-32 checksum</source>
      <translation>ZLIB 스트림이 잘렸습니다: 끝 표시와 Adler-32 체크섬 전에 끝납니다</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>bytes follow the end of the ZLIB stream at compressed byte offset {end}</source>
      <translation>압축 바이트 오프셋 {end}에서 ZLIB 스트림 끝 뒤에 바이트가 이어집니다</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/codec/records.py" />
      <source>truncated: the file ends %n bytes into a record header</source>
      <translation>
        <numerusform>잘림: 파일이 레코드 헤더 %n바이트째에서 끝납니다</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>truncated: the record declares {length} bytes but only {left} remain in the file</source>
      <translation>잘림: 레코드는 {length}바이트라고 하지만 파일에는 {left}바이트만 남아 있습니다</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>truncated: the record declares {length} bytes but the rest of the compressed file can hold at most {most}</source>
      <translation>잘림: 레코드는 {length}바이트라고 하지만 압축 파일의 나머지는 최대 {most}바이트만 담을 수 있습니다</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>the record declares {length} bytes, more than a record can hold ({largest}): a damaged file</source>
      <translation>레코드가 {length}바이트라고 하는데, 레코드가 담을 수 있는 크기({largest})보다 큽니다: 손상된 파일입니다</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>the record declares {length} bytes, more than the {megabytes} MB a record is read up to; set {variable} to read longer records</source>
      <translation>레코드가 {length}바이트라고 하는데, 레코드를 읽는 한도인 {megabytes} MB보다 큽니다: 더 긴 레코드를 읽으려면 {variable}을(를) 설정하세요</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>{path}: record {index} at uncompressed byte offset {offset}: {problem}</source>
      <translation>{path}: 압축 해제 바이트 오프셋 {offset}의 레코드 {index}: {problem}</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>{path}: record {index} at byte offset {offset}: {problem}</source>
      <translation>{path}: 바이트 오프셋 {offset}의 레코드 {index}: {problem}</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>truncated: the record declares {length} bytes of data but the file ends after {got} of them</source>
      <translation>잘림: 레코드 데이터가 {length}바이트라고 하지만 파일은 그중 {got}바이트 뒤에 끝납니다</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>truncated: the file ends before the record's data CRC</source>
      <translation>잘림: 레코드 데이터의 CRC 전에 파일이 끝납니다</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>corrupt data (its CRC does not match)</source>
      <translation>손상된 데이터(CRC가 맞지 않음)</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>the file changed while it was read</source>
      <translation>읽는 동안 파일이 바뀌었습니다</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>truncated: expected {size} bytes of data and CRC, found {size_left}</source>
      <translation>잘림: 데이터와 CRC {size}바이트를 예상했지만 {size_left}바이트뿐입니다</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>{path}: cannot open: {reason}</source>
      <translation>{path}: 열 수 없습니다: {reason}</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>not a valid {kind} stream ({error})</source>
      <translation>올바른 {kind} 스트림이 아닙니다({error})</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>truncated: the file ends before this record</source>
      <translation>잘렸습니다: 이 레코드 앞에서 파일이 끝납니다</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>corrupt length field (its CRC does not match): not a TFRecord file, the wrong compression, or a damaged file</source>
      <translation>손상된 길이 필드(CRC가 맞지 않음): TFRecord 파일이 아니거나, 압축이 다르거나, 손상된 파일입니다</translation>
    </message>
    <message>
      <location filename="../core/distributed.py" />
      <source>running on a Dask cluster needs dask.distributed: pip install 'tfrecord-bridge[dask]' (or: pip install 'dask[distributed]')</source>
      <translation>Dask 클러스터에서 실행하려면 dask.distributed가 필요합니다: pip install 'tfrecord-bridge[dask]' (또는: pip install 'dask[distributed]')</translation>
    </message>
    <message>
      <location filename="../core/distributed.py" />
      <source>cannot reach the Dask scheduler at {scheduler}: {error}</source>
      <translation>{scheduler}의 Dask 스케줄러에 연결할 수 없습니다: {error}</translation>
    </message>
    <message>
      <location filename="../core/distributed.py" />
      <source>{partitions} of whole patch rows on {workers}</source>
      <translation>{workers}에서 패치 행 단위 {partitions}</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/distributed.py" />
      <source>%n partitions</source>
      <translation>
        <numerusform>파티션 %n개</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/distributed.py" />
      <source>%n Dask workers</source>
      <translation>
        <numerusform>Dask 워커 %n개</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/distributed.py" />
      <source>patch rows {first}-{last}</source>
      <translation>패치 행 {first}-{last}</translation>
    </message>
    <message>
      <location filename="../core/distributed.py" />
      <source>patch row {row}</source>
      <translation>패치 행 {row}</translation>
    </message>
    <message>
      <location filename="../core/distributed.py" />
      <source>partition {number} of {partitions} ({rows})</source>
      <translation>파티션 {number}/{partitions}({rows})</translation>
    </message>
    <message>
      <location filename="../core/distributed.py" />
      <source>a Dask worker died while working on {where} ({error}); the job stopped and left no file</source>
      <translation>{where} 작업 중 Dask 워커가 죽었습니다({error}). 작업이 멈췄고 파일은 남지 않았습니다</translation>
    </message>
    <message>
      <location filename="../core/distributed.py" />
      <source>{where} failed on its Dask worker: {kind}: {error}; the job stopped and left no file</source>
      <translation>{where}이(가) Dask 워커에서 실패했습니다: {kind}: {error}. 작업이 멈췄고 파일은 남지 않았습니다</translation>
    </message>
    <message>
      <location filename="../core/distributed.py" />
      <source>the task was {status}</source>
      <translation>작업 상태: {status}</translation>
    </message>
    <message>
      <location filename="../core/distributed.py" />
      <source>the shard {name}</source>
      <translation>샤드 {name}</translation>
    </message>
    <message>
      <location filename="../core/distributed.py" />
      <source>counting the records of {path}</source>
      <translation>{path}의 레코드 수 세기</translation>
    </message>
    <message>
      <location filename="../core/distributed.py" />
      <source>write rows from {row}</source>
      <translation>{row}행부터 쓰기</translation>
    </message>
    <message>
      <location filename="../core/distributed.py" />
      <source>the model {model} on this Dask worker is not the file the job was planned with (SHA-256 {found} here, {planned} on the client): give every worker the same file</source>
      <translation>이 Dask 워커의 모델 {model}은(는) 작업을 계획한 파일이 아닙니다 (여기의 SHA-256 {found}, 클라이언트의 {planned}): 모든 워커에 같은 파일을 주세요</translation>
    </message>
    <message>
      <location filename="../core/export/assemble.py" />
      <source>{piece_path} ends before its records do (at byte {offset})</source>
      <translation>{piece_path}이(가) 레코드보다 먼저 끝납니다(바이트 {offset}에서)</translation>
    </message>
    <message>
      <location filename="../core/export/estimate.py" />
      <source>{count:,.0f} bytes</source>
      <translation>{count:,.0f}바이트</translation>
    </message>
    <message>
      <location filename="../core/export/estimate.py" />
      <source>{count:,.1f} {unit}</source>
      <translation>{count:,.1f} {unit}</translation>
    </message>
    <message>
      <location filename="../core/export/estimate.py" />
      <source>{patches}, an estimated {size} before compression ({records})</source>
      <translation>{patches}, 압축 전 약 {size}({records})</translation>
    </message>
    <message>
      <location filename="../core/export/estimate.py" />
      <source>the export would write {size}, more than one export may ({max_patches:,} patches, {max_size}): check {pixel_size}, {extent} and {patch_dimensions}; nothing was written</source>
      <translation>내보내기가 {size}을(를) 쓰게 되어 한 번의 내보내기 한도({max_patches:,}개 패치, {max_size})를 넘습니다: {pixel_size}, {extent}, {patch_dimensions}를 확인하세요. 아무것도 쓰지 않았습니다</translation>
    </message>
    <message>
      <location filename="../core/export/estimate.py" />
      <source>the export would write {size}, more than one export may ({max_patches:,} patches, {max_size}): check {pixel_size}, {extent} and {patch_dimensions}</source>
      <translation>내보내기가 {size}을(를) 쓰게 되어 한 번의 내보내기 한도({max_patches:,}개 패치, {max_size})를 넘습니다: {pixel_size}, {extent}, {patch_dimensions}를 확인하세요</translation>
    </message>
    <message>
      <location filename="../core/export/estimate.py" />
      <source>at least {size} even at deflate's best ratio</source>
      <translation>deflate의 최고 압축률로도 최소 {size}</translation>
    </message>
    <message>
      <location filename="../core/export/estimate.py" />
      <source>the export would write {size}: it needs {needs}, and {folder} has {free} free. Nothing was written; free space, choose another output folder, or check {pixel_size}, {extent} and {patch_dimensions}</source>
      <translation>내보내기가 {size}을(를) 쓰게 됩니다: {needs}이(가) 필요한데 {folder}에는 {free}만 남아 있습니다. 아무것도 쓰지 않았습니다. 공간을 비우거나, 다른 출력 폴더를 고르거나, {pixel_size}, {extent}, {patch_dimensions}를 확인하세요</translation>
    </message>
    <message>
      <location filename="../core/export/estimate.py" />
      <source>the export would write {size}: it needs {needs}, and {folder} has {free} free: free space, choose another output folder, or check {pixel_size}, {extent} and {patch_dimensions}</source>
      <translation>내보내기가 {size}을(를) 쓰게 됩니다: {needs}이(가) 필요한데 {folder}에는 {free}만 남아 있습니다: 공간을 비우거나, 다른 출력 폴더를 고르거나, {pixel_size}, {extent}, {patch_dimensions}를 확인하세요</translation>
    </message>
    <message>
      <location filename="../core/export/estimate.py" />
      <source>Warning: the export will write {size}, and {folder} has {free} free: it fits only if GZIP compresses the records that much</source>
      <translation>경고: 내보내기가 {size}을(를) 쓰는데 {folder}에는 {free}만 남아 있습니다: GZIP이 레코드를 그만큼 압축해야만 들어갑니다</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{option} gives {names} for {bands}; name them in this order (each array layer is one band): {defaults}</source>
      <translation>{option}에 {bands}에 대한 {names}가 있습니다. 이 순서로 이름을 지으세요 (배열 레이어마다 밴드 하나): {defaults}</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/export_image.py" />
      <source>%n band names</source>
      <translation>
        <numerusform>밴드 이름 %n개</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>band names must not be empty</source>
      <translation>밴드 이름은 비어 있으면 안 됩니다</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>band name {band_name!r} is used twice; band names become feature names and must be unique</source>
      <translation>밴드 이름 {band_name!r}이(가) 두 번 쓰였습니다. 밴드 이름은 피처 이름이 되므로 서로 달라야 합니다</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{option} {label_band!r} is also the name of an image band; give the label band another name</source>
      <translation>{option} {label_band!r}은(는) 이미지 밴드의 이름이기도 합니다. 레이블 밴드에 다른 이름을 주세요</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>a band has no name: the bands are named (resolve_band_names) before their features are planned</source>
      <translation>이름 없는 밴드가 있습니다: 밴드는 피처를 계획하기 전에 이름이 정해집니다(resolve_band_names)</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>band {band_name!r} holds values above 2^63-1, which an int64_list cannot hold: use the float value type</source>
      <translation>밴드 {band_name!r}에 2^63-1보다 큰 값이 있어 int64_list에 담을 수 없습니다: float 값 형식을 쓰세요</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>one byte: {code}</source>
      <translation>1바이트: {code}</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>one record per pixel: {th} x {tw} records per patch, pixels row-major</source>
      <translation>픽셀마다 레코드 하나: 패치마다 {th} x {tw}개 레코드, 픽셀은 행 우선 순서</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>file name prefix {prefix!r} must be a plain name (or end in '/' for a subfolder of the output folder)</source>
      <translation>파일 이름 접두사 {prefix!r}은(는) 단순한 이름이어야 합니다(출력 폴더의 하위 폴더라면 '/'로 끝나도 됩니다)</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>the set {name!r} would write its files under the prefix {set_prefix!r}, where another export is ({sidecar}): choose another {prefix} or set name, or remove that export</source>
      <translation>세트 {name!r}의 파일이 접두사 {set_prefix!r} 아래에 쓰이게 되는데, 그곳에는 다른 내보내기가 있습니다({sidecar}): 다른 {prefix}나 세트 이름을 고르거나 그 내보내기를 지우세요</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{sidecar} names the set {name!r}, but its prefix holds another export ({other}): that export is left as it is</source>
      <translation>{sidecar}에 세트 {name!r}이(가) 적혀 있지만, 그 접두사에는 다른 내보내기({other})가 있습니다: 그 내보내기는 그대로 둡니다</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{folder} is a folder where the export writes a file: move or rename it, or choose another {prefix}</source>
      <translation>{folder}은(는) 내보내기가 파일을 쓰는 자리에 있는 폴더입니다: 옮기거나 이름을 바꾸거나 다른 {prefix}를 고르세요</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{layer} has no CRS: the mixer could not georeference the patches (assign the layer a CRS, or give {target_crs})</source>
      <translation>{layer}에 좌표계가 없습니다: 믹서가 패치의 위치를 정할 수 없습니다(레이어에 좌표계를 지정하거나 {target_crs}를 주세요)</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>the export region is empty ({grid_width} x {grid_height} pixels)</source>
      <translation>내보내기 영역이 비어 있습니다({grid_width} x {grid_height} 픽셀)</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>no whole {pw} x {ph} patch fits in the {grid_width} x {grid_height} pixel export region: use smaller {patch_dimensions}, a larger extent, or edge mode 'pad'</source>
      <translation>{grid_width} x {grid_height} 픽셀 내보내기 영역에 온전한 {pw} x {ph} 패치가 하나도 들어가지 않습니다: 더 작은 {patch_dimensions}, 더 큰 범위 또는 가장자리 모드 'pad'를 쓰세요</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>the export plan's band names are not resolved yet (plan_export resolves them)</source>
      <translation>내보내기 계획의 밴드 이름이 아직 정해지지 않았습니다(plan_export가 정합니다)</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <location filename="../core/predict/plan.py" />
      <source>threads must be a whole number of at least 1, got {threads!r}</source>
      <translation>threads는 1 이상의 정수여야 하는데 {threads!r}입니다</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/export_image.py" />
      <source>a record of {th} x {tw} pixels and %n values per pixel would pass protobuf's 2 GiB limit: use smaller {patch_dimensions}</source>
      <translation>
        <numerusform>{th} x {tw} 픽셀에 픽셀당 값 %n개인 레코드는 protobuf의 2 GiB 한도를 넘습니다: 더 작은 {patch_dimensions}를 쓰세요</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>Warning: each record holds {size:,} bytes, more than the {ceiling} MB this plugin reads a record up to: to import or inspect these files, set {variable}={needed} where they are read, or use smaller {patch_dimensions}</source>
      <translation>경고: 레코드마다 {size:,}바이트로, 이 플러그인이 레코드 하나를 읽는 한도 {ceiling} MB보다 큽니다: 이 파일들을 가져오거나 검사하려면 읽는 곳에서 {variable}={needed}(으)로 설정하거나 더 작은 {patch_dimensions}를 쓰세요</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{share} and {ratio} sample patches by their labels: give a label layer ({labels})</source>
      <translation>{share}와 {ratio}는 레이블로 패치를 추립니다: 레이블 레이어({labels})를 주세요</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{tfindex} needs uncompressed shards ({uncompressed}): a .tfindex holds byte offsets into the file, which a GZIP file does not have (the tfrecord package would read the index's records from the decompressed stream, from its start each time); nothing was written</source>
      <translation>{tfindex}에는 압축하지 않은 샤드({uncompressed})가 필요합니다: .tfindex는 파일 안의 바이트 오프셋을 담는데 GZIP 파일에는 그것이 없습니다(tfrecord 패키지는 인덱스의 레코드를 매번 처음부터 압축을 푼 스트림에서 읽게 됩니다). 아무것도 쓰지 않았습니다</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{buffer} keeps the sets of {splits} apart: give {splits} too, or leave out {buffer}</source>
      <translation>{buffer}는 {splits}의 세트들을 떨어뜨려 놓습니다: {splits}도 주거나 {buffer}를 빼세요</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{mask} masks the margins another set owns, a way of {buffer}: give {buffer} too, or leave out {mask}</source>
      <translation>{mask}은(는) 다른 세트에 속한 여백을 마스크 처리하는 {buffer}의 한 방식입니다. {buffer}도 지정하거나 {mask}을(를) 빼십시오</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>write_patch_rows needs the writer of ExportPlan.shard_writer, which has a thread pool</source>
      <translation>write_patch_rows에는 스레드 풀이 있는 ExportPlan.shard_writer의 writer가 필요합니다</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/export_image.py" />
      <source>every one of the %n patches is wholly masked (nodata, outside a layer, or where the layers do not overlap), so every value would be {default_value}; nothing was written</source>
      <translation>
        <numerusform>패치 %n개가 모두 완전히 마스크되어(nodata, 레이어 밖, 또는 레이어가 겹치지 않는 곳) 모든 값이 {default_value}가 됩니다. 아무것도 쓰지 않았습니다</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>the sampling kept no patch of {total}: {sampling}; nothing was written (lower {share} or raise {ratio})</source>
      <translation>추출에서 패치 {total}개 중 하나도 남지 않았습니다: {sampling}. 아무것도 쓰지 않았습니다({share}를 낮추거나 {ratio}를 높이세요)</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>every patch has more than {masked_threshold}={threshold} of its pixels masked: nothing to export</source>
      <translation>모든 패치가 픽셀의 {masked_threshold}={threshold}보다 많이 마스크되었습니다: 내보낼 것이 없습니다</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{kept} kept, {negatives_kept} of them without any label; {below_label_share} left out with labels covering less than {share} {min_label_share:g} of the patch, {negatives_left_out} without any label left out by {ratio} {negative_ratio:g} (seed {seed})</source>
      <translation>{kept} 유지, 그중 {negatives_kept}개는 레이블 없음; 레이블이 패치의 {share} {min_label_share:g}보다 적게 덮은 {below_label_share}개 제외, 레이블 없는 {negatives_left_out}개는 {ratio} {negative_ratio:g}로 제외(시드 {seed})</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>the record sizes of {shard} were not kept: a .tfindex needs them</source>
      <translation>{shard}의 레코드 크기를 보관하지 않았습니다: .tfindex에는 그것이 필요합니다</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>Wrote {written:,} of {total_patches} in {files}</source>
      <translation>{total_patches} 중 {written:,}개를 {files}에 썼습니다</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/export_image.py" />
      <source>Wrote %n .tfindex files beside the shards</source>
      <translation>
        <numerusform>샤드 옆에 .tfindex 파일 %n개를 썼습니다</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>Sampling: {sampling}</source>
      <translation>추출: {sampling}</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/export_image.py" />
      <source>%n of the {kept} hold no label</source>
      <translation>
        <numerusform>{kept} 중 %n개에는 레이블이 없습니다</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>Sets (blocks of {block} x {block} patches, seed {seed}): {sets}</source>
      <translation>세트({block} x {block} 패치 블록, 시드 {seed}): {sets}</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{name} {patches} ({share_kept:.1%}, asked {share:g}) as {prefix}-...</source>
      <translation>{name} {patches}({share_kept:.1%}, 요청 {share:g}), {prefix}-...로</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>Warning: set {name!r} got no patch (too few blocks of {block} x {block} patches, or none it got was kept); its index lists none</source>
      <translation>경고: 세트 {name!r}에 패치가 하나도 없습니다({block} x {block} 패치 블록이 너무 적거나 받은 패치가 하나도 유지되지 않음). 그 인덱스는 비어 있습니다</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{name} {patches}</source>
      <translation>{name} {patches}</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>Buffer between sets: in {masked} ({per_set}) the margin pixels another set owns were masked (kernel margins reach {reach_x} x {reach_y} patches); no patch was left out</source>
      <translation>세트 사이 완충: {masked}({per_set})에서 다른 세트에 속한 여백 픽셀을 마스크 처리했습니다(커널 여백이 {reach_x} x {reach_y} 패치까지 미침). 제외된 패치는 없습니다</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>Buffer between sets: {left_out} left out ({per_set}), whose records would have shared pixels with another set's (kernel margins reach {reach_x} x {reach_y} patches); where sets met, the set ahead of its share gave way</source>
      <translation>세트 사이 완충: {left_out} 제외({per_set}). 이 레코드들은 다른 세트의 레코드와 픽셀을 공유했을 것입니다(커널 여백이 {reach_x} x {reach_y} 패치까지 미침). 세트가 만나는 곳에서는 자기 비율을 앞선 세트가 양보했습니다</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>Class pixels ({name}): {classes}</source>
      <translation>클래스 픽셀({name}): {classes}</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{value} ({class_name}) {count}</source>
      <translation>{value} ({class_name}) {count}</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>Warning: no written patch holds a label: no feature of {layer} lies on them (are the label layer's CRS and extent those of the rasters?)</source>
      <translation>경고: 쓴 패치 중 레이블이 있는 것이 없습니다: {layer}의 피처가 하나도 그 위에 있지 않습니다(레이블 레이어의 좌표계와 범위가 래스터와 같습니까?)</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>Exporting {patches} of {pw} x {ph} pixels ({tile_width} x {tile_height} with kernel margins), {per_row} per row, bands: {bands}; label band {label_band}</source>
      <translation>{pw} x {ph} 픽셀({tile_width} x {tile_height}, 커널 여백 포함) {patches}를 행마다 {per_row}개씩 내보내는 중, 밴드: {bands}; 레이블 밴드 {label_band}</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>Exporting {patches} of {pw} x {ph} pixels ({tile_width} x {tile_height} with kernel margins), {per_row} per row, bands: {bands}</source>
      <translation>{pw} x {ph} 픽셀({tile_width} x {tile_height}, 커널 여백 포함) {patches}를 행마다 {per_row}개씩 내보내는 중, 밴드: {bands}</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>The last {columns} and {rows} of the {grid_width} x {grid_height} pixel region fill no whole {pw} x {ph} patch and are left out, as EE does; edge mode 'pad' keeps them</source>
      <translation>{grid_width} x {grid_height} 픽셀 영역의 마지막 {columns}과 {rows}은 온전한 {pw} x {ph} 패치를 채우지 못해 EE처럼 제외됩니다. 가장자리 모드 'pad'를 쓰면 포함됩니다</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/export_image.py" />
      <source>%n of {total} are wholly masked (nodata or outside a layer): every value in them is {default_value}; EE writes them too, {masked_threshold} below 1 (e.g. 0.99) leaves them out</source>
      <translation>
        <numerusform>{total} 중 %n개가 완전히 마스크되었습니다(nodata 또는 레이어 밖): 그 안의 모든 값은 {default_value}입니다. EE도 이들을 씁니다. {masked_threshold}를 1 미만(예: 0.99)으로 하면 빠집니다</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/export_image.py" />
      <source>%n of {total} are wholly masked (nodata or outside a layer): every value in them is {default_value}; {masked_threshold} {threshold:g} left them out</source>
      <translation>
        <numerusform>{total} 중 %n개가 완전히 마스크되었습니다(nodata 또는 레이어 밖): 그 안의 모든 값은 {default_value}입니다. {masked_threshold} {threshold:g}로 빠졌습니다</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>every patch would be wholly masked, every value {default_value}: {where}</source>
      <translation>모든 패치가 완전히 마스크되어 모든 값이 {default_value}가 됩니다: {where}</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{refusal}. Nothing was written; choose an extent inside every layer, or export the layers separately</source>
      <translation>{refusal}. 아무것도 쓰지 않았습니다. 모든 레이어 안쪽의 범위를 고르거나 레이어를 따로 내보내세요</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{refusal}; choose an extent inside every layer, or export the layers separately</source>
      <translation>{refusal}. 모든 레이어 안쪽의 범위를 고르거나 레이어를 따로 내보내세요</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{layer} covers none of the export region</source>
      <translation>{layer}은(는) 내보내기 영역을 전혀 덮지 않습니다</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{layers} cover none of the export region</source>
      <translation>{layers}은(는) 내보내기 영역을 전혀 덮지 않습니다</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>the layers {layers} do not overlap inside the export region</source>
      <translation>레이어 {layers}은(는) 내보내기 영역 안에서 겹치지 않습니다</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>the layers {layers} do not overlap inside the export region ({layer} covers none of it)</source>
      <translation>레이어 {layers}은(는) 내보내기 영역 안에서 겹치지 않습니다({layer}은(는) 영역을 전혀 덮지 않습니다)</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>the layers {layers} do not overlap inside the export region ({missing} cover none of it)</source>
      <translation>레이어 {layers}은(는) 내보내기 영역 안에서 겹치지 않습니다({missing}은(는) 영역을 전혀 덮지 않습니다)</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>field {field!r}</source>
      <translation>필드 {field!r}</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>the constant {value}</source>
      <translation>상수 {value}</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>Labels: {layer}, {what}, burnt into band {band!r} (all touched); label nodata {nodata}</source>
      <translation>레이블: {layer}, {what}, 밴드 {band!r}에 래스터화(닿는 픽셀 모두); 레이블 nodata {nodata}</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>Labels: {layer}, {what}, burnt into band {band!r}; label nodata {nodata}</source>
      <translation>레이블: {layer}, {what}, 밴드 {band!r}에 래스터화; 레이블 nodata {nodata}</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>  class {value}: {name}</source>
      <translation>  클래스 {value}: {name}</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/labels.py" />
      <source>  %n features without a {field!r} value are not burnt</source>
      <translation>
        <numerusform>  {field!r} 값이 없는 피처 %n개는 래스터화하지 않습니다</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{option} {layer}: cannot open {source_path} as vector data ({error})</source>
      <translation>{option} {layer}: {source_path}을(를) 벡터 데이터로 열 수 없습니다({error})</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{option} {layer}: cannot open {source_path} as vector data</source>
      <translation>{option} {layer}: {source_path}을(를) 벡터 데이터로 열 수 없습니다</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{option} {layer}: {source_path} has no layer {source_layer!r} (it has: {names})</source>
      <translation>{option} {layer}: {source_path}에 레이어 {source_layer!r}이(가) 없습니다(있는 것: {names})</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{option} {layer}: {source_path} holds no vector layer</source>
      <translation>{option} {layer}: {source_path}에 벡터 레이어가 없습니다</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{option} {layer}: its filter {source_where!r} does not apply ({error})</source>
      <translation>{option} {layer}: 필터 {source_where!r}을(를) 적용할 수 없습니다({error})</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{option}: the label layer {layer} has no field {source_field!r} (its fields: {names})</source>
      <translation>{option}: 레이블 레이어 {layer}에 필드 {source_field!r}이(가) 없습니다(필드: {names})</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{option} {source_field!r} is a {field_type} field: label values come from a number field (the values) or a text field (one class per text)</source>
      <translation>{option} {source_field!r}은(는) {field_type} 필드입니다: 레이블 값은 숫자 필드(값 그대로) 또는 텍스트 필드(텍스트마다 클래스 하나)에서 옵니다</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{what} is {value!r}: labels are whole numbers (the label band is int64); use a field of whole numbers, or a text field for named classes</source>
      <translation>{what} 값이 {value!r}입니다: 레이블은 정수입니다(레이블 밴드는 int64). 정수 필드를 쓰거나, 이름 있는 클래스라면 텍스트 필드를 쓰세요</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{what} is {number}: label values must lie within {least}..{greatest}</source>
      <translation>{what} 값이 {number}입니다: 레이블 값은 {least}..{greatest} 안에 있어야 합니다</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{option} {field!r} of feature {fid}</source>
      <translation>피처 {fid}의 {option} {field!r}</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{option} {layer} has no feature with a {source_field!r} value: nothing to burn</source>
      <translation>{option} {layer}에 {source_field!r} 값이 있는 피처가 없습니다: 래스터화할 것이 없습니다</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{option}: the label band needs a name (the feature name in the records)</source>
      <translation>{option}: 레이블 밴드에는 이름(레코드 안의 피처 이름)이 필요합니다</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{option} {layer} has no feature with a geometry: nothing to burn</source>
      <translation>{option} {layer}에 지오메트리가 있는 피처가 없습니다: 래스터화할 것이 없습니다</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{option} of feature {fid}</source>
      <translation>피처 {fid}의 {option}</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{option} {layer}: GDAL could not burn it onto the export grid ({failure})</source>
      <translation>{option} {layer}: GDAL이 내보내기 격자에 래스터화하지 못했습니다({failure})</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>the burnt labels could not be written to {path}: {error}</source>
      <translation>래스터화한 레이블을 {path}에 쓸 수 없었습니다: {error}</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>the burnt labels could not be written to {path}: {reason}</source>
      <translation>래스터화한 레이블을 {path}에 쓸 수 없었습니다: {reason}</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>cannot read the burnt labels at {path}: {error}</source>
      <translation>{path}의 래스터화한 레이블을 읽을 수 없습니다: {error}</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>cannot read the burnt labels at {path}: {reason}</source>
      <translation>{path}의 래스터화한 레이블을 읽을 수 없습니다: {reason}</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>no geometry</source>
      <translation>지오메트리 없음</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>no finite coordinates in the raster grid's CRS</source>
      <translation>래스터 격자 좌표계에서 유한한 좌표가 없음</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>outside the rasters</source>
      <translation>래스터 밖</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>patch crosses the raster edge</source>
      <translation>패치가 래스터 가장자리를 넘음</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>more of the patch masked than {threshold} allows</source>
      <translation>패치가 {threshold}가 허용하는 것보다 많이 마스크됨</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>rotated raster grids are not supported</source>
      <translation>회전된 래스터 격자는 지원하지 않습니다</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>Point {number} skipped: {reason}{where}</source>
      <translation>점 {number} 건너뜀: {reason}{where}</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>attribute {clashes} has the name of a band feature; leave it out or rename the band with band names</source>
      <translation>속성 {clashes}의 이름이 밴드 피처와 같습니다: 빼거나 밴드 이름으로 밴드 이름을 바꾸세요</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>point {number}: {error}</source>
      <translation>점 {number}: {error}</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>unknown edge point handling {edge_points!r}: use one of {choices}</source>
      <translation>알 수 없는 가장자리 점 처리 {edge_points!r}: {choices} 중 하나를 쓰세요</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>{sequence} writes one record per pixel, which cannot carry a point's attributes: export patches at points as Examples</source>
      <translation>{sequence}는 픽셀마다 레코드 하나를 쓰므로 점의 속성을 담을 수 없습니다: 점 위치 패치는 Example로 내보내세요</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>Exporting patches of {pw} x {ph} pixels ({tile_width} x {tile_height} with kernel margins) at points, bands: {names}; points whose patch crosses the raster edge: {fate}</source>
      <translation>점 위치에서 {pw} x {ph} 픽셀({tile_width} x {tile_height}, 커널 여백 포함) 패치를 내보내는 중, 밴드: {names}; 패치가 래스터 가장자리를 넘는 점: {fate}</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>masked</source>
      <translation>마스크함</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>skipped</source>
      <translation>건너뜀</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>{option}: the point layer has no points; nothing was written</source>
      <translation>{option}: 점 레이어에 점이 없습니다. 아무것도 쓰지 않았습니다</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/patches_at_points.py" />
      <source>no patch written: all %n points were skipped ({skipped})</source>
      <translation>
        <numerusform>쓴 패치가 없습니다: 점 %n개를 모두 건너뛰었습니다({skipped})</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>Wrote {patches} in {files}; skipped {skipped} ({reasons})</source>
      <translation>{patches}를 {files}에 썼습니다. {skipped} 건너뜀({reasons})</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>Wrote {patches} in {files}; skipped {skipped}</source>
      <translation>{patches}를 {files}에 썼습니다. {skipped} 건너뜀</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>{count} {reason}</source>
      <translation>{count} {reason}</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>{path}: cannot open as a raster ({reason})</source>
      <translation>{path}: 래스터로 열 수 없습니다({reason})</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>{path}: cannot open as a raster</source>
      <translation>{path}: 래스터로 열 수 없습니다</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>{path}: the raster is rotated (its geotransform has the rotation terms {b:g} and {d:g}), and patches are cut on a north-up grid: warp it onto one first (gdalwarp, or Raster &gt; Projections &gt; Warp in QGIS)</source>
      <translation>{path}: 래스터가 회전되어 있고(지오변환의 회전 항이 {b:g}와 {d:g}입니다), 패치는 북쪽이 위인 격자에서 잘립니다: 먼저 그런 격자로 재투영하세요 (gdalwarp, 또는 QGIS의 래스터 &gt; 투영 &gt; 재투영)</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>{path}: the raster is rotated (its geotransform has the rotation terms {b:g} and {d:g}), and patches are cut on a north-up grid: give {crs} and/or {size} to warp it onto one, as gdalwarp would</source>
      <translation>{path}: 래스터가 회전되어 있고(지오변환의 회전 항이 {b:g}와 {d:g}입니다), 패치는 북쪽이 위인 격자에서 잘립니다: gdalwarp처럼 그런 격자로 재투영하려면 {crs} 및/또는 {size}를 주세요</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>{layer_path}: has no band {number} (it has {bands})</source>
      <translation>{layer_path}: 밴드 {number}이(가) 없습니다(밴드 {bands}개)</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>{layer_path}: has no data band</source>
      <translation>{layer_path}: 데이터 밴드가 없습니다</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>{label}: band {band} has type {data_type}, which cannot be exported</source>
      <translation>{label}: 밴드 {band}의 형식 {data_type}은(는) 내보낼 수 없습니다</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>unknown resampling {resampling!r}: use one of {methods}</source>
      <translation>알 수 없는 리샘플링 {resampling!r}: {methods} 중 하나를 쓰세요</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>no input raster given</source>
      <translation>입력 래스터가 주어지지 않았습니다</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>rotated export grids are not supported</source>
      <translation>회전된 내보내기 격자는 지원하지 않습니다</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>{path}: has no CRS, so it cannot be warped onto the export grid</source>
      <translation>{path}: 좌표계가 없어 내보내기 격자로 변환할 수 없습니다</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>{path}: cannot be warped onto the export grid ({error})</source>
      <translation>{path}: 내보내기 격자로 변환할 수 없습니다({error})</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>{path}: its footprint cannot be found in the target CRS</source>
      <translation>{path}: 대상 CRS에서 그 영역을 찾을 수 없습니다</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>{path}: has no CRS, so it cannot be exported in another CRS</source>
      <translation>{path}: 좌표계가 없어 다른 좌표계로 내보낼 수 없습니다</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>{option} {crs!r} is not a CRS GDAL knows ({error})</source>
      <translation>{option} {crs!r}은(는) GDAL이 모르는 좌표계입니다({error})</translation>
    </message>
    <message>
      <location filename="../core/export/training.py" />
      <source>{option}: {item!r} is not name=share (e.g. train=0.8,val=0.2)</source>
      <translation>{option}: {item!r}은(는) name=share 형식이 아닙니다(예: train=0.8,val=0.2)</translation>
    </message>
    <message>
      <location filename="../core/export/training.py" />
      <source>{option}: set name {name!r} must start with a letter and hold only letters, digits and _ (it becomes part of the file names)</source>
      <translation>{option}: 세트 이름 {name!r}은(는) 글자로 시작하고 글자, 숫자, _만 담아야 합니다(파일 이름의 일부가 됩니다)</translation>
    </message>
    <message>
      <location filename="../core/export/training.py" />
      <source>{option}: the share of {name!r} must be a number, got {share!r}</source>
      <translation>{option}: {name!r}의 비율은 숫자여야 하는데 {share!r}입니다</translation>
    </message>
    <message>
      <location filename="../core/export/training.py" />
      <source>{option}: the share of {name!r} must be above 0, got {share}</source>
      <translation>{option}: {name!r}의 비율은 0보다 커야 하는데 {share}입니다</translation>
    </message>
    <message>
      <location filename="../core/export/training.py" />
      <source>{option}: set {name!r} is named twice</source>
      <translation>{option}: 세트 {name!r}이(가) 두 번 나옵니다</translation>
    </message>
    <message>
      <location filename="../core/export/training.py" />
      <source>{option}: give at least two sets, e.g. train=0.8,val=0.2 (empty: no split)</source>
      <translation>{option}: 세트를 두 개 이상 주세요. 예: train=0.8,val=0.2(비우면 나누지 않음)</translation>
    </message>
    <message>
      <location filename="../core/export/training.py" />
      <source>{option}: the shares add up to {total:g}, not 1: {splits}</source>
      <translation>{option}: 비율의 합이 1이 아니라 {total:g}입니다: {splits}</translation>
    </message>
    <message>
      <location filename="../core/export/training.py" />
      <source>{option} must be a whole number of at least 1, got {block!r}</source>
      <translation>{option}은 1 이상의 정수여야 하는데 {block!r}입니다</translation>
    </message>
    <message>
      <location filename="../core/export/training.py" />
      <source>{option} must be a whole number, got {seed!r}</source>
      <translation>{option}는 정수여야 하는데 {seed!r}입니다</translation>
    </message>
    <message>
      <location filename="../core/export/training.py" />
      <source>{name} must be a number from 0 to 1, got {value!r}</source>
      <translation>{name}은(는) 0부터 1까지의 숫자여야 하는데 {value!r}입니다</translation>
    </message>
    <message>
      <location filename="../core/export/training.py" />
      <source>{option} must be true or false, got {buffer!r}</source>
      <translation>{option}는 true 또는 false여야 하는데 {buffer!r}입니다</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/training.py" />
      <source>{block_option} {block}: the {patches_per_row} x {rows} patch grid holds %n blocks of {block} x {block} patches, fewer than the {sets} sets of {splits_option} ({splits}), so a set would get no patch; use a {block_option} of at most {fitting}, smaller patches or a larger region</source>
      <translation>
        <numerusform>{block_option} {block}: {patches_per_row} x {rows} 패치 격자에는 {block} x {block} 패치 블록이 %n개뿐으로, {splits_option}의 세트 {sets}개({splits})보다 적어 패치를 받지 못하는 세트가 생깁니다: {block_option}을 {fitting} 이하로 하거나, 패치를 작게 하거나, 영역을 넓히세요</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/export/training.py" />
      <source>Warning: {option}: the kernel margins reach {reach_x} x {reach_y} patches, so that with {block_option} {block} the sets keep {kept} of the patches, more than {points} points from the shares asked ({splits}); use a {block_option} of at least {blocks}, larger patches or a smaller kernel, or {mask} to mask the margin pixels another set owns instead of leaving patches out</source>
      <translation>경고: {option}: 커널 여백이 {reach_x} x {reach_y} 패치까지 미치므로 {block_option} {block}에서는 세트가 패치의 {kept}를 유지하여, 요청한 비율({splits})에서 {points}포인트 넘게 벗어납니다. {block_option}을(를) {blocks} 이상으로 하거나, 더 큰 패치나 더 작은 커널을 사용하거나, {mask}(으)로 패치를 제외하는 대신 다른 세트에 속한 여백 픽셀을 마스크 처리하십시오</translation>
    </message>
    <message>
      <location filename="../core/export/training.py" />
      <source>{option}: the kernel margins of {kernel} {kernel_width},{kernel_height} reach {reach_x} x {reach_y} patches of {patch} {patch_width},{patch_height}, so that with {block_option} {block} the buffer leaves set {name!r} no patch clear of the other sets; use a {block_option} of at least {blocks} (each block then keeps patches out of its neighbours' reach), larger patches or a smaller kernel</source>
      <translation>{option}: {kernel} {kernel_width},{kernel_height}의 커널 여백이 {patch} {patch_width},{patch_height} 패치 {reach_x} x {reach_y}개까지 미치므로, {block_option} {block}에서는 완충 때문에 세트 {name!r}에 다른 세트와 떨어진 패치가 남지 않습니다: {block_option}을 {blocks} 이상으로 하거나(그러면 각 블록이 이웃의 영향 범위 밖 패치를 지킵니다), 패치를 크게 하거나, 커널을 작게 하세요</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>shown as classes ({classes})</source>
      <translation>클래스로 표시({classes})</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>shown as {style} ({classes})</source>
      <translation>{style}(으)로 표시({classes})</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>shown as {style} (a ramp over 0..1)</source>
      <translation>{style}(으)로 표시(0..1 색상 램프)</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>the mixer's CRS {crs} is not one GDAL knows</source>
      <translation>믹서의 좌표계 {crs}은(는) GDAL이 모르는 좌표계입니다</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>{path}: the mixer's CRS {crs} is not one GDAL knows</source>
      <translation>{path}: 믹서의 좌표계 {crs}은(는) GDAL이 모르는 좌표계입니다</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>GDAL could not {what}: {reason}</source>
      <translation>GDAL이 다음을 할 수 없었습니다: {what}: {reason}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>create {path}</source>
      <translation>{path} 만들기</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>feature {feature_name!r} is missing from {source} (it was in {first_where})</source>
      <translation>피처 {feature_name!r}이(가) {source}에 없습니다({first_where}에는 있었습니다)</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>feature {feature_name!r} has {values} in {source} but {feature_values} in {first_where}</source>
      <translation>피처 {feature_name!r}의 값이 {source}에서는 {values}지만 {first_where}에서는 {feature_values}입니다</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/importing/import_image.py" />
      <source>%n {kind} values</source>
      <translation>
        <numerusform>{kind} 값 %n개</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>the index sidecar's patchIndices must increase: records come in patch order</source>
      <translation>인덱스 사이드카의 patchIndices는 증가해야 합니다: 레코드는 패치 순서대로 옵니다</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <location filename="../core/predict/predict_image.py" />
      <source>write row {top} of the raster</source>
      <translation>래스터의 {top}행 쓰기</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>GDAL could not write the raster: its block {x},{y} of band {number} is missing from the file ({size} bytes were written)</source>
      <translation>GDAL이 래스터를 쓰지 못했습니다: 밴드 {number}의 블록 {x},{y}이(가) 파일에 없습니다({size}바이트를 썼습니다)</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>{output_path}: GDAL only reads there; write the GeoTIFF to a local file, a bucket (s3://, gs://, az://) or /vsimem/</source>
      <translation>{output_path}: GDAL은 그곳을 읽기만 합니다. GeoTIFF는 로컬 파일, 버킷(s3://, gs://, az://) 또는 /vsimem/에 쓰세요</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>open {path}</source>
      <translation>{path} 열기</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>make the overviews of {path}</source>
      <translation>{path}의 피라미드 만들기</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>write {output_path}</source>
      <translation>{output_path} 쓰기</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>{output}: cannot write the GeoTIFF: {reason}</source>
      <translation>{output}: GeoTIFF를 쓸 수 없습니다: {reason}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>GDAL could not write the raster: {detail}</source>
      <translation>GDAL이 래스터를 쓰지 못했습니다: {detail}</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/importing/import_image.py" />
      <source>%n pixels held values that are no class of the table ({values}): nodata</source>
      <translation>
        <numerusform>픽셀 %n개가 표에 없는 클래스 값을 가졌습니다({values}): nodata</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>class pixels: {classes}</source>
      <translation>클래스 픽셀: {classes}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>{name} {pixels}</source>
      <translation>{name} {pixels}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>output GeoTIFF</source>
      <translation>출력 GeoTIFF</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>int64 values beyond the Int32 range: written as Float64</source>
      <translation>Int32 범위를 넘는 int64 값: Float64로 씁니다</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{kernel} must be one whole number &gt;= 1 or two as 'kx,ky', got {value!r}</source>
      <translation>{kernel}는 1 이상의 정수 하나이거나 'kx,ky' 형식의 두 개여야 하는데 {value!r}입니다</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{features} entry {entry!r}: the depth after the colon must be 1 or more</source>
      <translation>{features} 항목 {entry!r}: 콜론 뒤의 깊이는 1 이상이어야 합니다</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>the export sidecar's order, then the others sorted by name</source>
      <translation>내보내기 사이드카의 순서, 나머지는 이름순</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>the export sidecar's order</source>
      <translation>내보내기 사이드카의 순서</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>sorted by name</source>
      <translation>이름순</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>bands ({order}): {bands}</source>
      <translation>밴드({order}): {bands}</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/importing/import_plan.py" />
      <source>with {kernel} {kx},{ky} a {pw}x{ph} patch needs %n values a band (a multiple of %n for a 3-D feature)</source>
      <translation>
        <numerusform>{kernel} {kx},{ky}에서 {pw}x{ph} 패치에는 밴드마다 값 %n개가 필요합니다(3차원 피처는 %n의 배수)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{values} ({kernel_size} {kernel})</source>
      <translation>{values}({kernel_size} {kernel})</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>a {pw}x{ph} patch needs {values} a band without kernel margins, or with margins {with_margins}, ...; a 3-D feature holds a multiple of these (for a kernel that is not square, give {kernel} as kx,ky)</source>
      <translation>{pw}x{ph} 패치에는 커널 여백 없이 밴드마다 {values}, 여백이 있으면 {with_margins}, ...개가 필요합니다. 3차원 피처는 이들의 배수를 담습니다(정사각형이 아닌 커널은 {kernel}를 kx,ky로 주세요)</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>record {index} of {path}</source>
      <translation>{path}의 레코드 {index}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{source} is not a tf.train.Example: {error}</source>
      <translation>{source}은(는) tf.train.Example이 아닙니다: {error}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>feature {name!r} is not in {where}, which has: {first}</source>
      <translation>피처 {name!r}이(가) {where}에 없습니다. 있는 것: {first}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>feature {name!r} has {values}</source>
      <translation>피처 {name!r}의 {values}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{described} in {first_where}, which fits neither layout: {fitting}; per-pixel records instead hold one value a feature (or its depth), one record a tile pixel</source>
      <translation>{first_where}에서 {described}, 어느 배치에도 맞지 않습니다: {fitting}. 픽셀 단위 레코드라면 피처마다 값 하나(또는 그 깊이만큼), 타일 픽셀마다 레코드 하나를 담습니다</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{where}cannot tell the kernel margins from the value counts, {choices}; give {kernel} as kx,ky</source>
      <translation>{where}값 개수로는 커널 여백을 알 수 없습니다. {choices}; {kernel}를 kx,ky로 주세요</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{first_where}, against the patchDimensions {patch_width} x {patch_height} of {mixer}: </source>
      <translation>{first_where}, {mixer}의 patchDimensions {patch_width} x {patch_height} 기준: </translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>feature {name!r} ignored: its value count ({count}) fits no patch layout</source>
      <translation>피처 {name!r} 무시: 값 개수({count})가 어떤 패치 배치에도 맞지 않습니다</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>feature {name!r} has no values in {where}</source>
      <translation>피처 {name!r}에 {where}의 값이 없습니다</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>feature {name!r} ignored: it has no values</source>
      <translation>피처 {name!r} 무시: 값이 없습니다</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{where} has no feature with values</source>
      <translation>{where}에 값이 있는 피처가 없습니다</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>the index file's patchIndices list {patches}</source>
      <translation>인덱스 파일의 patchIndices에 {patches}가 있습니다</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>the mixer's totalPatches is {patches}</source>
      <translation>믹서의 totalPatches는 {patches}입니다</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{records} with {kernel} {kx},{ky}</source>
      <translation>{kernel} {kx},{ky}에서 {records}개</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{patches} x tile pixels, e.g. {records} without margins (for a kernel that is not square, give {kernel} as kx,ky)</source>
      <translation>{patches} x 타일 픽셀 수, 예: 여백 없이 {records}개(정사각형이 아닌 커널은 {kernel}를 kx,ky로 주세요)</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>the files hold {records} but {what}{named}: one record a patch needs {needed}, per-pixel records {per_pixel}</source>
      <translation>파일에는 {records}가 있지만 {what}{named}: 패치당 레코드 하나라면 {needed}, 픽셀 단위 레코드라면 {per_pixel}이(가) 필요합니다</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>nodata value {nodata} does not fit the output type {type_name} (whole numbers {least} to {greatest})</source>
      <translation>nodata 값 {nodata}이(가) 출력 형식 {type_name}(정수 {least} ~ {greatest})에 맞지 않습니다</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>pixels the export masked hold defaultValue {nodata:g}: nodata (from {sidecar})</source>
      <translation>내보내기가 마스크한 픽셀은 defaultValue {nodata:g}을(를) 가집니다: nodata({sidecar}에서)</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{first_where} is a SequenceExample with feature lists only ({feature_lists}): only Example features (or a SequenceExample's context) become bands</source>
      <translation>{first_where}은(는) 피처 목록만 있는 SequenceExample입니다({feature_lists}): Example의 피처(또는 SequenceExample의 context)만 밴드가 됩니다</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>feature lists {feature_lists} of these SequenceExamples are not imported; only their context features are</source>
      <translation>이 SequenceExample들의 피처 목록 {feature_lists}은(는) 가져오지 않습니다. context 피처만 가져옵니다</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{path}: cannot read it: {reason}</source>
      <translation>{path}: 읽을 수 없습니다: {reason}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>no mixer (*-mixer.json or *-index.json) beside {paths}: give the mixer file ({mixer})</source>
      <translation>{paths} 옆에 믹서(*-mixer.json 또는 *-index.json)가 없습니다: 믹서 파일({mixer})을 주세요</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>the mixer given</source>
      <translation>주어진 믹서</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{mixer}: the index lists no patches (key 'patchIndices'): every patch was masked out, nothing to import</source>
      <translation>{mixer}: 인덱스에 패치가 없습니다('patchIndices' 키): 모든 패치가 마스크로 빠졌으니 가져올 것이 없습니다</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{mixer}: the mixer describes a raster of {mixer_width} x {mixer_height} pixels (totalPatches {patches}, patchesPerRow {per_row}, patchDimensions {patch_width} x {patch_height}): more than a GeoTIFF can hold ({largest} a side); is it the mixer of this export?</source>
      <translation>{mixer}: 믹서가 {mixer_width} x {mixer_height} 픽셀 래스터를 기술합니다(totalPatches {patches}, patchesPerRow {per_row}, patchDimensions {patch_width} x {patch_height}): GeoTIFF 한도(한 변 {largest})를 넘습니다. 이 내보내기의 믹서가 맞습니까?</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/importing/import_plan.py" />
      <source>its patchIndices list %n patches of {patches}</source>
      <translation>
        <numerusform>그 patchIndices에 패치 {patches}개 중 %n개가 있습니다</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>totalPatches is {patches}</source>
      <translation>totalPatches는 {patches}입니다</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{mixer}: keys patchesPerRow ({per_row}) and patchDimensions ({patch_width} x {patch_height}) make the raster {mixer_width} pixels wide ({records}); it is written a row of patches at a time, and a row of {bands} takes {gib_strip}: the {gib_held} the import holds at once (rows decoded ahead and rows of tiles) is more than half this machine's memory ({gib_memory}). Is it the mixer of these records?</source>
      <translation>{mixer}: patchesPerRow({per_row})와 patchDimensions({patch_width} x {patch_height}) 키로 래스터 너비가 {mixer_width} 픽셀이 됩니다({records}). 래스터는 패치 한 행씩 쓰이며 {bands}의 한 행은 {gib_strip}을(를) 차지합니다: 가져오기가 한 번에 붙잡는 {gib_held}(미리 디코딩한 행과 타일 행)이(가) 이 컴퓨터 메모리({gib_memory})의 절반을 넘습니다. 이 레코드들의 믹서가 맞습니까?</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{name!r} {values}</source>
      <translation>{name!r} {values}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{where} holds {counts}, ... ({features})</source>
      <translation>{where}에는 {counts}, ... ({features})이(가) 있습니다</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{where} holds {counts}</source>
      <translation>{where}에는 {counts}이(가) 있습니다</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{mixer}: key 'patchDimensions' is [{patch_width}, {patch_height}], but the export sidecar {sidecar_name} says {dimensions} (key 'patchDimensions'), and {first_holds}: the mixer and the sidecar are not of one export; give the mixer of these records</source>
      <translation>{mixer}: 'patchDimensions' 키는 [{patch_width}, {patch_height}]이지만 내보내기 사이드카 {sidecar_name}은(는) {dimensions}('patchDimensions' 키)라고 하며, {first_holds}: 믹서와 사이드카가 같은 내보내기의 것이 아닙니다. 이 레코드들의 믹서를 주세요</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>the export sidecar {sidecar} (key 'features')</source>
      <translation>내보내기 사이드카 {sidecar}('features' 키)</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>the export sidecar {sidecar}</source>
      <translation>내보내기 사이드카 {sidecar}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>feature {name!r} holds {values} in {where}, which the mixer's patchDimensions {patch_width} x {patch_height} ({mixer}) read as {bands} of {tile} pixels</source>
      <translation>피처 {name!r}은(는) {where}에 {values}를 담고 있으며, 믹서의 patchDimensions {patch_width} x {patch_height}({mixer})는 이를 {tile} 픽셀 {bands}로 읽습니다</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{read_as}, but {source} says it holds {depth}: the mixer is not of these records, or {source_split} is wrong</source>
      <translation>{read_as}. 그런데 {source}에 따르면 {depth}개를 담습니다: 믹서가 이 레코드들의 것이 아니거나 {source_split}이(가) 틀렸습니다</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source> ({side} x {side} patches)</source>
      <translation> ({side} x {side} 패치)</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{read_as}; nothing says it holds {feature_bands} (neither the export sidecar nor a feature of one band beside it), and one band of patches of another size holds as many values{other}. If it holds {feature_bands}, say so with {features} {feature_name}:{feature_depth}; otherwise give the mixer of these records</source>
      <translation>{read_as}. 그러나 {feature_bands}를 담는다고 말해 주는 것이 없고(내보내기 사이드카도, 옆의 단일 밴드 피처도 없음), 다른 크기 패치의 밴드 하나도 같은 수의 값을 담습니다{other}. {feature_bands}를 담는다면 {features} {feature_name}:{feature_depth}로 알려 주세요. 아니면 이 레코드들의 믹서를 주세요</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>feature {name!r} read channels-first, as the export that wrote it did (its sidecar {sidecar} describes it), whatever {layout} says</source>
      <translation>특성 {name!r}은(는) {layout}의 값과 관계없이, 그것을 쓴 내보내기처럼 channels-first로 읽었습니다 (사이드카 {sidecar}가 이 특성을 설명합니다)</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>feature {name!r} holds {bands} of {tile_width} x {tile_height} pixels in {where}, and nothing says in which order its {values} hold them: channels-first [{depth}, {tile_height}, {tile_width}] (band by band, as EE and this plugin's export write them) or channels-last [{tile_height}, {tile_width}, {depth}] (pixel by pixel, as a Keras model predicts them). Both readings fit; give {layout} {first} or {layout} {last}</source>
      <translation>특성 {name!r}은(는) {where}에 {tile_width} x {tile_height} 픽셀의 {bands}를 담고 있으나, 그 {values}가 어떤 순서로 밴드를 담는지 알려 주는 것이 없습니다: channels-first [{depth}, {tile_height}, {tile_width}] (밴드별로, EE와 이 플러그인의 내보내기가 쓰는 방식) 또는 channels-last [{tile_height}, {tile_width}, {depth}] (픽셀별로, Keras 모델이 예측하는 방식). 두 읽기 모두 맞습니다. {layout} {first} 또는 {layout} {last}를 주세요</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>the class table's order, matched by feature name</source>
      <translation>클래스 표의 순서, 피처 이름으로 맞춤</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source> ({extra} is no class of it)</source>
      <translation> ({extra}은(는) 그 표의 클래스가 아님)</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source> ({extra} are no class of it)</source>
      <translation> ({extra}은(는) 그 표의 클래스가 아님)</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source> (no feature is named {missing})</source>
      <translation> (이름이 {missing}인 피처가 없음)</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>, the band of the label nodata first if there is one</source>
      <translation>, 레이블 nodata 밴드가 있으면 그것을 맨 앞에</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <location filename="../core/layout/class_table.py" />
      <source>the class table {path}</source>
      <translation>클래스 표 {path}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <location filename="../core/layout/class_table.py" />
      <source>the class table</source>
      <translation>클래스 표</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>cannot tell which feature holds which class: the argmax takes band i as the i-th class of {where} ({classes}), and the features ({by_name}) are not named after its classes{detail}. The order of the keys inside a record is no order (a protobuf map has none, and TensorFlow writes them as it likes): list the features in the class table's order with {features}{nodata}</source>
      <translation>어느 피처가 어느 클래스인지 알 수 없습니다: argmax는 밴드 i를 {where}({classes})의 i번째 클래스로 보는데, 피처({by_name})의 이름이 그 클래스를 따르지 않습니다{detail}. 레코드 안 키의 순서는 순서가 아닙니다(protobuf map에는 순서가 없고 TensorFlow는 원하는 대로 씁니다): {features}로 피처를 클래스 표의 순서대로 나열하세요{nodata}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>kernelSize {kx},{ky} from {sidecar}</source>
      <translation>kernelSize {kx},{ky}, {sidecar}에서</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{mixer}: the mixer describes {patches} patches, a record each of at least {least} bytes ({first} holds that), but {files} can hold at most {records} ({bytes} bytes of records at most): is it the mixer of these records?</source>
      <translation>{mixer}: 믹서는 패치 {patches}개를 설명하고 그 레코드는 각각 최소 {least}바이트인데({first}이(가) 그 크기), {files}에는 {records}(레코드 최대 {bytes}바이트)만 들어갈 수 있습니다: 이 레코드들의 믹서가 맞습니까?</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/importing/import_plan.py" />
      <source>%n such records</source>
      <translation>
        <numerusform>그런 레코드 최대 %n개</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>no TFRecord files given</source>
      <translation>TFRecord 파일이 주어지지 않았습니다</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <location filename="../core/predict/contract.py" />
      <source>{option} is {value}; it is one of {layouts}</source>
      <translation>{option}이(가) {value}입니다. {layouts} 중 하나여야 합니다</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>unknown data type {data_type!r}: use one of {types}</source>
      <translation>알 수 없는 데이터 형식 {data_type!r}: {types} 중 하나를 쓰세요</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>as {features} lists them</source>
      <translation>{features}에 나열된 순서</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>pixels holding defaultValue {value:g} in every band (masked, as {sidecar} says) are nodata in the class map</source>
      <translation>모든 밴드에 defaultValue {value:g}을(를) 가진 픽셀({sidecar}에 따르면 마스크됨)은 클래스 맵에서 nodata입니다</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>patches the index leaves out are nodata ({nodata:g})</source>
      <translation>인덱스가 빼놓은 패치는 nodata({nodata:g})입니다</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>cannot tell the kernel margins from the value counts, {choices}; give {kernel} as kx,ky</source>
      <translation>값 개수로는 커널 여백을 알 수 없습니다. {choices}; {kernel}를 kx,ky로 주세요</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>not a tf.train.Example or SequenceExample: {error}</source>
      <translation>tf.train.Example이나 SequenceExample이 아닙니다: {error}</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>the records name more than {most} features: those named after are not described</source>
      <translation>레코드에 나오는 피처 이름이 {most}개보다 많습니다: 그 뒤에 나오는 피처는 설명하지 않습니다</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>The files hold {records} but the mixer {mixer} describes {patches}.</source>
      <translation>파일에는 {records}가 있지만 믹서 {mixer}은(는) {patches}를 기술합니다.</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>Cannot tell the kernel margins from the value counts, {choices}; give {kernel} as kx,ky.</source>
      <translation>값 개수로는 커널 여백을 알 수 없습니다. {choices}; {kernel}를 kx,ky로 주세요.</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>No feature's value count fits the mixer's patchDimensions with any kernel margin.</source>
      <translation>어떤 피처의 값 개수도 어떤 커널 여백으로든 믹서의 patchDimensions에 맞지 않습니다.</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/inspect.py" />
      <source>%n steps</source>
      <translation>
        <numerusform>%n단계</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>{low} to {high} steps</source>
      <translation>{low}~{high}단계</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>{low} to {high} values</source>
      <translation>값 {low}~{high}개</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>in {records} of {total}</source>
      <translation>{total} 중 {records}개에 있음</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>{name}: left out, {kinds} lists in different records: one spec cannot parse both (TensorFlow stops with "Data types don't match"); read it with the numpy snippet</source>
      <translation>{name}: 제외됨, 레코드마다 {kinds} 목록이 섞여 있어 한 명세로 둘 다 파싱할 수 없습니다(TensorFlow는 "Data types don't match"로 멈춥니다). numpy 코드로 읽으세요</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>no record sets a value list</source>
      <translation>값 목록을 가진 레코드가 없습니다</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>{steps}, {presence}</source>
      <translation>{steps}, {presence}</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>{steps} of {values}, {presence}</source>
      <translation>{steps}, 단계마다 {values}, {presence}</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>a raw uint8 patch: {code}</source>
      <translation>원시 uint8 패치: {code}</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>{values}, {presence}</source>
      <translation>{values}, {presence}</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>{low} to {high}</source>
      <translation>{low}~{high}</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/inspect.py" />
      <source>%n {record_type} records</source>
      <translation>
        <numerusform>{record_type} 레코드 %n개</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/inspect.py" />
      <source>%n records, none of them a readable Example or SequenceExample</source>
      <translation>
        <numerusform>레코드 %n개, 그중 읽을 수 있는 Example이나 SequenceExample은 없음</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>{records} in {files}, as TFRecord Bridge inspected them.</source>
      <translation>{files}의 {records}, TFRecord Bridge가 검사한 결과입니다.</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>{records}; reads them with TFRecord Bridge's codec (numpy only, no TensorFlow).</source>
      <translation>{records}. TFRecord Bridge의 코덱으로 읽습니다(numpy만, TensorFlow 없이).</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>the folder holding the tfrecord_bridge package</source>
      <translation>tfrecord_bridge 패키지가 있는 폴더</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>Shapes to reshape to (None: variable length, left flat; bytes features are lists of bytes).</source>
      <translation>바꿀 모양(None: 가변 길이, 평평하게 둠. bytes 특성은 bytes 목록입니다).</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>one bytes value holding a uint8 patch</source>
      <translation>uint8 패치를 담은 bytes 값 하나</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>(context, feature_lists) per record: feature lists as lists of per-step arrays.</source>
      <translation>레코드마다 (context, feature_lists): 특성 목록은 단계별 배열의 목록입니다.</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>One dict of arrays per record.</source>
      <translation>레코드마다 배열 dict 하나.</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>PyTorch, when it is installed: the same records as an IterableDataset</source>
      <translation>PyTorch가 설치되어 있으면: 같은 레코드를 IterableDataset으로</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>One dict a record (feature name: numpy array), each patch {layout}.</source>
      <translation>레코드마다 dict 하나(특성 이름: numpy 배열), 각 패치는 {layout}입니다.</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>DataLoader workers may start a new Python that imports this file</source>
      <translation>DataLoader 워커는 이 파일을 가져오는 새 Python을 시작할 수 있습니다</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>Uncompressed files are read at random (shuffle=True works); GZIP files are streamed, each worker reading its share (PatchDataset(..., random_access=True) reads them at random too).</source>
      <translation>압축하지 않은 파일은 임의 순서로 읽습니다(shuffle=True 사용 가능). GZIP 파일은 스트림으로 읽으며 각 워커가 자기 몫을 읽습니다(PatchDataset(..., random_access=True)로 임의 순서로도 읽을 수 있습니다).</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>Batches of records (feature name: [batch, H, W, C] array); model.fit wants (inputs, targets).</source>
      <translation>레코드 배치(특성 이름: [batch, H, W, C] 배열). model.fit에는 (inputs, targets)가 필요합니다.</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>Read at random: GZIP files are inflated once into a cache folder (PatchDataset's cache_dir).</source>
      <translation>임의 순서로 읽기: GZIP 파일은 캐시 폴더(PatchDataset의 cache_dir)에 한 번 압축 해제됩니다.</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>A random-access data source (len and [index]): GZIP files are inflated once into a cache folder (PatchDataset's cache_dir) on the first read.</source>
      <translation>임의 접근 데이터 소스(len과 [index]): GZIP 파일은 처음 읽을 때 캐시 폴더(PatchDataset의 cache_dir)에 한 번 압축 해제됩니다.</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>{records} in {files}, as TFRecord Bridge inspected them, read with its PatchDataset (numpy only, no TensorFlow).</source>
      <translation>{files}의 {records}, TFRecord Bridge가 검사한 대로 PatchDataset으로 읽습니다(numpy만 사용, TensorFlow 없음).</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>or "jax"</source>
      <translation>또는 "jax"</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{where}: the class value must be a whole number, got {shown_value}</source>
      <translation>{where}: 클래스 값은 정수여야 하는데 {shown_value}입니다</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{where}: the class value {shown_number} is beyond the whole numbers a raster band holds ({least} to {greatest})</source>
      <translation>{where}: 클래스 값 {shown_number}은(는) 래스터 밴드가 담을 수 있는 정수 범위({least} ~ {greatest})를 벗어납니다</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{where}: the colour must be written #rrggbb (e.g. #1f78b4), got {value}</source>
      <translation>{where}: 색상은 #rrggbb 형식(예: #1f78b4)으로 적어야 하는데 {value}입니다</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{path}: the class table lists more than {most} classes</source>
      <translation>{path}: 클래스 표에 클래스가 {most}개보다 많습니다</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{path}: the class table lists no class</source>
      <translation>{path}: 클래스 표에 클래스가 없습니다</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{where}: class value {value} is listed twice (also {seen_values})</source>
      <translation>{where}: 클래스 값 {value}이(가) 두 번 나옵니다(또한 {seen_values})</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{where}: class name {name} is listed twice (also {seen_names})</source>
      <translation>{where}: 클래스 이름 {name}이(가) 두 번 나옵니다(또한 {seen_names})</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{path}: the label nodata value {nodata:g} is also a class ({seen_values})</source>
      <translation>{path}: 레이블 nodata 값 {nodata:g}이(가) 클래스이기도 합니다({seen_values})</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{path}: not a class table: the JSON must be an object with "labels": {{"classes": [...]}} (an export sidecar), or give a CSV of value,name[,color]</source>
      <translation>{path}: 클래스 표가 아닙니다: JSON은 "labels": {{"classes": [...]}}를 가진 객체(내보내기 사이드카)여야 합니다. 아니면 value,name[,color] CSV를 주세요</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{path}: key "labels" is missing: this export had no label layer, so it has no class table (give a CSV of value,name[,color] instead)</source>
      <translation>{path}: "labels" 키가 없습니다: 이 내보내기에는 레이블 레이어가 없었으므로 클래스 표가 없습니다(대신 value,name[,color] CSV를 주세요)</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{path}: key "labels" must be an object, got {labels}</source>
      <translation>{path}: "labels" 키는 객체여야 하는데 {labels}입니다</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{path}: key "labels.classes" must be a list of {{"value", "name"}} objects, got {classes}</source>
      <translation>{path}: "labels.classes" 키는 {{"value", "name"}} 객체의 목록이어야 하는데 {classes}입니다</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{where} must be an object with "value" and "name", got {entry}</source>
      <translation>{where}은(는) "value"와 "name"을 가진 객체여야 하는데 {entry}입니다</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{where}.name is empty</source>
      <translation>{where}.name이 비어 있습니다</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{path}: key {key}</source>
      <translation>{path}: 키 {key}</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{path}: line {number}</source>
      <translation>{path}: {number}행</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{where}: expected value,name or value,name,color, got {line}</source>
      <translation>{where}: value,name 또는 value,name,color 형식이어야 하는데 {line}입니다</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{where}: the class name is empty</source>
      <translation>{where}: 클래스 이름이 비어 있습니다</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>a class table</source>
      <translation>클래스 표</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{path}: cannot read the class table: {error}</source>
      <translation>{path}: 클래스 표를 읽을 수 없습니다: {error}</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{path}: not valid JSON: {error}</source>
      <translation>{path}: 올바른 JSON이 아닙니다: {error}</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>class values {least} to {greatest} fit no raster type</source>
      <translation>클래스 값 {least} ~ {greatest}에 맞는 래스터 형식이 없습니다</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>, or {bands} with a first band for the label nodata {nodata:g}</source>
      <translation>, 또는 레이블 nodata {nodata:g}에 대한 첫 밴드를 포함해 {bands}개</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>the argmax of the prediction bands takes band i as the i-th class of {where}, which has {classes} ({table_names}), but the import has {bands} ({band_names}): give {wanted}{more}</source>
      <translation>예측 밴드의 argmax는 밴드 i를 {where}의 i번째 클래스로 봅니다. 이 표에는 {classes}({table_names})가 있지만 가져오기에는 {bands}({band_names})가 있습니다: {wanted}{more}를 주세요</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>the nodata value {nodata:g} of a class map must be a whole number</source>
      <translation>클래스 지도의 nodata 값 {nodata:g}은(는) 정수여야 합니다</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>the nodata value {nodata} is a class of {where}: choose another</source>
      <translation>nodata 값 {nodata}은(는) {where}의 클래스입니다: 다른 값을 고르세요</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>a class map is written as whole numbers: data type {data_type} does not fit; use one of {types}</source>
      <translation>클래스 지도는 정수로 기록됩니다: 데이터 형식 {data_type}은(는) 맞지 않습니다. {types} 중 하나를 쓰세요</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>the class values and nodata ({min_values} to {max_values}) do not fit data type {data_type} ({limits} to {limits2})</source>
      <translation>클래스 값과 nodata({min_values} ~ {max_values})가 데이터 형식 {data_type}({limits} ~ {limits2})에 맞지 않습니다</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>unknown class source {source!r}: use one of {sources}</source>
      <translation>알 수 없는 클래스 출처 {source!r}: {sources} 중 하나를 쓰세요</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>a band of class numbers needs a class table to name its classes (an export sidecar with labels, or a CSV of value,name[,color])</source>
      <translation>클래스 번호 밴드에는 클래스 이름을 정할 클래스 표가 필요합니다(레이블이 있는 내보내기 사이드카, 또는 value,name[,color] CSV)</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>a band of class numbers means one band, but the import has {bands} ({band_names}): choose one feature, or take the argmax of the bands</source>
      <translation>클래스 번호 밴드는 밴드 하나를 뜻하지만 가져오기에는 {bands}개({band_names})가 있습니다: 피처 하나를 고르거나 밴드의 argmax를 쓰세요</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{name}: {error}</source>
      <translation>{name}: {error}</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{name} must be between 0 and 1, got {threshold}</source>
      <translation>{name}는 0과 1 사이여야 하는데 {threshold}입니다</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{name} must be one of {choices}, got {value!r}</source>
      <translation>{name}은(는) {choices} 중 하나여야 합니다. 받은 값: {value!r}</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{kernel_name} {kernel} is more than 4 times {patch_name} {patch} and more than {largest}: each record would be mostly margin; use larger patches</source>
      <translation>{kernel_name} {kernel}이(가) {patch_name} {patch}의 4배보다 크고 {largest}보다도 큽니다: 레코드가 대부분 여백이 됩니다. 더 큰 패치를 쓰세요</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>formatOptions is not valid JSON: {error}</source>
      <translation>formatOptions가 올바른 JSON이 아닙니다: {error}</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>formatOptions must be a JSON object such as {{"patchDimensions": [256, 256]}}</source>
      <translation>formatOptions는 {{"patchDimensions": [256, 256]}} 같은 JSON 객체여야 합니다</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/layout/format_options.py" />
      <source>unknown formatOptions keys {unknown}; known: {known}</source>
      <translation>
        <numerusform>알 수 없는 formatOptions 키 {unknown}; 알려진 키: {known}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>a scalar band, not an array band</source>
      <translation>배열 밴드가 아닌 스칼라 밴드</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>not a band of the export</source>
      <translation>내보내기의 밴드가 아님</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>; array bands: {bands}</source>
      <translation>; 배열 밴드: {bands}</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>; there are no array bands</source>
      <translation>; 배열 밴드가 없습니다</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{option} names {name!r}, which is {what}{bands}</source>
      <translation>{option}가 {name!r}을(를) 가리키는데, 그것은 {what}{bands}</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{option} must give a depth for array band {band_name!r} (its layer has {values} per pixel), e.g. {{"{band_name}": {band_depth}}}</source>
      <translation>{option}에 배열 밴드 {band_name!r}의 깊이가 있어야 합니다(그 레이어는 픽셀당 {values}). 예: {{"{band_name}": {band_depth}}}</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>Expecting value</source>
      <translation>값이 와야 합니다</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>Expecting property name enclosed in double quotes</source>
      <translation>큰따옴표로 감싼 속성 이름이 와야 합니다</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>Expecting ':' delimiter</source>
      <translation>':' 구분자가 와야 합니다</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>Expecting ',' delimiter</source>
      <translation>',' 구분자가 와야 합니다</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>Extra data</source>
      <translation>남는 데이터</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>Unterminated string starting at</source>
      <translation>닫히지 않은 문자열 시작 위치</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>Invalid control character at</source>
      <translation>잘못된 제어 문자 위치</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>Illegal trailing comma before end of object</source>
      <translation>객체 끝 앞의 허용되지 않는 쉼표</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>Illegal trailing comma before end of array</source>
      <translation>배열 끝 앞의 허용되지 않는 쉼표</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{reason}: line {line} column {column} (char {char})</source>
      <translation>{reason}: {line}행 {column}열(문자 {char})</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{name} must be [width, height], got {value!r}</source>
      <translation>{name}은(는) [너비, 높이]여야 하는데 {value!r}입니다</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{name} must be [width, height] (two numbers), got {items!r}</source>
      <translation>{name}은(는) [너비, 높이](숫자 두 개)여야 하는데 {items!r}입니다</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{name} must be a positive whole number, got {value!r}</source>
      <translation>{name}은(는) 양의 정수여야 하는데 {value!r}입니다</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{name} must be a number, got {value!r}</source>
      <translation>{name}은(는) 숫자여야 하는데 {value!r}입니다</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{name} must be a finite number, got {value!r}</source>
      <translation>{name}은(는) 유한한 숫자여야 하는데 {value!r}입니다</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{name} must be true or false, got {value!r}</source>
      <translation>{name}은(는) true 또는 false여야 하는데 {value!r}입니다</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{name} must be like {{"band": depth}} or band:depth,..., got {text!r}</source>
      <translation>{name}는 {{"band": depth}} 또는 band:depth,... 형식이어야 하는데 {text!r}입니다</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{name} must map array band names to depths, got {value!r}</source>
      <translation>{name}는 배열 밴드 이름을 깊이에 대응시켜야 하는데 {value!r}입니다</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{name} for band {band!r}</source>
      <translation>밴드 {band!r}의 {name}</translation>
    </message>
    <message>
      <location filename="../core/layout/grid.py" />
      <source>{option} must be a positive finite number, got {size!r}</source>
      <translation>{option}는 양의 유한한 숫자여야 하는데 {size!r}입니다</translation>
    </message>
    <message>
      <location filename="../core/layout/grid.py" />
      <source>{option} {list_extent} has no area: give xmin,ymin,xmax,ymax as finite numbers with xmax &gt; xmin and ymax &gt; ymin</source>
      <translation>{option} {list_extent}에 면적이 없습니다: xmin,ymin,xmax,ymax를 xmax &gt; xmin, ymax &gt; ymin인 유한한 숫자로 주세요</translation>
    </message>
    <message>
      <location filename="../core/layout/grid.py" />
      <source>{pixel_size} {size_x:g} makes the export grid {columns:.4g} x {rows:.4g} pixels, more than a raster GDAL reads can have ({largest} a side): give a larger {pixel_size} or a smaller {extent}</source>
      <translation>{pixel_size} {size_x:g}이면 내보내기 격자가 {columns:.4g} x {rows:.4g} 픽셀이 되어 GDAL이 읽는 래스터의 한도(한 변 {largest})를 넘습니다: 더 큰 {pixel_size}나 더 작은 {extent}를 주세요</translation>
    </message>
    <message>
      <location filename="../core/layout/grid.py" />
      <source>depth {depth} without kernel margins</source>
      <translation>커널 여백 없이 깊이 {depth}</translation>
    </message>
    <message>
      <location filename="../core/layout/grid.py" />
      <source>depth {depth} with {kernel}</source>
      <translation>{kernel}에서 깊이 {depth}</translation>
    </message>
    <message>
      <location filename="../core/layout/grid.py" />
      <source>{name!r} ({values}): {readings}</source>
      <translation>{name!r}({values}): {readings}</translation>
    </message>
    <message>
      <location filename="../core/layout/manifest.py" />
      <source>run file name {name!r} is not a plain file name</source>
      <translation>실행에 기록된 파일 이름 {name!r}은(는) 경로 없는 단순한 파일 이름이 아닙니다</translation>
    </message>
    <message>
      <location filename="../core/layout/manifest.py" />
      <source>{value!r} is not a count</source>
      <translation>{value!r}은(는) 개수가 아닙니다</translation>
    </message>
    <message>
      <location filename="../core/layout/manifest.py" />
      <source>{value!r} is not a SHA-256 in hex</source>
      <translation>{value!r}은(는) 16진수 SHA-256이 아닙니다</translation>
    </message>
    <message>
      <location filename="../core/layout/manifest.py" />
      <source>{key} must be an object</source>
      <translation>{key}은(는) 객체여야 합니다</translation>
    </message>
    <message>
      <location filename="../core/layout/manifest.py" />
      <source>{mixer}: {key} is not what the export sidecar {sidecar} says the export (run {run}) wrote: the mixer was changed, or is another export's; its records would be placed wrongly</source>
      <translation>{mixer}: {key}이(가) 내보내기 사이드카 {sidecar}에 적힌, 내보내기(실행 {run})가 쓴 값과 다릅니다: 믹서가 바뀌었거나 다른 내보내기의 것입니다. 그 레코드가 잘못된 위치에 놓이게 됩니다</translation>
    </message>
    <message>
      <location filename="../core/layout/manifest.py" />
      <source>{mixer}: {key} is {said}, but the export sidecar {sidecar} says the export (run {run}) wrote {wrote}: the mixer was changed, or is another export's; its records would be placed wrongly</source>
      <translation>{mixer}: {key}은(는) {said}인데, 내보내기 사이드카 {sidecar}에 따르면 내보내기(실행 {run})는 {wrote}을(를) 썼습니다: 믹서가 바뀌었거나 다른 내보내기의 것입니다. 그 레코드가 잘못된 위치에 놓이게 됩니다</translation>
    </message>
    <message>
      <location filename="../core/layout/manifest.py" />
      <source>if these files are another export's, or a model's predictions named after the export's shards, the sidecar {sidecar} is not theirs: remove it (or rename the predictions, e.g. pred-00000.tfrecord.gz)</source>
      <translation>이 파일들이 다른 내보내기의 것이거나 내보내기의 샤드 이름을 딴 모델 예측이라면, 사이드카 {sidecar}은(는) 이 파일들의 것이 아닙니다: 사이드카를 치우세요(또는 예측의 이름을 바꾸세요. 예: pred-00000.tfrecord.gz)</translation>
    </message>
    <message>
      <location filename="../core/layout/manifest.py" />
      <source>{path}: not one of the shards the export sidecar {sidecar} lists for run {run} ({shards}): a file of another export beside this one's; {hint}</source>
      <translation>{path}: 내보내기 사이드카 {sidecar}이(가) 실행 {run}에 대해 나열한 샤드({shards}) 중 하나가 아닙니다: 이 내보내기의 파일 옆에 있는 다른 내보내기의 파일입니다. {hint}</translation>
    </message>
    <message>
      <location filename="../core/layout/manifest.py" />
      <source>{path}: the shards are read out of the order the export wrote them ({shards})</source>
      <translation>{path}: 샤드를 내보내기가 쓴 순서({shards})와 다르게 읽고 있습니다</translation>
    </message>
    <message>
      <location filename="../core/layout/manifest.py" />
      <source>{path}: {size} bytes, but the export sidecar {sidecar} says run {run} wrote {expected} bytes here: the file is another export's, or was changed since; {hint}</source>
      <translation>{path}: {size}바이트인데, 내보내기 사이드카 {sidecar}에 따르면 실행 {run}은(는) 여기에 {expected}바이트를 썼습니다: 다른 내보내기의 파일이거나 그 뒤로 바뀌었습니다. {hint}</translation>
    </message>
    <message>
      <location filename="../core/layout/manifest.py" />
      <source>{path}: {records}, but the export sidecar {sidecar} says run {run} wrote {expected} in it</source>
      <translation>{path}: {records}인데, 내보내기 사이드카 {sidecar}에 따르면 실행 {run}은(는) 여기에 {expected}를 썼습니다</translation>
    </message>
    <message>
      <location filename="../core/layout/manifest.py" />
      <source>{path}: its bytes are not those run {run} wrote (SHA-256 in the export sidecar {sidecar}): its records were changed or put in another order, or the file was replaced while it was read</source>
      <translation>{path}: 바이트가 실행 {run}이(가) 쓴 것과 다릅니다(내보내기 사이드카 {sidecar}의 SHA-256): 레코드가 바뀌었거나 순서가 달라졌거나, 읽는 동안 파일이 교체되었습니다</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>java_double: {value!r} has no finite decimal exponent</source>
      <translation>java_double: {value!r}에는 유한한 십진 지수가 없습니다</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>an index sidecar lists the patch indices, and this mixer has none</source>
      <translation>인덱스 사이드카는 패치 번호를 나열하는데 이 믹서에는 없습니다</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: mixer has no {where_key!r}</source>
      <translation>{path}: 믹서에 {where_key!r}이(가) 없습니다</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: mixer key {key!r} must be a positive whole number, got {shown_value}</source>
      <translation>{path}: 믹서 키 {key!r}은(는) 양의 정수여야 하는데 {shown_value}입니다</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: mixer keys {keys} make the raster {shown_size} pixels {side} ({shown_patches} patches), more than a GeoTIFF can hold ({largest} a side): is it the mixer of this export?</source>
      <translation>{path}: 믹서 키 {keys}로 래스터가 {side} {shown_size} 픽셀({shown_patches}개 패치)이 되어 GeoTIFF 한도(한 변 {largest})를 넘습니다: 이 내보내기의 믹서가 맞습니까?</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: mixer key {key!r} must be 6 numbers, got {shown_matrix}</source>
      <translation>{path}: 믹서 키 {key!r}은(는) 숫자 6개여야 하는데 {shown_matrix}입니다</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: mixer key {key!r} must be 6 finite numbers, got [{matrix}]</source>
      <translation>{path}: 믹서 키 {key!r}은(는) 유한한 숫자 6개여야 하는데 [{matrix}]입니다</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: mixer key {key!r} is singular: {shown_matrix}</source>
      <translation>{path}: 믹서 키 {key!r}이(가) 특이 행렬입니다: {shown_matrix}</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: mixer key 'patchIndices' must list patch numbers, got {shown_indices}</source>
      <translation>{path}: 믹서 키 'patchIndices'는 패치 번호를 나열해야 하는데 {shown_indices}입니다</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: mixer key 'patchIndices' lists patch {shown_outside}, but totalPatches is {shown_total}: patch numbers run from 0 to totalPatches - 1</source>
      <translation>{path}: 믹서 키 'patchIndices'에 패치 {shown_outside}이(가) 있지만 totalPatches는 {shown_total}입니다: 패치 번호는 0부터 totalPatches - 1까지입니다</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: mixer key 'patchIndices' must increase (records come in patch order), but entry {position} ({later}) follows {earlier}</source>
      <translation>{path}: 믹서 키 'patchIndices'는 증가해야 합니다(레코드는 패치 순서대로 옴). 그런데 항목 {position}({later})이(가) {earlier} 뒤에 옵니다</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: not valid JSON ({error})</source>
      <translation>{path}: 올바른 JSON이 아닙니다({error})</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: a mixer is a JSON object</source>
      <translation>{path}: 믹서는 JSON 객체입니다</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: mixer key 'projection.crs' must be a CRS string, got {shown_crs}</source>
      <translation>{path}: 믹서 키 'projection.crs'는 좌표계 문자열이어야 하는데 {shown_crs}입니다</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: mixer key 'patchDimensions' must be [width, height], got {shown_dimensions}</source>
      <translation>{path}: 믹서 키 'patchDimensions'는 [너비, 높이]여야 하는데 {shown_dimensions}입니다</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: mixer key 'totalPatches' must be a multiple of patchesPerRow ({per_row}), got {shown_total}</source>
      <translation>{path}: 믹서 키 'totalPatches'는 patchesPerRow({per_row})의 배수여야 하는데 {shown_total}입니다</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>a mixer or index file</source>
      <translation>믹서 또는 인덱스 파일</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: cannot read the mixer: {reason}</source>
      <translation>{path}: 믹서를 읽을 수 없습니다: {reason}</translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <source>a .tfindex file</source>
      <translation>.tfindex 파일</translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <source>{path}: line {line} is not the 'offset length' of the record after the one before: the index does not belong to this version of the shard</source>
      <translation>{path}: {line}번째 줄이 앞 레코드 다음 레코드의 'offset length'가 아닙니다. 이 인덱스는 이 버전의 샤드에 속하지 않습니다</translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <source>{path} indexes {indexed} bytes but its shard holds {size}: the index does not belong to this version of the shard</source>
      <translation>{path}은(는) {indexed}바이트를 색인하지만 샤드에는 {size}바이트가 있습니다. 이 인덱스는 이 버전의 샤드에 속하지 않습니다</translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <location filename="../core/layout/sidecar.py" />
      <source>an export sidecar</source>
      <translation>내보내기 사이드카</translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <source>{where}: the export writing these files was stopped while it renamed them ({journal} lists them): run that export again, which first puts back the earlier export or finishes the new one</source>
      <translation>{where}: 이 파일들을 쓰던 내보내기가 이름을 바꾸는 도중에 멈췄습니다({journal}에 목록이 있음): 그 내보내기를 다시 실행하세요. 먼저 이전 내보내기를 되돌리거나 새 내보내기를 마칩니다</translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <source>{names}, ... ({files})</source>
      <translation>{names}, ... ({files})</translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <source>cannot tell the order of the files: {unnumbered} has no number at the end of the name; records continue across the files, so give the files as a list in the order they were written</source>
      <translation>파일 순서를 알 수 없습니다: {unnumbered}의 이름 끝에 번호가 없습니다. 레코드는 파일을 넘어 이어지므로 파일을 쓰인 순서대로 목록으로 주세요</translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <source>cannot tell the order of the files: {unnumbered} have no number at the end of the name; records continue across the files, so give the files as a list in the order they were written</source>
      <translation>파일 순서를 알 수 없습니다: {unnumbered}의 이름 끝에 번호가 없습니다. 레코드는 파일을 넘어 이어지므로 파일을 쓰인 순서대로 목록으로 주세요</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/layout/naming.py" />
      <source>cannot tell the order of the files: they are numbered in %n series ({series}); choose the files of one export, or give them as a list in the order they were written</source>
      <translation>
        <numerusform>파일 순서를 알 수 없습니다: 번호가 %n개 계열({series})로 매겨져 있습니다. 한 내보내기의 파일을 고르거나, 쓰인 순서대로 목록으로 주세요</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <source>cannot tell the order of the files: {repeated} carry the same number; keep one of them</source>
      <translation>파일 순서를 알 수 없습니다: {repeated}의 번호가 같습니다. 하나만 남기세요</translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <source>the files are listed as {listed} but numbered {numbered}: records continue across the files in the order given, so list them in the order they were written (or rename them)</source>
      <translation>파일이 {listed} 순서로 나열되었지만 번호는 {numbered}입니다: 레코드는 주어진 순서대로 파일을 넘어 이어지므로 쓰인 순서대로 나열하세요(또는 이름을 바꾸세요)</translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <source>{folder} holds several exports ({prefixes}): give the prefix</source>
      <translation>{folder}에 내보내기가 여러 개 있습니다({prefixes}): 접두사를 주세요</translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <source>cannot list {folder}: {reason}</source>
      <translation>{folder}의 목록을 볼 수 없습니다: {reason}</translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <source>no TFRecord shards named {first}, ... found in {folder}</source>
      <translation>{folder}에서 {first}, ... 이름의 TFRecord 샤드를 찾지 못했습니다</translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <source>no TFRecord shards found in {folder}</source>
      <translation>{folder}에서 TFRecord 샤드를 찾지 못했습니다</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>{name}: options declared twice: {keys}</source>
      <translation>{name}: 두 번 선언된 옵션: {keys}</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Patch dimensions (width,height)</source>
      <translation>패치 크기 (너비,높이)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE's patchDimensions: the width and height in pixels of the patch each record holds, e.g. 256,256.</source>
      <translation>EE의 patchDimensions: 각 레코드가 담는 패치의 픽셀 단위 너비와 높이. 예: 256,256.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Width and height in pixels of the patch each record holds; the export region is cut into a grid of them (EE default 256 x 256).</source>
      <translation>각 레코드가 담는 패치의 픽셀 단위 너비와 높이. 내보내기 영역이 이 크기의 그리드로 잘립니다 (EE 기본값 256 x 256).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Kernel size (width,height)</source>
      <translation>커널 크기 (너비,높이)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE's kernelSize: each record also holds floor(kernel / 2) real neighbouring pixels on each side of its patch, e.g. 33,33 adds 16 pixels on every side; 1,1 adds none.</source>
      <translation>EE의 kernelSize: 각 레코드는 패치의 양쪽에 floor(kernel / 2)개의 실제 인접 픽셀도 담습니다. 예: 33,33은 모든 쪽에 16픽셀을 더하고, 1,1은 더하지 않습니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Each record also holds floor(kernel / 2) real neighbouring pixels on every side of its patch, the context a model with this kernel needs at the patch edges (EE default 1 x 1: none).</source>
      <translation>각 레코드는 패치의 모든 쪽에 floor(kernel / 2)개의 실제 인접 픽셀도 담습니다. 이 커널을 쓰는 모델이 패치 가장자리에서 필요로 하는 맥락입니다 (EE 기본값 1 x 1: 없음).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Compressed (GZIP)</source>
      <translation>압축 (GZIP)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE's compressed: GZIP files named .tfrecord.gz (read with compression_type='GZIP'); unchecked, plain .tfrecord files.</source>
      <translation>EE의 compressed: .tfrecord.gz라는 이름의 GZIP 파일(compression_type='GZIP'으로 읽음). 선택 해제하면 일반 .tfrecord 파일.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Write GZIP-compressed files (.tfrecord.gz), as EE does by default.</source>
      <translation>EE의 기본 동작처럼 GZIP으로 압축된 파일(.tfrecord.gz)을 기록합니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>GZIP (.tfrecord.gz)</source>
      <translation>GZIP (.tfrecord.gz)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>GZIP compression level (0-9)</source>
      <translation>GZIP 압축 수준 (0-9)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Ours, not EE's: zlib's level for GZIP files, 0 (stored) to 9 (smallest); default 6, as EE. Every level reads the same; 1-3 are fastest, above all with the isal package installed (README).</source>
      <translation>EE가 아닌 이 플러그인의 옵션: GZIP 파일의 zlib 압축 수준, 0(압축 없이 저장)부터 9(가장 작음)까지. 기본값은 EE와 같은 6입니다. 어느 수준이든 똑같이 읽히며, 1-3이 가장 빠르고 isal 패키지가 설치되어 있으면 특히 빠릅니다(README).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Max file size (bytes)</source>
      <translation>최대 파일 크기 (바이트)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE's maxFileSize: a new file starts when the next record would take the current one past this many bytes, counted before compression; default 1073741824 (1 GiB).</source>
      <translation>EE의 maxFileSize: 다음 레코드가 현재 파일을 압축 전 기준으로 이 바이트 수보다 크게 만들면 새 파일이 시작됩니다. 기본값 1073741824 (1 GiB).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The most bytes (before compression) one file holds; further records go to the next file (EE default 1 GiB).</source>
      <translation>한 파일이 담는 최대 바이트(압축 전). 나머지 레코드는 다음 파일로 갑니다 (EE 기본값 1 GiB).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Default value of masked pixels</source>
      <translation>마스크 처리된 픽셀의 기본값</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE's defaultValue: written in every band of a pixel that is masked in any band (nodata, a mask or alpha band, or outside the rasters).</source>
      <translation>EE의 defaultValue: 어느 밴드에서든 마스크 처리된 픽셀(nodata, 마스크 또는 알파 밴드, 또는 래스터 밖)의 모든 밴드에 기록됩니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The value written in every band of a pixel that is masked in any band: nodata, mask or outside the data (EE default 0).</source>
      <translation>어느 밴드에서든 마스크 처리된 픽셀의 모든 밴드에 기록되는 값: nodata, 마스크 또는 데이터 밖 (EE 기본값 0).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Value type</source>
      <translation>값 유형</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>float32 lists for every band, as EE documents; or native types as EE is observed to write them: one bytes value for 8-bit bands, int64 lists for other integers.</source>
      <translation>EE 문서대로 모든 밴드에 float32 목록, 또는 EE가 실제로 기록하는 원래 유형: 8비트 밴드는 하나의 bytes 값, 다른 정수는 int64 목록.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>float32 for every band as EE documents it, or each band's own type (8-bit as bytes, other integers as int64); not an EE option.</source>
      <translation>EE 문서대로 모든 밴드에 float32, 또는 각 밴드의 원래 유형(8비트는 bytes, 다른 정수는 int64). EE 옵션이 아닙니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>float32 for every band (EE)</source>
      <translation>모든 밴드에 float32 (EE)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>native types (bytes, int64, float)</source>
      <translation>원래 유형 (bytes, int64, float)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Tensor depths (band:depth)</source>
      <translation>텐서 깊이 (band:depth)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE's tensorDepths: the depth of each array band, e.g. {"ndvi": 12} or ndvi:12; arrays are cut or padded with the default value to it. Required for array bands unless sequence data.</source>
      <translation>EE의 tensorDepths: 각 배열 밴드의 깊이. 예: {"ndvi": 12} 또는 ndvi:12. 배열은 이 깊이에 맞게 잘리거나 기본값으로 채워집니다. 시퀀스 데이터가 아니면 배열 밴드에 필요합니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The depth of each array band, as {"band": depth} or band:depth,...; needed for every array band unless sequence data is on.</source>
      <translation>각 배열 밴드의 깊이, {"band": depth} 또는 band:depth,... 형식. 시퀀스 데이터가 켜져 있지 않으면 모든 배열 밴드에 필요합니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>{"band": depth} or band:depth,...</source>
      <translation>{"band": depth} 또는 band:depth,...</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Sequence data</source>
      <translation>시퀀스 데이터</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE's sequenceData: one SequenceExample per pixel, scalar bands in its context and array bands as feature lists (one step per array element).</source>
      <translation>EE의 sequenceData: 픽셀당 하나의 SequenceExample. 스칼라 밴드는 컨텍스트에, 배열 밴드는 특성 목록으로 들어갑니다(배열 요소당 한 단계).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Write one tf.train.SequenceExample per pixel, array bands as feature lists, instead of one Example per patch.</source>
      <translation>패치당 하나의 Example 대신 픽셀당 하나의 tf.train.SequenceExample을 기록하며, 배열 밴드는 특성 목록이 됩니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>One SequenceExample per pixel</source>
      <translation>픽셀당 하나의 SequenceExample</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Collapse bands</source>
      <translation>밴드 축소</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE's collapseBands: every band in one feature named after the first band, laid out [bands, height, width].</source>
      <translation>EE의 collapseBands: 모든 밴드를 첫 번째 밴드 이름을 딴 하나의 특성에 [bands, height, width] 배치로 담습니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Write every band into one feature named after the first band instead of one feature per band.</source>
      <translation>밴드당 하나의 특성 대신 모든 밴드를 첫 번째 밴드 이름을 딴 하나의 특성에 기록합니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>All bands in one feature</source>
      <translation>모든 밴드를 하나의 특성에</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Masked threshold (0-1)</source>
      <translation>마스크 임계값 (0-1)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE's maskedThreshold: patches with a larger share of masked pixels are not written. Below 1 no mixer is written (as in EE) but PREFIX-index.json, listing the patches kept.</source>
      <translation>EE의 maskedThreshold: 마스크 처리된 픽셀 비율이 이보다 큰 패치는 기록되지 않습니다. 1 미만이면 믹서는 기록되지 않고(EE와 같음) 유지된 패치를 나열하는 PREFIX-index.json이 기록됩니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The largest fraction of masked pixels a patch may have and still be written (EE default 1: every patch).</source>
      <translation>패치가 기록될 수 있는 마스크 처리된 픽셀의 최대 비율 (EE 기본값 1: 모든 패치).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Partial patches at the edges</source>
      <translation>가장자리의 부분 패치</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE drops the patches that do not fit whole at the right and bottom; pad keeps them, filled with masked pixels.</source>
      <translation>EE는 오른쪽과 아래쪽에 온전히 맞지 않는 패치를 삭제합니다. 채우기는 마스크 처리된 픽셀로 채워 유지합니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Partial patches at the right and bottom edges are dropped as EE does, or padded with masked pixels; not an EE option.</source>
      <translation>오른쪽과 아래쪽 가장자리의 부분 패치는 EE처럼 삭제되거나 마스크 처리된 픽셀로 채워집니다. EE 옵션이 아닙니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>drop partial patches (EE)</source>
      <translation>부분 패치 삭제 (EE)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>pad them with masked pixels</source>
      <translation>마스크 처리된 픽셀로 채우기</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Buffer between sets</source>
      <translation>세트 간 버퍼</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Ours, with splits: the patches whose record (the patch and its kernel margins) would share a pixel with a record of another set are left out, so that no pixel of any record of one set lies in a record of another. Where sets meet, the set ahead of its share gives way, so that each keeps its share. The patches left out are counted in the log, LEFT_OUT_FOR_BUFFER and the sidecar. Off, the kernel margins of patches along a block's edge cover pixels of the neighbouring set.</source>
      <translation>이 플러그인의 옵션, 분할과 함께 사용: 레코드(패치와 그 커널 여백)가 다른 세트의 레코드와 픽셀을 공유하게 될 패치는 제외되므로, 한 세트의 어떤 레코드의 픽셀도 다른 세트의 레코드에 들어 있지 않습니다. 세트가 만나는 곳에서는 자기 비율을 앞선 세트가 양보하므로 각 세트가 자기 비율을 유지합니다. 제외된 패치는 로그, LEFT_OUT_FOR_BUFFER, 사이드카에 집계됩니다. 끄면 블록 가장자리를 따라 있는 패치의 커널 여백이 이웃 세트의 픽셀을 덮습니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Leave out the patches whose records (kernel margins included) would share a pixel with a record of another set; where sets meet, the set ahead of its share gives way.</source>
      <translation>레코드(커널 여백 포함)가 다른 세트의 레코드와 픽셀을 공유하게 될 패치를 제외합니다. 세트가 만나는 곳에서는 자기 비율을 앞선 세트가 양보합니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Buffer between sets: no record shares a pixel with another set's</source>
      <translation>세트 간 버퍼: 어떤 레코드도 다른 세트의 레코드와 픽셀을 공유하지 않음</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Mask margins of other sets</source>
      <translation>다른 세트의 여백 마스킹</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Ours, with the buffer between sets: instead of leaving patches out, every patch is kept and the pixels of its kernel margins that lie in a patch of another set are masked, holding defaultValue (the label band its nodata) as EE fills masked pixels. No unmasked pixel of a record of one set lies in a record of another; patch cores are never masked.</source>
      <translation>이 플러그인의 옵션, 세트 간 버퍼와 함께 사용: 패치를 제외하는 대신 모든 패치를 유지하고, 커널 여백 중 다른 세트의 패치에 놓인 픽셀을 마스크 처리합니다. 이 픽셀은 EE가 마스크된 픽셀을 채우듯 defaultValue(레이블 밴드는 그 nodata)를 가집니다. 한 세트의 레코드에서 마스크되지 않은 픽셀은 다른 세트의 레코드에 들어 있지 않으며, 패치 코어는 마스크되지 않습니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Keep every patch and fill the margin pixels that lie in another set's patches with defaultValue, instead of leaving patches out.</source>
      <translation>패치를 제외하는 대신 모든 패치를 유지하고, 다른 세트의 패치에 놓인 여백 픽셀을 defaultValue로 채웁니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Mask the margin pixels another set owns instead of leaving patches out</source>
      <translation>패치를 제외하는 대신 다른 세트에 속한 여백 픽셀을 마스크 처리</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Kernel size of the export (kx,ky)</source>
      <translation>내보내기의 커널 크기 (kx,ky)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The kernelSize the export used, 'kx,ky' or one number; its margins are cropped. Empty: the export sidecar's, else inferred from the value counts; needed when a count could mean more than one.</source>
      <translation>내보내기에 사용한 kernelSize, 'kx,ky' 또는 숫자 하나. 그 여백이 잘려 나갑니다. 비어 있으면 내보내기 사이드카의 값, 없으면 값 개수에서 추론합니다. 개수가 여러 뜻일 수 있을 때 필요합니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>inferred from the value counts</source>
      <translation>값 개수에서 추론</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Kernel size</source>
      <translation>커널 크기</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Band names (e.g. B2,B3,B4)</source>
      <translation>밴드 이름 (예: B2,B3,B4)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The feature names, one per band in order, e.g. B2,B3,B4; empty: the band descriptions, else b1, b2, ...</source>
      <translation>특성 이름, 밴드 순서대로 하나씩. 예: B2,B3,B4. 비어 있으면 밴드 설명, 없으면 b1, b2, ...</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Each band becomes a feature of this name; double-click a name to change it.</source>
      <translation>각 밴드는 이 이름의 특성이 됩니다. 이름을 바꾸려면 두 번 클릭하세요.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Band names (the features of each record)</source>
      <translation>밴드 이름 (각 레코드의 특성)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Resampling when warping</source>
      <translation>재투영 시 리샘플링</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>How layers not on the export grid are resampled onto it.</source>
      <translation>내보내기 그리드에 있지 않은 레이어를 그리드로 리샘플링하는 방법.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>How layers not on the export grid are warped onto it.</source>
      <translation>내보내기 그리드에 있지 않은 레이어를 그리드로 재투영하는 방법.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Resampling</source>
      <translation>리샘플링</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Cloud-Optimized GeoTIFF (overviews)</source>
      <translation>클라우드 최적화 GeoTIFF(피라미드)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Write a Cloud-Optimized GeoTIFF: overviews (averaged for values and probabilities, the most common class for a class map), a predictor suited to the data type, the nodata, band names and class table kept; it redraws fast when zoomed out and is read by ranges over HTTP. It takes longer to write than the plain tiled GeoTIFF. An output in a bucket is always one.</source>
      <translation>클라우드 최적화 GeoTIFF(COG)를 씁니다: 피라미드(값과 확률은 평균, 클래스 지도는 가장 많은 클래스), 데이터 유형에 맞는 예측자를 쓰며 nodata, 밴드 이름과 클래스 표를 유지합니다. 축소해서 볼 때 빠르게 다시 그려지고 HTTP로 범위 단위로 읽힙니다. 일반 타일 GeoTIFF보다 쓰는 데 더 오래 걸립니다. 버킷에 쓰는 출력은 항상 COG입니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Cloud-Optimized GeoTIFF, with overviews</source>
      <translation>클라우드 최적화 GeoTIFF, 피라미드 포함</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE formatOptions JSON</source>
      <translation>EE의 formatOptions JSON</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The formatOptions object of an Earth Engine export, pasted as JSON, e.g. {"patchDimensions": [256, 256], "kernelSize": [32, 32]}; the options it sets override the single parameters.</source>
      <translation>JSON으로 붙여넣은 Earth Engine 내보내기의 formatOptions 객체. 예: {"patchDimensions": [256, 256], "kernelSize": [32, 32]}. 이 객체가 설정한 옵션은 개별 매개변수보다 우선합니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Paste the formatOptions object of your EE Export.image call; the keys it sets override the options above.</source>
      <translation>EE Export.image 호출의 formatOptions 객체를 붙여넣으세요. 설정된 키는 위의 옵션보다 우선합니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Paste EE formatOptions (JSON)</source>
      <translation>EE formatOptions 붙여넣기 (JSON)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Label layer</source>
      <translation>레이블 레이어</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Features (polygons, lines or points) burnt onto the export grid as one more band of every record, the label band (int64): a field's values, or the label value. Where no feature lies the band holds the label nodata, a value no class has (0 when every class is 1 or more, else one below the least class), as it does where the image bands are masked. The class table goes into the log and PREFIX-sidecar.json.</source>
      <translation>내보내기 그리드에 구워져 모든 레코드의 밴드 하나(레이블 밴드, int64)가 되는 피처(폴리곤, 라인 또는 포인트): 필드 값 또는 레이블 값. 피처가 없는 곳은 레이블 nodata를 가지며, 이는 어떤 클래스에도 없는 값입니다(모든 클래스가 1 이상이면 0, 아니면 가장 작은 클래스보다 1 작은 값). 이미지 밴드가 마스크 처리된 곳도 마찬가지입니다. 클래스 표는 로그와 PREFIX-sidecar.json에 들어갑니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Polygons, lines or points burnt onto the export grid as one more band of every record, the label band (int64). Where no feature lies, and where the image bands are masked, it holds the label nodata.</source>
      <translation>내보내기 그리드에 구워져 모든 레코드의 밴드 하나(레이블 밴드, int64)가 되는 폴리곤, 라인 또는 포인트. 피처가 없는 곳과 이미지 밴드가 마스크 처리된 곳은 레이블 nodata를 가집니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Label field</source>
      <translation>레이블 필드</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The field whose values are burnt: a number field's whole numbers are the labels; a text field's texts become classes 1, 2, ... in sorted order. Features whose field is empty are not burnt. Empty: every feature burns the label value.</source>
      <translation>값을 구울 필드: 숫자 필드의 정수가 레이블이 되고, 텍스트 필드의 텍스트는 정렬 순서대로 클래스 1, 2, ...가 됩니다. 필드가 비어 있는 피처는 굽지 않습니다. 비우면 모든 피처가 레이블 값을 굽습니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>A number field's whole numbers are the labels; a text field's texts become classes 1, 2, ... in sorted order. The label value: every feature burns that number.</source>
      <translation>숫자 필드의 정수가 레이블이 되고, 텍스트 필드의 텍스트는 정렬 순서대로 클래스 1, 2, ...가 됩니다. 레이블 값: 모든 피처가 그 숫자를 굽습니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Label value (without a label field)</source>
      <translation>레이블 값(레이블 필드가 없을 때)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The whole number every feature burns when no label field is chosen; one class, named after the layer.</source>
      <translation>레이블 필드를 고르지 않았을 때 모든 피처가 굽는 정수. 레이어 이름을 딴 클래스 하나입니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The number every feature burns when no label field is chosen.</source>
      <translation>레이블 필드를 고르지 않았을 때 모든 피처가 굽는 숫자입니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Burn every pixel a feature touches</source>
      <translation>피처가 닿는 모든 픽셀 굽기</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>As gdal_rasterize -at: every pixel a feature touches gets its label; unchecked, only the pixels whose centre it covers (lines: the pixels on its path, points: the pixel holding it).</source>
      <translation>gdal_rasterize -at처럼: 피처가 닿는 모든 픽셀이 레이블을 받습니다. 해제하면 피처가 중심을 덮는 픽셀만 받습니다(라인: 경로 위의 픽셀, 포인트: 포인트를 담은 픽셀).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>As gdal_rasterize -at; unchecked, only the pixels whose centre a feature covers.</source>
      <translation>gdal_rasterize -at처럼. 해제하면 피처가 중심을 덮는 픽셀만 받습니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Label band name</source>
      <translation>레이블 밴드 이름</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The feature name of the label band in the records; it must differ from the band names.</source>
      <translation>레코드에서 레이블 밴드의 피처 이름. 밴드 이름과 달라야 합니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The feature name of the label band in the records.</source>
      <translation>레코드에서 레이블 밴드의 피처 이름입니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Label band</source>
      <translation>레이블 밴드</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Write a STAC Item and catalog.json</source>
      <translation>STAC 항목과 catalog.json 기록</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Beside the files, a STAC Item (PREFIX-stac-item.json; NAME.stac-item.json beside a GeoTIFF; one per set of a split export) describing them for STAC catalogs, pystac and QGIS's STAC browser: footprint, CRS, bands, patch layout, classes, split, model; the folder's catalog.json links it.</source>
      <translation>파일 옆에 STAC 항목(PREFIX-stac-item.json, GeoTIFF 옆에는 NAME.stac-item.json, 분할된 내보내기는 세트마다 하나)을 기록하여 STAC 카탈로그, pystac, QGIS의 STAC 브라우저가 파일을 알 수 있게 합니다: 윤곽, 좌표계, 밴드, 패치 배치, 클래스, 분할, 모델. 폴더의 catalog.json이 이 항목을 연결합니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Write a STAC Item and the folder's catalog.json</source>
      <translation>STAC 항목과 폴더의 catalog.json 기록</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <location filename="../provider/models.py" />
      <source>Raster layers (bands stacked in order)</source>
      <translation>래스터 레이어(밴드를 순서대로 쌓음)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Raster layers GDAL reads; their bands are stacked in this order, each band one feature. They must cover the same place; layers not on the export grid are warped to it.</source>
      <translation>GDAL이 읽는 래스터 레이어. 밴드는 이 순서로 쌓이며 각 밴드가 하나의 특성이 됩니다. 같은 장소를 포함해야 하며, 내보내기 그리드에 있지 않은 레이어는 그리드로 재투영됩니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Raster layers (bands stacked top to bottom)</source>
      <translation>래스터 레이어 (밴드를 위에서 아래로 쌓음)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Layers as array bands</source>
      <translation>배열 밴드로 쓸 레이어</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Input layers to write as one array band each, named after the layer, whose per-pixel array is the layer's band values (e.g. 12 dates of NDVI). Each must also be an input layer.</source>
      <translation>레이어 이름을 딴 하나의 배열 밴드로 각각 기록할 입력 레이어. 픽셀별 배열은 레이어의 밴드 값입니다(예: NDVI 12개 날짜). 각각 입력 레이어이기도 해야 합니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Export the layer as ONE array band named after it, whose per-pixel array is the layer's band values (e.g. a time series).</source>
      <translation>레이어를 그 이름을 딴 하나의 배열 밴드로 내보냅니다. 픽셀별 배열은 레이어의 밴드 값입니다(예: 시계열).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Array band</source>
      <translation>배열 밴드</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Extent</source>
      <translation>범위</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The region to export; empty: the first layer's extent.</source>
      <translation>내보낼 영역. 비어 있으면 첫 번째 레이어의 범위.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Unchecked: the whole first layer. Checked: from a layer, the map canvas, or drawn on the canvas.</source>
      <translation>선택 해제: 첫 번째 레이어 전체. 선택: 레이어나 지도 캔버스에서, 또는 캔버스에 그려서.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Target CRS</source>
      <translation>대상 CRS</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The CRS of the export grid (and of the mixer); empty: the first layer's CRS.</source>
      <translation>내보내기 그리드(및 믹서)의 CRS. 비어 있으면 첫 번째 레이어의 CRS.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The CRS of the export grid; layers in another CRS are warped to it.</source>
      <translation>내보내기 그리드의 CRS. 다른 CRS의 레이어는 이 CRS로 재투영됩니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The first layer's CRS</source>
      <translation>첫 번째 레이어의 CRS</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Pixel size (in target CRS units)</source>
      <translation>픽셀 크기 (대상 CRS 단위)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The pixel size of the export grid in target CRS units; empty: the first layer's.</source>
      <translation>대상 CRS 단위의 내보내기 그리드 픽셀 크기. 비어 있으면 첫 번째 레이어의 픽셀 크기.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Pixel size of the export grid in target CRS units; layers at another resolution are resampled.</source>
      <translation>대상 CRS 단위의 내보내기 그리드 픽셀 크기. 해상도가 다른 레이어는 리샘플링됩니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Pixel size</source>
      <translation>픽셀 크기</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The first layer's</source>
      <translation>첫 번째 레이어의 값</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Output folder</source>
      <translation>출력 폴더</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The folder the TFRecord files, the mixer and the export sidecar are written to.</source>
      <translation>TFRecord 파일, 믹서, 내보내기 사이드카가 기록되는 폴더.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The folder the TFRecord files, the mixer JSON and the export sidecar are written to.</source>
      <translation>TFRecord 파일, 믹서 JSON, 내보내기 사이드카가 기록되는 폴더.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>File name prefix</source>
      <translation>파일 이름 접두사</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Files are named PREFIX-00000.tfrecord.gz, ..., PREFIX-mixer.json and PREFIX-sidecar.json; a prefix ending in / makes a subfolder; an empty prefix names them 00000.tfrecord.gz, ..., mixer.json and sidecar.json, as EE does for a folder.</source>
      <translation>파일 이름은 PREFIX-00000.tfrecord.gz, ..., PREFIX-mixer.json, PREFIX-sidecar.json입니다. /로 끝나는 접두사는 하위 폴더를 만들고, 빈 접두사는 EE가 폴더에 하듯 00000.tfrecord.gz, ..., mixer.json, sidecar.json으로 이름을 붙입니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Files are named PREFIX-00000.tfrecord.gz, ... and PREFIX-mixer.json, as EE names them; PREFIX-sidecar.json is ours.</source>
      <translation>파일 이름은 EE가 붙이는 대로 PREFIX-00000.tfrecord.gz, ... 와 PREFIX-mixer.json입니다. PREFIX-sidecar.json은 이 플러그인의 것입니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Splits (e.g. train=0.8,val=0.2)</source>
      <translation>분할 (예: train=0.8,val=0.2)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Sets and their shares of the patches, adding up to 1. Whole blocks of patches go to one set, dealt by the seed; each set is written under PREFIX-NAME (PREFIX-train-00000.tfrecord.gz, ...) with PREFIX-NAME-mixer.json (the full grid) and PREFIX-NAME-index.json (where its records lie). The realised counts are in the log and SETS.</source>
      <translation>세트와 각 세트가 차지하는 패치 비율로, 합이 1이어야 합니다. 패치 블록 전체가 시드에 따라 한 세트에 배정됩니다. 각 세트는 PREFIX-NAME으로 기록되며(PREFIX-train-00000.tfrecord.gz, ...) PREFIX-NAME-mixer.json(전체 그리드)과 PREFIX-NAME-index.json(레코드의 위치)이 함께 기록됩니다. 실제 개수는 로그와 SETS에 있습니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Sets and their shares of the patches, adding up to 1; each is written under PREFIX-NAME with a mixer and an index placing its records.</source>
      <translation>세트와 각 세트가 차지하는 패치 비율로, 합이 1이어야 합니다. 각 세트는 PREFIX-NAME으로 기록되며, 믹서와 레코드 위치를 담은 인덱스가 함께 기록됩니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <location filename="../provider/models.py" />
      <source>Splits</source>
      <translation>분할</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>e.g. train=0.8,val=0.1,test=0.1 (empty: no split)</source>
      <translation>예: train=0.8,val=0.1,test=0.1 (비우면 분할 없음)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Split block (patches per side)</source>
      <translation>분할 블록(한 변의 패치 수)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Blocks of N x N patches go wholly to one set, so that only the patches along a block's edge have neighbours (and, with kernel margins, shared pixels) in another set. A small scene needs small blocks (or small patches) to have enough blocks to deal.</source>
      <translation>N x N 패치의 블록은 통째로 한 세트에 들어가므로, 블록 가장자리의 패치만 다른 세트에 이웃(커널 여백이 있으면 공유 픽셀)이 있습니다. 작은 장면은 배분할 블록이 충분하도록 작은 블록(또는 작은 패치)이 필요합니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Blocks of N x N patches go wholly to one set, so neighbours sharing kernel margins stay together.</source>
      <translation>N x N 패치 블록은 통째로 한 세트에 들어가므로, 커널 여백을 공유하는 이웃은 함께 남습니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Seed of the splits and the sampling</source>
      <translation>분할과 샘플링의 시드</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The same seed gives the same sets and the same sampled patches.</source>
      <translation>같은 시드는 같은 세트와 같은 샘플 패치를 만듭니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Least label share of a patch (0-1)</source>
      <translation>패치의 최소 레이블 비율 (0-1)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Patches with labels are kept only when the label band covers at least this share of the patch (margins not counted); 0 keeps them all. Patches without any label follow the negative ratio. Needs a label layer.</source>
      <translation>레이블이 있는 패치는 레이블 밴드가 패치(여백 제외)의 이 비율 이상을 덮을 때만 유지됩니다. 0이면 모두 유지합니다. 레이블이 전혀 없는 패치는 음성 비율을 따릅니다. 레이블 레이어가 필요합니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Patches with labels are kept only when the labels cover at least this share of the patch; 0 keeps them all.</source>
      <translation>레이블이 있는 패치는 레이블이 패치의 이 비율 이상을 덮을 때만 유지됩니다. 0이면 모두 유지합니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Share of patches without labels kept (0-1)</source>
      <translation>레이블 없는 패치를 유지하는 비율(0-1)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Each patch without any label (the label nodata throughout its core) is kept with this probability, decided by the seed and the patch's place alone; 1 keeps them all. Counted in NEGATIVES_KEPT. Needs a label layer.</source>
      <translation>레이블이 전혀 없는 각 패치(중심부 전체가 레이블 nodata)는 이 확률로 유지되며, 이는 시드와 패치 위치만으로 결정됩니다. 1이면 모두 유지합니다. NEGATIVES_KEPT에 집계됩니다. 레이블 레이어가 필요합니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The share of patches without any label that is kept, chosen by the seed; 1 keeps them all.</source>
      <translation>레이블이 전혀 없는 패치 중 유지하는 비율로, 시드로 선택됩니다. 1이면 모두 유지합니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Write .tfindex files (uncompressed only)</source>
      <translation>.tfindex 파일 기록 (압축하지 않은 파일만)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Beside each shard PREFIX-00000.tfrecord, PREFIX-00000.tfindex: one "offset length" line per record, as the PyTorch tfrecord package's tfrecord2idx writes it, for multi-worker loading. A GZIP file has no byte offsets to index: with Compressed checked the export stops with an error.</source>
      <translation>각 파일 PREFIX-00000.tfrecord 옆에 PREFIX-00000.tfindex: 레코드마다 "offset length" 한 줄로, PyTorch tfrecord 패키지의 tfrecord2idx가 쓰는 형식이며 다중 워커 로딩에 쓰입니다. GZIP 파일에는 색인할 바이트 오프셋이 없으므로, 압축을 선택하면 내보내기가 오류로 중단됩니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>One "offset length" line per record beside each .tfrecord file, as the PyTorch tfrecord package reads them; a GZIP file has no offsets to index.</source>
      <translation>각 .tfrecord 파일 옆에 레코드마다 "offset length" 한 줄로, PyTorch tfrecord 패키지가 읽는 형식입니다. GZIP 파일에는 색인할 오프셋이 없습니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Write .tfindex files (uncompressed files only)</source>
      <translation>.tfindex 파일 기록(압축하지 않은 파일만)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Mixer (or index sidecar) path; with splits, the first set's index</source>
      <translation>믹서(또는 인덱스 사이드카) 경로; 분할이 있으면 첫 번째 세트의 인덱스</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <location filename="../ui/import_source.py" />
      <source>TFRecord files</source>
      <translation>TFRecord 파일</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Patches written</source>
      <translation>기록된 패치</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Patches wholly masked (defaultValue only)</source>
      <translation>완전히 마스크 처리된 패치 (defaultValue만)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Export sidecar (kernel, band names, defaultValue)</source>
      <translation>내보내기 사이드카 (커널, 밴드 이름, defaultValue)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>featuresDict to parse the records in TensorFlow (Python, as the log ends)</source>
      <translation>TensorFlow에서 레코드를 파싱할 featuresDict (Python, 로그 끝과 같음)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Patches kept (in every set)</source>
      <translation>유지된 패치(모든 세트)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Patches kept without any label</source>
      <translation>레이블 없이 유지된 패치</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Patches of each set (e.g. train=123,val=15,test=17)</source>
      <translation>세트별 패치 수(예: train=123,val=15,test=17)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Patches the buffer between sets left out (0 without it)</source>
      <translation>세트 간 버퍼가 제외한 패치 수(버퍼가 없으면 0)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Pixels of each class in each set (JSON: {set: {class: pixels}})</source>
      <translation>세트별 클래스별 픽셀 수(JSON: {set: {class: pixels}})</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>How layers not on the first layer's grid are resampled onto it.</source>
      <translation>첫 번째 레이어의 그리드에 있지 않은 레이어를 그리드로 리샘플링하는 방법.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Raster layers GDAL reads; their bands are stacked in this order on the first layer's grid (other layers are warped to it), each band one feature.</source>
      <translation>GDAL이 읽는 래스터 레이어. 밴드는 첫 번째 레이어의 그리드에 이 순서로 쌓이며(다른 레이어는 그리드로 재투영됨) 각 밴드가 하나의 특성이 됩니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Points</source>
      <translation>포인트</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>One patch is cut around each point, centred on the raster pixel that holds it; a multipoint gives one patch per point.</source>
      <translation>각 포인트 주변에서 그 포인트를 포함하는 래스터 픽셀을 중심으로 하나의 패치를 자릅니다. 멀티포인트는 포인트마다 하나의 패치를 만듭니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Point fields to attach</source>
      <translation>첨부할 포인트 필드</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Attributes of the point written into its record after the bands, e.g. the class label; a NULL attribute is left out of that record.</source>
      <translation>밴드 다음에 레코드에 기록되는 포인트의 속성(예: 클래스 레이블). NULL 속성은 그 레코드에서 빠집니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Points whose patch crosses the raster edge</source>
      <translation>패치가 래스터 가장자리를 넘는 포인트</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Write such patches with the pixels outside the rasters masked (the default value), or skip the point. Points whose centre pixel is outside are always skipped.</source>
      <translation>그런 패치를 래스터 밖의 픽셀을 마스크 처리(기본값)하여 기록하거나, 포인트를 건너뜁니다. 중심 픽셀이 밖에 있는 포인트는 항상 건너뜁니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>mask the pixels outside the rasters</source>
      <translation>래스터 밖의 픽셀을 마스크 처리</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>skip the point</source>
      <translation>포인트 건너뛰기</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The folder the TFRecord files are written to.</source>
      <translation>TFRecord 파일이 기록되는 폴더.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Files are named PREFIX-00000.tfrecord.gz, ...; a prefix ending in / makes a subfolder; an empty prefix names them 00000.tfrecord.gz, ...</source>
      <translation>파일 이름은 PREFIX-00000.tfrecord.gz, ... 입니다. /로 끝나는 접두사는 하위 폴더를 만들고, 빈 접두사는 00000.tfrecord.gz, ... 로 이름을 붙입니다</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Points skipped</source>
      <translation>건너뛴 포인트</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Export sidecar with the class table (with a label layer)</source>
      <translation>클래스 표가 담긴 내보내기 사이드카(레이블 레이어가 있을 때)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Pixels per class in the patch cores, as JSON {"all": {class: pixels}}</source>
      <translation>패치 중심부의 클래스별 픽셀 수(JSON: {"all": {class: pixels}})</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Input layer</source>
      <translation>입력 레이어</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The layer or table whose features become records, one tf.train.Example each, in feature order.</source>
      <translation>객체가 레코드가 되는 레이어 또는 테이블. 객체 순서대로 각각 하나의 tf.train.Example이 됩니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Fields to export</source>
      <translation>내보낼 필드</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The attributes written, one feature each, named after the field; none chosen: every field.</source>
      <translation>기록되는 속성. 각각 필드 이름을 딴 하나의 특성이 됩니다. 선택하지 않으면 모든 필드.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Geometry</source>
      <translation>지오메트리</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>None (as Earth Engine), the centroid as float features {centroid_x_key} and {centroid_y_key} in the layer's CRS, or ISO WKB as the bytes feature {wkb_key}.</source>
      <translation>없음(Earth Engine처럼), 중심점을 레이어 CRS의 float 특성 {centroid_x_key}와 {centroid_y_key}로, 또는 ISO WKB를 바이트 특성 {wkb_key}로.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>centroid ({x_key}, {y_key})</source>
      <translation>중심점 ({x_key}, {y_key})</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>WKB bytes ({wkb_key})</source>
      <translation>WKB 바이트 ({wkb_key})</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Numbers as float lists, as Earth Engine documents; or native: integers and booleans as int64 lists.</source>
      <translation>Earth Engine 문서대로 숫자를 float 목록으로, 또는 원래 유형: 정수와 부울을 int64 목록으로.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>float (as Earth Engine documents)</source>
      <translation>float (Earth Engine 문서대로)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>native (integers and booleans as int64)</source>
      <translation>원래 유형 (정수와 부울은 int64)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <location filename="../core/tables.py" />
      <source>TFRecord file</source>
      <translation>TFRecord 파일</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The one GZIP file written; .tfrecord.gz is added to a name without it.</source>
      <translation>기록되는 하나의 GZIP 파일. 이름에 .tfrecord.gz가 없으면 붙습니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>TFRecord files, GZIP (*.tfrecord.gz)</source>
      <translation>TFRecord 파일, GZIP (*.tfrecord.gz)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Records written</source>
      <translation>기록된 레코드</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>TFRecord files of tf.train.Example records (plain or GZIP), read in file-name order; each record becomes one feature.</source>
      <translation>tf.train.Example 레코드의 TFRecord 파일(일반 또는 GZIP). 파일 이름 순서로 읽으며 각 레코드가 하나의 객체가 됩니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Features with several values</source>
      <translation>값이 여러 개인 특성</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>A key holding more than one value becomes one JSON text field, or one field per element (NAME_0, NAME_1, ...).</source>
      <translation>값이 둘 이상인 키는 하나의 JSON 텍스트 필드 또는 요소당 하나의 필드(NAME_0, NAME_1, ...)가 됩니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>as JSON text in one field</source>
      <translation>하나의 필드에 JSON 텍스트로</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>one field per element (NAME_0, NAME_1, ...)</source>
      <translation>요소당 하나의 필드 (NAME_0, NAME_1, ...)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>X feature (points)</source>
      <translation>X 특성 (포인트)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The number feature holding the x of a point geometry, e.g. {centroid_x_key}; give the Y feature too.</source>
      <translation>포인트 지오메트리의 x를 담은 숫자 특성. 예: {centroid_x_key}. Y 특성도 지정하세요.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Y feature (points)</source>
      <translation>Y 특성 (포인트)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The number feature holding the y of a point geometry, e.g. {centroid_y_key}.</source>
      <translation>포인트 지오메트리의 y를 담은 숫자 특성. 예: {centroid_y_key}.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>WKB geometry feature</source>
      <translation>WKB 지오메트리 특성</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The bytes feature holding each geometry as ISO WKB or PostGIS EWKB, e.g. {wkb_key}; it is not kept as a field.</source>
      <translation>각 지오메트리를 ISO WKB 또는 PostGIS EWKB로 담은 바이트 특성. 예: {wkb_key}. 필드로 유지되지 않습니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>CRS of the geometry</source>
      <translation>지오메트리의 CRS</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The CRS the coordinates of the X/Y or WKB features are in.</source>
      <translation>X/Y 또는 WKB 특성의 좌표가 속한 CRS.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Table</source>
      <translation>테이블</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The table or layer written, one field per Example feature.</source>
      <translation>기록되는 테이블 또는 레이어. Example 특성당 하나의 필드.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Records read</source>
      <translation>읽은 레코드</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The TFRecord files of one export (plain or GZIP), read in the order given (names whose numbers disagree with it stop the import); or give the folder.</source>
      <translation>하나의 내보내기의 TFRecord 파일(일반 또는 GZIP). 주어진 순서대로 읽습니다(번호가 이 순서와 다른 이름은 가져오기를 중단시킴). 또는 폴더를 지정하세요.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The prediction (or export) TFRecord files; records continue across them in the order of the numbers in their names (pred-2 before pred-10).</source>
      <translation>예측(또는 내보내기) TFRecord 파일. 레코드는 이름의 번호 순서대로 파일을 넘어 이어집니다(pred-2가 pred-10보다 먼저).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <location filename="../ui/export_preview.py" />
      <source>Files</source>
      <translation>파일</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>TFRecord files (*.tfrecord *.tfrecord.gz *.gz);;All files (*)</source>
      <translation>TFRecord 파일 (*.tfrecord *.tfrecord.gz *.gz);;모든 파일 (*)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Or the export's folder</source>
      <translation>또는 내보내기의 폴더</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The folder holding PREFIX-00000.tfrecord.gz, ... instead of the files themselves; their shard numbers sort as numbers (pred-2 before pred-10).</source>
      <translation>파일 자체 대신 PREFIX-00000.tfrecord.gz, ... 를 담은 폴더. 샤드 번호는 숫자로 정렬됩니다(pred-2가 pred-10보다 먼저).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The folder of an export: PREFIX-00000.tfrecord.gz, ... and PREFIX-mixer.json.</source>
      <translation>내보내기의 폴더: PREFIX-00000.tfrecord.gz, ... 와 PREFIX-mixer.json.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <location filename="../ui/predict_parts.py" />
      <source>Folder</source>
      <translation>폴더</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>File name prefix in that folder</source>
      <translation>그 폴더의 파일 이름 접두사</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The PREFIX of the files in the folder; empty when the folder holds one export only.</source>
      <translation>폴더에 있는 파일의 PREFIX. 폴더에 내보내기가 하나뿐이면 비워 둡니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The file name prefix of the export in that folder.</source>
      <translation>그 폴더에 있는 내보내기의 파일 이름 접두사.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>empty: the folder's only export</source>
      <translation>비어 있으면 폴더의 유일한 내보내기</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Prefix</source>
      <translation>접두사</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Mixer or index JSON</source>
      <translation>믹서 또는 인덱스 JSON</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The export's PREFIX-mixer.json (or PREFIX-index.json) that places the patches; empty: the one found beside the files.</source>
      <translation>패치를 배치하는 내보내기의 PREFIX-mixer.json(또는 PREFIX-index.json). 비어 있으면 파일 옆에서 찾은 것.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The export's PREFIX-mixer.json (or index sidecar) that places the records on the map; found beside the files when it is there.</source>
      <translation>레코드를 지도에 배치하는 내보내기의 PREFIX-mixer.json(또는 인덱스 사이드카). 파일 옆에 있으면 자동으로 찾습니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <location filename="../provider/inspect.py" />
      <source>Mixer</source>
      <translation>믹서</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Mixer or index JSON (*.json)</source>
      <translation>믹서 또는 인덱스 JSON (*.json)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Features to load (A,B,...)</source>
      <translation>불러올 특성 (A,B,...)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The features that become bands, in this order (NAME:DEPTH for a feature of DEPTH bands); empty: every feature whose values fit the patch, the export sidecar's first, then the others sorted by name.</source>
      <translation>밴드가 되는 특성, 이 순서대로(DEPTH개 밴드의 특성은 NAME:DEPTH). 비어 있으면 값이 패치에 맞는 모든 특성: 내보내기 사이드카의 것이 먼저, 나머지는 이름순.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Each checked feature becomes one band (or depth bands), in this order.</source>
      <translation>선택한 각 특성은 이 순서대로 하나의 밴드(또는 depth개의 밴드)가 됩니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <location filename="../provider/inspect.py" />
      <source>Features</source>
      <translation>특성</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Layout of multi-band features</source>
      <translation>여러 밴드 특성의 배치</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>How a feature of several bands holds its values: channels-first [C, H, W], as Earth Engine and this plugin's export write them, or channels-last [H, W, C], as a Keras model predicts them. Automatic: the export's own features as its sidecar says; a feature of several bands that nothing describes is refused until this says which.</source>
      <translation>여러 밴드로 된 특성이 값을 담는 방식입니다: Earth Engine과 이 플러그인의 내보내기가 쓰는 channels-first [C, H, W], 또는 Keras 모델이 예측하는 channels-last [H, W, C]. 자동: 내보내기 자체의 특성은 그 사이드카에 적힌 대로 읽습니다. 아무것도 설명하지 않는 여러 밴드 특성은 이 옵션으로 어느 쪽인지 정할 때까지 거부합니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Band layout</source>
      <translation>밴드 배치</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Automatic (the sidecar's)</source>
      <translation>자동 (사이드카에 따라)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Channels-last (Keras)</source>
      <translation>channels-last (Keras)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Channels-first (EE)</source>
      <translation>channels-first (EE)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Nodata value</source>
      <translation>Nodata 값</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The output's nodata value, also given to the patches an index file leaves out; empty: the export sidecar's defaultValue where the export masked pixels, when its own features are loaded.</source>
      <translation>출력의 nodata 값. 인덱스 파일이 빠뜨린 패치에도 주어집니다. 비어 있으면 내보내기 자체의 특성을 불러올 때 내보내기가 픽셀을 마스크 처리한 곳에 내보내기 사이드카의 defaultValue.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The output's nodata value; patches an index sidecar leaves out get it.</source>
      <translation>출력의 nodata 값. 인덱스 사이드카가 빠뜨린 패치가 이 값을 받습니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <location filename="../provider/inspect.py" />
      <location filename="../provider/labels.py" />
      <location filename="../provider/shared.py" />
      <location filename="../core/export/patches_at_points.py" />
      <source>none</source>
      <translation>없음</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Nodata</source>
      <translation>NoData 값</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Output data type</source>
      <translation>출력 데이터 유형</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The GeoTIFF's data type; from the values: float lists Float32, int64 lists Int32 (Float64 if they do not fit), bytes Byte.</source>
      <translation>GeoTIFF의 데이터 유형. 값에서 결정: float 목록은 Float32, int64 목록은 Int32(맞지 않으면 Float64), 바이트는 Byte.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The GeoTIFF's data type; by default float lists give Float32, int64 Int32, bytes Byte.</source>
      <translation>GeoTIFF의 데이터 유형. 기본적으로 float 목록은 Float32, int64는 Int32, 바이트는 Byte.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Data type</source>
      <translation>데이터 유형</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>From the values</source>
      <translation>값에서 결정</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Class table (sidecar JSON or CSV)</source>
      <translation>클래스 표 (사이드카 JSON 또는 CSV)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Makes the output a class map: one band of class values with the table's names and colours. An export sidecar (PREFIX-sidecar.json of an export with a label layer: its "labels" key), or a CSV with one line value,name or value,name,#rrggbb a class (a header line and # comments allowed).</source>
      <translation>출력을 클래스 지도로 만듭니다: 표의 이름과 색을 가진 클래스 값의 단일 밴드. 내보내기 사이드카(레이블 레이어가 있는 내보내기의 PREFIX-sidecar.json: 그 "labels" 키), 또는 클래스마다 value,name 또는 value,name,#rrggbb 한 줄인 CSV(머리글 줄과 # 주석 허용).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>none: no class map</source>
      <translation>없음: 클래스 맵 없음</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Class table</source>
      <translation>클래스 표</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Class tables (*.json *.csv *.txt);;All files (*)</source>
      <translation>클래스 표 (*.json *.csv *.txt);;모든 파일 (*)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Class of a pixel</source>
      <translation>픽셀의 클래스</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>How a pixel's class is found: one band that holds class numbers, or the argmax of one band a class, where band i (in the order of the features) is the class table's i-th class; automatic chooses by the number of bands when there is a class table, and makes no class map without one.</source>
      <translation>픽셀의 클래스를 찾는 방법: 클래스 번호를 담은 밴드 하나, 또는 클래스마다 밴드 하나의 argmax(특성 순서로 밴드 i는 클래스 표의 i번째 클래스). 자동은 클래스 표가 있을 때 밴드 수로 고르며, 표가 없으면 클래스 지도를 만들지 않습니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Automatic (by the number of bands)</source>
      <translation>자동 (밴드 수에 따라)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The band holds class numbers</source>
      <translation>밴드가 클래스 번호를 담음</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Argmax of the bands (in table order)</source>
      <translation>밴드의 argmax (표 순서)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Predictions raster</source>
      <translation>예측 래스터</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The GeoTIFF (.tif) written on the export's grid, one band per feature.</source>
      <translation>내보내기 그리드 위에 기록되는 GeoTIFF(.tif), 특성당 하나의 밴드.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The GeoTIFF written; empty: a temporary file.</source>
      <translation>기록되는 GeoTIFF. 비어 있으면 임시 파일.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>[temporary file]</source>
      <translation>[임시 파일]</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>GeoTIFF</source>
      <translation>GeoTIFF</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>GeoTIFF (*.tif *.tiff)</source>
      <translation>GeoTIFF (*.tif *.tiff)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>How it is shown: 'probability', 'classes', or empty (QGIS's default)</source>
      <translation>표시 방식: 'probability', 'classes' 또는 비어 있음 (QGIS 기본값)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The class values of a class map, comma-separated</source>
      <translation>클래스 지도의 클래스 값, 쉼표로 구분</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The class map's style file (NAME.qml), empty without a class table</source>
      <translation>클래스 지도의 스타일 파일(NAME.qml), 클래스 표가 없으면 비어 있음</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The TFRecord files to read (plain or GZIP), in file-name order; a mixer beside them is used to infer the tile and kernel sizes.</source>
      <translation>읽을 TFRecord 파일(일반 또는 GZIP), 파일 이름 순서로. 옆에 있는 믹서는 타일과 커널 크기를 추론하는 데 사용됩니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Report</source>
      <translation>보고서</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The HTML report written: files, features, problems and code that reads the records.</source>
      <translation>기록되는 HTML 보고서: 파일, 특성, 문제, 레코드를 읽는 코드.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>HTML files (*.html)</source>
      <translation>HTML 파일 (*.html)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <location filename="../provider/inspect.py" />
      <location filename="../ui/import_preview.py" />
      <source>Records</source>
      <translation>레코드</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Corrupt files or records</source>
      <translation>손상된 파일 또는 레코드</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <location filename="../ui/import_preview.py" />
      <source>Record type</source>
      <translation>레코드 유형</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>TensorFlow featuresDict</source>
      <translation>TensorFlow featuresDict</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>numpy / PyTorch reader</source>
      <translation>numpy / PyTorch 리더</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>ONNX model</source>
      <translation>ONNX 모델</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The model (.onnx) run over every patch; it reads patches as the export cuts them and returns one band or more per pixel.</source>
      <translation>모든 패치에 실행하는 모델(.onnx)입니다. 내보내기가 자르는 대로 패치를 읽고 픽셀마다 하나 이상의 밴드를 돌려줍니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>ONNX model (*.onnx)</source>
      <translation>ONNX 모델 (*.onnx)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Training export's sidecar</source>
      <translation>학습 내보내기의 사이드카</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The sidecar (PREFIX-sidecar.json) of the export the model was trained on: its patch dimensions, kernel size, defaultValue, value type, band names and order, array depths, collapsed bands and class table (its labels) are taken from it, so nothing is typed twice. The rasters' bands must match its bands. An option given as well must agree with it: a kernel at least the training's, other patch dimensions only for a model of any input size.</source>
      <translation>모델이 학습한 내보내기의 사이드카(PREFIX-sidecar.json): 패치 크기, 커널 크기, defaultValue, 값 형식, 밴드 이름과 순서, 배열 깊이, 합친 밴드, 클래스 표(labels)를 여기서 가져오므로 아무것도 두 번 입력하지 않습니다. 래스터의 밴드는 그 밴드와 맞아야 합니다. 함께 준 옵션은 그와 맞아야 합니다: 커널은 학습 때 이상이어야 하고, 다른 패치 크기는 입력 크기가 자유로운 모델에만 됩니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Export sidecar (*-sidecar.json *.json)</source>
      <translation>내보내기 사이드카 (*-sidecar.json *.json)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE's patchDimensions: the width and height in pixels of each patch the model is fed, e.g. 256,256; empty: the training export's (its sidecar), else EE's default.</source>
      <translation>EE의 patchDimensions: 모델에 넣는 각 패치의 픽셀 단위 너비와 높이, 예: 256,256. 비우면 학습 내보내기(사이드카)의 값, 없으면 EE 기본값입니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE's kernelSize: floor(kernel / 2) real neighbouring pixels on each side of a patch are fed to the model too, and cropped off its output; at least the training export's; empty: the training export's (its sidecar), else 1,1.</source>
      <translation>EE의 kernelSize: 패치 각 변의 실제 이웃 픽셀 floor(kernel / 2)개도 모델에 넣고 출력에서 잘라냅니다. 학습 내보내기 이상이어야 합니다. 비우면 학습 내보내기(사이드카)의 값, 없으면 1,1입니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE's defaultValue: fed in every band of a pixel that is masked in any band; empty: the training export's (its sidecar), else 0.</source>
      <translation>EE의 defaultValue: 어느 밴드에서든 마스크된 픽셀의 모든 밴드에 넣는 값. 비우면 학습 내보내기(사이드카)의 값, 없으면 0입니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>float32 for every band, or the bands' native types (8-bit bands as bytes, other integers as int64), as the training export wrote them; empty: the training export's (its sidecar), else float.</source>
      <translation>모든 밴드를 float32로, 또는 학습 내보내기가 쓴 대로 밴드 고유 형식(8비트 밴드는 bytes, 다른 정수는 int64)으로. 비우면 학습 내보내기(사이드카)의 값, 없으면 float입니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Channels of the model's input</source>
      <translation>모델 입력의 채널</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Where the model's input holds the bands: found from its shape (auto); channels-last as Keras exports [N, H, W, C], channels-first as PyTorch exports [N, C, H, W]. Needed where the shape reads both ways.</source>
      <translation>모델 입력에서 밴드가 있는 곳: 모양에서 찾습니다(auto). Keras가 내보내는 channels-last [N, H, W, C], PyTorch가 내보내는 channels-first [N, C, H, W]. 모양이 두 가지로 읽힐 때 필요합니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Scale of the input (A or A,B,...)</source>
      <translation>입력 배율 (A 또는 A,B,...)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The patches' values are multiplied by it before the model, after masked pixels take defaultValue (as a training pipeline scales what the export wrote): one number for every channel, or one per channel in the model's channel order; empty: 1.</source>
      <translation>마스크된 픽셀이 defaultValue를 받은 뒤, 모델 전에 패치 값에 곱합니다 (학습 파이프라인이 내보내기 결과의 배율을 바꾸듯이): 모든 채널에 숫자 하나, 또는 모델의 채널 순서대로 채널마다 하나. 비우면 1입니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Offset of the input (A or A,B,...)</source>
      <translation>입력 오프셋 (A 또는 A,B,...)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Added to the patches' values after the scale, before the model: one number for every channel, or one per channel in the model's channel order; empty: 0.</source>
      <translation>배율 뒤, 모델 전에 패치 값에 더합니다: 모든 채널에 숫자 하나, 또는 모델의 채널 순서대로 채널마다 하나. 비우면 0입니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Patches per model run</source>
      <translation>모델 실행당 패치 수</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>How many patches one run of the model takes (never more than a row of patches); empty: as many as 16 MiB of input holds and the model runs in about 0.3 s (timed on one patch), so that a cancel stops the run quickly.</source>
      <translation>모델 한 번 실행에 넣는 패치 수(패치 한 행을 넘지 않음). 비우면 입력 16 MiB에 들어가고 모델이 약 0.3초에 실행하는 만큼(패치 하나로 잰 시간)이어서, 취소하면 실행이 빨리 멈춥니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Model output</source>
      <translation>모델 출력</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The name of the model's output written; empty: its first.</source>
      <translation>쓸 모델 출력의 이름. 비우면 첫 번째입니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Output band names (A,B,...)</source>
      <translation>출력 밴드 이름 (A,B,...)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>One name per band of the output; empty: the model's metadata tfrecord_bridge.bands, else the output's name (NAME_1, NAME_2, ... for several bands).</source>
      <translation>출력 밴드마다 이름 하나. 비우면 모델 메타데이터 tfrecord_bridge.bands, 없으면 출력의 이름(밴드가 여럿이면 NAME_1, NAME_2, ...)입니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>How a pixel's class is found: one band of the model's output that holds class numbers, or the argmax of one band a class, where band i is the class table's i-th class; automatic makes a class map when a class table is known (given, or the training sidecar's labels) and chooses by the number of bands; none writes the model's output as it is.</source>
      <translation>픽셀의 클래스를 찾는 방법: 클래스 번호를 담은 모델 출력 밴드 하나, 또는 클래스마다 밴드 하나의 argmax(밴드 i는 클래스 표의 i번째 클래스). 자동은 클래스 표를 알 때(주었거나 학습 사이드카의 labels) 클래스 맵을 만들고 밴드 수로 고릅니다. 없음은 모델 출력을 그대로 씁니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>None: the model's output as it is</source>
      <translation>없음: 모델 출력 그대로</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The output's nodata value, where an input pixel was masked; empty: -9999, or for a class map the class table's nodata, else the smallest whole number that is no class.</source>
      <translation>입력 픽셀이 마스크된 곳에 쓰는 출력의 nodata 값. 비우면 -9999, 클래스 맵이면 클래스 표의 nodata, 없으면 어떤 클래스도 아닌 가장 작은 정수입니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The GeoTIFF (.tif) written on the rasters' grid, one band per band of the model's output.</source>
      <translation>래스터 격자에 쓰는 GeoTIFF(.tif), 모델 출력의 밴드마다 밴드 하나.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE-format predictions folder</source>
      <translation>EE 형식 예측 폴더</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Also write the predictions as Earth Engine uploads them as an image asset, in this folder: TFRecord files holding one record a patch in the export's order (one float feature a band, the patch without its kernel margins), the mixer of the patches' grid and our sidecar. Pixels whose input was masked hold the nodata value. The import reads them back to the predictions raster. Empty: none.</source>
      <translation>예측을 Earth Engine이 이미지 애셋으로 업로드하는 형식으로도 이 폴더에 씁니다: 내보내기 순서대로 패치마다 레코드 하나를 담은 TFRecord 파일(밴드마다 float 피처 하나, 커널 여백을 뺀 패치), 패치 격자의 믹서와 이 플러그인의 사이드카. 입력이 마스크된 픽셀은 nodata 값을 가집니다. 가져오기는 이를 예측 래스터로 다시 읽습니다. 비우면 쓰지 않습니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE-format predictions</source>
      <translation>EE 형식 예측</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE-format predictions prefix</source>
      <translation>EE 형식 예측 접두사</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The EE-format predictions are named PREFIX-00000.tfrecord.gz, ..., PREFIX-mixer.json and PREFIX-sidecar.json; a prefix ending in / makes a subfolder; an empty prefix names them 00000.tfrecord.gz, ..., mixer.json, as EE does for a folder.</source>
      <translation>EE 형식 예측 파일 이름은 PREFIX-00000.tfrecord.gz, ..., PREFIX-mixer.json, PREFIX-sidecar.json입니다. /로 끝나는 접두사는 하위 폴더를 만듭니다. 접두사를 비우면 EE가 폴더에 하듯 00000.tfrecord.gz, ..., mixer.json이 됩니다.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Patches predicted</source>
      <translation>예측한 패치</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The model's input and output, the layout chosen, its versions</source>
      <translation>모델의 입력과 출력, 고른 배치, 버전</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The EE-format predictions' TFRecord files (none without them)</source>
      <translation>EE 형식 예측의 TFRecord 파일(없으면 없음)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The EE-format predictions' mixer (empty without them)</source>
      <translation>EE 형식 예측의 믹서(없으면 빈 값)</translation>
    </message>
    <message>
      <location filename="../core/layout/sidecar.py" />
      <source>{key} {value} is not a whole number in range ({least} to {most})</source>
      <translation>{key} {value}은(는) 범위({least} ~ {most}) 안의 정수가 아닙니다</translation>
    </message>
    <message>
      <location filename="../core/layout/sidecar.py" />
      <source>{key} {value} is not a text</source>
      <translation>{key} {value}은(는) 텍스트가 아닙니다</translation>
    </message>
    <message>
      <location filename="../core/layout/sidecar.py" />
      <source>{key} must be an object, got {value}</source>
      <translation>{key}은(는) 객체여야 하는데 {value}입니다</translation>
    </message>
    <message>
      <location filename="../core/layout/sidecar.py" />
      <source>{key} {value} is not a list of {length} whole numbers</source>
      <translation>{key} {value}은(는) 정수 {length}개의 목록이 아닙니다</translation>
    </message>
    <message>
      <location filename="../core/layout/sidecar.py" />
      <source>{key} must be a list</source>
      <translation>{key}은(는) 목록이어야 합니다</translation>
    </message>
    <message>
      <location filename="../core/layout/sidecar.py" />
      <source>{path}: export sidecar key missing or malformed: run: {error}</source>
      <translation>{path}: 내보내기 사이드카 키가 없거나 잘못되었습니다: run: {error}</translation>
    </message>
    <message>
      <location filename="../core/layout/sidecar.py" />
      <source>{path}: cannot read the export sidecar: {error}</source>
      <translation>{path}: 내보내기 사이드카를 읽을 수 없습니다: {error}</translation>
    </message>
    <message>
      <location filename="../core/layout/sidecar.py" />
      <source>{path}: not a TFRecord Bridge export sidecar (no "format": "{format}")</source>
      <translation>{path}: TFRecord Bridge 내보내기 사이드카가 아닙니다("format": "{format}" 없음)</translation>
    </message>
    <message>
      <location filename="../core/layout/sidecar.py" />
      <source>{path}: export sidecar version {version!r} is not {expected}</source>
      <translation>{path}: 내보내기 사이드카 버전 {version!r}은(는) {expected}이(가) 아닙니다</translation>
    </message>
    <message>
      <location filename="../core/layout/sidecar.py" />
      <source>{path}: export sidecar key missing or malformed: {error}</source>
      <translation>{path}: 내보내기 사이드카 키가 없거나 잘못되었습니다: {error}</translation>
    </message>
    <message>
      <location filename="../core/layout/stac.py" />
      <source>the CRS {crs!r} cannot be read</source>
      <translation>좌표계 {crs!r}을(를) 읽을 수 없습니다</translation>
    </message>
    <message>
      <location filename="../core/layout/stac.py" />
      <source>the grid's outline in {crs} has no place in WGS84</source>
      <translation>{crs}의 그리드 윤곽은 WGS84로 변환할 수 없습니다</translation>
    </message>
    <message>
      <location filename="../core/layout/stac.py" />
      <source>the band {band} burnt from {source}</source>
      <translation>{source}에서 래스터화한 {band} 밴드</translation>
    </message>
    <message>
      <location filename="../core/layout/stac.py" />
      <source>TFRecord Bridge's exports, imports and predictions</source>
      <translation>TFRecord Bridge의 내보내기, 가져오기와 예측</translation>
    </message>
    <message>
      <location filename="../core/layout/stac.py" />
      <source>a catalog</source>
      <translation>카탈로그</translation>
    </message>
    <message>
      <location filename="../core/places/json_input.py" />
      <source>it is not {encoding} text (byte {offset})</source>
      <translation>{encoding} 텍스트가 아닙니다(바이트 {offset})</translation>
    </message>
    <message>
      <location filename="../core/places/json_input.py" />
      <source>more than {most} arrays and objects</source>
      <translation>배열과 객체가 {most}개보다 많습니다</translation>
    </message>
    <message>
      <location filename="../core/places/json_input.py" />
      <source>arrays or objects nested too deep to read</source>
      <translation>배열이나 객체가 너무 깊게 중첩되어 읽을 수 없습니다</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>the disk is full</source>
      <translation>디스크가 가득 찼습니다</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>the file system is read-only</source>
      <translation>파일 시스템이 읽기 전용입니다</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>the disk quota is used up</source>
      <translation>디스크 할당량을 다 썼습니다</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>{path}: {plain} ({reason})</source>
      <translation>{path}: {plain} ({reason})</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <location filename="../core/places/writer_lock.py" />
      <source>{path}: {reason}</source>
      <translation>{path}: {reason}</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>{path}: the file system is read-only, nothing can be written there ({detail})</source>
      <translation>{path}: 파일 시스템이 읽기 전용이라 아무것도 쓸 수 없습니다({detail})</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>{path}: the disk is full ({free} KiB free; {detail})</source>
      <translation>{path}: 디스크가 가득 찼습니다({free} KiB 남음; {detail})</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>could not put back an earlier file</source>
      <translation>이전 파일을 되돌려 놓을 수 없었습니다</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>{what}: {reason}</source>
      <translation>{what}: {reason}</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>could not write the list of files to replace in {base} ({reason}); nothing was replaced</source>
      <translation>{base}에 바꿀 파일 목록을 쓸 수 없었습니다({reason}). 아무것도 바꾸지 않았습니다</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>a commit journal</source>
      <translation>커밋 저널</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>cannot read the journal of an interrupted export: {reason}</source>
      <translation>중단된 내보내기의 저널을 읽을 수 없습니다: {reason}</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>could not put back the files of the earlier export</source>
      <translation>이전 내보내기의 파일을 되돌려 놓을 수 없었습니다</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>it is not a commit journal of TFRecord Bridge</source>
      <translation>TFRecord Bridge의 커밋 저널이 아닙니다</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>it is a commit journal of version {version}, which this version of TFRecord Bridge does not read</source>
      <translation>버전 {version}의 커밋 저널이며, 이 버전의 TFRecord Bridge는 읽지 못합니다</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>its lists of files are malformed</source>
      <translation>파일 목록이 잘못되었습니다</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>it names {name}, which is not a file of this export</source>
      <translation>이 내보내기의 파일이 아닌 {name}이(가) 들어 있습니다</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>{journal}: {reason}; it was left as it is and nothing was changed. If no export with this prefix was stopped while it renamed its files, delete it and run the export again</source>
      <translation>{journal}: {reason}. 저널은 그대로 두었고 아무것도 바꾸지 않았습니다. 이 접두사의 내보내기가 파일 이름을 바꾸는 도중에 멈춘 적이 없다면, 저널을 삭제하고 내보내기를 다시 실행하세요</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>output folder {folder} cannot be created: {path} is a file, not a folder</source>
      <translation>출력 폴더 {folder}을(를) 만들 수 없습니다: {path}은(는) 폴더가 아니라 파일입니다</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>{parent} does not allow making folders in it</source>
      <translation>{parent}에는 폴더를 만들 수 없습니다</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>output folder {folder} cannot be created: {reason}</source>
      <translation>출력 폴더 {folder}을(를) 만들 수 없습니다: {reason}</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>{lock}: this run's lock was deleted or taken over by another run while it wrote; nothing was replaced, as that run may be writing these files</source>
      <translation>{lock}: 이 실행이 쓰는 동안 그 잠금이 삭제되었거나 다른 실행이 넘겨받았습니다. 그 실행이 이 파일들을 쓰고 있을 수 있으므로 아무것도 바꾸지 않았습니다</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>{path}: {reason}; the files written there are not whole: run again, or write to another place</source>
      <translation>{path}: {reason}; 그곳에 쓴 파일이 온전하지 않습니다: 다시 실행하거나 다른 위치에 쓰십시오</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>{folders} is a folder where a file is to be written: move or rename it; nothing was written</source>
      <translation>{folders}은(는) 파일을 쓸 자리에 있는 폴더입니다: 옮기거나 이름을 바꾸세요. 아무것도 쓰지 않았습니다</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>could not give the finished file its name ({reason}); the folder was left as it was</source>
      <translation>완성된 파일에 이름을 붙일 수 없었습니다({reason}). 폴더는 그대로 두었습니다</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>{missing}: its temporary file is gone before the commit; nothing was replaced</source>
      <translation>{missing}: 커밋 전에 임시 파일이 사라졌습니다. 아무것도 바꾸지 않았습니다</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>{signal} arrived once the new files were all in place: the export was finished rather than stopped</source>
      <translation>새 파일이 모두 자리를 잡은 뒤에 {signal}이(가) 왔습니다: 내보내기를 멈추지 않고 마쳤습니다</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>the new files are all in place, but the earlier files set aside could not all be deleted ({reason}); the next export to this place deletes them</source>
      <translation>새 파일은 모두 자리를 잡았지만, 옆으로 치워 둔 이전 파일을 모두 삭제하지는 못했습니다({reason}). 다음에 이곳으로 내보낼 때 삭제합니다</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>{journal} cannot be reached</source>
      <translation>{journal}에 접근할 수 없습니다</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>the folder was left as it was</source>
      <translation>폴더는 그대로 두었습니다</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>the earlier files could not all be put back ({error}); the next export to this place puts them back</source>
      <translation>이전 파일을 모두 되돌려 놓지는 못했습니다({error}). 다음에 이곳으로 내보낼 때 되돌려 놓습니다</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>could not give the finished files their names ({reason}); {outcome}</source>
      <translation>완성된 파일에 이름을 붙일 수 없었습니다({reason}). {outcome}</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>output folder {folder} is a file, not a folder</source>
      <translation>출력 폴더 {folder}은(는) 폴더가 아니라 파일입니다</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>output folder {folder} cannot be created: {existing} is a file, not a folder</source>
      <translation>출력 폴더 {folder}을(를) 만들 수 없습니다: {existing}은(는) 폴더가 아니라 파일입니다</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>output folder {folder} is on a read-only file system: nothing can be written there</source>
      <translation>출력 폴더 {folder}은(는) 읽기 전용 파일 시스템에 있습니다: 아무것도 쓸 수 없습니다</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>output folder {folder} is not writable ({existing} does not allow writing)</source>
      <translation>출력 폴더 {folder}에 쓸 수 없습니다({existing}이(가) 쓰기를 허용하지 않음)</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>output file</source>
      <translation>출력 파일</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>{what} {path} is a folder: give the name of a file</source>
      <translation>{what} {path}은(는) 폴더입니다: 파일 이름을 주세요</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>output folder {folder}: GDAL only reads there; write to a local folder, a bucket (s3://, gs://, az://) or /vsimem/</source>
      <translation>출력 폴더 {folder}: GDAL은 그곳을 읽기만 합니다. 로컬 폴더, 버킷(s3://, gs://, az://) 또는 /vsimem/에 쓰세요</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>output folder {folder} cannot be written: {error}</source>
      <translation>출력 폴더 {folder}에 쓸 수 없습니다: {error}</translation>
    </message>
    <message>
      <location filename="../core/places/place.py" />
      <source>a place is a folder, a bucket or a URL given as text, not {kind}</source>
      <translation>위치는 텍스트로 준 폴더, 버킷 또는 URL이어야 합니다. {kind}이(가) 아닙니다</translation>
    </message>
    <message>
      <location filename="../core/places/place.py" />
      <source>{names} is not under {place}</source>
      <translation>{names}은(는) {place} 아래에 있지 않습니다</translation>
    </message>
    <message>
      <location filename="../core/places/place.py" />
      <source>GDAL only reads there; write to a local folder, a bucket (s3://, gs://, az://) or /vsimem/</source>
      <translation>GDAL은 그곳을 읽기만 합니다. 로컬 폴더, 버킷(s3://, gs://, az://) 또는 /vsimem/에 쓰세요</translation>
    </message>
    <message>
      <location filename="../core/places/s3_staging.py" />
      <source>Failed to connect to {host}: the connection was lost ({error})</source>
      <translation>{host}에 연결하지 못했습니다: 연결이 끊겼습니다({error})</translation>
    </message>
    <message>
      <location filename="../core/places/s3_staging.py" />
      <source>Failed to connect to {host}: {error}</source>
      <translation>{host}에 연결하지 못했습니다: {error}</translation>
    </message>
    <message>
      <location filename="../core/places/s3_staging.py" />
      <source>the server gave no upload id</source>
      <translation>서버가 업로드 ID를 주지 않았습니다</translation>
    </message>
    <message>
      <location filename="../core/places/s3_staging.py" />
      <source>an answer it could not read</source>
      <translation>읽을 수 없는 응답</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/places/s3_staging.py" />
      <source>the server gave {answer} to the completion of the upload, %n times, and the object is not there</source>
      <translation>
        <numerusform>서버가 업로드 완료 요청에 %n번 {answer}을(를) 돌려주었고, 객체는 그곳에 없습니다</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/places/s3_staging.py" />
      <source>an empty answer</source>
      <translation>빈 응답</translation>
    </message>
    <message>
      <location filename="../core/places/s3_staging.py" />
      <source>an answer that is not a listing</source>
      <translation>목록이 아닌 응답</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/places/s3_staging.py" />
      <source>the server gave {answer}, %n times</source>
      <translation>
        <numerusform>서버가 %n번 {answer}을(를) 돌려주었습니다</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/places/s3_staging.py" />
      <source>{code}: {text}</source>
      <translation>{code}: {text}</translation>
    </message>
    <message>
      <location filename="../core/places/s3_staging.py" />
      <source>a file of more than 10,000 parts cannot be sent to S3</source>
      <translation>10,000개가 넘는 부분으로 된 파일은 S3로 보낼 수 없습니다</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>cannot read</source>
      <translation>읽을 수 없습니다</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>cannot list</source>
      <translation>목록을 볼 수 없습니다</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>{folder}: cannot list what it holds: {reason}</source>
      <translation>{folder}: 담긴 것의 목록을 볼 수 없습니다: {reason}</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>another file took this name while it was being written; nothing was written to it</source>
      <translation>쓰는 도중에 다른 파일이 이 이름을 차지했습니다. 그 파일에는 아무것도 쓰지 않았습니다</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>it is not a regular file (a FIFO, a device or a socket): nothing is written there</source>
      <translation>일반 파일이 아닙니다(FIFO, 장치 또는 소켓): 그곳에는 아무것도 쓰지 않습니다</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>a FIFO (named pipe)</source>
      <translation>FIFO(이름 있는 파이프)</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>a character device</source>
      <translation>문자 장치</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>a block device</source>
      <translation>블록 장치</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>a socket</source>
      <translation>소켓</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>a folder</source>
      <translation>폴더</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>something else</source>
      <translation>다른 것</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>it is {kind}, not a regular file: only files are read</source>
      <translation>일반 파일이 아니라 {kind}입니다: 파일만 읽습니다</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>it holds more than {ceiling} MB, the most {what} may hold</source>
      <translation>{what}이(가) 담을 수 있는 최대치인 {ceiling} MB를 넘습니다</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>{prefix}: cannot list the uploads pending there: {reason}</source>
      <translation>{prefix}: 그곳에서 진행 중인 업로드의 목록을 볼 수 없습니다: {reason}</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>{source} is sent to be {key}, not {target}</source>
      <translation>{source}은(는) {target}이(가) 아니라 {key}(으)로 보내지는 중입니다</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>{path}: cannot complete its upload: {reason}</source>
      <translation>{path}: 업로드를 완료할 수 없습니다: {reason}</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>{source}: cannot rename it to {target}: {reason}</source>
      <translation>{source}: {target}(으)로 이름을 바꿀 수 없습니다: {reason}</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>the store answered that it kept it, but it is not there</source>
      <translation>저장소는 보관했다고 응답했지만 해당 객체가 없습니다</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>the store answered that it kept it whole, but holds {held} of its {written} bytes</source>
      <translation>저장소는 온전히 보관했다고 응답했지만 {written}바이트 중 {held}바이트만 보관하고 있습니다</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>No such file or directory</source>
      <translation>그런 파일이나 디렉터리가 없습니다</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>cannot delete</source>
      <translation>삭제할 수 없습니다</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>cannot create the folder</source>
      <translation>폴더를 만들 수 없습니다</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>Directory not empty</source>
      <translation>디렉터리가 비어 있지 않습니다</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>{path}: {action}: {reason}</source>
      <translation>{path}: {action}: {reason}</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>GDAL could not open it</source>
      <translation>GDAL이 열 수 없었습니다</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>not found</source>
      <translation>찾을 수 없음</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>cannot open</source>
      <translation>열 수 없습니다</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>cannot write</source>
      <translation>쓸 수 없습니다</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>{name}: cannot seek to {offset}</source>
      <translation>{name}: {offset}(으)로 이동할 수 없습니다</translation>
    </message>
    <message>
      <location filename="../core/places/writer_lock.py" />
      <source>{lock} is not a lock this plugin wrote, and this run keeps its lock under that name: move or rename it</source>
      <translation>{lock}은(는) 이 플러그인이 쓴 잠금이 아닌데, 이 실행은 그 이름으로 잠금을 둡니다: 옮기거나 이름을 바꾸세요</translation>
    </message>
    <message>
      <location filename="../core/places/writer_lock.py" />
      <source>{lock}: cannot take this lock: other runs take and release it as fast as this one looks; try again</source>
      <translation>{lock}: 이 잠금을 잡을 수 없습니다: 이 실행이 확인하는 속도만큼 빠르게 다른 실행들이 잠금을 잡았다 놓습니다. 다시 시도하세요</translation>
    </message>
    <message>
      <location filename="../core/places/writer_lock.py" />
      <source>{lock}: cannot create the lock that keeps other runs from writing these files: {reason}</source>
      <translation>{lock}: 다른 실행이 이 파일들을 쓰지 못하게 하는 잠금을 만들 수 없습니다: {reason}</translation>
    </message>
    <message>
      <location filename="../core/places/writer_lock.py" />
      <source>{lock}: cannot open this lock: {reason}; if no run is writing these files, delete it</source>
      <translation>{lock}: 이 잠금을 열 수 없습니다: {reason}. 이 파일들을 쓰는 실행이 없다면 잠금을 삭제하세요</translation>
    </message>
    <message>
      <location filename="../core/places/writer_lock.py" />
      <source>{lock}: cannot write the lock that keeps other runs from writing these files: {reason}</source>
      <translation>{lock}: 다른 실행이 이 파일들을 쓰지 못하게 하는 잠금을 쓸 수 없습니다: {reason}</translation>
    </message>
    <message>
      <location filename="../core/places/writer_lock.py" />
      <source>{lock}: cannot take the lock that keeps other runs from writing these files: {reason}</source>
      <translation>{lock}: 다른 실행이 이 파일들을 쓰지 못하게 하는 잠금을 잡을 수 없습니다: {reason}</translation>
    </message>
    <message>
      <location filename="../core/places/writer_lock.py" />
      <source>{lock}: another run is writing these files (its lock is being written or cannot be read): wait for it to finish; if no run is writing here, delete {lock} and start again</source>
      <translation>{lock}: 다른 실행이 이 파일들을 쓰고 있습니다(그 잠금을 쓰는 중이거나 읽을 수 없음): 끝날 때까지 기다리세요. 이곳에 쓰는 실행이 없다면 {lock}을(를) 삭제하고 다시 시작하세요</translation>
    </message>
    <message>
      <location filename="../core/places/writer_lock.py" />
      <source>{lock}: another run is writing these files (host {host}, process {pid}, started {started}): wait for it to finish; if that run is no longer running, delete {lock} and start again (a lock in a bucket not refreshed for {seconds} s is taken over by the next run)</source>
      <translation>{lock}: 다른 실행이 이 파일들을 쓰고 있습니다(호스트 {host}, 프로세스 {pid}, 시작 {started}): 끝날 때까지 기다리세요. 그 실행이 이미 멈췄다면 {lock}을(를) 삭제하고 다시 시작하세요({seconds}초 동안 갱신되지 않은 버킷의 잠금은 다음 실행이 넘겨받습니다)</translation>
    </message>
    <message>
      <location filename="../core/places/writer_lock.py" />
      <source>{lock}: another run is writing these files (host {host}, process {pid}, started {started}): wait for it to finish; if that run is no longer running, delete {lock} and start again</source>
      <translation>{lock}: 다른 실행이 이 파일들을 쓰고 있습니다(호스트 {host}, 프로세스 {pid}, 시작 {started}): 끝날 때까지 기다리세요. 그 실행이 이미 멈췄다면 {lock}을(를) 삭제하고 다시 시작하세요</translation>
    </message>
    <message>
      <location filename="../core/places/writer_lock.py" />
      <source>{lock}: took over a lock left unwritten by a run that is no longer running</source>
      <translation>{lock}: 이미 멈춘 실행이 내용을 쓰지 못하고 남긴 잠금을 넘겨받았습니다</translation>
    </message>
    <message>
      <location filename="../core/places/writer_lock.py" />
      <source>{lock}: took over the lock of a run not heard from for {seconds:.0f} s (host {host}, process {pid}, started {started})</source>
      <translation>{lock}: {seconds:.0f}초 동안 소식이 없던 실행의 잠금을 넘겨받았습니다(호스트 {host}, 프로세스 {pid}, 시작 {started})</translation>
    </message>
    <message>
      <location filename="../core/places/writer_lock.py" />
      <source>{lock}: took over the lock of a run that is no longer running (host {host}, process {pid}, started {started})</source>
      <translation>{lock}: 이미 멈춘 실행의 잠금을 넘겨받았습니다(호스트 {host}, 프로세스 {pid}, 시작 {started})</translation>
    </message>
    <message>
      <location filename="../core/predict/contract.py" />
      <source>{channels} of {tile_width} x {tile_height} ({patch_width} x {patch_height} patches, kernel {kernel_width} x {kernel_height})</source>
      <translation>{tile_width} x {tile_height}의 {channels} ({patch_width} x {patch_height} 패치, 커널 {kernel_width} x {kernel_height})</translation>
    </message>
    <message>
      <location filename="../core/predict/contract.py" />
      <source>the model {model} wants {wants}; the patches are {patches}: {problem}</source>
      <translation>모델 {model}은(는) {wants}을(를) 원하고 패치는 {patches}입니다: {problem}</translation>
    </message>
    <message>
      <location filename="../core/predict/contract.py" />
      <source>predict feeds a model one input, the patches of the rasters; this one takes {count}</source>
      <translation>predict는 모델에 입력 하나(래스터의 패치)를 넣습니다. 이 모델은 {count}개를 받습니다</translation>
    </message>
    <message>
      <location filename="../core/predict/contract.py" />
      <source>predict feeds a rank-4 input [N, C, H, W] or [N, H, W, C]; per-pixel models (rank 2) and others are not supported</source>
      <translation>predict는 4차원 입력 [N, C, H, W] 또는 [N, H, W, C]를 넣습니다. 픽셀 단위 모델(2차원)과 그 밖의 것은 지원하지 않습니다</translation>
    </message>
    <message>
      <location filename="../core/predict/contract.py" />
      <source>its batch dimension is fixed at {batch}; predict needs it dynamic or 1</source>
      <translation>배치 차원이 {batch}(으)로 고정되어 있습니다. predict에는 동적이거나 1이어야 합니다</translation>
    </message>
    <message>
      <location filename="../core/predict/contract.py" />
      <source>{layout} {shape}</source>
      <translation>{layout} {shape}</translation>
    </message>
    <message>
      <location filename="../core/predict/contract.py" />
      <source>read {reading} as {option} says, they do not fit it{hint}</source>
      <translation>{option}에 따라 {reading}(으)로 읽으면 맞지 않습니다{hint}</translation>
    </message>
    <message>
      <location filename="../core/predict/contract.py" />
      <source>its shape reads both as {first} and as {last}: set {option} to {first_name} or {last_name}</source>
      <translation>모양이 {first}로도 {last}로도 읽힙니다: {option}을(를) {first_name} 또는 {last_name}(으)로 정하세요</translation>
    </message>
    <message>
      <location filename="../core/predict/contract.py" />
      <source>neither {first} nor {last} fits it{hint}</source>
      <translation>{first}도 {last}도 맞지 않습니다{hint}</translation>
    </message>
    <message>
      <location filename="../core/predict/contract.py" />
      <source> ({patch} plus the margins of {kernel} make a tile of {width} x {height} pixels)</source>
      <translation> ({patch}에 {kernel}의 여백을 더하면 {width} x {height} 픽셀의 타일이 됩니다)</translation>
    </message>
    <message>
      <location filename="../core/predict/contract.py" />
      <source>its input {name} is {wanted} and the patches' values are {given}: predict feeds float inputs, and integer inputs from patches of {value_type} native whose type they hold</source>
      <translation>입력 {name}은(는) {wanted}이고 패치 값은 {given}입니다: predict는 float 입력을 넣으며, 정수 입력은 그 형식을 담는 {value_type} native 패치에서만 넣습니다</translation>
    </message>
    <message>
      <location filename="../core/predict/ee_predictions.py" />
      <source>{option}: {reason}</source>
      <translation>{option}: {reason}</translation>
    </message>
    <message>
      <location filename="../core/predict/ee_predictions.py" />
      <source>the EE-format predictions hold {records} for the {patches}: nothing was kept</source>
      <translation>EE 형식 예측에 {patches}에 대한 {records}가 있습니다: 아무것도 남기지 않았습니다</translation>
    </message>
    <message>
      <location filename="../core/predict/ee_predictions.py" />
      <source>Wrote the EE-format predictions: {records} in {files} and the mixer {mixer}</source>
      <translation>EE 형식 예측을 썼습니다: {files}에 {records}와 믹서 {mixer}</translation>
    </message>
    <message>
      <location filename="../core/predict/like.py" />
      <source>{option} {mine} is smaller than the training export's {theirs} ({path}): the model learnt from that much context around each patch; give at least {theirs}, or leave {option} out</source>
      <translation>{option} {mine}이(가) 학습 내보내기의 {theirs}({path})보다 작습니다: 모델은 각 패치 주변의 그만큼의 맥락으로 학습했습니다. {theirs} 이상을 주거나 {option}을(를) 빼세요</translation>
    </message>
    <message>
      <location filename="../core/predict/like.py" />
      <source>{option} {mine} is not the training export's {theirs} ({path}): the model learnt from the export's values; leave {option} out to take them</source>
      <translation>{option} {mine}이(가) 학습 내보내기의 {theirs}({path})가 아닙니다: 모델은 내보내기의 값으로 학습했습니다. {option}을(를) 빼면 그 값을 씁니다</translation>
    </message>
    <message>
      <location filename="../core/predict/like.py" />
      <source>{option} {mine} (the training export's: {theirs})</source>
      <translation>{option} {mine}(학습 내보내기의 값: {theirs})</translation>
    </message>
    <message>
      <location filename="../core/predict/like.py" />
      <source>patches, kernel, defaultValue, value type and bands as the training export {path}, except the options given: {instead}</source>
      <translation>학습 내보내기 {path}와 같은 패치, 커널, defaultValue, 값 형식, 밴드입니다. 단, 지정한 옵션은 예외입니다: {instead}</translation>
    </message>
    <message>
      <location filename="../core/predict/like.py" />
      <source>patches, kernel, defaultValue, value type and bands as the training export {path}</source>
      <translation>학습 내보내기 {path}와 같은 패치, 커널, defaultValue, 값 형식, 밴드</translation>
    </message>
    <message>
      <location filename="../core/predict/like.py" />
      <source>{option} names the bands {mine}; the training export {path} had {theirs}</source>
      <translation>{option}이(가) 밴드를 {mine}(으)로 이름 짓지만 학습 내보내기 {path}에는 {theirs}이(가) 있었습니다</translation>
    </message>
    <message>
      <location filename="../core/predict/like.py" />
      <source>the rasters' bands {mine} are the training export's ({path}) in another order, {theirs}: stack the rasters' bands in that order</source>
      <translation>래스터의 밴드 {mine}은(는) 학습 내보내기({path})의 밴드를 다른 순서로 둔 것입니다({theirs}): 래스터의 밴드를 그 순서로 쌓으세요</translation>
    </message>
    <message>
      <location filename="../core/predict/like.py" />
      <source>the rasters give {count} ({mine}); the training export {path} had {training} ({theirs}): give the rasters of the bands the model was trained on, in that order (an array layer is one band)</source>
      <translation>래스터가 {count}({mine})를 주지만 학습 내보내기 {path}에는 {training}개({theirs})가 있었습니다: 모델이 학습한 밴드의 래스터를 그 순서로 주세요 (배열 레이어는 밴드 하나)</translation>
    </message>
    <message>
      <location filename="../core/predict/like.py" />
      <source>the rasters' patches would hold {mine}; the training export {path} held {theirs}</source>
      <translation>래스터의 패치는 {mine}을(를) 담게 되지만 학습 내보내기 {path}는 {theirs}을(를) 담았습니다</translation>
    </message>
    <message>
      <location filename="../core/predict/like.py" />
      <source>{option} {mine} is not the training export's {theirs} ({path}), and the model takes a fixed size ({input} {shape}): leave {option} out to take the export's</source>
      <translation>{option} {mine}이(가) 학습 내보내기의 {theirs}({path})가 아니고, 모델은 고정 크기({input} {shape})를 받습니다: {option}을(를) 빼면 내보내기의 값을 씁니다</translation>
    </message>
    <message>
      <location filename="../core/predict/like.py" />
      <source>the training export {path} wrote a record a pixel ({sequence}); predict feeds a model patches</source>
      <translation>학습 내보내기 {path}는 픽셀마다 레코드 하나를 썼습니다({sequence}). predict는 모델에 패치를 넣습니다</translation>
    </message>
    <message>
      <location filename="../core/predict/like.py" />
      <source>the training export {path} lists no image band</source>
      <translation>학습 내보내기 {path}에 이미지 밴드가 없습니다</translation>
    </message>
    <message>
      <location filename="../core/predict/model_header.py" />
      <source>opset ai.onnx {opset}</source>
      <translation>opset ai.onnx {opset}</translation>
    </message>
    <message>
      <location filename="../core/predict/model_header.py" />
      <source>no opset</source>
      <translation>opset 없음</translation>
    </message>
    <message>
      <location filename="../core/predict/model_header.py" />
      <source>ONNX IR version {ir_version}, {opset} (made by {producer})</source>
      <translation>ONNX IR 버전 {ir_version}, {opset} ({producer}이(가) 만듦)</translation>
    </message>
    <message>
      <location filename="../core/predict/model_header.py" />
      <source>ONNX IR version {ir_version}, {opset}</source>
      <translation>ONNX IR 버전 {ir_version}, {opset}</translation>
    </message>
    <message>
      <location filename="../core/predict/model_header.py" />
      <source>{path} is not an ONNX model: the file is empty</source>
      <translation>{path}은(는) ONNX 모델이 아닙니다: 파일이 비어 있습니다</translation>
    </message>
    <message>
      <location filename="../core/predict/model_header.py" />
      <source>cannot read the model {path}: {error}</source>
      <translation>모델 {path}을(를) 읽을 수 없습니다: {error}</translation>
    </message>
    <message>
      <location filename="../core/predict/model_header.py" />
      <source>{path} is not an ONNX model: {error}</source>
      <translation>{path}은(는) ONNX 모델이 아닙니다: {error}</translation>
    </message>
    <message>
      <location filename="../core/predict/model_header.py" />
      <source>{path} is not an ONNX model: it has no {missing}</source>
      <translation>{path}은(는) ONNX 모델이 아닙니다: {missing}이(가) 없습니다</translation>
    </message>
    <message>
      <location filename="../core/predict/plan.py" />
      <source>predict feeds a model patches; {sequence} (a record a pixel) is not for it</source>
      <translation>predict는 모델에 패치를 넣습니다. {sequence}(픽셀마다 레코드 하나)는 맞지 않습니다</translation>
    </message>
    <message>
      <location filename="../core/predict/plan.py" />
      <source>{inputs} -&gt; {output} ({bands}), {layout}, {batch} a run; {header}; onnxruntime {version}</source>
      <translation>{inputs} -&gt; {output} ({bands}), {layout}, 실행마다 {batch}; {header}; onnxruntime {version}</translation>
    </message>
    <message>
      <location filename="../core/predict/plan.py" />
      <source>{option} gives {numbers} for the {channels} the model is fed: give one for all, or one a channel</source>
      <translation>{option}이(가) 모델에 넣는 {channels}에 {numbers}를 줍니다: 모두에 하나, 또는 채널마다 하나를 주세요</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/predict/plan.py" />
      <source>%n numbers</source>
      <translation>
        <numerusform>숫자 %n개</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/predict/plan.py" />
      <source>%n channels</source>
      <translation>
        <numerusform>채널 %n개</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/predict/plan.py" />
      <source>{option} is for a model of float input; this one takes {dtype}</source>
      <translation>{option}은(는) float 입력 모델용입니다. 이 모델은 {dtype}을(를) 받습니다</translation>
    </message>
    <message>
      <location filename="../core/predict/plan.py" />
      <source>no class map: {reason}; {option} none writes the output as it is without this note</source>
      <translation>클래스 맵 없음: {reason}. {option} none이면 이 메모 없이 출력을 그대로 씁니다</translation>
    </message>
    <message>
      <location filename="../core/predict/plan.py" />
      <source>the model {model} has no output {wanted} ({option}); its outputs: {names}</source>
      <translation>모델 {model}에 출력 {wanted}({option})이(가) 없습니다. 출력: {names}</translation>
    </message>
    <message>
      <location filename="../core/predict/plan.py" />
      <source>onnxruntime refused a tile of them read {layout}: {detail}</source>
      <translation>onnxruntime이 그 타일을 {layout}(으)로 읽어 거부했습니다: {detail}</translation>
    </message>
    <message>
      <location filename="../core/predict/plan.py" />
      <source>predict writes outputs of rank 4 (bands of pixels) or 3 (one band of pixels)</source>
      <translation>predict는 4차원(픽셀의 밴드들) 또는 3차원(픽셀의 밴드 하나) 출력을 씁니다</translation>
    </message>
    <message>
      <location filename="../core/predict/plan.py" />
      <source>predict takes an output of the tile's size (the margins are cropped), of the patch's, or of the patch and margins up to the kernel's, about its centre</source>
      <translation>predict는 타일 크기(여백은 잘라냄), 패치 크기, 또는 커널까지의 여백을 더한 패치 크기의 출력을 중심 기준으로 받습니다</translation>
    </message>
    <message>
      <location filename="../core/predict/plan.py" />
      <source>the model's output at a pixel depends on inputs up to {reach} pixels away, beyond the kernel's margins ({margins}): near the patches' edges its predictions will differ from a run over the whole raster (seams); {kernel} {least} or more gives it room</source>
      <translation>모델의 한 픽셀 출력이 최대 {reach} 픽셀 떨어진 입력에 좌우되어 커널 여백({margins})을 넘습니다. 패치 가장자리 근처의 예측은 래스터 전체에 한 번에 실행한 결과와 달라집니다(이음새). {kernel}을(를) {least} 이상으로 하면 충분한 여백이 됩니다</translation>
    </message>
    <message>
      <location filename="../core/predict/plan.py" />
      <source>the model's output at a pixel depends on inputs at least {reach} pixels away, beyond the kernel's margins ({margins}): near the patches' edges its predictions will differ from a run over the whole raster (seams); a larger {kernel} gives it room</source>
      <translation>모델의 한 픽셀 출력이 적어도 {reach} 픽셀 떨어진 입력에 좌우되어 커널 여백({margins})을 넘습니다. 패치 가장자리 근처의 예측은 래스터 전체에 한 번에 실행한 결과와 달라집니다(이음새). 더 큰 {kernel}을(를) 쓰면 충분한 여백이 됩니다</translation>
    </message>
    <message>
      <location filename="../core/predict/plan.py" />
      <source>the model {model} returns {output} [{shape}] for a tile of the patches ({patches}): {problem}</source>
      <translation>모델 {model}은(는) 패치의 타일({patches})에 대해 {output} [{shape}]을(를) 돌려줍니다: {problem}</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/predict/plan.py" />
      <source>{count} given in {option} for the %n bands of the model's output {output}</source>
      <translation>
        <numerusform>모델 출력 {output}의 밴드 %n개에 대해 {option}에 {count}를 주었습니다</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/predict/plan.py" />
      <source>%n names</source>
      <translation>
        <numerusform>이름 %n개</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/predict/plan.py" />
      <source>{option} must be a whole number of at least 1, got {given!r}</source>
      <translation>{option}은(는) 1 이상의 정수여야 합니다. 받은 값: {given!r}</translation>
    </message>
    <message>
      <location filename="../core/predict/predict_image.py" />
      <source>Other programs keep every core busy: reading and writing go on at normal priority (until now they took only the cores the model left idle)</source>
      <translation>다른 프로그램이 모든 코어를 사용하고 있어 읽기와 쓰기를 보통 우선순위로 계속합니다(지금까지는 모델이 비워 둔 코어만 사용했습니다)</translation>
    </message>
    <message>
      <location filename="../core/predict/request.py" />
      <source>{option} takes one number, or one a channel, comma-separated; got {value!r}</source>
      <translation>{option}은(는) 숫자 하나, 또는 채널마다 하나를 쉼표로 구분해 받습니다. 받은 값: {value!r}</translation>
    </message>
    <message>
      <location filename="../core/predict/runtime.py" />
      <source>{words}; for the tfrecord-bridge command in a Python of its own: pip install ".[onnx]" in its checkout</source>
      <translation>{words}. 별도의 Python에서 쓰는 tfrecord-bridge 명령에는 체크아웃 폴더에서 pip install ".[onnx]"를 실행하세요</translation>
    </message>
    <message>
      <location filename="../core/predict/runtime.py" />
      <source>predicting needs the ONNX runtime (onnxruntime), which this Python lacks: {install}</source>
      <translation>예측에는 ONNX 런타임(onnxruntime)이 필요한데 이 Python에 없습니다: {install}</translation>
    </message>
    <message>
      <location filename="../core/predict/runtime.py" />
      <source>onnxruntime {version} is older than predicting needs ({requirement}): {install}</source>
      <translation>onnxruntime {version}은(는) 예측에 필요한 것({requirement})보다 오래되었습니다: {install}</translation>
    </message>
    <message>
      <location filename="../core/predict/runtime.py" />
      <source>{path} is {header}</source>
      <translation>{path}은(는) {header}입니다</translation>
    </message>
    <message>
      <location filename="../core/predict/runtime.py" />
      <source>update onnxruntime ({command}), or export the model for an older runtime (opset 21 reads everywhere: torch.onnx.export(..., opset_version=21), tf2onnx --opset 21)</source>
      <translation>onnxruntime을 업데이트하거나({command}), 더 오래된 런타임용으로 모델을 내보내세요 (opset 21은 어디서나 읽힙니다: torch.onnx.export(..., opset_version=21), tf2onnx --opset 21)</translation>
    </message>
    <message>
      <location filename="../core/predict/runtime.py" />
      <source>{model}; onnxruntime {version} here reads up to IR version {maximum}: {advice}</source>
      <translation>{model}. 여기의 onnxruntime {version}은(는) IR 버전 {maximum}까지 읽습니다: {advice}</translation>
    </message>
    <message>
      <location filename="../core/predict/runtime.py" />
      <source>{model}; onnxruntime {version} here reads up to opset ai.onnx {maximum}: {advice}</source>
      <translation>{model}. 여기의 onnxruntime {version}은(는) opset ai.onnx {maximum}까지 읽습니다: {advice}</translation>
    </message>
    <message>
      <location filename="../core/predict/runtime.py" />
      <source>{model}; onnxruntime {version} here lacks an operator it uses ({detail}): {advice}</source>
      <translation>{model}. 여기의 onnxruntime {version}에는 모델이 쓰는 연산자가 없습니다({detail}): {advice}</translation>
    </message>
    <message>
      <location filename="../core/predict/runtime.py" />
      <source>onnxruntime {version} cannot load {path}: {detail}</source>
      <translation>onnxruntime {version}이(가) {path}을(를) 불러올 수 없습니다: {detail}</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>unknown geometry mode {geometry!r}: use one of {modes}</source>
      <translation>알 수 없는 지오메트리 모드 {geometry!r}: {modes} 중 하나를 쓰세요</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>the layer has a field named {clashes}, which is the name of the geometry feature this export writes; leave that field out of the exported fields or rename it</source>
      <translation>레이어에 {clashes}(이)라는 필드가 있는데, 이는 이 내보내기가 쓰는 지오메트리 피처의 이름입니다: 내보낼 필드에서 빼거나 이름을 바꾸세요</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>SQLite's 2000 columns, the fid's counted</source>
      <translation>SQLite의 2000열, fid 포함</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>a SpatiaLite / SQLite file</source>
      <translation>SpatiaLite / SQLite 파일</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>a GeoPackage</source>
      <translation>GeoPackage</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>a Shapefile</source>
      <translation>Shapefile</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>its dBase table's; beyond 255 most other programs cannot read it</source>
      <translation>그 dBase 표의 한도. 255를 넘으면 대부분의 다른 프로그램이 읽지 못합니다</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>a dBase table</source>
      <translation>dBase 표</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>as GDAL writes it; beyond 255 most other programs cannot read it</source>
      <translation>GDAL이 쓰는 대로. 255를 넘으면 대부분의 다른 프로그램이 읽지 못합니다</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>an Excel workbook</source>
      <translation>Excel 통합 문서</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>a sheet's columns</source>
      <translation>시트의 열 수</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>{path}: the table has {fields:,} fields, more than {name} holds ({limit:,}: {why}); write it as {unlimited} instead, or make fewer fields (a list as one JSON text field, not one field per element)</source>
      <translation>{path}: 표의 필드가 {fields:,}개로 {name}이(가) 담을 수 있는 수({limit:,}: {why})보다 많습니다: 대신 {unlimited}(으)로 쓰거나 필드를 줄이세요(목록은 요소마다 필드 하나가 아니라 JSON 텍스트 필드 하나로)</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>{path}: {fields:,} fields; programs other than GDAL's (QGIS's) read at most {most} fields of a dBase table: {unlimited} keep them readable</source>
      <translation>{path}: 필드 {fields:,}개; GDAL(QGIS) 외의 프로그램은 dBase 표의 필드를 최대 {most}개까지만 읽습니다: {unlimited}(이)라면 읽을 수 있게 남습니다</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>not a date or time: {value!r}</source>
      <translation>날짜나 시간이 아닙니다: {value!r}</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>cannot store a value of type {kind} ({value!r})</source>
      <translation>{kind} 형식의 값({value!r})은 저장할 수 없습니다</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>a list holds a NULL, which a TFRecord list cannot store</source>
      <translation>목록에 NULL이 있는데 TFRecord 목록은 그것을 저장할 수 없습니다</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>a list mixes {sorted_kinds} values, which one TFRecord list cannot hold</source>
      <translation>목록에 {sorted_kinds} 값이 섞여 있어 TFRecord 목록 하나에 담을 수 없습니다</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>unknown value type {value_type!r}: use one of {types}</source>
      <translation>알 수 없는 값 형식 {value_type!r}: {types} 중 하나를 쓰세요</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>field {name!r}: {error}</source>
      <translation>필드 {name!r}: {error}</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>feature {number}: {error}</source>
      <translation>피처 {number}: {error}</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>truncated WKB</source>
      <translation>잘린 WKB</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>WKB geometry type {geometry} is not converted</source>
      <translation>WKB 지오메트리 형식 {geometry}은(는) 변환하지 않습니다</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>{path}: record {index} is not a tf.train.Example ({error})</source>
      <translation>{path}: 레코드 {index}은(는) tf.train.Example이 아닙니다({error})</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>unknown list mode {lists!r}: use one of {modes}</source>
      <translation>알 수 없는 목록 모드 {lists!r}: {modes} 중 하나를 쓰세요</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>splitting lists into one field per element gives field names that already exist: {duplicates}; keep lists as JSON text instead</source>
      <translation>목록을 요소마다 필드로 나누면 이미 있는 필드 이름이 생깁니다: {duplicates}. 대신 목록을 JSON 텍스트로 두세요</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>a field needs a name</source>
      <translation>필드에는 이름이 있어야 합니다</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>a field of that name, apart from case, comes before it, and table files do not tell names apart by case</source>
      <translation>대소문자만 다른 같은 이름의 필드가 앞에 있는데, 테이블 파일은 이름의 대소문자를 구별하지 않습니다</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>{file} keeps its feature ids in a field of that name, and these values are not a whole number in every record, each another</source>
      <translation>{file}은(는) 피처 ID를 그 이름의 필드에 두는데, 이 값들은 모든 레코드에서 서로 다른 정수가 아닙니다</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>feature {key!r} is loaded as field {name!r}: {why}</source>
      <translation>피처 {key!r}은(는) 필드 {name!r}(으)로 불러옵니다: {why}</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>Give both an X and a Y feature for points, or neither.</source>
      <translation>포인트에는 X와 Y 특성을 모두 지정하거나 둘 다 지정하지 마세요.</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>Build geometry from X/Y features or from a WKB feature, not both.</source>
      <translation>지오메트리는 X/Y 특성 또는 WKB 특성 중 하나로만 만드세요.</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Export raster to TFRecord...</source>
      <translation>래스터를 TFRecord로 내보내기...</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Predict with an ONNX model...</source>
      <translation>ONNX 모델로 예측...</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Load TFRecord predictions...</source>
      <translation>TFRecord 예측 불러오기...</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Export training patches at points...</source>
      <translation>포인트에서 학습 패치 내보내기...</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Export table...</source>
      <translation>테이블 내보내기...</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Load table...</source>
      <translation>테이블 불러오기...</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Inspect TFRecord...</source>
      <translation>TFRecord 검사...</translation>
    </message>
    <message>
      <location filename="../provider/base.py" />
      <location filename="../provider/labels.py" />
      <source>Cancelled: {error}; nothing was left half-written.</source>
      <translation>취소됨: {error}; 절반만 기록된 것은 남지 않았습니다.</translation>
    </message>
    <message>
      <location filename="../provider/export_image.py" />
      <source>Export raster to TFRecord patches</source>
      <translation>래스터를 TFRecord 패치로 내보내기</translation>
    </message>
    <message>
      <location filename="../provider/export_image.py" />
      <location filename="../provider/export_patches_at_points.py" />
      <location filename="../provider/import_image.py" />
      <location filename="../provider/predict.py" />
      <source>Images</source>
      <translation>이미지</translation>
    </message>
    <message>
      <location filename="../provider/export_image.py" />
      <source>Cuts raster layers into patches and writes them as TFRecord files of tf.train.Example (or SequenceExample) records, with the "mixer" JSON that georeferences them, exactly as Google Earth Engine's Export.image with fileFormat 'TFRecord' does.&lt;br&gt;&lt;br&gt;&lt;b&gt;Input layers&lt;/b&gt;: their bands are stacked in order; layers must cover the same place, and are warped to the export grid when they are not on it. &lt;b&gt;Array layers&lt;/b&gt;: each becomes one array band named after the layer, whose per-pixel array is the layer's band values (e.g. a time series).&lt;br&gt;&lt;b&gt;Band names&lt;/b&gt;: comma list; default the band descriptions, else b1, b2, ...&lt;br&gt;&lt;b&gt;Extent, target CRS, pixel size&lt;/b&gt;: the export grid; default the first layer's grid.&lt;br&gt;&lt;b&gt;Patch dimensions&lt;/b&gt; (width,height) and &lt;b&gt;kernel size&lt;/b&gt;: each record holds a patch plus floor(kernel/2) real neighbouring pixels on each side.&lt;br&gt;&lt;b&gt;Max file size&lt;/b&gt;: bytes per file before compression; files are named PREFIX-00000.tfrecord.gz, ... (an empty prefix: 00000.tfrecord.gz, ..., mixer.json and sidecar.json; one ending in '/': a subfolder of that name). A run writes all its files or none, replacing an earlier export with that prefix only when it succeeds.&lt;br&gt;&lt;b&gt;GZIP compression level&lt;/b&gt;: 0-9, default 6 (zlib's, as EE); the files read the same at any level. Levels 1-3 are fastest, above all with the isal package installed (README).&lt;br&gt;&lt;b&gt;Default value&lt;/b&gt;: written in every band of a pixel masked in any band (nodata, mask or outside).&lt;br&gt;&lt;b&gt;Tensor depths&lt;/b&gt;: {"arrayBand": depth} (or band:depth,...), required for array bands unless sequence data.&lt;br&gt;&lt;b&gt;Sequence data&lt;/b&gt;: one SequenceExample per pixel (scalar bands in the context, array bands as feature lists). &lt;b&gt;Collapse bands&lt;/b&gt;: one feature named after the first band holding every band.&lt;br&gt;&lt;b&gt;Masked threshold&lt;/b&gt;: the largest fraction of masked pixels a patch may have; below 1, EE writes no mixer, and we write PREFIX-index.json listing the kept patches.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: paste the JSON used in EE; it overrides the single options.&lt;br&gt;An export whose layers leave no pixel of the region unmasked (rasters that do not overlap, an extent outside them) stops before writing; wholly masked patches are counted in the log and in MASKED_PATCH_COUNT, and written as EE writes them. Beside the mixer, PREFIX-sidecar.json keeps what EE's mixer cannot (kernel size, default value, band names and types), for the import.&lt;br&gt;The log ends with the featuresDict to read the files in TensorFlow (also the FEATURES_DICT output).&lt;br&gt;&lt;br&gt;&lt;b&gt;Training sets&lt;/b&gt;: a &lt;b&gt;label layer&lt;/b&gt; (polygons, lines or points) is burnt onto the export grid with GDAL as one more band of every record, the label band (int64): a field's values (a text field's texts numbered 1, 2, ... in sorted order), or the label value. Where no feature lies, and where the image bands are masked, it holds the label nodata, a value no class has (0 when every class is 1 or more). &lt;b&gt;Splits&lt;/b&gt; (e.g. train=0.8,val=0.1,test=0.1) deal whole blocks of N x N patches to one set, so neighbours inside a block, and their shared kernel margins, stay in one set (only a block's edge borders another set), seeded; with the &lt;b&gt;buffer between sets&lt;/b&gt;, the patches whose records would share pixels with another set's are left out too, each set keeping its share (or kept, the margin pixels another set owns masked). Each set is written under its own prefix (PREFIX-train-00000.tfrecord.gz, ...) with a mixer of the full grid and PREFIX-train-index.json placing its records. &lt;b&gt;Sampling&lt;/b&gt; keeps the patches whose labels cover at least the least label share, and of the patches without any label the negative ratio, seeded. Kept patches, negatives, the sets' sizes and the pixels of each class in each set are in the log, the results and the sidecar. &lt;b&gt;.tfindex&lt;/b&gt; files (for the PyTorch tfrecord package) are written beside uncompressed shards.</source>
      <translation>래스터 레이어를 패치로 자르고, 이를 지리 참조하는 '믹서' JSON과 함께 tf.train.Example(또는 SequenceExample) 레코드의 TFRecord 파일로 기록합니다. Google Earth Engine의 Export.image가 fileFormat 'TFRecord'로 하는 것과 정확히 같습니다.&lt;br&gt;&lt;br&gt;&lt;b&gt;입력 레이어&lt;/b&gt;: 밴드가 순서대로 쌓입니다. 레이어는 같은 장소를 포함해야 하며, 내보내기 그리드에 있지 않으면 그리드로 재투영됩니다. &lt;b&gt;배열 레이어&lt;/b&gt;: 각각 레이어 이름을 딴 하나의 배열 밴드가 되며, 픽셀별 배열은 레이어의 밴드 값입니다(예: 시계열).&lt;br&gt;&lt;b&gt;밴드 이름&lt;/b&gt;: 쉼표 목록. 기본값은 밴드 설명, 없으면 b1, b2, ...&lt;br&gt;&lt;b&gt;범위, 대상 CRS, 픽셀 크기&lt;/b&gt;: 내보내기 그리드. 기본값은 첫 번째 레이어의 그리드입니다.&lt;br&gt;&lt;b&gt;패치 크기&lt;/b&gt;(너비,높이)와 &lt;b&gt;커널 크기&lt;/b&gt;: 각 레코드는 패치와 함께 양쪽에 floor(kernel/2)개의 실제 인접 픽셀을 담습니다.&lt;br&gt;&lt;b&gt;최대 파일 크기&lt;/b&gt;: 압축 전 파일당 바이트. 파일 이름은 PREFIX-00000.tfrecord.gz, ... 입니다(빈 접두사: 00000.tfrecord.gz, ..., mixer.json, sidecar.json; '/'로 끝나는 접두사: 그 이름의 하위 폴더). 실행은 모든 파일을 기록하거나 아무것도 기록하지 않으며, 같은 접두사의 이전 내보내기는 성공했을 때만 대체됩니다.&lt;br&gt;&lt;b&gt;GZIP 압축 수준&lt;/b&gt;: 0-9, 기본값 6(EE와 같은 zlib의 기본값). 어느 수준이든 파일은 똑같이 읽힙니다. 1-3 수준이 가장 빠르며, isal 패키지가 설치되어 있으면 특히 빠릅니다(README).&lt;br&gt;&lt;b&gt;기본값&lt;/b&gt;: 어느 밴드에서든 마스크 처리된 픽셀의 모든 밴드에 기록됩니다(nodata, 마스크 또는 범위 밖).&lt;br&gt;&lt;b&gt;텐서 깊이&lt;/b&gt;: {"arrayBand": depth}(또는 band:depth,...). 시퀀스 데이터가 아니면 배열 밴드에 필요합니다.&lt;br&gt;&lt;b&gt;시퀀스 데이터&lt;/b&gt;: 픽셀당 하나의 SequenceExample(스칼라 밴드는 컨텍스트에, 배열 밴드는 특성 목록으로). &lt;b&gt;밴드 축소&lt;/b&gt;: 첫 번째 밴드 이름을 딴 하나의 특성에 모든 밴드를 담습니다.&lt;br&gt;&lt;b&gt;마스크 임계값&lt;/b&gt;: 패치가 가질 수 있는 마스크 처리된 픽셀의 최대 비율. 1 미만이면 EE는 믹서를 기록하지 않으며, 이 플러그인은 유지된 패치를 나열하는 PREFIX-index.json을 기록합니다.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: EE에서 사용한 JSON을 붙여넣습니다. 개별 옵션보다 우선합니다.&lt;br&gt;레이어가 영역의 어떤 픽셀도 마스크 없이 남기지 않는 내보내기(겹치지 않는 래스터, 래스터 밖의 범위)는 기록 전에 중단됩니다. 완전히 마스크 처리된 패치는 로그와 MASKED_PATCH_COUNT에 집계되고 EE처럼 기록됩니다. 믹서 옆의 PREFIX-sidecar.json은 EE 믹서가 담지 못하는 것(커널 크기, 기본값, 밴드 이름과 유형)을 가져오기용으로 보관합니다.&lt;br&gt;로그 끝에는 TensorFlow에서 파일을 읽기 위한 featuresDict가 있습니다(FEATURES_DICT 출력도 마찬가지).&lt;br&gt;&lt;br&gt;&lt;b&gt;학습 세트&lt;/b&gt;: &lt;b&gt;레이블 레이어&lt;/b&gt;(폴리곤, 라인 또는 포인트)를 GDAL로 내보내기 그리드에 구워 모든 레코드의 밴드 하나, 즉 레이블 밴드(int64)로 만듭니다: 필드 값(텍스트 필드의 텍스트는 정렬 순서대로 1, 2, ...) 또는 레이블 값. 피처가 없는 곳과 이미지 밴드가 마스크 처리된 곳은 어떤 클래스에도 없는 레이블 nodata(모든 클래스가 1 이상이면 0)를 가집니다. &lt;b&gt;분할&lt;/b&gt;(예: train=0.8,val=0.1,test=0.1)은 N x N 패치 블록 전체를 시드에 따라 한 세트에 배정하므로 블록 안의 이웃 패치와 그들이 공유하는 커널 여백은 한 세트에 남습니다(블록 가장자리만 다른 세트와 맞닿습니다). &lt;b&gt;세트 간 버퍼&lt;/b&gt;를 켜면 다른 세트의 레코드와 픽셀을 공유하게 될 레코드의 패치도 제외되며, 각 세트는 자기 비율을 유지합니다(또는 패치를 유지하고 다른 세트에 속한 여백 픽셀을 마스크 처리합니다). 각 세트는 자체 접두사(PREFIX-train-00000.tfrecord.gz, ...)로 기록되며, 전체 그리드의 믹서와 레코드 위치를 담은 PREFIX-train-index.json이 함께 기록됩니다. &lt;b&gt;샘플링&lt;/b&gt;은 레이블이 최소 레이블 비율 이상을 덮는 패치를 유지하고, 레이블이 없는 패치는 음성 비율만큼 시드에 따라 유지합니다. 유지된 패치, 음성 패치, 세트 크기, 세트별 클래스별 픽셀 수는 로그, 결과, 사이드카에 있습니다. 압축하지 않은 파일 옆에는 &lt;b&gt;.tfindex&lt;/b&gt; 파일(PyTorch tfrecord 패키지용)을 기록할 수 있습니다.</translation>
    </message>
    <message>
      <location filename="../provider/export_image.py" />
      <location filename="../provider/predict.py" />
      <source>formatOptions: </source>
      <translation>formatOptions: </translation>
    </message>
    <message>
      <location filename="../provider/export_image.py" />
      <location filename="../provider/export_patches_at_points.py" />
      <source>Files: </source>
      <translation>파일: </translation>
    </message>
    <message>
      <location filename="../provider/export_image.py" />
      <source>Set {name}: {mixer}, {index}</source>
      <translation>세트 {name}: {mixer}, {index}</translation>
    </message>
    <message>
      <location filename="../provider/export_image.py" />
      <source>Mixer: </source>
      <translation>믹서: </translation>
    </message>
    <message>
      <location filename="../provider/export_image.py" />
      <location filename="../provider/export_patches_at_points.py" />
      <source>Read them in TensorFlow with:
</source>
      <translation>TensorFlow에서 다음으로 읽으세요:
</translation>
    </message>
    <message>
      <location filename="../provider/export_patches_at_points.py" />
      <source>Export training patches at points</source>
      <translation>포인트에서 학습 패치 내보내기</translation>
    </message>
    <message>
      <location filename="../provider/export_patches_at_points.py" />
      <source>Writes one tf.train.Example per point: a patch of the raster layers around the point, one feature per band exactly as &lt;i&gt;Export raster to TFRecord patches&lt;/i&gt; writes a patch, followed by the chosen point attributes (e.g. the label) as extra features, converted as &lt;i&gt;Export vector layer to TFRecord&lt;/i&gt; converts them (a NULL attribute is left out of that record). This is the training set of neighbourhood arrays Earth Engine users sample at points for U-Nets.&lt;br&gt;&lt;br&gt;&lt;b&gt;Input layers&lt;/b&gt;: their bands are stacked in order on the first layer's grid (other layers are warped to it). Points are transformed into that grid's CRS; multipoints give one patch per point.&lt;br&gt;&lt;b&gt;Patch dimensions&lt;/b&gt; (width,height): the patch is centred on the pixel that contains the point: its top-left pixel is (column - width // 2, row - height // 2), so with an even size the centre is the pixel right of and below the middle. &lt;b&gt;Kernel size&lt;/b&gt; adds floor(kernel/2) real neighbouring pixels on each side.&lt;br&gt;&lt;b&gt;Patches crossing the raster edge&lt;/b&gt;: written with the pixels outside the rasters masked, or skipped. Points with no geometry, or whose centre pixel is outside the rasters, are always skipped with a warning and counted in SKIPPED.&lt;br&gt;&lt;b&gt;Point fields&lt;/b&gt;: attached to each record; none chosen: none.&lt;br&gt;&lt;b&gt;GZIP compression level&lt;/b&gt;: 0-9, default 6 (zlib's, as EE); the files read the same at any level. Levels 1-3 are fastest, above all with the isal package installed (README).&lt;br&gt;&lt;b&gt;Default value&lt;/b&gt;: written in every band of a pixel masked in any band (nodata, mask or outside). &lt;b&gt;Value type&lt;/b&gt;: float32 everywhere (Earth Engine) or native types, for bands and attributes.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: the JSON of an EE export may be pasted; it overrides the options above. Its maskedThreshold skips points whose patch core has a larger share of masked pixels (counted in SKIPPED); sequenceData is refused, as a per-pixel record cannot carry the point's attributes.&lt;br&gt;Files are named PREFIX-00000.tfrecord.gz, ... (an empty prefix: 00000.tfrecord.gz, ...); no mixer is written, as the patches do not tile a grid. The log ends with the featuresDict to read the files in TensorFlow.&lt;br&gt;&lt;b&gt;Label layer&lt;/b&gt;: polygons, lines or points burnt onto the first layer's grid with GDAL as one more band of every patch, the label band (int64): a field's values (a text field's texts numbered 1, 2, ... in sorted order), or the label value; where no feature lies and where the image bands are masked it holds the label nodata (0 when every class is 1 or more). The class table and the pixels of each class are in the log and PREFIX-sidecar.json (SIDECAR, CLASS_PIXELS).</source>
      <translation>포인트당 하나의 tf.train.Example을 기록합니다: 포인트 주변 래스터 레이어의 패치(&lt;i&gt;래스터를 TFRecord 패치로 내보내기&lt;/i&gt;가 패치를 기록하듯 밴드당 하나의 특성)와 그 뒤에 선택한 포인트 속성(예: 레이블)을 추가 특성으로 담으며, &lt;i&gt;벡터 레이어를 TFRecord로 내보내기&lt;/i&gt;처럼 변환합니다(NULL 속성은 그 레코드에서 빠집니다). Earth Engine 사용자가 U-Net용으로 포인트에서 샘플링하는 이웃 배열 학습 세트입니다.&lt;br&gt;&lt;br&gt;&lt;b&gt;입력 레이어&lt;/b&gt;: 밴드가 첫 번째 레이어의 그리드에 순서대로 쌓입니다(다른 레이어는 그리드로 재투영됨). 포인트는 그 그리드의 CRS로 변환되며, 멀티포인트는 포인트마다 하나의 패치를 만듭니다.&lt;br&gt;&lt;b&gt;패치 크기&lt;/b&gt;(너비,높이): 패치는 포인트를 포함하는 픽셀을 중심으로 합니다. 왼쪽 위 픽셀은 (column - width // 2, row - height // 2)이므로 크기가 짝수이면 중심은 가운데의 오른쪽 아래 픽셀입니다. &lt;b&gt;커널 크기&lt;/b&gt;는 양쪽에 floor(kernel/2)개의 실제 인접 픽셀을 더합니다.&lt;br&gt;&lt;b&gt;래스터 가장자리를 넘는 패치&lt;/b&gt;: 래스터 밖의 픽셀을 마스크 처리하여 기록하거나 건너뜁니다. 지오메트리가 없거나 중심 픽셀이 래스터 밖인 포인트는 항상 경고와 함께 건너뛰며 SKIPPED에 집계됩니다.&lt;br&gt;&lt;b&gt;포인트 필드&lt;/b&gt;: 각 레코드에 첨부됩니다. 선택하지 않으면 없음.&lt;br&gt;&lt;b&gt;GZIP 압축 수준&lt;/b&gt;: 0-9, 기본값 6(EE와 같은 zlib의 기본값). 어느 수준이든 파일은 똑같이 읽힙니다. 1-3 수준이 가장 빠르며, isal 패키지가 설치되어 있으면 특히 빠릅니다(README).&lt;br&gt;&lt;b&gt;기본값&lt;/b&gt;: 어느 밴드에서든 마스크 처리된 픽셀의 모든 밴드에 기록됩니다(nodata, 마스크 또는 범위 밖). &lt;b&gt;값 유형&lt;/b&gt;: 밴드와 속성 모두 float32(Earth Engine) 또는 원래 유형.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: EE 내보내기의 JSON을 붙여넣을 수 있으며 위 옵션보다 우선합니다. 그 maskedThreshold는 패치 중심부의 마스크 처리된 픽셀 비율이 더 큰 포인트를 건너뜁니다(SKIPPED에 집계). 픽셀별 레코드는 포인트의 속성을 담을 수 없으므로 sequenceData는 거부됩니다.&lt;br&gt;파일 이름은 PREFIX-00000.tfrecord.gz, ... 입니다(빈 접두사: 00000.tfrecord.gz, ...). 패치가 그리드를 타일로 덮지 않으므로 믹서는 기록되지 않습니다. 로그 끝에는 TensorFlow에서 파일을 읽기 위한 featuresDict가 있습니다.&lt;br&gt;&lt;b&gt;레이블 레이어&lt;/b&gt;: 폴리곤, 라인 또는 포인트를 GDAL로 첫 번째 레이어의 그리드에 구워 모든 패치의 밴드 하나, 즉 레이블 밴드(int64)로 만듭니다: 필드 값(텍스트 필드의 텍스트는 정렬 순서대로 1, 2, ...) 또는 레이블 값. 피처가 없는 곳과 이미지 밴드가 마스크 처리된 곳은 레이블 nodata(모든 클래스가 1 이상이면 0)를 가집니다. 클래스 표와 클래스별 픽셀 수는 로그와 PREFIX-sidecar.json(SIDECAR, CLASS_PIXELS)에 있습니다.</translation>
    </message>
    <message>
      <location filename="../provider/export_patches_at_points.py" />
      <location filename="../provider/patch_algorithm.py" />
      <source>no input raster layer given</source>
      <translation>입력 래스터 레이어가 지정되지 않았습니다</translation>
    </message>
    <message>
      <location filename="../provider/export_patches_at_points.py" />
      <source>The point layer has no CRS: its coordinates are taken as {crs} coordinates</source>
      <translation>포인트 레이어에 CRS가 없습니다: 좌표를 {crs} 좌표로 간주합니다</translation>
    </message>
    <message>
      <location filename="../provider/export_patches_at_points.py" />
      <source>the raster CRS</source>
      <translation>래스터 CRS</translation>
    </message>
    <message>
      <location filename="../provider/export_table.py" />
      <source>Export vector layer to TFRecord</source>
      <translation>벡터 레이어를 TFRecord로 내보내기</translation>
    </message>
    <message>
      <location filename="../provider/export_table.py" />
      <location filename="../provider/import_table.py" />
      <source>Tables</source>
      <translation>테이블</translation>
    </message>
    <message>
      <location filename="../provider/export_table.py" />
      <source>Writes one tf.train.Example per feature, in feature order, to ONE GZIP file (PREFIX.tfrecord.gz), as Earth Engine exports a table.&lt;br&gt;&lt;b&gt;Values&lt;/b&gt;: numbers become float lists (Earth Engine); with value type &lt;i&gt;native&lt;/i&gt; integers and booleans become int64 lists. Strings become UTF-8 bytes, list and JSON-array fields flat lists, dates, date-times and times int64 milliseconds since the epoch (UTC; a date is its midnight, a time counts from midnight) in both value types. A NULL attribute is left out of that feature's record.&lt;br&gt;&lt;b&gt;Geometry&lt;/b&gt;: none, the centroid as float features &lt;i&gt;{centroid_x_key}&lt;/i&gt; and &lt;i&gt;{centroid_y_key}&lt;/i&gt; (in the layer's CRS), or ISO WKB as the bytes feature &lt;i&gt;{wkb_key}&lt;/i&gt;. A field already called so must be left out of &lt;i&gt;Fields&lt;/i&gt;.</source>
      <translation>Earth Engine이 테이블을 내보내듯 객체당 하나의 tf.train.Example을 객체 순서대로 하나의 GZIP 파일(PREFIX.tfrecord.gz)에 기록합니다.&lt;br&gt;&lt;b&gt;값&lt;/b&gt;: 숫자는 float 목록이 됩니다(Earth Engine). 값 유형이 &lt;i&gt;원래 유형&lt;/i&gt;이면 정수와 부울은 int64 목록이 됩니다. 문자열은 UTF-8 바이트, 목록 및 JSON 배열 필드는 평면 목록, 날짜·날짜시간·시간은 두 값 유형 모두에서 에포크 이후 int64 밀리초가 됩니다(UTC; 날짜는 그날 자정, 시간은 자정부터 셈). NULL 속성은 그 객체의 레코드에서 빠집니다.&lt;br&gt;&lt;b&gt;지오메트리&lt;/b&gt;: 없음, 중심점을 float 특성 &lt;i&gt;{centroid_x_key}&lt;/i&gt;와 &lt;i&gt;{centroid_y_key}&lt;/i&gt;로(레이어의 CRS), 또는 ISO WKB를 바이트 특성 &lt;i&gt;{wkb_key}&lt;/i&gt;로. 이미 그 이름인 필드는 &lt;i&gt;필드&lt;/i&gt;에서 빼야 합니다.</translation>
    </message>
    <message>
      <location filename="../provider/export_table.py" />
      <source>TFRecord file ({parameter})</source>
      <translation>TFRecord 파일({parameter})</translation>
    </message>
    <message>
      <location filename="../provider/export_table.py" />
      <source>Wrote {records} to {path}</source>
      <translation>{records}를 {path}에 기록했습니다</translation>
    </message>
    <message>
      <location filename="../provider/import_image.py" />
      <source>patch</source>
      <translation>패치</translation>
    </message>
    <message>
      <location filename="../provider/import_image.py" />
      <source>pixel</source>
      <translation>픽셀</translation>
    </message>
    <message>
      <location filename="../provider/import_image.py" />
      <source>kernel margins {x},{y} cropped</source>
      <translation>커널 여백 {x},{y} 잘림</translation>
    </message>
    <message>
      <location filename="../provider/import_image.py" />
      <source>Load TFRecord predictions as raster</source>
      <translation>TFRecord 예측을 래스터로 불러오기</translation>
    </message>
    <message>
      <location filename="../provider/import_image.py" />
      <source>Mosaics the TFRecord files of an image export, or a model's predictions made from one, back into a georeferenced GeoTIFF on the export's grid, using the export's mixer JSON (its CRS, affine and patch layout). Records continue across the files in the order listed (a list out of the order of the numbers in the names stops with both orders named); in a folder, shard numbers sort as numbers (pred-2 before pred-10). Plain and GZIP files both work, Earth Engine's own exports included.&lt;br&gt;&lt;b&gt;Input&lt;/b&gt;: choose the TFRecord files, or the export's &lt;i&gt;folder&lt;/i&gt; and &lt;i&gt;prefix&lt;/i&gt; (PREFIX-00000.tfrecord.gz, ...). The mixer (PREFIX-mixer.json) is found beside the files unless chosen; an index sidecar (PREFIX-index.json, written when patches were dropped) works too, and the patches it leaves out become nodata.&lt;br&gt;&lt;b&gt;Records&lt;/b&gt;: each record is one patch and each feature becomes a band; a feature holding depth times the tile's pixels becomes &lt;i&gt;depth&lt;/i&gt; bands (NAME_1, NAME_2, ...). Float, int64 and bytes (8-bit pixels) lists are read. If there are as many records as pixels of all tiles, each record is one pixel (per-pixel predictions), pixels row-major within each tile.&lt;br&gt;&lt;b&gt;Kernel size&lt;/b&gt;: kernel margins (kernelSize // 2 on each side) are cropped away. The kernel is inferred from the value counts (a square one first; one that is not square when only it fits), as the import dialog previews it; give the kernel size the export used ('kx,ky' or one number) when a count could mean more than one (the error lists the readings). Features holding only the patch core (a model that predicts no margins) are taken as they are.&lt;br&gt;&lt;b&gt;Features&lt;/b&gt;: a comma-separated list picks bands and their order (NAME:DEPTH says a feature holds DEPTH bands, needed when nothing else tells it); by default every feature whose values fit the patch becomes a band, the export's own in its sidecar's order, then the others sorted by name (numbers as numbers: B2 before B10), never in the order of the keys inside a record, which TensorFlow does not keep. The log lists each band with its feature.&lt;br&gt;&lt;b&gt;Data type&lt;/b&gt;: by default float lists give Float32, int64 lists Int32 (Float64 if they do not fit), bytes Byte.&lt;br&gt;&lt;b&gt;Export sidecar&lt;/b&gt;: our exports write PREFIX-sidecar.json beside the mixer; when it is there its kernelSize is used (unless one is given), a feature holding several bands gets their names, and, when the export's own features are loaded, the pixels it masked (defaultValue) are nodata.&lt;br&gt;&lt;b&gt;Class map&lt;/b&gt;: a class table (the training export's PREFIX-sidecar.json, whose "labels" hold the classes of its label layer, or a CSV of value,name[,color] lines) turns the predictions into one band of class values, written as the smallest integer type that holds them, named and coloured after the table; its style is saved beside the raster (NAME.qml), so QGIS shows the class names wherever it is opened. One band of class numbers is taken as it is (floats rounded; values that are no class become nodata). Several bands, one per class (a segmentation model's probabilities or scores), give the class of the greatest: band i, counting the bands in the order the features give them from 1, is the table's i-th class in table order (for the CSV, its i-th line; for a sidecar, its i-th class); ties go to the first band. Features named after the classes are matched to them by name, whatever their order; several features named otherwise must be listed in the table's order in Features, else the import stops. When the table has a nodata value (a sidecar's label nodata) and there is one band more than classes, the first band stands for that nodata (pixels no class was drawn over) and the next ones for the classes in order; pixels it wins are nodata. Without a table, the argmax gives the classes 1..n named after the bands.&lt;br&gt;&lt;b&gt;Display&lt;/b&gt;: one band within 0..1 is shown with a colour ramp, partly transparent; one band of a few whole numbers as classes; others as QGIS shows them.</source>
      <translation>이미지 내보내기의 TFRecord 파일, 또는 그로부터 만든 모델의 예측을 내보내기의 믹서 JSON(CRS, 아핀 변환, 패치 배치)을 사용하여 내보내기 그리드 위의 지리 참조된 GeoTIFF로 다시 모자이크합니다. 레코드는 나열된 순서대로 파일을 넘어 이어집니다(이름의 번호 순서와 다른 목록은 두 순서를 모두 알리며 중단됩니다). 폴더에서는 샤드 번호가 숫자로 정렬됩니다(pred-2가 pred-10보다 먼저). 일반 파일과 GZIP 파일 모두 되며, Earth Engine 자체의 내보내기도 포함됩니다.&lt;br&gt;&lt;b&gt;입력&lt;/b&gt;: TFRecord 파일을 선택하거나, 내보내기의 &lt;i&gt;폴더&lt;/i&gt;와 &lt;i&gt;접두사&lt;/i&gt;(PREFIX-00000.tfrecord.gz, ...)를 지정합니다. 믹서(PREFIX-mixer.json)는 선택하지 않으면 파일 옆에서 찾습니다. 인덱스 사이드카(PREFIX-index.json, 패치가 삭제되었을 때 기록됨)도 되며, 빠진 패치는 nodata가 됩니다.&lt;br&gt;&lt;b&gt;레코드&lt;/b&gt;: 각 레코드는 하나의 패치이고 각 특성은 밴드가 됩니다. 타일 픽셀 수의 depth배를 담은 특성은 &lt;i&gt;depth&lt;/i&gt;개의 밴드(NAME_1, NAME_2, ...)가 됩니다. float, int64, 바이트(8비트 픽셀) 목록을 읽습니다. 레코드 수가 모든 타일의 픽셀 수와 같으면 각 레코드는 하나의 픽셀이며(픽셀별 예측), 각 타일 안에서 행 우선 순서입니다.&lt;br&gt;&lt;b&gt;커널 크기&lt;/b&gt;: 커널 여백(양쪽에 kernelSize // 2)은 잘려 나갑니다. 커널은 가져오기 대화상자가 미리 보여주듯 값 개수에서 추론됩니다(정사각형 커널 먼저; 그것만 맞을 때는 정사각형이 아닌 커널). 개수가 여러 뜻일 수 있으면 내보내기에 사용한 커널 크기('kx,ky' 또는 숫자 하나)를 지정하세요(오류에 가능한 해석이 나열됨). 패치 중심부만 담은 특성(여백을 예측하지 않는 모델)은 그대로 사용합니다.&lt;br&gt;&lt;b&gt;특성&lt;/b&gt;: 쉼표로 구분한 목록이 밴드와 순서를 고릅니다(NAME:DEPTH는 특성이 DEPTH개의 밴드를 담고 있음을 알리며, 달리 알 길이 없을 때 필요합니다). 기본적으로 값이 패치에 맞는 모든 특성이 밴드가 되며, 내보내기 자체의 특성은 사이드카의 순서로, 나머지는 이름순(숫자는 숫자로: B2가 B10보다 앞)으로 놓입니다. 레코드 안 키의 순서는 TensorFlow가 지키지 않으므로 결코 따르지 않습니다. 로그에 각 밴드와 그 특성이 나옵니다.&lt;br&gt;&lt;b&gt;데이터 유형&lt;/b&gt;: 기본적으로 float 목록은 Float32, int64 목록은 Int32(맞지 않으면 Float64), 바이트는 Byte가 됩니다.&lt;br&gt;&lt;b&gt;내보내기 사이드카&lt;/b&gt;: 이 플러그인의 내보내기는 믹서 옆에 PREFIX-sidecar.json을 기록합니다. 있으면 그 kernelSize를 사용하고(지정하지 않은 경우), 여러 밴드를 담은 특성은 밴드 이름을 얻으며, 내보내기 자체의 특성을 불러올 때 내보내기가 마스크 처리한 픽셀(defaultValue)은 nodata가 됩니다.&lt;br&gt;&lt;b&gt;클래스 지도&lt;/b&gt;: 클래스 표(학습 내보내기의 PREFIX-sidecar.json — 그 "labels"에 레이블 레이어의 클래스가 있음 — 또는 value,name[,color] 줄로 된 CSV)는 예측을 클래스 값의 단일 밴드로 바꾸며, 값을 담는 가장 작은 정수 유형으로 기록하고 표에 따라 이름과 색을 붙입니다. 그 스타일은 래스터 옆에 저장되므로(NAME.qml) QGIS는 어디서 열든 클래스 이름을 보여줍니다. 클래스 번호로 된 단일 밴드는 그대로 사용합니다(부동소수점은 반올림, 클래스가 아닌 값은 nodata). 클래스마다 하나씩인 여러 밴드(분할 모델의 확률이나 점수)는 가장 큰 값의 클래스를 줍니다: 특성이 주는 순서대로 1부터 센 밴드 i는 표 순서의 i번째 클래스입니다(CSV는 i번째 줄, 사이드카는 i번째 클래스). 같으면 앞 밴드가 이깁니다. 클래스 이름을 딴 특성은 순서와 상관없이 이름으로 클래스에 맞춰지며, 다르게 이름 붙은 여러 특성은 특성에 표의 순서대로 나열해야 하고, 그렇지 않으면 가져오기가 멈춥니다. 표에 nodata 값(사이드카의 레이블 nodata)이 있고 밴드가 클래스보다 하나 더 많으면, 첫 밴드는 그 nodata(어떤 클래스도 그려지지 않은 픽셀)를, 다음 밴드들은 클래스를 순서대로 나타내며, 첫 밴드가 이긴 픽셀은 nodata가 됩니다. 표가 없으면 argmax는 밴드 이름을 딴 클래스 1..n을 줍니다.&lt;br&gt;&lt;b&gt;표시&lt;/b&gt;: 0..1 범위의 단일 밴드는 부분적으로 투명한 색상 램프로, 몇 개의 정수로 된 단일 밴드는 클래스로, 나머지는 QGIS 기본 방식으로 표시합니다.</translation>
    </message>
    <message>
      <location filename="../provider/import_image.py" />
      <source>Choose the TFRecord files or their folder, not both.</source>
      <translation>TFRecord 파일 또는 그 폴더 중 하나만 선택하세요.</translation>
    </message>
    <message>
      <location filename="../provider/import_image.py" />
      <location filename="../ui/import_dialog.py" />
      <source>Choose the TFRecord files, or the folder of the export.</source>
      <translation>TFRecord 파일 또는 내보내기의 폴더를 선택하세요.</translation>
    </message>
    <message>
      <location filename="../provider/import_image.py" />
      <source>give a folder as {folder} (with its {prefix})</source>
      <translation>폴더를 {folder}로 지정하세요 ({prefix}와 함께)</translation>
    </message>
    <message numerus="yes">
      <location filename="../provider/import_image.py" />
      <source>%n {mode} records -&gt; {width} x {height} {data_type} raster, {bands}{margins}</source>
      <translation>
        <numerusform>{mode} 레코드 %n개 -&gt; {width} x {height} {data_type} 래스터, {bands}{margins}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../provider/import_table.py" />
      <source>Load TFRecord as table</source>
      <translation>TFRecord를 테이블로 불러오기</translation>
    </message>
    <message>
      <location filename="../provider/import_table.py" />
      <source>Reads TFRecord files of tf.train.Example records (in file-name order) as a table: one feature per record, one field per Example feature. A first pass over the records infers the fields: a key holding int64 everywhere is an integer field, float anywhere makes it a double (Earth Engine writes both for one key), UTF-8 bytes a text field, other bytes a binary field. Keys with more than one value become JSON text, or one field per element. Integers that were dates stay numbers.&lt;br&gt;&lt;b&gt;Geometry&lt;/b&gt;: points from two number features (&lt;i&gt;X feature&lt;/i&gt;, &lt;i&gt;Y feature&lt;/i&gt;), or shapes from a WKB bytes feature (the export writes &lt;i&gt;{centroid_x_key}&lt;/i&gt;, &lt;i&gt;{centroid_y_key}&lt;/i&gt; and &lt;i&gt;{wkb_key}&lt;/i&gt;; ISO WKB or PostGIS EWKB), in the chosen CRS. Several geometry types together load as geometry collections. A WKB feature used for geometry is not kept as a field. A float &lt;i&gt;fid&lt;/i&gt; of whole numbers comes back an integer (GeoPackages need it). Names the table file cannot hold are renamed, each said in the log: of names alike but for case (&lt;i&gt;UPPER&lt;/i&gt;, &lt;i&gt;upper&lt;/i&gt;) the second becomes &lt;i&gt;upper_2&lt;/i&gt;, an empty name &lt;i&gt;field&lt;/i&gt;, and a GeoPackage's &lt;i&gt;fid&lt;/i&gt; that is not a whole number in every record, each another, &lt;i&gt;fid_2&lt;/i&gt;. The table appears under its name only once complete. The feature lists of SequenceExamples are ignored.</source>
      <translation>tf.train.Example 레코드의 TFRecord 파일을(파일 이름 순서로) 테이블로 읽습니다: 레코드당 하나의 객체, Example 특성당 하나의 필드. 레코드를 한 번 먼저 훑어 필드를 추론합니다: 모든 곳에서 int64를 담은 키는 정수 필드, 어디서든 float이면 실수(double) 필드(Earth Engine은 한 키에 둘 다 기록함), UTF-8 바이트는 텍스트 필드, 다른 바이트는 바이너리 필드가 됩니다. 값이 둘 이상인 키는 JSON 텍스트 또는 요소당 하나의 필드가 됩니다. 날짜였던 정수는 숫자로 남습니다.&lt;br&gt;&lt;b&gt;지오메트리&lt;/b&gt;: 두 숫자 특성(&lt;i&gt;X 특성&lt;/i&gt;, &lt;i&gt;Y 특성&lt;/i&gt;)의 포인트, 또는 WKB 바이트 특성의 도형(내보내기는 &lt;i&gt;{centroid_x_key}&lt;/i&gt;, &lt;i&gt;{centroid_y_key}&lt;/i&gt;, &lt;i&gt;{wkb_key}&lt;/i&gt;를 기록함; ISO WKB 또는 PostGIS EWKB)을 선택한 CRS로. 여러 지오메트리 유형이 함께 있으면 지오메트리 컬렉션으로 불러옵니다. 지오메트리에 사용한 WKB 특성은 필드로 유지되지 않습니다. 정수 값의 float &lt;i&gt;fid&lt;/i&gt;는 정수로 돌아옵니다(GeoPackage에 필요). 테이블 파일이 담을 수 없는 이름은 바뀌며, 각각 로그에 나옵니다: 대소문자만 다른 이름(&lt;i&gt;UPPER&lt;/i&gt;, &lt;i&gt;upper&lt;/i&gt;)은 두 번째가 &lt;i&gt;upper_2&lt;/i&gt;가 되고, 빈 이름은 &lt;i&gt;field&lt;/i&gt;가 되며, 모든 레코드에서 서로 다른 정수가 아닌 GeoPackage의 &lt;i&gt;fid&lt;/i&gt;는 &lt;i&gt;fid_2&lt;/i&gt;가 됩니다. 테이블은 완성된 뒤에야 그 이름으로 나타납니다. SequenceExample의 특성 목록은 무시됩니다.</translation>
    </message>
    <message>
      <location filename="../provider/import_table.py" />
      <source>table file ({name}) {path}: this format cannot be written into a bucket (its file is written out of order); choose GeoJSON (.geojson) or FlatGeobuf (.fgb), or a local file</source>
      <translation>테이블 파일 ({name}) {path}: 이 형식은 버킷에 쓸 수 없습니다 (파일을 순서대로 쓰지 않습니다). GeoJSON (.geojson) 또는 FlatGeobuf (.fgb), 또는 로컬 파일을 고르세요</translation>
    </message>
    <message>
      <location filename="../provider/import_table.py" />
      <source>table file ({parameter})</source>
      <translation>표 파일({parameter})</translation>
    </message>
    <message>
      <location filename="../provider/import_table.py" />
      <location filename="../provider/inspect.py" />
      <source>Choose at least one TFRecord file.</source>
      <translation>TFRecord 파일을 하나 이상 선택하세요.</translation>
    </message>
    <message>
      <location filename="../provider/import_table.py" />
      <source>The records hold several geometry types: each geometry is loaded as a geometry collection</source>
      <translation>레코드에 여러 지오메트리 유형이 있습니다: 각 지오메트리를 지오메트리 컬렉션으로 불러옵니다</translation>
    </message>
    <message>
      <location filename="../provider/import_table.py" />
      <source>, with an M of 0 beside its Z</source>
      <translation>, Z 옆에 M 값 0</translation>
    </message>
    <message>
      <location filename="../provider/import_table.py" />
      <source>CRS of the geometry ({name}): {value!r} is not a CRS QGIS knows</source>
      <translation>지오메트리의 CRS({name}): {value!r}은(는) QGIS가 아는 CRS가 아닙니다</translation>
    </message>
    <message numerus="yes">
      <location filename="../provider/import_table.py" />
      <source>%n records hold {wkb_key!r} bytes that are not WKB: their features have no geometry</source>
      <translation>
        <numerusform>레코드 %n개가 WKB가 아닌 {wkb_key!r} 바이트를 담고 있습니다: 그 객체에는 지오메트리가 없습니다</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../provider/import_table.py" />
      <source>{records}, {fields}</source>
      <translation>{records}, {fields}</translation>
    </message>
    <message numerus="yes">
      <location filename="../provider/import_table.py" />
      <source>%n fields</source>
      <translation>
        <numerusform>필드 %n개</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../provider/import_table.py" />
      <source>%n records are SequenceExamples; only their context features are loaded</source>
      <translation>
        <numerusform>레코드 %n개가 SequenceExample입니다. 컨텍스트 특성만 불러옵니다</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../provider/import_table.py" />
      <source>No record has a feature named {key!r}; the records have: {kinds}.</source>
      <translation>{key!r}라는 특성을 가진 레코드가 없습니다. 레코드에 있는 것: {kinds}.</translation>
    </message>
    <message>
      <location filename="../provider/import_table.py" />
      <source>no features</source>
      <translation>특성 없음</translation>
    </message>
    <message>
      <location filename="../provider/import_table.py" />
      <source>Feature {key!r} holds {kind} values, not {what}.</source>
      <translation>특성 {key!r}은(는) {what}이(가) 아니라 {kind} 값을 담고 있습니다.</translation>
    </message>
    <message>
      <location filename="../provider/input_rasters.py" />
      <source>{description} ({name}): {error} is neither an open raster layer nor a raster GDAL can read</source>
      <translation>{description} ({name}): {error}은(는) 열린 래스터 레이어도, GDAL이 읽을 수 있는 래스터도 아닙니다</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>TFRecord inspection</source>
      <translation>TFRecord 검사</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>{records} ({record_type}) in {files}; {problems}.</source>
      <translation>{files}에 {records}({record_type}); {problems}.</translation>
    </message>
    <message numerus="yes">
      <location filename="../provider/inspect.py" />
      <source>%n problems</source>
      <translation>
        <numerusform>문제 %n개</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>no problems</source>
      <translation>문제 없음</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>File</source>
      <translation>파일</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Compression</source>
      <translation>압축</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Size (bytes)</source>
      <translation>크기 (바이트)</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>missing</source>
      <translation>없음</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Problems</source>
      <translation>문제</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Record</source>
      <translation>레코드</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Offset</source>
      <translation>오프셋</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Problem</source>
      <translation>문제</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Records expected</source>
      <translation>예상 레코드</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Tile width x height (inferred)</source>
      <translation>타일 너비 x 높이 (추론)</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Kernel margins (inferred)</source>
      <translation>커널 여백 (추론)</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>kernelSize (inferred)</source>
      <translation>kernelSize (추론)</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>{x} x {y} (or one less: EE buffers floor(kernel / 2))</source>
      <translation>{x} x {y} (또는 하나 적게: EE는 floor(kernel / 2)만큼 버퍼링함)</translation>
    </message>
    <message numerus="yes">
      <location filename="../provider/inspect.py" />
      <source> (%n bytes)</source>
      <translation>
        <numerusform> (%n바이트)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>{count} of {total}</source>
      <translation>{total}개 중 {count}개</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>yes</source>
      <translation>예</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>no</source>
      <translation>아니요</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>variable</source>
      <translation>가변</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Section</source>
      <translation>섹션</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Feature</source>
      <translation>특성</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Kind</source>
      <translation>종류</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>In records</source>
      <translation>포함한 레코드</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Values (per step for lists)</source>
      <translation>값 (목록은 단계당)</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Steps</source>
      <translation>단계</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Constant length</source>
      <translation>일정한 길이</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Shape to parse</source>
      <translation>파싱할 형태</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>numpy / PyTorch, with this plugin's codec</source>
      <translation>numpy / PyTorch, 이 플러그인의 코덱 사용</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>{framework}, with this plugin's PatchDataset</source>
      <translation>{framework}, 이 플러그인의 PatchDataset 사용</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Inspect TFRecord files</source>
      <translation>TFRecord 파일 검사</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Tools</source>
      <translation>도구</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Reads every record of the files (in file-name order) and reports, per file, the number of records and, per feature, its kind (float, int64, bytes), in how many records it appears, how many values it holds (least and most) and whether that is constant. SequenceExamples are recognised by their feature lists. With an Earth Engine mixer beside the files, the tile size and kernel margins are inferred from the value counts. Corrupt files and records are reported with their record number and byte offset, not treated as errors.&lt;br&gt;Returns a TensorFlow &lt;i&gt;featuresDict&lt;/i&gt; and code reading the records with this plugin's own codec into numpy (or PyTorch).</source>
      <translation>파일의 모든 레코드를(파일 이름 순서로) 읽고 파일별 레코드 수와, 특성별로 종류(float, int64, bytes), 나타나는 레코드 수, 담은 값의 개수(최소와 최대), 그것이 일정한지를 보고합니다. SequenceExample은 특성 목록으로 알아봅니다. 파일 옆에 Earth Engine 믹서가 있으면 값 개수에서 타일 크기와 커널 여백을 추론합니다. 손상된 파일과 레코드는 오류로 처리하지 않고 레코드 번호와 바이트 오프셋과 함께 보고합니다.&lt;br&gt;TensorFlow &lt;i&gt;featuresDict&lt;/i&gt;와, 이 플러그인의 코덱으로 레코드를 numpy(또는 PyTorch)로 읽는 코드를 반환합니다.</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>report ({parameter})</source>
      <translation>보고서({parameter})</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>{records}, {features}; report: {html_path}</source>
      <translation>{records}, {features}; 보고서: {html_path}</translation>
    </message>
    <message numerus="yes">
      <location filename="../provider/inspect.py" />
      <location filename="../core/base/messages.py" />
      <source>%n features</source>
      <translation>
        <numerusform>특성 %n개</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../provider/labels.py" />
      <source>{name}: the label layer has no field {field!r} (its fields: {fields})</source>
      <translation>{name}: 레이블 레이어에 필드 {field!r}이(가) 없습니다(필드: {fields})</translation>
    </message>
    <message>
      <location filename="../provider/labels.py" />
      <source>cannot write the label layer to {path}: {error}</source>
      <translation>레이블 레이어를 {path}에 기록할 수 없습니다: {error}</translation>
    </message>
    <message>
      <location filename="../provider/labels.py" />
      <location filename="../core/base/progress.py" />
      <location filename="../core/predict/predict_image.py" />
      <source>cancelled by the user</source>
      <translation>사용자가 취소함</translation>
    </message>
    <message numerus="yes">
      <location filename="../provider/labels.py" />
      <source>Copying the label layer: {done} of %n features</source>
      <translation>
        <numerusform>레이블 레이어 복사 중: 피처 %n개 중 {done}개</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Workflows</source>
      <translation>워크플로</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>cannot read the model {path}</source>
      <translation>모델 {path}을(를) 읽을 수 없습니다</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Training sets from polygons</source>
      <translation>폴리곤에서 학습 세트</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Makes segmentation training sets from raster layers and polygons drawn over them: the rasters are cut into patches (their bands stacked), the polygons are burnt onto the same grid as one more band of every record, the label band (a text class field's texts become classes 1, 2, ... in sorted order; where no polygon lies, and where the image is masked, the label is 0, no class), and whole blocks of patches are dealt to the sets (train=0.8,val=0.2 by default), so that only the patches along a block's edge have neighbours in another set. A model of one step: tfrecord:exportimage with a label layer and splits; for sampling or other options, open its file (resources/models in the plugin's folder) in the Model Builder, or run tfrecord:exportimage itself.&lt;br&gt;&lt;b&gt;Output&lt;/b&gt;: in the folder, for each set, PREFIX-train-00000.tfrecord.gz, ... (or .tfrecord with .tfindex files for PyTorch), PREFIX-train-mixer.json (the full grid) and PREFIX-train-index.json (where the set's records lie on it); and PREFIX-sidecar.json, whose "labels" are the class table that tfrecord:classmapfrompredictions takes to turn predictions back into a named class map. The log lists the classes, the patches of each set and the pixels of each class in each set, and the featuresDict to read the records in TensorFlow.</source>
      <translation>래스터 레이어와 그 위에 그린 폴리곤으로 분할(segmentation) 학습 세트를 만듭니다: 래스터는 패치로 잘리고(밴드는 쌓임), 폴리곤은 같은 그리드에 구워져 모든 레코드의 밴드 하나, 레이블 밴드가 됩니다(텍스트 클래스 필드의 텍스트는 정렬 순서대로 클래스 1, 2, ...가 됨. 폴리곤이 없는 곳과 이미지가 마스크 처리된 곳의 레이블은 0, 클래스 없음). 패치는 블록 단위로 통째로 세트에 배분되므로(기본값 train=0.8,val=0.2) 블록 가장자리의 패치만 다른 세트에 이웃이 있습니다. 단계 하나짜리 모델: 레이블 레이어와 분할을 쓰는 tfrecord:exportimage. 샘플링이나 다른 옵션이 필요하면 모델 파일(플러그인 폴더의 resources/models)을 모델 빌더에서 열거나 tfrecord:exportimage를 직접 실행하세요.&lt;br&gt;&lt;b&gt;출력&lt;/b&gt;: 폴더 안에 세트마다 PREFIX-train-00000.tfrecord.gz, ...(또는 PyTorch용 .tfindex 파일과 함께 .tfrecord), PREFIX-train-mixer.json(전체 그리드)과 PREFIX-train-index.json(세트의 레코드가 그리드의 어디에 있는지), 그리고 PREFIX-sidecar.json이 기록됩니다. 사이드카의 "labels"는 tfrecord:classmapfrompredictions가 예측을 이름 붙은 클래스 지도로 되돌릴 때 쓰는 클래스 표입니다. 로그에는 클래스, 세트마다의 패치 수, 세트마다 각 클래스의 픽셀 수, 그리고 TensorFlow에서 레코드를 읽기 위한 featuresDict가 나옵니다.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The imagery the patches are cut from; several layers stack their bands, warped onto the first layer's grid when they are not on it.</source>
      <translation>패치를 잘라낼 영상. 여러 레이어는 밴드를 쌓으며, 첫 번째 레이어의 그리드에 있지 않으면 그 그리드로 재투영됩니다.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The feature names of the image bands in the records, in order; empty: the bands' descriptions, else b1, b2, ...</source>
      <translation>레코드에서 이미지 밴드의 특성 이름, 순서대로. 비우면 밴드 설명, 없으면 b1, b2, ...</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Polygons with the classes</source>
      <translation>클래스가 있는 폴리곤</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Polygons (any CRS) drawn over the rasters, each with its class in the class field; burnt onto the export grid as the label band.</source>
      <translation>래스터 위에 그린 폴리곤(CRS 무관). 각 폴리곤의 클래스는 클래스 필드에 있으며, 내보내기 그리드에 레이블 밴드로 구워집니다.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Class field</source>
      <translation>클래스 필드</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The polygons' field holding the class: texts become classes 1, 2, ... in sorted order of the texts; whole numbers are the classes themselves.</source>
      <translation>클래스를 담은 폴리곤의 필드: 텍스트는 텍스트의 정렬 순서대로 클래스 1, 2, ...가 되고, 정수는 그 자체가 클래스입니다.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Patch dimensions 'w,h'</source>
      <translation>패치 크기 'w,h'</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The size of each patch in pixels, width,height (EE's patchDimensions).</source>
      <translation>각 패치의 픽셀 크기, 너비,높이(EE의 patchDimensions).</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Kernel size 'kx,ky'</source>
      <translation>커널 크기 'kx,ky'</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Each record holds floor(k/2) real neighbouring pixels on each side of its patch (EE's kernelSize); 1,1 for none.</source>
      <translation>각 레코드는 패치의 양쪽에 floor(k/2)개의 실제 인접 픽셀을 담습니다(EE의 kernelSize). 없으면 1,1.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The sets and their shares of the patches, adding up to 1, e.g. train=0.8,val=0.2 or train=0.8,val=0.1,test=0.1. The counts realised differ from the shares by about a block; they are in the log.</source>
      <translation>세트와 패치 중 각 세트의 비율, 합계 1. 예: train=0.8,val=0.2 또는 train=0.8,val=0.1,test=0.1. 실제 개수는 비율과 대략 블록 하나만큼 다르며 로그에 나옵니다.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The files are named PREFIX-train-00000.tfrecord.gz, PREFIX-val-..., and PREFIX-sidecar.json.</source>
      <translation>파일 이름은 PREFIX-train-00000.tfrecord.gz, PREFIX-val-..., 그리고 PREFIX-sidecar.json입니다.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Uncompressed, with .tfindex (PyTorch)</source>
      <translation>압축 없이 .tfindex 포함 (PyTorch)</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Writes the shards uncompressed (.tfrecord) with a .tfindex beside each, as the PyTorch tfrecord package reads them for multi-worker loading; unchecked, the shards are GZIP (.tfrecord.gz) as Earth Engine writes them.</source>
      <translation>샤드를 압축하지 않고(.tfrecord) 각각 옆에 .tfindex를 기록합니다. PyTorch tfrecord 패키지가 다중 워커 로딩에 이를 읽습니다. 해제하면 샤드는 Earth Engine처럼 GZIP(.tfrecord.gz)입니다.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The folder the training sets are written to.</source>
      <translation>학습 세트를 기록할 폴더.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Class map from predictions</source>
      <translation>예측에서 클래스 지도</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Turns a segmentation model's predictions, made from the patches of a training export, into a class map on the export's grid, named and coloured after the export's classes and styled when it is added to the map (NAME.qml beside it). A model of one step: tfrecord:importimage with a class table.&lt;br&gt;&lt;b&gt;Prediction files&lt;/b&gt;: the TFRecords the model wrote, one record per patch of the export, in order. &lt;b&gt;Mixer&lt;/b&gt;: the export's PREFIX-mixer.json, or for the predictions of a training set its PREFIX-val-index.json (the set's patches are placed on the full grid, the others nodata); empty: the one beside the predictions. &lt;b&gt;Class table&lt;/b&gt;: the training export's PREFIX-sidecar.json (its "labels" list the classes drawn from the polygons) or a CSV of value,name[,color]. &lt;b&gt;Features&lt;/b&gt;: the features holding the predictions; a set's own files with the feature label give the map of the labels the polygons burnt, to check them before training.&lt;br&gt;Predictions of one band a class become the class of the greatest band: band i (in the order of the features, then of a feature's depth) is the table's i-th class; with one band more than classes the first is the label nodata (unlabelled pixels), drawn as nodata. Features named after the classes (cloud, land, ...) are matched to them by name, whatever order the records keep their keys in; several features named otherwise must be listed in Features in the table's order, else the run stops. One band of class numbers is taken as it is. Without a class table, choose the argmax: the classes are then 1..n named after the bands.</source>
      <translation>학습 내보내기의 패치로 만든 분할 모델의 예측을, 내보내기의 클래스에 따라 이름과 색을 붙이고 지도에 추가할 때 스타일이 적용되는(옆에 NAME.qml) 내보내기 그리드 위의 클래스 지도로 바꿉니다. 단계 하나짜리 모델: 클래스 표를 쓰는 tfrecord:importimage.&lt;br&gt;&lt;b&gt;예측 파일&lt;/b&gt;: 모델이 기록한 TFRecord, 내보내기의 패치마다 레코드 하나씩 순서대로. &lt;b&gt;믹서&lt;/b&gt;: 내보내기의 PREFIX-mixer.json, 또는 학습 세트의 예측이면 그 세트의 PREFIX-val-index.json(세트의 패치는 전체 그리드에 배치되고 나머지는 nodata). 비어 있으면 예측 옆의 것. &lt;b&gt;클래스 표&lt;/b&gt;: 학습 내보내기의 PREFIX-sidecar.json(그 "labels"에 폴리곤에서 그린 클래스가 있음) 또는 value,name[,color] CSV. &lt;b&gt;특성&lt;/b&gt;: 예측을 담은 특성. 세트 자체의 파일에 특성 label을 주면 폴리곤이 구운 레이블의 지도가 나오므로 학습 전에 확인할 수 있습니다.&lt;br&gt;클래스마다 밴드 하나인 예측은 가장 큰 밴드의 클래스가 됩니다: 밴드 i(특성 순서, 그다음 특성의 깊이 순서)는 표의 i번째 클래스입니다. 밴드가 클래스보다 하나 더 많으면 첫 밴드는 레이블 nodata(레이블이 없는 픽셀)이며 nodata로 그려집니다. 클래스 이름을 딴 특성(cloud, land, ...)은 레코드가 키를 어떤 순서로 담든 이름으로 클래스에 맞춰지며, 다르게 이름 붙은 여러 특성은 특성에 표의 순서대로 나열해야 하고, 그렇지 않으면 실행이 멈춥니다. 클래스 번호로 된 단일 밴드는 그대로 사용합니다. 클래스 표가 없으면 argmax를 선택하세요: 클래스는 밴드 이름을 딴 1..n이 됩니다.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Prediction TFRecord files</source>
      <translation>예측 TFRecord 파일</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The model's predictions: TFRecord files (plain or GZIP), one record per patch of the training export's grid, read in the order given.</source>
      <translation>모델의 예측: 학습 내보내기 그리드의 패치마다 레코드 하나인 TFRecord 파일(일반 또는 GZIP), 주어진 순서대로 읽습니다.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Mixer or index JSON of the export</source>
      <translation>내보내기의 믹서 또는 인덱스 JSON</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The training export's PREFIX-mixer.json, or a set's index JSON, that places the patches; empty: the one found beside the prediction files.</source>
      <translation>패치를 배치하는 학습 내보내기의 PREFIX-mixer.json 또는 세트의 인덱스 JSON. 비어 있으면 예측 파일 옆에서 찾은 것.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The training export's PREFIX-sidecar.json, whose "labels" hold the classes drawn from its polygons, or a CSV with one line value,name[,color] a class.</source>
      <translation>폴리곤에서 그린 클래스가 "labels"에 있는 학습 내보내기의 PREFIX-sidecar.json, 또는 클래스마다 value,name[,color] 한 줄인 CSV.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Features, comma-separated</source>
      <translation>특성, 쉼표로 구분</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The features of the records that hold the predictions, in order: with the argmax, band i is the class table's i-th class. label reads a training set's label band. Empty: every feature.</source>
      <translation>예측을 담은 레코드의 특성, 순서대로: argmax에서 밴드 i는 클래스 표의 i번째 클래스입니다. label은 학습 세트의 레이블 밴드를 읽습니다. 비우면 모든 특성입니다.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Automatic: one band holds class numbers, several bands are one per class (argmax) when there is a class table; without one, choose the argmax.</source>
      <translation>자동: 클래스 표가 있으면 밴드 하나는 클래스 번호, 여러 밴드는 클래스마다 하나(argmax)입니다. 표가 없으면 argmax를 선택하세요.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Class map</source>
      <translation>클래스 지도</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The class map GeoTIFF (one band of class values), with its style NAME.qml beside it.</source>
      <translation>클래스 지도 GeoTIFF(클래스 값의 단일 밴드), 옆에 스타일 NAME.qml이 함께 있습니다.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Predict a class map</source>
      <translation>클래스 맵 예측</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Runs a segmentation model trained on a training export (for instance one of &lt;i&gt;Training sets from polygons&lt;/i&gt;) over raster layers, a new scene or the whole of the one it was trained on, and writes the class map on the layers' grid, named and coloured after the export's classes and styled when it is added to the map (NAME.qml beside it). A model of one step: tfrecord:predict given the training export's sidecar, which cuts the patches as the export cut them (patch dimensions, kernel margins, default value, value type, bands) and whose class table makes the class map; for scale, offset or EE-format predictions, open its file (resources/models in the plugin's folder) in the Model Builder, or run tfrecord:predict itself.&lt;br&gt;&lt;b&gt;ONNX model&lt;/b&gt;: one band a class out, in the order of the sidecar's classes (band i is its i-th class; with one band more, the first is no class), or one band of class numbers. Needs the ONNX runtime (onnxruntime): Settings &gt; Options &gt; TFRecord Bridge installs it.</source>
      <translation>학습 내보내기(예: &lt;i&gt;Training sets from polygons&lt;/i&gt;의 결과)로 학습한 분할 모델을 래스터 레이어(새 장면이나 학습한 장면 전체)에 실행하고, 레이어 격자에 클래스 맵을 씁니다. 클래스 맵은 내보내기의 클래스 이름과 색을 따르며, 지도에 추가될 때 스타일이 적용됩니다(옆에 NAME.qml). 한 단계짜리 모델입니다: 학습 내보내기의 사이드카를 준 tfrecord:predict로, 사이드카는 내보내기가 자른 대로 패치를 자르고(패치 크기, 커널 여백, 기본값, 값 형식, 밴드) 그 클래스 표가 클래스 맵을 만듭니다. 배율, 오프셋, EE 형식 예측이 필요하면 파일(플러그인 폴더의 resources/models)을 모델 빌더에서 열거나 tfrecord:predict를 직접 실행하세요.&lt;br&gt;&lt;b&gt;ONNX 모델&lt;/b&gt;: 클래스마다 출력 밴드 하나, 사이드카 클래스 순서대로(밴드 i는 i번째 클래스. 밴드가 하나 더 많으면 첫 번째는 클래스 없음), 또는 클래스 번호 밴드 하나. ONNX 런타임(onnxruntime)이 필요합니다: 설정 &gt; 옵션 &gt; TFRecord Bridge에서 설치합니다.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The sidecar (PREFIX-sidecar.json) of the training export the model was trained on: the patches are cut as it says, the rasters' bands must match its bands, and its class table (its "labels", the classes of the polygons) names and colours the class map.</source>
      <translation>모델이 학습한 학습 내보내기의 사이드카(PREFIX-sidecar.json): 패치는 사이드카대로 자르고, 래스터의 밴드는 그 밴드와 맞아야 하며, 그 클래스 표("labels", 폴리곤의 클래스)가 클래스 맵의 이름과 색을 정합니다.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The class map GeoTIFF (one band of class values) on the rasters' grid, with its style NAME.qml beside it.</source>
      <translation>래스터 격자의 클래스 맵 GeoTIFF(클래스 값 밴드 하나), 옆에 스타일 NAME.qml.</translation>
    </message>
    <message>
      <location filename="../provider/patch_algorithm.py" />
      <source>every array layer ({arrays}) must also be one of the input layers ({inputs}): it marks which of them are array bands</source>
      <translation>모든 배열 레이어({arrays})는 입력 레이어({inputs}) 중 하나이기도 해야 합니다: 어느 레이어가 배열 밴드인지 표시합니다</translation>
    </message>
    <message>
      <location filename="../provider/patch_algorithm.py" />
      <source>Target CRS ({name}): {value!r} is not a CRS QGIS knows</source>
      <translation>대상 CRS({name}): {value!r}은(는) QGIS가 아는 CRS가 아닙니다</translation>
    </message>
    <message>
      <location filename="../provider/patch_algorithm.py" />
      <source>Extent ({name}) is empty: it has no area; give a region with a width and a height</source>
      <translation>범위({name})가 비어 있습니다: 면적이 없습니다. 너비와 높이가 있는 영역을 지정하세요</translation>
    </message>
    <message>
      <location filename="../provider/predict.py" />
      <source>Predict with an ONNX model</source>
      <translation>ONNX 모델로 예측</translation>
    </message>
    <message>
      <location filename="../provider/predict.py" />
      <source>Runs an ONNX model over raster layers cut into patches exactly as &lt;i&gt;Export raster to TFRecord patches&lt;/i&gt; cuts them (patch dimensions, kernel margins, band order, the default value in every band of a masked pixel, value type), and writes its output as a GeoTIFF on the layers' grid, the kernel margins cropped as &lt;i&gt;Load TFRecord predictions as raster&lt;/i&gt; crops them, and loads it shown as that import shows predictions (one band within 0..1 with a colour ramp, a class map with its classes).&lt;br&gt;&lt;b&gt;Input layers&lt;/b&gt;, &lt;b&gt;band names&lt;/b&gt;, &lt;b&gt;extent, target CRS, pixel size&lt;/b&gt;: as the export takes them; give what the export the model was trained on was given.&lt;br&gt;&lt;b&gt;ONNX model&lt;/b&gt;: its input is read from the model: one rank-4 input, channels first [N, C, H, W] (PyTorch) or channels last [N, H, W, C] (Keras), found from its shape; where the shape reads both ways, say which in &lt;b&gt;Channels of the model's input&lt;/b&gt;. A model whose input does not fit the patches (bands, tile size, type) is refused before any work, naming what it wants and what the patches are.&lt;br&gt;&lt;b&gt;Output&lt;/b&gt;: the model's output of the tile's size (its margins cropped), of the patch's (a model that outputs the core), or of the patch and part of the margins (valid convolutions). One band per output channel, named after &lt;b&gt;output band names&lt;/b&gt;, else the model's metadata (tfrecord_bridge.bands), else the output's name. Pixels masked in the input are nodata.&lt;br&gt;Needs the ONNX runtime (onnxruntime), which QGIS does not ship: Settings &gt; Options &gt; TFRecord Bridge installs it; without it this algorithm says so and the others work as ever.</source>
      <translation>래스터 레이어를 &lt;i&gt;Export raster to TFRecord patches&lt;/i&gt;가 자르는 그대로(패치 크기, 커널 여백, 밴드 순서, 마스크된 픽셀의 모든 밴드에 넣는 기본값, 값 형식) 패치로 잘라 ONNX 모델을 실행하고, 그 출력을 레이어 격자의 GeoTIFF로 씁니다. 커널 여백은 &lt;i&gt;Load TFRecord predictions as raster&lt;/i&gt;가 자르듯 잘라내고, 그 가져오기가 예측을 보여 주듯(0..1 범위의 밴드 하나는 색상 램프로, 클래스 맵은 클래스와 함께) 불러옵니다.&lt;br&gt;&lt;b&gt;입력 레이어&lt;/b&gt;, &lt;b&gt;밴드 이름&lt;/b&gt;, &lt;b&gt;범위, 대상 CRS, 픽셀 크기&lt;/b&gt;: 내보내기가 받는 대로입니다. 모델이 학습한 내보내기에 준 것을 주세요.&lt;br&gt;&lt;b&gt;ONNX 모델&lt;/b&gt;: 입력은 모델에서 읽습니다. 4차원 입력 하나, channels first [N, C, H, W](PyTorch) 또는 channels last [N, H, W, C](Keras)를 모양에서 찾습니다. 모양이 두 가지로 읽히면 &lt;b&gt;모델 입력의 채널&lt;/b&gt;에서 정하세요. 입력이 패치와 맞지 않는 모델(밴드, 타일 크기, 형식)은 작업 전에 거부하며, 모델이 원하는 것과 패치가 무엇인지 알려 줍니다.&lt;br&gt;&lt;b&gt;출력&lt;/b&gt;: 타일 크기의 모델 출력(여백을 잘라냄), 패치 크기의 출력(중심만 내는 모델), 또는 패치와 여백 일부의 출력(valid 합성곱). 출력 채널마다 밴드 하나이며, 이름은 &lt;b&gt;출력 밴드 이름&lt;/b&gt;, 없으면 모델 메타데이터(tfrecord_bridge.bands), 없으면 출력의 이름입니다. 입력에서 마스크된 픽셀은 nodata입니다.&lt;br&gt;QGIS에 들어 있지 않은 ONNX 런타임(onnxruntime)이 필요합니다: 설정 &gt; 옵션 &gt; TFRecord Bridge에서 설치합니다. 없으면 이 알고리즘은 그렇다고 알리고, 다른 알고리즘은 그대로 동작합니다.</translation>
    </message>
    <message>
      <location filename="../provider/predict.py" />
      <source>Choose the ONNX model ({name}).</source>
      <translation>ONNX 모델을 고르세요({name}).</translation>
    </message>
    <message>
      <location filename="../provider/predict.py" />
      <location filename="../ui/predict_dialog.py" />
      <source>Model: {contract}</source>
      <translation>모델: {contract}</translation>
    </message>
    <message>
      <location filename="../provider/predict.py" />
      <source>{patches} -&gt; {width} x {height} {data_type} raster, {bands}</source>
      <translation>{patches} -&gt; {width} x {height} {data_type} 래스터, {bands}</translation>
    </message>
    <message>
      <location filename="../provider/provider.py" />
      <source>TFRecord Bridge (Earth Engine compatible TFRecords)</source>
      <translation>TFRecord Bridge (Earth Engine 호환 TFRecord)</translation>
    </message>
    <message>
      <location filename="../provider/shared.py" />
      <source>{option}: the layer has no field {missing} (its fields: {fields})</source>
      <translation>{option}: 레이어에 {missing} 필드가 없습니다 (레이어의 필드: {fields})</translation>
    </message>
    <message>
      <location filename="../provider/shared.py" />
      <source>{option}: {folders} is a folder, not a TFRecord file: choose the files in it, or {instead}</source>
      <translation>{option}: {folders}은(는) TFRecord 파일이 아니라 폴더입니다. 그 안의 파일을 선택하거나 {instead}</translation>
    </message>
    <message>
      <location filename="../provider/shared.py" />
      <source>The output is written as GeoTIFF: give it a .tif name, not {output}.</source>
      <translation>출력은 GeoTIFF로 기록됩니다: {output}이(가) 아니라 .tif 이름을 지정하세요.</translation>
    </message>
    <message>
      <location filename="../provider/shared.py" />
      <source>predictions raster ({parameter})</source>
      <translation>예측 래스터({parameter})</translation>
    </message>
    <message>
      <location filename="../provider/shared.py" />
      <source>layer {layer!r} comes from the {provider!r} provider; only rasters GDAL reads (files, VRTs, GeoPackages...) can be exported</source>
      <translation>레이어 {layer!r}은(는) {provider!r} 제공자에서 왔습니다. GDAL이 읽는 래스터(파일, VRT, GeoPackage...)만 내보낼 수 있습니다</translation>
    </message>
    <message>
      <location filename="../provider/styling.py" />
      <source>{path}: QGIS cannot open the class map it was to style</source>
      <translation>{path}: QGIS가 스타일을 적용할 클래스 지도를 열 수 없습니다</translation>
    </message>
    <message>
      <location filename="../provider/styling.py" />
      <source>{path}: QGIS could not make the class map's style: {error}</source>
      <translation>{path}: QGIS가 클래스 지도의 스타일을 만들 수 없었습니다: {error}</translation>
    </message>
    <message>
      <location filename="../provider/styling.py" />
      <source>removed the class map style an earlier import left beside {path}</source>
      <translation>이전 가져오기가 {path} 옆에 남긴 클래스 지도 스타일을 삭제했습니다</translation>
    </message>
    <message>
      <location filename="../provider/styling.py" />
      <source>class map style: {path}</source>
      <translation>클래스 지도 스타일: {path}</translation>
    </message>
    <message>
      <location filename="../ui/algorithm_dialog.py" />
      <source>the Processing algorithm {algorithm} is not registered</source>
      <translation>Processing 알고리즘 {algorithm}이(가) 등록되어 있지 않습니다</translation>
    </message>
    <message>
      <location filename="../ui/algorithm_dialog.py" />
      <source>Run</source>
      <translation>실행</translation>
    </message>
    <message>
      <location filename="../ui/algorithm_dialog.py" />
      <source>Advanced</source>
      <translation>고급</translation>
    </message>
    <message>
      <location filename="../ui/algorithm_dialog.py" />
      <source>Copy the run as a Python command or a qgis_process command</source>
      <translation>실행을 Python 명령이나 qgis_process 명령으로 복사합니다</translation>
    </message>
    <message>
      <location filename="../ui/algorithm_dialog.py" />
      <source>Copy as Python command</source>
      <translation>Python 명령으로 복사</translation>
    </message>
    <message>
      <location filename="../ui/algorithm_dialog.py" />
      <source>Copy as qgis_process command</source>
      <translation>qgis_process 명령으로 복사</translation>
    </message>
    <message>
      <location filename="../ui/algorithm_dialog.py" />
      <source>Open the help of {algorithm} in the browser: the page shipped with the plugin, which works offline and links to the web version</source>
      <translation>{algorithm}의 도움말을 브라우저에서 엽니다: 플러그인에 함께 설치된 페이지로, 오프라인에서도 열리며 웹 버전으로 가는 링크가 있습니다</translation>
    </message>
    <message>
      <location filename="../ui/background.py" />
      <source>Running {algorithm}</source>
      <translation>{algorithm} 실행 중</translation>
    </message>
    <message>
      <location filename="../ui/background.py" />
      <source>the Processing algorithm {algorithm} is not available (is the TFRecord Bridge provider loaded?)</source>
      <translation>Processing 알고리즘 {algorithm}을(를) 사용할 수 없습니다 (TFRecord Bridge 제공자가 로드되었나요?)</translation>
    </message>
    <message>
      <location filename="../ui/background.py" />
      <source>the algorithm failed</source>
      <translation>알고리즘이 실패했습니다</translation>
    </message>
    <message>
      <location filename="../ui/background.py" />
      <source>Cancelling...</source>
      <translation>취소하는 중...</translation>
    </message>
    <message>
      <location filename="../ui/background.py" />
      <source>running in the background...</source>
      <translation>백그라운드에서 실행 중...</translation>
    </message>
    <message>
      <location filename="../ui/background.py" />
      <location filename="../ui/packages_page.py" />
      <source>Cancel</source>
      <translation>취소</translation>
    </message>
    <message>
      <location filename="../ui/background.py" />
      <source>Cancelled; nothing was left half-written.</source>
      <translation>취소됨; 절반만 기록된 것은 남지 않았습니다.</translation>
    </message>
    <message>
      <location filename="../ui/background.py" />
      <source>done</source>
      <translation>완료</translation>
    </message>
    <message>
      <location filename="../ui/export_dialog.py" />
      <source>Choose the folder the files are written to.</source>
      <translation>파일이 기록될 폴더를 선택하세요.</translation>
    </message>
    <message>
      <location filename="../ui/export_dialog.py" />
      <source>Export</source>
      <translation>내보내기</translation>
    </message>
    <message>
      <location filename="../ui/export_dialog.py" />
      <source>TFRecord export</source>
      <translation>TFRecord 내보내기</translation>
    </message>
    <message>
      <location filename="../ui/export_dialog.py" />
      <source>Run tfrecord:exportimage in the background; progress shows in the message bar.</source>
      <translation>tfrecord:exportimage를 백그라운드에서 실행합니다. 진행 상황은 메시지 표시줄에 나타납니다.</translation>
    </message>
    <message>
      <location filename="../ui/export_dialog.py" />
      <source>wrote {path}</source>
      <translation>{path} 기록됨</translation>
    </message>
    <message>
      <location filename="../ui/export_dialog.py" />
      <source>{patches} in {files} in {folder}: {names}; georeferenced by {mixer}</source>
      <translation>{patches}를 {folder}의 {files}에 기록: {names}; {mixer}(으)로 지리 참조됨</translation>
    </message>
    <message>
      <location filename="../ui/export_dialog.py" />
      <source>. Sets: {sets}</source>
      <translation>. 세트: {sets}</translation>
    </message>
    <message>
      <location filename="../ui/export_dialog.py" />
      <source>; {patches} left out by the buffer between sets</source>
      <translation>; 세트 간 버퍼가 {patches}를 제외함</translation>
    </message>
    <message>
      <location filename="../ui/export_dialog.py" />
      <source>Copy featuresDict</source>
      <translation>featuresDict 복사</translation>
    </message>
    <message>
      <location filename="../ui/export_inputs.py" />
      <source>Layer</source>
      <translation>레이어</translation>
    </message>
    <message>
      <location filename="../ui/export_inputs.py" />
      <source>Up</source>
      <translation>위로</translation>
    </message>
    <message>
      <location filename="../ui/export_inputs.py" />
      <source>Move the selected layer up: its bands come earlier in every record.</source>
      <translation>선택한 레이어를 위로 이동: 그 밴드가 모든 레코드에서 더 앞에 옵니다.</translation>
    </message>
    <message>
      <location filename="../ui/export_inputs.py" />
      <source>Down</source>
      <translation>아래로</translation>
    </message>
    <message>
      <location filename="../ui/export_inputs.py" />
      <source>Move the selected layer down: its bands come later in every record.</source>
      <translation>선택한 레이어를 아래로 이동: 그 밴드가 모든 레코드에서 더 뒤에 옵니다.</translation>
    </message>
    <message>
      <location filename="../ui/export_inputs.py" />
      <source>Band</source>
      <translation>밴드</translation>
    </message>
    <message>
      <location filename="../ui/export_inputs.py" />
      <source>Name</source>
      <translation>이름</translation>
    </message>
    <message>
      <location filename="../ui/export_inputs.py" />
      <source>Only rasters GDAL reads (files, VRTs, GeoPackages...) can be exported.</source>
      <translation>GDAL이 읽는 래스터(파일, VRT, GeoPackage...)만 내보낼 수 있습니다.</translation>
    </message>
    <message>
      <location filename="../ui/export_inputs.py" />
      <source>array of bands {bands}</source>
      <translation>밴드 {bands}의 배열</translation>
    </message>
    <message>
      <location filename="../ui/export_inputs.py" />
      <source>Check at least one raster layer to export.</source>
      <translation>내보낼 래스터 레이어를 하나 이상 선택하세요.</translation>
    </message>
    <message>
      <location filename="../ui/export_inputs.py" />
      <source>band names must not contain commas</source>
      <translation>밴드 이름에 쉼표가 있으면 안 됩니다</translation>
    </message>
    <message>
      <location filename="../ui/export_options.py" />
      <source>formatOptions (Earth Engine's defaults)</source>
      <translation>formatOptions (Earth Engine 기본값)</translation>
    </message>
    <message>
      <location filename="../ui/export_options.py" />
      <source>{"patchDimensions": [256, 256], "kernelSize": [33, 33], "compressed": true}</source>
      <translation>{"patchDimensions": [256, 256], "kernelSize": [33, 33], "compressed": true}</translation>
    </message>
    <message>
      <location filename="../ui/export_options.py" />
      <source> (pasted)</source>
      <translation> (붙여넣음)</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>What the export will write</source>
      <translation>내보내기가 기록할 내용</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>Export grid</source>
      <translation>내보내기 그리드</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>Patches</source>
      <translation>패치</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>Tiles per row</source>
      <translation>행당 타일</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>Tile size</source>
      <translation>타일 크기</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>Edges</source>
      <translation>가장자리</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>Size</source>
      <translation>크기</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>On the map: &lt;span style='color:{patch}'&gt;&amp;#9632; patches&lt;/span&gt; &amp;nbsp; &lt;span style='color:{margin}'&gt;- - kernel margins&lt;/span&gt; &amp;nbsp; &lt;span style='color:{dropped}'&gt;&amp;#9632; dropped edge&lt;/span&gt; &amp;nbsp; &lt;span style='color:{padded}'&gt;&amp;#9632; padded edge&lt;/span&gt;</source>
      <translation>지도에서: &lt;span style='color:{patch}'&gt;&amp;#9632; 패치&lt;/span&gt; &amp;nbsp; &lt;span style='color:{margin}'&gt;- - 커널 여백&lt;/span&gt; &amp;nbsp; &lt;span style='color:{dropped}'&gt;&amp;#9632; 삭제되는 가장자리&lt;/span&gt; &amp;nbsp; &lt;span style='color:{padded}'&gt;&amp;#9632; 채워지는 가장자리&lt;/span&gt;</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>{layer} covers only {fraction:.0%} of the export region</source>
      <translation>{layer}은(는) 내보내기 영역의 {fraction:.0%}만 포함합니다</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>the layers overlap on only {fraction:.0%} of the export region</source>
      <translation>레이어들이 내보내기 영역의 {fraction:.0%}에서만 겹칩니다</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>. Elsewhere every band holds defaultValue (masked); maskedThreshold below 1 (e.g. 0.99) leaves wholly masked patches out.</source>
      <translation>. 그 밖의 곳에서는 모든 밴드가 defaultValue(마스크 처리됨)를 담습니다. maskedThreshold를 1 미만(예: 0.99)으로 하면 완전히 마스크 처리된 패치가 빠집니다.</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>The map shows the covered area as one outline: {total_patches} are more than the {max_drawn_patches:,} drawn one by one.</source>
      <translation>지도는 포함 영역을 하나의 윤곽선으로 표시합니다: {total_patches}는 하나씩 그리는 {max_drawn_patches:,}개보다 많습니다.</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>{width:,} x {height:,} pixels of {pixel_width:g} x {pixel_height:g} ({crs})</source>
      <translation>{width:,} x {height:,} 픽셀, 픽셀 크기 {pixel_width:g} x {pixel_height:g} ({crs})</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>{patches_per_row:,} per row, {rows}</source>
      <translation>행당 {patches_per_row:,}개, {rows}</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source> ({patch_width} x {patch_height} patch + kernel margins of {margin_x} x {margin_y} pixels each side)</source>
      <translation> ({patch_width} x {patch_height} 패치 + 양쪽에 {margin_x} x {margin_y} 픽셀의 커널 여백)</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source> (no kernel margins)</source>
      <translation> (커널 여백 없음)</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>{tile_width} x {tile_height} pixels{margins}</source>
      <translation>{tile_width} x {tile_height} 픽셀{margins}</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>the patches cover the region exactly</source>
      <translation>패치가 영역을 정확히 덮습니다</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>padded with masked pixels: {extra_columns}, {extra_rows}</source>
      <translation>마스크 처리된 픽셀로 채움: {extra_columns}, {extra_rows}</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>dropped: {extra_columns} at the right, {extra_rows} at the bottom</source>
      <translation>삭제됨: 오른쪽 {extra_columns}, 아래쪽 {extra_rows}</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>about {total_bytes:,} bytes before compression ({human}): {records} of {record_bytes:,} bytes</source>
      <translation>압축 전 약 {total_bytes:,}바이트({human}): {record_bytes:,}바이트짜리 {records}</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>, fewer if maskedThreshold drops patches</source>
      <translation>, maskedThreshold가 패치를 삭제하면 더 적음</translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/export_preview.py" />
      <source>%n files (at most {max_bytes:,} bytes each)</source>
      <translation>
        <numerusform>파일 %n개(각각 최대 {max_bytes:,}바이트)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../ui/history.py" />
      <source>qgis_process cannot be given these choices: a layer's selected features, or a layer held in memory, exist only in this QGIS</source>
      <translation>qgis_process에는 이 선택을 넘길 수 없습니다: 레이어의 선택된 객체나 메모리에 있는 레이어는 이 QGIS 안에만 있습니다</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <location filename="../ui/predict_parts.py" />
      <source>Output</source>
      <translation>출력</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>The name of the layer added to the map.</source>
      <translation>지도에 추가되는 레이어의 이름.</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>Layer name</source>
      <translation>레이어 이름</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>Load</source>
      <translation>불러오기</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>TFRecord predictions</source>
      <translation>TFRecord 예측 결과</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>Run tfrecord:importimage in the background; the raster is added to the map.</source>
      <translation>tfrecord:importimage를 백그라운드에서 실행합니다. 래스터가 지도에 추가됩니다.</translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/import_dialog.py" />
      <source>reading %n files...</source>
      <translation>
        <numerusform>파일 %n개를 읽는 중...</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>Reading TFRecord files</source>
      <translation>TFRecord 파일 읽는 중</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>cannot read the files: {error}</source>
      <translation>파일을 읽을 수 없습니다: {error}</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>cannot show what the files hold: {problem!r}</source>
      <translation>파일에 담긴 내용을 표시할 수 없습니다: {problem!r}</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>Run starts when the files are read.</source>
      <translation>파일을 다 읽으면 실행합니다.</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>reading the files...</source>
      <translation>파일을 읽는 중...</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>Choose the TFRecord files.</source>
      <translation>TFRecord 파일을 선택하세요.</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>The files have corrupt records (listed above); they cannot be loaded.</source>
      <translation>파일에 손상된 레코드가 있습니다(위에 나열됨). 불러올 수 없습니다.</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>The files hold no records.</source>
      <translation>파일에 레코드가 없습니다.</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>No mixer: choose the export's PREFIX-mixer.json, which places the records on the map.</source>
      <translation>믹서 없음: 레코드를 지도에 배치하는 내보내기의 PREFIX-mixer.json을 선택하세요.</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>Check at least one feature to load.</source>
      <translation>불러올 특성을 하나 이상 선택하세요.</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>The files are in a bucket or on the web: the import checks them when it starts.</source>
      <translation>파일이 버킷이나 웹에 있습니다: 가져오기가 시작될 때 확인합니다.</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <location filename="../ui/predict_dialog.py" />
      <source>{path} was written but does not load as a raster</source>
      <translation>{path}이(가) 기록되었지만 래스터로 불러와지지 않습니다</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>added {name}: {width:,} x {height:,} pixels, {bands}, from {path}</source>
      <translation>{name} 추가됨: {width:,} x {height:,} 픽셀, {bands}, {path}에서</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>kernelSize {kx},{ky} as given</source>
      <translation>지정한 kernelSize {kx},{ky}</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>kernel margins inferred from the value counts</source>
      <translation>값 개수로 추론한 커널 여백</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>no kernel margins to crop</source>
      <translation>잘라낼 커널 여백 없음</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>{taken}; {cropped} (tiles {tile_width} x {tile_height})</source>
      <translation>{taken}; {cropped} (타일 {tile_width} x {tile_height})</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>What the files hold</source>
      <translation>파일에 담긴 내용</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>Kernel</source>
      <translation>커널</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>tf.train.{record_type}</source>
      <translation>tf.train.{record_type}</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <location filename="../core/inspect.py" />
      <source>no records</source>
      <translation>레코드 없음</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>{records} in {files}</source>
      <translation>{files}에 {records}</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>the index lists {records:,} of its {total}</source>
      <translation>인덱스에 {total} 중 {records:,}개가 나열됨</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>the mixer's totalPatches is {total:,}</source>
      <translation>믹서의 totalPatches는 {total:,}</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>as expected</source>
      <translation>예상대로</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>one record a pixel of every tile</source>
      <translation>모든 타일의 픽셀마다 레코드 하나</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>MISMATCH</source>
      <translation>불일치</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>; {expected} ({per_row} per row of {width} x {height}): {verdict}</source>
      <translation>; {expected} ({width} x {height} 패치, 행당 {per_row}개): {verdict}</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>empty</source>
      <translation>비어 있음</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>{name}  ({kinds}, {values}</source>
      <translation>{name}  ({kinds}, {values}</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>Its values do not fill a whole tile, so it is not a band; check it to try anyway.</source>
      <translation>값이 타일 하나를 채우지 않으므로 밴드가 아닙니다. 그래도 시도하려면 선택하세요.</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>not inferred: no mixer</source>
      <translation>추론되지 않음: 믹서 없음</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>not inferred: {error}</source>
      <translation>추론되지 않음: {error}</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source> (the Kernel size field below).</source>
      <translation> (아래의 커널 크기 필드).</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>not inferred: </source>
      <translation>추론되지 않음: </translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>{taken}: no checked feature's value count fits its tiles</source>
      <translation>{taken}: 선택한 특성의 값 개수가 그 타일에 맞지 않습니다</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>not inferred: no checked feature's value count fits the patch</source>
      <translation>추론되지 않음: 선택한 특성의 값 개수가 패치에 맞지 않습니다</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>Features {features} fit no tile of the patch layout: uncheck them.</source>
      <translation>특성 {features}은(는) 패치 배치의 어떤 타일에도 맞지 않습니다: 선택 해제하세요.</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>Feature {features} fits no tile of the patch layout: uncheck it.</source>
      <translation>특성 {features}은(는) 패치 배치의 어떤 타일에도 맞지 않습니다: 선택 해제하세요.</translation>
    </message>
    <message>
      <location filename="../ui/import_source.py" />
      <source>An export's folder</source>
      <translation>내보내기의 폴더</translation>
    </message>
    <message>
      <location filename="../ui/import_source.py" />
      <source>Read</source>
      <translation>읽기</translation>
    </message>
    <message>
      <location filename="../ui/import_source.py" />
      <source>no such file: {path}</source>
      <translation>그런 파일이 없습니다: {path}</translation>
    </message>
    <message>
      <location filename="../ui/import_source.py" />
      <source>found beside the files</source>
      <translation>파일 옆에서 찾음</translation>
    </message>
    <message>
      <location filename="../ui/import_source.py" />
      <source>chosen by hand</source>
      <translation>직접 선택함</translation>
    </message>
    <message>
      <location filename="../ui/import_source.py" />
      <source>none found beside the files: choose the export's PREFIX-mixer.json</source>
      <translation>파일 옆에서 찾지 못함: 내보내기의 PREFIX-mixer.json을 선택하세요</translation>
    </message>
    <message>
      <location filename="../ui/option_fields.py" />
      <source>default</source>
      <translation>기본값</translation>
    </message>
    <message>
      <location filename="../ui/option_fields.py" />
      <source> bytes</source>
      <translation> 바이트</translation>
    </message>
    <message>
      <location filename="../ui/option_fields.py" />
      <source>Other options</source>
      <translation>기타 옵션</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>Installing optional packages for TFRecord Bridge</source>
      <translation>TFRecord Bridge용 선택 패키지 설치 중</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>Optional packages: the plugin works without them, and uses each once it is installed. Install puts them into the Python that runs QGIS, for your user only, without their dependencies (QGIS's own numpy and protobuf stay as they are).</source>
      <translation>선택 패키지: 플러그인은 이것들 없이도 동작하며, 설치되면 각각을 사용합니다. 설치는 QGIS를 실행하는 Python에 현재 사용자 전용으로, 의존 패키지 없이 넣습니다 (QGIS 자체의 numpy와 protobuf는 그대로 둡니다).</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>Package</source>
      <translation>패키지</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>What it gives</source>
      <translation>제공하는 것</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>Installed</source>
      <translation>설치됨</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>&lt;a href="{url}"&gt;Help&lt;/a&gt;: what each package gives, the errors, the command on each system</source>
      <translation>&lt;a href="{url}"&gt;도움말&lt;/a&gt;: 각 패키지가 제공하는 것, 오류, 시스템별 명령</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>Install</source>
      <translation>설치</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>Install the ticked packages with pip</source>
      <translation>선택한 패키지를 pip로 설치합니다</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>Or run this command in a terminal (on Windows: the OSGeo4W Shell), then restart QGIS:</source>
      <translation>또는 이 명령을 터미널(Windows: OSGeo4W Shell)에서 실행한 뒤 QGIS를 다시 시작하세요:</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>Copy</source>
      <translation>복사</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>Copy the command to the clipboard</source>
      <translation>명령을 클립보드에 복사합니다</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>not installed</source>
      <translation>설치되지 않음</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>installed</source>
      <translation>설치됨</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>Restart QGIS to use the installed {names}.</source>
      <translation>설치한 {names}을(를) 사용하려면 QGIS를 다시 시작하세요.</translation>
    </message>
    <message>
      <location filename="../ui/parts.py" />
      <source>Whether the bucket can be written is checked when the run starts.</source>
      <translation>버킷에 기록할 수 있는지는 실행이 시작될 때 확인합니다.</translation>
    </message>
    <message>
      <location filename="../ui/predict_dialog.py" />
      <source>Predict</source>
      <translation>예측</translation>
    </message>
    <message>
      <location filename="../ui/predict_dialog.py" />
      <source>TFRecord predict</source>
      <translation>TFRecord 예측</translation>
    </message>
    <message>
      <location filename="../ui/predict_dialog.py" />
      <source>Run tfrecord:predict in the background; the predictions are added to the map.</source>
      <translation>tfrecord:predict를 백그라운드에서 실행합니다. 예측은 지도에 추가됩니다.</translation>
    </message>
    <message>
      <location filename="../ui/predict_dialog.py" />
      <source>Predicting needs the ONNX runtime: install it from Settings &gt; Options &gt; TFRecord Bridge.</source>
      <translation>예측에는 ONNX 런타임이 필요합니다: 설정 &gt; 옵션 &gt; TFRecord Bridge에서 설치하세요.</translation>
    </message>
    <message>
      <location filename="../ui/predict_dialog.py" />
      <source>Choose the ONNX model (.onnx) to run over the patches.</source>
      <translation>패치에 실행할 ONNX 모델(.onnx)을 고르세요.</translation>
    </message>
    <message>
      <location filename="../ui/predict_dialog.py" />
      <source>predictions</source>
      <translation>예측</translation>
    </message>
    <message>
      <location filename="../ui/predict_dialog.py" />
      <source>Model: {inputs} -&gt; {outputs}; {header}</source>
      <translation>모델: {inputs} -&gt; {outputs}; {header}</translation>
    </message>
    <message>
      <location filename="../ui/predict_dialog.py" />
      <source>added {name}: {width:,} x {height:,} pixels, {bands}, {patches}, from {path}</source>
      <translation>{name} 추가: {width:,} x {height:,} 픽셀, {bands}, {patches}, 원본 {path}</translation>
    </message>
    <message>
      <location filename="../ui/predict_parts.py" />
      <source>Model</source>
      <translation>모델</translation>
    </message>
    <message>
      <location filename="../ui/predict_parts.py" />
      <source>Install the ONNX runtime...</source>
      <translation>ONNX 런타임 설치...</translation>
    </message>
    <message>
      <location filename="../ui/predict_parts.py" />
      <source>Open Settings &gt; Options &gt; TFRecord Bridge, which installs the optional packages into this QGIS's Python.</source>
      <translation>설정 &gt; 옵션 &gt; TFRecord Bridge를 엽니다. 여기서 선택 패키지를 이 QGIS의 Python에 설치합니다.</translation>
    </message>
    <message>
      <location filename="../ui/predict_parts.py" />
      <source>{sidecar} was the training sidecar of {model}, not of this model: choose this model's, if it has one.</source>
      <translation>{sidecar}은(는) 이 모델이 아니라 {model}의 학습 사이드카였습니다. 이 모델의 사이드카가 있으면 선택하십시오.</translation>
    </message>
    <message>
      <location filename="../ui/training_box.py" />
      <source>The least label share and the share of negatives kept sample patches by their labels: choose a label layer.</source>
      <translation>최소 레이블 비율과 유지할 음성 비율은 레이블로 패치를 샘플링합니다: 레이블 레이어를 선택하세요.</translation>
    </message>
    <message>
      <location filename="../ui/training_box.py" />
      <source>A .tfindex holds byte offsets into the file, which a GZIP file does not have: uncheck GZIP, or the .tfindex files.</source>
      <translation>.tfindex는 파일 안의 바이트 오프셋을 담는데, GZIP 파일에는 그것이 없습니다: GZIP 또는 .tfindex 파일의 선택을 해제하세요.</translation>
    </message>
    <message>
      <location filename="../ui/training_box.py" />
      <source>The buffer keeps the sets of the splits apart: give splits, or uncheck the buffer.</source>
      <translation>버퍼는 분할의 세트들을 떼어 놓습니다: 분할을 지정하거나 버퍼 선택을 해제하세요.</translation>
    </message>
    <message>
      <location filename="../ui/training_box.py" />
      <source>Masking the margins another set owns is a way of the buffer between sets: check the buffer too, or uncheck the mask.</source>
      <translation>다른 세트에 속한 여백의 마스크 처리는 세트 간 버퍼의 한 방식입니다. 버퍼도 선택하거나 마스크 선택을 해제하십시오.</translation>
    </message>
    <message>
      <location filename="../ui/training_box.py" />
      <source>Block (patches per side), seed</source>
      <translation>블록(한 변의 패치 수), 시드</translation>
    </message>
    <message>
      <location filename="../ui/training_box.py" />
      <source>Least label share, negatives kept</source>
      <translation>최소 레이블 비율, 유지할 음성 비율</translation>
    </message>
    <message>
      <location filename="../ui/training_box.py" />
      <source>Training set: labels, splits and sampling</source>
      <translation>학습 세트: 레이블, 분할, 샘플링</translation>
    </message>
    <message>
      <location filename="../ui/training_box.py" />
      <source>Selected features only</source>
      <translation>선택한 피처만</translation>
    </message>
    <message>
      <location filename="../ui/training_box.py" />
      <source>Burn only the label layer's selected features.</source>
      <translation>레이블 레이어에서 선택한 피처만 굽습니다.</translation>
    </message>
    <message>
      <location filename="../ui/training_box.py" />
      <source>(none)</source>
      <translation>(없음)</translation>
    </message>
    <message>
      <location filename="../ui/training_box.py" />
      <source>(the label value)</source>
      <translation>(레이블 값)</translation>
    </message>
    <message>
      <location filename="../ui/training_box.py" />
      <source>{layer} has no selected feature to burn.</source>
      <translation>{layer}에 구울 선택된 피처가 없습니다.</translation>
    </message>
    <message>
      <location filename="../ui/training_box.py" />
      <source>The label band {band!r} has the name of an image band: give it another name.</source>
      <translation>레이블 밴드 {band!r}의 이름이 이미지 밴드 이름과 같습니다: 다른 이름을 지정하세요.</translation>
    </message>
    <message>
      <source>%n {mode} records -&gt; {width} x {height} {data_type} raster, bands {bands}{margins}</source>
      <translation type="vanished">{mode} 레코드 %n개 -&gt; {width} x {height} {data_type} 래스터, 밴드 {bands}{margins}</translation>
    </message>
    <message>
      <source>{patches} -&gt; {width} x {height} {data_type} raster, bands {bands}</source>
      <translation type="vanished">{patches} -&gt; {width} x {height} {data_type} 래스터, 밴드 {bands}</translation>
    </message>
    <message>
      <source>One dict a record, {{feature: numpy array}}, each patch {layout}.</source>
      <translation type="vanished">레코드마다 dict 하나, {{특성: numpy 배열}}, 각 패치는 {layout}입니다.</translation>
    </message>
    <message>
      <source>Batches of records, {{feature: [batch, H, W, C] array}}; model.fit wants (inputs, targets).</source>
      <translation type="vanished">레코드 배치, {{특성: [batch, H, W, C] 배열}}. model.fit에는 (inputs, targets)가 필요합니다.</translation>
    </message>
    <message>
      <source>truncated: the file ends {read} bytes into a record header</source>
      <translation type="vanished">잘림: 파일이 레코드 헤더 {read}바이트째에서 끝납니다</translation>
    </message>
    <message>
      <source>cannot tell the order of the files: they are numbered in {series_count} series ({series}); choose the files of one export, or give them as a list in the order they were written</source>
      <translation type="vanished">파일 순서를 알 수 없습니다: 번호가 {series_count}개 계열({series})로 매겨져 있습니다. 한 내보내기의 파일을 고르거나, 쓰인 순서대로 목록으로 주세요</translation>
    </message>
    <message>
      <source>{option} gives {count} numbers for the {channels} channels the model is fed: give one for all, or one a channel</source>
      <translation type="vanished">{option}이(가) 모델에 넣는 채널 {channels}개에 숫자 {count}개를 줍니다: 모두에 하나, 또는 채널마다 하나를 주세요</translation>
    </message>
    <message>
      <source>feature {name!r} holds {depth} bands of {tile_width} x {tile_height} pixels in {where}, and nothing says in which order its {count} values hold them: channels-first [{depth}, {tile_height}, {tile_width}] (band by band, as EE and this plugin's export write them) or channels-last [{tile_height}, {tile_width}, {depth}] (pixel by pixel, as a Keras model predicts them). Both readings fit; give {layout} {first} or {layout} {last}</source>
      <translation type="vanished">특성 {name!r}은(는) {where}에 {tile_width} x {tile_height} 픽셀의 밴드 {depth}개를 담고 있으나, 그 값 {count}개가 어떤 순서로 밴드를 담는지 알려 주는 것이 없습니다: channels-first [{depth}, {tile_height}, {tile_width}] (밴드별로, EE와 이 플러그인의 내보내기가 쓰는 방식) 또는 channels-last [{tile_height}, {tile_width}, {depth}] (픽셀별로, Keras 모델이 예측하는 방식). 두 읽기 모두 맞습니다. {layout} {first} 또는 {layout} {last}를 주세요</translation>
    </message>
    <message>
      <source>{option} must give a depth for array band {band_name!r} (its layer has {band_depth} values per pixel), e.g. {{"{band_name}": {band_depth}}}</source>
      <translation type="vanished">{option}에 배열 밴드 {band_name!r}의 깊이가 있어야 합니다(그 레이어는 픽셀당 값이 {band_depth}개). 예: {{"{band_name}": {band_depth}}}</translation>
    </message>
    <message>
      <source>a record of {th} x {tw} pixels and {values_per_pixel} values per pixel would pass protobuf's 2 GiB limit: use smaller {patch_dimensions}</source>
      <translation type="vanished">{th} x {tw} 픽셀에 픽셀당 값 {values_per_pixel}개인 레코드는 protobuf의 2 GiB 한도를 넘습니다: 더 작은 {patch_dimensions}를 쓰세요</translation>
    </message>
    <message>
      <source>{name} {count}</source>
      <translation type="vanished">{name} {count}</translation>
    </message>
    <message>
      <source>Buffer between sets: in {masked} patches ({per_set}) the margin pixels another set owns were masked (kernel margins reach {reach_x} x {reach_y} patches); no patch was left out</source>
      <translation type="vanished">세트 사이 완충: 패치 {masked}개({per_set})에서 다른 세트에 속한 여백 픽셀을 마스크 처리했습니다(커널 여백이 {reach_x} x {reach_y} 패치까지 미침). 제외된 패치는 없습니다</translation>
    </message>
    <message>
      <source>Buffer between sets: {left_out} patches left out ({per_set}), whose records would have shared pixels with another set's (kernel margins reach {reach_x} x {reach_y} patches); where sets met, the set ahead of its share gave way</source>
      <translation type="vanished">세트 사이 완충: 패치 {left_out}개 제외({per_set}). 이 레코드들은 다른 세트의 레코드와 픽셀을 공유했을 것입니다(커널 여백이 {reach_x} x {reach_y} 패치까지 미침). 세트가 만나는 곳에서는 자기 비율을 앞선 세트가 양보했습니다</translation>
    </message>
    <message>
      <source>feature {feature_name!r} has {count} {kind} values in {source} but {feature_count} {feature_kind} values in {first_where}</source>
      <translation type="vanished">피처 {feature_name!r}의 값이 {source}에서는 {kind} {count}개지만 {first_where}에서는 {feature_kind} {feature_count}개입니다</translation>
    </message>
    <message>
      <source>{pixels} pixels held values that are no class of the table ({values}): nodata</source>
      <translation type="vanished">픽셀 {pixels}개가 표에 없는 클래스 값을 가졌습니다({values}): nodata</translation>
    </message>
    <message>
      <source>with {kernel} {kx},{ky} a {pw}x{ph} patch needs {tile} values a band (a multiple of {tile} for a 3-D feature)</source>
      <translation type="vanished">{kernel} {kx},{ky}에서 {pw}x{ph} 패치에는 밴드마다 값 {tile}개가 필요합니다(3차원 피처는 {tile}의 배수)</translation>
    </message>
    <message>
      <source>a {pw}x{ph} patch needs {values} values a band without kernel margins, or with margins {with_margins}, ...; a 3-D feature holds a multiple of these (for a kernel that is not square, give {kernel} as kx,ky)</source>
      <translation type="vanished">{pw}x{ph} 패치에는 커널 여백 없이 밴드마다 값 {values}개, 여백이 있으면 {with_margins}, ...개가 필요합니다. 3차원 피처는 이들의 배수를 담습니다(정사각형이 아닌 커널은 {kernel}를 kx,ky로 주세요)</translation>
    </message>
    <message>
      <source>feature {name!r} has {count} values</source>
      <translation type="vanished">피처 {name!r}의 값 {count}개</translation>
    </message>
    <message>
      <source>the index file's patchIndices list {patches} patches</source>
      <translation type="vanished">인덱스 파일의 patchIndices에 패치 {patches}개가 있습니다</translation>
    </message>
    <message>
      <source>the files hold {record_count} records but {what}{named}: one record a patch needs {patches} records, per-pixel records {per_pixel}</source>
      <translation type="vanished">파일에는 레코드가 {record_count}개 있지만 {what}{named}: 패치당 레코드 하나라면 {patches}개, 픽셀 단위 레코드라면 {per_pixel}이(가) 필요합니다</translation>
    </message>
    <message>
      <source>its patchIndices list {listed} patches of {patches}</source>
      <translation type="vanished">그 patchIndices에 패치 {patches}개 중 {listed}개가 있습니다</translation>
    </message>
    <message>
      <source>{name!r} {count} values</source>
      <translation type="vanished">{name!r} 값 {count}개</translation>
    </message>
    <message>
      <source>{where} holds {counts}, ... ({features} features)</source>
      <translation type="vanished">{where}에는 {counts}, ... (피처 {features}개)이(가) 있습니다</translation>
    </message>
    <message>
      <source>feature {name!r} holds {count} values in {where}, which the mixer's patchDimensions {patch_width} x {patch_height} ({mixer}) read as {depth} bands of {tile} pixels</source>
      <translation type="vanished">피처 {name!r}은(는) {where}에 값 {count}개를 담고 있으며, 믹서의 patchDimensions {patch_width} x {patch_height}({mixer})는 이를 {tile} 픽셀 밴드 {depth}개로 읽습니다</translation>
    </message>
    <message>
      <source>feature {name!r} holds {count} values in {where}, which the mixer's patchDimensions {patch_width} x {patch_height} ({mixer}) read as {depth} band of {tile} pixels</source>
      <translation type="vanished">피처 {name!r}은(는) {where}에 값 {count}개를 담고 있으며, 믹서의 patchDimensions {patch_width} x {patch_height}({mixer})는 이를 {tile} 픽셀 밴드 {depth}개로 읽습니다</translation>
    </message>
    <message>
      <source>{read_as}; nothing says it holds {feature_depth} bands (neither the export sidecar nor a feature of one band beside it), and one band of patches of another size holds as many values{other}. If it holds {feature_depth} bands, say so with {features} {feature_name}:{feature_depth}; otherwise give the mixer of these records</source>
      <translation type="vanished">{read_as}. 그러나 밴드 {feature_depth}개를 담는다고 말해 주는 것이 없고(내보내기 사이드카도, 옆의 단일 밴드 피처도 없음), 다른 크기 패치의 밴드 하나도 같은 수의 값을 담습니다{other}. 밴드 {feature_depth}개를 담는다면 {features} {feature_name}:{feature_depth}로 알려 주세요. 아니면 이 레코드들의 믹서를 주세요</translation>
    </message>
    <message>
      <source>{mixer}: the mixer describes {patches} patches, a record each of at least {least} bytes ({first} holds that), but {files} can hold at most {records} such records ({bytes} bytes of records at most): is it the mixer of these records?</source>
      <translation type="vanished">{mixer}: 믹서는 패치 {patches}개를 설명하고 그 레코드는 각각 최소 {least}바이트인데({first}이(가) 그 크기), {files}에는 그런 레코드가 최대 {records}개(레코드 최대 {bytes}바이트)만 들어갈 수 있습니다: 이 레코드들의 믹서가 맞습니까?</translation>
    </message>
    <message>
      <source>the argmax of the prediction bands takes band i as the i-th class of {where}, which has {classes} classes ({table_names}), but the import has {bands} bands ({band_names}): give {classes} bands{more}</source>
      <translation type="vanished">예측 밴드의 argmax는 밴드 i를 {where}의 i번째 클래스로 봅니다. 이 표에는 클래스가 {classes}개({table_names}) 있지만 가져오기에는 밴드가 {bands}개({band_names}) 있습니다: 밴드 {classes}개{more}를 주세요</translation>
    </message>
    <message>
      <source>{name!r} ({count} values): {readings}</source>
      <translation type="vanished">{name!r}(값 {count}개): {readings}</translation>
    </message>
    <message>
      <source> ({count} bytes)</source>
      <translation type="vanished"> ({count}바이트)</translation>
    </message>
    <message>
      <source>{partitions} partitions of whole patch rows on {workers} Dask worker(s)</source>
      <translation type="vanished">Dask 워커 {workers}개에서 패치 행 단위 파티션 {partitions}개</translation>
    </message>
    <message>
      <source>{patches:,} patches, an estimated {size} before compression ({records:,} records)</source>
      <translation type="vanished">패치 {patches:,}개, 압축 전 약 {size}(레코드 {records:,}개)</translation>
    </message>
    <message>
      <source>1 patch, an estimated {size} before compression ({records:,} records)</source>
      <translation type="vanished">패치 1개, 압축 전 약 {size}(레코드 {records:,}개)</translation>
    </message>
    <message>
      <source>{option} gives {names} band names for {bands} bands; name them in this order (each array layer is one band): {defaults}</source>
      <translation type="vanished">{option}에 밴드 {bands}개에 대한 밴드 이름이 {names}개 있습니다. 이 순서로 이름을 지으세요 (배열 레이어마다 밴드 하나): {defaults}</translation>
    </message>
    <message>
      <source>every one of the {total} patches is wholly masked (nodata, outside a layer, or where the layers do not overlap), so every value would be {default_value}; nothing was written</source>
      <translation type="vanished">패치 {total}개가 모두 완전히 마스크되어(nodata, 레이어 밖, 또는 레이어가 겹치지 않는 곳) 모든 값이 {default_value}가 됩니다. 아무것도 쓰지 않았습니다</translation>
    </message>
    <message>
      <source>{kept} patches kept, {negatives_kept} of them without any label; {below_label_share} left out with labels covering less than {share} {min_label_share:g} of the patch, {negatives_left_out} without any label left out by {ratio} {negative_ratio:g} (seed {seed})</source>
      <translation type="vanished">패치 {kept}개 유지, 그중 {negatives_kept}개는 레이블 없음; 레이블이 패치의 {share} {min_label_share:g}보다 적게 덮은 {below_label_share}개 제외, 레이블 없는 {negatives_left_out}개는 {ratio} {negative_ratio:g}로 제외(시드 {seed})</translation>
    </message>
    <message>
      <source>Wrote {written} of {total_patches} patches in {files} file(s)</source>
      <translation type="vanished">패치 {total_patches}개 중 {written}개를 파일 {files}개에 썼습니다</translation>
    </message>
    <message>
      <source>Wrote {files} .tfindex file(s) beside the shards</source>
      <translation type="vanished">샤드 옆에 .tfindex 파일 {files}개를 썼습니다</translation>
    </message>
    <message>
      <source>{negatives_kept} of the {kept} patches hold no label</source>
      <translation type="vanished">패치 {kept}개 중 {negatives_kept}개에는 레이블이 없습니다</translation>
    </message>
    <message>
      <source>{name} {count} patches ({share_kept:.1%}, asked {share:g}) as {prefix}-...</source>
      <translation type="vanished">{name} 패치 {count}개({share_kept:.1%}, 요청 {share:g}), {prefix}-...로</translation>
    </message>
    <message>
      <source>Exporting {patches} patches of {pw} x {ph} pixels ({tile_width} x {tile_height} with kernel margins), {per_row} per row, bands: {bands}; label band {label_band}</source>
      <translation type="vanished">{pw} x {ph} 픽셀({tile_width} x {tile_height}, 커널 여백 포함) 패치 {patches}개를 행마다 {per_row}개씩 내보내는 중, 밴드: {bands}; 레이블 밴드 {label_band}</translation>
    </message>
    <message>
      <source>Exporting {patches} patches of {pw} x {ph} pixels ({tile_width} x {tile_height} with kernel margins), {per_row} per row, bands: {bands}</source>
      <translation type="vanished">{pw} x {ph} 픽셀({tile_width} x {tile_height}, 커널 여백 포함) 패치 {patches}개를 행마다 {per_row}개씩 내보내는 중, 밴드: {bands}</translation>
    </message>
    <message>
      <source>The last {columns} columns and {rows} rows of the {grid_width} x {grid_height} pixel region fill no whole {pw} x {ph} patch and are left out, as EE does; edge mode 'pad' keeps them</source>
      <translation type="vanished">{grid_width} x {grid_height} 픽셀 영역의 마지막 {columns}열과 {rows}행은 온전한 {pw} x {ph} 패치를 채우지 못해 EE처럼 제외됩니다. 가장자리 모드 'pad'를 쓰면 포함됩니다</translation>
    </message>
    <message>
      <source>{masked} of {total} patches are wholly masked (nodata or outside a layer): every value in them is {default_value}; EE writes them too, {masked_threshold} below 1 (e.g. 0.99) leaves them out</source>
      <translation type="vanished">패치 {total}개 중 {masked}개가 완전히 마스크되었습니다(nodata 또는 레이어 밖): 그 안의 모든 값은 {default_value}입니다. EE도 이들을 씁니다. {masked_threshold}를 1 미만(예: 0.99)으로 하면 빠집니다</translation>
    </message>
    <message>
      <source>{masked} of {total} patches are wholly masked (nodata or outside a layer): every value in them is {default_value}; {masked_threshold} {threshold:g} left them out</source>
      <translation type="vanished">패치 {total}개 중 {masked}개가 완전히 마스크되었습니다(nodata 또는 레이어 밖): 그 안의 모든 값은 {default_value}입니다. {masked_threshold} {threshold:g}로 빠졌습니다</translation>
    </message>
    <message>
      <source>  {count} feature(s) without a {field!r} value are not burnt</source>
      <translation type="vanished">  {field!r} 값이 없는 피처 {count}개는 래스터화하지 않습니다</translation>
    </message>
    <message>
      <source>no patch written: all {number} points were skipped ({skipped})</source>
      <translation type="vanished">쓴 패치가 없습니다: 점 {number}개를 모두 건너뛰었습니다({skipped})</translation>
    </message>
    <message>
      <source>Wrote {patches} patches in {files} file(s); skipped {skipped} points ({reasons})</source>
      <translation type="vanished">패치 {patches}개를 파일 {files}개에 썼습니다. 점 {skipped}개 건너뜀({reasons})</translation>
    </message>
    <message>
      <source>Wrote {patches} patches in {files} file(s); skipped {skipped} points</source>
      <translation type="vanished">패치 {patches}개를 파일 {files}개에 썼습니다. 점 {skipped}개 건너뜀</translation>
    </message>
    <message>
      <source>{block_option} {block}: the {patches_per_row} x {rows} patch grid holds {across_down} block(s) of {block} x {block} patches, fewer than the {sets} sets of {splits_option} ({splits}), so a set would get no patch; use a {block_option} of at most {fitting}, smaller patches or a larger region</source>
      <translation type="vanished">{block_option} {block}: {patches_per_row} x {rows} 패치 격자에는 {block} x {block} 패치 블록이 {across_down}개뿐으로, {splits_option}의 세트 {sets}개({splits})보다 적어 패치를 받지 못하는 세트가 생깁니다: {block_option}을 {fitting} 이하로 하거나, 패치를 작게 하거나, 영역을 넓히세요</translation>
    </message>
    <message>
      <source>{mixer}: keys patchesPerRow ({per_row}) and patchDimensions ({patch_width} x {patch_height}) make the raster {mixer_width} pixels wide ({records}); it is written a row of patches at a time, and a row of {bands} band(s) takes {gib_strip}: the {gib_held} the import holds at once (rows decoded ahead and rows of tiles) is more than half this machine's memory ({gib_memory}). Is it the mixer of these records?</source>
      <translation type="vanished">{mixer}: patchesPerRow({per_row})와 patchDimensions({patch_width} x {patch_height}) 키로 래스터 너비가 {mixer_width} 픽셀이 됩니다({records}). 래스터는 패치 한 행씩 쓰이며 밴드 {bands}개의 한 행은 {gib_strip}을(를) 차지합니다: 가져오기가 한 번에 붙잡는 {gib_held}(미리 디코딩한 행과 타일 행)이(가) 이 컴퓨터 메모리({gib_memory})의 절반을 넘습니다. 이 레코드들의 믹서가 맞습니까?</translation>
    </message>
    <message>
      <source>{mixer}: the mixer describes {patches} patches, a record each of at least {least} bytes ({first} holds that), but the {files} file(s) can hold at most {records} such records ({bytes} bytes of records at most): is it the mixer of these records?</source>
      <translation type="vanished">{mixer}: 믹서는 패치 {patches}개를 설명하고 그 레코드는 각각 최소 {least}바이트인데({first}이(가) 그 크기), 파일 {files}개에는 그런 레코드가 최대 {records}개(레코드 최대 {bytes}바이트)만 들어갈 수 있습니다: 이 레코드들의 믹서가 맞습니까?</translation>
    </message>
    <message>
      <source>The files hold {records} records but the mixer {mixer} describes {patches} patches.</source>
      <translation type="vanished">파일에는 레코드가 {records}개 있지만 믹서 {mixer}은(는) 패치 {patches}개를 기술합니다.</translation>
    </message>
    <message>
      <source>unknown formatOptions key(s) {unknown}; known: {known}</source>
      <translation type="vanished">알 수 없는 formatOptions 키 {unknown}; 알려진 키: {known}</translation>
    </message>
    <message>
      <source>{path}: {records} records, but the export sidecar {sidecar} says run {run} wrote {expected} records in it</source>
      <translation type="vanished">{path}: 레코드가 {records}개인데, 내보내기 사이드카 {sidecar}에 따르면 실행 {run}은(는) 여기에 레코드 {expected}개를 썼습니다</translation>
    </message>
    <message>
      <source>{names}, ... ({files} files)</source>
      <translation type="vanished">{names}, ... (파일 {files}개)</translation>
    </message>
    <message>
      <source>no TFRecord shards {named}found in {folder}</source>
      <translation type="vanished">{folder}에서 TFRecord 샤드 {named}을(를) 찾지 못했습니다</translation>
    </message>
    <message>
      <source>the server gave {answer} to the completion of the upload, {attempts} time(s), and the object is not there</source>
      <translation type="vanished">서버가 업로드 완료 요청에 {attempts}번 {answer}을(를) 돌려주었고, 객체는 그곳에 없습니다</translation>
    </message>
    <message>
      <source>the server gave {answer}, {attempts} time(s)</source>
      <translation type="vanished">서버가 {attempts}번 {answer}을(를) 돌려주었습니다</translation>
    </message>
    <message>
      <source>{channels} bands of {tile_width} x {tile_height} ({patch_width} x {patch_height} patches, kernel {kernel_width} x {kernel_height})</source>
      <translation type="vanished">{tile_width} x {tile_height}의 밴드 {channels}개 ({patch_width} x {patch_height} 패치, 커널 {kernel_width} x {kernel_height})</translation>
    </message>
    <message>
      <source>the EE-format predictions hold {records} records for the {patches} patches: nothing was kept</source>
      <translation type="vanished">EE 형식 예측에 패치 {patches}개에 대한 레코드가 {records}개 있습니다: 아무것도 남기지 않았습니다</translation>
    </message>
    <message>
      <source>Wrote the EE-format predictions: {patches} records in {files} file(s) and the mixer {mixer}</source>
      <translation type="vanished">EE 형식 예측을 썼습니다: 파일 {files}개에 레코드 {patches}개와 믹서 {mixer}</translation>
    </message>
    <message>
      <source>the rasters give {count} bands ({mine}); the training export {path} had {training} ({theirs}): give the rasters of the bands the model was trained on, in that order (an array layer is one band)</source>
      <translation type="vanished">래스터가 밴드 {count}개({mine})를 주지만 학습 내보내기 {path}에는 {training}개({theirs})가 있었습니다: 모델이 학습한 밴드의 래스터를 그 순서로 주세요 (배열 레이어는 밴드 하나)</translation>
    </message>
    <message>
      <source>{inputs} -&gt; {output} ({bands} bands), {layout}, {batch} patches a run; {header}; onnxruntime {version}</source>
      <translation type="vanished">{inputs} -&gt; {output} (밴드 {bands}개), {layout}, 실행마다 패치 {batch}개; {header}; onnxruntime {version}</translation>
    </message>
    <message>
      <source>{count} names given in {option} for the {bands} bands of the model's output {output}</source>
      <translation type="vanished">모델 출력 {output}의 밴드 {bands}개에 대해 {option}에 이름 {count}개를 주었습니다</translation>
    </message>
    <message>
      <source>Wrote {count} records to {path}</source>
      <translation type="vanished">레코드 {count}개를 {path}에 기록했습니다</translation>
    </message>
    <message>
      <source>{record_count} {mode} records -&gt; {width} x {height} {data_type} raster, bands {bands}{margins}</source>
      <translation type="vanished">{record_count}개의 {mode} 레코드 -&gt; {width} x {height} {data_type} 래스터, 밴드 {bands}{margins}</translation>
    </message>
    <message>
      <source>{count} records hold {wkb_key!r} bytes that are not WKB: their features have no geometry</source>
      <translation type="vanished">레코드 {count}개가 WKB가 아닌 {wkb_key!r} 바이트를 담고 있습니다: 그 객체에는 지오메트리가 없습니다</translation>
    </message>
    <message>
      <source>{records} records, {fields} fields</source>
      <translation type="vanished">레코드 {records}개, 필드 {fields}개</translation>
    </message>
    <message>
      <source>{records_with_feature_lists} records are SequenceExamples; only their context features are loaded</source>
      <translation type="vanished">레코드 {records_with_feature_lists}개가 SequenceExample입니다. 컨텍스트 특성만 불러옵니다</translation>
    </message>
    <message>
      <source>{records} records ({record_type}) in {files} file(s); {problems} problem(s).</source>
      <translation type="vanished">파일 {files}개에 레코드 {records}개({record_type}); 문제 {problems}개.</translation>
    </message>
    <message>
      <source>{records} records, {features} features; report: {html_path}</source>
      <translation type="vanished">레코드 {records}개, 특성 {features}개; 보고서: {html_path}</translation>
    </message>
    <message>
      <source>Copying the label layer: {done} of {total} features</source>
      <translation type="vanished">레이블 레이어 복사 중: 피처 {total}개 중 {done}개</translation>
    </message>
    <message>
      <source>{patches} patches -&gt; {width} x {height} {data_type} raster, bands {bands}</source>
      <translation type="vanished">패치 {patches}개 -&gt; {width} x {height} {data_type} 래스터, 밴드 {bands}</translation>
    </message>
    <message>
      <source>{patches:,} patches in {files} files in {folder}: {names}; georeferenced by {mixer}</source>
      <translation type="vanished">패치 {patches:,}개를 {folder}의 파일 {files}개에 기록: {names}; {mixer}(으)로 지리 참조됨</translation>
    </message>
    <message>
      <source>{patches:,} patches in {files} file in {folder}: {names}; georeferenced by {mixer}</source>
      <translation type="vanished">패치 {patches:,}개를 {folder}의 파일 {files}개에 기록: {names}; {mixer}(으)로 지리 참조됨</translation>
    </message>
    <message>
      <source>; {patches:,} patches left out by the buffer between sets</source>
      <translation type="vanished">; 세트 간 버퍼가 패치 {patches:,}개를 제외함</translation>
    </message>
    <message>
      <source>The map shows the covered area as one outline: {total_patches:,} patches are more than the {max_drawn_patches:,} drawn one by one.</source>
      <translation type="vanished">지도는 포함 영역을 하나의 윤곽선으로 표시합니다: 패치 {total_patches:,}개는 하나씩 그리는 {max_drawn_patches:,}개보다 많습니다.</translation>
    </message>
    <message>
      <source>{total_patches:,} patches</source>
      <translation type="vanished">패치 {total_patches:,}개</translation>
    </message>
    <message>
      <source>{total_patches:,} patch</source>
      <translation type="vanished">패치 {total_patches:,}개</translation>
    </message>
    <message>
      <source>{patches_per_row:,} per row, {rows:,} rows</source>
      <translation type="vanished">행당 {patches_per_row:,}개, {rows:,}행</translation>
    </message>
    <message>
      <source>{patches_per_row:,} per row, {rows:,} row</source>
      <translation type="vanished">행당 {patches_per_row:,}개, {rows:,}행</translation>
    </message>
    <message>
      <source>padded with masked pixels: {extra_columns} columns, {extra_rows} rows</source>
      <translation type="vanished">마스크 처리된 픽셀로 채움: {extra_columns}열, {extra_rows}행</translation>
    </message>
    <message>
      <source>dropped: {extra_columns} columns at the right, {extra_rows} rows at the bottom</source>
      <translation type="vanished">삭제됨: 오른쪽 {extra_columns}열, 아래쪽 {extra_rows}행</translation>
    </message>
    <message>
      <source>about {total_bytes:,} bytes before compression ({human}): {records:,} records of {record_bytes:,} bytes</source>
      <translation type="vanished">압축 전 약 {total_bytes:,}바이트({human}): {record_bytes:,}바이트의 레코드 {records:,}개</translation>
    </message>
    <message>
      <source>about {total_bytes:,} bytes before compression ({human}): {records:,} record of {record_bytes:,} bytes</source>
      <translation type="vanished">압축 전 약 {total_bytes:,}바이트({human}): {record_bytes:,}바이트의 레코드 {records:,}개</translation>
    </message>
    <message>
      <source>{shards:,} files (at most {max_bytes:,} bytes each)</source>
      <translation type="vanished">파일 {shards:,}개 (각각 최대 {max_bytes:,}바이트)</translation>
    </message>
    <message>
      <source>{shards:,} file (at most {max_bytes:,} bytes each)</source>
      <translation type="vanished">파일 {shards:,}개 (최대 {max_bytes:,}바이트)</translation>
    </message>
    <message>
      <source>reading {count} files...</source>
      <translation type="vanished">파일 {count}개를 읽는 중...</translation>
    </message>
    <message>
      <source>reading {count} file...</source>
      <translation type="vanished">파일 {count}개를 읽는 중...</translation>
    </message>
    <message>
      <source>added {name}: {width:,} x {height:,} pixels, {bands} band(s), from {path}</source>
      <translation type="vanished">{name} 추가됨: {width:,} x {height:,} 픽셀, 밴드 {bands}개, {path}에서</translation>
    </message>
    <message>
      <source>{records:,} records in {files} files</source>
      <translation type="vanished">파일 {files}개에 레코드 {records:,}개</translation>
    </message>
    <message>
      <source>{records:,} records in {files} file</source>
      <translation type="vanished">파일 {files}개에 레코드 {records:,}개</translation>
    </message>
    <message>
      <source>the index lists {records:,} of its {total:,} patches</source>
      <translation type="vanished">인덱스에 패치 {total:,}개 중 {records:,}개가 나열됨</translation>
    </message>
    <message>
      <source>{name}  ({kinds}, {values} values</source>
      <translation type="vanished">{name}  ({kinds}, 값 {values}개</translation>
    </message>
    <message>
      <source>added {name}: {width:,} x {height:,} pixels, {bands} band(s), {patches} patches, from {path}</source>
      <translation type="vanished">{name} 추가: {width:,} x {height:,} 픽셀, 밴드 {bands}개, 패치 {patches}개, 원본 {path}</translation>
    </message>
    <message>
      <source>{path}: rotated rasters are not supported</source>
      <translation type="vanished">{path}: 회전된 래스터는 지원하지 않습니다</translation>
    </message>
    <message>
      <source>Mask the margins another set owns (keep every patch)</source>
      <translation type="vanished">다른 세트에 속한 여백 마스크(모든 패치 유지)</translation>
    </message>
    <message>
      <source>Buffer between sets: {left_out} patches left out ({per_set}), whose records would have shared pixels with another set's (kernel margins reach {reach_x} x {reach_y} patches); where sets meet, the set with the larger share gave way</source>
      <translation type="vanished">세트 사이 완충: 패치 {left_out}개 제외({per_set}). 이 레코드들은 다른 세트의 레코드와 픽셀을 공유했을 것입니다(커널 여백이 {reach_x} x {reach_y} 패치까지 미침). 세트가 만나는 곳에서는 비율이 큰 세트가 양보했습니다</translation>
    </message>
    <message>
      <source>Ours, with splits: the patches whose record (the patch and its kernel margins) would share a pixel with a record of another set are left out, so that no pixel of any record of one set lies in a record of another. Where two sets meet, the set asked for the larger share gives way (of equal shares, the one listed later). The patches left out are counted in the log, LEFT_OUT_FOR_BUFFER and the sidecar. Off, the kernel margins of patches along a block's edge cover pixels of the neighbouring set.</source>
      <translation type="vanished">이 플러그인의 옵션, 분할과 함께 사용: 레코드(패치와 그 커널 여백)가 다른 세트의 레코드와 픽셀을 공유하게 될 패치는 제외되므로, 한 세트의 어떤 레코드의 픽셀도 다른 세트의 레코드에 들어 있지 않습니다. 두 세트가 만나는 곳에서는 더 큰 비율을 요청한 세트가 양보합니다(비율이 같으면 나중에 나열된 세트). 제외된 패치는 로그, LEFT_OUT_FOR_BUFFER, 사이드카에 집계됩니다. 끄면 블록 가장자리를 따라 있는 패치의 커널 여백이 이웃 세트의 픽셀을 덮습니다.</translation>
    </message>
    <message>
      <source>Leave out the patches whose records (kernel margins included) would share a pixel with a record of another set; where sets meet, the set with the larger share gives way.</source>
      <translation type="vanished">레코드(커널 여백 포함)가 다른 세트의 레코드와 픽셀을 공유하게 될 패치를 제외합니다. 세트가 만나는 곳에서는 비율이 더 큰 세트가 양보합니다.</translation>
    </message>
    <message>
      <source>Cuts raster layers into patches and writes them as TFRecord files of tf.train.Example (or SequenceExample) records, with the "mixer" JSON that georeferences them, exactly as Google Earth Engine's Export.image with fileFormat 'TFRecord' does.&lt;br&gt;&lt;br&gt;&lt;b&gt;Input layers&lt;/b&gt;: their bands are stacked in order; layers must cover the same place, and are warped to the export grid when they are not on it. &lt;b&gt;Array layers&lt;/b&gt;: each becomes one array band named after the layer, whose per-pixel array is the layer's band values (e.g. a time series).&lt;br&gt;&lt;b&gt;Band names&lt;/b&gt;: comma list; default the band descriptions, else b1, b2, ...&lt;br&gt;&lt;b&gt;Extent, target CRS, pixel size&lt;/b&gt;: the export grid; default the first layer's grid.&lt;br&gt;&lt;b&gt;Patch dimensions&lt;/b&gt; (width,height) and &lt;b&gt;kernel size&lt;/b&gt;: each record holds a patch plus floor(kernel/2) real neighbouring pixels on each side.&lt;br&gt;&lt;b&gt;Max file size&lt;/b&gt;: bytes per file before compression; files are named PREFIX-00000.tfrecord.gz, ... (an empty prefix: 00000.tfrecord.gz, ..., mixer.json and sidecar.json; one ending in '/': a subfolder of that name). A run writes all its files or none, replacing an earlier export with that prefix only when it succeeds.&lt;br&gt;&lt;b&gt;GZIP compression level&lt;/b&gt;: 0-9, default 6 (zlib's, as EE); the files read the same at any level. Levels 1-3 are fastest, above all with the isal package installed (README).&lt;br&gt;&lt;b&gt;Default value&lt;/b&gt;: written in every band of a pixel masked in any band (nodata, mask or outside).&lt;br&gt;&lt;b&gt;Tensor depths&lt;/b&gt;: {"arrayBand": depth} (or band:depth,...), required for array bands unless sequence data.&lt;br&gt;&lt;b&gt;Sequence data&lt;/b&gt;: one SequenceExample per pixel (scalar bands in the context, array bands as feature lists). &lt;b&gt;Collapse bands&lt;/b&gt;: one feature named after the first band holding every band.&lt;br&gt;&lt;b&gt;Masked threshold&lt;/b&gt;: the largest fraction of masked pixels a patch may have; below 1, EE writes no mixer, and we write PREFIX-index.json listing the kept patches.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: paste the JSON used in EE; it overrides the single options.&lt;br&gt;An export whose layers leave no pixel of the region unmasked (rasters that do not overlap, an extent outside them) stops before writing; wholly masked patches are counted in the log and in MASKED_PATCH_COUNT, and written as EE writes them. Beside the mixer, PREFIX-sidecar.json keeps what EE's mixer cannot (kernel size, default value, band names and types), for the import.&lt;br&gt;The log ends with the featuresDict to read the files in TensorFlow (also the FEATURES_DICT output).&lt;br&gt;&lt;br&gt;&lt;b&gt;Training sets&lt;/b&gt;: a &lt;b&gt;label layer&lt;/b&gt; (polygons, lines or points) is burnt onto the export grid with GDAL as one more band of every record, the label band (int64): a field's values (a text field's texts numbered 1, 2, ... in sorted order), or the label value. Where no feature lies, and where the image bands are masked, it holds the label nodata, a value no class has (0 when every class is 1 or more). &lt;b&gt;Splits&lt;/b&gt; (e.g. train=0.8,val=0.1,test=0.1) deal whole blocks of N x N patches to one set, so neighbours inside a block, and their shared kernel margins, stay in one set (only a block's edge borders another set), seeded; with the &lt;b&gt;buffer between sets&lt;/b&gt;, the patches whose records would share pixels with another set's are left out too, the larger set giving way. Each set is written under its own prefix (PREFIX-train-00000.tfrecord.gz, ...) with a mixer of the full grid and PREFIX-train-index.json placing its records. &lt;b&gt;Sampling&lt;/b&gt; keeps the patches whose labels cover at least the least label share, and of the patches without any label the negative ratio, seeded. Kept patches, negatives, the sets' sizes and the pixels of each class in each set are in the log, the results and the sidecar. &lt;b&gt;.tfindex&lt;/b&gt; files (for the PyTorch tfrecord package) are written beside uncompressed shards.</source>
      <translation type="vanished">래스터 레이어를 패치로 자르고, 이를 지리 참조하는 '믹서' JSON과 함께 tf.train.Example(또는 SequenceExample) 레코드의 TFRecord 파일로 기록합니다. Google Earth Engine의 Export.image가 fileFormat 'TFRecord'로 하는 것과 정확히 같습니다.&lt;br&gt;&lt;br&gt;&lt;b&gt;입력 레이어&lt;/b&gt;: 밴드가 순서대로 쌓입니다. 레이어는 같은 장소를 포함해야 하며, 내보내기 그리드에 있지 않으면 그리드로 재투영됩니다. &lt;b&gt;배열 레이어&lt;/b&gt;: 각각 레이어 이름을 딴 하나의 배열 밴드가 되며, 픽셀별 배열은 레이어의 밴드 값입니다(예: 시계열).&lt;br&gt;&lt;b&gt;밴드 이름&lt;/b&gt;: 쉼표 목록. 기본값은 밴드 설명, 없으면 b1, b2, ...&lt;br&gt;&lt;b&gt;범위, 대상 CRS, 픽셀 크기&lt;/b&gt;: 내보내기 그리드. 기본값은 첫 번째 레이어의 그리드입니다.&lt;br&gt;&lt;b&gt;패치 크기&lt;/b&gt;(너비,높이)와 &lt;b&gt;커널 크기&lt;/b&gt;: 각 레코드는 패치와 함께 양쪽에 floor(kernel/2)개의 실제 인접 픽셀을 담습니다.&lt;br&gt;&lt;b&gt;최대 파일 크기&lt;/b&gt;: 압축 전 파일당 바이트. 파일 이름은 PREFIX-00000.tfrecord.gz, ... 입니다(빈 접두사: 00000.tfrecord.gz, ..., mixer.json, sidecar.json; '/'로 끝나는 접두사: 그 이름의 하위 폴더). 실행은 모든 파일을 기록하거나 아무것도 기록하지 않으며, 같은 접두사의 이전 내보내기는 성공했을 때만 대체됩니다.&lt;br&gt;&lt;b&gt;GZIP 압축 수준&lt;/b&gt;: 0-9, 기본값 6(EE와 같은 zlib의 기본값). 어느 수준이든 파일은 똑같이 읽힙니다. 1-3 수준이 가장 빠르며, isal 패키지가 설치되어 있으면 특히 빠릅니다(README).&lt;br&gt;&lt;b&gt;기본값&lt;/b&gt;: 어느 밴드에서든 마스크 처리된 픽셀의 모든 밴드에 기록됩니다(nodata, 마스크 또는 범위 밖).&lt;br&gt;&lt;b&gt;텐서 깊이&lt;/b&gt;: {"arrayBand": depth}(또는 band:depth,...). 시퀀스 데이터가 아니면 배열 밴드에 필요합니다.&lt;br&gt;&lt;b&gt;시퀀스 데이터&lt;/b&gt;: 픽셀당 하나의 SequenceExample(스칼라 밴드는 컨텍스트에, 배열 밴드는 특성 목록으로). &lt;b&gt;밴드 축소&lt;/b&gt;: 첫 번째 밴드 이름을 딴 하나의 특성에 모든 밴드를 담습니다.&lt;br&gt;&lt;b&gt;마스크 임계값&lt;/b&gt;: 패치가 가질 수 있는 마스크 처리된 픽셀의 최대 비율. 1 미만이면 EE는 믹서를 기록하지 않으며, 이 플러그인은 유지된 패치를 나열하는 PREFIX-index.json을 기록합니다.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: EE에서 사용한 JSON을 붙여넣습니다. 개별 옵션보다 우선합니다.&lt;br&gt;레이어가 영역의 어떤 픽셀도 마스크 없이 남기지 않는 내보내기(겹치지 않는 래스터, 래스터 밖의 범위)는 기록 전에 중단됩니다. 완전히 마스크 처리된 패치는 로그와 MASKED_PATCH_COUNT에 집계되고 EE처럼 기록됩니다. 믹서 옆의 PREFIX-sidecar.json은 EE 믹서가 담지 못하는 것(커널 크기, 기본값, 밴드 이름과 유형)을 가져오기용으로 보관합니다.&lt;br&gt;로그 끝에는 TensorFlow에서 파일을 읽기 위한 featuresDict가 있습니다(FEATURES_DICT 출력도 마찬가지).&lt;br&gt;&lt;br&gt;&lt;b&gt;학습 세트&lt;/b&gt;: &lt;b&gt;레이블 레이어&lt;/b&gt;(폴리곤, 라인 또는 포인트)를 GDAL로 내보내기 그리드에 구워 모든 레코드의 밴드 하나, 즉 레이블 밴드(int64)로 만듭니다: 필드 값(텍스트 필드의 텍스트는 정렬 순서대로 1, 2, ...) 또는 레이블 값. 피처가 없는 곳과 이미지 밴드가 마스크 처리된 곳은 어떤 클래스에도 없는 레이블 nodata(모든 클래스가 1 이상이면 0)를 가집니다. &lt;b&gt;분할&lt;/b&gt;(예: train=0.8,val=0.1,test=0.1)은 N x N 패치 블록 전체를 시드에 따라 한 세트에 배정하므로 블록 안의 이웃 패치와 그들이 공유하는 커널 여백은 한 세트에 남습니다(블록 가장자리만 다른 세트와 맞닿습니다). &lt;b&gt;세트 간 버퍼&lt;/b&gt;를 켜면 다른 세트의 레코드와 픽셀을 공유하게 될 레코드의 패치도 제외되며, 더 큰 세트가 양보합니다. 각 세트는 자체 접두사(PREFIX-train-00000.tfrecord.gz, ...)로 기록되며, 전체 그리드의 믹서와 레코드 위치를 담은 PREFIX-train-index.json이 함께 기록됩니다. &lt;b&gt;샘플링&lt;/b&gt;은 레이블이 최소 레이블 비율 이상을 덮는 패치를 유지하고, 레이블이 없는 패치는 음성 비율만큼 시드에 따라 유지합니다. 유지된 패치, 음성 패치, 세트 크기, 세트별 클래스별 픽셀 수는 로그, 결과, 사이드카에 있습니다. 압축하지 않은 파일 옆에는 &lt;b&gt;.tfindex&lt;/b&gt; 파일(PyTorch tfrecord 패키지용)을 기록할 수 있습니다.</translation>
    </message>
    <message>
      <source>Max file size (bytes, before compression)</source>
      <translation type="vanished">최대 파일 크기 (바이트, 압축 전)</translation>
    </message>
    <message>
      <source>Tensor depths ({"band": depth} or band:depth,...)</source>
      <translation type="vanished">텐서 깊이 ({"band": depth} 또는 band:depth,...)</translation>
    </message>
    <message>
      <source>Buffer between sets (no record shares a pixel with another set's)</source>
      <translation type="vanished">세트 간 버퍼(어떤 레코드도 다른 세트의 레코드와 픽셀을 공유하지 않음)</translation>
    </message>
    <message>
      <source>Kernel size of the export, 'kx,ky' (empty: from the value counts)</source>
      <translation type="vanished">내보내기의 커널 크기, 'kx,ky' (비어 있으면 값 개수에서)</translation>
    </message>
    <message>
      <source>Band names (comma separated)</source>
      <translation type="vanished">밴드 이름 (쉼표로 구분)</translation>
    </message>
    <message>
      <source>EE formatOptions JSON (overrides the options above)</source>
      <translation type="vanished">EE formatOptions JSON (위 옵션보다 우선)</translation>
    </message>
    <message>
      <source>Label layer (polygons, lines or points burnt as a label band)</source>
      <translation type="vanished">레이블 레이어(레이블 밴드로 굽는 폴리곤, 라인 또는 포인트)</translation>
    </message>
    <message>
      <source>Features burnt onto the export grid as one more band of every record, the label band (int64): a field's values, or the label value. Where no feature lies the band holds the label nodata, a value no class has (0 when every class is 1 or more, else one below the least class), as it does where the image bands are masked. The class table goes into the log and PREFIX-sidecar.json.</source>
      <translation type="vanished">내보내기 그리드에 구워져 모든 레코드의 밴드 하나(레이블 밴드, int64)가 되는 피처: 필드 값 또는 레이블 값. 피처가 없는 곳은 레이블 nodata를 가지며, 이는 어떤 클래스에도 없는 값입니다(모든 클래스가 1 이상이면 0, 아니면 가장 작은 클래스보다 1 작은 값). 이미지 밴드가 마스크 처리된 곳도 마찬가지입니다. 클래스 표는 로그와 PREFIX-sidecar.json에 들어갑니다.</translation>
    </message>
    <message>
      <source>Label field (empty: the label value)</source>
      <translation type="vanished">레이블 필드(비우면 레이블 값)</translation>
    </message>
    <message>
      <source>Input raster layers (bands stacked in order)</source>
      <translation type="vanished">입력 래스터 레이어 (밴드를 순서대로 쌓음)</translation>
    </message>
    <message>
      <source>Array layers (each one array band)</source>
      <translation type="vanished">배열 레이어 (각각 하나의 배열 밴드)</translation>
    </message>
    <message>
      <source>Pixel size (target CRS units)</source>
      <translation type="vanished">픽셀 크기 (대상 CRS 단위)</translation>
    </message>
    <message>
      <source>Splits (e.g. train=0.8,val=0.1,test=0.1; empty: none)</source>
      <translation type="vanished">분할(예: train=0.8,val=0.1,test=0.1; 비우면 없음)</translation>
    </message>
    <message>
      <source>Least label share of a patch with labels (0-1)</source>
      <translation type="vanished">레이블이 있는 패치의 최소 레이블 비율(0-1)</translation>
    </message>
    <message>
      <source>Write .tfindex files (uncompressed shards only)</source>
      <translation type="vanished">.tfindex 파일 기록(압축하지 않은 파일만)</translation>
    </message>
    <message>
      <source>Point fields to attach (e.g. the label; none chosen: none)</source>
      <translation type="vanished">첨부할 포인트 필드 (예: 레이블; 선택하지 않으면 없음)</translation>
    </message>
    <message>
      <source>write the patch, pixels outside the rasters masked (default value)</source>
      <translation type="vanished">패치 기록, 래스터 밖의 픽셀은 마스크 처리 (기본값)</translation>
    </message>
    <message>
      <source>Fields to export (none chosen: all)</source>
      <translation type="vanished">내보낼 필드 (선택하지 않으면 전부)</translation>
    </message>
    <message>
      <source>File name prefix in that folder (empty: the folder's only export)</source>
      <translation type="vanished">그 폴더의 파일 이름 접두사 (비어 있으면 폴더의 유일한 내보내기)</translation>
    </message>
    <message>
      <source>Mixer or index JSON (empty: the one beside the files)</source>
      <translation type="vanished">믹서 또는 인덱스 JSON (비어 있으면 파일 옆의 것)</translation>
    </message>
    <message>
      <source>Features to load, comma-separated (empty: all that fit)</source>
      <translation type="vanished">불러올 특성, 쉼표로 구분 (비어 있으면 맞는 것 전부)</translation>
    </message>
    <message>
      <source>Class table: the training export's sidecar JSON, or a CSV of value,name[,color]</source>
      <translation type="vanished">클래스 표: 학습 내보내기의 사이드카 JSON, 또는 value,name[,color] CSV</translation>
    </message>
    <message>
      <source>Scale of the input, comma-separated</source>
      <translation type="vanished">입력 배율(쉼표로 구분)</translation>
    </message>
    <message>
      <source>Offset of the input, comma-separated</source>
      <translation type="vanished">입력 오프셋(쉼표로 구분)</translation>
    </message>
    <message>
      <source>Output band names, comma-separated</source>
      <translation type="vanished">출력 밴드 이름(쉼표로 구분)</translation>
    </message>
    <message>
      <source>EE-format predictions folder (optional)</source>
      <translation type="vanished">EE 형식 예측 폴더(선택)</translation>
    </message>
    <message>
      <source>EE-format predictions file name prefix</source>
      <translation type="vanished">EE 형식 예측 파일 이름 접두사</translation>
    </message>
    <message>
      <source>{words}; or install the command with its onnx extra: pip install "tfrecord-bridge[onnx]"</source>
      <translation type="vanished">{words}. 또는 명령을 onnx extra와 함께 설치하세요: pip install "tfrecord-bridge[onnx]"</translation>
    </message>
    <message>
      <source>Band names, comma-separated (empty: the bands' descriptions, else b1, b2, ...)</source>
      <translation type="vanished">밴드 이름, 쉼표로 구분(비우면 밴드 설명, 없으면 b1, b2, ...)</translation>
    </message>
    <message>
      <source>The feature names of the image bands in the records, in order.</source>
      <translation type="vanished">레코드에서 이미지 밴드의 특성 이름, 순서대로.</translation>
    </message>
    <message>
      <source>Uncompressed, with .tfindex files for PyTorch</source>
      <translation type="vanished">압축하지 않고 PyTorch용 .tfindex 파일과 함께</translation>
    </message>
    <message>
      <source>Mixer or index JSON of the export (empty: the one beside the predictions)</source>
      <translation type="vanished">내보내기의 믹서 또는 인덱스 JSON (비어 있으면 예측 옆의 것)</translation>
    </message>
    <message>
      <source>Features, comma-separated (empty: every feature)</source>
      <translation type="vanished">특성, 쉼표로 구분(비우면 모든 특성)</translation>
    </message>
    <message>
      <source>The features of the records that hold the predictions, in order: with the argmax, band i is the class table's i-th class. label reads a training set's label band.</source>
      <translation type="vanished">예측을 담은 레코드의 특성, 순서대로: argmax에서 밴드 i는 클래스 표의 i번째 클래스입니다. label은 학습 세트의 레이블 밴드를 읽습니다.</translation>
    </message>
    <message>
      <source>How many patches one run of the model takes (never more than a row of patches); empty: as many as 16 MiB of input holds.</source>
      <translation type="vanished">모델 한 번 실행에 넣는 패치 수(패치 한 행을 넘지 않음). 비우면 입력 16 MiB에 들어가는 만큼입니다.</translation>
    </message>
    <message>
      <source>The output's nodata value, where an input pixel was masked; empty: -9999.</source>
      <translation type="vanished">입력 픽셀이 마스크된 곳에 쓰는 출력의 nodata 값. 비우면 -9999입니다.</translation>
    </message>
    <message>
      <source>{names} band names given for {bands} bands; name them in this order (each array layer is one band): {defaults}</source>
      <translation type="vanished">밴드 {bands}개에 밴드 이름 {names}개가 주어졌습니다. 이 순서로 이름을 지으세요(배열 레이어 하나가 밴드 하나입니다): {defaults}</translation>
    </message>
    <message>
      <source>a record of {th} x {tw} pixels and {values_per_pixel} values per pixel would pass protobuf's 2 GiB limit: use smaller patchDimensions</source>
      <translation type="vanished">{th} x {tw} 픽셀에 픽셀당 값 {values_per_pixel}개인 레코드는 protobuf의 2 GiB 한도를 넘습니다: 더 작은 patchDimensions를 쓰세요</translation>
    </message>
    <message>
      <source>Warning: each record holds {size:,} bytes, more than the {ceiling} MB this plugin reads a record up to: to import or inspect these files, set {variable}={needed} where they are read, or use smaller patchDimensions</source>
      <translation type="vanished">경고: 레코드마다 {size:,}바이트로, 이 플러그인이 레코드 하나를 읽는 한도 {ceiling} MB보다 큽니다: 이 파일들을 가져오거나 검사하려면 읽는 곳에서 {variable}={needed}(으)로 설정하거나 더 작은 patchDimensions를 쓰세요</translation>
    </message>
    <message>
      <source>every one of the {total} patches is wholly masked (nodata, outside a layer, or where the layers do not overlap), so every value would be defaultValue; nothing was written</source>
      <translation type="vanished">패치 {total}개가 모두 완전히 마스크되어(nodata, 레이어 밖, 또는 레이어가 겹치지 않는 곳) 모든 값이 defaultValue가 됩니다. 아무것도 쓰지 않았습니다</translation>
    </message>
    <message>
      <source>every patch has more than maskedThreshold={threshold} of its pixels masked: nothing to export</source>
      <translation type="vanished">모든 패치가 픽셀의 maskedThreshold={threshold}보다 많이 마스크되었습니다: 내보낼 것이 없습니다</translation>
    </message>
    <message>
      <source>{masked} of {total} patches are wholly masked (nodata or outside a layer): every value in them is defaultValue; EE writes them too, maskedThreshold below 1 (e.g. 0.99) leaves them out</source>
      <translation type="vanished">패치 {total}개 중 {masked}개가 완전히 마스크되었습니다(nodata 또는 레이어 밖): 그 안의 모든 값은 defaultValue입니다. EE도 이들을 씁니다. maskedThreshold를 1 미만(예: 0.99)으로 하면 빠집니다</translation>
    </message>
    <message>
      <source>{masked} of {total} patches are wholly masked (nodata or outside a layer): every value in them is defaultValue; maskedThreshold {threshold:g} left them out</source>
      <translation type="vanished">패치 {total}개 중 {masked}개가 완전히 마스크되었습니다(nodata 또는 레이어 밖): 그 안의 모든 값은 defaultValue입니다. maskedThreshold {threshold:g}로 빠졌습니다</translation>
    </message>
    <message>
      <source>every patch would be wholly masked, every value defaultValue: {where}</source>
      <translation type="vanished">모든 패치가 완전히 마스크되어 모든 값이 defaultValue가 됩니다: {where}</translation>
    </message>
    <message>
      <source>more of the patch masked than maskedThreshold allows</source>
      <translation type="vanished">패치가 maskedThreshold가 허용하는 것보다 많이 마스크됨</translation>
    </message>
    <message>
      <source>sequenceData writes one record per pixel, which cannot carry a point's attributes: export patches at points as Examples</source>
      <translation type="vanished">sequenceData는 픽셀마다 레코드 하나를 쓰므로 점의 속성을 담을 수 없습니다: 점 위치 패치는 Example로 내보내세요</translation>
    </message>
    <message>
      <source>kernelSize must be one whole number &gt;= 1 or two as 'kx,ky', got {value!r}</source>
      <translation type="vanished">kernelSize는 1 이상의 정수 하나이거나 'kx,ky' 형식의 두 개여야 하는데 {value!r}입니다</translation>
    </message>
    <message>
      <source>with kernelSize {kx},{ky} a {pw}x{ph} patch needs {tile} values a band (a multiple of {tile} for a 3-D feature)</source>
      <translation type="vanished">kernelSize {kx},{ky}에서 {pw}x{ph} 패치에는 밴드마다 값 {tile}개가 필요합니다(3차원 피처는 {tile}의 배수)</translation>
    </message>
    <message>
      <source>{values} (kernelSize {kernel})</source>
      <translation type="vanished">{values}(kernelSize {kernel})</translation>
    </message>
    <message>
      <source>{records} with kernelSize {kx},{ky}</source>
      <translation type="vanished">kernelSize {kx},{ky}에서 {records}개</translation>
    </message>
    <message>
      <source>cannot tell the kernel margins from the value counts, {choices}; give kernelSize as kx,ky</source>
      <translation type="vanished">값 개수로는 커널 여백을 알 수 없습니다. {choices}; kernelSize를 kx,ky로 주세요</translation>
    </message>
    <message>
      <source>Cannot tell the kernel margins from the value counts, {choices}; give kernelSize as kx,ky.</source>
      <translation type="vanished">값 개수로는 커널 여백을 알 수 없습니다. {choices}; kernelSize를 kx,ky로 주세요.</translation>
    </message>
    <message>
      <source>maskedThreshold must be between 0 and 1, got {maskedThreshold}</source>
      <translation type="vanished">maskedThreshold는 0과 1 사이여야 하는데 {maskedThreshold}입니다</translation>
    </message>
    <message>
      <source>valueType must be one of {types}, got {valueType!r}</source>
      <translation type="vanished">valueType은 {types} 중 하나여야 하는데 {valueType!r}입니다</translation>
    </message>
    <message>
      <source>edgeMode must be one of {modes}, got {edgeMode!r}</source>
      <translation type="vanished">edgeMode는 {modes} 중 하나여야 하는데 {edgeMode!r}입니다</translation>
    </message>
    <message>
      <source>kernelSize {kernel} is more than 4 times patchDimensions {patch} and more than {largest}: each record would be mostly margin; use larger patches</source>
      <translation type="vanished">kernelSize {kernel}이(가) patchDimensions {patch}의 4배보다 크고 {largest}보다도 큽니다: 레코드가 대부분 여백이 됩니다. 더 큰 패치를 쓰세요</translation>
    </message>
    <message>
      <source>tensorDepths names {name!r}, which is {what}{bands}</source>
      <translation type="vanished">tensorDepths가 {name!r}을(를) 가리키는데, 그것은 {what}{bands}</translation>
    </message>
    <message>
      <source>tensorDepths must give a depth for array band {band_name!r} (its layer has {band_depth} values per pixel), e.g. {{"{band_name}": {band_depth}}}</source>
      <translation type="vanished">tensorDepths에 배열 밴드 {band_name!r}의 깊이가 있어야 합니다(그 레이어는 픽셀당 값이 {band_depth}개). 예: {{"{band_name}": {band_depth}}}</translation>
    </message>
    <message>
      <source>tensorDepths must be like {{"band": depth}} or band:depth,..., got {text!r}</source>
      <translation type="vanished">tensorDepths는 {{"band": depth}} 또는 band:depth,... 형식이어야 하는데 {text!r}입니다</translation>
    </message>
    <message>
      <source>tensorDepths must map array band names to depths, got {value!r}</source>
      <translation type="vanished">tensorDepths는 배열 밴드 이름을 깊이에 대응시켜야 하는데 {value!r}입니다</translation>
    </message>
    <message>
      <source>TFRecord Bridge</source>
      <translation type="vanished">TFRecord Bridge</translation>
    </message>
    <message>
      <source>Target CRS (TARGET_CRS): {value!r} is not a CRS QGIS knows</source>
      <translation type="vanished">대상 CRS(TARGET_CRS): {value!r}은(는) QGIS가 아는 CRS가 아닙니다</translation>
    </message>
    <message>
      <source>Extent (EXTENT) is empty: it has no area; give a region with a width and a height</source>
      <translation type="vanished">범위(EXTENT)가 비어 있습니다: 면적이 없습니다. 너비와 높이가 있는 영역을 지정하세요</translation>
    </message>
    <message>
      <source>every array layer (ARRAY_LAYERS) must also be one of the input layers (INPUT): it marks which of them are array bands</source>
      <translation type="vanished">모든 배열 레이어(ARRAY_LAYERS)는 입력 레이어(INPUT) 중 하나이기도 해야 합니다: 어느 레이어가 배열 밴드인지 표시합니다</translation>
    </message>
    <message>
      <source>table file (OUTPUT) {path}: this format cannot be written into a bucket (its file is written out of order); choose GeoJSON (.geojson) or FlatGeobuf (.fgb), or a local file</source>
      <translation type="vanished">테이블 파일 (OUTPUT) {path}: 이 형식은 버킷에 쓸 수 없습니다 (파일을 순서대로 쓰지 않습니다). GeoJSON (.geojson) 또는 FlatGeobuf (.fgb), 또는 로컬 파일을 고르세요</translation>
    </message>
    <message>
      <source>CRS of the geometry (CRS): {value!r} is not a CRS QGIS knows</source>
      <translation type="vanished">지오메트리의 CRS(CRS): {value!r}은(는) QGIS가 아는 CRS가 아닙니다</translation>
    </message>
    <message>
      <source>LABEL_FIELD: the label layer has no field {field!r} (its fields: {fields})</source>
      <translation type="vanished">LABEL_FIELD: 레이블 레이어에 필드 {field!r}이(가) 없습니다(필드: {fields})</translation>
    </message>
    <message>
      <source>no mixer ({prefix}-mixer.json or {prefix}-index.json) beside {paths}: give the mixer file</source>
      <translation type="vanished">{paths} 옆에 믹서({prefix}-mixer.json 또는 {prefix}-index.json)가 없습니다: 믹서 파일을 주세요</translation>
    </message>
    <message>
      <source>the export would write {size}, more than one export may ({max_patches:,} patches, {max_size}): check PIXEL_SIZE, EXTENT and {patch_dimensions}; nothing was written</source>
      <translation type="vanished">내보내기가 {size}을(를) 쓰게 되어 한 번의 내보내기 한도({max_patches:,}개 패치, {max_size})를 넘습니다: PIXEL_SIZE, EXTENT, {patch_dimensions}를 확인하세요. 아무것도 쓰지 않았습니다</translation>
    </message>
    <message>
      <source>the export would write {size}, more than one export may ({max_patches:,} patches, {max_size}): check PIXEL_SIZE, EXTENT and {patch_dimensions}</source>
      <translation type="vanished">내보내기가 {size}을(를) 쓰게 되어 한 번의 내보내기 한도({max_patches:,}개 패치, {max_size})를 넘습니다: PIXEL_SIZE, EXTENT, {patch_dimensions}를 확인하세요</translation>
    </message>
    <message>
      <source>the export would write {size}: it needs {needs}, and {folder} has {free} free. Nothing was written; free space, choose another output folder, or check PIXEL_SIZE, EXTENT and {patch_dimensions}</source>
      <translation type="vanished">내보내기가 {size}을(를) 쓰게 됩니다: {needs}이(가) 필요한데 {folder}에는 {free}만 남아 있습니다. 아무것도 쓰지 않았습니다. 공간을 비우거나, 다른 출력 폴더를 고르거나, PIXEL_SIZE, EXTENT, {patch_dimensions}를 확인하세요</translation>
    </message>
    <message>
      <source>the export would write {size}: it needs {needs}, and {folder} has {free} free: free space, choose another output folder, or check PIXEL_SIZE, EXTENT and {patch_dimensions}</source>
      <translation type="vanished">내보내기가 {size}을(를) 쓰게 됩니다: {needs}이(가) 필요한데 {folder}에는 {free}만 남아 있습니다: 공간을 비우거나, 다른 출력 폴더를 고르거나, PIXEL_SIZE, EXTENT, {patch_dimensions}를 확인하세요</translation>
    </message>
    <message>
      <source>LABEL_BAND {label_band!r} is also the name of an image band; give the label band another name</source>
      <translation type="vanished">LABEL_BAND {label_band!r}은(는) 이미지 밴드의 이름이기도 합니다. 레이블 밴드에 다른 이름을 주세요</translation>
    </message>
    <message>
      <source>the set {name!r} would write its files under the prefix {set_prefix!r}, where another export is ({sidecar}): choose another PREFIX or set name, or remove that export</source>
      <translation type="vanished">세트 {name!r}의 파일이 접두사 {set_prefix!r} 아래에 쓰이게 되는데, 그곳에는 다른 내보내기가 있습니다({sidecar}): 다른 PREFIX나 세트 이름을 고르거나 그 내보내기를 지우세요</translation>
    </message>
    <message>
      <source>{folder} is a folder where the export writes a file: move or rename it, or choose another PREFIX</source>
      <translation type="vanished">{folder}은(는) 내보내기가 파일을 쓰는 자리에 있는 폴더입니다: 옮기거나 이름을 바꾸거나 다른 PREFIX를 고르세요</translation>
    </message>
    <message>
      <source>{layer} has no CRS: the mixer could not georeference the patches (assign the layer a CRS, or give TARGET_CRS)</source>
      <translation type="vanished">{layer}에 좌표계가 없습니다: 믹서가 패치의 위치를 정할 수 없습니다(레이어에 좌표계를 지정하거나 TARGET_CRS를 주세요)</translation>
    </message>
    <message>
      <source>no whole {pw} x {ph} patch fits in the {grid_width} x {grid_height} pixel export region: use smaller patchDimensions, a larger extent, or edge mode 'pad'</source>
      <translation type="vanished">{grid_width} x {grid_height} 픽셀 내보내기 영역에 온전한 {pw} x {ph} 패치가 하나도 들어가지 않습니다: 더 작은 patchDimensions, 더 큰 범위 또는 가장자리 모드 'pad'를 쓰세요</translation>
    </message>
    <message>
      <source>MIN_LABEL_SHARE and NEGATIVE_RATIO sample patches by their labels: give a label layer (LABEL_LAYER)</source>
      <translation type="vanished">MIN_LABEL_SHARE와 NEGATIVE_RATIO는 레이블로 패치를 추립니다: 레이블 레이어(LABEL_LAYER)를 주세요</translation>
    </message>
    <message>
      <source>WRITE_TFINDEX needs uncompressed shards ({parameter} false): a .tfindex holds byte offsets into the file, which a GZIP file does not have (the tfrecord package would read the index's records from the decompressed stream, from its start each time); nothing was written</source>
      <translation type="vanished">WRITE_TFINDEX에는 압축하지 않은 샤드({parameter} false)가 필요합니다: .tfindex는 파일 안의 바이트 오프셋을 담는데 GZIP 파일에는 그것이 없습니다(tfrecord 패키지는 인덱스의 레코드를 매번 처음부터 압축을 푼 스트림에서 읽게 됩니다). 아무것도 쓰지 않았습니다</translation>
    </message>
    <message>
      <source>{parameter} keeps the sets of SPLITS apart: give SPLITS too, or leave out {parameter}</source>
      <translation type="vanished">{parameter}는 SPLITS의 세트들을 떨어뜨려 놓습니다: SPLITS도 주거나 {parameter}를 빼세요</translation>
    </message>
    <message>
      <source>the sampling kept no patch of {total}: {sampling}; nothing was written (lower MIN_LABEL_SHARE or raise NEGATIVE_RATIO)</source>
      <translation type="vanished">추출에서 패치 {total}개 중 하나도 남지 않았습니다: {sampling}. 아무것도 쓰지 않았습니다(MIN_LABEL_SHARE를 낮추거나 NEGATIVE_RATIO를 높이세요)</translation>
    </message>
    <message>
      <source>{kept} patches kept, {negatives_kept} of them without any label; {below_label_share} left out with labels covering less than MIN_LABEL_SHARE {min_label_share:g} of the patch, {negatives_left_out} without any label left out by NEGATIVE_RATIO {negative_ratio:g} (seed {seed})</source>
      <translation type="vanished">패치 {kept}개 유지, 그중 {negatives_kept}개는 레이블 없음; 레이블이 패치의 MIN_LABEL_SHARE {min_label_share:g}보다 적게 덮은 {below_label_share}개 제외, 레이블 없는 {negatives_left_out}개는 NEGATIVE_RATIO {negative_ratio:g}로 제외(시드 {seed})</translation>
    </message>
    <message>
      <source>LABEL_LAYER {layer}: cannot open {source_path} as vector data ({error})</source>
      <translation type="vanished">LABEL_LAYER {layer}: {source_path}을(를) 벡터 데이터로 열 수 없습니다({error})</translation>
    </message>
    <message>
      <source>LABEL_LAYER {layer}: cannot open {source_path} as vector data</source>
      <translation type="vanished">LABEL_LAYER {layer}: {source_path}을(를) 벡터 데이터로 열 수 없습니다</translation>
    </message>
    <message>
      <source>LABEL_LAYER {layer}: {source_path} has no layer {source_layer!r} (it has: {names})</source>
      <translation type="vanished">LABEL_LAYER {layer}: {source_path}에 레이어 {source_layer!r}이(가) 없습니다(있는 것: {names})</translation>
    </message>
    <message>
      <source>LABEL_LAYER {layer}: {source_path} holds no vector layer</source>
      <translation type="vanished">LABEL_LAYER {layer}: {source_path}에 벡터 레이어가 없습니다</translation>
    </message>
    <message>
      <source>LABEL_LAYER {layer}: its filter {source_where!r} does not apply ({error})</source>
      <translation type="vanished">LABEL_LAYER {layer}: 필터 {source_where!r}을(를) 적용할 수 없습니다({error})</translation>
    </message>
    <message>
      <source>LABEL_FIELD: the label layer {layer} has no field {source_field!r} (its fields: {names})</source>
      <translation type="vanished">LABEL_FIELD: 레이블 레이어 {layer}에 필드 {source_field!r}이(가) 없습니다(필드: {names})</translation>
    </message>
    <message>
      <source>LABEL_FIELD {source_field!r} is a {field_type} field: label values come from a number field (the values) or a text field (one class per text)</source>
      <translation type="vanished">LABEL_FIELD {source_field!r}은(는) {field_type} 필드입니다: 레이블 값은 숫자 필드(값 그대로) 또는 텍스트 필드(텍스트마다 클래스 하나)에서 옵니다</translation>
    </message>
    <message>
      <source>LABEL_FIELD {field!r} of feature {fid}</source>
      <translation type="vanished">피처 {fid}의 LABEL_FIELD {field!r}</translation>
    </message>
    <message>
      <source>LABEL_LAYER {layer} has no feature with a {source_field!r} value: nothing to burn</source>
      <translation type="vanished">LABEL_LAYER {layer}에 {source_field!r} 값이 있는 피처가 없습니다: 래스터화할 것이 없습니다</translation>
    </message>
    <message>
      <source>LABEL_BAND: the label band needs a name (the feature name in the records)</source>
      <translation type="vanished">LABEL_BAND: 레이블 밴드에는 이름(레코드 안의 피처 이름)이 필요합니다</translation>
    </message>
    <message>
      <source>LABEL_LAYER {layer} has no feature with a geometry: nothing to burn</source>
      <translation type="vanished">LABEL_LAYER {layer}에 지오메트리가 있는 피처가 없습니다: 래스터화할 것이 없습니다</translation>
    </message>
    <message>
      <source>LABEL_FIELD of feature {fid}</source>
      <translation type="vanished">피처 {fid}의 LABEL_FIELD</translation>
    </message>
    <message>
      <source>LABEL_LAYER {layer}: GDAL could not burn it onto the export grid ({failure})</source>
      <translation type="vanished">LABEL_LAYER {layer}: GDAL이 내보내기 격자에 래스터화하지 못했습니다({failure})</translation>
    </message>
    <message>
      <source>POINTS: the point layer has no points; nothing was written</source>
      <translation type="vanished">POINTS: 점 레이어에 점이 없습니다. 아무것도 쓰지 않았습니다</translation>
    </message>
    <message>
      <source>TARGET_CRS {crs!r} is not a CRS GDAL knows ({error})</source>
      <translation type="vanished">TARGET_CRS {crs!r}은(는) GDAL이 모르는 좌표계입니다({error})</translation>
    </message>
    <message>
      <source>SPLIT_BLOCK must be a whole number of at least 1, got {block!r}</source>
      <translation type="vanished">SPLIT_BLOCK은 1 이상의 정수여야 하는데 {block!r}입니다</translation>
    </message>
    <message>
      <source>SEED must be a whole number, got {seed!r}</source>
      <translation type="vanished">SEED는 정수여야 하는데 {seed!r}입니다</translation>
    </message>
    <message>
      <source>SPLIT_BLOCK {block}: the {patches_per_row} x {rows} patch grid holds {across_down} block(s) of {block} x {block} patches, fewer than the {sets} sets of SPLITS ({splits}), so a set would get no patch; use a SPLIT_BLOCK of at most {fitting}, smaller patches or a larger region</source>
      <translation type="vanished">SPLIT_BLOCK {block}: {patches_per_row} x {rows} 패치 격자에는 {block} x {block} 패치 블록이 {across_down}개뿐으로, SPLITS의 세트 {sets}개({splits})보다 적어 패치를 받지 못하는 세트가 생깁니다: SPLIT_BLOCK을 {fitting} 이하로 하거나, 패치를 작게 하거나, 영역을 넓히세요</translation>
    </message>
    <message>
      <source>{option}: the kernel margins of KERNEL_SIZE {kernel_width},{kernel_height} reach {reach_x} x {reach_y} patches of PATCH_DIMENSIONS {patch_width},{patch_height}, so that with SPLIT_BLOCK {block} the buffer leaves set {name!r} no patch clear of the other sets; use a SPLIT_BLOCK of at least {blocks} (each block then keeps patches out of its neighbours' reach), larger patches or a smaller kernel</source>
      <translation type="vanished">{option}: KERNEL_SIZE {kernel_width},{kernel_height}의 커널 여백이 PATCH_DIMENSIONS {patch_width},{patch_height} 패치 {reach_x} x {reach_y}개까지 미치므로, SPLIT_BLOCK {block}에서는 완충 때문에 세트 {name!r}에 다른 세트와 떨어진 패치가 남지 않습니다: SPLIT_BLOCK을 {blocks} 이상으로 하거나(그러면 각 블록이 이웃의 영향 범위 밖 패치를 지킵니다), 패치를 크게 하거나, 커널을 작게 하세요</translation>
    </message>
    <message>
      <source>FEATURES entry {entry!r}: the depth after the colon must be 1 or more</source>
      <translation type="vanished">FEATURES 항목 {entry!r}: 콜론 뒤의 깊이는 1 이상이어야 합니다</translation>
    </message>
    <message>
      <source>a {pw}x{ph} patch needs {values} values a band without kernel margins, or with margins {with_margins}, ...; a 3-D feature holds a multiple of these (for a kernel that is not square, give KERNEL_SIZE as kx,ky)</source>
      <translation type="vanished">{pw}x{ph} 패치에는 커널 여백 없이 밴드마다 값 {values}개, 여백이 있으면 {with_margins}, ...개가 필요합니다. 3차원 피처는 이들의 배수를 담습니다(정사각형이 아닌 커널은 KERNEL_SIZE를 kx,ky로 주세요)</translation>
    </message>
    <message>
      <source>{where}cannot tell the kernel margins from the value counts, {choices}; give KERNEL_SIZE as kx,ky</source>
      <translation type="vanished">{where}값 개수로는 커널 여백을 알 수 없습니다. {choices}; KERNEL_SIZE를 kx,ky로 주세요</translation>
    </message>
    <message>
      <source>{patches} x tile pixels, e.g. {records} without margins (for a kernel that is not square, give KERNEL_SIZE as kx,ky)</source>
      <translation type="vanished">{patches} x 타일 픽셀 수, 예: 여백 없이 {records}개(정사각형이 아닌 커널은 KERNEL_SIZE를 kx,ky로 주세요)</translation>
    </message>
    <message>
      <source>no mixer (PREFIX-mixer.json or PREFIX-index.json) beside {paths}: give the mixer file</source>
      <translation type="vanished">{paths} 옆에 믹서(PREFIX-mixer.json 또는 PREFIX-index.json)가 없습니다: 믹서 파일을 주세요</translation>
    </message>
    <message>
      <source>{read_as}; nothing says it holds {feature_depth} bands (neither the export sidecar nor a feature of one band beside it), and one band of patches of another size holds as many values{other}. If it holds {feature_depth} bands, say so with FEATURES {feature_name}:{feature_depth}; otherwise give the mixer of these records</source>
      <translation type="vanished">{read_as}. 그러나 밴드 {feature_depth}개를 담는다고 말해 주는 것이 없고(내보내기 사이드카도, 옆의 단일 밴드 피처도 없음), 다른 크기 패치의 밴드 하나도 같은 수의 값을 담습니다{other}. 밴드 {feature_depth}개를 담는다면 FEATURES {feature_name}:{feature_depth}로 알려 주세요. 아니면 이 레코드들의 믹서를 주세요</translation>
    </message>
    <message>
      <source>cannot tell which feature holds which class: the argmax takes band i as the i-th class of {where} ({classes}), and the features ({by_name}) are not named after its classes{detail}. The order of the keys inside a record is no order (a protobuf map has none, and TensorFlow writes them as it likes): list the features in the class table's order with FEATURES{nodata}</source>
      <translation type="vanished">어느 피처가 어느 클래스인지 알 수 없습니다: argmax는 밴드 i를 {where}({classes})의 i번째 클래스로 보는데, 피처({by_name})의 이름이 그 클래스를 따르지 않습니다{detail}. 레코드 안 키의 순서는 순서가 아닙니다(protobuf map에는 순서가 없고 TensorFlow는 원하는 대로 씁니다): FEATURES로 피처를 클래스 표의 순서대로 나열하세요{nodata}</translation>
    </message>
    <message>
      <source>as FEATURES lists them</source>
      <translation type="vanished">FEATURES에 나열된 순서</translation>
    </message>
    <message>
      <source>PIXEL_SIZE must be a positive finite number, got {size!r}</source>
      <translation type="vanished">PIXEL_SIZE는 양의 유한한 숫자여야 하는데 {size!r}입니다</translation>
    </message>
    <message>
      <source>EXTENT {list_extent} has no area: give xmin,ymin,xmax,ymax as finite numbers with xmax &gt; xmin and ymax &gt; ymin</source>
      <translation type="vanished">EXTENT {list_extent}에 면적이 없습니다: xmin,ymin,xmax,ymax를 xmax &gt; xmin, ymax &gt; ymin인 유한한 숫자로 주세요</translation>
    </message>
    <message>
      <source>PIXEL_SIZE {size_x:g} makes the export grid {columns:.4g} x {rows:.4g} pixels, more than a raster GDAL reads can have ({largest} a side): give a larger PIXEL_SIZE or a smaller EXTENT</source>
      <translation type="vanished">PIXEL_SIZE {size_x:g}이면 내보내기 격자가 {columns:.4g} x {rows:.4g} 픽셀이 되어 GDAL이 읽는 래스터의 한도(한 변 {largest})를 넘습니다: 더 큰 PIXEL_SIZE나 더 작은 EXTENT를 주세요</translation>
    </message>
    <message>
      <source>The kernelSize the export used, as 'kx,ky' or one number, when the value counts could mean more than one.</source>
      <translation type="vanished">값 개수가 여러 뜻일 수 있을 때, 내보내기에 사용한 kernelSize를 'kx,ky' 또는 숫자 하나로.</translation>
    </message>
    <message>
      <source>{where}: the colour must be written #rrggbb (e.g. #1f78b4), got {value!r}</source>
      <translation type="vanished">{where}: 색상은 #rrggbb 형식(예: #1f78b4)으로 적어야 하는데 {value!r}입니다</translation>
    </message>
    <message>
      <source>{where}: class name {name!r} is listed twice (also {seen_names})</source>
      <translation type="vanished">{where}: 클래스 이름 {name!r}이(가) 두 번 나옵니다(또한 {seen_names})</translation>
    </message>
    <message>
      <source>{path}: key "labels" must be an object, got {labels!r}</source>
      <translation type="vanished">{path}: "labels" 키는 객체여야 하는데 {labels!r}입니다</translation>
    </message>
    <message>
      <source>{path}: key "labels.classes" must be a list of {{"value", "name"}} objects, got {classes!r}</source>
      <translation type="vanished">{path}: "labels.classes" 키는 {{"value", "name"}} 객체의 목록이어야 하는데 {classes!r}입니다</translation>
    </message>
    <message>
      <source>{where} must be an object with "value" and "name", got {entry!r}</source>
      <translation type="vanished">{where}은(는) "value"와 "name"을 가진 객체여야 하는데 {entry!r}입니다</translation>
    </message>
    <message>
      <source>{where}: expected value,name or value,name,color, got {line!r}</source>
      <translation type="vanished">{where}: value,name 또는 value,name,color 형식이어야 하는데 {line!r}입니다</translation>
    </message>
    <message>
      <source>the mixer's CRS {crs!r} is not one GDAL knows</source>
      <translation type="vanished">믹서의 좌표계 {crs!r}은(는) GDAL이 모르는 좌표계입니다</translation>
    </message>
    <message>
      <source>{key} must be an object, got {value!r}</source>
      <translation type="vanished">{key}은(는) 객체여야 하는데 {value!r}입니다</translation>
    </message>
    <message>
      <source>kernelSize {data!r}</source>
      <translation type="vanished">kernelSize {data!r}</translation>
    </message>
    <message>
      <source>Reads TFRecord files of tf.train.Example records (in file-name order) as a table: one feature per record, one field per Example feature. A first pass over the records infers the fields: a key holding int64 everywhere is an integer field, float anywhere makes it a double (Earth Engine writes both for one key), UTF-8 bytes a text field, other bytes a binary field. Keys with more than one value become JSON text, or one field per element. Integers that were dates stay numbers.&lt;br&gt;&lt;b&gt;Geometry&lt;/b&gt;: points from two number features (&lt;i&gt;X feature&lt;/i&gt;, &lt;i&gt;Y feature&lt;/i&gt;), or shapes from a WKB bytes feature (the export writes &lt;i&gt;{centroid_x_key}&lt;/i&gt;, &lt;i&gt;{centroid_y_key}&lt;/i&gt; and &lt;i&gt;{wkb_key}&lt;/i&gt;; ISO WKB or PostGIS EWKB), in the chosen CRS. Several geometry types together load as geometry collections. A WKB feature used for geometry is not kept as a field. A float &lt;i&gt;fid&lt;/i&gt; of whole numbers comes back an integer (GeoPackages need it). The feature lists of SequenceExamples are ignored.</source>
      <translation type="vanished">tf.train.Example 레코드의 TFRecord 파일을(파일 이름 순서로) 테이블로 읽습니다: 레코드당 하나의 객체, Example 특성당 하나의 필드. 레코드를 한 번 먼저 훑어 필드를 추론합니다: 모든 곳에서 int64를 담은 키는 정수 필드, 어디서든 float이면 실수(double) 필드(Earth Engine은 한 키에 둘 다 기록함), UTF-8 바이트는 텍스트 필드, 다른 바이트는 바이너리 필드가 됩니다. 값이 둘 이상인 키는 JSON 텍스트 또는 요소당 하나의 필드가 됩니다. 날짜였던 정수는 숫자로 남습니다.&lt;br&gt;&lt;b&gt;지오메트리&lt;/b&gt;: 두 숫자 특성(&lt;i&gt;X 특성&lt;/i&gt;, &lt;i&gt;Y 특성&lt;/i&gt;)의 포인트, 또는 WKB 바이트 특성의 도형(내보내기는 &lt;i&gt;{centroid_x_key}&lt;/i&gt;, &lt;i&gt;{centroid_y_key}&lt;/i&gt;, &lt;i&gt;{wkb_key}&lt;/i&gt;를 기록함; ISO WKB 또는 PostGIS EWKB)을 선택한 CRS로. 여러 지오메트리 유형이 함께 있으면 지오메트리 컬렉션으로 불러옵니다. 지오메트리에 사용한 WKB 특성은 필드로 유지되지 않습니다. 정수 값의 float &lt;i&gt;fid&lt;/i&gt;는 정수로 돌아옵니다(GeoPackage에 필요). SequenceExample의 특성 목록은 무시됩니다.</translation>
    </message>
    <message>
      <source>float32 for every band (EE's documented behaviour)</source>
      <translation type="vanished">모든 밴드에 float32 (EE 문서의 동작)</translation>
    </message>
    <message>
      <source>native: bytes for 8-bit, int64 for other integers, float for floats</source>
      <translation type="vanished">원래 유형: 8비트는 bytes, 다른 정수는 int64, 실수는 float</translation>
    </message>
    <message>
      <source>drop partial patches at the right and bottom (EE)</source>
      <translation type="vanished">오른쪽과 아래쪽의 부분 패치 삭제 (EE)</translation>
    </message>
    <message>
      <source>Automatic: with a class table, one band holds class numbers, several bands are argmax</source>
      <translation type="vanished">자동: 클래스 표가 있으면 밴드 하나는 클래스 번호, 여러 밴드는 argmax</translation>
    </message>
    <message>
      <source>Argmax of the prediction bands (band i is the table's i-th class)</source>
      <translation type="vanished">예측 밴드의 argmax(밴드 i는 표의 i번째 클래스)</translation>
    </message>
    <message>
      <source>, kernel margins {x},{y} cropped</source>
      <translation type="vanished">, 커널 여백 {x},{y} 잘림</translation>
    </message>
    <message>
      <source>Export raster to TFRecord</source>
      <translation type="vanished">래스터를 TFRecord로 내보내기</translation>
    </message>
    <message>
      <source>Load TFRecord predictions</source>
      <translation type="vanished">TFRecord 예측 불러오기</translation>
    </message>
    <message>
      <source>as given</source>
      <translation type="vanished">지정된 대로</translation>
    </message>
    <message>
      <source>from {sidecar}</source>
      <translation type="vanished">{sidecar}에서</translation>
    </message>
    <message>
      <source>inferred</source>
      <translation type="vanished">추론됨</translation>
    </message>
    <message>
      <source>{kx} x {ky} {how} (margins {margin_x} x {margin_y} pixels, tiles {tile_width} x {tile_height}); an even kernel of one less gives the same tiles</source>
      <translation type="vanished">{kx} x {ky} {how} (여백 {margin_x} x {margin_y} 픽셀, 타일 {tile_width} x {tile_height}). 하나 작은 짝수 커널도 같은 타일을 만듭니다</translation>
    </message>
    <message>
      <source>the layers do not overlap inside the export region</source>
      <translation type="vanished">내보내기 영역 안에서 레이어들이 겹치지 않습니다</translation>
    </message>
    <message>
      <source>every patch would be wholly masked, every value defaultValue: {where}. Nothing was written; choose an extent inside every layer, or export the layers separately</source>
      <translation type="vanished">모든 패치가 완전히 마스크되어 모든 값이 defaultValue가 됩니다: {where}. 아무것도 쓰지 않았습니다. 모든 레이어 안쪽의 범위를 고르거나 레이어를 따로 내보내세요</translation>
    </message>
    <message>
      <source>a record of {tile_height} x {tile_width} pixels would pass protobuf's 2 GiB limit: use smaller patchDimensions</source>
      <translation type="vanished">{tile_height} x {tile_width} 픽셀 레코드는 protobuf의 2 GiB 한도를 넘습니다: 더 작은 patchDimensions를 쓰세요</translation>
    </message>
    <message>
      <source>Cuts raster layers into patches and writes them as TFRecord files of tf.train.Example (or SequenceExample) records, with the "mixer" JSON that georeferences them, exactly as Google Earth Engine's Export.image with fileFormat 'TFRecord' does.&lt;br&gt;&lt;br&gt;&lt;b&gt;Input layers&lt;/b&gt;: their bands are stacked in order; layers must cover the same place, and are warped to the export grid when they are not on it. &lt;b&gt;Array layers&lt;/b&gt;: each becomes one array band named after the layer, whose per-pixel array is the layer's band values (e.g. a time series).&lt;br&gt;&lt;b&gt;Band names&lt;/b&gt;: comma list; default the band descriptions, else b1, b2, ...&lt;br&gt;&lt;b&gt;Extent, target CRS, pixel size&lt;/b&gt;: the export grid; default the first layer's grid.&lt;br&gt;&lt;b&gt;Patch dimensions&lt;/b&gt; (width,height) and &lt;b&gt;kernel size&lt;/b&gt;: each record holds a patch plus floor(kernel/2) real neighbouring pixels on each side.&lt;br&gt;&lt;b&gt;Max file size&lt;/b&gt;: bytes per file before compression; files are named PREFIX-00000.tfrecord.gz, ... (an empty prefix: 00000.tfrecord.gz, ..., mixer.json and sidecar.json; one ending in '/': a subfolder of that name). A run writes all its files or none, replacing an earlier export with that prefix only when it succeeds.&lt;br&gt;&lt;b&gt;GZIP compression level&lt;/b&gt;: 0-9, default 6 (zlib's, as EE); the files read the same at any level. Levels 1-3 are fastest, above all with the isal package installed (README).&lt;br&gt;&lt;b&gt;Default value&lt;/b&gt;: written in every band of a pixel masked in any band (nodata, mask or outside).&lt;br&gt;&lt;b&gt;Tensor depths&lt;/b&gt;: {"arrayBand": depth} (or band:depth,...), required for array bands unless sequence data.&lt;br&gt;&lt;b&gt;Sequence data&lt;/b&gt;: one SequenceExample per pixel (scalar bands in the context, array bands as feature lists). &lt;b&gt;Collapse bands&lt;/b&gt;: one feature named after the first band holding every band.&lt;br&gt;&lt;b&gt;Masked threshold&lt;/b&gt;: the largest fraction of masked pixels a patch may have; below 1, EE writes no mixer, and we write PREFIX-index.json listing the kept patches.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: paste the JSON used in EE; it overrides the single options.&lt;br&gt;An export whose layers leave no pixel of the region unmasked (rasters that do not overlap, an extent outside them) stops before writing; wholly masked patches are counted in the log and in MASKED_PATCH_COUNT, and written as EE writes them. Beside the mixer, PREFIX-sidecar.json keeps what EE's mixer cannot (kernel size, default value, band names and types), for the import.&lt;br&gt;The log ends with the featuresDict to read the files in TensorFlow (also the FEATURES_DICT output).&lt;br&gt;&lt;br&gt;&lt;b&gt;Training sets&lt;/b&gt;: a &lt;b&gt;label layer&lt;/b&gt; (polygons, lines or points) is burnt onto the export grid with GDAL as one more band of every record, the label band (int64): a field's values (a text field's texts numbered 1, 2, ... in sorted order), or the label value. Where no feature lies, and where the image bands are masked, it holds the label nodata, a value no class has (0 when every class is 1 or more). &lt;b&gt;Splits&lt;/b&gt; (e.g. train=0.8,val=0.1,test=0.1) deal whole blocks of N x N patches to one set, so neighbours inside a block, and their shared kernel margins, stay in one set (only a block's edge borders another set), seeded; each set is written under its own prefix (PREFIX-train-00000.tfrecord.gz, ...) with a mixer of the full grid and PREFIX-train-index.json placing its records. &lt;b&gt;Sampling&lt;/b&gt; keeps the patches whose labels cover at least the least label share, and of the patches without any label the negative ratio, seeded. Kept patches, negatives, the sets' sizes and the pixels of each class in each set are in the log, the results and the sidecar. &lt;b&gt;.tfindex&lt;/b&gt; files (for the PyTorch tfrecord package) are written beside uncompressed shards.</source>
      <translation type="vanished">래스터 레이어를 패치로 자르고, 이를 지리 참조하는 '믹서' JSON과 함께 tf.train.Example(또는 SequenceExample) 레코드의 TFRecord 파일로 기록합니다. Google Earth Engine의 Export.image가 fileFormat 'TFRecord'로 하는 것과 정확히 같습니다.&lt;br&gt;&lt;br&gt;&lt;b&gt;입력 레이어&lt;/b&gt;: 밴드가 순서대로 쌓입니다. 레이어는 같은 장소를 포함해야 하며, 내보내기 그리드에 있지 않으면 그리드로 재투영됩니다. &lt;b&gt;배열 레이어&lt;/b&gt;: 각각 레이어 이름을 딴 하나의 배열 밴드가 되며, 픽셀별 배열은 레이어의 밴드 값입니다(예: 시계열).&lt;br&gt;&lt;b&gt;밴드 이름&lt;/b&gt;: 쉼표 목록. 기본값은 밴드 설명, 없으면 b1, b2, ...&lt;br&gt;&lt;b&gt;범위, 대상 CRS, 픽셀 크기&lt;/b&gt;: 내보내기 그리드. 기본값은 첫 번째 레이어의 그리드입니다.&lt;br&gt;&lt;b&gt;패치 크기&lt;/b&gt;(너비,높이)와 &lt;b&gt;커널 크기&lt;/b&gt;: 각 레코드는 패치와 함께 양쪽에 floor(kernel/2)개의 실제 인접 픽셀을 담습니다.&lt;br&gt;&lt;b&gt;최대 파일 크기&lt;/b&gt;: 압축 전 파일당 바이트. 파일 이름은 PREFIX-00000.tfrecord.gz, ... 입니다(빈 접두사: 00000.tfrecord.gz, ..., mixer.json, sidecar.json; '/'로 끝나는 접두사: 그 이름의 하위 폴더). 실행은 모든 파일을 기록하거나 아무것도 기록하지 않으며, 같은 접두사의 이전 내보내기는 성공했을 때만 대체됩니다.&lt;br&gt;&lt;b&gt;GZIP 압축 수준&lt;/b&gt;: 0-9, 기본값 6(EE와 같은 zlib의 기본값). 어느 수준이든 파일은 똑같이 읽힙니다. 1-3 수준이 가장 빠르며, isal 패키지가 설치되어 있으면 특히 빠릅니다(README).&lt;br&gt;&lt;b&gt;기본값&lt;/b&gt;: 어느 밴드에서든 마스크 처리된 픽셀의 모든 밴드에 기록됩니다(nodata, 마스크 또는 범위 밖).&lt;br&gt;&lt;b&gt;텐서 깊이&lt;/b&gt;: {"arrayBand": depth}(또는 band:depth,...). 시퀀스 데이터가 아니면 배열 밴드에 필요합니다.&lt;br&gt;&lt;b&gt;시퀀스 데이터&lt;/b&gt;: 픽셀당 하나의 SequenceExample(스칼라 밴드는 컨텍스트에, 배열 밴드는 특성 목록으로). &lt;b&gt;밴드 축소&lt;/b&gt;: 첫 번째 밴드 이름을 딴 하나의 특성에 모든 밴드를 담습니다.&lt;br&gt;&lt;b&gt;마스크 임계값&lt;/b&gt;: 패치가 가질 수 있는 마스크 처리된 픽셀의 최대 비율. 1 미만이면 EE는 믹서를 기록하지 않으며, 이 플러그인은 유지된 패치를 나열하는 PREFIX-index.json을 기록합니다.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: EE에서 사용한 JSON을 붙여넣습니다. 개별 옵션보다 우선합니다.&lt;br&gt;레이어가 영역의 어떤 픽셀도 마스크 없이 남기지 않는 내보내기(겹치지 않는 래스터, 래스터 밖의 범위)는 기록 전에 중단됩니다. 완전히 마스크 처리된 패치는 로그와 MASKED_PATCH_COUNT에 집계되고 EE처럼 기록됩니다. 믹서 옆의 PREFIX-sidecar.json은 EE 믹서가 담지 못하는 것(커널 크기, 기본값, 밴드 이름과 유형)을 가져오기용으로 보관합니다.&lt;br&gt;로그 끝에는 TensorFlow에서 파일을 읽기 위한 featuresDict가 있습니다(FEATURES_DICT 출력도 마찬가지).&lt;br&gt;&lt;br&gt;&lt;b&gt;학습 세트&lt;/b&gt;: &lt;b&gt;레이블 레이어&lt;/b&gt;(폴리곤, 라인 또는 포인트)를 GDAL로 내보내기 그리드에 구워 모든 레코드의 밴드 하나, 즉 레이블 밴드(int64)로 만듭니다: 필드 값(텍스트 필드의 텍스트는 정렬 순서대로 1, 2, ...) 또는 레이블 값. 피처가 없는 곳과 이미지 밴드가 마스크 처리된 곳은 어떤 클래스에도 없는 레이블 nodata(모든 클래스가 1 이상이면 0)를 가집니다. &lt;b&gt;분할&lt;/b&gt;(예: train=0.8,val=0.1,test=0.1)은 N x N 패치 블록 전체를 시드에 따라 한 세트에 배정하므로 블록 안의 이웃 패치와 그들이 공유하는 커널 여백은 한 세트에 남습니다(블록 가장자리만 다른 세트와 맞닿습니다). 각 세트는 자체 접두사(PREFIX-train-00000.tfrecord.gz, ...)로 기록되며, 전체 그리드의 믹서와 레코드 위치를 담은 PREFIX-train-index.json이 함께 기록됩니다. &lt;b&gt;샘플링&lt;/b&gt;은 레이블이 최소 레이블 비율 이상을 덮는 패치를 유지하고, 레이블이 없는 패치는 음성 비율만큼 시드에 따라 유지합니다. 유지된 패치, 음성 패치, 세트 크기, 세트별 클래스별 픽셀 수는 로그, 결과, 사이드카에 있습니다. 압축하지 않은 파일 옆에는 &lt;b&gt;.tfindex&lt;/b&gt; 파일(PyTorch tfrecord 패키지용)을 기록할 수 있습니다.</translation>
    </message>
    <message>
      <source>Writes one tf.train.Example per point: a patch of the raster layers around the point, one feature per band exactly as &lt;i&gt;Export raster to TFRecord patches&lt;/i&gt; writes a patch, followed by the chosen point attributes (e.g. the label) as extra features, converted as &lt;i&gt;Export vector layer to TFRecord&lt;/i&gt; converts them (a NULL attribute is left out of that record). This is the training set of neighbourhood arrays Earth Engine users sample at points for U-Nets.&lt;br&gt;&lt;br&gt;&lt;b&gt;Input layers&lt;/b&gt;: their bands are stacked in order on the first layer's grid (other layers are warped to it). Points are transformed into that grid's CRS; multipoints give one patch per point.&lt;br&gt;&lt;b&gt;Patch dimensions&lt;/b&gt; (width,height): the patch is centred on the pixel that contains the point: its top-left pixel is (column - width // 2, row - height // 2), so with an even size the centre is the pixel right of and below the middle. &lt;b&gt;Kernel size&lt;/b&gt; adds floor(kernel/2) real neighbouring pixels on each side.&lt;br&gt;&lt;b&gt;Patches crossing the raster edge&lt;/b&gt;: written with the pixels outside the rasters masked, or skipped. Points with no geometry, or whose centre pixel is outside the rasters, are always skipped with a warning and counted in SKIPPED.&lt;br&gt;&lt;b&gt;Point fields&lt;/b&gt;: attached to each record; none chosen: none.&lt;br&gt;&lt;b&gt;GZIP compression level&lt;/b&gt;: 0-9, default 6 (zlib's, as EE); the files read the same at any level. Levels 1-3 are fastest, above all with the isal package installed (README).&lt;br&gt;&lt;b&gt;Default value&lt;/b&gt;: written in every band of a pixel masked in any band (nodata, mask or outside). &lt;b&gt;Value type&lt;/b&gt;: float32 everywhere (Earth Engine) or native types, for bands and attributes.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: the JSON of an EE export may be pasted; it overrides the options above. Its maskedThreshold skips points whose patch core has a larger share of masked pixels (counted in SKIPPED); sequenceData is refused, as a per-pixel record cannot carry the point's attributes.&lt;br&gt;Files are named PREFIX-00000.tfrecord.gz, ... (an empty prefix: 00000.tfrecord.gz, ...); no mixer is written, as the patches do not tile a grid. The log ends with the featuresDict to read the files in TensorFlow.&lt;br&gt;&lt;b&gt;Label layer&lt;/b&gt;: polygons, lines or points burnt onto the first layer's grid with GDAL as one more band of every patch, the label band (int64): a field's values (a text field's texts numbered 1, 2, ... in sorted order), or the label value; where no feature lies, where the image bands are masked and outside the grid it holds the label nodata (0 when every class is 1 or more). The class table is in the log.</source>
      <translation type="vanished">포인트당 하나의 tf.train.Example을 기록합니다: 포인트 주변 래스터 레이어의 패치(&lt;i&gt;래스터를 TFRecord 패치로 내보내기&lt;/i&gt;가 패치를 기록하듯 밴드당 하나의 특성)와 그 뒤에 선택한 포인트 속성(예: 레이블)을 추가 특성으로 담으며, &lt;i&gt;벡터 레이어를 TFRecord로 내보내기&lt;/i&gt;처럼 변환합니다(NULL 속성은 그 레코드에서 빠집니다). Earth Engine 사용자가 U-Net용으로 포인트에서 샘플링하는 이웃 배열 학습 세트입니다.&lt;br&gt;&lt;br&gt;&lt;b&gt;입력 레이어&lt;/b&gt;: 밴드가 첫 번째 레이어의 그리드에 순서대로 쌓입니다(다른 레이어는 그리드로 재투영됨). 포인트는 그 그리드의 CRS로 변환되며, 멀티포인트는 포인트마다 하나의 패치를 만듭니다.&lt;br&gt;&lt;b&gt;패치 크기&lt;/b&gt;(너비,높이): 패치는 포인트를 포함하는 픽셀을 중심으로 합니다. 왼쪽 위 픽셀은 (column - width // 2, row - height // 2)이므로 크기가 짝수이면 중심은 가운데의 오른쪽 아래 픽셀입니다. &lt;b&gt;커널 크기&lt;/b&gt;는 양쪽에 floor(kernel/2)개의 실제 인접 픽셀을 더합니다.&lt;br&gt;&lt;b&gt;래스터 가장자리를 넘는 패치&lt;/b&gt;: 래스터 밖의 픽셀을 마스크 처리하여 기록하거나 건너뜁니다. 지오메트리가 없거나 중심 픽셀이 래스터 밖인 포인트는 항상 경고와 함께 건너뛰며 SKIPPED에 집계됩니다.&lt;br&gt;&lt;b&gt;포인트 필드&lt;/b&gt;: 각 레코드에 첨부됩니다. 선택하지 않으면 없음.&lt;br&gt;&lt;b&gt;GZIP 압축 수준&lt;/b&gt;: 0-9, 기본값 6(EE와 같은 zlib의 기본값). 어느 수준이든 파일은 똑같이 읽힙니다. 1-3 수준이 가장 빠르며, isal 패키지가 설치되어 있으면 특히 빠릅니다(README).&lt;br&gt;&lt;b&gt;기본값&lt;/b&gt;: 어느 밴드에서든 마스크 처리된 픽셀의 모든 밴드에 기록됩니다(nodata, 마스크 또는 범위 밖). &lt;b&gt;값 유형&lt;/b&gt;: 밴드와 속성 모두 float32(Earth Engine) 또는 원래 유형.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: EE 내보내기의 JSON을 붙여넣을 수 있으며 위 옵션보다 우선합니다. 그 maskedThreshold는 패치 중심부의 마스크 처리된 픽셀 비율이 더 큰 포인트를 건너뜁니다(SKIPPED에 집계). 픽셀별 레코드는 포인트의 속성을 담을 수 없으므로 sequenceData는 거부됩니다.&lt;br&gt;파일 이름은 PREFIX-00000.tfrecord.gz, ... 입니다(빈 접두사: 00000.tfrecord.gz, ...). 패치가 그리드를 타일로 덮지 않으므로 믹서는 기록되지 않습니다. 로그 끝에는 TensorFlow에서 파일을 읽기 위한 featuresDict가 있습니다.&lt;br&gt;&lt;b&gt;레이블 레이어&lt;/b&gt;: 폴리곤, 라인 또는 포인트를 GDAL로 첫 번째 레이어의 그리드에 구워 모든 패치의 밴드 하나, 즉 레이블 밴드(int64)로 만듭니다: 필드 값(텍스트 필드의 텍스트는 정렬 순서대로 1, 2, ...) 또는 레이블 값. 피처가 없는 곳, 이미지 밴드가 마스크 처리된 곳, 그리드 밖은 레이블 nodata(모든 클래스가 1 이상이면 0)를 가집니다. 클래스 표는 로그에 있습니다.</translation>
    </message>
    <message>
      <source>Cuts raster layers into patches and writes them as TFRecord files of tf.train.Example (or SequenceExample) records, with the "mixer" JSON that georeferences them, exactly as Google Earth Engine's Export.image with fileFormat 'TFRecord' does.&lt;br&gt;&lt;br&gt;&lt;b&gt;Input layers&lt;/b&gt;: their bands are stacked in order; layers must cover the same place, and are warped to the export grid when they are not on it. &lt;b&gt;Array layers&lt;/b&gt;: each becomes one array band named after the layer, whose per-pixel array is the layer's band values (e.g. a time series).&lt;br&gt;&lt;b&gt;Band names&lt;/b&gt;: comma list; default the band descriptions, else b1, b2, ...&lt;br&gt;&lt;b&gt;Extent, target CRS, pixel size&lt;/b&gt;: the export grid; default the first layer's grid.&lt;br&gt;&lt;b&gt;Patch dimensions&lt;/b&gt; (width,height) and &lt;b&gt;kernel size&lt;/b&gt;: each record holds a patch plus floor(kernel/2) real neighbouring pixels on each side.&lt;br&gt;&lt;b&gt;Max file size&lt;/b&gt;: bytes per file before compression; files are named PREFIX-00000.tfrecord.gz, ... (an empty prefix: 00000.tfrecord.gz, ..., mixer.json and sidecar.json; one ending in '/': a subfolder of that name). A run writes all its files or none, replacing an earlier export with that prefix only when it succeeds.&lt;br&gt;&lt;b&gt;GZIP compression level&lt;/b&gt;: 0-9, default 6 (zlib's, as EE); the files read the same at any level. Levels 1-3 are fastest, above all with the isal package installed (README).&lt;br&gt;&lt;b&gt;Default value&lt;/b&gt;: written in every band of a pixel masked in any band (nodata, mask or outside).&lt;br&gt;&lt;b&gt;Tensor depths&lt;/b&gt;: {"arrayBand": depth} (or band:depth,...), required for array bands unless sequence data.&lt;br&gt;&lt;b&gt;Sequence data&lt;/b&gt;: one SequenceExample per pixel (scalar bands in the context, array bands as feature lists). &lt;b&gt;Collapse bands&lt;/b&gt;: one feature named after the first band holding every band.&lt;br&gt;&lt;b&gt;Masked threshold&lt;/b&gt;: the largest fraction of masked pixels a patch may have; below 1, EE writes no mixer, and we write PREFIX-index.json listing the kept patches.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: paste the JSON used in EE; it overrides the single options.&lt;br&gt;An export whose layers leave no pixel of the region unmasked (rasters that do not overlap, an extent outside them) stops before writing; wholly masked patches are counted in the log and in MASKED_PATCH_COUNT, and written as EE writes them. Beside the mixer, PREFIX-sidecar.json keeps what EE's mixer cannot (kernel size, default value, band names and types), for the import.&lt;br&gt;The log ends with the featuresDict to read the files in TensorFlow (also the FEATURES_DICT output).&lt;br&gt;&lt;br&gt;&lt;b&gt;Training sets&lt;/b&gt;: a &lt;b&gt;label layer&lt;/b&gt; (polygons, lines or points) is burnt onto the export grid with GDAL as one more band of every record, the label band (int64): a field's values (a text field's texts numbered 1, 2, ... in sorted order), or the label value. Where no feature lies, and where the image bands are masked, it holds the label nodata, a value no class has (0 when every class is 1 or more). &lt;b&gt;Splits&lt;/b&gt; (e.g. train=0.8,val=0.1,test=0.1) deal whole blocks of N x N patches to one set, so neighbours sharing kernel margins stay together, seeded; each set is written under its own prefix (PREFIX-train-00000.tfrecord.gz, ...) with a mixer of the full grid and PREFIX-train-index.json placing its records. &lt;b&gt;Sampling&lt;/b&gt; keeps the patches whose labels cover at least the least label share, and of the patches without any label the negative ratio, seeded. Kept patches, negatives, the sets' sizes and the pixels of each class in each set are in the log, the results and the sidecar. &lt;b&gt;.tfindex&lt;/b&gt; files (for the PyTorch tfrecord package) are written beside uncompressed shards.</source>
      <translation type="vanished">래스터 레이어를 패치로 자르고, 이를 지리 참조하는 '믹서' JSON과 함께 tf.train.Example(또는 SequenceExample) 레코드의 TFRecord 파일로 기록합니다. Google Earth Engine의 Export.image가 fileFormat 'TFRecord'로 하는 것과 정확히 같습니다.&lt;br&gt;&lt;br&gt;&lt;b&gt;입력 레이어&lt;/b&gt;: 밴드가 순서대로 쌓입니다. 레이어는 같은 장소를 포함해야 하며, 내보내기 그리드에 있지 않으면 그리드로 재투영됩니다. &lt;b&gt;배열 레이어&lt;/b&gt;: 각각 레이어 이름을 딴 하나의 배열 밴드가 되며, 픽셀별 배열은 레이어의 밴드 값입니다(예: 시계열).&lt;br&gt;&lt;b&gt;밴드 이름&lt;/b&gt;: 쉼표 목록. 기본값은 밴드 설명, 없으면 b1, b2, ...&lt;br&gt;&lt;b&gt;범위, 대상 CRS, 픽셀 크기&lt;/b&gt;: 내보내기 그리드. 기본값은 첫 번째 레이어의 그리드입니다.&lt;br&gt;&lt;b&gt;패치 크기&lt;/b&gt;(너비,높이)와 &lt;b&gt;커널 크기&lt;/b&gt;: 각 레코드는 패치와 함께 양쪽에 floor(kernel/2)개의 실제 인접 픽셀을 담습니다.&lt;br&gt;&lt;b&gt;최대 파일 크기&lt;/b&gt;: 압축 전 파일당 바이트. 파일 이름은 PREFIX-00000.tfrecord.gz, ... 입니다(빈 접두사: 00000.tfrecord.gz, ..., mixer.json, sidecar.json; '/'로 끝나는 접두사: 그 이름의 하위 폴더). 실행은 모든 파일을 기록하거나 아무것도 기록하지 않으며, 같은 접두사의 이전 내보내기는 성공했을 때만 대체됩니다.&lt;br&gt;&lt;b&gt;GZIP 압축 수준&lt;/b&gt;: 0-9, 기본값 6(EE와 같은 zlib의 기본값). 어느 수준이든 파일은 똑같이 읽힙니다. 1-3 수준이 가장 빠르며, isal 패키지가 설치되어 있으면 특히 빠릅니다(README).&lt;br&gt;&lt;b&gt;기본값&lt;/b&gt;: 어느 밴드에서든 마스크 처리된 픽셀의 모든 밴드에 기록됩니다(nodata, 마스크 또는 범위 밖).&lt;br&gt;&lt;b&gt;텐서 깊이&lt;/b&gt;: {"arrayBand": depth}(또는 band:depth,...). 시퀀스 데이터가 아니면 배열 밴드에 필요합니다.&lt;br&gt;&lt;b&gt;시퀀스 데이터&lt;/b&gt;: 픽셀당 하나의 SequenceExample(스칼라 밴드는 컨텍스트에, 배열 밴드는 특성 목록으로). &lt;b&gt;밴드 축소&lt;/b&gt;: 첫 번째 밴드 이름을 딴 하나의 특성에 모든 밴드를 담습니다.&lt;br&gt;&lt;b&gt;마스크 임계값&lt;/b&gt;: 패치가 가질 수 있는 마스크 처리된 픽셀의 최대 비율. 1 미만이면 EE는 믹서를 기록하지 않으며, 이 플러그인은 유지된 패치를 나열하는 PREFIX-index.json을 기록합니다.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: EE에서 사용한 JSON을 붙여넣습니다. 개별 옵션보다 우선합니다.&lt;br&gt;레이어가 영역의 어떤 픽셀도 마스크 없이 남기지 않는 내보내기(겹치지 않는 래스터, 래스터 밖의 범위)는 기록 전에 중단됩니다. 완전히 마스크 처리된 패치는 로그와 MASKED_PATCH_COUNT에 집계되고 EE처럼 기록됩니다. 믹서 옆의 PREFIX-sidecar.json은 EE 믹서가 담지 못하는 것(커널 크기, 기본값, 밴드 이름과 유형)을 가져오기용으로 보관합니다.&lt;br&gt;로그 끝에는 TensorFlow에서 파일을 읽기 위한 featuresDict가 있습니다(FEATURES_DICT 출력도 마찬가지).&lt;br&gt;&lt;br&gt;&lt;b&gt;학습 세트&lt;/b&gt;: &lt;b&gt;레이블 레이어&lt;/b&gt;(폴리곤, 라인 또는 포인트)를 GDAL로 내보내기 그리드에 구워 모든 레코드의 밴드 하나, 즉 레이블 밴드(int64)로 만듭니다: 필드 값(텍스트 필드의 텍스트는 정렬 순서대로 1, 2, ...) 또는 레이블 값. 피처가 없는 곳과 이미지 밴드가 마스크 처리된 곳은 어떤 클래스에도 없는 레이블 nodata(모든 클래스가 1 이상이면 0)를 가집니다. &lt;b&gt;분할&lt;/b&gt;(예: train=0.8,val=0.1,test=0.1)은 N x N 패치 블록 전체를 시드에 따라 한 세트에 배정하므로 커널 여백을 공유하는 이웃이 함께 남습니다. 각 세트는 자체 접두사(PREFIX-train-00000.tfrecord.gz, ...)로 기록되며, 전체 그리드의 믹서와 레코드 위치를 담은 PREFIX-train-index.json이 함께 기록됩니다. &lt;b&gt;샘플링&lt;/b&gt;은 레이블이 최소 레이블 비율 이상을 덮는 패치를 유지하고, 레이블이 없는 패치는 음성 비율만큼 시드에 따라 유지합니다. 유지된 패치, 음성 패치, 세트 크기, 세트별 클래스별 픽셀 수는 로그, 결과, 사이드카에 있습니다. 압축하지 않은 파일 옆에는 &lt;b&gt;.tfindex&lt;/b&gt; 파일(PyTorch tfrecord 패키지용)을 기록할 수 있습니다.</translation>
    </message>
    <message>
      <source>Blocks of N x N patches go wholly to one set, so neighbouring patches, whose kernel margins overlap, never land in different sets.</source>
      <translation type="vanished">N x N 패치 블록은 통째로 한 세트에 들어가므로, 커널 여백이 겹치는 이웃 패치가 서로 다른 세트에 들어가지 않습니다.</translation>
    </message>
    <message>
      <source>Makes segmentation training sets from raster layers and polygons drawn over them: the rasters are cut into patches (their bands stacked), the polygons are burnt onto the same grid as one more band of every record, the label band (a text class field's texts become classes 1, 2, ... in sorted order; where no polygon lies, and where the image is masked, the label is 0, no class), and whole blocks of patches are dealt to the sets (train=0.8,val=0.2 by default), so that neighbouring patches never land in different sets. A model of one step: tfrecord:exportimage with a label layer and splits; for sampling or other options, open its file (resources/models in the plugin's folder) in the Model Builder, or run tfrecord:exportimage itself.&lt;br&gt;&lt;b&gt;Output&lt;/b&gt;: in the folder, for each set, PREFIX-train-00000.tfrecord.gz, ... (or .tfrecord with .tfindex files for PyTorch), PREFIX-train-mixer.json (the full grid) and PREFIX-train-index.json (where the set's records lie on it); and PREFIX-sidecar.json, whose "labels" are the class table that tfrecord:classmapfrompredictions takes to turn predictions back into a named class map. The log lists the classes, the patches of each set and the pixels of each class in each set, and the featuresDict to read the records in TensorFlow.</source>
      <translation type="vanished">래스터 레이어와 그 위에 그린 폴리곤으로 분할(segmentation) 학습 세트를 만듭니다: 래스터는 패치로 잘리고(밴드는 쌓임), 폴리곤은 같은 그리드에 구워져 모든 레코드의 밴드 하나, 레이블 밴드가 됩니다(텍스트 클래스 필드의 텍스트는 정렬 순서대로 클래스 1, 2, ...가 됨. 폴리곤이 없는 곳과 이미지가 마스크 처리된 곳의 레이블은 0, 클래스 없음). 패치는 블록 단위로 통째로 세트에 배분되므로(기본값 train=0.8,val=0.2) 이웃한 패치가 서로 다른 세트에 들어가지 않습니다. 단계 하나짜리 모델: 레이블 레이어와 분할을 쓰는 tfrecord:exportimage. 샘플링이나 다른 옵션이 필요하면 모델 파일(플러그인 폴더의 resources/models)을 모델 빌더에서 열거나 tfrecord:exportimage를 직접 실행하세요.&lt;br&gt;&lt;b&gt;출력&lt;/b&gt;: 폴더 안에 세트마다 PREFIX-train-00000.tfrecord.gz, ...(또는 PyTorch용 .tfindex 파일과 함께 .tfrecord), PREFIX-train-mixer.json(전체 그리드)과 PREFIX-train-index.json(세트의 레코드가 그리드의 어디에 있는지), 그리고 PREFIX-sidecar.json이 기록됩니다. 사이드카의 "labels"는 tfrecord:classmapfrompredictions가 예측을 이름 붙은 클래스 지도로 되돌릴 때 쓰는 클래스 표입니다. 로그에는 클래스, 세트마다의 패치 수, 세트마다 각 클래스의 픽셀 수, 그리고 TensorFlow에서 레코드를 읽기 위한 featuresDict가 나옵니다.</translation>
    </message>
    <message>
      <source>Blocks of N x N patches go wholly to one set, so neighbouring patches, whose kernel margins overlap, never land in different sets. A small scene needs small blocks (or small patches) to have enough blocks to deal.</source>
      <translation type="vanished">N x N 패치의 블록은 통째로 한 세트에 들어가므로, 커널 여백이 겹치는 이웃 패치가 서로 다른 세트에 들어가지 않습니다. 작은 장면은 배분할 블록이 충분하도록 작은 블록(또는 작은 패치)이 필요합니다.</translation>
    </message>
    <message>
      <source>Turns a segmentation model's predictions, made from the patches of a training export, into a class map on the export's grid, named and coloured after the export's classes and styled when it is added to the map (NAME.qml beside it). A model of one step: tfrecord:importimage with a class table.&lt;br&gt;&lt;b&gt;Prediction files&lt;/b&gt;: the TFRecords the model wrote, one record per patch of the export, in order. &lt;b&gt;Mixer&lt;/b&gt;: the export's PREFIX-mixer.json (or a set's PREFIX-train-index.json); empty: the one beside the predictions. &lt;b&gt;Class table&lt;/b&gt;: the training export's PREFIX-sidecar.json (its "labels" list the classes drawn from the polygons) or a CSV of value,name[,color].&lt;br&gt;Predictions of one band a class become the class of the greatest band: band i (in the order of the features, then of a feature's depth) is the table's i-th class; with one band more than classes the first is the label nodata (unlabelled pixels), drawn as nodata. One band of class numbers is taken as it is. Without a class table, choose the argmax: the classes are then 1..n named after the bands.</source>
      <translation type="vanished">학습 내보내기의 패치로 만든 분할 모델의 예측을, 내보내기의 클래스에 따라 이름과 색을 붙이고 지도에 추가할 때 스타일이 적용되는(옆에 NAME.qml) 내보내기 그리드 위의 클래스 지도로 바꿉니다. 단계 하나짜리 모델: 클래스 표를 쓰는 tfrecord:importimage.&lt;br&gt;&lt;b&gt;예측 파일&lt;/b&gt;: 모델이 기록한 TFRecord, 내보내기의 패치마다 레코드 하나씩 순서대로. &lt;b&gt;믹서&lt;/b&gt;: 내보내기의 PREFIX-mixer.json(또는 세트의 PREFIX-train-index.json). 비어 있으면 예측 옆의 것. &lt;b&gt;클래스 표&lt;/b&gt;: 학습 내보내기의 PREFIX-sidecar.json(그 "labels"에 폴리곤에서 그린 클래스가 있음) 또는 value,name[,color] CSV.&lt;br&gt;클래스마다 밴드 하나인 예측은 가장 큰 밴드의 클래스가 됩니다: 밴드 i(특성 순서, 그다음 특성의 깊이 순서)는 표의 i번째 클래스입니다. 밴드가 클래스보다 하나 더 많으면 첫 밴드는 레이블 nodata(레이블이 없는 픽셀)이며 nodata로 그려집니다. 클래스 번호로 된 단일 밴드는 그대로 사용합니다. 클래스 표가 없으면 argmax를 선택하세요: 클래스는 밴드 이름을 딴 1..n이 됩니다.</translation>
    </message>
    <message>
      <source>Mosaics the TFRecord files of an image export, or a model's predictions made from one, back into a georeferenced GeoTIFF on the export's grid, using the export's mixer JSON (its CRS, affine and patch layout). Records continue across the files in the order listed (a list out of the order of the numbers in the names stops with both orders named); in a folder, shard numbers sort as numbers (pred-2 before pred-10). Plain and GZIP files both work, Earth Engine's own exports included.&lt;br&gt;&lt;b&gt;Input&lt;/b&gt;: choose the TFRecord files, or the export's &lt;i&gt;folder&lt;/i&gt; and &lt;i&gt;prefix&lt;/i&gt; (PREFIX-00000.tfrecord.gz, ...). The mixer (PREFIX-mixer.json) is found beside the files unless chosen; an index sidecar (PREFIX-index.json, written when patches were dropped) works too, and the patches it leaves out become nodata.&lt;br&gt;&lt;b&gt;Records&lt;/b&gt;: each record is one patch and each feature becomes a band; a feature holding depth times the tile's pixels becomes &lt;i&gt;depth&lt;/i&gt; bands (NAME_1, NAME_2, ...). Float, int64 and bytes (8-bit pixels) lists are read. If there are as many records as pixels of all tiles, each record is one pixel (per-pixel predictions), pixels row-major within each tile.&lt;br&gt;&lt;b&gt;Kernel size&lt;/b&gt;: kernel margins (kernelSize // 2 on each side) are cropped away. The kernel is inferred from the value counts (a square one first; one that is not square when only it fits), as the import dialog previews it; give the kernel size the export used ('kx,ky' or one number) when a count could mean more than one (the error lists the readings). Features holding only the patch core (a model that predicts no margins) are taken as they are.&lt;br&gt;&lt;b&gt;Features&lt;/b&gt;: a comma-separated list picks bands and their order; by default every feature whose values fit the patch becomes a band.&lt;br&gt;&lt;b&gt;Data type&lt;/b&gt;: by default float lists give Float32, int64 lists Int32 (Float64 if they do not fit), bytes Byte.&lt;br&gt;&lt;b&gt;Export sidecar&lt;/b&gt;: our exports write PREFIX-sidecar.json beside the mixer; when it is there its kernelSize is used (unless one is given), a feature holding several bands gets their names, and, when the export's own features are loaded, the pixels it masked (defaultValue) are nodata.&lt;br&gt;&lt;b&gt;Display&lt;/b&gt;: one band within 0..1 is shown with a colour ramp, partly transparent; one band of a few whole numbers as classes; others as QGIS shows them.</source>
      <translation type="vanished">이미지 내보내기의 TFRecord 파일, 또는 그로부터 만든 모델의 예측을 내보내기의 믹서 JSON(CRS, 아핀 변환, 패치 배치)을 사용하여 내보내기 그리드 위의 지리 참조된 GeoTIFF로 다시 모자이크합니다. 레코드는 나열된 순서대로 파일을 넘어 이어집니다(이름의 번호 순서와 다른 목록은 두 순서를 모두 알리며 중단됩니다). 폴더에서는 샤드 번호가 숫자로 정렬됩니다(pred-2가 pred-10보다 먼저). 일반 파일과 GZIP 파일 모두 되며, Earth Engine 자체의 내보내기도 포함됩니다.&lt;br&gt;&lt;b&gt;입력&lt;/b&gt;: TFRecord 파일을 선택하거나, 내보내기의 &lt;i&gt;폴더&lt;/i&gt;와 &lt;i&gt;접두사&lt;/i&gt;(PREFIX-00000.tfrecord.gz, ...)를 지정합니다. 믹서(PREFIX-mixer.json)는 선택하지 않으면 파일 옆에서 찾습니다. 인덱스 사이드카(PREFIX-index.json, 패치가 삭제되었을 때 기록됨)도 되며, 빠진 패치는 nodata가 됩니다.&lt;br&gt;&lt;b&gt;레코드&lt;/b&gt;: 각 레코드는 하나의 패치이고 각 특성은 밴드가 됩니다. 타일 픽셀 수의 depth배를 담은 특성은 &lt;i&gt;depth&lt;/i&gt;개의 밴드(NAME_1, NAME_2, ...)가 됩니다. float, int64, 바이트(8비트 픽셀) 목록을 읽습니다. 레코드 수가 모든 타일의 픽셀 수와 같으면 각 레코드는 하나의 픽셀이며(픽셀별 예측), 각 타일 안에서 행 우선 순서입니다.&lt;br&gt;&lt;b&gt;커널 크기&lt;/b&gt;: 커널 여백(양쪽에 kernelSize // 2)은 잘려 나갑니다. 커널은 가져오기 대화상자가 미리 보여주듯 값 개수에서 추론됩니다(정사각형 커널 먼저; 그것만 맞을 때는 정사각형이 아닌 커널). 개수가 여러 뜻일 수 있으면 내보내기에 사용한 커널 크기('kx,ky' 또는 숫자 하나)를 지정하세요(오류에 가능한 해석이 나열됨). 패치 중심부만 담은 특성(여백을 예측하지 않는 모델)은 그대로 사용합니다.&lt;br&gt;&lt;b&gt;특성&lt;/b&gt;: 쉼표로 구분한 목록이 밴드와 순서를 고릅니다. 기본적으로 값이 패치에 맞는 모든 특성이 밴드가 됩니다.&lt;br&gt;&lt;b&gt;데이터 유형&lt;/b&gt;: 기본적으로 float 목록은 Float32, int64 목록은 Int32(맞지 않으면 Float64), 바이트는 Byte가 됩니다.&lt;br&gt;&lt;b&gt;내보내기 사이드카&lt;/b&gt;: 이 플러그인의 내보내기는 믹서 옆에 PREFIX-sidecar.json을 기록합니다. 있으면 그 kernelSize를 사용하고(지정하지 않은 경우), 여러 밴드를 담은 특성은 밴드 이름을 얻으며, 내보내기 자체의 특성을 불러올 때 내보내기가 마스크 처리한 픽셀(defaultValue)은 nodata가 됩니다.&lt;br&gt;&lt;b&gt;표시&lt;/b&gt;: 0..1 범위의 단일 밴드는 부분적으로 투명한 색상 램프로, 몇 개의 정수로 된 단일 밴드는 클래스로, 나머지는 QGIS 기본 방식으로 표시합니다.</translation>
    </message>
    <message>
      <source>Cuts raster layers into patches and writes them as TFRecord files of tf.train.Example (or SequenceExample) records, with the "mixer" JSON that georeferences them, exactly as Google Earth Engine's Export.image with fileFormat 'TFRecord' does.&lt;br&gt;&lt;br&gt;&lt;b&gt;Input layers&lt;/b&gt;: their bands are stacked in order; layers must cover the same place, and are warped to the export grid when they are not on it. &lt;b&gt;Array layers&lt;/b&gt;: each becomes one array band named after the layer, whose per-pixel array is the layer's band values (e.g. a time series).&lt;br&gt;&lt;b&gt;Band names&lt;/b&gt;: comma list; default the band descriptions, else b1, b2, ...&lt;br&gt;&lt;b&gt;Extent, target CRS, pixel size&lt;/b&gt;: the export grid; default the first layer's grid.&lt;br&gt;&lt;b&gt;Patch dimensions&lt;/b&gt; (width,height) and &lt;b&gt;kernel size&lt;/b&gt;: each record holds a patch plus floor(kernel/2) real neighbouring pixels on each side.&lt;br&gt;&lt;b&gt;Max file size&lt;/b&gt;: bytes per file before compression; files are named PREFIX-00000.tfrecord.gz, ... (an empty prefix: 00000.tfrecord.gz, ..., mixer.json and sidecar.json; one ending in '/': a subfolder of that name). A run writes all its files or none, replacing an earlier export with that prefix only when it succeeds.&lt;br&gt;&lt;b&gt;GZIP compression level&lt;/b&gt;: 0-9, default 6 (zlib's, as EE); the files read the same at any level. Levels 1-3 are fastest, above all with the isal package installed (README).&lt;br&gt;&lt;b&gt;Default value&lt;/b&gt;: written in every band of a pixel masked in any band (nodata, mask or outside).&lt;br&gt;&lt;b&gt;Tensor depths&lt;/b&gt;: {"arrayBand": depth} (or band:depth,...), required for array bands unless sequence data.&lt;br&gt;&lt;b&gt;Sequence data&lt;/b&gt;: one SequenceExample per pixel (scalar bands in the context, array bands as feature lists). &lt;b&gt;Collapse bands&lt;/b&gt;: one feature named after the first band holding every band.&lt;br&gt;&lt;b&gt;Masked threshold&lt;/b&gt;: the largest fraction of masked pixels a patch may have; below 1, EE writes no mixer, and we write PREFIX-index.json listing the kept patches.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: paste the JSON used in EE; it overrides the single options.&lt;br&gt;An export whose layers leave no pixel of the region unmasked (rasters that do not overlap, an extent outside them) stops before writing; wholly masked patches are counted in the log and in MASKED_PATCH_COUNT, and written as EE writes them. Beside the mixer, PREFIX-sidecar.json keeps what EE's mixer cannot (kernel size, default value, band names and types), for the import.&lt;br&gt;The log ends with the featuresDict to read the files in TensorFlow (also the FEATURES_DICT output).</source>
      <translation type="vanished">래스터 레이어를 패치로 자르고, 이를 지리 참조하는 '믹서' JSON과 함께 tf.train.Example(또는 SequenceExample) 레코드의 TFRecord 파일로 기록합니다. Google Earth Engine의 Export.image가 fileFormat 'TFRecord'로 하는 것과 정확히 같습니다.&lt;br&gt;&lt;br&gt;&lt;b&gt;입력 레이어&lt;/b&gt;: 밴드가 순서대로 쌓입니다. 레이어는 같은 장소를 포함해야 하며, 내보내기 그리드에 있지 않으면 그리드로 재투영됩니다. &lt;b&gt;배열 레이어&lt;/b&gt;: 각각 레이어 이름을 딴 하나의 배열 밴드가 되며, 픽셀별 배열은 레이어의 밴드 값입니다(예: 시계열).&lt;br&gt;&lt;b&gt;밴드 이름&lt;/b&gt;: 쉼표 목록. 기본값은 밴드 설명, 없으면 b1, b2, ...&lt;br&gt;&lt;b&gt;범위, 대상 CRS, 픽셀 크기&lt;/b&gt;: 내보내기 그리드. 기본값은 첫 번째 레이어의 그리드입니다.&lt;br&gt;&lt;b&gt;패치 크기&lt;/b&gt;(너비,높이)와 &lt;b&gt;커널 크기&lt;/b&gt;: 각 레코드는 패치와 함께 양쪽에 floor(kernel/2)개의 실제 인접 픽셀을 담습니다.&lt;br&gt;&lt;b&gt;최대 파일 크기&lt;/b&gt;: 압축 전 파일당 바이트. 파일 이름은 PREFIX-00000.tfrecord.gz, ... 입니다(빈 접두사: 00000.tfrecord.gz, ..., mixer.json, sidecar.json; '/'로 끝나는 접두사: 그 이름의 하위 폴더). 실행은 모든 파일을 기록하거나 아무것도 기록하지 않으며, 같은 접두사의 이전 내보내기는 성공했을 때만 대체됩니다.&lt;br&gt;&lt;b&gt;GZIP 압축 수준&lt;/b&gt;: 0-9, 기본값 6(EE와 같은 zlib의 기본값). 어느 수준이든 파일은 똑같이 읽힙니다. 1-3 수준이 가장 빠르며, isal 패키지가 설치되어 있으면 특히 빠릅니다(README).&lt;br&gt;&lt;b&gt;기본값&lt;/b&gt;: 어느 밴드에서든 마스크 처리된 픽셀의 모든 밴드에 기록됩니다(nodata, 마스크 또는 범위 밖).&lt;br&gt;&lt;b&gt;텐서 깊이&lt;/b&gt;: {"arrayBand": depth}(또는 band:depth,...). 시퀀스 데이터가 아니면 배열 밴드에 필요합니다.&lt;br&gt;&lt;b&gt;시퀀스 데이터&lt;/b&gt;: 픽셀당 하나의 SequenceExample(스칼라 밴드는 컨텍스트에, 배열 밴드는 특성 목록으로). &lt;b&gt;밴드 축소&lt;/b&gt;: 첫 번째 밴드 이름을 딴 하나의 특성에 모든 밴드를 담습니다.&lt;br&gt;&lt;b&gt;마스크 임계값&lt;/b&gt;: 패치가 가질 수 있는 마스크 처리된 픽셀의 최대 비율. 1 미만이면 EE는 믹서를 기록하지 않으며, 이 플러그인은 유지된 패치를 나열하는 PREFIX-index.json을 기록합니다.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: EE에서 사용한 JSON을 붙여넣습니다. 개별 옵션보다 우선합니다.&lt;br&gt;레이어가 영역의 어떤 픽셀도 마스크 없이 남기지 않는 내보내기(겹치지 않는 래스터, 래스터 밖의 범위)는 기록 전에 중단됩니다. 완전히 마스크 처리된 패치는 로그와 MASKED_PATCH_COUNT에 집계되고 EE처럼 기록됩니다. 믹서 옆의 PREFIX-sidecar.json은 EE 믹서가 담지 못하는 것(커널 크기, 기본값, 밴드 이름과 유형)을 가져오기용으로 보관합니다.&lt;br&gt;로그 끝에는 TensorFlow에서 파일을 읽기 위한 featuresDict가 있습니다(FEATURES_DICT 출력도 마찬가지).</translation>
    </message>
    <message>
      <source>Mixer (or index sidecar) path</source>
      <translation type="vanished">믹서(또는 인덱스 사이드카) 경로</translation>
    </message>
    <message>
      <source>Writes one tf.train.Example per point: a patch of the raster layers around the point, one feature per band exactly as &lt;i&gt;Export raster to TFRecord patches&lt;/i&gt; writes a patch, followed by the chosen point attributes (e.g. the label) as extra features, converted as &lt;i&gt;Export vector layer to TFRecord&lt;/i&gt; converts them (a NULL attribute is left out of that record). This is the training set of neighbourhood arrays Earth Engine users sample at points for U-Nets.&lt;br&gt;&lt;br&gt;&lt;b&gt;Input layers&lt;/b&gt;: their bands are stacked in order on the first layer's grid (other layers are warped to it). Points are transformed into that grid's CRS; multipoints give one patch per point.&lt;br&gt;&lt;b&gt;Patch dimensions&lt;/b&gt; (width,height): the patch is centred on the pixel that contains the point: its top-left pixel is (column - width // 2, row - height // 2), so with an even size the centre is the pixel right of and below the middle. &lt;b&gt;Kernel size&lt;/b&gt; adds floor(kernel/2) real neighbouring pixels on each side.&lt;br&gt;&lt;b&gt;Patches crossing the raster edge&lt;/b&gt;: written with the pixels outside the rasters masked, or skipped. Points with no geometry, or whose centre pixel is outside the rasters, are always skipped with a warning and counted in SKIPPED.&lt;br&gt;&lt;b&gt;Point fields&lt;/b&gt;: attached to each record; none chosen: none.&lt;br&gt;&lt;b&gt;GZIP compression level&lt;/b&gt;: 0-9, default 6 (zlib's, as EE); the files read the same at any level. Levels 1-3 are fastest, above all with the isal package installed (README).&lt;br&gt;&lt;b&gt;Default value&lt;/b&gt;: written in every band of a pixel masked in any band (nodata, mask or outside). &lt;b&gt;Value type&lt;/b&gt;: float32 everywhere (Earth Engine) or native types, for bands and attributes.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: the JSON of an EE export may be pasted; it overrides the options above. Its maskedThreshold skips points whose patch core has a larger share of masked pixels (counted in SKIPPED); sequenceData is refused, as a per-pixel record cannot carry the point's attributes.&lt;br&gt;Files are named PREFIX-00000.tfrecord.gz, ... (an empty prefix: 00000.tfrecord.gz, ...); no mixer is written, as the patches do not tile a grid. The log ends with the featuresDict to read the files in TensorFlow.</source>
      <translation type="vanished">포인트당 하나의 tf.train.Example을 기록합니다: 포인트 주변 래스터 레이어의 패치(&lt;i&gt;래스터를 TFRecord 패치로 내보내기&lt;/i&gt;가 패치를 기록하듯 밴드당 하나의 특성)와 그 뒤에 선택한 포인트 속성(예: 레이블)을 추가 특성으로 담으며, &lt;i&gt;벡터 레이어를 TFRecord로 내보내기&lt;/i&gt;처럼 변환합니다(NULL 속성은 그 레코드에서 빠집니다). Earth Engine 사용자가 U-Net용으로 포인트에서 샘플링하는 이웃 배열 학습 세트입니다.&lt;br&gt;&lt;br&gt;&lt;b&gt;입력 레이어&lt;/b&gt;: 밴드가 첫 번째 레이어의 그리드에 순서대로 쌓입니다(다른 레이어는 그리드로 재투영됨). 포인트는 그 그리드의 CRS로 변환되며, 멀티포인트는 포인트마다 하나의 패치를 만듭니다.&lt;br&gt;&lt;b&gt;패치 크기&lt;/b&gt;(너비,높이): 패치는 포인트를 포함하는 픽셀을 중심으로 합니다. 왼쪽 위 픽셀은 (column - width // 2, row - height // 2)이므로 크기가 짝수이면 중심은 가운데의 오른쪽 아래 픽셀입니다. &lt;b&gt;커널 크기&lt;/b&gt;는 양쪽에 floor(kernel/2)개의 실제 인접 픽셀을 더합니다.&lt;br&gt;&lt;b&gt;래스터 가장자리를 넘는 패치&lt;/b&gt;: 래스터 밖의 픽셀을 마스크 처리하여 기록하거나 건너뜁니다. 지오메트리가 없거나 중심 픽셀이 래스터 밖인 포인트는 항상 경고와 함께 건너뛰며 SKIPPED에 집계됩니다.&lt;br&gt;&lt;b&gt;포인트 필드&lt;/b&gt;: 각 레코드에 첨부됩니다. 선택하지 않으면 없음.&lt;br&gt;&lt;b&gt;GZIP 압축 수준&lt;/b&gt;: 0-9, 기본값 6(EE와 같은 zlib의 기본값). 어느 수준이든 파일은 똑같이 읽힙니다. 1-3 수준이 가장 빠르며, isal 패키지가 설치되어 있으면 특히 빠릅니다(README).&lt;br&gt;&lt;b&gt;기본값&lt;/b&gt;: 어느 밴드에서든 마스크 처리된 픽셀의 모든 밴드에 기록됩니다(nodata, 마스크 또는 범위 밖). &lt;b&gt;값 유형&lt;/b&gt;: 밴드와 속성 모두 float32(Earth Engine) 또는 원래 유형.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: EE 내보내기의 JSON을 붙여넣을 수 있으며 위 옵션보다 우선합니다. 그 maskedThreshold는 패치 중심부의 마스크 처리된 픽셀 비율이 더 큰 포인트를 건너뜁니다(SKIPPED에 집계). 픽셀별 레코드는 포인트의 속성을 담을 수 없으므로 sequenceData는 거부됩니다.&lt;br&gt;파일 이름은 PREFIX-00000.tfrecord.gz, ... 입니다(빈 접두사: 00000.tfrecord.gz, ...). 패치가 그리드를 타일로 덮지 않으므로 믹서는 기록되지 않습니다. 로그 끝에는 TensorFlow에서 파일을 읽기 위한 featuresDict가 있습니다.</translation>
    </message>
    <message>
      <source>Cuts raster layers into patches and writes them as TFRecord files of tf.train.Example (or SequenceExample) records, with the "mixer" JSON that georeferences them, exactly as Google Earth Engine's Export.image with fileFormat 'TFRecord' does.&lt;br&gt;&lt;br&gt;&lt;b&gt;Input layers&lt;/b&gt;: their bands are stacked in order; layers must cover the same place, and are warped to the export grid when they are not on it. &lt;b&gt;Array layers&lt;/b&gt;: each becomes one array band named after the layer, whose per-pixel array is the layer's band values (e.g. a time series).&lt;br&gt;&lt;b&gt;Band names&lt;/b&gt;: comma list; default the band descriptions, else b1, b2, ...&lt;br&gt;&lt;b&gt;Extent, target CRS, pixel size&lt;/b&gt;: the export grid; default the first layer's grid.&lt;br&gt;&lt;b&gt;Patch dimensions&lt;/b&gt; (width,height) and &lt;b&gt;kernel size&lt;/b&gt;: each record holds a patch plus floor(kernel/2) real neighbouring pixels on each side.&lt;br&gt;&lt;b&gt;Max file size&lt;/b&gt;: bytes per file before compression; files are named PREFIX-00000.tfrecord.gz, ... (an empty prefix: 00000.tfrecord.gz, ..., mixer.json and sidecar.json; one ending in '/': a subfolder of that name). A run writes all its files or none, replacing an earlier export with that prefix only when it succeeds.&lt;br&gt;&lt;b&gt;Default value&lt;/b&gt;: written in every band of a pixel masked in any band (nodata, mask or outside).&lt;br&gt;&lt;b&gt;Tensor depths&lt;/b&gt;: {"arrayBand": depth} (or band:depth,...), required for array bands unless sequence data.&lt;br&gt;&lt;b&gt;Sequence data&lt;/b&gt;: one SequenceExample per pixel (scalar bands in the context, array bands as feature lists). &lt;b&gt;Collapse bands&lt;/b&gt;: one feature named after the first band holding every band.&lt;br&gt;&lt;b&gt;Masked threshold&lt;/b&gt;: the largest fraction of masked pixels a patch may have; below 1, EE writes no mixer, and we write PREFIX-index.json listing the kept patches.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: paste the JSON used in EE; it overrides the single options.&lt;br&gt;An export whose layers leave no pixel of the region unmasked (rasters that do not overlap, an extent outside them) stops before writing; wholly masked patches are counted in the log and in MASKED_PATCH_COUNT, and written as EE writes them. Beside the mixer, PREFIX-sidecar.json keeps what EE's mixer cannot (kernel size, default value, band names and types), for the import.&lt;br&gt;The log ends with the featuresDict to read the files in TensorFlow (also the FEATURES_DICT output).</source>
      <translation type="vanished">래스터 레이어를 패치로 자르고, 이를 지리 참조하는 '믹서' JSON과 함께 tf.train.Example(또는 SequenceExample) 레코드의 TFRecord 파일로 기록합니다. Google Earth Engine의 Export.image가 fileFormat 'TFRecord'로 하는 것과 정확히 같습니다.&lt;br&gt;&lt;br&gt;&lt;b&gt;입력 레이어&lt;/b&gt;: 밴드가 순서대로 쌓입니다. 레이어는 같은 장소를 포함해야 하며, 내보내기 그리드에 있지 않으면 그리드로 재투영됩니다. &lt;b&gt;배열 레이어&lt;/b&gt;: 각각 레이어 이름을 딴 하나의 배열 밴드가 되며, 픽셀별 배열은 레이어의 밴드 값입니다(예: 시계열).&lt;br&gt;&lt;b&gt;밴드 이름&lt;/b&gt;: 쉼표 목록. 기본값은 밴드 설명, 없으면 b1, b2, ...&lt;br&gt;&lt;b&gt;범위, 대상 CRS, 픽셀 크기&lt;/b&gt;: 내보내기 그리드. 기본값은 첫 번째 레이어의 그리드입니다.&lt;br&gt;&lt;b&gt;패치 크기&lt;/b&gt;(너비,높이)와 &lt;b&gt;커널 크기&lt;/b&gt;: 각 레코드는 패치와 함께 양쪽에 floor(kernel/2)개의 실제 인접 픽셀을 담습니다.&lt;br&gt;&lt;b&gt;최대 파일 크기&lt;/b&gt;: 압축 전 파일당 바이트. 파일 이름은 PREFIX-00000.tfrecord.gz, ... 입니다(빈 접두사: 00000.tfrecord.gz, ..., mixer.json, sidecar.json; '/'로 끝나는 접두사: 그 이름의 하위 폴더). 실행은 모든 파일을 기록하거나 아무것도 기록하지 않으며, 같은 접두사의 이전 내보내기는 성공했을 때만 대체됩니다.&lt;br&gt;&lt;b&gt;기본값&lt;/b&gt;: 어느 밴드에서든 마스크 처리된 픽셀의 모든 밴드에 기록됩니다(nodata, 마스크 또는 범위 밖).&lt;br&gt;&lt;b&gt;텐서 깊이&lt;/b&gt;: {"arrayBand": depth}(또는 band:depth,...). 시퀀스 데이터가 아니면 배열 밴드에 필요합니다.&lt;br&gt;&lt;b&gt;시퀀스 데이터&lt;/b&gt;: 픽셀당 하나의 SequenceExample(스칼라 밴드는 컨텍스트에, 배열 밴드는 특성 목록으로). &lt;b&gt;밴드 축소&lt;/b&gt;: 첫 번째 밴드 이름을 딴 하나의 특성에 모든 밴드를 담습니다.&lt;br&gt;&lt;b&gt;마스크 임계값&lt;/b&gt;: 패치가 가질 수 있는 마스크 처리된 픽셀의 최대 비율. 1 미만이면 EE는 믹서를 기록하지 않으며, 이 플러그인은 유지된 패치를 나열하는 PREFIX-index.json을 기록합니다.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: EE에서 사용한 JSON을 붙여넣습니다. 개별 옵션보다 우선합니다.&lt;br&gt;레이어가 영역의 어떤 픽셀도 마스크 없이 남기지 않는 내보내기(겹치지 않는 래스터, 래스터 밖의 범위)는 기록 전에 중단됩니다. 완전히 마스크 처리된 패치는 로그와 MASKED_PATCH_COUNT에 집계되고 EE처럼 기록됩니다. 믹서 옆의 PREFIX-sidecar.json은 EE 믹서가 담지 못하는 것(커널 크기, 기본값, 밴드 이름과 유형)을 가져오기용으로 보관합니다.&lt;br&gt;로그 끝에는 TensorFlow에서 파일을 읽기 위한 featuresDict가 있습니다(FEATURES_DICT 출력도 마찬가지).</translation>
    </message>
    <message>
      <source>Writes one tf.train.Example per point: a patch of the raster layers around the point, one feature per band exactly as &lt;i&gt;Export raster to TFRecord patches&lt;/i&gt; writes a patch, followed by the chosen point attributes (e.g. the label) as extra features, converted as &lt;i&gt;Export vector layer to TFRecord&lt;/i&gt; converts them (a NULL attribute is left out of that record). This is the training set of neighbourhood arrays Earth Engine users sample at points for U-Nets.&lt;br&gt;&lt;br&gt;&lt;b&gt;Input layers&lt;/b&gt;: their bands are stacked in order on the first layer's grid (other layers are warped to it). Points are transformed into that grid's CRS; multipoints give one patch per point.&lt;br&gt;&lt;b&gt;Patch dimensions&lt;/b&gt; (width,height): the patch is centred on the pixel that contains the point: its top-left pixel is (column - width // 2, row - height // 2), so with an even size the centre is the pixel right of and below the middle. &lt;b&gt;Kernel size&lt;/b&gt; adds floor(kernel/2) real neighbouring pixels on each side.&lt;br&gt;&lt;b&gt;Patches crossing the raster edge&lt;/b&gt;: written with the pixels outside the rasters masked, or skipped. Points with no geometry, or whose centre pixel is outside the rasters, are always skipped with a warning and counted in SKIPPED.&lt;br&gt;&lt;b&gt;Point fields&lt;/b&gt;: attached to each record; none chosen: none.&lt;br&gt;&lt;b&gt;Default value&lt;/b&gt;: written in every band of a pixel masked in any band (nodata, mask or outside). &lt;b&gt;Value type&lt;/b&gt;: float32 everywhere (Earth Engine) or native types, for bands and attributes.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: the JSON of an EE export may be pasted; it overrides the options above. Its maskedThreshold skips points whose patch core has a larger share of masked pixels (counted in SKIPPED); sequenceData is refused, as a per-pixel record cannot carry the point's attributes.&lt;br&gt;Files are named PREFIX-00000.tfrecord.gz, ... (an empty prefix: 00000.tfrecord.gz, ...); no mixer is written, as the patches do not tile a grid. The log ends with the featuresDict to read the files in TensorFlow.</source>
      <translation type="vanished">포인트당 하나의 tf.train.Example을 기록합니다: 포인트 주변 래스터 레이어의 패치(&lt;i&gt;래스터를 TFRecord 패치로 내보내기&lt;/i&gt;가 패치를 기록하듯 밴드당 하나의 특성)와 그 뒤에 선택한 포인트 속성(예: 레이블)을 추가 특성으로 담으며, &lt;i&gt;벡터 레이어를 TFRecord로 내보내기&lt;/i&gt;처럼 변환합니다(NULL 속성은 그 레코드에서 빠집니다). Earth Engine 사용자가 U-Net용으로 포인트에서 샘플링하는 이웃 배열 학습 세트입니다.&lt;br&gt;&lt;br&gt;&lt;b&gt;입력 레이어&lt;/b&gt;: 밴드가 첫 번째 레이어의 그리드에 순서대로 쌓입니다(다른 레이어는 그리드로 재투영됨). 포인트는 그 그리드의 CRS로 변환되며, 멀티포인트는 포인트마다 하나의 패치를 만듭니다.&lt;br&gt;&lt;b&gt;패치 크기&lt;/b&gt;(너비,높이): 패치는 포인트를 포함하는 픽셀을 중심으로 합니다. 왼쪽 위 픽셀은 (column - width // 2, row - height // 2)이므로 크기가 짝수이면 중심은 가운데의 오른쪽 아래 픽셀입니다. &lt;b&gt;커널 크기&lt;/b&gt;는 양쪽에 floor(kernel/2)개의 실제 인접 픽셀을 더합니다.&lt;br&gt;&lt;b&gt;래스터 가장자리를 넘는 패치&lt;/b&gt;: 래스터 밖의 픽셀을 마스크 처리하여 기록하거나 건너뜁니다. 지오메트리가 없거나 중심 픽셀이 래스터 밖인 포인트는 항상 경고와 함께 건너뛰며 SKIPPED에 집계됩니다.&lt;br&gt;&lt;b&gt;포인트 필드&lt;/b&gt;: 각 레코드에 첨부됩니다. 선택하지 않으면 없음.&lt;br&gt;&lt;b&gt;기본값&lt;/b&gt;: 어느 밴드에서든 마스크 처리된 픽셀의 모든 밴드에 기록됩니다(nodata, 마스크 또는 범위 밖). &lt;b&gt;값 유형&lt;/b&gt;: 밴드와 속성 모두 float32(Earth Engine) 또는 원래 유형.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: EE 내보내기의 JSON을 붙여넣을 수 있으며 위 옵션보다 우선합니다. 그 maskedThreshold는 패치 중심부의 마스크 처리된 픽셀 비율이 더 큰 포인트를 건너뜁니다(SKIPPED에 집계). 픽셀별 레코드는 포인트의 속성을 담을 수 없으므로 sequenceData는 거부됩니다.&lt;br&gt;파일 이름은 PREFIX-00000.tfrecord.gz, ... 입니다(빈 접두사: 00000.tfrecord.gz, ...). 패치가 그리드를 타일로 덮지 않으므로 믹서는 기록되지 않습니다. 로그 끝에는 TensorFlow에서 파일을 읽기 위한 featuresDict가 있습니다.</translation>
    </message>
    <message>
      <source>shown as {style}</source>
      <translation type="vanished">{style}(으)로 표시</translation>
    </message>
    <message>
      <source> (a ramp over 0..1)</source>
      <translation type="vanished"> (0..1 범위의 램프)</translation>
    </message>
  </context>
</TS>
