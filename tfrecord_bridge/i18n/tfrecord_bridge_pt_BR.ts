<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
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
      <translation>o certificado do servidor não é confiável ({answer}): informe ao GDAL o certificado da autoridade que o emitiu (SSL_CERT_FILE ou CURL_CA_BUNDLE)</translation>
    </message>
    <message>
      <location filename="../core/base/failure_words.py" />
      <source>cannot connect to the server</source>
      <translation>não é possível conectar ao servidor</translation>
    </message>
    <message>
      <location filename="../core/base/failure_words.py" />
      <source>the credentials were refused (unknown key)</source>
      <translation>as credenciais foram recusadas (chave desconhecida)</translation>
    </message>
    <message>
      <location filename="../core/base/failure_words.py" />
      <source>access denied</source>
      <translation>acesso negado</translation>
    </message>
    <message>
      <location filename="../core/base/failure_words.py" />
      <source>the credentials were refused (wrong key or signature)</source>
      <translation>as credenciais foram recusadas (chave ou assinatura errada)</translation>
    </message>
    <message>
      <location filename="../core/base/failure_words.py" />
      <source>the bucket does not exist</source>
      <translation>o bucket não existe</translation>
    </message>
    <message>
      <location filename="../core/base/failure_words.py" />
      <source>the container does not exist</source>
      <translation>o contêiner não existe</translation>
    </message>
    <message>
      <location filename="../core/base/failure_words.py" />
      <source>no credentials were found: give them as GDAL takes them (AWS_*, AWS_PROFILE, GOOGLE_APPLICATION_CREDENTIALS, GS_*, AZURE_*)</source>
      <translation>nenhuma credencial foi encontrada: forneça-as como o GDAL as recebe (AWS_*, AWS_PROFILE, GOOGLE_APPLICATION_CREDENTIALS, GS_*, AZURE_*)</translation>
    </message>
    <message>
      <location filename="../core/base/failure_words.py" />
      <source>the credentials were refused (wrong secret)</source>
      <translation>as credenciais foram recusadas (segredo errado)</translation>
    </message>
    <message>
      <location filename="../core/base/failure_words.py" />
      <source>the credentials were refused (expired)</source>
      <translation>as credenciais foram recusadas (expiradas)</translation>
    </message>
    <message>
      <location filename="../core/base/failure_words.py" />
      <source>the server does not serve parts of a file (HTTP Range requests), which GDAL needs to read it where it is: copy the file to a local folder or a bucket first</source>
      <translation>o servidor não fornece partes de um arquivo (requisições HTTP Range), de que o GDAL precisa para lê-lo onde está: copie antes o arquivo para uma pasta local ou um bucket</translation>
    </message>
    <message>
      <location filename="../core/base/messages.py" />
      <source> or </source>
      <translation> ou </translation>
    </message>
    <message>
      <location filename="../core/base/messages.py" />
      <source> and </source>
      <translation> e </translation>
    </message>
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
        <numerusform>%n arquivo</numerusform>
        <numerusform>%n arquivos</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>%n records</source>
      <translation>
        <numerusform>%n registro</numerusform>
        <numerusform>%n registros</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>%n bands</source>
      <translation>
        <numerusform>%n banda</numerusform>
        <numerusform>%n bandas</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>bands {names}</source>
      <translation>
        <numerusform>banda {names}</numerusform>
        <numerusform>bandas {names}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>%n points</source>
      <translation>
        <numerusform>%n ponto</numerusform>
        <numerusform>%n pontos</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>%n columns</source>
      <translation>
        <numerusform>%n coluna</numerusform>
        <numerusform>%n colunas</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>%n rows</source>
      <translation>
        <numerusform>%n linha</numerusform>
        <numerusform>%n linhas</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>%n values</source>
      <translation>
        <numerusform>%n valor</numerusform>
        <numerusform>%n valores</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/base/messages.py" />
      <source>%n classes</source>
      <translation>
        <numerusform>%n classe</numerusform>
        <numerusform>%n classes</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>runs ONNX models: the predict algorithm needs it</source>
      <translation>executa modelos ONNX: o algoritmo predict precisa dele</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>the C CRC-32C: records checksummed at 13-16 GB/s (without it a numpy version, 25 MB/s to 7 GB/s by record size)</source>
      <translation>o CRC-32C em C: registros com checksum a 13-16 GB/s (sem ele, uma versão em numpy, de 25 MB/s a 7 GB/s conforme o tamanho do registro)</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>GZIP at levels 1-3 several times faster than zlib; GZIP records read at 2.6x Python's gzip</source>
      <translation>GZIP nos níveis 1-3 várias vezes mais rápido que o zlib; registros GZIP lidos a 2,6x a velocidade do gzip do Python</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>GZIP at about twice zlib's speed, files within 1% of zlib's (a GZIP export in a quarter of the CPU time); GZIP records read at 2x Python's gzip</source>
      <translation>GZIP a cerca do dobro da velocidade do zlib, arquivos a menos de 1% dos do zlib (uma exportação GZIP em um quarto do tempo de CPU); registros GZIP lidos a 2x a velocidade do gzip do Python</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>{name} is not installed ({gives}). In QGIS: Settings &gt; Options &gt; TFRecord Bridge, Install; or run {command}, then restart QGIS</source>
      <translation>{name} não está instalado ({gives}). No QGIS: Configurações &gt; Opções &gt; TFRecord Bridge, Instalar; ou execute {command} e reinicie o QGIS</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>Cannot run the Python {path} to install packages with: {error}</source>
      <translation>Não é possível executar o Python {path} para instalar pacotes: {error}</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>{path} is Python {found} of {found_prefix}, not the Python {ours} of {prefix} that runs the plugin: packages it installed would not be seen</source>
      <translation>{path} é o Python {found} de {found_prefix}, não o Python {ours} de {prefix} que executa o plugin: os pacotes que ele instalasse não seriam vistos</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>Cancelled: pip was stopped before it finished; install again, or run the command by hand</source>
      <translation>Cancelado: o pip foi parado antes de terminar; instale de novo ou execute o comando à mão</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>Installed {names}.</source>
      <translation>{names} instalado(s).</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>{python} is managed by the system (PEP 668) and pip refused to install into it: run the command below, with --break-system-packages (with --user it writes only your own folder)</source>
      <translation>{python} é gerenciado pelo sistema (PEP 668) e o pip recusou instalar nele: execute o comando abaixo, com --break-system-packages (com --user ele grava só na sua própria pasta)</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>pip was refused: {reason}. Run the command below in a terminal of your own account</source>
      <translation>o pip foi recusado: {reason}. Execute o comando abaixo num terminal da sua própria conta</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>PyPI could not be reached (offline, or a proxy or firewall in the way): nothing was installed. Connect and install again, or run the command below where PyPI is reachable</source>
      <translation>Não foi possível alcançar o PyPI (offline, ou um proxy ou firewall no caminho): nada foi instalado. Conecte-se e instale de novo, ou execute o comando abaixo onde o PyPI seja alcançável</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>PyPI has no wheel of {requirement} for {python}: onnxruntime 1.19 and newer are built for 64-bit Windows, Linux and macOS with Python 3.9 to 3.14 (see the Install help page)</source>
      <translation>O PyPI não tem wheel de {requirement} para {python}: o onnxruntime 1.19 e mais novos são feitos para Windows, Linux e macOS de 64 bits com Python 3.9 a 3.14 (veja a página de ajuda Instalação)</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>PyPI has no wheel of {requirement} for {python}: the plugin works without it</source>
      <translation>O PyPI não tem wheel de {requirement} para {python}: o plugin funciona sem ele</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>pip failed (exit code {code}): {last}</source>
      <translation>o pip falhou (código de saída {code}): {last}</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>{python} has no pip: install it with 'sudo apt install python3-pip', then install again</source>
      <translation>{python} não tem pip: instale-o com 'sudo apt install python3-pip' e instale de novo</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>{python} has no pip: run '{python} -m ensurepip --user', then install again</source>
      <translation>{python} não tem pip: execute '{python} -m ensurepip --user' e instale de novo</translation>
    </message>
    <message>
      <location filename="../core/base/optional_packages.py" />
      <source>Cannot run {python}: {error}</source>
      <translation>Não é possível executar {python}: {error}</translation>
    </message>
    <message>
      <location filename="../core/codec/crc32c.py" />
      <source>crc32c needs a C-contiguous array</source>
      <translation>o crc32c precisa de um array C-contíguo</translation>
    </message>
    <message>
      <location filename="../core/codec/crc32c.py" />
      <source>crc32c needs a C-contiguous buffer</source>
      <translation>o crc32c precisa de um buffer C-contíguo</translation>
    </message>
    <message>
      <location filename="../core/codec/crc32c.py" />
      <source>length too large for crc32c_combine</source>
      <translation>comprimento grande demais para crc32c_combine</translation>
    </message>
    <message>
      <location filename="../core/codec/crc32c.py" />
      <source>len2 must be non-negative</source>
      <translation>len2 não pode ser negativo</translation>
    </message>
    <message>
      <location filename="../core/codec/crc32c.py" />
      <source>crc32c_rows needs a 2-D array, one record a row</source>
      <translation>crc32c_rows precisa de um array 2-D, um registro por linha</translation>
    </message>
    <message>
      <location filename="../core/codec/deflate.py" />
      <source>compression level must be a whole number from 0 to 9, got {level!r}</source>
      <translation>o nível de compressão deve ser um número inteiro de 0 a 9, veio {level!r}</translation>
    </message>
    <message>
      <location filename="../core/codec/deflate.py" />
      <source>nothing may be written after data deflated elsewhere</source>
      <translation>nada pode ser gravado depois de dados comprimidos em outro lugar</translation>
    </message>
    <message>
      <location filename="../core/codec/deflate.py" />
      <source>data deflated elsewhere must start on a segment boundary</source>
      <translation>dados comprimidos em outro lugar devem começar no limite de um segmento</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>truncated varint in a packed int64 list</source>
      <translation>varint truncado numa lista int64 empacotada</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>varint longer than 10 bytes in a packed int64 list</source>
      <translation>varint com mais de 10 bytes numa lista int64 empacotada</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>truncated varint</source>
      <translation>varint truncado</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>varint longer than 10 bytes</source>
      <translation>varint com mais de 10 bytes</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>uint64 value does not fit an int64_list</source>
      <translation>valor uint64 não cabe numa int64_list</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>cannot store values of type {dtype} in a tf.train.Feature (use float, integer arrays or a list of bytes)</source>
      <translation>não é possível guardar valores do tipo {dtype} num tf.train.Feature (use arrays float ou inteiros, ou uma lista de bytes)</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>feature name {key!r} is not UTF-8</source>
      <translation>o nome de feição {key!r} não é UTF-8</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>a field tag longer than 5 bytes</source>
      <translation>uma tag de campo com mais de 5 bytes</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>field number 0 is invalid</source>
      <translation>o número de campo 0 é inválido</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>a length-delimited field of {length} bytes runs past its message</source>
      <translation>um campo delimitado por comprimento de {length} bytes ultrapassa sua mensagem</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>truncated fixed{size} field</source>
      <translation>campo fixed{size} truncado</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>an end-group tag of field {number} where no group is open</source>
      <translation>uma tag end-group do campo {number} sem grupo aberto</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>invalid wire type {wire}</source>
      <translation>wire type inválido {wire}</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>a field runs past the end of its message</source>
      <translation>um campo ultrapassa o fim de sua mensagem</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>groups nested more than {depth} deep</source>
      <translation>grupos aninhados a mais de {depth} níveis</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>unterminated group</source>
      <translation>grupo não terminado</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>an end-group tag of field {number} closes the group of field {open_groups}</source>
      <translation>uma tag end-group do campo {number} fecha o grupo do campo {open_groups}</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>a group runs past the end of its message</source>
      <translation>um grupo ultrapassa o fim de sua mensagem</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>packed float list whose size is not a multiple of 4</source>
      <translation>lista float empacotada cujo tamanho não é múltiplo de 4</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>more than {most} features in one record</source>
      <translation>mais de {most} feições em um registro</translation>
    </message>
    <message>
      <location filename="../core/codec/example.py" />
      <source>more than {most} feature-list steps in one record</source>
      <translation>mais de {most} passos de listas de atributos em um registro</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>unknown compression {compression!r}: use None, 'GZIP' or 'ZLIB'</source>
      <translation>compressão desconhecida {compression!r}: use None, 'GZIP' ou 'ZLIB'</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>a writer that keeps the records' sizes needs them</source>
      <translation>um gravador que guarda os tamanhos dos registros precisa deles</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>only a GZIP writer with a pool takes deflated data</source>
      <translation>só um gravador GZIP com um pool de threads aceita dados já comprimidos</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>max_bytes must be positive, got {max_bytes}</source>
      <translation>max_bytes deve ser positivo, veio {max_bytes}</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>the ZLIB stream is cut short: it ends before its end marker and Adler-32 checksum</source>
      <translation>o fluxo ZLIB está cortado: termina antes de seu marcador de fim e da soma Adler-32</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>bytes follow the end of the ZLIB stream at compressed byte offset {end}</source>
      <translation>há bytes depois do fim do fluxo ZLIB no deslocamento comprimido {end}</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/codec/records.py" />
      <source>truncated: the file ends %n bytes into a record header</source>
      <translation>
        <numerusform>truncado: o arquivo termina %n byte dentro de um cabeçalho de registro</numerusform>
        <numerusform>truncado: o arquivo termina %n bytes dentro de um cabeçalho de registro</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>truncated: the record declares {length} bytes but only {left} remain in the file</source>
      <translation>truncado: o registro declara {length} bytes, mas só restam {left} no arquivo</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>truncated: the record declares {length} bytes but the rest of the compressed file can hold at most {most}</source>
      <translation>truncado: o registro declara {length} bytes, mas o resto do arquivo comprimido comporta no máximo {most}</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>the record declares {length} bytes, more than a record can hold ({largest}): a damaged file</source>
      <translation>o registro declara {length} bytes, mais do que um registro comporta ({largest}): um arquivo danificado</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>the record declares {length} bytes, more than the {megabytes} MB a record is read up to; set {variable} to read longer records</source>
      <translation>o registro declara {length} bytes, mais do que os {megabytes} MB até os quais um registro é lido; defina {variable} para ler registros mais longos</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>{path}: record {index} at uncompressed byte offset {offset}: {problem}</source>
      <translation>{path}: registro {index} no deslocamento descomprimido {offset}: {problem}</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>{path}: record {index} at byte offset {offset}: {problem}</source>
      <translation>{path}: registro {index} no deslocamento de bytes {offset}: {problem}</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>truncated: the record declares {length} bytes of data but the file ends after {got} of them</source>
      <translation>truncado: o registro declara {length} bytes de dados, mas o arquivo termina após {got} deles</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>truncated: the file ends before the record's data CRC</source>
      <translation>truncado: o arquivo termina antes do CRC dos dados do registro</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>corrupt data (its CRC does not match)</source>
      <translation>dados corrompidos (o CRC não confere)</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>the file changed while it was read</source>
      <translation>o arquivo mudou enquanto era lido</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>truncated: expected {size} bytes of data and CRC, found {size_left}</source>
      <translation>truncado: esperados {size} bytes de dados e CRC, encontrados {size_left}</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>{path}: cannot open: {reason}</source>
      <translation>{path}: não é possível abrir: {reason}</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>not a valid {kind} stream ({error})</source>
      <translation>não é um fluxo {kind} válido ({error})</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>truncated: the file ends before this record</source>
      <translation>truncado: o arquivo termina antes deste registro</translation>
    </message>
    <message>
      <location filename="../core/codec/records.py" />
      <source>corrupt length field (its CRC does not match): not a TFRecord file, the wrong compression, or a damaged file</source>
      <translation>campo de comprimento corrompido (o CRC não confere): não é um arquivo TFRecord, a compressão errada, ou um arquivo danificado</translation>
    </message>
    <message>
      <location filename="../core/distributed.py" />
      <source>running on a Dask cluster needs dask.distributed: pip install 'tfrecord-bridge[dask]' (or: pip install 'dask[distributed]')</source>
      <translation>executar num cluster Dask requer dask.distributed: pip install 'tfrecord-bridge[dask]' (ou: pip install 'dask[distributed]')</translation>
    </message>
    <message>
      <location filename="../core/distributed.py" />
      <source>cannot reach the Dask scheduler at {scheduler}: {error}</source>
      <translation>não é possível alcançar o agendador Dask em {scheduler}: {error}</translation>
    </message>
    <message>
      <location filename="../core/distributed.py" />
      <source>{partitions} of whole patch rows on {workers}</source>
      <translation>{partitions} de linhas inteiras de patches em {workers}</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/distributed.py" />
      <source>%n partitions</source>
      <translation>
        <numerusform>%n partição</numerusform>
        <numerusform>%n partições</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/distributed.py" />
      <source>%n Dask workers</source>
      <translation>
        <numerusform>%n worker Dask</numerusform>
        <numerusform>%n workers Dask</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/distributed.py" />
      <source>patch rows {first}-{last}</source>
      <translation>linhas de patches {first}-{last}</translation>
    </message>
    <message>
      <location filename="../core/distributed.py" />
      <source>patch row {row}</source>
      <translation>linha de patches {row}</translation>
    </message>
    <message>
      <location filename="../core/distributed.py" />
      <source>partition {number} of {partitions} ({rows})</source>
      <translation>partição {number} de {partitions} ({rows})</translation>
    </message>
    <message>
      <location filename="../core/distributed.py" />
      <source>a Dask worker died while working on {where} ({error}); the job stopped and left no file</source>
      <translation>um worker Dask morreu trabalhando em {where} ({error}); o trabalho parou e não deixou nenhum arquivo</translation>
    </message>
    <message>
      <location filename="../core/distributed.py" />
      <source>{where} failed on its Dask worker: {kind}: {error}; the job stopped and left no file</source>
      <translation>{where} falhou no seu worker Dask: {kind}: {error}; o trabalho parou e não deixou nenhum arquivo</translation>
    </message>
    <message>
      <location filename="../core/distributed.py" />
      <source>the task was {status}</source>
      <translation>a tarefa ficou {status}</translation>
    </message>
    <message>
      <location filename="../core/distributed.py" />
      <source>the shard {name}</source>
      <translation>o shard {name}</translation>
    </message>
    <message>
      <location filename="../core/distributed.py" />
      <source>counting the records of {path}</source>
      <translation>contagem dos registros de {path}</translation>
    </message>
    <message>
      <location filename="../core/distributed.py" />
      <source>write rows from {row}</source>
      <translation>gravar as linhas a partir de {row}</translation>
    </message>
    <message>
      <location filename="../core/distributed.py" />
      <source>the model {model} on this Dask worker is not the file the job was planned with (SHA-256 {found} here, {planned} on the client): give every worker the same file</source>
      <translation>o modelo {model} neste worker do Dask não é o arquivo com que o trabalho foi planejado (SHA-256 {found} aqui, {planned} no cliente): dê a todos os workers o mesmo arquivo</translation>
    </message>
    <message>
      <location filename="../core/export/assemble.py" />
      <source>{piece_path} ends before its records do (at byte {offset})</source>
      <translation>{piece_path} termina antes dos seus registros (no byte {offset})</translation>
    </message>
    <message>
      <location filename="../core/export/estimate.py" />
      <source>{count:,.0f} bytes</source>
      <translation>{count:,.0f} bytes</translation>
    </message>
    <message>
      <location filename="../core/export/estimate.py" />
      <source>{count:,.1f} {unit}</source>
      <translation>{count:,.1f} {unit}</translation>
    </message>
    <message>
      <location filename="../core/export/estimate.py" />
      <source>{patches}, an estimated {size} before compression ({records})</source>
      <translation>{patches}, cerca de {size} antes da compactação ({records})</translation>
    </message>
    <message>
      <location filename="../core/export/estimate.py" />
      <source>the export would write {size}, more than one export may ({max_patches:,} patches, {max_size}): check {pixel_size}, {extent} and {patch_dimensions}; nothing was written</source>
      <translation>a exportação gravaria {size}, mais do que uma exportação pode ({max_patches:,} patches, {max_size}): verifique {pixel_size}, {extent} e {patch_dimensions}; nada foi gravado</translation>
    </message>
    <message>
      <location filename="../core/export/estimate.py" />
      <source>the export would write {size}, more than one export may ({max_patches:,} patches, {max_size}): check {pixel_size}, {extent} and {patch_dimensions}</source>
      <translation>a exportação gravaria {size}, mais do que uma exportação pode ({max_patches:,} patches, {max_size}): verifique {pixel_size}, {extent} e {patch_dimensions}</translation>
    </message>
    <message>
      <location filename="../core/export/estimate.py" />
      <source>at least {size} even at deflate's best ratio</source>
      <translation>pelo menos {size} mesmo na melhor taxa do deflate</translation>
    </message>
    <message>
      <location filename="../core/export/estimate.py" />
      <source>the export would write {size}: it needs {needs}, and {folder} has {free} free. Nothing was written; free space, choose another output folder, or check {pixel_size}, {extent} and {patch_dimensions}</source>
      <translation>a exportação gravaria {size}: ela precisa de {needs}, e {folder} tem {free} livres. Nada foi gravado; libere espaço, escolha outra pasta de saída, ou verifique {pixel_size}, {extent} e {patch_dimensions}</translation>
    </message>
    <message>
      <location filename="../core/export/estimate.py" />
      <source>the export would write {size}: it needs {needs}, and {folder} has {free} free: free space, choose another output folder, or check {pixel_size}, {extent} and {patch_dimensions}</source>
      <translation>a exportação gravaria {size}: ela precisa de {needs}, e {folder} tem {free} livres: libere espaço, escolha outra pasta de saída, ou verifique {pixel_size}, {extent} e {patch_dimensions}</translation>
    </message>
    <message>
      <location filename="../core/export/estimate.py" />
      <source>Warning: the export will write {size}, and {folder} has {free} free: it fits only if GZIP compresses the records that much</source>
      <translation>Aviso: a exportação gravará {size}, e {folder} tem {free} livres: só cabe se o GZIP comprimir os registros nessa medida</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{option} gives {names} for {bands}; name them in this order (each array layer is one band): {defaults}</source>
      <translation>{option} dá {names} para {bands}; nomeie-as nesta ordem (cada camada de matriz é uma banda): {defaults}</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/export_image.py" />
      <source>%n band names</source>
      <translation>
        <numerusform>%n nome de banda</numerusform>
        <numerusform>%n nomes de banda</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>band names must not be empty</source>
      <translation>os nomes de banda não podem ser vazios</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>band name {band_name!r} is used twice; band names become feature names and must be unique</source>
      <translation>o nome de banda {band_name!r} é usado duas vezes; os nomes de banda viram nomes de feição e devem ser únicos</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{option} {label_band!r} is also the name of an image band; give the label band another name</source>
      <translation>{option} {label_band!r} também é o nome de uma banda da imagem; dê outro nome à banda de rótulos</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>a band has no name: the bands are named (resolve_band_names) before their features are planned</source>
      <translation>uma banda não tem nome: as bandas são nomeadas (resolve_band_names) antes de suas feições serem planejadas</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>band {band_name!r} holds values above 2^63-1, which an int64_list cannot hold: use the float value type</source>
      <translation>a banda {band_name!r} tem valores acima de 2^63-1, que uma int64_list não comporta: use o tipo de valor float</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>one byte: {code}</source>
      <translation>um byte: {code}</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>one record per pixel: {th} x {tw} records per patch, pixels row-major</source>
      <translation>um registro por pixel: {th} x {tw} registros por patch, pixels em ordem de linhas</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>file name prefix {prefix!r} must be a plain name (or end in '/' for a subfolder of the output folder)</source>
      <translation>o prefixo de nome de arquivo {prefix!r} deve ser um nome simples (ou terminar em '/' para uma subpasta da pasta de saída)</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>the set {name!r} would write its files under the prefix {set_prefix!r}, where another export is ({sidecar}): choose another {prefix} or set name, or remove that export</source>
      <translation>o conjunto {name!r} gravaria seus arquivos sob o prefixo {set_prefix!r}, onde há outra exportação ({sidecar}): escolha outro {prefix} ou nome de conjunto, ou remova aquela exportação</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{sidecar} names the set {name!r}, but its prefix holds another export ({other}): that export is left as it is</source>
      <translation>{sidecar} nomeia o conjunto {name!r}, mas o prefixo dele contém outra exportação ({other}): aquela exportação fica como está</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{folder} is a folder where the export writes a file: move or rename it, or choose another {prefix}</source>
      <translation>{folder} é uma pasta onde a exportação grava um arquivo: mova-a ou renomeie-a, ou escolha outro {prefix}</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{layer} has no CRS: the mixer could not georeference the patches (assign the layer a CRS, or give {target_crs})</source>
      <translation>{layer} não tem SRC: o mixer não conseguiria georreferenciar os patches (atribua um SRC à camada, ou forneça {target_crs})</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>the export region is empty ({grid_width} x {grid_height} pixels)</source>
      <translation>a região de exportação está vazia ({grid_width} x {grid_height} pixels)</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>no whole {pw} x {ph} patch fits in the {grid_width} x {grid_height} pixel export region: use smaller {patch_dimensions}, a larger extent, or edge mode 'pad'</source>
      <translation>nenhum patch inteiro de {pw} x {ph} cabe na região de exportação de {grid_width} x {grid_height} pixels: use {patch_dimensions} menores, uma extensão maior, ou o modo de borda 'pad'</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>the export plan's band names are not resolved yet (plan_export resolves them)</source>
      <translation>os nomes de banda do plano de exportação ainda não foram resolvidos (plan_export os resolve)</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <location filename="../core/predict/plan.py" />
      <source>threads must be a whole number of at least 1, got {threads!r}</source>
      <translation>threads deve ser um número inteiro de pelo menos 1, veio {threads!r}</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/export_image.py" />
      <source>a record of {th} x {tw} pixels and %n values per pixel would pass protobuf's 2 GiB limit: use smaller {patch_dimensions}</source>
      <translation>
        <numerusform>um registro de {th} x {tw} pixels e %n valor por pixel passaria do limite de 2 GiB do protobuf: use {patch_dimensions} menores</numerusform>
        <numerusform>um registro de {th} x {tw} pixels e %n valores por pixel passaria do limite de 2 GiB do protobuf: use {patch_dimensions} menores</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>Warning: each record holds {size:,} bytes, more than the {ceiling} MB this plugin reads a record up to: to import or inspect these files, set {variable}={needed} where they are read, or use smaller {patch_dimensions}</source>
      <translation>Aviso: cada registro tem {size:,} bytes, mais que os {ceiling} MB até onde este plugin lê um registro: para importar ou inspecionar estes arquivos, defina {variable}={needed} onde forem lidos, ou use {patch_dimensions} menores</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{share} and {ratio} sample patches by their labels: give a label layer ({labels})</source>
      <translation>{share} e {ratio} amostram patches pelos seus rótulos: forneça uma camada de rótulos ({labels})</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{tfindex} needs uncompressed shards ({uncompressed}): a .tfindex holds byte offsets into the file, which a GZIP file does not have (the tfrecord package would read the index's records from the decompressed stream, from its start each time); nothing was written</source>
      <translation>{tfindex} precisa de shards sem compressão ({uncompressed}): um .tfindex guarda deslocamentos de bytes no arquivo, que um arquivo GZIP não tem (o pacote tfrecord leria os registros do índice do fluxo descomprimido, desde o início a cada vez); nada foi gravado</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{buffer} keeps the sets of {splits} apart: give {splits} too, or leave out {buffer}</source>
      <translation>{buffer} mantém separados os conjuntos de {splits}: forneça {splits} também, ou deixe de fora {buffer}</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{mask} masks the margins another set owns, a way of {buffer}: give {buffer} too, or leave out {mask}</source>
      <translation>{mask} mascara as margens de outro conjunto, um modo de {buffer}: dê também {buffer}, ou deixe de fora {mask}</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>write_patch_rows needs the writer of ExportPlan.shard_writer, which has a thread pool</source>
      <translation>write_patch_rows precisa do gravador de ExportPlan.shard_writer, que tem um pool de threads</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/export_image.py" />
      <source>every one of the %n patches is wholly masked (nodata, outside a layer, or where the layers do not overlap), so every value would be {default_value}; nothing was written</source>
      <translation>
        <numerusform>%n patch, o único, está totalmente mascarado (nodata, fora de uma camada, ou onde as camadas não se sobrepõem), então todo valor seria {default_value}; nada foi gravado</numerusform>
        <numerusform>todos os %n patches estão totalmente mascarados (nodata, fora de uma camada, ou onde as camadas não se sobrepõem), então todo valor seria {default_value}; nada foi gravado</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>the sampling kept no patch of {total}: {sampling}; nothing was written (lower {share} or raise {ratio})</source>
      <translation>a amostragem não manteve nenhum patch de {total}: {sampling}; nada foi gravado (baixe {share} ou aumente {ratio})</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>every patch has more than {masked_threshold}={threshold} of its pixels masked: nothing to export</source>
      <translation>todo patch tem mais que {masked_threshold}={threshold} de seus pixels mascarados: nada a exportar</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{kept} kept, {negatives_kept} of them without any label; {below_label_share} left out with labels covering less than {share} {min_label_share:g} of the patch, {negatives_left_out} without any label left out by {ratio} {negative_ratio:g} (seed {seed})</source>
      <translation>mantidos: {kept}, {negatives_kept} deles sem nenhum rótulo; {below_label_share} deixados de fora com rótulos cobrindo menos que {share} {min_label_share:g} do patch, {negatives_left_out} sem nenhum rótulo deixados de fora por {ratio} {negative_ratio:g} (semente {seed})</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>the record sizes of {shard} were not kept: a .tfindex needs them</source>
      <translation>os tamanhos dos registros de {shard} não foram guardados: um .tfindex precisa deles</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>Wrote {written:,} of {total_patches} in {files}</source>
      <translation>Gravação: {written:,} de {total_patches} em {files}</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/export_image.py" />
      <source>Wrote %n .tfindex files beside the shards</source>
      <translation>
        <numerusform>Gravado %n arquivo .tfindex ao lado dos shards</numerusform>
        <numerusform>Gravados %n arquivos .tfindex ao lado dos shards</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>Sampling: {sampling}</source>
      <translation>Amostragem: {sampling}</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/export_image.py" />
      <source>%n of the {kept} hold no label</source>
      <translation>
        <numerusform>%n de {kept} não tem rótulo</numerusform>
        <numerusform>%n de {kept} não têm rótulo</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>Sets (blocks of {block} x {block} patches, seed {seed}): {sets}</source>
      <translation>Conjuntos (blocos de {block} x {block} patches, semente {seed}): {sets}</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{name} {patches} ({share_kept:.1%}, asked {share:g}) as {prefix}-...</source>
      <translation>{name} {patches} ({share_kept:.1%}, pedido {share:g}) como {prefix}-...</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>Warning: set {name!r} got no patch (too few blocks of {block} x {block} patches, or none it got was kept); its index lists none</source>
      <translation>Aviso: o conjunto {name!r} não recebeu nenhum patch (poucos blocos de {block} x {block} patches, ou nenhum que recebeu foi mantido); seu índice não lista nenhum</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{name} {patches}</source>
      <translation>{name} {patches}</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>Buffer between sets: in {masked} ({per_set}) the margin pixels another set owns were masked (kernel margins reach {reach_x} x {reach_y} patches); no patch was left out</source>
      <translation>Margem entre conjuntos: em {masked} ({per_set}) os pixels de margem de outro conjunto foram mascarados (as margens do kernel alcançam {reach_x} x {reach_y} patches); nenhum patch ficou de fora</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>Buffer between sets: {left_out} left out ({per_set}), whose records would have shared pixels with another set's (kernel margins reach {reach_x} x {reach_y} patches); where sets met, the set ahead of its share gave way</source>
      <translation>Margem entre conjuntos: ficaram de fora {left_out} ({per_set}), cujos registros teriam compartilhado pixels com os de outro conjunto (as margens do kernel alcançam {reach_x} x {reach_y} patches); onde os conjuntos se encontraram, cedeu o que estava acima de sua parcela</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>Class pixels ({name}): {classes}</source>
      <translation>Pixels por classe ({name}): {classes}</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{value} ({class_name}) {count}</source>
      <translation>{value} ({class_name}) {count}</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>Warning: no written patch holds a label: no feature of {layer} lies on them (are the label layer's CRS and extent those of the rasters?)</source>
      <translation>Aviso: nenhum patch gravado tem rótulo: nenhuma feição de {layer} está sobre eles (o SRC e a extensão da camada de rótulos são os dos rasters?)</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>Exporting {patches} of {pw} x {ph} pixels ({tile_width} x {tile_height} with kernel margins), {per_row} per row, bands: {bands}; label band {label_band}</source>
      <translation>Exportando {patches} de {pw} x {ph} pixels ({tile_width} x {tile_height} com margens do kernel), {per_row} por linha, bandas: {bands}; banda de rótulos {label_band}</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>Exporting {patches} of {pw} x {ph} pixels ({tile_width} x {tile_height} with kernel margins), {per_row} per row, bands: {bands}</source>
      <translation>Exportando {patches} de {pw} x {ph} pixels ({tile_width} x {tile_height} com margens do kernel), {per_row} por linha, bandas: {bands}</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>The last {columns} and {rows} of the {grid_width} x {grid_height} pixel region fill no whole {pw} x {ph} patch and are left out, as EE does; edge mode 'pad' keeps them</source>
      <translation>{columns} e {rows} no fim da região de {grid_width} x {grid_height} pixels não preenchem um patch inteiro de {pw} x {ph} e ficam de fora, como no EE; o modo de borda 'pad' os mantém</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/export_image.py" />
      <source>%n of {total} are wholly masked (nodata or outside a layer): every value in them is {default_value}; EE writes them too, {masked_threshold} below 1 (e.g. 0.99) leaves them out</source>
      <translation>
        <numerusform>%n de {total} está totalmente mascarado (nodata ou fora de uma camada): todo valor nele é {default_value}; o EE também o grava, {masked_threshold} abaixo de 1 (p. ex. 0,99) o deixa de fora</numerusform>
        <numerusform>%n de {total} estão totalmente mascarados (nodata ou fora de uma camada): todo valor neles é {default_value}; o EE também os grava, {masked_threshold} abaixo de 1 (p. ex. 0,99) os deixa de fora</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/export_image.py" />
      <source>%n of {total} are wholly masked (nodata or outside a layer): every value in them is {default_value}; {masked_threshold} {threshold:g} left them out</source>
      <translation>
        <numerusform>%n de {total} está totalmente mascarado (nodata ou fora de uma camada): todo valor nele é {default_value}; {masked_threshold} {threshold:g} o deixou de fora</numerusform>
        <numerusform>%n de {total} estão totalmente mascarados (nodata ou fora de uma camada): todo valor neles é {default_value}; {masked_threshold} {threshold:g} os deixou de fora</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>every patch would be wholly masked, every value {default_value}: {where}</source>
      <translation>todo patch ficaria totalmente mascarado, todo valor {default_value}: {where}</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{refusal}. Nothing was written; choose an extent inside every layer, or export the layers separately</source>
      <translation>{refusal}. Nada foi gravado; escolha uma extensão dentro de todas as camadas, ou exporte as camadas separadamente</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{refusal}; choose an extent inside every layer, or export the layers separately</source>
      <translation>{refusal}; escolha uma extensão dentro de todas as camadas, ou exporte as camadas separadamente</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{layer} covers none of the export region</source>
      <translation>{layer} não cobre nada da região de exportação</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>{layers} cover none of the export region</source>
      <translation>{layers} não cobrem nada da região de exportação</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>the layers {layers} do not overlap inside the export region</source>
      <translation>as camadas {layers} não se sobrepõem dentro da região de exportação</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>the layers {layers} do not overlap inside the export region ({layer} covers none of it)</source>
      <translation>as camadas {layers} não se sobrepõem dentro da região de exportação ({layer} não cobre nada dela)</translation>
    </message>
    <message>
      <location filename="../core/export/export_image.py" />
      <source>the layers {layers} do not overlap inside the export region ({missing} cover none of it)</source>
      <translation>as camadas {layers} não se sobrepõem dentro da região de exportação ({missing} não cobrem nada dela)</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>field {field!r}</source>
      <translation>campo {field!r}</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>the constant {value}</source>
      <translation>a constante {value}</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>Labels: {layer}, {what}, burnt into band {band!r} (all touched); label nodata {nodata}</source>
      <translation>Rótulos: {layer}, {what}, rasterizados na banda {band!r} (todos os tocados); nodata do rótulo {nodata}</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>Labels: {layer}, {what}, burnt into band {band!r}; label nodata {nodata}</source>
      <translation>Rótulos: {layer}, {what}, rasterizados na banda {band!r}; nodata do rótulo {nodata}</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>  class {value}: {name}</source>
      <translation>  classe {value}: {name}</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/labels.py" />
      <source>  %n features without a {field!r} value are not burnt</source>
      <translation>
        <numerusform>  %n feição sem valor de {field!r} não é rasterizada</numerusform>
        <numerusform>  %n feições sem valor de {field!r} não são rasterizadas</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{option} {layer}: cannot open {source_path} as vector data ({error})</source>
      <translation>{option} {layer}: não é possível abrir {source_path} como dados vetoriais ({error})</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{option} {layer}: cannot open {source_path} as vector data</source>
      <translation>{option} {layer}: não é possível abrir {source_path} como dados vetoriais</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{option} {layer}: {source_path} has no layer {source_layer!r} (it has: {names})</source>
      <translation>{option} {layer}: {source_path} não tem a camada {source_layer!r} (tem: {names})</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{option} {layer}: {source_path} holds no vector layer</source>
      <translation>{option} {layer}: {source_path} não contém camada vetorial</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{option} {layer}: its filter {source_where!r} does not apply ({error})</source>
      <translation>{option} {layer}: seu filtro {source_where!r} não se aplica ({error})</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{option}: the label layer {layer} has no field {source_field!r} (its fields: {names})</source>
      <translation>{option}: a camada de rótulos {layer} não tem o campo {source_field!r} (seus campos: {names})</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{option} {source_field!r} is a {field_type} field: label values come from a number field (the values) or a text field (one class per text)</source>
      <translation>{option} {source_field!r} é um campo {field_type}: os valores de rótulo vêm de um campo numérico (os valores) ou de um campo de texto (uma classe por texto)</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{what} is {value!r}: labels are whole numbers (the label band is int64); use a field of whole numbers, or a text field for named classes</source>
      <translation>{what} é {value!r}: rótulos são números inteiros (a banda de rótulos é int64); use um campo de números inteiros, ou um campo de texto para classes nomeadas</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{what} is {number}: label values must lie within {least}..{greatest}</source>
      <translation>{what} é {number}: os valores de rótulo devem estar em {least}..{greatest}</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{option} {field!r} of feature {fid}</source>
      <translation>{option} {field!r} da feição {fid}</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{option} {layer} has no feature with a {source_field!r} value: nothing to burn</source>
      <translation>{option} {layer} não tem nenhuma feição com valor de {source_field!r}: nada a rasterizar</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{option}: the label band needs a name (the feature name in the records)</source>
      <translation>{option}: a banda de rótulos precisa de um nome (o nome da feição nos registros)</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{option} {layer} has no feature with a geometry: nothing to burn</source>
      <translation>{option} {layer} não tem nenhuma feição com geometria: nada a rasterizar</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{option} of feature {fid}</source>
      <translation>{option} da feição {fid}</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>{option} {layer}: GDAL could not burn it onto the export grid ({failure})</source>
      <translation>{option} {layer}: o GDAL não conseguiu rasterizá-la na grade de exportação ({failure})</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>the burnt labels could not be written to {path}: {error}</source>
      <translation>os rótulos rasterizados não puderam ser gravados em {path}: {error}</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>the burnt labels could not be written to {path}: {reason}</source>
      <translation>os rótulos rasterizados não puderam ser gravados em {path}: {reason}</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>cannot read the burnt labels at {path}: {error}</source>
      <translation>não é possível ler os rótulos rasterizados em {path}: {error}</translation>
    </message>
    <message>
      <location filename="../core/export/labels.py" />
      <source>cannot read the burnt labels at {path}: {reason}</source>
      <translation>não é possível ler os rótulos rasterizados em {path}: {reason}</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>no geometry</source>
      <translation>sem geometria</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>no finite coordinates in the raster grid's CRS</source>
      <translation>sem coordenadas finitas no SRC da grade raster</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>outside the rasters</source>
      <translation>fora dos rasters</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>patch crosses the raster edge</source>
      <translation>o patch cruza a borda do raster</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>more of the patch masked than {threshold} allows</source>
      <translation>mais do patch mascarado do que {threshold} permite</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>rotated raster grids are not supported</source>
      <translation>grades raster rotacionadas não são suportadas</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>Point {number} skipped: {reason}{where}</source>
      <translation>Ponto {number} ignorado: {reason}{where}</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>attribute {clashes} has the name of a band feature; leave it out or rename the band with band names</source>
      <translation>o atributo {clashes} tem o nome de uma feição de banda; deixe-o de fora ou renomeie a banda com os nomes de banda</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>point {number}: {error}</source>
      <translation>ponto {number}: {error}</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>unknown edge point handling {edge_points!r}: use one of {choices}</source>
      <translation>tratamento de pontos na borda desconhecido {edge_points!r}: use um de {choices}</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>{sequence} writes one record per pixel, which cannot carry a point's attributes: export patches at points as Examples</source>
      <translation>{sequence} grava um registro por pixel, que não pode levar os atributos de um ponto: exporte patches em pontos como Examples</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>Exporting patches of {pw} x {ph} pixels ({tile_width} x {tile_height} with kernel margins) at points, bands: {names}; points whose patch crosses the raster edge: {fate}</source>
      <translation>Exportando patches de {pw} x {ph} pixels ({tile_width} x {tile_height} com margens do kernel) em pontos, bandas: {names}; pontos cujo patch cruza a borda do raster: {fate}</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>masked</source>
      <translation>mascarados</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>skipped</source>
      <translation>ignorados</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>{option}: the point layer has no points; nothing was written</source>
      <translation>{option}: a camada de pontos não tem pontos; nada foi gravado</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/patches_at_points.py" />
      <source>no patch written: all %n points were skipped ({skipped})</source>
      <translation>
        <numerusform>nenhum patch gravado: %n ponto ignorado ({skipped})</numerusform>
        <numerusform>nenhum patch gravado: todos os %n pontos foram ignorados ({skipped})</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>Wrote {patches} in {files}; skipped {skipped} ({reasons})</source>
      <translation>Gravação concluída: {patches} em {files}; ignorados: {skipped} ({reasons})</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>Wrote {patches} in {files}; skipped {skipped}</source>
      <translation>Gravação concluída: {patches} em {files}; ignorados: {skipped}</translation>
    </message>
    <message>
      <location filename="../core/export/patches_at_points.py" />
      <source>{count} {reason}</source>
      <translation>{count} {reason}</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>{path}: cannot open as a raster ({reason})</source>
      <translation>{path}: não é possível abrir como raster ({reason})</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>{path}: cannot open as a raster</source>
      <translation>{path}: não é possível abrir como raster</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>{path}: the raster is rotated (its geotransform has the rotation terms {b:g} and {d:g}), and patches are cut on a north-up grid: warp it onto one first (gdalwarp, or Raster &gt; Projections &gt; Warp in QGIS)</source>
      <translation>{path}: o raster está rotacionado (sua geotransformação tem os termos de rotação {b:g} e {d:g}), e os patches são cortados numa grade com o norte para cima: reprojete-o numa tal grade antes (gdalwarp, ou Raster &gt; Projeções &gt; Reprojetar no QGIS)</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>{path}: the raster is rotated (its geotransform has the rotation terms {b:g} and {d:g}), and patches are cut on a north-up grid: give {crs} and/or {size} to warp it onto one, as gdalwarp would</source>
      <translation>{path}: o raster está rotacionado (sua geotransformação tem os termos de rotação {b:g} e {d:g}), e os patches são cortados numa grade com o norte para cima: forneça {crs} e/ou {size} para reprojetá-lo numa tal grade, como o gdalwarp faria</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>{layer_path}: has no band {number} (it has {bands})</source>
      <translation>{layer_path}: não tem a banda {number} (tem {bands})</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>{layer_path}: has no data band</source>
      <translation>{layer_path}: não tem banda de dados</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>{label}: band {band} has type {data_type}, which cannot be exported</source>
      <translation>{label}: a banda {band} tem o tipo {data_type}, que não pode ser exportado</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>unknown resampling {resampling!r}: use one of {methods}</source>
      <translation>reamostragem desconhecida {resampling!r}: use uma de {methods}</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>no input raster given</source>
      <translation>nenhum raster de entrada fornecido</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>rotated export grids are not supported</source>
      <translation>grades de exportação rotacionadas não são suportadas</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>{path}: has no CRS, so it cannot be warped onto the export grid</source>
      <translation>{path}: não tem SRC, então não pode ser reprojetado na grade de exportação</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>{path}: cannot be warped onto the export grid ({error})</source>
      <translation>{path}: não pode ser reprojetado na grade de exportação ({error})</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>{path}: its footprint cannot be found in the target CRS</source>
      <translation>{path}: não é possível encontrar sua área no SRC de destino</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>{path}: has no CRS, so it cannot be exported in another CRS</source>
      <translation>{path}: não tem SRC, então não pode ser exportado em outro SRC</translation>
    </message>
    <message>
      <location filename="../core/export/raster_source.py" />
      <source>{option} {crs!r} is not a CRS GDAL knows ({error})</source>
      <translation>{option} {crs!r} não é um SRC que o GDAL conheça ({error})</translation>
    </message>
    <message>
      <location filename="../core/export/training.py" />
      <source>{option}: {item!r} is not name=share (e.g. train=0.8,val=0.2)</source>
      <translation>{option}: {item!r} não é nome=proporção (p. ex. train=0.8,val=0.2)</translation>
    </message>
    <message>
      <location filename="../core/export/training.py" />
      <source>{option}: set name {name!r} must start with a letter and hold only letters, digits and _ (it becomes part of the file names)</source>
      <translation>{option}: o nome de conjunto {name!r} deve começar com uma letra e conter só letras, dígitos e _ (ele vira parte dos nomes de arquivo)</translation>
    </message>
    <message>
      <location filename="../core/export/training.py" />
      <source>{option}: the share of {name!r} must be a number, got {share!r}</source>
      <translation>{option}: a proporção de {name!r} deve ser um número, veio {share!r}</translation>
    </message>
    <message>
      <location filename="../core/export/training.py" />
      <source>{option}: the share of {name!r} must be above 0, got {share}</source>
      <translation>{option}: a proporção de {name!r} deve ser maior que 0, veio {share}</translation>
    </message>
    <message>
      <location filename="../core/export/training.py" />
      <source>{option}: set {name!r} is named twice</source>
      <translation>{option}: o conjunto {name!r} aparece duas vezes</translation>
    </message>
    <message>
      <location filename="../core/export/training.py" />
      <source>{option}: give at least two sets, e.g. train=0.8,val=0.2 (empty: no split)</source>
      <translation>{option}: forneça pelo menos dois conjuntos, p. ex. train=0.8,val=0.2 (vazio: sem divisão)</translation>
    </message>
    <message>
      <location filename="../core/export/training.py" />
      <source>{option}: the shares add up to {total:g}, not 1: {splits}</source>
      <translation>{option}: as proporções somam {total:g}, não 1: {splits}</translation>
    </message>
    <message>
      <location filename="../core/export/training.py" />
      <source>{option} must be a whole number of at least 1, got {block!r}</source>
      <translation>{option} deve ser um número inteiro de pelo menos 1, veio {block!r}</translation>
    </message>
    <message>
      <location filename="../core/export/training.py" />
      <source>{option} must be a whole number, got {seed!r}</source>
      <translation>{option} deve ser um número inteiro, veio {seed!r}</translation>
    </message>
    <message>
      <location filename="../core/export/training.py" />
      <source>{name} must be a number from 0 to 1, got {value!r}</source>
      <translation>{name} deve ser um número de 0 a 1, veio {value!r}</translation>
    </message>
    <message>
      <location filename="../core/export/training.py" />
      <source>{option} must be true or false, got {buffer!r}</source>
      <translation>{option} deve ser true ou false, veio {buffer!r}</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/export/training.py" />
      <source>{block_option} {block}: the {patches_per_row} x {rows} patch grid holds %n blocks of {block} x {block} patches, fewer than the {sets} sets of {splits_option} ({splits}), so a set would get no patch; use a {block_option} of at most {fitting}, smaller patches or a larger region</source>
      <translation>
        <numerusform>{block_option} {block}: a grade de {patches_per_row} x {rows} patches contém %n bloco de {block} x {block} patches, menos que os {sets} conjuntos de {splits_option} ({splits}), então um conjunto ficaria sem patch; use um {block_option} de no máximo {fitting}, patches menores ou uma região maior</numerusform>
        <numerusform>{block_option} {block}: a grade de {patches_per_row} x {rows} patches contém %n blocos de {block} x {block} patches, menos que os {sets} conjuntos de {splits_option} ({splits}), então um conjunto ficaria sem patch; use um {block_option} de no máximo {fitting}, patches menores ou uma região maior</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/export/training.py" />
      <source>Warning: {option}: the kernel margins reach {reach_x} x {reach_y} patches, so that with {block_option} {block} the sets keep {kept} of the patches, more than {points} points from the shares asked ({splits}); use a {block_option} of at least {blocks}, larger patches or a smaller kernel, or {mask} to mask the margin pixels another set owns instead of leaving patches out</source>
      <translation>Aviso: {option}: as margens do kernel alcançam {reach_x} x {reach_y} patches, de modo que com {block_option} {block} os conjuntos mantêm {kept} dos patches, mais de {points} pontos longe das parcelas pedidas ({splits}); use um {block_option} de ao menos {blocks}, patches maiores ou um kernel menor, ou {mask} para mascarar os pixels de margem de outro conjunto em vez de deixar patches de fora</translation>
    </message>
    <message>
      <location filename="../core/export/training.py" />
      <source>{option}: the kernel margins of {kernel} {kernel_width},{kernel_height} reach {reach_x} x {reach_y} patches of {patch} {patch_width},{patch_height}, so that with {block_option} {block} the buffer leaves set {name!r} no patch clear of the other sets; use a {block_option} of at least {blocks} (each block then keeps patches out of its neighbours' reach), larger patches or a smaller kernel</source>
      <translation>{option}: as margens do kernel de {kernel} {kernel_width},{kernel_height} alcançam {reach_x} x {reach_y} patches de {patch} {patch_width},{patch_height}, então com {block_option} {block} a margem não deixa ao conjunto {name!r} nenhum patch longe dos outros conjuntos; use um {block_option} de pelo menos {blocks} (cada bloco então mantém patches fora do alcance dos vizinhos), patches maiores ou um kernel menor</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>shown as classes ({classes})</source>
      <translation>exibido como classes ({classes})</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>shown as {style} ({classes})</source>
      <translation>exibido como {style} ({classes})</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>shown as {style} (a ramp over 0..1)</source>
      <translation>exibido como {style} (uma rampa sobre 0..1)</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>the mixer's CRS {crs} is not one GDAL knows</source>
      <translation>o SRC do mixer {crs} não é um que o GDAL conheça</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>{path}: the mixer's CRS {crs} is not one GDAL knows</source>
      <translation>{path}: o SRC do mixer {crs} não é um que o GDAL conheça</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>GDAL could not {what}: {reason}</source>
      <translation>o GDAL não conseguiu {what}: {reason}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>create {path}</source>
      <translation>criar {path}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>feature {feature_name!r} is missing from {source} (it was in {first_where})</source>
      <translation>a feição {feature_name!r} está ausente de {source} (estava em {first_where})</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>feature {feature_name!r} has {values} in {source} but {feature_values} in {first_where}</source>
      <translation>a feição {feature_name!r} tem {values} em {source}, mas {feature_values} em {first_where}</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/importing/import_image.py" />
      <source>%n {kind} values</source>
      <translation>
        <numerusform>%n valor {kind}</numerusform>
        <numerusform>%n valores {kind}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>the index sidecar's patchIndices must increase: records come in patch order</source>
      <translation>os patchIndices do sidecar de índice devem ser crescentes: os registros vêm na ordem dos patches</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <location filename="../core/predict/predict_image.py" />
      <source>write row {top} of the raster</source>
      <translation>gravar a linha {top} do raster</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>GDAL could not write the raster: its block {x},{y} of band {number} is missing from the file ({size} bytes were written)</source>
      <translation>o GDAL não conseguiu gravar o raster: o bloco {x},{y} da banda {number} está ausente do arquivo ({size} bytes foram gravados)</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>{output_path}: GDAL only reads there; write the GeoTIFF to a local file, a bucket (s3://, gs://, az://) or /vsimem/</source>
      <translation>{output_path}: o GDAL só lê ali; grave o GeoTIFF num arquivo local, num bucket (s3://, gs://, az://) ou em /vsimem/</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>open {path}</source>
      <translation>abrir {path}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>make the overviews of {path}</source>
      <translation>criar as pirâmides de {path}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>write {output_path}</source>
      <translation>gravar {output_path}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>{output}: cannot write the GeoTIFF: {reason}</source>
      <translation>{output}: não é possível gravar o GeoTIFF: {reason}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>GDAL could not write the raster: {detail}</source>
      <translation>o GDAL não conseguiu gravar o raster: {detail}</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/importing/import_image.py" />
      <source>%n pixels held values that are no class of the table ({values}): nodata</source>
      <translation>
        <numerusform>%n pixel tinha um valor que não é classe da tabela ({values}): nodata</numerusform>
        <numerusform>%n pixels tinham valores que não são classe da tabela ({values}): nodata</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>class pixels: {classes}</source>
      <translation>pixels por classe: {classes}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>{name} {pixels}</source>
      <translation>{name} {pixels}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_image.py" />
      <source>output GeoTIFF</source>
      <translation>GeoTIFF de saída</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>int64 values beyond the Int32 range: written as Float64</source>
      <translation>valores int64 além do intervalo Int32: gravados como Float64</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{kernel} must be one whole number &gt;= 1 or two as 'kx,ky', got {value!r}</source>
      <translation>{kernel} deve ser um número inteiro &gt;= 1 ou dois como 'kx,ky', veio {value!r}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{features} entry {entry!r}: the depth after the colon must be 1 or more</source>
      <translation>entrada de {features} {entry!r}: a profundidade depois dos dois-pontos deve ser 1 ou mais</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>the export sidecar's order, then the others sorted by name</source>
      <translation>a ordem do sidecar de exportação, depois as outras por nome</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>the export sidecar's order</source>
      <translation>a ordem do sidecar de exportação</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>sorted by name</source>
      <translation>por nome</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>bands ({order}): {bands}</source>
      <translation>bandas ({order}): {bands}</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/importing/import_plan.py" />
      <source>with {kernel} {kx},{ky} a {pw}x{ph} patch needs %n values a band (a multiple of %n for a 3-D feature)</source>
      <translation>
        <numerusform>com {kernel} {kx},{ky} um patch de {pw}x{ph} precisa de %n valor por banda (um múltiplo de %n para uma feição 3-D)</numerusform>
        <numerusform>com {kernel} {kx},{ky} um patch de {pw}x{ph} precisa de %n valores por banda (um múltiplo de %n para uma feição 3-D)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{values} ({kernel_size} {kernel})</source>
      <translation>{values} ({kernel_size} {kernel})</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>a {pw}x{ph} patch needs {values} a band without kernel margins, or with margins {with_margins}, ...; a 3-D feature holds a multiple of these (for a kernel that is not square, give {kernel} as kx,ky)</source>
      <translation>um patch de {pw}x{ph} precisa de {values} por banda sem margens do kernel, ou com margens {with_margins}, ...; uma feição 3-D tem um múltiplo destes (para um kernel que não é quadrado, forneça {kernel} como kx,ky)</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>record {index} of {path}</source>
      <translation>registro {index} de {path}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{source} is not a tf.train.Example: {error}</source>
      <translation>{source} não é um tf.train.Example: {error}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>feature {name!r} is not in {where}, which has: {first}</source>
      <translation>a feição {name!r} não está em {where}, que tem: {first}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>feature {name!r} has {values}</source>
      <translation>a feição {name!r} tem {values}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{described} in {first_where}, which fits neither layout: {fitting}; per-pixel records instead hold one value a feature (or its depth), one record a tile pixel</source>
      <translation>{described} em {first_where}, o que não cabe em nenhum dos arranjos: {fitting}; registros por pixel têm em vez disso um valor por feição (ou sua profundidade), um registro por pixel do tile</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{where}cannot tell the kernel margins from the value counts, {choices}; give {kernel} as kx,ky</source>
      <translation>{where}não é possível saber as margens do kernel pelas contagens de valores, {choices}; forneça {kernel} como kx,ky</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{first_where}, against the patchDimensions {patch_width} x {patch_height} of {mixer}: </source>
      <translation>{first_where}, contra o patchDimensions {patch_width} x {patch_height} de {mixer}: </translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>feature {name!r} ignored: its value count ({count}) fits no patch layout</source>
      <translation>feição {name!r} ignorada: sua contagem de valores ({count}) não cabe em nenhum arranjo de patches</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>feature {name!r} has no values in {where}</source>
      <translation>a feição {name!r} não tem valores em {where}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>feature {name!r} ignored: it has no values</source>
      <translation>feição {name!r} ignorada: não tem valores</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{where} has no feature with values</source>
      <translation>{where} não tem nenhuma feição com valores</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>the index file's patchIndices list {patches}</source>
      <translation>os patchIndices do arquivo de índice listam {patches}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>the mixer's totalPatches is {patches}</source>
      <translation>o totalPatches do mixer é {patches}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{records} with {kernel} {kx},{ky}</source>
      <translation>{records} com {kernel} {kx},{ky}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{patches} x tile pixels, e.g. {records} without margins (for a kernel that is not square, give {kernel} as kx,ky)</source>
      <translation>{patches} x pixels do tile, p. ex. {records} sem margens (para um kernel que não é quadrado, forneça {kernel} como kx,ky)</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>the files hold {records} but {what}{named}: one record a patch needs {needed}, per-pixel records {per_pixel}</source>
      <translation>os arquivos têm {records}, mas {what}{named}: um registro por patch precisa de {needed}, registros por pixel {per_pixel}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>nodata value {nodata} does not fit the output type {type_name} (whole numbers {least} to {greatest})</source>
      <translation>o valor nodata {nodata} não cabe no tipo de saída {type_name} (números inteiros de {least} a {greatest})</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>pixels the export masked hold defaultValue {nodata:g}: nodata (from {sidecar})</source>
      <translation>os pixels que a exportação mascarou têm defaultValue {nodata:g}: nodata (de {sidecar})</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{first_where} is a SequenceExample with feature lists only ({feature_lists}): only Example features (or a SequenceExample's context) become bands</source>
      <translation>{first_where} é um SequenceExample só com listas de feições ({feature_lists}): só feições de Example (ou o contexto de um SequenceExample) viram bandas</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>feature lists {feature_lists} of these SequenceExamples are not imported; only their context features are</source>
      <translation>as listas de feições {feature_lists} destes SequenceExamples não são importadas; só suas feições de contexto</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{path}: cannot read it: {reason}</source>
      <translation>{path}: não foi possível ler: {reason}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>no mixer (*-mixer.json or *-index.json) beside {paths}: give the mixer file ({mixer})</source>
      <translation>nenhum mixer (*-mixer.json ou *-index.json) ao lado de {paths}: forneça o arquivo do mixer ({mixer})</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>the mixer given</source>
      <translation>o mixer fornecido</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{mixer}: the index lists no patches (key 'patchIndices'): every patch was masked out, nothing to import</source>
      <translation>{mixer}: o índice não lista nenhum patch (chave 'patchIndices'): todo patch foi mascarado, nada a importar</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{mixer}: the mixer describes a raster of {mixer_width} x {mixer_height} pixels (totalPatches {patches}, patchesPerRow {per_row}, patchDimensions {patch_width} x {patch_height}): more than a GeoTIFF can hold ({largest} a side); is it the mixer of this export?</source>
      <translation>{mixer}: o mixer descreve um raster de {mixer_width} x {mixer_height} pixels (totalPatches {patches}, patchesPerRow {per_row}, patchDimensions {patch_width} x {patch_height}): mais do que um GeoTIFF comporta ({largest} por lado); é o mixer desta exportação?</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/importing/import_plan.py" />
      <source>its patchIndices list %n patches of {patches}</source>
      <translation>
        <numerusform>seus patchIndices listam %n patch de {patches}</numerusform>
        <numerusform>seus patchIndices listam %n patches de {patches}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>totalPatches is {patches}</source>
      <translation>totalPatches é {patches}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{mixer}: keys patchesPerRow ({per_row}) and patchDimensions ({patch_width} x {patch_height}) make the raster {mixer_width} pixels wide ({records}); it is written a row of patches at a time, and a row of {bands} takes {gib_strip}: the {gib_held} the import holds at once (rows decoded ahead and rows of tiles) is more than half this machine's memory ({gib_memory}). Is it the mixer of these records?</source>
      <translation>{mixer}: as chaves patchesPerRow ({per_row}) e patchDimensions ({patch_width} x {patch_height}) tornam o raster {mixer_width} pixels de largura ({records}); ele é gravado uma linha de patches por vez, e uma linha de {bands} ocupa {gib_strip}: os {gib_held} que a importação mantém de uma vez (linhas decodificadas adiante e linhas de tiles) são mais da metade da memória desta máquina ({gib_memory}). É o mixer destes registros?</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{name!r} {values}</source>
      <translation>{name!r} com {values}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{where} holds {counts}, ... ({features})</source>
      <translation>{where} contém {counts}, ... ({features})</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{where} holds {counts}</source>
      <translation>{where} contém {counts}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{mixer}: key 'patchDimensions' is [{patch_width}, {patch_height}], but the export sidecar {sidecar_name} says {dimensions} (key 'patchDimensions'), and {first_holds}: the mixer and the sidecar are not of one export; give the mixer of these records</source>
      <translation>{mixer}: a chave 'patchDimensions' é [{patch_width}, {patch_height}], mas o sidecar de exportação {sidecar_name} diz {dimensions} (chave 'patchDimensions'), e {first_holds}: o mixer e o sidecar não são de uma mesma exportação; forneça o mixer destes registros</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>the export sidecar {sidecar} (key 'features')</source>
      <translation>o sidecar de exportação {sidecar} (chave 'features')</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>the export sidecar {sidecar}</source>
      <translation>o sidecar de exportação {sidecar}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>feature {name!r} holds {values} in {where}, which the mixer's patchDimensions {patch_width} x {patch_height} ({mixer}) read as {bands} of {tile} pixels</source>
      <translation>a feição {name!r} tem {values} em {where}, que o patchDimensions {patch_width} x {patch_height} do mixer ({mixer}) lê como {bands} de {tile} pixels</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{read_as}, but {source} says it holds {depth}: the mixer is not of these records, or {source_split} is wrong</source>
      <translation>{read_as}, mas {source} diz que ela tem {depth}: o mixer não é destes registros, ou {source_split} está errado</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source> ({side} x {side} patches)</source>
      <translation> (patches de {side} x {side})</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{read_as}; nothing says it holds {feature_bands} (neither the export sidecar nor a feature of one band beside it), and one band of patches of another size holds as many values{other}. If it holds {feature_bands}, say so with {features} {feature_name}:{feature_depth}; otherwise give the mixer of these records</source>
      <translation>{read_as}; nada diz que ela tem {feature_bands} (nem o sidecar de exportação nem uma feição de uma banda ao lado), e uma banda de patches de outro tamanho tem o mesmo número de valores{other}. Se ela tem {feature_bands}, diga-o com {features} {feature_name}:{feature_depth}; senão, forneça o mixer destes registros</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>feature {name!r} read channels-first, as the export that wrote it did (its sidecar {sidecar} describes it), whatever {layout} says</source>
      <translation>feição {name!r} lida como channels-first, como a exportação que a escreveu fez (seu sidecar {sidecar} a descreve), seja o que for que {layout} diga</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>feature {name!r} holds {bands} of {tile_width} x {tile_height} pixels in {where}, and nothing says in which order its {values} hold them: channels-first [{depth}, {tile_height}, {tile_width}] (band by band, as EE and this plugin's export write them) or channels-last [{tile_height}, {tile_width}, {depth}] (pixel by pixel, as a Keras model predicts them). Both readings fit; give {layout} {first} or {layout} {last}</source>
      <translation>a feição {name!r} tem {bands} de {tile_width} x {tile_height} pixels em {where}, e nada diz em que ordem seus {values} as guardam: channels-first [{depth}, {tile_height}, {tile_width}] (banda a banda, como o EE e a exportação deste plugin os escrevem) ou channels-last [{tile_height}, {tile_width}, {depth}] (pixel a pixel, como um modelo Keras os prevê). As duas leituras cabem; forneça {layout} {first} ou {layout} {last}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>the class table's order, matched by feature name</source>
      <translation>a ordem da tabela de classes, casada pelo nome da feição</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source> ({extra} is no class of it)</source>
      <translation> ({extra} não é classe dela)</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source> ({extra} are no class of it)</source>
      <translation> ({extra} não são classes dela)</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source> (no feature is named {missing})</source>
      <translation> (nenhuma feição se chama {missing})</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>, the band of the label nodata first if there is one</source>
      <translation>, a banda do nodata do rótulo primeiro, se houver</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <location filename="../core/layout/class_table.py" />
      <source>the class table {path}</source>
      <translation>a tabela de classes {path}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <location filename="../core/layout/class_table.py" />
      <source>the class table</source>
      <translation>a tabela de classes</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>cannot tell which feature holds which class: the argmax takes band i as the i-th class of {where} ({classes}), and the features ({by_name}) are not named after its classes{detail}. The order of the keys inside a record is no order (a protobuf map has none, and TensorFlow writes them as it likes): list the features in the class table's order with {features}{nodata}</source>
      <translation>não é possível saber qual feição tem qual classe: o argmax toma a banda i como a i-ésima classe de {where} ({classes}), e as feições ({by_name}) não têm os nomes de suas classes{detail}. A ordem das chaves dentro de um registro não é ordem nenhuma (um map do protobuf não tem, e o TensorFlow as grava como quer): liste as feições na ordem da tabela de classes com {features}{nodata}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>kernelSize {kx},{ky} from {sidecar}</source>
      <translation>kernelSize {kx},{ky} de {sidecar}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>{mixer}: the mixer describes {patches} patches, a record each of at least {least} bytes ({first} holds that), but {files} can hold at most {records} ({bytes} bytes of records at most): is it the mixer of these records?</source>
      <translation>{mixer}: o mixer descreve {patches} patches, cada um um registro de pelo menos {least} bytes ({first} tem esse tamanho), mas em {files} cabem no máximo {records} (no máximo {bytes} bytes de registros): é o mixer destes registros?</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/importing/import_plan.py" />
      <source>%n such records</source>
      <translation>
        <numerusform>%n registro desses</numerusform>
        <numerusform>%n desses registros</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>no TFRecord files given</source>
      <translation>nenhum arquivo TFRecord fornecido</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <location filename="../core/predict/contract.py" />
      <source>{option} is {value}; it is one of {layouts}</source>
      <translation>{option} é {value}; deve ser um de {layouts}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>unknown data type {data_type!r}: use one of {types}</source>
      <translation>tipo de dado desconhecido {data_type!r}: use um de {types}</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>as {features} lists them</source>
      <translation>como {features} as lista</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>pixels holding defaultValue {value:g} in every band (masked, as {sidecar} says) are nodata in the class map</source>
      <translation>os pixels com defaultValue {value:g} em todas as bandas (mascarados, como diz {sidecar}) são nodata no mapa de classes</translation>
    </message>
    <message>
      <location filename="../core/importing/import_plan.py" />
      <source>patches the index leaves out are nodata ({nodata:g})</source>
      <translation>os patches que o índice deixa de fora são nodata ({nodata:g})</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>cannot tell the kernel margins from the value counts, {choices}; give {kernel} as kx,ky</source>
      <translation>não é possível saber as margens do kernel pelas contagens de valores, {choices}; forneça {kernel} como kx,ky</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>not a tf.train.Example or SequenceExample: {error}</source>
      <translation>não é um tf.train.Example nem SequenceExample: {error}</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>the records name more than {most} features: those named after are not described</source>
      <translation>os registros nomeiam mais de {most} feições: as nomeadas depois não são descritas</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>The files hold {records} but the mixer {mixer} describes {patches}.</source>
      <translation>Os arquivos têm {records}, mas o mixer {mixer} descreve {patches}.</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>Cannot tell the kernel margins from the value counts, {choices}; give {kernel} as kx,ky.</source>
      <translation>Não é possível saber as margens do kernel pelas contagens de valores, {choices}; forneça {kernel} como kx,ky.</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>No feature's value count fits the mixer's patchDimensions with any kernel margin.</source>
      <translation>A contagem de valores de nenhuma feição cabe no patchDimensions do mixer com qualquer margem de kernel.</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/inspect.py" />
      <source>%n steps</source>
      <translation>
        <numerusform>%n passo</numerusform>
        <numerusform>%n passos</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>{low} to {high} steps</source>
      <translation>{low} a {high} passos</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>{low} to {high} values</source>
      <translation>{low} a {high} valores</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>in {records} of {total}</source>
      <translation>em {records} de {total}</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>{name}: left out, {kinds} lists in different records: one spec cannot parse both (TensorFlow stops with "Data types don't match"); read it with the numpy snippet</source>
      <translation>{name}: deixado de fora, listas {kinds} em registros diferentes: uma só especificação não lê as duas (o TensorFlow para com "Data types don't match"); leia-o com o código numpy</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>no record sets a value list</source>
      <translation>nenhum registro define uma lista de valores</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>{steps}, {presence}</source>
      <translation>{steps}, {presence}</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>{steps} of {values}, {presence}</source>
      <translation>{steps} de {values}, {presence}</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>a raw uint8 patch: {code}</source>
      <translation>um patch uint8 bruto: {code}</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>{values}, {presence}</source>
      <translation>{values}, {presence}</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>{low} to {high}</source>
      <translation>{low} a {high}</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/inspect.py" />
      <source>%n {record_type} records</source>
      <translation>
        <numerusform>%n registro {record_type}</numerusform>
        <numerusform>%n registros {record_type}</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/inspect.py" />
      <source>%n records, none of them a readable Example or SequenceExample</source>
      <translation>
        <numerusform>%n registro, que não é um Example nem um SequenceExample legível</numerusform>
        <numerusform>%n registros, nenhum deles um Example ou SequenceExample legível</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>{records} in {files}, as TFRecord Bridge inspected them.</source>
      <translation>{records} em {files}, como o TFRecord Bridge os inspecionou.</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>{records}; reads them with TFRecord Bridge's codec (numpy only, no TensorFlow).</source>
      <translation>{records}; lê-os com o codec do TFRecord Bridge (só numpy, sem TensorFlow).</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>the folder holding the tfrecord_bridge package</source>
      <translation>a pasta que contém o pacote tfrecord_bridge</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>Shapes to reshape to (None: variable length, left flat; bytes features are lists of bytes).</source>
      <translation>Formas para o reshape (None: comprimento variável, fica plano; atributos bytes são listas de bytes).</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>one bytes value holding a uint8 patch</source>
      <translation>um valor bytes que contém um patch uint8</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>(context, feature_lists) per record: feature lists as lists of per-step arrays.</source>
      <translation>(context, feature_lists) por registro: listas de atributos como listas de arrays por passo.</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>One dict of arrays per record.</source>
      <translation>Um dict de arrays por registro.</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>PyTorch, when it is installed: the same records as an IterableDataset</source>
      <translation>PyTorch, quando instalado: os mesmos registros como um IterableDataset</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>One dict a record (feature name: numpy array), each patch {layout}.</source>
      <translation>Um dict por registro (nome da feição: array numpy), cada patch {layout}.</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>DataLoader workers may start a new Python that imports this file</source>
      <translation>os workers do DataLoader podem iniciar um novo Python que importa este arquivo</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>Uncompressed files are read at random (shuffle=True works); GZIP files are streamed, each worker reading its share (PatchDataset(..., random_access=True) reads them at random too).</source>
      <translation>Arquivos sem compressão são lidos em ordem aleatória (shuffle=True funciona); arquivos GZIP são lidos em fluxo, cada worker lendo sua parte (PatchDataset(..., random_access=True) também os lê em ordem aleatória).</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>Batches of records (feature name: [batch, H, W, C] array); model.fit wants (inputs, targets).</source>
      <translation>Lotes de registros (nome da feição: array [batch, H, W, C]); model.fit espera (inputs, targets).</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>Read at random: GZIP files are inflated once into a cache folder (PatchDataset's cache_dir).</source>
      <translation>Leitura aleatória: arquivos GZIP são descompactados uma vez numa pasta de cache (cache_dir do PatchDataset).</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>A random-access data source (len and [index]): GZIP files are inflated once into a cache folder (PatchDataset's cache_dir) on the first read.</source>
      <translation>Uma fonte de dados de acesso aleatório (len e [index]): arquivos GZIP são descompactados uma vez numa pasta de cache (cache_dir do PatchDataset) na primeira leitura.</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>{records} in {files}, as TFRecord Bridge inspected them, read with its PatchDataset (numpy only, no TensorFlow).</source>
      <translation>{records} em {files}, como o TFRecord Bridge os inspecionou, lidos com o seu PatchDataset (só numpy, sem TensorFlow).</translation>
    </message>
    <message>
      <location filename="../core/inspect.py" />
      <source>or "jax"</source>
      <translation>ou "jax"</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{where}: the class value must be a whole number, got {shown_value}</source>
      <translation>{where}: o valor da classe deve ser um número inteiro, veio {shown_value}</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{where}: the class value {shown_number} is beyond the whole numbers a raster band holds ({least} to {greatest})</source>
      <translation>{where}: o valor de classe {shown_number} está além dos números inteiros que uma banda raster comporta ({least} a {greatest})</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{where}: the colour must be written #rrggbb (e.g. #1f78b4), got {value}</source>
      <translation>{where}: a cor deve ser escrita #rrggbb (p. ex. #1f78b4), veio {value}</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{path}: the class table lists more than {most} classes</source>
      <translation>{path}: a tabela de classes lista mais de {most} classes</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{path}: the class table lists no class</source>
      <translation>{path}: a tabela de classes não lista nenhuma classe</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{where}: class value {value} is listed twice (also {seen_values})</source>
      <translation>{where}: o valor de classe {value} aparece duas vezes (também {seen_values})</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{where}: class name {name} is listed twice (also {seen_names})</source>
      <translation>{where}: o nome de classe {name} aparece duas vezes (também {seen_names})</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{path}: the label nodata value {nodata:g} is also a class ({seen_values})</source>
      <translation>{path}: o valor nodata do rótulo {nodata:g} também é uma classe ({seen_values})</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{path}: not a class table: the JSON must be an object with "labels": {{"classes": [...]}} (an export sidecar), or give a CSV of value,name[,color]</source>
      <translation>{path}: não é uma tabela de classes: o JSON deve ser um objeto com "labels": {{"classes": [...]}} (um sidecar de exportação), ou forneça um CSV de value,name[,color]</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{path}: key "labels" is missing: this export had no label layer, so it has no class table (give a CSV of value,name[,color] instead)</source>
      <translation>{path}: falta a chave "labels": esta exportação não teve camada de rótulos, então não tem tabela de classes (forneça um CSV de value,name[,color])</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{path}: key "labels" must be an object, got {labels}</source>
      <translation>{path}: a chave "labels" deve ser um objeto, veio {labels}</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{path}: key "labels.classes" must be a list of {{"value", "name"}} objects, got {classes}</source>
      <translation>{path}: a chave "labels.classes" deve ser uma lista de objetos {{"value", "name"}}, veio {classes}</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{where} must be an object with "value" and "name", got {entry}</source>
      <translation>{where} deve ser um objeto com "value" e "name", veio {entry}</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{where}.name is empty</source>
      <translation>{where}.name está vazio</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{path}: key {key}</source>
      <translation>{path}: chave {key}</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{path}: line {number}</source>
      <translation>{path}: linha {number}</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{where}: expected value,name or value,name,color, got {line}</source>
      <translation>{where}: esperado value,name ou value,name,color, veio {line}</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{where}: the class name is empty</source>
      <translation>{where}: o nome da classe está vazio</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>a class table</source>
      <translation>uma tabela de classes</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{path}: cannot read the class table: {error}</source>
      <translation>{path}: não é possível ler a tabela de classes: {error}</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>{path}: not valid JSON: {error}</source>
      <translation>{path}: JSON inválido: {error}</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>class values {least} to {greatest} fit no raster type</source>
      <translation>os valores de classe {least} a {greatest} não cabem em nenhum tipo de raster</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>, or {bands} with a first band for the label nodata {nodata:g}</source>
      <translation>, ou {bands} com uma primeira banda para o nodata do rótulo {nodata:g}</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>the argmax of the prediction bands takes band i as the i-th class of {where}, which has {classes} ({table_names}), but the import has {bands} ({band_names}): give {wanted}{more}</source>
      <translation>o argmax das bandas de predição toma a banda i como a i-ésima classe de {where}, que tem {classes} ({table_names}), mas a importação tem {bands} ({band_names}): forneça {wanted}{more}</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>the nodata value {nodata:g} of a class map must be a whole number</source>
      <translation>o valor nodata {nodata:g} de um mapa de classes deve ser um número inteiro</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>the nodata value {nodata} is a class of {where}: choose another</source>
      <translation>o valor nodata {nodata} é uma classe de {where}: escolha outro</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>a class map is written as whole numbers: data type {data_type} does not fit; use one of {types}</source>
      <translation>um mapa de classes é gravado como números inteiros: o tipo de dado {data_type} não serve; use um de {types}</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>the class values and nodata ({min_values} to {max_values}) do not fit data type {data_type} ({limits} to {limits2})</source>
      <translation>os valores de classe e o nodata ({min_values} a {max_values}) não cabem no tipo de dado {data_type} ({limits} a {limits2})</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>unknown class source {source!r}: use one of {sources}</source>
      <translation>origem de classe desconhecida {source!r}: use uma de {sources}</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>a band of class numbers needs a class table to name its classes (an export sidecar with labels, or a CSV of value,name[,color])</source>
      <translation>uma banda de números de classe precisa de uma tabela de classes que nomeie suas classes (um sidecar de exportação com rótulos, ou um CSV de value,name[,color])</translation>
    </message>
    <message>
      <location filename="../core/layout/class_table.py" />
      <source>a band of class numbers means one band, but the import has {bands} ({band_names}): choose one feature, or take the argmax of the bands</source>
      <translation>uma banda de números de classe significa uma banda, mas a importação tem {bands} ({band_names}): escolha uma feição, ou tome o argmax das bandas</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{name}: {error}</source>
      <translation>{name}: {error}</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{name} must be between 0 and 1, got {threshold}</source>
      <translation>{name} deve estar entre 0 e 1, veio {threshold}</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{name} must be one of {choices}, got {value!r}</source>
      <translation>{name} deve ser um de {choices}, recebido {value!r}</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{kernel_name} {kernel} is more than 4 times {patch_name} {patch} and more than {largest}: each record would be mostly margin; use larger patches</source>
      <translation>{kernel_name} {kernel} é mais de 4 vezes {patch_name} {patch} e maior que {largest}: cada registro seria quase só margem; use patches maiores</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>formatOptions is not valid JSON: {error}</source>
      <translation>formatOptions não é um JSON válido: {error}</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>formatOptions must be a JSON object such as {{"patchDimensions": [256, 256]}}</source>
      <translation>formatOptions deve ser um objeto JSON como {{"patchDimensions": [256, 256]}}</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/layout/format_options.py" />
      <source>unknown formatOptions keys {unknown}; known: {known}</source>
      <translation>
        <numerusform>chave de formatOptions desconhecida {unknown}; conhecidas: {known}</numerusform>
        <numerusform>chaves de formatOptions desconhecidas {unknown}; conhecidas: {known}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>a scalar band, not an array band</source>
      <translation>uma banda escalar, não uma banda de array</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>not a band of the export</source>
      <translation>não é uma banda da exportação</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>; array bands: {bands}</source>
      <translation>; bandas de array: {bands}</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>; there are no array bands</source>
      <translation>; não há bandas de array</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{option} names {name!r}, which is {what}{bands}</source>
      <translation>{option} nomeia {name!r}, que é {what}{bands}</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{option} must give a depth for array band {band_name!r} (its layer has {values} per pixel), e.g. {{"{band_name}": {band_depth}}}</source>
      <translation>{option} deve dar uma profundidade para a banda de array {band_name!r} (sua camada tem {values} por pixel), p. ex. {{"{band_name}": {band_depth}}}</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>Expecting value</source>
      <translation>Esperado um valor</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>Expecting property name enclosed in double quotes</source>
      <translation>Esperado um nome de propriedade entre aspas duplas</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>Expecting ':' delimiter</source>
      <translation>Esperado o delimitador ':'</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>Expecting ',' delimiter</source>
      <translation>Esperado o delimitador ','</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>Extra data</source>
      <translation>Dados a mais</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>Unterminated string starting at</source>
      <translation>Texto não terminado a partir de</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>Invalid control character at</source>
      <translation>Caractere de controle inválido em</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>Illegal trailing comma before end of object</source>
      <translation>Vírgula final não permitida antes do fim do objeto</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>Illegal trailing comma before end of array</source>
      <translation>Vírgula final não permitida antes do fim do array</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{reason}: line {line} column {column} (char {char})</source>
      <translation>{reason}: linha {line} coluna {column} (caractere {char})</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{name} must be [width, height], got {value!r}</source>
      <translation>{name} deve ser [largura, altura], veio {value!r}</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{name} must be [width, height] (two numbers), got {items!r}</source>
      <translation>{name} deve ser [largura, altura] (dois números), veio {items!r}</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{name} must be a positive whole number, got {value!r}</source>
      <translation>{name} deve ser um número inteiro positivo, veio {value!r}</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{name} must be a number, got {value!r}</source>
      <translation>{name} deve ser um número, veio {value!r}</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{name} must be a finite number, got {value!r}</source>
      <translation>{name} deve ser um número finito, veio {value!r}</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{name} must be true or false, got {value!r}</source>
      <translation>{name} deve ser true ou false, veio {value!r}</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{name} must be like {{"band": depth}} or band:depth,..., got {text!r}</source>
      <translation>{name} deve ser como {{"band": depth}} ou band:depth,..., veio {text!r}</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{name} must map array band names to depths, got {value!r}</source>
      <translation>{name} deve associar nomes de bandas de array a profundidades, veio {value!r}</translation>
    </message>
    <message>
      <location filename="../core/layout/format_options.py" />
      <source>{name} for band {band!r}</source>
      <translation>{name} da banda {band!r}</translation>
    </message>
    <message>
      <location filename="../core/layout/grid.py" />
      <source>{option} must be a positive finite number, got {size!r}</source>
      <translation>{option} deve ser um número finito positivo, veio {size!r}</translation>
    </message>
    <message>
      <location filename="../core/layout/grid.py" />
      <source>{option} {list_extent} has no area: give xmin,ymin,xmax,ymax as finite numbers with xmax &gt; xmin and ymax &gt; ymin</source>
      <translation>{option} {list_extent} não tem área: forneça xmin,ymin,xmax,ymax como números finitos com xmax &gt; xmin e ymax &gt; ymin</translation>
    </message>
    <message>
      <location filename="../core/layout/grid.py" />
      <source>{pixel_size} {size_x:g} makes the export grid {columns:.4g} x {rows:.4g} pixels, more than a raster GDAL reads can have ({largest} a side): give a larger {pixel_size} or a smaller {extent}</source>
      <translation>{pixel_size} {size_x:g} torna a grade de exportação {columns:.4g} x {rows:.4g} pixels, mais do que um raster lido pelo GDAL pode ter ({largest} por lado): forneça um {pixel_size} maior ou um {extent} menor</translation>
    </message>
    <message>
      <location filename="../core/layout/grid.py" />
      <source>depth {depth} without kernel margins</source>
      <translation>profundidade {depth} sem margens do kernel</translation>
    </message>
    <message>
      <location filename="../core/layout/grid.py" />
      <source>depth {depth} with {kernel}</source>
      <translation>profundidade {depth} com {kernel}</translation>
    </message>
    <message>
      <location filename="../core/layout/grid.py" />
      <source>{name!r} ({values}): {readings}</source>
      <translation>{name!r} ({values}): {readings}</translation>
    </message>
    <message>
      <location filename="../core/layout/manifest.py" />
      <source>run file name {name!r} is not a plain file name</source>
      <translation>o nome de arquivo da execução {name!r} não é um simples nome de arquivo</translation>
    </message>
    <message>
      <location filename="../core/layout/manifest.py" />
      <source>{value!r} is not a count</source>
      <translation>{value!r} não é uma contagem</translation>
    </message>
    <message>
      <location filename="../core/layout/manifest.py" />
      <source>{value!r} is not a SHA-256 in hex</source>
      <translation>{value!r} não é um SHA-256 em hexadecimal</translation>
    </message>
    <message>
      <location filename="../core/layout/manifest.py" />
      <source>{key} must be an object</source>
      <translation>{key} deve ser um objeto</translation>
    </message>
    <message>
      <location filename="../core/layout/manifest.py" />
      <source>{mixer}: {key} is not what the export sidecar {sidecar} says the export (run {run}) wrote: the mixer was changed, or is another export's; its records would be placed wrongly</source>
      <translation>{mixer}: {key} não é o que o sidecar de exportação {sidecar} diz que a exportação (execução {run}) gravou: o mixer foi alterado, ou é de outra exportação; seus registros seriam posicionados errado</translation>
    </message>
    <message>
      <location filename="../core/layout/manifest.py" />
      <source>{mixer}: {key} is {said}, but the export sidecar {sidecar} says the export (run {run}) wrote {wrote}: the mixer was changed, or is another export's; its records would be placed wrongly</source>
      <translation>{mixer}: {key} é {said}, mas o sidecar de exportação {sidecar} diz que a exportação (execução {run}) gravou {wrote}: o mixer foi alterado, ou é de outra exportação; seus registros seriam posicionados errado</translation>
    </message>
    <message>
      <location filename="../core/layout/manifest.py" />
      <source>if these files are another export's, or a model's predictions named after the export's shards, the sidecar {sidecar} is not theirs: remove it (or rename the predictions, e.g. pred-00000.tfrecord.gz)</source>
      <translation>se estes arquivos são de outra exportação, ou predições de um modelo nomeadas como os shards da exportação, o sidecar {sidecar} não é deles: remova-o (ou renomeie as predições, p. ex. pred-00000.tfrecord.gz)</translation>
    </message>
    <message>
      <location filename="../core/layout/manifest.py" />
      <source>{path}: not one of the shards the export sidecar {sidecar} lists for run {run} ({shards}): a file of another export beside this one's; {hint}</source>
      <translation>{path}: não é um dos shards que o sidecar de exportação {sidecar} lista para a execução {run} ({shards}): um arquivo de outra exportação ao lado dos desta; {hint}</translation>
    </message>
    <message>
      <location filename="../core/layout/manifest.py" />
      <source>{path}: the shards are read out of the order the export wrote them ({shards})</source>
      <translation>{path}: os shards são lidos fora da ordem em que a exportação os gravou ({shards})</translation>
    </message>
    <message>
      <location filename="../core/layout/manifest.py" />
      <source>{path}: {size} bytes, but the export sidecar {sidecar} says run {run} wrote {expected} bytes here: the file is another export's, or was changed since; {hint}</source>
      <translation>{path}: {size} bytes, mas o sidecar de exportação {sidecar} diz que a execução {run} gravou {expected} bytes aqui: o arquivo é de outra exportação, ou foi alterado desde então; {hint}</translation>
    </message>
    <message>
      <location filename="../core/layout/manifest.py" />
      <source>{path}: {records}, but the export sidecar {sidecar} says run {run} wrote {expected} in it</source>
      <translation>{path}: {records}, mas o sidecar de exportação {sidecar} diz que a execução {run} gravou {expected} nele</translation>
    </message>
    <message>
      <location filename="../core/layout/manifest.py" />
      <source>{path}: its bytes are not those run {run} wrote (SHA-256 in the export sidecar {sidecar}): its records were changed or put in another order, or the file was replaced while it was read</source>
      <translation>{path}: seus bytes não são os que a execução {run} gravou (SHA-256 no sidecar de exportação {sidecar}): seus registros foram alterados ou postos em outra ordem, ou o arquivo foi substituído enquanto era lido</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>java_double: {value!r} has no finite decimal exponent</source>
      <translation>java_double: {value!r} não tem expoente decimal finito</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>an index sidecar lists the patch indices, and this mixer has none</source>
      <translation>um sidecar de índice lista os números dos patches, e este mixer não tem nenhum</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: mixer has no {where_key!r}</source>
      <translation>{path}: o mixer não tem {where_key!r}</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: mixer key {key!r} must be a positive whole number, got {shown_value}</source>
      <translation>{path}: a chave de mixer {key!r} deve ser um número inteiro positivo, veio {shown_value}</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: mixer keys {keys} make the raster {shown_size} pixels {side} ({shown_patches} patches), more than a GeoTIFF can hold ({largest} a side): is it the mixer of this export?</source>
      <translation>{path}: as chaves de mixer {keys} tornam o raster {shown_size} pixels {side} ({shown_patches} patches), mais do que um GeoTIFF comporta ({largest} por lado): é o mixer desta exportação?</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: mixer key {key!r} must be 6 numbers, got {shown_matrix}</source>
      <translation>{path}: a chave de mixer {key!r} deve ser 6 números, veio {shown_matrix}</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: mixer key {key!r} must be 6 finite numbers, got [{matrix}]</source>
      <translation>{path}: a chave de mixer {key!r} deve ser 6 números finitos, veio [{matrix}]</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: mixer key {key!r} is singular: {shown_matrix}</source>
      <translation>{path}: a chave de mixer {key!r} é singular: {shown_matrix}</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: mixer key 'patchIndices' must list patch numbers, got {shown_indices}</source>
      <translation>{path}: a chave de mixer 'patchIndices' deve listar números de patches, veio {shown_indices}</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: mixer key 'patchIndices' lists patch {shown_outside}, but totalPatches is {shown_total}: patch numbers run from 0 to totalPatches - 1</source>
      <translation>{path}: a chave de mixer 'patchIndices' lista o patch {shown_outside}, mas totalPatches é {shown_total}: os números de patches vão de 0 a totalPatches - 1</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: mixer key 'patchIndices' must increase (records come in patch order), but entry {position} ({later}) follows {earlier}</source>
      <translation>{path}: a chave de mixer 'patchIndices' deve ser crescente (os registros vêm na ordem dos patches), mas a entrada {position} ({later}) segue {earlier}</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: not valid JSON ({error})</source>
      <translation>{path}: JSON inválido ({error})</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: a mixer is a JSON object</source>
      <translation>{path}: um mixer é um objeto JSON</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: mixer key 'projection.crs' must be a CRS string, got {shown_crs}</source>
      <translation>{path}: a chave de mixer 'projection.crs' deve ser um texto de SRC, veio {shown_crs}</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: mixer key 'patchDimensions' must be [width, height], got {shown_dimensions}</source>
      <translation>{path}: a chave de mixer 'patchDimensions' deve ser [largura, altura], veio {shown_dimensions}</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: mixer key 'totalPatches' must be a multiple of patchesPerRow ({per_row}), got {shown_total}</source>
      <translation>{path}: a chave de mixer 'totalPatches' deve ser múltiplo de patchesPerRow ({per_row}), veio {shown_total}</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>a mixer or index file</source>
      <translation>um mixer ou arquivo de índice</translation>
    </message>
    <message>
      <location filename="../core/layout/mixer.py" />
      <source>{path}: cannot read the mixer: {reason}</source>
      <translation>{path}: não é possível ler o mixer: {reason}</translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <source>a .tfindex file</source>
      <translation>um arquivo .tfindex</translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <source>{path}: line {line} is not the 'offset length' of the record after the one before: the index does not belong to this version of the shard</source>
      <translation>{path}: a linha {line} não é o 'offset length' do registro seguinte ao anterior: o índice não pertence a esta versão do shard</translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <source>{path} indexes {indexed} bytes but its shard holds {size}: the index does not belong to this version of the shard</source>
      <translation>{path} indexa {indexed} bytes, mas seu shard tem {size}: o índice não pertence a esta versão do shard</translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <location filename="../core/layout/sidecar.py" />
      <source>an export sidecar</source>
      <translation>um sidecar de exportação</translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <source>{where}: the export writing these files was stopped while it renamed them ({journal} lists them): run that export again, which first puts back the earlier export or finishes the new one</source>
      <translation>{where}: a exportação que gravava estes arquivos foi interrompida enquanto os renomeava ({journal} os lista): execute essa exportação de novo, que primeiro restaura a exportação anterior ou conclui a nova</translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <source>{names}, ... ({files})</source>
      <translation>{names}, ... ({files})</translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <source>cannot tell the order of the files: {unnumbered} has no number at the end of the name; records continue across the files, so give the files as a list in the order they were written</source>
      <translation>não é possível saber a ordem dos arquivos: {unnumbered} não tem número no fim do nome; os registros continuam de um arquivo a outro, então forneça os arquivos como uma lista na ordem em que foram gravados</translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <source>cannot tell the order of the files: {unnumbered} have no number at the end of the name; records continue across the files, so give the files as a list in the order they were written</source>
      <translation>não é possível saber a ordem dos arquivos: {unnumbered} não têm número no fim do nome; os registros continuam de um arquivo a outro, então forneça os arquivos como uma lista na ordem em que foram gravados</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/layout/naming.py" />
      <source>cannot tell the order of the files: they are numbered in %n series ({series}); choose the files of one export, or give them as a list in the order they were written</source>
      <translation>
        <numerusform>não é possível saber a ordem dos arquivos: eles são numerados em %n série ({series}); escolha os arquivos de uma exportação, ou forneça-os como lista na ordem em que foram gravados</numerusform>
        <numerusform>não é possível saber a ordem dos arquivos: eles são numerados em %n séries ({series}); escolha os arquivos de uma exportação, ou forneça-os como lista na ordem em que foram gravados</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <source>cannot tell the order of the files: {repeated} carry the same number; keep one of them</source>
      <translation>não é possível saber a ordem dos arquivos: {repeated} têm o mesmo número; mantenha um deles</translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <source>the files are listed as {listed} but numbered {numbered}: records continue across the files in the order given, so list them in the order they were written (or rename them)</source>
      <translation>os arquivos estão listados como {listed} mas numerados {numbered}: os registros continuam de um arquivo a outro na ordem dada, então liste-os na ordem em que foram gravados (ou renomeie-os)</translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <source>{folder} holds several exports ({prefixes}): give the prefix</source>
      <translation>{folder} contém várias exportações ({prefixes}): forneça o prefixo</translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <source>cannot list {folder}: {reason}</source>
      <translation>não é possível listar {folder}: {reason}</translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <source>no TFRecord shards named {first}, ... found in {folder}</source>
      <translation>nenhum shard TFRecord chamado {first}, ... encontrado em {folder}</translation>
    </message>
    <message>
      <location filename="../core/layout/naming.py" />
      <source>no TFRecord shards found in {folder}</source>
      <translation>nenhum shard TFRecord encontrado em {folder}</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>{name}: options declared twice: {keys}</source>
      <translation>{name}: opções declaradas duas vezes: {keys}</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Patch dimensions (width,height)</source>
      <translation>Dimensões do patch (largura,altura)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE's patchDimensions: the width and height in pixels of the patch each record holds, e.g. 256,256.</source>
      <translation>patchDimensions do EE: a largura e a altura em pixels do patch que cada registro contém, por exemplo 256,256.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Width and height in pixels of the patch each record holds; the export region is cut into a grid of them (EE default 256 x 256).</source>
      <translation>Largura e altura em pixels do patch que cada registro contém; a região de exportação é cortada em uma grade deles (padrão do EE 256 x 256).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Kernel size (width,height)</source>
      <translation>Tamanho do kernel (largura,altura)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE's kernelSize: each record also holds floor(kernel / 2) real neighbouring pixels on each side of its patch, e.g. 33,33 adds 16 pixels on every side; 1,1 adds none.</source>
      <translation>kernelSize do EE: cada registro também contém floor(kernel / 2) pixels vizinhos reais de cada lado do seu patch; por exemplo, 33,33 acrescenta 16 pixels de cada lado; 1,1 não acrescenta nenhum.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Each record also holds floor(kernel / 2) real neighbouring pixels on every side of its patch, the context a model with this kernel needs at the patch edges (EE default 1 x 1: none).</source>
      <translation>Cada registro também contém floor(kernel / 2) pixels vizinhos reais de cada lado do seu patch, o contexto de que um modelo com esse kernel precisa nas bordas do patch (padrão do EE 1 x 1: nenhum).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Compressed (GZIP)</source>
      <translation>Compactado (GZIP)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE's compressed: GZIP files named .tfrecord.gz (read with compression_type='GZIP'); unchecked, plain .tfrecord files.</source>
      <translation>compressed do EE: arquivos GZIP chamados .tfrecord.gz (leia com compression_type='GZIP'); desmarcado, arquivos .tfrecord simples.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Write GZIP-compressed files (.tfrecord.gz), as EE does by default.</source>
      <translation>Gravar arquivos compactados com GZIP (.tfrecord.gz), como o EE faz por padrão.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>GZIP (.tfrecord.gz)</source>
      <translation>GZIP (.tfrecord.gz)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>GZIP compression level (0-9)</source>
      <translation>Nível de compressão GZIP (0-9)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Ours, not EE's: zlib's level for GZIP files, 0 (stored) to 9 (smallest); default 6, as EE. Every level reads the same; 1-3 are fastest, above all with the isal package installed (README).</source>
      <translation>Opção nossa, não do EE: o nível do zlib para arquivos GZIP, de 0 (sem compressão) a 9 (menor tamanho); padrão 6, como no EE. Todos os níveis são lidos da mesma forma; 1-3 são os mais rápidos, sobretudo com o pacote isal instalado (README).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Max file size (bytes)</source>
      <translation>Tamanho máximo do arquivo (bytes)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE's maxFileSize: a new file starts when the next record would take the current one past this many bytes, counted before compression; default 1073741824 (1 GiB).</source>
      <translation>maxFileSize do EE: um novo arquivo começa quando o próximo registro levaria o atual além desse número de bytes, contados antes da compactação; padrão 1073741824 (1 GiB).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The most bytes (before compression) one file holds; further records go to the next file (EE default 1 GiB).</source>
      <translation>O máximo de bytes (antes da compactação) que um arquivo contém; os registros seguintes vão para o próximo arquivo (padrão do EE 1 GiB).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Default value of masked pixels</source>
      <translation>Valor padrão dos pixels mascarados</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE's defaultValue: written in every band of a pixel that is masked in any band (nodata, a mask or alpha band, or outside the rasters).</source>
      <translation>defaultValue do EE: gravado em todas as bandas de um pixel mascarado em qualquer banda (nodata, uma máscara ou banda alfa, ou fora dos rasters).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The value written in every band of a pixel that is masked in any band: nodata, mask or outside the data (EE default 0).</source>
      <translation>O valor gravado em todas as bandas de um pixel mascarado em qualquer banda: nodata, máscara ou fora dos dados (padrão do EE 0).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Value type</source>
      <translation>Tipo de valor</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>float32 lists for every band, as EE documents; or native types as EE is observed to write them: one bytes value for 8-bit bands, int64 lists for other integers.</source>
      <translation>Listas float32 para todas as bandas, como o EE documenta; ou tipos nativos como se observa o EE gravá-los: um valor de bytes para bandas de 8 bits, listas int64 para outros inteiros.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>float32 for every band as EE documents it, or each band's own type (8-bit as bytes, other integers as int64); not an EE option.</source>
      <translation>float32 para todas as bandas, como o EE documenta, ou o tipo próprio de cada banda (8 bits como bytes, outros inteiros como int64); não é uma opção do EE.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>float32 for every band (EE)</source>
      <translation>float32 em todas as bandas (EE)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>native types (bytes, int64, float)</source>
      <translation>tipos nativos (bytes, int64, float)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Tensor depths (band:depth)</source>
      <translation>Profundidades dos tensores (band:depth)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE's tensorDepths: the depth of each array band, e.g. {"ndvi": 12} or ndvi:12; arrays are cut or padded with the default value to it. Required for array bands unless sequence data.</source>
      <translation>tensorDepths do EE: a profundidade de cada banda de matriz, por exemplo {"ndvi": 12} ou ndvi:12; as matrizes são truncadas ou preenchidas com o valor padrão até ela. Obrigatório para bandas de matriz, exceto com dados de sequência.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The depth of each array band, as {"band": depth} or band:depth,...; needed for every array band unless sequence data is on.</source>
      <translation>A profundidade de cada banda de matriz, como {"band": depth} ou band:depth,...; necessária para toda banda de matriz, a menos que os dados de sequência estejam ativados.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>{"band": depth} or band:depth,...</source>
      <translation>{"band": depth} ou band:depth,...</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Sequence data</source>
      <translation>Dados de sequência</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE's sequenceData: one SequenceExample per pixel, scalar bands in its context and array bands as feature lists (one step per array element).</source>
      <translation>sequenceData do EE: um SequenceExample por pixel, bandas escalares no seu contexto e bandas de matriz como listas de atributos (um passo por elemento da matriz).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Write one tf.train.SequenceExample per pixel, array bands as feature lists, instead of one Example per patch.</source>
      <translation>Gravar um tf.train.SequenceExample por pixel, com as bandas de matriz como listas de atributos, em vez de um Example por patch.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>One SequenceExample per pixel</source>
      <translation>Um SequenceExample por pixel</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Collapse bands</source>
      <translation>Recolher bandas</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE's collapseBands: every band in one feature named after the first band, laid out [bands, height, width].</source>
      <translation>collapseBands do EE: todas as bandas em um atributo com o nome da primeira banda, dispostas como [bands, height, width].</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Write every band into one feature named after the first band instead of one feature per band.</source>
      <translation>Gravar todas as bandas em um atributo com o nome da primeira banda, em vez de um atributo por banda.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>All bands in one feature</source>
      <translation>Todas as bandas em um atributo</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Masked threshold (0-1)</source>
      <translation>Limite de mascaramento (0-1)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE's maskedThreshold: patches with a larger share of masked pixels are not written. Below 1 no mixer is written (as in EE) but PREFIX-index.json, listing the patches kept.</source>
      <translation>maskedThreshold do EE: patches com uma proporção maior de pixels mascarados não são gravados. Abaixo de 1 nenhum mixer é gravado (como no EE), mas sim PREFIX-index.json, listando os patches mantidos.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The largest fraction of masked pixels a patch may have and still be written (EE default 1: every patch).</source>
      <translation>A maior fração de pixels mascarados que um patch pode ter e ainda ser gravado (padrão do EE 1: todos os patches).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Partial patches at the edges</source>
      <translation>Patches parciais nas bordas</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE drops the patches that do not fit whole at the right and bottom; pad keeps them, filled with masked pixels.</source>
      <translation>O EE descarta os patches que não cabem inteiros à direita e embaixo; preencher os mantém, completados com pixels mascarados.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Partial patches at the right and bottom edges are dropped as EE does, or padded with masked pixels; not an EE option.</source>
      <translation>Patches parciais nas bordas direita e inferior são descartados como o EE faz, ou preenchidos com pixels mascarados; não é uma opção do EE.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>drop partial patches (EE)</source>
      <translation>descartar patches parciais (EE)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>pad them with masked pixels</source>
      <translation>preenchê-los com pixels mascarados</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Buffer between sets</source>
      <translation>Buffer entre conjuntos</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Ours, with splits: the patches whose record (the patch and its kernel margins) would share a pixel with a record of another set are left out, so that no pixel of any record of one set lies in a record of another. Where sets meet, the set ahead of its share gives way, so that each keeps its share. The patches left out are counted in the log, LEFT_OUT_FOR_BUFFER and the sidecar. Off, the kernel margins of patches along a block's edge cover pixels of the neighbouring set.</source>
      <translation>Nosso, com divisões: os patches cujo registro (o patch e suas margens de kernel) compartilharia um pixel com um registro de outro conjunto são deixados de fora, de modo que nenhum pixel de qualquer registro de um conjunto esteja num registro de outro. Onde conjuntos se encontram, cede o que está acima de sua parcela, de modo que cada um mantém sua parcela. Os patches deixados de fora são contados no log, em LEFT_OUT_FOR_BUFFER e no sidecar. Desligado, as margens de kernel dos patches ao longo da borda de um bloco cobrem pixels do conjunto vizinho.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Leave out the patches whose records (kernel margins included) would share a pixel with a record of another set; where sets meet, the set ahead of its share gives way.</source>
      <translation>Deixa de fora os patches cujos registros (margens de kernel incluídas) compartilhariam um pixel com um registro de outro conjunto; onde conjuntos se encontram, cede o que está acima de sua parcela.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Buffer between sets: no record shares a pixel with another set's</source>
      <translation>Buffer entre conjuntos: nenhum registro compartilha um pixel com os de outro conjunto</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Mask margins of other sets</source>
      <translation>Mascarar margens alheias</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Ours, with the buffer between sets: instead of leaving patches out, every patch is kept and the pixels of its kernel margins that lie in a patch of another set are masked, holding defaultValue (the label band its nodata) as EE fills masked pixels. No unmasked pixel of a record of one set lies in a record of another; patch cores are never masked.</source>
      <translation>Nosso, com o buffer entre conjuntos: em vez de deixar patches de fora, todo patch é mantido e os pixels de suas margens de kernel que ficam num patch de outro conjunto são mascarados, com defaultValue (a banda de rótulos, seu nodata), como o EE preenche pixels mascarados. Nenhum pixel não mascarado de um registro de um conjunto está num registro de outro; o núcleo dos patches nunca é mascarado.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Keep every patch and fill the margin pixels that lie in another set's patches with defaultValue, instead of leaving patches out.</source>
      <translation>Mantém todos os patches e preenche com defaultValue os pixels de margem que ficam em patches de outro conjunto, em vez de deixar patches de fora.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Mask the margin pixels another set owns instead of leaving patches out</source>
      <translation>Mascarar os pixels de margem de outro conjunto em vez de deixar patches de fora</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Kernel size of the export (kx,ky)</source>
      <translation>Tamanho do kernel da exportação (kx,ky)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The kernelSize the export used, 'kx,ky' or one number; its margins are cropped. Empty: the export sidecar's, else inferred from the value counts; needed when a count could mean more than one.</source>
      <translation>O kernelSize usado na exportação, 'kx,ky' ou um número; suas margens são recortadas. Vazio: o do arquivo secundário da exportação, senão inferido das contagens de valores; necessário quando uma contagem puder significar mais de um.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>inferred from the value counts</source>
      <translation>inferido das contagens de valores</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Kernel size</source>
      <translation>Tamanho do kernel</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Band names (e.g. B2,B3,B4)</source>
      <translation>Nomes das bandas (ex.: B2,B3,B4)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The feature names, one per band in order, e.g. B2,B3,B4; empty: the band descriptions, else b1, b2, ...</source>
      <translation>Os nomes dos atributos, um por banda, em ordem, por exemplo B2,B3,B4; vazio: as descrições das bandas, senão b1, b2, ...</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Each band becomes a feature of this name; double-click a name to change it.</source>
      <translation>Cada banda vira um atributo com este nome; clique duas vezes em um nome para alterá-lo.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Band names (the features of each record)</source>
      <translation>Nomes das bandas (os atributos de cada registro)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Resampling when warping</source>
      <translation>Reamostragem ao reprojetar</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>How layers not on the export grid are resampled onto it.</source>
      <translation>Como as camadas fora da grade de exportação são reamostradas para ela.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>How layers not on the export grid are warped onto it.</source>
      <translation>Como as camadas fora da grade de exportação são reprojetadas para ela.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Resampling</source>
      <translation>Reamostragem</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Cloud-Optimized GeoTIFF (overviews)</source>
      <translation>COG (GeoTIFF com pirâmides)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Write a Cloud-Optimized GeoTIFF: overviews (averaged for values and probabilities, the most common class for a class map), a predictor suited to the data type, the nodata, band names and class table kept; it redraws fast when zoomed out and is read by ranges over HTTP. It takes longer to write than the plain tiled GeoTIFF. An output in a bucket is always one.</source>
      <translation>Grava um GeoTIFF otimizado para nuvem (COG): pirâmides (média para valores e probabilidades, a classe mais frequente para um mapa de classes), um preditor adequado ao tipo de dado, mantendo o nodata, os nomes das bandas e a tabela de classes; ele é redesenhado rapidamente com zoom afastado e lido por intervalos via HTTP. Leva mais tempo para gravar do que o GeoTIFF em blocos simples. Uma saída em um bucket é sempre um COG.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Cloud-Optimized GeoTIFF, with overviews</source>
      <translation>GeoTIFF otimizado para nuvem, com pirâmides</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE formatOptions JSON</source>
      <translation>JSON de formatOptions do EE</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The formatOptions object of an Earth Engine export, pasted as JSON, e.g. {"patchDimensions": [256, 256], "kernelSize": [32, 32]}; the options it sets override the single parameters.</source>
      <translation>O objeto formatOptions de uma exportação do Earth Engine, colado como JSON, por exemplo {"patchDimensions": [256, 256], "kernelSize": [32, 32]}; as opções que ele define substituem os parâmetros individuais.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Paste the formatOptions object of your EE Export.image call; the keys it sets override the options above.</source>
      <translation>Cole o objeto formatOptions da sua chamada Export.image do EE; as chaves que ele define substituem as opções acima.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Paste EE formatOptions (JSON)</source>
      <translation>Colar formatOptions do EE (JSON)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Label layer</source>
      <translation>Camada de rótulos</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Features (polygons, lines or points) burnt onto the export grid as one more band of every record, the label band (int64): a field's values, or the label value. Where no feature lies the band holds the label nodata, a value no class has (0 when every class is 1 or more, else one below the least class), as it does where the image bands are masked. The class table goes into the log and PREFIX-sidecar.json.</source>
      <translation>Feições (polígonos, linhas ou pontos) gravadas na grade da exportação como mais uma banda de cada registro, a banda de rótulos (int64): os valores de um campo, ou o valor de rótulo. Onde não há feição a banda tem o nodata de rótulo, um valor que nenhuma classe tem (0 quando toda classe é 1 ou mais, senão um abaixo da menor classe), como onde as bandas da imagem estão mascaradas. A tabela de classes vai para o log e para PREFIX-sidecar.json.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Polygons, lines or points burnt onto the export grid as one more band of every record, the label band (int64). Where no feature lies, and where the image bands are masked, it holds the label nodata.</source>
      <translation>Polígonos, linhas ou pontos gravados na grade da exportação como mais uma banda de cada registro, a banda de rótulos (int64). Onde não há feição, e onde as bandas da imagem estão mascaradas, ela tem o nodata de rótulo.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Label field</source>
      <translation>Campo de rótulo</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The field whose values are burnt: a number field's whole numbers are the labels; a text field's texts become classes 1, 2, ... in sorted order. Features whose field is empty are not burnt. Empty: every feature burns the label value.</source>
      <translation>O campo cujos valores são gravados: os números inteiros de um campo numérico são os rótulos; os textos de um campo de texto viram as classes 1, 2, ... em ordem alfabética. Feições com o campo vazio não são gravadas. Vazio: toda feição grava o valor de rótulo.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>A number field's whole numbers are the labels; a text field's texts become classes 1, 2, ... in sorted order. The label value: every feature burns that number.</source>
      <translation>Os números inteiros de um campo numérico são os rótulos; os textos de um campo de texto viram as classes 1, 2, ... em ordem alfabética. O valor de rótulo: toda feição grava esse número.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Label value (without a label field)</source>
      <translation>Valor de rótulo (sem campo de rótulo)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The whole number every feature burns when no label field is chosen; one class, named after the layer.</source>
      <translation>O número inteiro que toda feição grava quando nenhum campo de rótulo é escolhido; uma classe, com o nome da camada.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The number every feature burns when no label field is chosen.</source>
      <translation>O número que toda feição grava quando nenhum campo de rótulo é escolhido.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Burn every pixel a feature touches</source>
      <translation>Gravar todo pixel que uma feição toca</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>As gdal_rasterize -at: every pixel a feature touches gets its label; unchecked, only the pixels whose centre it covers (lines: the pixels on its path, points: the pixel holding it).</source>
      <translation>Como gdal_rasterize -at: todo pixel que uma feição toca recebe seu rótulo; desmarcado, só os pixels cujo centro ela cobre (linhas: os pixels em seu caminho, pontos: o pixel que o contém).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>As gdal_rasterize -at; unchecked, only the pixels whose centre a feature covers.</source>
      <translation>Como gdal_rasterize -at; desmarcado, só os pixels cujo centro uma feição cobre.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Label band name</source>
      <translation>Nome da banda de rótulos</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The feature name of the label band in the records; it must differ from the band names.</source>
      <translation>O nome da feature da banda de rótulos nos registros; deve ser diferente dos nomes das bandas.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The feature name of the label band in the records.</source>
      <translation>O nome da feature da banda de rótulos nos registros.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Label band</source>
      <translation>Banda de rótulos</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Write a STAC Item and catalog.json</source>
      <translation>Gravar um item STAC e o catalog.json</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Beside the files, a STAC Item (PREFIX-stac-item.json; NAME.stac-item.json beside a GeoTIFF; one per set of a split export) describing them for STAC catalogs, pystac and QGIS's STAC browser: footprint, CRS, bands, patch layout, classes, split, model; the folder's catalog.json links it.</source>
      <translation>Ao lado dos arquivos, um item STAC (PREFIX-stac-item.json; NAME.stac-item.json ao lado de um GeoTIFF; um por conjunto de uma exportação dividida) que os descreve para catálogos STAC, o pystac e o navegador STAC do QGIS: contorno, SRC, bandas, disposição dos patches, classes, divisão, modelo; o catalog.json da pasta aponta para ele.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Write a STAC Item and the folder's catalog.json</source>
      <translation>Gravar um item STAC e o catalog.json da pasta</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <location filename="../provider/models.py" />
      <source>Raster layers (bands stacked in order)</source>
      <translation>Camadas raster (bandas empilhadas em ordem)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Raster layers GDAL reads; their bands are stacked in this order, each band one feature. They must cover the same place; layers not on the export grid are warped to it.</source>
      <translation>Camadas raster que o GDAL lê; suas bandas são empilhadas nesta ordem, cada banda um atributo. Precisam cobrir o mesmo lugar; camadas fora da grade de exportação são reprojetadas para ela.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Raster layers (bands stacked top to bottom)</source>
      <translation>Camadas raster (bandas empilhadas de cima para baixo)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Layers as array bands</source>
      <translation>Camadas como bandas de matriz</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Input layers to write as one array band each, named after the layer, whose per-pixel array is the layer's band values (e.g. 12 dates of NDVI). Each must also be an input layer.</source>
      <translation>Camadas de entrada a gravar como uma banda de matriz cada, com o nome da camada, cuja matriz por pixel são os valores das bandas da camada (por exemplo, 12 datas de NDVI). Cada uma também precisa ser uma camada de entrada.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Export the layer as ONE array band named after it, whose per-pixel array is the layer's band values (e.g. a time series).</source>
      <translation>Exportar a camada como UMA banda de matriz com o nome dela, cuja matriz por pixel são os valores das bandas da camada (por exemplo, uma série temporal).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Array band</source>
      <translation>Banda de matriz</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Extent</source>
      <translation>Extensão</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The region to export; empty: the first layer's extent.</source>
      <translation>A região a exportar; vazio: a extensão da primeira camada.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Unchecked: the whole first layer. Checked: from a layer, the map canvas, or drawn on the canvas.</source>
      <translation>Desmarcado: toda a primeira camada. Marcado: de uma camada, da tela do mapa ou desenhada na tela.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Target CRS</source>
      <translation>SRC de destino</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The CRS of the export grid (and of the mixer); empty: the first layer's CRS.</source>
      <translation>O SRC da grade de exportação (e do mixer); vazio: o SRC da primeira camada.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The CRS of the export grid; layers in another CRS are warped to it.</source>
      <translation>O SRC da grade de exportação; camadas em outro SRC são reprojetadas para ele.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The first layer's CRS</source>
      <translation>O SRC da primeira camada</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Pixel size (in target CRS units)</source>
      <translation>Tamanho do pixel (no SRC de destino)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The pixel size of the export grid in target CRS units; empty: the first layer's.</source>
      <translation>O tamanho do pixel da grade de exportação em unidades do SRC de destino; vazio: o da primeira camada.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Pixel size of the export grid in target CRS units; layers at another resolution are resampled.</source>
      <translation>Tamanho do pixel da grade de exportação em unidades do SRC de destino; camadas em outra resolução são reamostradas.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Pixel size</source>
      <translation>Tamanho do pixel</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The first layer's</source>
      <translation>O da primeira camada</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Output folder</source>
      <translation>Pasta de saída</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The folder the TFRecord files, the mixer and the export sidecar are written to.</source>
      <translation>A pasta onde são gravados os arquivos TFRecord, o mixer e o arquivo secundário da exportação.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The folder the TFRecord files, the mixer JSON and the export sidecar are written to.</source>
      <translation>A pasta onde são gravados os arquivos TFRecord, o JSON mixer e o arquivo secundário da exportação.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>File name prefix</source>
      <translation>Prefixo dos nomes de arquivo</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Files are named PREFIX-00000.tfrecord.gz, ..., PREFIX-mixer.json and PREFIX-sidecar.json; a prefix ending in / makes a subfolder; an empty prefix names them 00000.tfrecord.gz, ..., mixer.json and sidecar.json, as EE does for a folder.</source>
      <translation>Os arquivos se chamam PREFIX-00000.tfrecord.gz, ..., PREFIX-mixer.json e PREFIX-sidecar.json; um prefixo terminado em / cria uma subpasta; um prefixo vazio os nomeia 00000.tfrecord.gz, ..., mixer.json e sidecar.json, como o EE faz para uma pasta.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Files are named PREFIX-00000.tfrecord.gz, ... and PREFIX-mixer.json, as EE names them; PREFIX-sidecar.json is ours.</source>
      <translation>Os arquivos se chamam PREFIX-00000.tfrecord.gz, ... e PREFIX-mixer.json, como o EE os nomeia; PREFIX-sidecar.json é nosso.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Splits (e.g. train=0.8,val=0.2)</source>
      <translation>Divisões (ex.: train=0.8,val=0.2)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Sets and their shares of the patches, adding up to 1. Whole blocks of patches go to one set, dealt by the seed; each set is written under PREFIX-NAME (PREFIX-train-00000.tfrecord.gz, ...) with PREFIX-NAME-mixer.json (the full grid) and PREFIX-NAME-index.json (where its records lie). The realised counts are in the log and SETS.</source>
      <translation>Os conjuntos e suas parcelas dos patches, somando 1. Blocos inteiros de patches vão para um só conjunto, distribuídos pela semente; cada conjunto é gravado como PREFIX-NAME (PREFIX-train-00000.tfrecord.gz, ...) com PREFIX-NAME-mixer.json (a grade inteira) e PREFIX-NAME-index.json (onde ficam seus registros). As contagens obtidas estão no log e em SETS.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Sets and their shares of the patches, adding up to 1; each is written under PREFIX-NAME with a mixer and an index placing its records.</source>
      <translation>Os conjuntos e suas parcelas dos patches, somando 1; cada um é gravado como PREFIX-NAME com um mixer e um índice que situa seus registros.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <location filename="../provider/models.py" />
      <source>Splits</source>
      <translation>Divisões</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>e.g. train=0.8,val=0.1,test=0.1 (empty: no split)</source>
      <translation>ex.: train=0.8,val=0.1,test=0.1 (vazio: sem divisão)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Split block (patches per side)</source>
      <translation>Bloco de divisão (patches por lado)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Blocks of N x N patches go wholly to one set, so that only the patches along a block's edge have neighbours (and, with kernel margins, shared pixels) in another set. A small scene needs small blocks (or small patches) to have enough blocks to deal.</source>
      <translation>Blocos de N x N patches vão inteiros para um conjunto, de modo que só os patches na borda de um bloco tenham vizinhos (e, com margens de kernel, pixels compartilhados) em outro conjunto. Uma cena pequena precisa de blocos pequenos (ou patches pequenos) para ter blocos suficientes a distribuir.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Blocks of N x N patches go wholly to one set, so neighbours sharing kernel margins stay together.</source>
      <translation>Blocos de N x N patches vão inteiros para um conjunto, de modo que vizinhos que compartilham margens de kernel ficam juntos.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Seed of the splits and the sampling</source>
      <translation>Semente das divisões e da amostragem</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The same seed gives the same sets and the same sampled patches.</source>
      <translation>A mesma semente dá os mesmos conjuntos e os mesmos patches amostrados.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Least label share of a patch (0-1)</source>
      <translation>Parcela mínima de rótulos no patch (0-1)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Patches with labels are kept only when the label band covers at least this share of the patch (margins not counted); 0 keeps them all. Patches without any label follow the negative ratio. Needs a label layer.</source>
      <translation>Patches com rótulos só são mantidos quando a banda de rótulos cobre ao menos esta parcela do patch (margens não contam); 0 mantém todos. Patches sem nenhum rótulo seguem a proporção de negativos. Requer uma camada de rótulos.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Patches with labels are kept only when the labels cover at least this share of the patch; 0 keeps them all.</source>
      <translation>Patches com rótulos só são mantidos quando os rótulos cobrem ao menos esta parcela do patch; 0 mantém todos.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Share of patches without labels kept (0-1)</source>
      <translation>Parcela de patches sem rótulos mantidos (0-1)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Each patch without any label (the label nodata throughout its core) is kept with this probability, decided by the seed and the patch's place alone; 1 keeps them all. Counted in NEGATIVES_KEPT. Needs a label layer.</source>
      <translation>Cada patch sem nenhum rótulo (o nodata de rótulo em todo o núcleo) é mantido com esta probabilidade, decidida apenas pela semente e pela posição do patch; 1 mantém todos. Contado em NEGATIVES_KEPT. Requer uma camada de rótulos.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The share of patches without any label that is kept, chosen by the seed; 1 keeps them all.</source>
      <translation>A parcela de patches sem nenhum rótulo que é mantida, escolhida pela semente; 1 mantém todos.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Write .tfindex files (uncompressed only)</source>
      <translation>Gravar arquivos .tfindex (só sem compressão)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Beside each shard PREFIX-00000.tfrecord, PREFIX-00000.tfindex: one "offset length" line per record, as the PyTorch tfrecord package's tfrecord2idx writes it, for multi-worker loading. A GZIP file has no byte offsets to index: with Compressed checked the export stops with an error.</source>
      <translation>Ao lado de cada arquivo PREFIX-00000.tfrecord, PREFIX-00000.tfindex: uma linha "offset length" por registro, como o tfrecord2idx do pacote tfrecord do PyTorch a grava, para carregamento com vários workers. Um arquivo GZIP não tem deslocamentos de bytes a indexar: com Comprimido marcado, a exportação para com um erro.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>One "offset length" line per record beside each .tfrecord file, as the PyTorch tfrecord package reads them; a GZIP file has no offsets to index.</source>
      <translation>Uma linha "offset length" por registro ao lado de cada arquivo .tfrecord, como o pacote tfrecord do PyTorch as lê; um arquivo GZIP não tem deslocamentos a indexar.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Write .tfindex files (uncompressed files only)</source>
      <translation>Gravar arquivos .tfindex (somente arquivos não comprimidos)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Mixer (or index sidecar) path; with splits, the first set's index</source>
      <translation>Caminho do mixer (ou do índice); com divisões, o índice do primeiro conjunto</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <location filename="../ui/import_source.py" />
      <source>TFRecord files</source>
      <translation>Arquivos TFRecord</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Patches written</source>
      <translation>Patches gravados</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Patches wholly masked (defaultValue only)</source>
      <translation>Patches totalmente mascarados (só defaultValue)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Export sidecar (kernel, band names, defaultValue)</source>
      <translation>Arquivo secundário da exportação (kernel, nomes das bandas, defaultValue)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>featuresDict to parse the records in TensorFlow (Python, as the log ends)</source>
      <translation>featuresDict para analisar os registros no TensorFlow (Python, como no fim do log)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Patches kept (in every set)</source>
      <translation>Patches mantidos (em todos os conjuntos)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Patches kept without any label</source>
      <translation>Patches mantidos sem nenhum rótulo</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Patches of each set (e.g. train=123,val=15,test=17)</source>
      <translation>Patches de cada conjunto (ex.: train=123,val=15,test=17)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Patches the buffer between sets left out (0 without it)</source>
      <translation>Patches deixados de fora pelo buffer entre conjuntos (0 sem ele)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Pixels of each class in each set (JSON: {set: {class: pixels}})</source>
      <translation>Pixels de cada classe em cada conjunto (JSON: {set: {class: pixels}})</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>How layers not on the first layer's grid are resampled onto it.</source>
      <translation>Como as camadas fora da grade da primeira camada são reamostradas para ela.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Raster layers GDAL reads; their bands are stacked in this order on the first layer's grid (other layers are warped to it), each band one feature.</source>
      <translation>Camadas raster que o GDAL lê; suas bandas são empilhadas nesta ordem na grade da primeira camada (as outras camadas são reprojetadas para ela), cada banda um atributo.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Points</source>
      <translation>Pontos</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>One patch is cut around each point, centred on the raster pixel that holds it; a multipoint gives one patch per point.</source>
      <translation>Um patch é cortado ao redor de cada ponto, centralizado no pixel do raster que o contém; um multiponto dá um patch por ponto.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Point fields to attach</source>
      <translation>Campos do ponto a anexar</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Attributes of the point written into its record after the bands, e.g. the class label; a NULL attribute is left out of that record.</source>
      <translation>Atributos do ponto gravados no seu registro depois das bandas, por exemplo o rótulo da classe; um atributo NULL fica fora desse registro.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Points whose patch crosses the raster edge</source>
      <translation>Pontos cujo patch cruza a borda do raster</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Write such patches with the pixels outside the rasters masked (the default value), or skip the point. Points whose centre pixel is outside are always skipped.</source>
      <translation>Gravar esses patches com os pixels fora dos rasters mascarados (o valor padrão), ou ignorar o ponto. Pontos cujo pixel central está fora são sempre ignorados.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>mask the pixels outside the rasters</source>
      <translation>mascarar os pixels fora dos rasters</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>skip the point</source>
      <translation>ignorar o ponto</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The folder the TFRecord files are written to.</source>
      <translation>A pasta onde os arquivos TFRecord são gravados.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Files are named PREFIX-00000.tfrecord.gz, ...; a prefix ending in / makes a subfolder; an empty prefix names them 00000.tfrecord.gz, ...</source>
      <translation>Os arquivos se chamam PREFIX-00000.tfrecord.gz, ...; um prefixo terminado em / cria uma subpasta; um prefixo vazio os nomeia 00000.tfrecord.gz, ...</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Points skipped</source>
      <translation>Pontos ignorados</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Export sidecar with the class table (with a label layer)</source>
      <translation>Arquivo secundário da exportação com a tabela de classes (com uma camada de rótulos)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Pixels per class in the patch cores, as JSON {"all": {class: pixels}}</source>
      <translation>Pixels por classe nos núcleos dos patches (JSON: {"all": {class: pixels}})</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Input layer</source>
      <translation>Camada de entrada</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The layer or table whose features become records, one tf.train.Example each, in feature order.</source>
      <translation>A camada ou tabela cujas feições viram registros, um tf.train.Example cada, na ordem das feições.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Fields to export</source>
      <translation>Campos a exportar</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The attributes written, one feature each, named after the field; none chosen: every field.</source>
      <translation>Os atributos gravados, um atributo TFRecord cada, com o nome do campo; nenhum escolhido: todos os campos.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Geometry</source>
      <translation>Geometria</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>None (as Earth Engine), the centroid as float features {centroid_x_key} and {centroid_y_key} in the layer's CRS, or ISO WKB as the bytes feature {wkb_key}.</source>
      <translation>Nenhuma (como o Earth Engine), o centroide como atributos float {centroid_x_key} e {centroid_y_key} no SRC da camada, ou ISO WKB como o atributo de bytes {wkb_key}.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>centroid ({x_key}, {y_key})</source>
      <translation>centroide ({x_key}, {y_key})</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>WKB bytes ({wkb_key})</source>
      <translation>bytes WKB ({wkb_key})</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Numbers as float lists, as Earth Engine documents; or native: integers and booleans as int64 lists.</source>
      <translation>Números como listas float, como o Earth Engine documenta; ou nativo: inteiros e booleanos como listas int64.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>float (as Earth Engine documents)</source>
      <translation>float (como o Earth Engine documenta)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>native (integers and booleans as int64)</source>
      <translation>nativo (inteiros e booleanos como int64)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <location filename="../core/tables.py" />
      <source>TFRecord file</source>
      <translation>Arquivo TFRecord</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The one GZIP file written; .tfrecord.gz is added to a name without it.</source>
      <translation>O único arquivo GZIP gravado; .tfrecord.gz é acrescentado a um nome sem ele.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>TFRecord files, GZIP (*.tfrecord.gz)</source>
      <translation>Arquivos TFRecord, GZIP (*.tfrecord.gz)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Records written</source>
      <translation>Registros gravados</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>TFRecord files of tf.train.Example records (plain or GZIP), read in file-name order; each record becomes one feature.</source>
      <translation>Arquivos TFRecord de registros tf.train.Example (simples ou GZIP), lidos na ordem dos nomes de arquivo; cada registro vira uma feição.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Features with several values</source>
      <translation>Atributos com vários valores</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>A key holding more than one value becomes one JSON text field, or one field per element (NAME_0, NAME_1, ...).</source>
      <translation>Uma chave com mais de um valor vira um campo de texto JSON, ou um campo por elemento (NAME_0, NAME_1, ...).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>as JSON text in one field</source>
      <translation>como texto JSON em um campo</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>one field per element (NAME_0, NAME_1, ...)</source>
      <translation>um campo por elemento (NAME_0, NAME_1, ...)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>X feature (points)</source>
      <translation>Atributo X (pontos)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The number feature holding the x of a point geometry, e.g. {centroid_x_key}; give the Y feature too.</source>
      <translation>O atributo numérico com o x de uma geometria de ponto, por exemplo {centroid_x_key}; informe também o atributo Y.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Y feature (points)</source>
      <translation>Atributo Y (pontos)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The number feature holding the y of a point geometry, e.g. {centroid_y_key}.</source>
      <translation>O atributo numérico com o y de uma geometria de ponto, por exemplo {centroid_y_key}.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>WKB geometry feature</source>
      <translation>Atributo de geometria WKB</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The bytes feature holding each geometry as ISO WKB or PostGIS EWKB, e.g. {wkb_key}; it is not kept as a field.</source>
      <translation>O atributo de bytes com cada geometria como ISO WKB ou PostGIS EWKB, por exemplo {wkb_key}; não é mantido como campo.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>CRS of the geometry</source>
      <translation>SRC da geometria</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The CRS the coordinates of the X/Y or WKB features are in.</source>
      <translation>O SRC em que estão as coordenadas dos atributos X/Y ou WKB.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Table</source>
      <translation>Tabela</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The table or layer written, one field per Example feature.</source>
      <translation>A tabela ou camada gravada, um campo por atributo do Example.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Records read</source>
      <translation>Registros lidos</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The TFRecord files of one export (plain or GZIP), read in the order given (names whose numbers disagree with it stop the import); or give the folder.</source>
      <translation>Os arquivos TFRecord de uma exportação (simples ou GZIP), lidos na ordem dada (nomes cujos números discordam dela param a importação); ou informe a pasta.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The prediction (or export) TFRecord files; records continue across them in the order of the numbers in their names (pred-2 before pred-10).</source>
      <translation>Os arquivos TFRecord de previsão (ou de exportação); os registros continuam de um arquivo para o outro na ordem dos números nos nomes (pred-2 antes de pred-10).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <location filename="../ui/export_preview.py" />
      <source>Files</source>
      <translation>Arquivos</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>TFRecord files (*.tfrecord *.tfrecord.gz *.gz);;All files (*)</source>
      <translation>Arquivos TFRecord (*.tfrecord *.tfrecord.gz *.gz);;Todos os arquivos (*)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Or the export's folder</source>
      <translation>Ou a pasta da exportação</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The folder holding PREFIX-00000.tfrecord.gz, ... instead of the files themselves; their shard numbers sort as numbers (pred-2 before pred-10).</source>
      <translation>A pasta que contém PREFIX-00000.tfrecord.gz, ... em vez dos próprios arquivos; os números dos fragmentos são ordenados como números (pred-2 antes de pred-10).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The folder of an export: PREFIX-00000.tfrecord.gz, ... and PREFIX-mixer.json.</source>
      <translation>A pasta de uma exportação: PREFIX-00000.tfrecord.gz, ... e PREFIX-mixer.json.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <location filename="../ui/predict_parts.py" />
      <source>Folder</source>
      <translation>Pasta</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>File name prefix in that folder</source>
      <translation>Prefixo dos arquivos nessa pasta</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The PREFIX of the files in the folder; empty when the folder holds one export only.</source>
      <translation>O PREFIX dos arquivos na pasta; vazio quando a pasta contém só uma exportação.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The file name prefix of the export in that folder.</source>
      <translation>O prefixo dos nomes de arquivo da exportação nessa pasta.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>empty: the folder's only export</source>
      <translation>vazio: a única exportação da pasta</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Prefix</source>
      <translation>Prefixo</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Mixer or index JSON</source>
      <translation>JSON do mixer ou do índice</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The export's PREFIX-mixer.json (or PREFIX-index.json) that places the patches; empty: the one found beside the files.</source>
      <translation>O PREFIX-mixer.json (ou PREFIX-index.json) da exportação, que posiciona os patches; vazio: o encontrado ao lado dos arquivos.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The export's PREFIX-mixer.json (or index sidecar) that places the records on the map; found beside the files when it is there.</source>
      <translation>O PREFIX-mixer.json (ou arquivo secundário de índice) da exportação, que posiciona os registros no mapa; encontrado ao lado dos arquivos quando está lá.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <location filename="../provider/inspect.py" />
      <source>Mixer</source>
      <translation>Mixer</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Mixer or index JSON (*.json)</source>
      <translation>JSON do mixer ou do índice (*.json)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Features to load (A,B,...)</source>
      <translation>Atributos a carregar (A,B,...)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The features that become bands, in this order (NAME:DEPTH for a feature of DEPTH bands); empty: every feature whose values fit the patch, the export sidecar's first, then the others sorted by name.</source>
      <translation>Os atributos que viram bandas, nesta ordem (NAME:DEPTH para um atributo de DEPTH bandas); vazio: todo atributo cujos valores cabem no patch, os do sidecar da exportação primeiro, depois os demais ordenados pelo nome.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Each checked feature becomes one band (or depth bands), in this order.</source>
      <translation>Cada atributo marcado vira uma banda (ou depth bandas), nesta ordem.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <location filename="../provider/inspect.py" />
      <source>Features</source>
      <translation>Atributos</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Layout of multi-band features</source>
      <translation>Arranjo das feições de várias bandas</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>How a feature of several bands holds its values: channels-first [C, H, W], as Earth Engine and this plugin's export write them, or channels-last [H, W, C], as a Keras model predicts them. Automatic: the export's own features as its sidecar says; a feature of several bands that nothing describes is refused until this says which.</source>
      <translation>Como uma feição de várias bandas guarda seus valores: channels-first [C, H, W], como o Earth Engine e a exportação deste plugin os escrevem, ou channels-last [H, W, C], como um modelo Keras os prevê. Automático: as feições da própria exportação como diz o seu sidecar; uma feição de várias bandas que nada descreve é recusada até que esta opção diga qual.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Band layout</source>
      <translation>Arranjo das bandas</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Automatic (the sidecar's)</source>
      <translation>Automático (o do sidecar)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Channels-last (Keras)</source>
      <translation>Canais por último (Keras)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Channels-first (EE)</source>
      <translation>Canais primeiro (EE)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Nodata value</source>
      <translation>Valor nodata</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The output's nodata value, also given to the patches an index file leaves out; empty: the export sidecar's defaultValue where the export masked pixels, when its own features are loaded.</source>
      <translation>O valor nodata da saída, dado também aos patches que um arquivo de índice deixa de fora; vazio: o defaultValue do arquivo secundário da exportação onde a exportação mascarou pixels, quando os atributos da própria exportação são carregados.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The output's nodata value; patches an index sidecar leaves out get it.</source>
      <translation>O valor nodata da saída; os patches que um arquivo secundário de índice deixa de fora o recebem.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <location filename="../provider/inspect.py" />
      <location filename="../provider/labels.py" />
      <location filename="../provider/shared.py" />
      <location filename="../core/export/patches_at_points.py" />
      <source>none</source>
      <translation>nenhum</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Nodata</source>
      <translation>Valor sem dados (NoData)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Output data type</source>
      <translation>Tipo de dado da saída</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The GeoTIFF's data type; from the values: float lists Float32, int64 lists Int32 (Float64 if they do not fit), bytes Byte.</source>
      <translation>O tipo de dado do GeoTIFF; a partir dos valores: listas float Float32, listas int64 Int32 (Float64 se não couberem), bytes Byte.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The GeoTIFF's data type; by default float lists give Float32, int64 Int32, bytes Byte.</source>
      <translation>O tipo de dado do GeoTIFF; por padrão, listas float dão Float32, int64 Int32, bytes Byte.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Data type</source>
      <translation>Tipo de dado</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>From the values</source>
      <translation>A partir dos valores</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Class table (sidecar JSON or CSV)</source>
      <translation>Tabela de classes (sidecar JSON ou CSV)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Makes the output a class map: one band of class values with the table's names and colours. An export sidecar (PREFIX-sidecar.json of an export with a label layer: its "labels" key), or a CSV with one line value,name or value,name,#rrggbb a class (a header line and # comments allowed).</source>
      <translation>Faz da saída um mapa de classes: uma banda de valores de classe com os nomes e cores da tabela. Um sidecar de exportação (PREFIX-sidecar.json de uma exportação com camada de rótulos: a sua chave "labels"), ou um CSV com uma linha value,name ou value,name,#rrggbb por classe (linha de cabeçalho e comentários # permitidos).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>none: no class map</source>
      <translation>nenhuma: sem mapa de classes</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Class table</source>
      <translation>Tabela de classes</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Class tables (*.json *.csv *.txt);;All files (*)</source>
      <translation>Tabelas de classes (*.json *.csv *.txt);;Todos os arquivos (*)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Class of a pixel</source>
      <translation>Classe de um pixel</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>How a pixel's class is found: one band that holds class numbers, or the argmax of one band a class, where band i (in the order of the features) is the class table's i-th class; automatic chooses by the number of bands when there is a class table, and makes no class map without one.</source>
      <translation>Como a classe de um pixel é encontrada: uma banda que traz números de classe, ou o argmax de uma banda por classe, em que a banda i (na ordem dos atributos) é a i-ésima classe da tabela; o automático escolhe pelo número de bandas quando há uma tabela de classes, e não faz mapa de classes sem ela.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Automatic (by the number of bands)</source>
      <translation>Automático (pelo número de bandas)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The band holds class numbers</source>
      <translation>A banda traz números de classe</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Argmax of the bands (in table order)</source>
      <translation>Argmax das bandas (na ordem da tabela)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Predictions raster</source>
      <translation>Raster de previsões</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The GeoTIFF (.tif) written on the export's grid, one band per feature.</source>
      <translation>O GeoTIFF (.tif) gravado na grade da exportação, uma banda por atributo.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The GeoTIFF written; empty: a temporary file.</source>
      <translation>O GeoTIFF gravado; vazio: um arquivo temporário.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>[temporary file]</source>
      <translation>[arquivo temporário]</translation>
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
      <translation>Como é exibido: 'probability', 'classes' ou vazio (padrão do QGIS)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The class values of a class map, comma-separated</source>
      <translation>Os valores de classe de um mapa de classes, separados por vírgulas</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The class map's style file (NAME.qml), empty without a class table</source>
      <translation>O arquivo de estilo do mapa de classes (NAME.qml), vazio sem tabela de classes</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The TFRecord files to read (plain or GZIP), in file-name order; a mixer beside them is used to infer the tile and kernel sizes.</source>
      <translation>Os arquivos TFRecord a ler (simples ou GZIP), na ordem dos nomes de arquivo; um mixer ao lado deles é usado para inferir os tamanhos do bloco e do kernel.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Report</source>
      <translation>Relatório</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The HTML report written: files, features, problems and code that reads the records.</source>
      <translation>O relatório HTML gravado: arquivos, atributos, problemas e código que lê os registros.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>HTML files (*.html)</source>
      <translation>Arquivos HTML (*.html)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <location filename="../provider/inspect.py" />
      <location filename="../ui/import_preview.py" />
      <source>Records</source>
      <translation>Registros</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Corrupt files or records</source>
      <translation>Arquivos ou registros corrompidos</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <location filename="../ui/import_preview.py" />
      <source>Record type</source>
      <translation>Tipo de registro</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>TensorFlow featuresDict</source>
      <translation>featuresDict do TensorFlow</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>numpy / PyTorch reader</source>
      <translation>Leitor numpy / PyTorch</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>ONNX model</source>
      <translation>Modelo ONNX</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The model (.onnx) run over every patch; it reads patches as the export cuts them and returns one band or more per pixel.</source>
      <translation>O modelo (.onnx) executado sobre cada patch; ele lê os patches como a exportação os corta e devolve uma banda ou mais por pixel.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>ONNX model (*.onnx)</source>
      <translation>Modelo ONNX (*.onnx)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Training export's sidecar</source>
      <translation>Sidecar da exportação de treino</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The sidecar (PREFIX-sidecar.json) of the export the model was trained on: its patch dimensions, kernel size, defaultValue, value type, band names and order, array depths, collapsed bands and class table (its labels) are taken from it, so nothing is typed twice. The rasters' bands must match its bands. An option given as well must agree with it: a kernel at least the training's, other patch dimensions only for a model of any input size.</source>
      <translation>O sidecar (PREFIX-sidecar.json) da exportação com que o modelo foi treinado: as dimensões do patch, o tamanho do kernel, o defaultValue, o tipo de valor, os nomes e a ordem das bandas, as profundidades das matrizes, as bandas agrupadas e a tabela de classes (seus labels) vêm dele, para nada ser digitado duas vezes. As bandas dos rasters devem corresponder às dele. Uma opção dada também deve concordar com ele: um kernel ao menos o do treino, outras dimensões de patch só para um modelo de qualquer tamanho de entrada.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Export sidecar (*-sidecar.json *.json)</source>
      <translation>Sidecar da exportação (*-sidecar.json *.json)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE's patchDimensions: the width and height in pixels of each patch the model is fed, e.g. 256,256; empty: the training export's (its sidecar), else EE's default.</source>
      <translation>patchDimensions do EE: a largura e a altura em pixels de cada patch dado ao modelo, p. ex. 256,256; vazio: o da exportação de treino (seu sidecar), senão o padrão do EE.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE's kernelSize: floor(kernel / 2) real neighbouring pixels on each side of a patch are fed to the model too, and cropped off its output; at least the training export's; empty: the training export's (its sidecar), else 1,1.</source>
      <translation>kernelSize do EE: floor(kernel / 2) pixels vizinhos reais de cada lado de um patch também são dados ao modelo, e cortados da saída; ao menos o da exportação de treino; vazio: o da exportação de treino (seu sidecar), senão 1,1.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE's defaultValue: fed in every band of a pixel that is masked in any band; empty: the training export's (its sidecar), else 0.</source>
      <translation>defaultValue do EE: dado em todas as bandas de um pixel mascarado em qualquer banda; vazio: o da exportação de treino (seu sidecar), senão 0.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>float32 for every band, or the bands' native types (8-bit bands as bytes, other integers as int64), as the training export wrote them; empty: the training export's (its sidecar), else float.</source>
      <translation>float32 para todas as bandas, ou os tipos nativos das bandas (bandas de 8 bits como bytes, outros inteiros como int64), como a exportação de treino os gravou; vazio: o da exportação de treino (seu sidecar), senão float.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Channels of the model's input</source>
      <translation>Canais da entrada do modelo</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Where the model's input holds the bands: found from its shape (auto); channels-last as Keras exports [N, H, W, C], channels-first as PyTorch exports [N, C, H, W]. Needed where the shape reads both ways.</source>
      <translation>Onde a entrada do modelo guarda as bandas: achado pela sua forma (auto); channels-last como o Keras exporta [N, H, W, C], channels-first como o PyTorch exporta [N, C, H, W]. Necessário quando a forma se lê dos dois jeitos.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Scale of the input (A or A,B,...)</source>
      <translation>Escala da entrada (A ou A,B,...)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The patches' values are multiplied by it before the model, after masked pixels take defaultValue (as a training pipeline scales what the export wrote): one number for every channel, or one per channel in the model's channel order; empty: 1.</source>
      <translation>Os valores dos patches são multiplicados por ela antes do modelo, depois que os pixels mascarados recebem o defaultValue (como um pipeline de treino escala o que a exportação gravou): um número para todos os canais, ou um por canal na ordem de canais do modelo; vazio: 1.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Offset of the input (A or A,B,...)</source>
      <translation>Deslocamento da entrada (A ou A,B,...)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Added to the patches' values after the scale, before the model: one number for every channel, or one per channel in the model's channel order; empty: 0.</source>
      <translation>Somado aos valores dos patches depois da escala, antes do modelo: um número para todos os canais, ou um por canal na ordem de canais do modelo; vazio: 0.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Patches per model run</source>
      <translation>Patches por execução do modelo</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>How many patches one run of the model takes (never more than a row of patches); empty: as many as 16 MiB of input holds and the model runs in about 0.3 s (timed on one patch), so that a cancel stops the run quickly.</source>
      <translation>Quantos patches uma execução do modelo recebe (nunca mais que uma linha de patches); vazio: tantos quantos cabem em 16 MiB de entrada e o modelo executa em cerca de 0,3 s (medido com um patch), para que um cancelamento pare a execução depressa.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Model output</source>
      <translation>Saída do modelo</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The name of the model's output written; empty: its first.</source>
      <translation>O nome da saída do modelo gravada; vazio: a primeira.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Output band names (A,B,...)</source>
      <translation>Nomes das bandas de saída (A,B,...)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>One name per band of the output; empty: the model's metadata tfrecord_bridge.bands, else the output's name (NAME_1, NAME_2, ... for several bands).</source>
      <translation>Um nome por banda da saída; vazio: os metadados tfrecord_bridge.bands do modelo, senão o nome da saída (NAME_1, NAME_2, ... para várias bandas).</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>How a pixel's class is found: one band of the model's output that holds class numbers, or the argmax of one band a class, where band i is the class table's i-th class; automatic makes a class map when a class table is known (given, or the training sidecar's labels) and chooses by the number of bands; none writes the model's output as it is.</source>
      <translation>Como a classe de um pixel é achada: uma banda da saída do modelo com números de classe, ou o argmax de uma banda por classe, em que a banda i é a i-ésima classe da tabela; automático faz um mapa de classes quando uma tabela de classes é conhecida (dada, ou os labels do sidecar de treino) e escolhe pelo número de bandas; nenhum grava a saída do modelo como está.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>None: the model's output as it is</source>
      <translation>Nenhum: a saída do modelo como está</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The output's nodata value, where an input pixel was masked; empty: -9999, or for a class map the class table's nodata, else the smallest whole number that is no class.</source>
      <translation>O valor nodata da saída, onde um pixel de entrada estava mascarado; vazio: -9999, ou para um mapa de classes o nodata da tabela de classes, senão o menor número inteiro que não é classe.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The GeoTIFF (.tif) written on the rasters' grid, one band per band of the model's output.</source>
      <translation>O GeoTIFF (.tif) gravado na grade dos rasters, uma banda por banda da saída do modelo.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE-format predictions folder</source>
      <translation>Pasta das previsões no formato do EE</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Also write the predictions as Earth Engine uploads them as an image asset, in this folder: TFRecord files holding one record a patch in the export's order (one float feature a band, the patch without its kernel margins), the mixer of the patches' grid and our sidecar. Pixels whose input was masked hold the nodata value. The import reads them back to the predictions raster. Empty: none.</source>
      <translation>Grava também as previsões como o Earth Engine as carrega como asset de imagem, nesta pasta: arquivos TFRecord com um registro por patch na ordem da exportação (uma feature float por banda, o patch sem as margens do kernel), o mixer da grade dos patches e o nosso sidecar. Pixels cuja entrada estava mascarada têm o valor nodata. A importação os lê de volta no raster de previsões. Vazio: nenhum.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE-format predictions</source>
      <translation>Previsões no formato do EE</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>EE-format predictions prefix</source>
      <translation>Prefixo das previsões no formato do EE</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The EE-format predictions are named PREFIX-00000.tfrecord.gz, ..., PREFIX-mixer.json and PREFIX-sidecar.json; a prefix ending in / makes a subfolder; an empty prefix names them 00000.tfrecord.gz, ..., mixer.json, as EE does for a folder.</source>
      <translation>As previsões no formato do EE se chamam PREFIX-00000.tfrecord.gz, ..., PREFIX-mixer.json e PREFIX-sidecar.json; um prefixo terminado em / cria uma subpasta; um prefixo vazio os chama 00000.tfrecord.gz, ..., mixer.json, como o EE faz para uma pasta.</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>Patches predicted</source>
      <translation>Patches previstos</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The model's input and output, the layout chosen, its versions</source>
      <translation>A entrada e a saída do modelo, o layout escolhido, suas versões</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The EE-format predictions' TFRecord files (none without them)</source>
      <translation>Os arquivos TFRecord das previsões no formato do EE (nenhum sem elas)</translation>
    </message>
    <message>
      <location filename="../core/layout/schema.py" />
      <source>The EE-format predictions' mixer (empty without them)</source>
      <translation>O mixer das previsões no formato do EE (vazio sem elas)</translation>
    </message>
    <message>
      <location filename="../core/layout/sidecar.py" />
      <source>{key} {value} is not a whole number in range ({least} to {most})</source>
      <translation>{key} {value} não é um número inteiro no intervalo ({least} a {most})</translation>
    </message>
    <message>
      <location filename="../core/layout/sidecar.py" />
      <source>{key} {value} is not a text</source>
      <translation>{key} {value} não é um texto</translation>
    </message>
    <message>
      <location filename="../core/layout/sidecar.py" />
      <source>{key} must be an object, got {value}</source>
      <translation>{key} deve ser um objeto, veio {value}</translation>
    </message>
    <message>
      <location filename="../core/layout/sidecar.py" />
      <source>{key} {value} is not a list of {length} whole numbers</source>
      <translation>{key} {value} não é uma lista de {length} números inteiros</translation>
    </message>
    <message>
      <location filename="../core/layout/sidecar.py" />
      <source>{key} must be a list</source>
      <translation>{key} deve ser uma lista</translation>
    </message>
    <message>
      <location filename="../core/layout/sidecar.py" />
      <source>{path}: export sidecar key missing or malformed: run: {error}</source>
      <translation>{path}: chave do sidecar de exportação ausente ou malformada: run: {error}</translation>
    </message>
    <message>
      <location filename="../core/layout/sidecar.py" />
      <source>{path}: cannot read the export sidecar: {error}</source>
      <translation>{path}: não é possível ler o sidecar de exportação: {error}</translation>
    </message>
    <message>
      <location filename="../core/layout/sidecar.py" />
      <source>{path}: not a TFRecord Bridge export sidecar (no "format": "{format}")</source>
      <translation>{path}: não é um sidecar de exportação do TFRecord Bridge (sem "format": "{format}")</translation>
    </message>
    <message>
      <location filename="../core/layout/sidecar.py" />
      <source>{path}: export sidecar version {version!r} is not {expected}</source>
      <translation>{path}: a versão {version!r} do sidecar de exportação não é {expected}</translation>
    </message>
    <message>
      <location filename="../core/layout/sidecar.py" />
      <source>{path}: export sidecar key missing or malformed: {error}</source>
      <translation>{path}: chave do sidecar de exportação ausente ou malformada: {error}</translation>
    </message>
    <message>
      <location filename="../core/layout/stac.py" />
      <source>the CRS {crs!r} cannot be read</source>
      <translation>o SRC {crs!r} não pode ser lido</translation>
    </message>
    <message>
      <location filename="../core/layout/stac.py" />
      <source>the grid's outline in {crs} has no place in WGS84</source>
      <translation>o contorno da grade em {crs} não tem posição em WGS84</translation>
    </message>
    <message>
      <location filename="../core/layout/stac.py" />
      <source>the band {band} burnt from {source}</source>
      <translation>a banda {band} rasterizada de {source}</translation>
    </message>
    <message>
      <location filename="../core/layout/stac.py" />
      <source>TFRecord Bridge's exports, imports and predictions</source>
      <translation>Exportações, importações e predições do TFRecord Bridge</translation>
    </message>
    <message>
      <location filename="../core/layout/stac.py" />
      <source>a catalog</source>
      <translation>um catálogo</translation>
    </message>
    <message>
      <location filename="../core/places/json_input.py" />
      <source>it is not {encoding} text (byte {offset})</source>
      <translation>não é texto {encoding} (byte {offset})</translation>
    </message>
    <message>
      <location filename="../core/places/json_input.py" />
      <source>more than {most} arrays and objects</source>
      <translation>mais de {most} arrays e objetos</translation>
    </message>
    <message>
      <location filename="../core/places/json_input.py" />
      <source>arrays or objects nested too deep to read</source>
      <translation>arrays ou objetos aninhados fundo demais para serem lidos</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>the disk is full</source>
      <translation>o disco está cheio</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>the file system is read-only</source>
      <translation>o sistema de arquivos é somente leitura</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>the disk quota is used up</source>
      <translation>a cota de disco se esgotou</translation>
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
      <translation>{path}: o sistema de arquivos é somente leitura, nada pode ser gravado ali ({detail})</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>{path}: the disk is full ({free} KiB free; {detail})</source>
      <translation>{path}: o disco está cheio ({free} KiB livres; {detail})</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>could not put back an earlier file</source>
      <translation>não foi possível restaurar um arquivo anterior</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>{what}: {reason}</source>
      <translation>{what}: {reason}</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>could not write the list of files to replace in {base} ({reason}); nothing was replaced</source>
      <translation>não foi possível gravar a lista de arquivos a substituir em {base} ({reason}); nada foi substituído</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>a commit journal</source>
      <translation>um diário de confirmação</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>cannot read the journal of an interrupted export: {reason}</source>
      <translation>não é possível ler o diário de uma exportação interrompida: {reason}</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>could not put back the files of the earlier export</source>
      <translation>não foi possível restaurar os arquivos da exportação anterior</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>it is not a commit journal of TFRecord Bridge</source>
      <translation>não é um diário de confirmação do TFRecord Bridge</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>it is a commit journal of version {version}, which this version of TFRecord Bridge does not read</source>
      <translation>é um diário de confirmação da versão {version}, que esta versão do TFRecord Bridge não lê</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>its lists of files are malformed</source>
      <translation>suas listas de arquivos estão malformadas</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>it names {name}, which is not a file of this export</source>
      <translation>ele cita {name}, que não é um arquivo desta exportação</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>{journal}: {reason}; it was left as it is and nothing was changed. If no export with this prefix was stopped while it renamed its files, delete it and run the export again</source>
      <translation>{journal}: {reason}; ele foi deixado como está e nada foi alterado. Se nenhuma exportação com este prefixo foi interrompida enquanto renomeava seus arquivos, exclua-o e execute a exportação de novo</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>output folder {folder} cannot be created: {path} is a file, not a folder</source>
      <translation>a pasta de saída {folder} não pode ser criada: {path} é um arquivo, não uma pasta</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>{parent} does not allow making folders in it</source>
      <translation>{parent} não permite criar pastas</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>output folder {folder} cannot be created: {reason}</source>
      <translation>a pasta de saída {folder} não pode ser criada: {reason}</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>{lock}: this run's lock was deleted or taken over by another run while it wrote; nothing was replaced, as that run may be writing these files</source>
      <translation>{lock}: o bloqueio desta execução foi excluído ou assumido por outra execução enquanto ela gravava; nada foi substituído, pois essa execução pode estar gravando estes arquivos</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>{path}: {reason}; the files written there are not whole: run again, or write to another place</source>
      <translation>{path}: {reason}; os arquivos gravados ali não estão completos: execute de novo ou grave em outro lugar</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>{folders} is a folder where a file is to be written: move or rename it; nothing was written</source>
      <translation>{folders} é uma pasta onde um arquivo deve ser gravado: mova-a ou renomeie-a; nada foi gravado</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>could not give the finished file its name ({reason}); the folder was left as it was</source>
      <translation>não foi possível dar o nome ao arquivo concluído ({reason}); a pasta ficou como estava</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>{missing}: its temporary file is gone before the commit; nothing was replaced</source>
      <translation>{missing}: seu arquivo temporário sumiu antes da confirmação; nada foi substituído</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>{signal} arrived once the new files were all in place: the export was finished rather than stopped</source>
      <translation>{signal} chegou quando os novos arquivos já estavam todos no lugar: a exportação foi concluída em vez de interrompida</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>the new files are all in place, but the earlier files set aside could not all be deleted ({reason}); the next export to this place deletes them</source>
      <translation>os novos arquivos estão todos no lugar, mas os arquivos anteriores postos de lado não puderam ser todos excluídos ({reason}); a próxima exportação para este lugar os exclui</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>{journal} cannot be reached</source>
      <translation>{journal} não pode ser alcançado</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>the folder was left as it was</source>
      <translation>a pasta ficou como estava</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>the earlier files could not all be put back ({error}); the next export to this place puts them back</source>
      <translation>os arquivos anteriores não puderam ser todos restaurados ({error}); a próxima exportação para este lugar os restaura</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>could not give the finished files their names ({reason}); {outcome}</source>
      <translation>não foi possível dar os nomes aos arquivos concluídos ({reason}); {outcome}</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>output folder {folder} is a file, not a folder</source>
      <translation>a pasta de saída {folder} é um arquivo, não uma pasta</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>output folder {folder} cannot be created: {existing} is a file, not a folder</source>
      <translation>a pasta de saída {folder} não pode ser criada: {existing} é um arquivo, não uma pasta</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>output folder {folder} is on a read-only file system: nothing can be written there</source>
      <translation>a pasta de saída {folder} está num sistema de arquivos somente leitura: nada pode ser gravado ali</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>output folder {folder} is not writable ({existing} does not allow writing)</source>
      <translation>a pasta de saída {folder} não permite gravação ({existing} não permite gravar)</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>output file</source>
      <translation>arquivo de saída</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>{what} {path} is a folder: give the name of a file</source>
      <translation>{what} {path} é uma pasta: forneça o nome de um arquivo</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>output folder {folder}: GDAL only reads there; write to a local folder, a bucket (s3://, gs://, az://) or /vsimem/</source>
      <translation>pasta de saída {folder}: o GDAL só lê ali; grave numa pasta local, num bucket (s3://, gs://, az://) ou em /vsimem/</translation>
    </message>
    <message>
      <location filename="../core/places/outputs.py" />
      <source>output folder {folder} cannot be written: {error}</source>
      <translation>a pasta de saída {folder} não pode ser gravada: {error}</translation>
    </message>
    <message>
      <location filename="../core/places/place.py" />
      <source>a place is a folder, a bucket or a URL given as text, not {kind}</source>
      <translation>um local é uma pasta, um bucket ou uma URL dada como texto, não {kind}</translation>
    </message>
    <message>
      <location filename="../core/places/place.py" />
      <source>{names} is not under {place}</source>
      <translation>{names} não está em {place}</translation>
    </message>
    <message>
      <location filename="../core/places/place.py" />
      <source>GDAL only reads there; write to a local folder, a bucket (s3://, gs://, az://) or /vsimem/</source>
      <translation>o GDAL só lê ali; grave numa pasta local, num bucket (s3://, gs://, az://) ou em /vsimem/</translation>
    </message>
    <message>
      <location filename="../core/places/s3_staging.py" />
      <source>Failed to connect to {host}: the connection was lost ({error})</source>
      <translation>Falha ao conectar a {host}: a conexão foi perdida ({error})</translation>
    </message>
    <message>
      <location filename="../core/places/s3_staging.py" />
      <source>Failed to connect to {host}: {error}</source>
      <translation>Falha ao conectar a {host}: {error}</translation>
    </message>
    <message>
      <location filename="../core/places/s3_staging.py" />
      <source>the server gave no upload id</source>
      <translation>o servidor não deu um identificador de envio</translation>
    </message>
    <message>
      <location filename="../core/places/s3_staging.py" />
      <source>an answer it could not read</source>
      <translation>uma resposta que não pôde ser lida</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/places/s3_staging.py" />
      <source>the server gave {answer} to the completion of the upload, %n times, and the object is not there</source>
      <translation>
        <numerusform>o servidor deu {answer} à conclusão do envio, %n vez, e o objeto não está lá</numerusform>
        <numerusform>o servidor deu {answer} à conclusão do envio, %n vezes, e o objeto não está lá</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/places/s3_staging.py" />
      <source>an empty answer</source>
      <translation>uma resposta vazia</translation>
    </message>
    <message>
      <location filename="../core/places/s3_staging.py" />
      <source>an answer that is not a listing</source>
      <translation>uma resposta que não é uma listagem</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/places/s3_staging.py" />
      <source>the server gave {answer}, %n times</source>
      <translation>
        <numerusform>o servidor deu {answer}, %n vez</numerusform>
        <numerusform>o servidor deu {answer}, %n vezes</numerusform>
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
      <translation>um arquivo de mais de 10.000 partes não pode ser enviado ao S3</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>cannot read</source>
      <translation>não é possível ler</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>cannot list</source>
      <translation>não é possível listar</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>{folder}: cannot list what it holds: {reason}</source>
      <translation>{folder}: não é possível listar o que contém: {reason}</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>another file took this name while it was being written; nothing was written to it</source>
      <translation>outro arquivo tomou este nome enquanto ele era gravado; nada foi gravado nele</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>it is not a regular file (a FIFO, a device or a socket): nothing is written there</source>
      <translation>não é um arquivo comum (um FIFO, um dispositivo ou um socket): nada é gravado ali</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>a FIFO (named pipe)</source>
      <translation>um FIFO (pipe nomeado)</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>a character device</source>
      <translation>um dispositivo de caracteres</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>a block device</source>
      <translation>um dispositivo de blocos</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>a socket</source>
      <translation>um socket</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>a folder</source>
      <translation>uma pasta</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>something else</source>
      <translation>outra coisa</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>it is {kind}, not a regular file: only files are read</source>
      <translation>é {kind}, não um arquivo comum: só arquivos são lidos</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>it holds more than {ceiling} MB, the most {what} may hold</source>
      <translation>contém mais de {ceiling} MB, o máximo que {what} pode conter</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>{prefix}: cannot list the uploads pending there: {reason}</source>
      <translation>{prefix}: não é possível listar os envios pendentes ali: {reason}</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>{source} is sent to be {key}, not {target}</source>
      <translation>{source} está sendo enviado como {key}, não como {target}</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>{path}: cannot complete its upload: {reason}</source>
      <translation>{path}: não foi possível concluir o envio: {reason}</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>{source}: cannot rename it to {target}: {reason}</source>
      <translation>{source}: não é possível renomeá-lo para {target}: {reason}</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>the store answered that it kept it, but it is not there</source>
      <translation>o armazenamento respondeu que o guardou, mas ele não está lá</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>the store answered that it kept it whole, but holds {held} of its {written} bytes</source>
      <translation>o armazenamento respondeu que o guardou inteiro, mas guarda {held} de seus {written} bytes</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>No such file or directory</source>
      <translation>Arquivo ou diretório inexistente</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>cannot delete</source>
      <translation>não é possível excluir</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>cannot create the folder</source>
      <translation>não é possível criar a pasta</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>Directory not empty</source>
      <translation>Diretório não vazio</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>{path}: {action}: {reason}</source>
      <translation>{path}: {action}: {reason}</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>GDAL could not open it</source>
      <translation>o GDAL não conseguiu abri-lo</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>not found</source>
      <translation>não encontrado</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>cannot open</source>
      <translation>não é possível abrir</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>cannot write</source>
      <translation>não é possível gravar</translation>
    </message>
    <message>
      <location filename="../core/places/storage.py" />
      <source>{name}: cannot seek to {offset}</source>
      <translation>{name}: não é possível ir para {offset}</translation>
    </message>
    <message>
      <location filename="../core/places/writer_lock.py" />
      <source>{lock} is not a lock this plugin wrote, and this run keeps its lock under that name: move or rename it</source>
      <translation>{lock} não é um bloqueio que este plugin gravou, e esta execução guarda seu bloqueio com esse nome: mova-o ou renomeie-o</translation>
    </message>
    <message>
      <location filename="../core/places/writer_lock.py" />
      <source>{lock}: cannot take this lock: other runs take and release it as fast as this one looks; try again</source>
      <translation>{lock}: não é possível obter este bloqueio: outras execuções o obtêm e o liberam tão rápido quanto esta verifica; tente de novo</translation>
    </message>
    <message>
      <location filename="../core/places/writer_lock.py" />
      <source>{lock}: cannot create the lock that keeps other runs from writing these files: {reason}</source>
      <translation>{lock}: não é possível criar o bloqueio que impede outras execuções de gravar estes arquivos: {reason}</translation>
    </message>
    <message>
      <location filename="../core/places/writer_lock.py" />
      <source>{lock}: cannot open this lock: {reason}; if no run is writing these files, delete it</source>
      <translation>{lock}: não é possível abrir este bloqueio: {reason}; se nenhuma execução está gravando estes arquivos, exclua-o</translation>
    </message>
    <message>
      <location filename="../core/places/writer_lock.py" />
      <source>{lock}: cannot write the lock that keeps other runs from writing these files: {reason}</source>
      <translation>{lock}: não é possível gravar o bloqueio que impede outras execuções de gravar estes arquivos: {reason}</translation>
    </message>
    <message>
      <location filename="../core/places/writer_lock.py" />
      <source>{lock}: cannot take the lock that keeps other runs from writing these files: {reason}</source>
      <translation>{lock}: não é possível obter o bloqueio que impede outras execuções de gravar estes arquivos: {reason}</translation>
    </message>
    <message>
      <location filename="../core/places/writer_lock.py" />
      <source>{lock}: another run is writing these files (its lock is being written or cannot be read): wait for it to finish; if no run is writing here, delete {lock} and start again</source>
      <translation>{lock}: outra execução está gravando estes arquivos (seu bloqueio está sendo gravado ou não pode ser lido): espere que ela termine; se nenhuma execução está gravando aqui, exclua {lock} e comece de novo</translation>
    </message>
    <message>
      <location filename="../core/places/writer_lock.py" />
      <source>{lock}: another run is writing these files (host {host}, process {pid}, started {started}): wait for it to finish; if that run is no longer running, delete {lock} and start again (a lock in a bucket not refreshed for {seconds} s is taken over by the next run)</source>
      <translation>{lock}: outra execução está gravando estes arquivos (host {host}, processo {pid}, iniciada em {started}): espere que ela termine; se essa execução não está mais rodando, exclua {lock} e comece de novo (um bloqueio num bucket não renovado por {seconds} s é assumido pela próxima execução)</translation>
    </message>
    <message>
      <location filename="../core/places/writer_lock.py" />
      <source>{lock}: another run is writing these files (host {host}, process {pid}, started {started}): wait for it to finish; if that run is no longer running, delete {lock} and start again</source>
      <translation>{lock}: outra execução está gravando estes arquivos (host {host}, processo {pid}, iniciada em {started}): espere que ela termine; se essa execução não está mais rodando, exclua {lock} e comece de novo</translation>
    </message>
    <message>
      <location filename="../core/places/writer_lock.py" />
      <source>{lock}: took over a lock left unwritten by a run that is no longer running</source>
      <translation>{lock}: assumido um bloqueio deixado sem conteúdo por uma execução que não está mais rodando</translation>
    </message>
    <message>
      <location filename="../core/places/writer_lock.py" />
      <source>{lock}: took over the lock of a run not heard from for {seconds:.0f} s (host {host}, process {pid}, started {started})</source>
      <translation>{lock}: assumido o bloqueio de uma execução sem sinal há {seconds:.0f} s (host {host}, processo {pid}, iniciada em {started})</translation>
    </message>
    <message>
      <location filename="../core/places/writer_lock.py" />
      <source>{lock}: took over the lock of a run that is no longer running (host {host}, process {pid}, started {started})</source>
      <translation>{lock}: assumido o bloqueio de uma execução que não está mais rodando (host {host}, processo {pid}, iniciada em {started})</translation>
    </message>
    <message>
      <location filename="../core/predict/contract.py" />
      <source>{channels} of {tile_width} x {tile_height} ({patch_width} x {patch_height} patches, kernel {kernel_width} x {kernel_height})</source>
      <translation>{channels} de {tile_width} x {tile_height} (patches de {patch_width} x {patch_height}, kernel {kernel_width} x {kernel_height})</translation>
    </message>
    <message>
      <location filename="../core/predict/contract.py" />
      <source>the model {model} wants {wants}; the patches are {patches}: {problem}</source>
      <translation>o modelo {model} quer {wants}; os patches são {patches}: {problem}</translation>
    </message>
    <message>
      <location filename="../core/predict/contract.py" />
      <source>predict feeds a model one input, the patches of the rasters; this one takes {count}</source>
      <translation>o predict alimenta o modelo com uma entrada, os patches dos rasters; este recebe {count}</translation>
    </message>
    <message>
      <location filename="../core/predict/contract.py" />
      <source>predict feeds a rank-4 input [N, C, H, W] or [N, H, W, C]; per-pixel models (rank 2) and others are not supported</source>
      <translation>o predict alimenta uma entrada de posto 4 [N, C, H, W] ou [N, H, W, C]; modelos por pixel (posto 2) e outros não são suportados</translation>
    </message>
    <message>
      <location filename="../core/predict/contract.py" />
      <source>its batch dimension is fixed at {batch}; predict needs it dynamic or 1</source>
      <translation>sua dimensão de lote é fixa em {batch}; o predict precisa dela dinâmica ou 1</translation>
    </message>
    <message>
      <location filename="../core/predict/contract.py" />
      <source>{layout} {shape}</source>
      <translation>{layout} {shape}</translation>
    </message>
    <message>
      <location filename="../core/predict/contract.py" />
      <source>read {reading} as {option} says, they do not fit it{hint}</source>
      <translation>lidos {reading} como {option} diz, eles não cabem nela{hint}</translation>
    </message>
    <message>
      <location filename="../core/predict/contract.py" />
      <source>its shape reads both as {first} and as {last}: set {option} to {first_name} or {last_name}</source>
      <translation>sua forma se lê tanto como {first} quanto como {last}: defina {option} como {first_name} ou {last_name}</translation>
    </message>
    <message>
      <location filename="../core/predict/contract.py" />
      <source>neither {first} nor {last} fits it{hint}</source>
      <translation>nem {first} nem {last} cabem nela{hint}</translation>
    </message>
    <message>
      <location filename="../core/predict/contract.py" />
      <source> ({patch} plus the margins of {kernel} make a tile of {width} x {height} pixels)</source>
      <translation> ({patch} mais as margens de {kernel} fazem um tile de {width} x {height} pixels)</translation>
    </message>
    <message>
      <location filename="../core/predict/contract.py" />
      <source>its input {name} is {wanted} and the patches' values are {given}: predict feeds float inputs, and integer inputs from patches of {value_type} native whose type they hold</source>
      <translation>sua entrada {name} é {wanted} e os valores dos patches são {given}: o predict alimenta entradas float, e entradas inteiras a partir de patches de {value_type} native cujo tipo elas comportam</translation>
    </message>
    <message>
      <location filename="../core/predict/ee_predictions.py" />
      <source>{option}: {reason}</source>
      <translation>{option}: {reason}</translation>
    </message>
    <message>
      <location filename="../core/predict/ee_predictions.py" />
      <source>the EE-format predictions hold {records} for the {patches}: nothing was kept</source>
      <translation>as previsões no formato do EE têm {records} para {patches}: nada foi mantido</translation>
    </message>
    <message>
      <location filename="../core/predict/ee_predictions.py" />
      <source>Wrote the EE-format predictions: {records} in {files} and the mixer {mixer}</source>
      <translation>Previsões no formato do EE gravadas: {records} em {files} e o mixer {mixer}</translation>
    </message>
    <message>
      <location filename="../core/predict/like.py" />
      <source>{option} {mine} is smaller than the training export's {theirs} ({path}): the model learnt from that much context around each patch; give at least {theirs}, or leave {option} out</source>
      <translation>{option} {mine} é menor que o {theirs} da exportação de treino ({path}): o modelo aprendeu com esse tanto de contexto em volta de cada patch; dê ao menos {theirs}, ou deixe {option} de fora</translation>
    </message>
    <message>
      <location filename="../core/predict/like.py" />
      <source>{option} {mine} is not the training export's {theirs} ({path}): the model learnt from the export's values; leave {option} out to take them</source>
      <translation>{option} {mine} não é o {theirs} da exportação de treino ({path}): o modelo aprendeu com os valores da exportação; deixe {option} de fora para usá-los</translation>
    </message>
    <message>
      <location filename="../core/predict/like.py" />
      <source>{option} {mine} (the training export's: {theirs})</source>
      <translation>{option} {mine} (o da exportação de treino: {theirs})</translation>
    </message>
    <message>
      <location filename="../core/predict/like.py" />
      <source>patches, kernel, defaultValue, value type and bands as the training export {path}, except the options given: {instead}</source>
      <translation>patches, kernel, defaultValue, tipo de valor e bandas como na exportação de treino {path}, exceto as opções dadas: {instead}</translation>
    </message>
    <message>
      <location filename="../core/predict/like.py" />
      <source>patches, kernel, defaultValue, value type and bands as the training export {path}</source>
      <translation>patches, kernel, defaultValue, tipo de valor e bandas como na exportação de treino {path}</translation>
    </message>
    <message>
      <location filename="../core/predict/like.py" />
      <source>{option} names the bands {mine}; the training export {path} had {theirs}</source>
      <translation>{option} nomeia as bandas {mine}; a exportação de treino {path} tinha {theirs}</translation>
    </message>
    <message>
      <location filename="../core/predict/like.py" />
      <source>the rasters' bands {mine} are the training export's ({path}) in another order, {theirs}: stack the rasters' bands in that order</source>
      <translation>as bandas dos rasters {mine} são as da exportação de treino ({path}) em outra ordem, {theirs}: empilhe as bandas dos rasters nessa ordem</translation>
    </message>
    <message>
      <location filename="../core/predict/like.py" />
      <source>the rasters give {count} ({mine}); the training export {path} had {training} ({theirs}): give the rasters of the bands the model was trained on, in that order (an array layer is one band)</source>
      <translation>os rasters dão {count} ({mine}); a exportação de treino {path} tinha {training} ({theirs}): dê os rasters das bandas com que o modelo foi treinado, nessa ordem (uma camada de matriz é uma banda)</translation>
    </message>
    <message>
      <location filename="../core/predict/like.py" />
      <source>the rasters' patches would hold {mine}; the training export {path} held {theirs}</source>
      <translation>os patches dos rasters teriam {mine}; a exportação de treino {path} tinha {theirs}</translation>
    </message>
    <message>
      <location filename="../core/predict/like.py" />
      <source>{option} {mine} is not the training export's {theirs} ({path}), and the model takes a fixed size ({input} {shape}): leave {option} out to take the export's</source>
      <translation>{option} {mine} não é o {theirs} da exportação de treino ({path}), e o modelo recebe um tamanho fixo ({input} {shape}): deixe {option} de fora para usar o da exportação</translation>
    </message>
    <message>
      <location filename="../core/predict/like.py" />
      <source>the training export {path} wrote a record a pixel ({sequence}); predict feeds a model patches</source>
      <translation>a exportação de treino {path} gravou um registro por pixel ({sequence}); o predict alimenta o modelo com patches</translation>
    </message>
    <message>
      <location filename="../core/predict/like.py" />
      <source>the training export {path} lists no image band</source>
      <translation>a exportação de treino {path} não lista nenhuma banda de imagem</translation>
    </message>
    <message>
      <location filename="../core/predict/model_header.py" />
      <source>opset ai.onnx {opset}</source>
      <translation>opset ai.onnx {opset}</translation>
    </message>
    <message>
      <location filename="../core/predict/model_header.py" />
      <source>no opset</source>
      <translation>sem opset</translation>
    </message>
    <message>
      <location filename="../core/predict/model_header.py" />
      <source>ONNX IR version {ir_version}, {opset} (made by {producer})</source>
      <translation>ONNX IR versão {ir_version}, {opset} (feito por {producer})</translation>
    </message>
    <message>
      <location filename="../core/predict/model_header.py" />
      <source>ONNX IR version {ir_version}, {opset}</source>
      <translation>ONNX IR versão {ir_version}, {opset}</translation>
    </message>
    <message>
      <location filename="../core/predict/model_header.py" />
      <source>{path} is not an ONNX model: the file is empty</source>
      <translation>{path} não é um modelo ONNX: o arquivo está vazio</translation>
    </message>
    <message>
      <location filename="../core/predict/model_header.py" />
      <source>cannot read the model {path}: {error}</source>
      <translation>não é possível ler o modelo {path}: {error}</translation>
    </message>
    <message>
      <location filename="../core/predict/model_header.py" />
      <source>{path} is not an ONNX model: {error}</source>
      <translation>{path} não é um modelo ONNX: {error}</translation>
    </message>
    <message>
      <location filename="../core/predict/model_header.py" />
      <source>{path} is not an ONNX model: it has no {missing}</source>
      <translation>{path} não é um modelo ONNX: não tem {missing}</translation>
    </message>
    <message>
      <location filename="../core/predict/plan.py" />
      <source>predict feeds a model patches; {sequence} (a record a pixel) is not for it</source>
      <translation>o predict alimenta o modelo com patches; {sequence} (um registro por pixel) não serve para ele</translation>
    </message>
    <message>
      <location filename="../core/predict/plan.py" />
      <source>{inputs} -&gt; {output} ({bands}), {layout}, {batch} a run; {header}; onnxruntime {version}</source>
      <translation>{inputs} -&gt; {output} ({bands}), {layout}, {batch} por execução; {header}; onnxruntime {version}</translation>
    </message>
    <message>
      <location filename="../core/predict/plan.py" />
      <source>{option} gives {numbers} for the {channels} the model is fed: give one for all, or one a channel</source>
      <translation>{option} dá {numbers}, mas o modelo recebe {channels}: dê um para todos, ou um por canal</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/predict/plan.py" />
      <source>%n numbers</source>
      <translation>
        <numerusform>%n número</numerusform>
        <numerusform>%n números</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/predict/plan.py" />
      <source>%n channels</source>
      <translation>
        <numerusform>%n canal</numerusform>
        <numerusform>%n canais</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/predict/plan.py" />
      <source>{option} is for a model of float input; this one takes {dtype}</source>
      <translation>{option} é para um modelo de entrada float; este recebe {dtype}</translation>
    </message>
    <message>
      <location filename="../core/predict/plan.py" />
      <source>no class map: {reason}; {option} none writes the output as it is without this note</source>
      <translation>sem mapa de classes: {reason}; {option} none grava a saída como está sem esta nota</translation>
    </message>
    <message>
      <location filename="../core/predict/plan.py" />
      <source>the model {model} has no output {wanted} ({option}); its outputs: {names}</source>
      <translation>o modelo {model} não tem a saída {wanted} ({option}); suas saídas: {names}</translation>
    </message>
    <message>
      <location filename="../core/predict/plan.py" />
      <source>onnxruntime refused a tile of them read {layout}: {detail}</source>
      <translation>o onnxruntime recusou um tile deles lido como {layout}: {detail}</translation>
    </message>
    <message>
      <location filename="../core/predict/plan.py" />
      <source>predict writes outputs of rank 4 (bands of pixels) or 3 (one band of pixels)</source>
      <translation>o predict grava saídas de posto 4 (bandas de pixels) ou 3 (uma banda de pixels)</translation>
    </message>
    <message>
      <location filename="../core/predict/plan.py" />
      <source>predict takes an output of the tile's size (the margins are cropped), of the patch's, or of the patch and margins up to the kernel's, about its centre</source>
      <translation>o predict aceita uma saída do tamanho do tile (as margens são cortadas), do patch, ou do patch com margens até as do kernel, em torno do centro</translation>
    </message>
    <message>
      <location filename="../core/predict/plan.py" />
      <source>the model's output at a pixel depends on inputs up to {reach} pixels away, beyond the kernel's margins ({margins}): near the patches' edges its predictions will differ from a run over the whole raster (seams); {kernel} {least} or more gives it room</source>
      <translation>a saída do modelo num pixel depende de entradas a até {reach} pixels de distância, além das margens do kernel ({margins}): perto das bordas dos patches, as previsões vão diferir de uma execução sobre o raster inteiro (emendas); {kernel} {least} ou maior dá espaço suficiente</translation>
    </message>
    <message>
      <location filename="../core/predict/plan.py" />
      <source>the model's output at a pixel depends on inputs at least {reach} pixels away, beyond the kernel's margins ({margins}): near the patches' edges its predictions will differ from a run over the whole raster (seams); a larger {kernel} gives it room</source>
      <translation>a saída do modelo num pixel depende de entradas a pelo menos {reach} pixels de distância, além das margens do kernel ({margins}): perto das bordas dos patches, as previsões vão diferir de uma execução sobre o raster inteiro (emendas); um {kernel} maior dá espaço suficiente</translation>
    </message>
    <message>
      <location filename="../core/predict/plan.py" />
      <source>the model {model} returns {output} [{shape}] for a tile of the patches ({patches}): {problem}</source>
      <translation>o modelo {model} devolve {output} [{shape}] para um tile dos patches ({patches}): {problem}</translation>
    </message>
    <message numerus="yes">
      <location filename="../core/predict/plan.py" />
      <source>{count} given in {option} for the %n bands of the model's output {output}</source>
      <translation>
        <numerusform>{count} dados em {option} para a %n banda da saída {output} do modelo</numerusform>
        <numerusform>{count} dados em {option} para as %n bandas da saída {output} do modelo</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../core/predict/plan.py" />
      <source>%n names</source>
      <translation>
        <numerusform>%n nome</numerusform>
        <numerusform>%n nomes</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../core/predict/plan.py" />
      <source>{option} must be a whole number of at least 1, got {given!r}</source>
      <translation>{option} deve ser um número inteiro de pelo menos 1, recebido {given!r}</translation>
    </message>
    <message>
      <location filename="../core/predict/predict_image.py" />
      <source>Other programs keep every core busy: reading and writing go on at normal priority (until now they took only the cores the model left idle)</source>
      <translation>Outros programas mantêm todos os núcleos ocupados: a leitura e a escrita continuam com prioridade normal (até agora usavam só os núcleos que o modelo deixava livres)</translation>
    </message>
    <message>
      <location filename="../core/predict/request.py" />
      <source>{option} takes one number, or one a channel, comma-separated; got {value!r}</source>
      <translation>{option} recebe um número, ou um por canal, separados por vírgula; recebido {value!r}</translation>
    </message>
    <message>
      <location filename="../core/predict/runtime.py" />
      <source>{words}; for the tfrecord-bridge command in a Python of its own: pip install ".[onnx]" in its checkout</source>
      <translation>{words}; para o comando tfrecord-bridge num Python próprio: pip install ".[onnx]" no seu checkout</translation>
    </message>
    <message>
      <location filename="../core/predict/runtime.py" />
      <source>predicting needs the ONNX runtime (onnxruntime), which this Python lacks: {install}</source>
      <translation>prever precisa do runtime ONNX (onnxruntime), que este Python não tem: {install}</translation>
    </message>
    <message>
      <location filename="../core/predict/runtime.py" />
      <source>onnxruntime {version} is older than predicting needs ({requirement}): {install}</source>
      <translation>o onnxruntime {version} é mais antigo que o necessário para prever ({requirement}): {install}</translation>
    </message>
    <message>
      <location filename="../core/predict/runtime.py" />
      <source>{path} is {header}</source>
      <translation>{path} é {header}</translation>
    </message>
    <message>
      <location filename="../core/predict/runtime.py" />
      <source>update onnxruntime ({command}), or export the model for an older runtime (opset 21 reads everywhere: torch.onnx.export(..., opset_version=21), tf2onnx --opset 21)</source>
      <translation>atualize o onnxruntime ({command}) ou exporte o modelo para um runtime mais antigo (opset 21 é lido em toda parte: torch.onnx.export(..., opset_version=21), tf2onnx --opset 21)</translation>
    </message>
    <message>
      <location filename="../core/predict/runtime.py" />
      <source>{model}; onnxruntime {version} here reads up to IR version {maximum}: {advice}</source>
      <translation>{model}; o onnxruntime {version} daqui lê até a IR versão {maximum}: {advice}</translation>
    </message>
    <message>
      <location filename="../core/predict/runtime.py" />
      <source>{model}; onnxruntime {version} here reads up to opset ai.onnx {maximum}: {advice}</source>
      <translation>{model}; o onnxruntime {version} daqui lê até o opset ai.onnx {maximum}: {advice}</translation>
    </message>
    <message>
      <location filename="../core/predict/runtime.py" />
      <source>{model}; onnxruntime {version} here lacks an operator it uses ({detail}): {advice}</source>
      <translation>{model}; falta ao onnxruntime {version} daqui um operador que ele usa ({detail}): {advice}</translation>
    </message>
    <message>
      <location filename="../core/predict/runtime.py" />
      <source>onnxruntime {version} cannot load {path}: {detail}</source>
      <translation>o onnxruntime {version} não consegue carregar {path}: {detail}</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>unknown geometry mode {geometry!r}: use one of {modes}</source>
      <translation>modo de geometria desconhecido {geometry!r}: use um de {modes}</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>the layer has a field named {clashes}, which is the name of the geometry feature this export writes; leave that field out of the exported fields or rename it</source>
      <translation>a camada tem um campo chamado {clashes}, que é o nome da feição de geometria que esta exportação grava; deixe esse campo fora dos campos exportados ou renomeie-o</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>SQLite's 2000 columns, the fid's counted</source>
      <translation>as 2000 colunas do SQLite, contando a do fid</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>a SpatiaLite / SQLite file</source>
      <translation>um arquivo SpatiaLite / SQLite</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>a GeoPackage</source>
      <translation>um GeoPackage</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>a Shapefile</source>
      <translation>um Shapefile</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>its dBase table's; beyond 255 most other programs cannot read it</source>
      <translation>a de sua tabela dBase; acima de 255 a maioria dos outros programas não consegue lê-lo</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>a dBase table</source>
      <translation>uma tabela dBase</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>as GDAL writes it; beyond 255 most other programs cannot read it</source>
      <translation>como o GDAL a grava; acima de 255 a maioria dos outros programas não consegue lê-la</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>an Excel workbook</source>
      <translation>uma pasta de trabalho do Excel</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>a sheet's columns</source>
      <translation>as colunas de uma planilha</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>{path}: the table has {fields:,} fields, more than {name} holds ({limit:,}: {why}); write it as {unlimited} instead, or make fewer fields (a list as one JSON text field, not one field per element)</source>
      <translation>{path}: a tabela tem {fields:,} campos, mais do que {name} comporta ({limit:,}: {why}); grave-a como {unlimited}, ou faça menos campos (uma lista como um campo de texto JSON, não um campo por elemento)</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>{path}: {fields:,} fields; programs other than GDAL's (QGIS's) read at most {most} fields of a dBase table: {unlimited} keep them readable</source>
      <translation>{path}: {fields:,} campos; programas que não o GDAL (o QGIS) leem no máximo {most} campos de uma tabela dBase: {unlimited} os mantêm legíveis</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>not a date or time: {value!r}</source>
      <translation>não é data nem hora: {value!r}</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>cannot store a value of type {kind} ({value!r})</source>
      <translation>não é possível guardar um valor do tipo {kind} ({value!r})</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>a list holds a NULL, which a TFRecord list cannot store</source>
      <translation>uma lista contém um NULL, que uma lista TFRecord não pode guardar</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>a list mixes {sorted_kinds} values, which one TFRecord list cannot hold</source>
      <translation>uma lista mistura valores {sorted_kinds}, que uma só lista TFRecord não comporta</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>unknown value type {value_type!r}: use one of {types}</source>
      <translation>tipo de valor desconhecido {value_type!r}: use um de {types}</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>field {name!r}: {error}</source>
      <translation>campo {name!r}: {error}</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>feature {number}: {error}</source>
      <translation>feição {number}: {error}</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>truncated WKB</source>
      <translation>WKB truncado</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>WKB geometry type {geometry} is not converted</source>
      <translation>o tipo de geometria WKB {geometry} não é convertido</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>{path}: record {index} is not a tf.train.Example ({error})</source>
      <translation>{path}: o registro {index} não é um tf.train.Example ({error})</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>unknown list mode {lists!r}: use one of {modes}</source>
      <translation>modo de lista desconhecido {lists!r}: use um de {modes}</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>splitting lists into one field per element gives field names that already exist: {duplicates}; keep lists as JSON text instead</source>
      <translation>dividir as listas em um campo por elemento dá nomes de campo que já existem: {duplicates}; mantenha as listas como texto JSON</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>a field needs a name</source>
      <translation>um campo precisa de um nome</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>a field of that name, apart from case, comes before it, and table files do not tell names apart by case</source>
      <translation>um campo com esse nome, exceto pela caixa, vem antes dele, e arquivos de tabela não distinguem nomes pela caixa</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>{file} keeps its feature ids in a field of that name, and these values are not a whole number in every record, each another</source>
      <translation>{file} guarda os identificadores de suas feições num campo com esse nome, e estes valores não são, em todo registro, um número inteiro diferente dos outros</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>feature {key!r} is loaded as field {name!r}: {why}</source>
      <translation>o atributo {key!r} é carregado como o campo {name!r}: {why}</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>Give both an X and a Y feature for points, or neither.</source>
      <translation>Informe os atributos X e Y para pontos, ou nenhum dos dois.</translation>
    </message>
    <message>
      <location filename="../core/tables.py" />
      <source>Build geometry from X/Y features or from a WKB feature, not both.</source>
      <translation>Construa a geometria a partir de atributos X/Y ou de um atributo WKB, não de ambos.</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Export raster to TFRecord...</source>
      <translation>Exportar raster para TFRecord...</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Predict with an ONNX model...</source>
      <translation>Prever com um modelo ONNX...</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Load TFRecord predictions...</source>
      <translation>Carregar previsões TFRecord...</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Export training patches at points...</source>
      <translation>Exportar patches de treinamento em pontos...</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Export table...</source>
      <translation>Exportar tabela...</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Load table...</source>
      <translation>Carregar tabela...</translation>
    </message>
    <message>
      <location filename="../plugin.py" />
      <source>Inspect TFRecord...</source>
      <translation>Inspecionar TFRecord...</translation>
    </message>
    <message>
      <location filename="../provider/base.py" />
      <location filename="../provider/labels.py" />
      <source>Cancelled: {error}; nothing was left half-written.</source>
      <translation>Cancelado: {error}; nada ficou gravado pela metade.</translation>
    </message>
    <message>
      <location filename="../provider/export_image.py" />
      <source>Export raster to TFRecord patches</source>
      <translation>Exportar raster para patches TFRecord</translation>
    </message>
    <message>
      <location filename="../provider/export_image.py" />
      <location filename="../provider/export_patches_at_points.py" />
      <location filename="../provider/import_image.py" />
      <location filename="../provider/predict.py" />
      <source>Images</source>
      <translation>Imagens</translation>
    </message>
    <message>
      <location filename="../provider/export_image.py" />
      <source>Cuts raster layers into patches and writes them as TFRecord files of tf.train.Example (or SequenceExample) records, with the "mixer" JSON that georeferences them, exactly as Google Earth Engine's Export.image with fileFormat 'TFRecord' does.&lt;br&gt;&lt;br&gt;&lt;b&gt;Input layers&lt;/b&gt;: their bands are stacked in order; layers must cover the same place, and are warped to the export grid when they are not on it. &lt;b&gt;Array layers&lt;/b&gt;: each becomes one array band named after the layer, whose per-pixel array is the layer's band values (e.g. a time series).&lt;br&gt;&lt;b&gt;Band names&lt;/b&gt;: comma list; default the band descriptions, else b1, b2, ...&lt;br&gt;&lt;b&gt;Extent, target CRS, pixel size&lt;/b&gt;: the export grid; default the first layer's grid.&lt;br&gt;&lt;b&gt;Patch dimensions&lt;/b&gt; (width,height) and &lt;b&gt;kernel size&lt;/b&gt;: each record holds a patch plus floor(kernel/2) real neighbouring pixels on each side.&lt;br&gt;&lt;b&gt;Max file size&lt;/b&gt;: bytes per file before compression; files are named PREFIX-00000.tfrecord.gz, ... (an empty prefix: 00000.tfrecord.gz, ..., mixer.json and sidecar.json; one ending in '/': a subfolder of that name). A run writes all its files or none, replacing an earlier export with that prefix only when it succeeds.&lt;br&gt;&lt;b&gt;GZIP compression level&lt;/b&gt;: 0-9, default 6 (zlib's, as EE); the files read the same at any level. Levels 1-3 are fastest, above all with the isal package installed (README).&lt;br&gt;&lt;b&gt;Default value&lt;/b&gt;: written in every band of a pixel masked in any band (nodata, mask or outside).&lt;br&gt;&lt;b&gt;Tensor depths&lt;/b&gt;: {"arrayBand": depth} (or band:depth,...), required for array bands unless sequence data.&lt;br&gt;&lt;b&gt;Sequence data&lt;/b&gt;: one SequenceExample per pixel (scalar bands in the context, array bands as feature lists). &lt;b&gt;Collapse bands&lt;/b&gt;: one feature named after the first band holding every band.&lt;br&gt;&lt;b&gt;Masked threshold&lt;/b&gt;: the largest fraction of masked pixels a patch may have; below 1, EE writes no mixer, and we write PREFIX-index.json listing the kept patches.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: paste the JSON used in EE; it overrides the single options.&lt;br&gt;An export whose layers leave no pixel of the region unmasked (rasters that do not overlap, an extent outside them) stops before writing; wholly masked patches are counted in the log and in MASKED_PATCH_COUNT, and written as EE writes them. Beside the mixer, PREFIX-sidecar.json keeps what EE's mixer cannot (kernel size, default value, band names and types), for the import.&lt;br&gt;The log ends with the featuresDict to read the files in TensorFlow (also the FEATURES_DICT output).&lt;br&gt;&lt;br&gt;&lt;b&gt;Training sets&lt;/b&gt;: a &lt;b&gt;label layer&lt;/b&gt; (polygons, lines or points) is burnt onto the export grid with GDAL as one more band of every record, the label band (int64): a field's values (a text field's texts numbered 1, 2, ... in sorted order), or the label value. Where no feature lies, and where the image bands are masked, it holds the label nodata, a value no class has (0 when every class is 1 or more). &lt;b&gt;Splits&lt;/b&gt; (e.g. train=0.8,val=0.1,test=0.1) deal whole blocks of N x N patches to one set, so neighbours inside a block, and their shared kernel margins, stay in one set (only a block's edge borders another set), seeded; with the &lt;b&gt;buffer between sets&lt;/b&gt;, the patches whose records would share pixels with another set's are left out too, each set keeping its share (or kept, the margin pixels another set owns masked). Each set is written under its own prefix (PREFIX-train-00000.tfrecord.gz, ...) with a mixer of the full grid and PREFIX-train-index.json placing its records. &lt;b&gt;Sampling&lt;/b&gt; keeps the patches whose labels cover at least the least label share, and of the patches without any label the negative ratio, seeded. Kept patches, negatives, the sets' sizes and the pixels of each class in each set are in the log, the results and the sidecar. &lt;b&gt;.tfindex&lt;/b&gt; files (for the PyTorch tfrecord package) are written beside uncompressed shards.</source>
      <translation>Corta camadas raster em patches e as grava como arquivos TFRecord de registros tf.train.Example (ou SequenceExample), com o JSON "mixer" que os georreferencia, exatamente como faz o Export.image do Google Earth Engine com fileFormat 'TFRecord'.&lt;br&gt;&lt;br&gt;&lt;b&gt;Camadas de entrada&lt;/b&gt;: suas bandas são empilhadas em ordem; as camadas precisam cobrir o mesmo lugar e são reprojetadas para a grade de exportação quando não estão nela. &lt;b&gt;Camadas de matriz&lt;/b&gt;: cada uma vira uma banda de matriz com o nome da camada, cuja matriz por pixel são os valores das bandas da camada (por exemplo, uma série temporal).&lt;br&gt;&lt;b&gt;Nomes das bandas&lt;/b&gt;: lista separada por vírgulas; padrão: as descrições das bandas, senão b1, b2, ...&lt;br&gt;&lt;b&gt;Extensão, SRC de destino, tamanho do pixel&lt;/b&gt;: a grade de exportação; padrão: a grade da primeira camada.&lt;br&gt;&lt;b&gt;Dimensões do patch&lt;/b&gt; (largura,altura) e &lt;b&gt;tamanho do kernel&lt;/b&gt;: cada registro contém um patch mais floor(kernel/2) pixels vizinhos reais de cada lado.&lt;br&gt;&lt;b&gt;Tamanho máximo do arquivo&lt;/b&gt;: bytes por arquivo antes da compactação; os arquivos se chamam PREFIX-00000.tfrecord.gz, ... (prefixo vazio: 00000.tfrecord.gz, ..., mixer.json e sidecar.json; um terminado em '/': uma subpasta com esse nome). Uma execução grava todos os seus arquivos ou nenhum, substituindo uma exportação anterior com esse prefixo só quando tem sucesso.&lt;br&gt;&lt;b&gt;Nível de compressão GZIP&lt;/b&gt;: 0-9, padrão 6 (o do zlib, como no EE); os arquivos são lidos da mesma forma em qualquer nível. Os níveis 1-3 são os mais rápidos, sobretudo com o pacote isal instalado (README).&lt;br&gt;&lt;b&gt;Valor padrão&lt;/b&gt;: gravado em todas as bandas de um pixel mascarado em qualquer banda (nodata, máscara ou fora).&lt;br&gt;&lt;b&gt;Profundidades dos tensores&lt;/b&gt;: {"arrayBand": depth} (ou band:depth,...), obrigatório para bandas de matriz, exceto com dados de sequência.&lt;br&gt;&lt;b&gt;Dados de sequência&lt;/b&gt;: um SequenceExample por pixel (bandas escalares no contexto, bandas de matriz como listas de atributos). &lt;b&gt;Recolher bandas&lt;/b&gt;: um atributo com o nome da primeira banda contendo todas as bandas.&lt;br&gt;&lt;b&gt;Limite de mascaramento&lt;/b&gt;: a maior fração de pixels mascarados que um patch pode ter; abaixo de 1, o EE não grava mixer, e nós gravamos PREFIX-index.json listando os patches mantidos.&lt;br&gt;&lt;b&gt;formatOptions do EE&lt;/b&gt;: cole o JSON usado no EE; ele substitui as opções individuais.&lt;br&gt;Uma exportação cujas camadas não deixam nenhum pixel da região sem máscara (rasters que não se sobrepõem, uma extensão fora deles) para antes de gravar; patches totalmente mascarados são contados no log e em MASKED_PATCH_COUNT, e gravados como o EE os grava. Ao lado do mixer, PREFIX-sidecar.json guarda o que o mixer do EE não guarda (tamanho do kernel, valor padrão, nomes e tipos das bandas), para a importação.&lt;br&gt;O log termina com o featuresDict para ler os arquivos no TensorFlow (também a saída FEATURES_DICT).&lt;br&gt;&lt;br&gt;&lt;b&gt;Conjuntos de treino&lt;/b&gt;: uma &lt;b&gt;camada de rótulos&lt;/b&gt; (polígonos, linhas ou pontos) é gravada com o GDAL na grade da exportação como mais uma banda de cada registro, a banda de rótulos (int64): os valores de um campo (os textos de um campo de texto numerados 1, 2, ... em ordem alfabética), ou o valor de rótulo. Onde não há feição, e onde as bandas da imagem estão mascaradas, ela tem o nodata de rótulo, um valor que nenhuma classe tem (0 quando toda classe é 1 ou mais). &lt;b&gt;Divisões&lt;/b&gt; (ex.: train=0.8,val=0.1,test=0.1) distribuem blocos inteiros de N x N patches a um conjunto, de modo que vizinhos dentro de um bloco, e as margens de kernel que compartilham, ficam num só conjunto (só a borda de um bloco faz fronteira com outro conjunto), pela semente; com o &lt;b&gt;buffer entre conjuntos&lt;/b&gt;, os patches cujos registros compartilhariam pixels com os de outro conjunto também ficam de fora, cada conjunto mantendo sua parcela (ou mantidos, com os pixels de margem de outro conjunto mascarados). Cada conjunto é gravado com seu próprio prefixo (PREFIX-train-00000.tfrecord.gz, ...) com um mixer da grade inteira e PREFIX-train-index.json situando seus registros. A &lt;b&gt;amostragem&lt;/b&gt; mantém os patches cujos rótulos cobrem ao menos a parcela mínima de rótulos e, dos patches sem nenhum rótulo, a proporção de negativos, pela semente. Patches mantidos, negativos, os tamanhos dos conjuntos e os pixels de cada classe em cada conjunto estão no log, nos resultados e no sidecar. Arquivos &lt;b&gt;.tfindex&lt;/b&gt; (para o pacote tfrecord do PyTorch) são gravados ao lado de arquivos não comprimidos.</translation>
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
      <translation>Arquivos: </translation>
    </message>
    <message>
      <location filename="../provider/export_image.py" />
      <source>Set {name}: {mixer}, {index}</source>
      <translation>Conjunto {name}: {mixer}, {index}</translation>
    </message>
    <message>
      <location filename="../provider/export_image.py" />
      <source>Mixer: </source>
      <translation>Mixer: </translation>
    </message>
    <message>
      <location filename="../provider/export_image.py" />
      <location filename="../provider/export_patches_at_points.py" />
      <source>Read them in TensorFlow with:
</source>
      <translation>Leia-os no TensorFlow com:
</translation>
    </message>
    <message>
      <location filename="../provider/export_patches_at_points.py" />
      <source>Export training patches at points</source>
      <translation>Exportar patches de treinamento em pontos</translation>
    </message>
    <message>
      <location filename="../provider/export_patches_at_points.py" />
      <source>Writes one tf.train.Example per point: a patch of the raster layers around the point, one feature per band exactly as &lt;i&gt;Export raster to TFRecord patches&lt;/i&gt; writes a patch, followed by the chosen point attributes (e.g. the label) as extra features, converted as &lt;i&gt;Export vector layer to TFRecord&lt;/i&gt; converts them (a NULL attribute is left out of that record). This is the training set of neighbourhood arrays Earth Engine users sample at points for U-Nets.&lt;br&gt;&lt;br&gt;&lt;b&gt;Input layers&lt;/b&gt;: their bands are stacked in order on the first layer's grid (other layers are warped to it). Points are transformed into that grid's CRS; multipoints give one patch per point.&lt;br&gt;&lt;b&gt;Patch dimensions&lt;/b&gt; (width,height): the patch is centred on the pixel that contains the point: its top-left pixel is (column - width // 2, row - height // 2), so with an even size the centre is the pixel right of and below the middle. &lt;b&gt;Kernel size&lt;/b&gt; adds floor(kernel/2) real neighbouring pixels on each side.&lt;br&gt;&lt;b&gt;Patches crossing the raster edge&lt;/b&gt;: written with the pixels outside the rasters masked, or skipped. Points with no geometry, or whose centre pixel is outside the rasters, are always skipped with a warning and counted in SKIPPED.&lt;br&gt;&lt;b&gt;Point fields&lt;/b&gt;: attached to each record; none chosen: none.&lt;br&gt;&lt;b&gt;GZIP compression level&lt;/b&gt;: 0-9, default 6 (zlib's, as EE); the files read the same at any level. Levels 1-3 are fastest, above all with the isal package installed (README).&lt;br&gt;&lt;b&gt;Default value&lt;/b&gt;: written in every band of a pixel masked in any band (nodata, mask or outside). &lt;b&gt;Value type&lt;/b&gt;: float32 everywhere (Earth Engine) or native types, for bands and attributes.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: the JSON of an EE export may be pasted; it overrides the options above. Its maskedThreshold skips points whose patch core has a larger share of masked pixels (counted in SKIPPED); sequenceData is refused, as a per-pixel record cannot carry the point's attributes.&lt;br&gt;Files are named PREFIX-00000.tfrecord.gz, ... (an empty prefix: 00000.tfrecord.gz, ...); no mixer is written, as the patches do not tile a grid. The log ends with the featuresDict to read the files in TensorFlow.&lt;br&gt;&lt;b&gt;Label layer&lt;/b&gt;: polygons, lines or points burnt onto the first layer's grid with GDAL as one more band of every patch, the label band (int64): a field's values (a text field's texts numbered 1, 2, ... in sorted order), or the label value; where no feature lies and where the image bands are masked it holds the label nodata (0 when every class is 1 or more). The class table and the pixels of each class are in the log and PREFIX-sidecar.json (SIDECAR, CLASS_PIXELS).</source>
      <translation>Grava um tf.train.Example por ponto: um patch das camadas raster ao redor do ponto, um atributo por banda exatamente como &lt;i&gt;Exportar raster para patches TFRecord&lt;/i&gt; grava um patch, seguido dos atributos do ponto escolhidos (por exemplo, o rótulo) como atributos extras, convertidos como &lt;i&gt;Exportar camada vetorial para TFRecord&lt;/i&gt; os converte (um atributo NULL fica fora desse registro). Este é o conjunto de treinamento de matrizes de vizinhança que usuários do Earth Engine amostram em pontos para U-Nets.&lt;br&gt;&lt;br&gt;&lt;b&gt;Camadas de entrada&lt;/b&gt;: suas bandas são empilhadas em ordem na grade da primeira camada (as outras camadas são reprojetadas para ela). Os pontos são transformados para o SRC dessa grade; multipontos dão um patch por ponto.&lt;br&gt;&lt;b&gt;Dimensões do patch&lt;/b&gt; (largura,altura): o patch é centralizado no pixel que contém o ponto: seu pixel superior esquerdo é (column - width // 2, row - height // 2), então com um tamanho par o centro é o pixel à direita e abaixo do meio. &lt;b&gt;Tamanho do kernel&lt;/b&gt; acrescenta floor(kernel/2) pixels vizinhos reais de cada lado.&lt;br&gt;&lt;b&gt;Patches que cruzam a borda do raster&lt;/b&gt;: gravados com os pixels fora dos rasters mascarados, ou ignorados. Pontos sem geometria, ou cujo pixel central está fora dos rasters, são sempre ignorados com um aviso e contados em SKIPPED.&lt;br&gt;&lt;b&gt;Campos do ponto&lt;/b&gt;: anexados a cada registro; nenhum escolhido: nenhum.&lt;br&gt;&lt;b&gt;Nível de compressão GZIP&lt;/b&gt;: 0-9, padrão 6 (o do zlib, como no EE); os arquivos são lidos da mesma forma em qualquer nível. Os níveis 1-3 são os mais rápidos, sobretudo com o pacote isal instalado (README).&lt;br&gt;&lt;b&gt;Valor padrão&lt;/b&gt;: gravado em todas as bandas de um pixel mascarado em qualquer banda (nodata, máscara ou fora). &lt;b&gt;Tipo de valor&lt;/b&gt;: float32 em tudo (Earth Engine) ou tipos nativos, para bandas e atributos.&lt;br&gt;&lt;b&gt;formatOptions do EE&lt;/b&gt;: o JSON de uma exportação do EE pode ser colado; ele substitui as opções acima. Seu maskedThreshold ignora pontos cujo núcleo do patch tem uma proporção maior de pixels mascarados (contados em SKIPPED); sequenceData é recusado, pois um registro por pixel não pode levar os atributos do ponto.&lt;br&gt;Os arquivos se chamam PREFIX-00000.tfrecord.gz, ... (prefixo vazio: 00000.tfrecord.gz, ...); nenhum mixer é gravado, pois os patches não formam uma grade. O log termina com o featuresDict para ler os arquivos no TensorFlow.&lt;br&gt;&lt;b&gt;Camada de rótulos&lt;/b&gt;: polígonos, linhas ou pontos gravados com o GDAL na grade da primeira camada como mais uma banda de cada patch, a banda de rótulos (int64): os valores de um campo (os textos de um campo de texto numerados 1, 2, ... em ordem alfabética), ou o valor de rótulo; onde não há feição e onde as bandas da imagem estão mascaradas ela tem o nodata de rótulo (0 quando toda classe é 1 ou mais). A tabela de classes e os pixels de cada classe estão no log e em PREFIX-sidecar.json (SIDECAR, CLASS_PIXELS).</translation>
    </message>
    <message>
      <location filename="../provider/export_patches_at_points.py" />
      <location filename="../provider/patch_algorithm.py" />
      <source>no input raster layer given</source>
      <translation>nenhuma camada raster de entrada informada</translation>
    </message>
    <message>
      <location filename="../provider/export_patches_at_points.py" />
      <source>The point layer has no CRS: its coordinates are taken as {crs} coordinates</source>
      <translation>A camada de pontos não tem SRC: suas coordenadas são tomadas como coordenadas {crs}</translation>
    </message>
    <message>
      <location filename="../provider/export_patches_at_points.py" />
      <source>the raster CRS</source>
      <translation>do SRC do raster</translation>
    </message>
    <message>
      <location filename="../provider/export_table.py" />
      <source>Export vector layer to TFRecord</source>
      <translation>Exportar camada vetorial para TFRecord</translation>
    </message>
    <message>
      <location filename="../provider/export_table.py" />
      <location filename="../provider/import_table.py" />
      <source>Tables</source>
      <translation>Tabelas</translation>
    </message>
    <message>
      <location filename="../provider/export_table.py" />
      <source>Writes one tf.train.Example per feature, in feature order, to ONE GZIP file (PREFIX.tfrecord.gz), as Earth Engine exports a table.&lt;br&gt;&lt;b&gt;Values&lt;/b&gt;: numbers become float lists (Earth Engine); with value type &lt;i&gt;native&lt;/i&gt; integers and booleans become int64 lists. Strings become UTF-8 bytes, list and JSON-array fields flat lists, dates, date-times and times int64 milliseconds since the epoch (UTC; a date is its midnight, a time counts from midnight) in both value types. A NULL attribute is left out of that feature's record.&lt;br&gt;&lt;b&gt;Geometry&lt;/b&gt;: none, the centroid as float features &lt;i&gt;{centroid_x_key}&lt;/i&gt; and &lt;i&gt;{centroid_y_key}&lt;/i&gt; (in the layer's CRS), or ISO WKB as the bytes feature &lt;i&gt;{wkb_key}&lt;/i&gt;. A field already called so must be left out of &lt;i&gt;Fields&lt;/i&gt;.</source>
      <translation>Grava um tf.train.Example por feição, na ordem das feições, em UM arquivo GZIP (PREFIX.tfrecord.gz), como o Earth Engine exporta uma tabela.&lt;br&gt;&lt;b&gt;Valores&lt;/b&gt;: números viram listas float (Earth Engine); com o tipo de valor &lt;i&gt;nativo&lt;/i&gt;, inteiros e booleanos viram listas int64. Textos viram bytes UTF-8, campos de lista e de matriz JSON listas planas, datas, datas-horas e horas milissegundos int64 desde a época (UTC; uma data é a sua meia-noite, uma hora conta a partir da meia-noite) nos dois tipos de valor. Um atributo NULL fica fora do registro dessa feição.&lt;br&gt;&lt;b&gt;Geometria&lt;/b&gt;: nenhuma, o centroide como atributos float &lt;i&gt;{centroid_x_key}&lt;/i&gt; e &lt;i&gt;{centroid_y_key}&lt;/i&gt; (no SRC da camada), ou ISO WKB como o atributo de bytes &lt;i&gt;{wkb_key}&lt;/i&gt;. Um campo que já tenha esse nome precisa ficar fora de &lt;i&gt;Campos&lt;/i&gt;.</translation>
    </message>
    <message>
      <location filename="../provider/export_table.py" />
      <source>TFRecord file ({parameter})</source>
      <translation>arquivo TFRecord ({parameter})</translation>
    </message>
    <message>
      <location filename="../provider/export_table.py" />
      <source>Wrote {records} to {path}</source>
      <translation>Gravação concluída: {records} em {path}</translation>
    </message>
    <message>
      <location filename="../provider/import_image.py" />
      <source>patch</source>
      <translation>patch</translation>
    </message>
    <message>
      <location filename="../provider/import_image.py" />
      <source>pixel</source>
      <translation>pixel</translation>
    </message>
    <message>
      <location filename="../provider/import_image.py" />
      <source>kernel margins {x},{y} cropped</source>
      <translation>margens do kernel {x},{y} recortadas</translation>
    </message>
    <message>
      <location filename="../provider/import_image.py" />
      <source>Load TFRecord predictions as raster</source>
      <translation>Carregar previsões TFRecord como raster</translation>
    </message>
    <message>
      <location filename="../provider/import_image.py" />
      <source>Mosaics the TFRecord files of an image export, or a model's predictions made from one, back into a georeferenced GeoTIFF on the export's grid, using the export's mixer JSON (its CRS, affine and patch layout). Records continue across the files in the order listed (a list out of the order of the numbers in the names stops with both orders named); in a folder, shard numbers sort as numbers (pred-2 before pred-10). Plain and GZIP files both work, Earth Engine's own exports included.&lt;br&gt;&lt;b&gt;Input&lt;/b&gt;: choose the TFRecord files, or the export's &lt;i&gt;folder&lt;/i&gt; and &lt;i&gt;prefix&lt;/i&gt; (PREFIX-00000.tfrecord.gz, ...). The mixer (PREFIX-mixer.json) is found beside the files unless chosen; an index sidecar (PREFIX-index.json, written when patches were dropped) works too, and the patches it leaves out become nodata.&lt;br&gt;&lt;b&gt;Records&lt;/b&gt;: each record is one patch and each feature becomes a band; a feature holding depth times the tile's pixels becomes &lt;i&gt;depth&lt;/i&gt; bands (NAME_1, NAME_2, ...). Float, int64 and bytes (8-bit pixels) lists are read. If there are as many records as pixels of all tiles, each record is one pixel (per-pixel predictions), pixels row-major within each tile.&lt;br&gt;&lt;b&gt;Kernel size&lt;/b&gt;: kernel margins (kernelSize // 2 on each side) are cropped away. The kernel is inferred from the value counts (a square one first; one that is not square when only it fits), as the import dialog previews it; give the kernel size the export used ('kx,ky' or one number) when a count could mean more than one (the error lists the readings). Features holding only the patch core (a model that predicts no margins) are taken as they are.&lt;br&gt;&lt;b&gt;Features&lt;/b&gt;: a comma-separated list picks bands and their order (NAME:DEPTH says a feature holds DEPTH bands, needed when nothing else tells it); by default every feature whose values fit the patch becomes a band, the export's own in its sidecar's order, then the others sorted by name (numbers as numbers: B2 before B10), never in the order of the keys inside a record, which TensorFlow does not keep. The log lists each band with its feature.&lt;br&gt;&lt;b&gt;Data type&lt;/b&gt;: by default float lists give Float32, int64 lists Int32 (Float64 if they do not fit), bytes Byte.&lt;br&gt;&lt;b&gt;Export sidecar&lt;/b&gt;: our exports write PREFIX-sidecar.json beside the mixer; when it is there its kernelSize is used (unless one is given), a feature holding several bands gets their names, and, when the export's own features are loaded, the pixels it masked (defaultValue) are nodata.&lt;br&gt;&lt;b&gt;Class map&lt;/b&gt;: a class table (the training export's PREFIX-sidecar.json, whose "labels" hold the classes of its label layer, or a CSV of value,name[,color] lines) turns the predictions into one band of class values, written as the smallest integer type that holds them, named and coloured after the table; its style is saved beside the raster (NAME.qml), so QGIS shows the class names wherever it is opened. One band of class numbers is taken as it is (floats rounded; values that are no class become nodata). Several bands, one per class (a segmentation model's probabilities or scores), give the class of the greatest: band i, counting the bands in the order the features give them from 1, is the table's i-th class in table order (for the CSV, its i-th line; for a sidecar, its i-th class); ties go to the first band. Features named after the classes are matched to them by name, whatever their order; several features named otherwise must be listed in the table's order in Features, else the import stops. When the table has a nodata value (a sidecar's label nodata) and there is one band more than classes, the first band stands for that nodata (pixels no class was drawn over) and the next ones for the classes in order; pixels it wins are nodata. Without a table, the argmax gives the classes 1..n named after the bands.&lt;br&gt;&lt;b&gt;Display&lt;/b&gt;: one band within 0..1 is shown with a colour ramp, partly transparent; one band of a few whole numbers as classes; others as QGIS shows them.</source>
      <translation>Monta em mosaico os arquivos TFRecord de uma exportação de imagem, ou as previsões de um modelo feitas a partir dela, de volta em um GeoTIFF georreferenciado na grade da exportação, usando o JSON mixer da exportação (seu SRC, transformação afim e disposição dos patches). Os registros continuam de um arquivo para o outro na ordem listada (uma lista fora da ordem dos números nos nomes para, citando as duas ordens); em uma pasta, os números dos fragmentos são ordenados como números (pred-2 antes de pred-10). Arquivos simples e GZIP funcionam, inclusive as exportações do próprio Earth Engine.&lt;br&gt;&lt;b&gt;Entrada&lt;/b&gt;: escolha os arquivos TFRecord, ou a &lt;i&gt;pasta&lt;/i&gt; e o &lt;i&gt;prefixo&lt;/i&gt; da exportação (PREFIX-00000.tfrecord.gz, ...). O mixer (PREFIX-mixer.json) é encontrado ao lado dos arquivos, a menos que seja escolhido; um arquivo secundário de índice (PREFIX-index.json, gravado quando patches foram descartados) também funciona, e os patches que ele deixa de fora viram nodata.&lt;br&gt;&lt;b&gt;Registros&lt;/b&gt;: cada registro é um patch e cada atributo vira uma banda; um atributo com depth vezes os pixels do bloco vira &lt;i&gt;depth&lt;/i&gt; bandas (NAME_1, NAME_2, ...). São lidas listas float, int64 e de bytes (pixels de 8 bits). Se há tantos registros quanto pixels de todos os blocos, cada registro é um pixel (previsões por pixel), pixels em ordem de linha principal dentro de cada bloco.&lt;br&gt;&lt;b&gt;Tamanho do kernel&lt;/b&gt;: as margens do kernel (kernelSize // 2 de cada lado) são recortadas. O kernel é inferido das contagens de valores (primeiro um quadrado; um não quadrado quando só ele serve), como a caixa de diálogo de importação o pré-visualiza; informe o tamanho do kernel usado na exportação ('kx,ky' ou um número) quando uma contagem puder significar mais de um (o erro lista as leituras). Atributos que contêm só o núcleo do patch (um modelo que não prevê margens) são usados como estão.&lt;br&gt;&lt;b&gt;Atributos&lt;/b&gt;: uma lista separada por vírgulas escolhe as bandas e sua ordem (NAME:DEPTH diz que um atributo contém DEPTH bandas, necessário quando nada mais o diz); por padrão, todo atributo cujos valores cabem no patch vira uma banda, os da própria exportação na ordem do seu sidecar, depois os demais ordenados pelo nome (números como números: B2 antes de B10), nunca na ordem das chaves dentro de um registro, que o TensorFlow não mantém. O log lista cada banda com o seu atributo.&lt;br&gt;&lt;b&gt;Tipo de dado&lt;/b&gt;: por padrão, listas float dão Float32, listas int64 Int32 (Float64 se não couberem), bytes Byte.&lt;br&gt;&lt;b&gt;Arquivo secundário da exportação&lt;/b&gt;: nossas exportações gravam PREFIX-sidecar.json ao lado do mixer; quando ele existe, seu kernelSize é usado (a menos que um seja informado), um atributo com várias bandas recebe os nomes delas e, quando os atributos da própria exportação são carregados, os pixels que ela mascarou (defaultValue) viram nodata.&lt;br&gt;&lt;b&gt;Mapa de classes&lt;/b&gt;: uma tabela de classes (o PREFIX-sidecar.json da exportação de treino, cujo "labels" traz as classes da sua camada de rótulos, ou um CSV de linhas value,name[,color]) transforma as predições em uma banda de valores de classe, gravada no menor tipo inteiro que os contém, com nomes e cores da tabela; o seu estilo é salvo ao lado do raster (NAME.qml), de modo que o QGIS mostra os nomes das classes onde quer que seja aberto. Uma banda de números de classe é tomada como está (floats arredondados; valores que não são classe viram nodata). Várias bandas, uma por classe (probabilidades ou pontuações de um modelo de segmentação), dão a classe da maior: a banda i, contando as bandas a partir de 1 na ordem em que as atributos as dão, é a i-ésima classe da tabela na ordem da tabela (no CSV, a sua i-ésima linha; num sidecar, a sua i-ésima classe); empates ficam com a primeira banda. Atributos com os nomes das classes são associados a elas pelo nome, em qualquer ordem; vários atributos com outros nomes precisam ser listados em Atributos na ordem da tabela, senão a importação para. Quando a tabela tem um valor nodata (o nodata dos rótulos de um sidecar) e há uma banda a mais que classes, a primeira banda representa esse nodata (pixels sobre os quais nenhuma classe foi desenhada) e as seguintes as classes em ordem; os pixels que ela vence ficam nodata. Sem tabela, o argmax dá as classes 1..n com os nomes das bandas.&lt;br&gt;&lt;b&gt;Exibição&lt;/b&gt;: uma banda dentro de 0..1 é mostrada com uma rampa de cores, parcialmente transparente; uma banda de poucos números inteiros como classes; as outras como o QGIS as mostra.</translation>
    </message>
    <message>
      <location filename="../provider/import_image.py" />
      <source>Choose the TFRecord files or their folder, not both.</source>
      <translation>Escolha os arquivos TFRecord ou a pasta deles, não ambos.</translation>
    </message>
    <message>
      <location filename="../provider/import_image.py" />
      <location filename="../ui/import_dialog.py" />
      <source>Choose the TFRecord files, or the folder of the export.</source>
      <translation>Escolha os arquivos TFRecord, ou a pasta da exportação.</translation>
    </message>
    <message>
      <location filename="../provider/import_image.py" />
      <source>give a folder as {folder} (with its {prefix})</source>
      <translation>informe uma pasta como {folder} (com o seu {prefix})</translation>
    </message>
    <message numerus="yes">
      <location filename="../provider/import_image.py" />
      <source>%n {mode} records -&gt; {width} x {height} {data_type} raster, {bands}{margins}</source>
      <translation>
        <numerusform>%n registro {mode} -&gt; raster {data_type} de {width} x {height}, {bands}{margins}</numerusform>
        <numerusform>%n registros {mode} -&gt; raster {data_type} de {width} x {height}, {bands}{margins}</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../provider/import_table.py" />
      <source>Load TFRecord as table</source>
      <translation>Carregar TFRecord como tabela</translation>
    </message>
    <message>
      <location filename="../provider/import_table.py" />
      <source>Reads TFRecord files of tf.train.Example records (in file-name order) as a table: one feature per record, one field per Example feature. A first pass over the records infers the fields: a key holding int64 everywhere is an integer field, float anywhere makes it a double (Earth Engine writes both for one key), UTF-8 bytes a text field, other bytes a binary field. Keys with more than one value become JSON text, or one field per element. Integers that were dates stay numbers.&lt;br&gt;&lt;b&gt;Geometry&lt;/b&gt;: points from two number features (&lt;i&gt;X feature&lt;/i&gt;, &lt;i&gt;Y feature&lt;/i&gt;), or shapes from a WKB bytes feature (the export writes &lt;i&gt;{centroid_x_key}&lt;/i&gt;, &lt;i&gt;{centroid_y_key}&lt;/i&gt; and &lt;i&gt;{wkb_key}&lt;/i&gt;; ISO WKB or PostGIS EWKB), in the chosen CRS. Several geometry types together load as geometry collections. A WKB feature used for geometry is not kept as a field. A float &lt;i&gt;fid&lt;/i&gt; of whole numbers comes back an integer (GeoPackages need it). Names the table file cannot hold are renamed, each said in the log: of names alike but for case (&lt;i&gt;UPPER&lt;/i&gt;, &lt;i&gt;upper&lt;/i&gt;) the second becomes &lt;i&gt;upper_2&lt;/i&gt;, an empty name &lt;i&gt;field&lt;/i&gt;, and a GeoPackage's &lt;i&gt;fid&lt;/i&gt; that is not a whole number in every record, each another, &lt;i&gt;fid_2&lt;/i&gt;. The table appears under its name only once complete. The feature lists of SequenceExamples are ignored.</source>
      <translation>Lê arquivos TFRecord de registros tf.train.Example (na ordem dos nomes de arquivo) como uma tabela: uma feição por registro, um campo por atributo do Example. Uma primeira passada pelos registros infere os campos: uma chave com int64 em todo lugar é um campo inteiro, float em qualquer lugar o torna double (o Earth Engine grava os dois para uma chave), bytes UTF-8 um campo de texto, outros bytes um campo binário. Chaves com mais de um valor viram texto JSON, ou um campo por elemento. Inteiros que eram datas continuam números.&lt;br&gt;&lt;b&gt;Geometria&lt;/b&gt;: pontos a partir de dois atributos numéricos (&lt;i&gt;Atributo X&lt;/i&gt;, &lt;i&gt;Atributo Y&lt;/i&gt;), ou formas a partir de um atributo de bytes WKB (a exportação grava &lt;i&gt;{centroid_x_key}&lt;/i&gt;, &lt;i&gt;{centroid_y_key}&lt;/i&gt; e &lt;i&gt;{wkb_key}&lt;/i&gt;; ISO WKB ou PostGIS EWKB), no SRC escolhido. Vários tipos de geometria juntos são carregados como coleções de geometrias. Um atributo WKB usado para a geometria não é mantido como campo. Um &lt;i&gt;fid&lt;/i&gt; float de números inteiros volta como inteiro (GeoPackages precisam disso). Os nomes que o arquivo de tabela não comporta são renomeados, cada um informado no log: de nomes iguais a não ser pela caixa (&lt;i&gt;UPPER&lt;/i&gt;, &lt;i&gt;upper&lt;/i&gt;) o segundo vira &lt;i&gt;upper_2&lt;/i&gt;, um nome vazio vira &lt;i&gt;field&lt;/i&gt;, e o &lt;i&gt;fid&lt;/i&gt; de um GeoPackage que não é um número inteiro em todo registro, cada um diferente, vira &lt;i&gt;fid_2&lt;/i&gt;. A tabela só aparece com seu nome quando está completa. As listas de atributos de SequenceExamples são ignoradas.</translation>
    </message>
    <message>
      <location filename="../provider/import_table.py" />
      <source>table file ({name}) {path}: this format cannot be written into a bucket (its file is written out of order); choose GeoJSON (.geojson) or FlatGeobuf (.fgb), or a local file</source>
      <translation>arquivo de tabela ({name}) {path}: este formato não pode ser gravado num bucket (o arquivo é gravado fora de ordem); escolha GeoJSON (.geojson) ou FlatGeobuf (.fgb), ou um arquivo local</translation>
    </message>
    <message>
      <location filename="../provider/import_table.py" />
      <source>table file ({parameter})</source>
      <translation>arquivo de tabela ({parameter})</translation>
    </message>
    <message>
      <location filename="../provider/import_table.py" />
      <location filename="../provider/inspect.py" />
      <source>Choose at least one TFRecord file.</source>
      <translation>Escolha pelo menos um arquivo TFRecord.</translation>
    </message>
    <message>
      <location filename="../provider/import_table.py" />
      <source>The records hold several geometry types: each geometry is loaded as a geometry collection</source>
      <translation>Os registros contêm vários tipos de geometria: cada geometria é carregada como uma coleção de geometrias</translation>
    </message>
    <message>
      <location filename="../provider/import_table.py" />
      <source>, with an M of 0 beside its Z</source>
      <translation>, com um M de 0 ao lado do seu Z</translation>
    </message>
    <message>
      <location filename="../provider/import_table.py" />
      <source>CRS of the geometry ({name}): {value!r} is not a CRS QGIS knows</source>
      <translation>SRC da geometria ({name}): {value!r} não é um SRC que o QGIS conheça</translation>
    </message>
    <message numerus="yes">
      <location filename="../provider/import_table.py" />
      <source>%n records hold {wkb_key!r} bytes that are not WKB: their features have no geometry</source>
      <translation>
        <numerusform>%n registro contém bytes {wkb_key!r} que não são WKB: sua feição fica sem geometria</numerusform>
        <numerusform>%n registros contêm bytes {wkb_key!r} que não são WKB: suas feições ficam sem geometria</numerusform>
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
        <numerusform>%n campo</numerusform>
        <numerusform>%n campos</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <location filename="../provider/import_table.py" />
      <source>%n records are SequenceExamples; only their context features are loaded</source>
      <translation>
        <numerusform>%n registro é um SequenceExample; só os atributos de contexto dele são carregados</numerusform>
        <numerusform>%n registros são SequenceExamples; só os atributos de contexto deles são carregados</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../provider/import_table.py" />
      <source>No record has a feature named {key!r}; the records have: {kinds}.</source>
      <translation>Nenhum registro tem um atributo chamado {key!r}; os registros têm: {kinds}.</translation>
    </message>
    <message>
      <location filename="../provider/import_table.py" />
      <source>no features</source>
      <translation>nenhum atributo</translation>
    </message>
    <message>
      <location filename="../provider/import_table.py" />
      <source>Feature {key!r} holds {kind} values, not {what}.</source>
      <translation>O atributo {key!r} contém valores {kind}, não {what}.</translation>
    </message>
    <message>
      <location filename="../provider/input_rasters.py" />
      <source>{description} ({name}): {error} is neither an open raster layer nor a raster GDAL can read</source>
      <translation>{description} ({name}): {error} não é uma camada raster aberta nem um raster que o GDAL consiga ler</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>TFRecord inspection</source>
      <translation>Inspeção de TFRecord</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>{records} ({record_type}) in {files}; {problems}.</source>
      <translation>{records} ({record_type}) em {files}; {problems}.</translation>
    </message>
    <message numerus="yes">
      <location filename="../provider/inspect.py" />
      <source>%n problems</source>
      <translation>
        <numerusform>%n problema</numerusform>
        <numerusform>%n problemas</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>no problems</source>
      <translation>nenhum problema</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>File</source>
      <translation>Arquivo</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Compression</source>
      <translation>Compactação</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Size (bytes)</source>
      <translation>Tamanho (bytes)</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>missing</source>
      <translation>ausente</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Problems</source>
      <translation>Problemas</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Record</source>
      <translation>Registro</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Offset</source>
      <translation>Deslocamento</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Problem</source>
      <translation>Problema</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Records expected</source>
      <translation>Registros esperados</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Tile width x height (inferred)</source>
      <translation>Largura x altura do bloco (inferido)</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Kernel margins (inferred)</source>
      <translation>Margens do kernel (inferidas)</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>kernelSize (inferred)</source>
      <translation>kernelSize (inferido)</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>{x} x {y} (or one less: EE buffers floor(kernel / 2))</source>
      <translation>{x} x {y} (ou um a menos: o EE amplia em floor(kernel / 2))</translation>
    </message>
    <message numerus="yes">
      <location filename="../provider/inspect.py" />
      <source> (%n bytes)</source>
      <translation>
        <numerusform> (%n byte)</numerusform>
        <numerusform> (%n bytes)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>{count} of {total}</source>
      <translation>{count} de {total}</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>yes</source>
      <translation>sim</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>no</source>
      <translation>não</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>variable</source>
      <translation>variável</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Section</source>
      <translation>Seção</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Feature</source>
      <translation>Atributo</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Kind</source>
      <translation>Tipo</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>In records</source>
      <translation>Em registros</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Values (per step for lists)</source>
      <translation>Valores (por passo, para listas)</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Steps</source>
      <translation>Passos</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Constant length</source>
      <translation>Comprimento constante</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Shape to parse</source>
      <translation>Forma para analisar</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>numpy / PyTorch, with this plugin's codec</source>
      <translation>numpy / PyTorch, com o codec deste plugin</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>{framework}, with this plugin's PatchDataset</source>
      <translation>{framework}, com o PatchDataset deste plugin</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Inspect TFRecord files</source>
      <translation>Inspecionar arquivos TFRecord</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Tools</source>
      <translation>Ferramentas</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>Reads every record of the files (in file-name order) and reports, per file, the number of records and, per feature, its kind (float, int64, bytes), in how many records it appears, how many values it holds (least and most) and whether that is constant. SequenceExamples are recognised by their feature lists. With an Earth Engine mixer beside the files, the tile size and kernel margins are inferred from the value counts. Corrupt files and records are reported with their record number and byte offset, not treated as errors.&lt;br&gt;Returns a TensorFlow &lt;i&gt;featuresDict&lt;/i&gt; and code reading the records with this plugin's own codec into numpy (or PyTorch).</source>
      <translation>Lê todos os registros dos arquivos (na ordem dos nomes de arquivo) e informa, por arquivo, o número de registros e, por atributo, seu tipo (float, int64, bytes), em quantos registros aparece, quantos valores contém (mínimo e máximo) e se isso é constante. SequenceExamples são reconhecidos pelas suas listas de atributos. Com um mixer do Earth Engine ao lado dos arquivos, o tamanho do bloco e as margens do kernel são inferidos das contagens de valores. Arquivos e registros corrompidos são informados com o número do registro e o deslocamento em bytes, não tratados como erros.&lt;br&gt;Retorna um &lt;i&gt;featuresDict&lt;/i&gt; do TensorFlow e código que lê os registros com o codec deste plugin em numpy (ou PyTorch).</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>report ({parameter})</source>
      <translation>relatório ({parameter})</translation>
    </message>
    <message>
      <location filename="../provider/inspect.py" />
      <source>{records}, {features}; report: {html_path}</source>
      <translation>{records}, {features}; relatório: {html_path}</translation>
    </message>
    <message numerus="yes">
      <location filename="../provider/inspect.py" />
      <location filename="../core/base/messages.py" />
      <source>%n features</source>
      <translation>
        <numerusform>%n atributo</numerusform>
        <numerusform>%n atributos</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../provider/labels.py" />
      <source>{name}: the label layer has no field {field!r} (its fields: {fields})</source>
      <translation>{name}: a camada de rótulos não tem o campo {field!r} (seus campos: {fields})</translation>
    </message>
    <message>
      <location filename="../provider/labels.py" />
      <source>cannot write the label layer to {path}: {error}</source>
      <translation>não foi possível gravar a camada de rótulos em {path}: {error}</translation>
    </message>
    <message>
      <location filename="../provider/labels.py" />
      <location filename="../core/base/progress.py" />
      <location filename="../core/predict/predict_image.py" />
      <source>cancelled by the user</source>
      <translation>cancelado pelo usuário</translation>
    </message>
    <message numerus="yes">
      <location filename="../provider/labels.py" />
      <source>Copying the label layer: {done} of %n features</source>
      <translation>
        <numerusform>Copiando a camada de rótulos: {done} de %n feição</numerusform>
        <numerusform>Copiando a camada de rótulos: {done} de %n feições</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Workflows</source>
      <translation>Fluxos de trabalho</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>cannot read the model {path}</source>
      <translation>não é possível ler o modelo {path}</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Training sets from polygons</source>
      <translation>Conjuntos de treinamento a partir de polígonos</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Makes segmentation training sets from raster layers and polygons drawn over them: the rasters are cut into patches (their bands stacked), the polygons are burnt onto the same grid as one more band of every record, the label band (a text class field's texts become classes 1, 2, ... in sorted order; where no polygon lies, and where the image is masked, the label is 0, no class), and whole blocks of patches are dealt to the sets (train=0.8,val=0.2 by default), so that only the patches along a block's edge have neighbours in another set. A model of one step: tfrecord:exportimage with a label layer and splits; for sampling or other options, open its file (resources/models in the plugin's folder) in the Model Builder, or run tfrecord:exportimage itself.&lt;br&gt;&lt;b&gt;Output&lt;/b&gt;: in the folder, for each set, PREFIX-train-00000.tfrecord.gz, ... (or .tfrecord with .tfindex files for PyTorch), PREFIX-train-mixer.json (the full grid) and PREFIX-train-index.json (where the set's records lie on it); and PREFIX-sidecar.json, whose "labels" are the class table that tfrecord:classmapfrompredictions takes to turn predictions back into a named class map. The log lists the classes, the patches of each set and the pixels of each class in each set, and the featuresDict to read the records in TensorFlow.</source>
      <translation>Cria conjuntos de treinamento para segmentação a partir de camadas raster e de polígonos desenhados sobre elas: os rasters são cortados em patches (suas bandas empilhadas), os polígonos são gravados na mesma grade como mais uma banda de cada registro, a banda de rótulos (os textos de um campo de classe de texto viram as classes 1, 2, ... em ordem alfabética; onde não há polígono, e onde a imagem está mascarada, o rótulo é 0, nenhuma classe), e blocos inteiros de patches são distribuídos entre os conjuntos (train=0.8,val=0.2 por padrão), de modo que só os patches na borda de um bloco tenham vizinhos em outro conjunto. Um modelo de um passo: tfrecord:exportimage com uma camada de rótulos e divisões; para amostragem ou outras opções, abra o seu arquivo (resources/models na pasta do plugin) no Modelador gráfico, ou execute o próprio tfrecord:exportimage.&lt;br&gt;&lt;b&gt;Saída&lt;/b&gt;: na pasta, para cada conjunto, PREFIX-train-00000.tfrecord.gz, ... (ou .tfrecord com arquivos .tfindex para PyTorch), PREFIX-train-mixer.json (a grade inteira) e PREFIX-train-index.json (onde os registros do conjunto ficam nela); e PREFIX-sidecar.json, cujo "labels" é a tabela de classes que tfrecord:classmapfrompredictions usa para transformar predições de volta em um mapa de classes com nomes. O log lista as classes, os patches de cada conjunto e os pixels de cada classe em cada conjunto, e o featuresDict para ler os registros no TensorFlow.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The imagery the patches are cut from; several layers stack their bands, warped onto the first layer's grid when they are not on it.</source>
      <translation>As imagens das quais os patches são cortados; várias camadas empilham suas bandas, reprojetadas para a grade da primeira camada quando não estão nela.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The feature names of the image bands in the records, in order; empty: the bands' descriptions, else b1, b2, ...</source>
      <translation>Os nomes dos atributos das bandas da imagem nos registros, em ordem; vazio: as descrições das bandas, senão b1, b2, ...</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Polygons with the classes</source>
      <translation>Polígonos com as classes</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Polygons (any CRS) drawn over the rasters, each with its class in the class field; burnt onto the export grid as the label band.</source>
      <translation>Polígonos (em qualquer SRC) desenhados sobre os rasters, cada um com sua classe no campo de classe; gravados na grade da exportação como a banda de rótulos.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Class field</source>
      <translation>Campo de classe</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The polygons' field holding the class: texts become classes 1, 2, ... in sorted order of the texts; whole numbers are the classes themselves.</source>
      <translation>O campo dos polígonos que traz a classe: textos viram as classes 1, 2, ... em ordem alfabética dos textos; números inteiros são as próprias classes.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Patch dimensions 'w,h'</source>
      <translation>Dimensões do patch 'l,a'</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The size of each patch in pixels, width,height (EE's patchDimensions).</source>
      <translation>O tamanho de cada patch em pixels, largura,altura (o patchDimensions do EE).</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Kernel size 'kx,ky'</source>
      <translation>Tamanho do kernel 'kx,ky'</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Each record holds floor(k/2) real neighbouring pixels on each side of its patch (EE's kernelSize); 1,1 for none.</source>
      <translation>Cada registro traz floor(k/2) pixels vizinhos reais de cada lado do seu patch (o kernelSize do EE); 1,1 para nenhum.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The sets and their shares of the patches, adding up to 1, e.g. train=0.8,val=0.2 or train=0.8,val=0.1,test=0.1. The counts realised differ from the shares by about a block; they are in the log.</source>
      <translation>Os conjuntos e suas parcelas dos patches, somando 1, p. ex. train=0.8,val=0.2 ou train=0.8,val=0.1,test=0.1. As contagens realizadas diferem das parcelas em cerca de um bloco; estão no log.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The files are named PREFIX-train-00000.tfrecord.gz, PREFIX-val-..., and PREFIX-sidecar.json.</source>
      <translation>Os arquivos se chamam PREFIX-train-00000.tfrecord.gz, PREFIX-val-..., e PREFIX-sidecar.json.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Uncompressed, with .tfindex (PyTorch)</source>
      <translation>Sem compressão, com .tfindex (PyTorch)</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Writes the shards uncompressed (.tfrecord) with a .tfindex beside each, as the PyTorch tfrecord package reads them for multi-worker loading; unchecked, the shards are GZIP (.tfrecord.gz) as Earth Engine writes them.</source>
      <translation>Grava os shards sem compressão (.tfrecord) com um .tfindex ao lado de cada um, como o pacote tfrecord do PyTorch os lê para carregamento com vários workers; desmarcado, os shards são GZIP (.tfrecord.gz) como o Earth Engine os grava.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The folder the training sets are written to.</source>
      <translation>A pasta onde os conjuntos de treinamento são gravados.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Class map from predictions</source>
      <translation>Mapa de classes a partir de predições</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Turns a segmentation model's predictions, made from the patches of a training export, into a class map on the export's grid, named and coloured after the export's classes and styled when it is added to the map (NAME.qml beside it). A model of one step: tfrecord:importimage with a class table.&lt;br&gt;&lt;b&gt;Prediction files&lt;/b&gt;: the TFRecords the model wrote, one record per patch of the export, in order. &lt;b&gt;Mixer&lt;/b&gt;: the export's PREFIX-mixer.json, or for the predictions of a training set its PREFIX-val-index.json (the set's patches are placed on the full grid, the others nodata); empty: the one beside the predictions. &lt;b&gt;Class table&lt;/b&gt;: the training export's PREFIX-sidecar.json (its "labels" list the classes drawn from the polygons) or a CSV of value,name[,color]. &lt;b&gt;Features&lt;/b&gt;: the features holding the predictions; a set's own files with the feature label give the map of the labels the polygons burnt, to check them before training.&lt;br&gt;Predictions of one band a class become the class of the greatest band: band i (in the order of the features, then of a feature's depth) is the table's i-th class; with one band more than classes the first is the label nodata (unlabelled pixels), drawn as nodata. Features named after the classes (cloud, land, ...) are matched to them by name, whatever order the records keep their keys in; several features named otherwise must be listed in Features in the table's order, else the run stops. One band of class numbers is taken as it is. Without a class table, choose the argmax: the classes are then 1..n named after the bands.</source>
      <translation>Transforma as predições de um modelo de segmentação, feitas a partir dos patches de uma exportação de treino, em um mapa de classes na grade da exportação, com nomes e cores das classes da exportação e estilizado quando é adicionado ao mapa (NAME.qml ao lado). Um modelo de um passo: tfrecord:importimage com uma tabela de classes.&lt;br&gt;&lt;b&gt;Arquivos de predição&lt;/b&gt;: os TFRecords que o modelo gravou, um registro por patch da exportação, em ordem. &lt;b&gt;Mixer&lt;/b&gt;: o PREFIX-mixer.json da exportação, ou, para as predições de um conjunto de treinamento, o seu PREFIX-val-index.json (os patches do conjunto são posicionados na grade inteira, os demais ficam nodata); vazio: o que está ao lado das predições. &lt;b&gt;Tabela de classes&lt;/b&gt;: o PREFIX-sidecar.json da exportação de treino (seu "labels" lista as classes desenhadas a partir dos polígonos) ou um CSV de value,name[,color]. &lt;b&gt;Atributos&lt;/b&gt;: os atributos que trazem as predições; os próprios arquivos de um conjunto com o atributo label dão o mapa dos rótulos que os polígonos gravaram, para conferi-los antes do treino.&lt;br&gt;Predições de uma banda por classe dão a classe da maior banda: a banda i (na ordem dos atributos, depois da profundidade de um atributo) é a i-ésima classe da tabela; com uma banda a mais que classes, a primeira é o nodata dos rótulos (pixels sem rótulo), desenhado como nodata. Atributos com os nomes das classes (cloud, land, ...) são associados a elas pelo nome, seja qual for a ordem em que os registros guardam as chaves; vários atributos com outros nomes precisam ser listados em Atributos na ordem da tabela, senão a execução para. Uma banda de números de classe é tomada como está. Sem tabela de classes, escolha o argmax: as classes são então 1..n com os nomes das bandas.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Prediction TFRecord files</source>
      <translation>Arquivos TFRecord de predição</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The model's predictions: TFRecord files (plain or GZIP), one record per patch of the training export's grid, read in the order given.</source>
      <translation>As predições do modelo: arquivos TFRecord (simples ou GZIP), um registro por patch da grade da exportação de treino, lidos na ordem dada.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Mixer or index JSON of the export</source>
      <translation>JSON do mixer ou do índice da exportação</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The training export's PREFIX-mixer.json, or a set's index JSON, that places the patches; empty: the one found beside the prediction files.</source>
      <translation>O PREFIX-mixer.json da exportação de treino, ou o JSON de índice de um conjunto, que posiciona os patches; vazio: o encontrado ao lado dos arquivos de predição.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The training export's PREFIX-sidecar.json, whose "labels" hold the classes drawn from its polygons, or a CSV with one line value,name[,color] a class.</source>
      <translation>O PREFIX-sidecar.json da exportação de treino, cujo "labels" traz as classes desenhadas a partir dos seus polígonos, ou um CSV com uma linha value,name[,color] por classe.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Features, comma-separated</source>
      <translation>Atributos, separados por vírgula</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The features of the records that hold the predictions, in order: with the argmax, band i is the class table's i-th class. label reads a training set's label band. Empty: every feature.</source>
      <translation>Os atributos dos registros que trazem as predições, em ordem: com o argmax, a banda i é a i-ésima classe da tabela de classes. label lê a banda de rótulos de um conjunto de treinamento. Vazio: todos os atributos.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Automatic: one band holds class numbers, several bands are one per class (argmax) when there is a class table; without one, choose the argmax.</source>
      <translation>Automático: com uma tabela de classes, uma banda traz números de classe e várias bandas são uma por classe (argmax); sem ela, escolha o argmax.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Class map</source>
      <translation>Mapa de classes</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The class map GeoTIFF (one band of class values), with its style NAME.qml beside it.</source>
      <translation>O GeoTIFF do mapa de classes (uma banda de valores de classe), com o seu estilo NAME.qml ao lado.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Predict a class map</source>
      <translation>Prever um mapa de classes</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>Runs a segmentation model trained on a training export (for instance one of &lt;i&gt;Training sets from polygons&lt;/i&gt;) over raster layers, a new scene or the whole of the one it was trained on, and writes the class map on the layers' grid, named and coloured after the export's classes and styled when it is added to the map (NAME.qml beside it). A model of one step: tfrecord:predict given the training export's sidecar, which cuts the patches as the export cut them (patch dimensions, kernel margins, default value, value type, bands) and whose class table makes the class map; for scale, offset or EE-format predictions, open its file (resources/models in the plugin's folder) in the Model Builder, or run tfrecord:predict itself.&lt;br&gt;&lt;b&gt;ONNX model&lt;/b&gt;: one band a class out, in the order of the sidecar's classes (band i is its i-th class; with one band more, the first is no class), or one band of class numbers. Needs the ONNX runtime (onnxruntime): Settings &gt; Options &gt; TFRecord Bridge installs it.</source>
      <translation>Executa um modelo de segmentação treinado com uma exportação de treino (por exemplo uma de &lt;i&gt;Training sets from polygons&lt;/i&gt;) sobre camadas raster, uma cena nova ou toda a cena em que foi treinado, e grava o mapa de classes na grade das camadas, nomeado e colorido pelas classes da exportação e estilizado ao ser adicionado ao mapa (NAME.qml ao lado). Um modelo de um passo: tfrecord:predict com o sidecar da exportação de treino, que corta os patches como a exportação os cortou (dimensões do patch, margens do kernel, valor padrão, tipo de valor, bandas) e cuja tabela de classes faz o mapa de classes; para escala, deslocamento ou previsões no formato do EE, abra o arquivo (resources/models na pasta do plugin) no Model Builder, ou execute o próprio tfrecord:predict.&lt;br&gt;&lt;b&gt;Modelo ONNX&lt;/b&gt;: uma banda por classe na saída, na ordem das classes do sidecar (a banda i é a i-ésima classe; com uma banda a mais, a primeira é nenhuma classe), ou uma banda de números de classe. Precisa do runtime ONNX (onnxruntime): Configurações &gt; Opções &gt; TFRecord Bridge o instala.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The sidecar (PREFIX-sidecar.json) of the training export the model was trained on: the patches are cut as it says, the rasters' bands must match its bands, and its class table (its "labels", the classes of the polygons) names and colours the class map.</source>
      <translation>O sidecar (PREFIX-sidecar.json) da exportação de treino com que o modelo foi treinado: os patches são cortados como ele diz, as bandas dos rasters devem corresponder às dele, e sua tabela de classes (seus "labels", as classes dos polígonos) nomeia e colore o mapa de classes.</translation>
    </message>
    <message>
      <location filename="../provider/models.py" />
      <source>The class map GeoTIFF (one band of class values) on the rasters' grid, with its style NAME.qml beside it.</source>
      <translation>O GeoTIFF do mapa de classes (uma banda de valores de classe) na grade dos rasters, com seu estilo NAME.qml ao lado.</translation>
    </message>
    <message>
      <location filename="../provider/patch_algorithm.py" />
      <source>every array layer ({arrays}) must also be one of the input layers ({inputs}): it marks which of them are array bands</source>
      <translation>toda camada de matriz ({arrays}) também precisa ser uma das camadas de entrada ({inputs}): ela indica quais delas são bandas de matriz</translation>
    </message>
    <message>
      <location filename="../provider/patch_algorithm.py" />
      <source>Target CRS ({name}): {value!r} is not a CRS QGIS knows</source>
      <translation>SRC de destino ({name}): {value!r} não é um SRC que o QGIS conheça</translation>
    </message>
    <message>
      <location filename="../provider/patch_algorithm.py" />
      <source>Extent ({name}) is empty: it has no area; give a region with a width and a height</source>
      <translation>A extensão ({name}) está vazia: não tem área; informe uma região com largura e altura</translation>
    </message>
    <message>
      <location filename="../provider/predict.py" />
      <source>Predict with an ONNX model</source>
      <translation>Prever com um modelo ONNX</translation>
    </message>
    <message>
      <location filename="../provider/predict.py" />
      <source>Runs an ONNX model over raster layers cut into patches exactly as &lt;i&gt;Export raster to TFRecord patches&lt;/i&gt; cuts them (patch dimensions, kernel margins, band order, the default value in every band of a masked pixel, value type), and writes its output as a GeoTIFF on the layers' grid, the kernel margins cropped as &lt;i&gt;Load TFRecord predictions as raster&lt;/i&gt; crops them, and loads it shown as that import shows predictions (one band within 0..1 with a colour ramp, a class map with its classes).&lt;br&gt;&lt;b&gt;Input layers&lt;/b&gt;, &lt;b&gt;band names&lt;/b&gt;, &lt;b&gt;extent, target CRS, pixel size&lt;/b&gt;: as the export takes them; give what the export the model was trained on was given.&lt;br&gt;&lt;b&gt;ONNX model&lt;/b&gt;: its input is read from the model: one rank-4 input, channels first [N, C, H, W] (PyTorch) or channels last [N, H, W, C] (Keras), found from its shape; where the shape reads both ways, say which in &lt;b&gt;Channels of the model's input&lt;/b&gt;. A model whose input does not fit the patches (bands, tile size, type) is refused before any work, naming what it wants and what the patches are.&lt;br&gt;&lt;b&gt;Output&lt;/b&gt;: the model's output of the tile's size (its margins cropped), of the patch's (a model that outputs the core), or of the patch and part of the margins (valid convolutions). One band per output channel, named after &lt;b&gt;output band names&lt;/b&gt;, else the model's metadata (tfrecord_bridge.bands), else the output's name. Pixels masked in the input are nodata.&lt;br&gt;Needs the ONNX runtime (onnxruntime), which QGIS does not ship: Settings &gt; Options &gt; TFRecord Bridge installs it; without it this algorithm says so and the others work as ever.</source>
      <translation>Executa um modelo ONNX sobre camadas raster cortadas em patches exatamente como &lt;i&gt;Export raster to TFRecord patches&lt;/i&gt; as corta (dimensões do patch, margens do kernel, ordem das bandas, o valor padrão em todas as bandas de um pixel mascarado, tipo de valor), e grava a saída como um GeoTIFF na grade das camadas, com as margens do kernel cortadas como &lt;i&gt;Load TFRecord predictions as raster&lt;/i&gt; as corta, e o carrega mostrado como essa importação mostra previsões (uma banda em 0..1 com uma rampa de cores, um mapa de classes com suas classes).&lt;br&gt;&lt;b&gt;Camadas de entrada&lt;/b&gt;, &lt;b&gt;nomes das bandas&lt;/b&gt;, &lt;b&gt;extensão, SRC de destino, tamanho do pixel&lt;/b&gt;: como a exportação os recebe; dê o que foi dado à exportação com que o modelo foi treinado.&lt;br&gt;&lt;b&gt;Modelo ONNX&lt;/b&gt;: sua entrada é lida do modelo: uma entrada de posto 4, channels first [N, C, H, W] (PyTorch) ou channels last [N, H, W, C] (Keras), achada pela forma; onde a forma se lê dos dois jeitos, diga qual em &lt;b&gt;Canais da entrada do modelo&lt;/b&gt;. Um modelo cuja entrada não cabe nos patches (bandas, tamanho do tile, tipo) é recusado antes de qualquer trabalho, dizendo o que ele quer e o que os patches são.&lt;br&gt;&lt;b&gt;Saída&lt;/b&gt;: a saída do modelo do tamanho do tile (margens cortadas), do patch (um modelo que devolve o núcleo), ou do patch e parte das margens (convoluções valid). Uma banda por canal de saída, nomeada pelos &lt;b&gt;nomes das bandas de saída&lt;/b&gt;, senão pelos metadados do modelo (tfrecord_bridge.bands), senão pelo nome da saída. Pixels mascarados na entrada são nodata.&lt;br&gt;Precisa do runtime ONNX (onnxruntime), que o QGIS não traz: Configurações &gt; Opções &gt; TFRecord Bridge o instala; sem ele, este algoritmo diz isso e os outros funcionam como sempre.</translation>
    </message>
    <message>
      <location filename="../provider/predict.py" />
      <source>Choose the ONNX model ({name}).</source>
      <translation>Escolha o modelo ONNX ({name}).</translation>
    </message>
    <message>
      <location filename="../provider/predict.py" />
      <location filename="../ui/predict_dialog.py" />
      <source>Model: {contract}</source>
      <translation>Modelo: {contract}</translation>
    </message>
    <message>
      <location filename="../provider/predict.py" />
      <source>{patches} -&gt; {width} x {height} {data_type} raster, {bands}</source>
      <translation>{patches} -&gt; raster {data_type} de {width} x {height}, {bands}</translation>
    </message>
    <message>
      <location filename="../provider/provider.py" />
      <source>TFRecord Bridge (Earth Engine compatible TFRecords)</source>
      <translation>TFRecord Bridge (TFRecords compatíveis com o Earth Engine)</translation>
    </message>
    <message>
      <location filename="../provider/shared.py" />
      <source>{option}: the layer has no field {missing} (its fields: {fields})</source>
      <translation>{option}: a camada não tem o campo {missing} (seus campos: {fields})</translation>
    </message>
    <message>
      <location filename="../provider/shared.py" />
      <source>{option}: {folders} is a folder, not a TFRecord file: choose the files in it, or {instead}</source>
      <translation>{option}: {folders} é uma pasta, não um arquivo TFRecord: escolha os arquivos nela, ou {instead}</translation>
    </message>
    <message>
      <location filename="../provider/shared.py" />
      <source>The output is written as GeoTIFF: give it a .tif name, not {output}.</source>
      <translation>A saída é gravada como GeoTIFF: dê a ela um nome .tif, não {output}.</translation>
    </message>
    <message>
      <location filename="../provider/shared.py" />
      <source>predictions raster ({parameter})</source>
      <translation>raster de predições ({parameter})</translation>
    </message>
    <message>
      <location filename="../provider/shared.py" />
      <source>layer {layer!r} comes from the {provider!r} provider; only rasters GDAL reads (files, VRTs, GeoPackages...) can be exported</source>
      <translation>a camada {layer!r} vem do provedor {provider!r}; só rasters que o GDAL lê (arquivos, VRTs, GeoPackages...) podem ser exportados</translation>
    </message>
    <message>
      <location filename="../provider/styling.py" />
      <source>{path}: QGIS cannot open the class map it was to style</source>
      <translation>{path}: o QGIS não consegue abrir o mapa de classes que ia estilizar</translation>
    </message>
    <message>
      <location filename="../provider/styling.py" />
      <source>{path}: QGIS could not make the class map's style: {error}</source>
      <translation>{path}: o QGIS não conseguiu fazer o estilo do mapa de classes: {error}</translation>
    </message>
    <message>
      <location filename="../provider/styling.py" />
      <source>removed the class map style an earlier import left beside {path}</source>
      <translation>removido o estilo de mapa de classes que uma importação anterior deixou ao lado de {path}</translation>
    </message>
    <message>
      <location filename="../provider/styling.py" />
      <source>class map style: {path}</source>
      <translation>estilo do mapa de classes: {path}</translation>
    </message>
    <message>
      <location filename="../ui/algorithm_dialog.py" />
      <source>the Processing algorithm {algorithm} is not registered</source>
      <translation>o algoritmo de Processamento {algorithm} não está registrado</translation>
    </message>
    <message>
      <location filename="../ui/algorithm_dialog.py" />
      <source>Run</source>
      <translation>Executar</translation>
    </message>
    <message>
      <location filename="../ui/algorithm_dialog.py" />
      <source>Advanced</source>
      <translation>Avançado</translation>
    </message>
    <message>
      <location filename="../ui/algorithm_dialog.py" />
      <source>Copy the run as a Python command or a qgis_process command</source>
      <translation>Copia a execução como comando Python ou comando qgis_process</translation>
    </message>
    <message>
      <location filename="../ui/algorithm_dialog.py" />
      <source>Copy as Python command</source>
      <translation>Copiar como comando Python</translation>
    </message>
    <message>
      <location filename="../ui/algorithm_dialog.py" />
      <source>Copy as qgis_process command</source>
      <translation>Copiar como comando qgis_process</translation>
    </message>
    <message>
      <location filename="../ui/algorithm_dialog.py" />
      <source>Open the help of {algorithm} in the browser: the page shipped with the plugin, which works offline and links to the web version</source>
      <translation>Abre a ajuda de {algorithm} no navegador: a página instalada com o plugin, que funciona offline e tem um link para a versão na web</translation>
    </message>
    <message>
      <location filename="../ui/background.py" />
      <source>Running {algorithm}</source>
      <translation>Executando {algorithm}</translation>
    </message>
    <message>
      <location filename="../ui/background.py" />
      <source>the Processing algorithm {algorithm} is not available (is the TFRecord Bridge provider loaded?)</source>
      <translation>o algoritmo de Processamento {algorithm} não está disponível (o provedor TFRecord Bridge está carregado?)</translation>
    </message>
    <message>
      <location filename="../ui/background.py" />
      <source>the algorithm failed</source>
      <translation>o algoritmo falhou</translation>
    </message>
    <message>
      <location filename="../ui/background.py" />
      <source>Cancelling...</source>
      <translation>Cancelando...</translation>
    </message>
    <message>
      <location filename="../ui/background.py" />
      <source>running in the background...</source>
      <translation>executando em segundo plano...</translation>
    </message>
    <message>
      <location filename="../ui/background.py" />
      <location filename="../ui/packages_page.py" />
      <source>Cancel</source>
      <translation>Cancelar</translation>
    </message>
    <message>
      <location filename="../ui/background.py" />
      <source>Cancelled; nothing was left half-written.</source>
      <translation>Cancelado; nada ficou gravado pela metade.</translation>
    </message>
    <message>
      <location filename="../ui/background.py" />
      <source>done</source>
      <translation>concluído</translation>
    </message>
    <message>
      <location filename="../ui/export_dialog.py" />
      <source>Choose the folder the files are written to.</source>
      <translation>Escolha a pasta onde os arquivos serão gravados.</translation>
    </message>
    <message>
      <location filename="../ui/export_dialog.py" />
      <source>Export</source>
      <translation>Exportar</translation>
    </message>
    <message>
      <location filename="../ui/export_dialog.py" />
      <source>TFRecord export</source>
      <translation>Exportar TFRecord</translation>
    </message>
    <message>
      <location filename="../ui/export_dialog.py" />
      <source>Run tfrecord:exportimage in the background; progress shows in the message bar.</source>
      <translation>Executa tfrecord:exportimage em segundo plano; o progresso aparece na barra de mensagens.</translation>
    </message>
    <message>
      <location filename="../ui/export_dialog.py" />
      <source>wrote {path}</source>
      <translation>{path} gravado</translation>
    </message>
    <message>
      <location filename="../ui/export_dialog.py" />
      <source>{patches} in {files} in {folder}: {names}; georeferenced by {mixer}</source>
      <translation>{patches} em {files} em {folder}: {names}; georreferência em {mixer}</translation>
    </message>
    <message>
      <location filename="../ui/export_dialog.py" />
      <source>. Sets: {sets}</source>
      <translation>. Conjuntos: {sets}</translation>
    </message>
    <message>
      <location filename="../ui/export_dialog.py" />
      <source>; {patches} left out by the buffer between sets</source>
      <translation>; deixados de fora pelo buffer entre conjuntos: {patches}</translation>
    </message>
    <message>
      <location filename="../ui/export_dialog.py" />
      <source>Copy featuresDict</source>
      <translation>Copiar featuresDict</translation>
    </message>
    <message>
      <location filename="../ui/export_inputs.py" />
      <source>Layer</source>
      <translation>Camada</translation>
    </message>
    <message>
      <location filename="../ui/export_inputs.py" />
      <source>Up</source>
      <translation>Subir</translation>
    </message>
    <message>
      <location filename="../ui/export_inputs.py" />
      <source>Move the selected layer up: its bands come earlier in every record.</source>
      <translation>Mover a camada selecionada para cima: suas bandas vêm antes em todos os registros.</translation>
    </message>
    <message>
      <location filename="../ui/export_inputs.py" />
      <source>Down</source>
      <translation>Descer</translation>
    </message>
    <message>
      <location filename="../ui/export_inputs.py" />
      <source>Move the selected layer down: its bands come later in every record.</source>
      <translation>Mover a camada selecionada para baixo: suas bandas vêm depois em todos os registros.</translation>
    </message>
    <message>
      <location filename="../ui/export_inputs.py" />
      <source>Band</source>
      <translation>Banda</translation>
    </message>
    <message>
      <location filename="../ui/export_inputs.py" />
      <source>Name</source>
      <translation>Nome</translation>
    </message>
    <message>
      <location filename="../ui/export_inputs.py" />
      <source>Only rasters GDAL reads (files, VRTs, GeoPackages...) can be exported.</source>
      <translation>Só rasters que o GDAL lê (arquivos, VRTs, GeoPackages...) podem ser exportados.</translation>
    </message>
    <message>
      <location filename="../ui/export_inputs.py" />
      <source>array of bands {bands}</source>
      <translation>matriz das bandas {bands}</translation>
    </message>
    <message>
      <location filename="../ui/export_inputs.py" />
      <source>Check at least one raster layer to export.</source>
      <translation>Marque pelo menos uma camada raster para exportar.</translation>
    </message>
    <message>
      <location filename="../ui/export_inputs.py" />
      <source>band names must not contain commas</source>
      <translation>os nomes das bandas não podem conter vírgulas</translation>
    </message>
    <message>
      <location filename="../ui/export_options.py" />
      <source>formatOptions (Earth Engine's defaults)</source>
      <translation>formatOptions (padrões do Earth Engine)</translation>
    </message>
    <message>
      <location filename="../ui/export_options.py" />
      <source>{"patchDimensions": [256, 256], "kernelSize": [33, 33], "compressed": true}</source>
      <translation>{"patchDimensions": [256, 256], "kernelSize": [33, 33], "compressed": true}</translation>
    </message>
    <message>
      <location filename="../ui/export_options.py" />
      <source> (pasted)</source>
      <translation> (colado)</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>What the export will write</source>
      <translation>O que a exportação vai gravar</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>Export grid</source>
      <translation>Grade de exportação</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>Patches</source>
      <translation>Patches</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>Tiles per row</source>
      <translation>Blocos por linha</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>Tile size</source>
      <translation>Tamanho do bloco</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>Edges</source>
      <translation>Bordas</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>Size</source>
      <translation>Tamanho</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>On the map: &lt;span style='color:{patch}'&gt;&amp;#9632; patches&lt;/span&gt; &amp;nbsp; &lt;span style='color:{margin}'&gt;- - kernel margins&lt;/span&gt; &amp;nbsp; &lt;span style='color:{dropped}'&gt;&amp;#9632; dropped edge&lt;/span&gt; &amp;nbsp; &lt;span style='color:{padded}'&gt;&amp;#9632; padded edge&lt;/span&gt;</source>
      <translation>No mapa: &lt;span style='color:{patch}'&gt;&amp;#9632; patches&lt;/span&gt; &amp;nbsp; &lt;span style='color:{margin}'&gt;- - margens do kernel&lt;/span&gt; &amp;nbsp; &lt;span style='color:{dropped}'&gt;&amp;#9632; borda descartada&lt;/span&gt; &amp;nbsp; &lt;span style='color:{padded}'&gt;&amp;#9632; borda preenchida&lt;/span&gt;</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>{layer} covers only {fraction:.0%} of the export region</source>
      <translation>{layer} cobre só {fraction:.0%} da região de exportação</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>the layers overlap on only {fraction:.0%} of the export region</source>
      <translation>as camadas se sobrepõem em só {fraction:.0%} da região de exportação</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>. Elsewhere every band holds defaultValue (masked); maskedThreshold below 1 (e.g. 0.99) leaves wholly masked patches out.</source>
      <translation>. No restante, todas as bandas contêm defaultValue (mascarado); maskedThreshold abaixo de 1 (por exemplo, 0.99) deixa de fora os patches totalmente mascarados.</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>The map shows the covered area as one outline: {total_patches} are more than the {max_drawn_patches:,} drawn one by one.</source>
      <translation>O mapa mostra a área coberta como um só contorno: {total_patches} são mais que os {max_drawn_patches:,} desenhados um a um.</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>{width:,} x {height:,} pixels of {pixel_width:g} x {pixel_height:g} ({crs})</source>
      <translation>{width:,} x {height:,} pixels de {pixel_width:g} x {pixel_height:g} ({crs})</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>{patches_per_row:,} per row, {rows}</source>
      <translation>{patches_per_row:,} por linha, {rows}</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source> ({patch_width} x {patch_height} patch + kernel margins of {margin_x} x {margin_y} pixels each side)</source>
      <translation> (patch de {patch_width} x {patch_height} + margens do kernel de {margin_x} x {margin_y} pixels de cada lado)</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source> (no kernel margins)</source>
      <translation> (sem margens do kernel)</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>{tile_width} x {tile_height} pixels{margins}</source>
      <translation>{tile_width} x {tile_height} pixels{margins}</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>the patches cover the region exactly</source>
      <translation>os patches cobrem a região exatamente</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>padded with masked pixels: {extra_columns}, {extra_rows}</source>
      <translation>preenchidos com pixels mascarados: {extra_columns}, {extra_rows}</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>dropped: {extra_columns} at the right, {extra_rows} at the bottom</source>
      <translation>descartados: {extra_columns} à direita, {extra_rows} embaixo</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>about {total_bytes:,} bytes before compression ({human}): {records} of {record_bytes:,} bytes</source>
      <translation>cerca de {total_bytes:,} bytes antes da compactação ({human}): {records} de {record_bytes:,} bytes</translation>
    </message>
    <message>
      <location filename="../ui/export_preview.py" />
      <source>, fewer if maskedThreshold drops patches</source>
      <translation>, menos se o maskedThreshold descartar patches</translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/export_preview.py" />
      <source>%n files (at most {max_bytes:,} bytes each)</source>
      <translation>
        <numerusform>%n arquivo (no máximo {max_bytes:,} bytes)</numerusform>
        <numerusform>%n arquivos (no máximo {max_bytes:,} bytes cada)</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../ui/history.py" />
      <source>qgis_process cannot be given these choices: a layer's selected features, or a layer held in memory, exist only in this QGIS</source>
      <translation>Estas escolhas não podem ser passadas ao qgis_process: as feições selecionadas de uma camada, ou uma camada mantida em memória, existem só neste QGIS</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <location filename="../ui/predict_parts.py" />
      <source>Output</source>
      <translation>Saída</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>The name of the layer added to the map.</source>
      <translation>O nome da camada adicionada ao mapa.</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>Layer name</source>
      <translation>Nome da camada</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>Load</source>
      <translation>Carregar</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>TFRecord predictions</source>
      <translation>Previsões TFRecord</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>Run tfrecord:importimage in the background; the raster is added to the map.</source>
      <translation>Executa tfrecord:importimage em segundo plano; o raster é adicionado ao mapa.</translation>
    </message>
    <message numerus="yes">
      <location filename="../ui/import_dialog.py" />
      <source>reading %n files...</source>
      <translation>
        <numerusform>lendo %n arquivo...</numerusform>
        <numerusform>lendo %n arquivos...</numerusform>
      </translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>Reading TFRecord files</source>
      <translation>Lendo arquivos TFRecord</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>cannot read the files: {error}</source>
      <translation>não é possível ler os arquivos: {error}</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>cannot show what the files hold: {problem!r}</source>
      <translation>não é possível mostrar o que os arquivos contêm: {problem!r}</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>Run starts when the files are read.</source>
      <translation>A execução começa quando os arquivos forem lidos.</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>reading the files...</source>
      <translation>lendo os arquivos...</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>Choose the TFRecord files.</source>
      <translation>Escolha os arquivos TFRecord.</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>The files have corrupt records (listed above); they cannot be loaded.</source>
      <translation>Os arquivos têm registros corrompidos (listados acima); não podem ser carregados.</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>The files hold no records.</source>
      <translation>Os arquivos não contêm registros.</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>No mixer: choose the export's PREFIX-mixer.json, which places the records on the map.</source>
      <translation>Nenhum mixer: escolha o PREFIX-mixer.json da exportação, que posiciona os registros no mapa.</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>Check at least one feature to load.</source>
      <translation>Marque pelo menos um atributo para carregar.</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>The files are in a bucket or on the web: the import checks them when it starts.</source>
      <translation>Os arquivos estão em um bucket ou na web: a importação os verifica quando começa.</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <location filename="../ui/predict_dialog.py" />
      <source>{path} was written but does not load as a raster</source>
      <translation>{path} foi gravado, mas não carrega como raster</translation>
    </message>
    <message>
      <location filename="../ui/import_dialog.py" />
      <source>added {name}: {width:,} x {height:,} pixels, {bands}, from {path}</source>
      <translation>{name} adicionado: {width:,} x {height:,} pixels, {bands}, de {path}</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>kernelSize {kx},{ky} as given</source>
      <translation>kernelSize {kx},{ky} informado</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>kernel margins inferred from the value counts</source>
      <translation>margens do kernel inferidas das contagens de valores</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>no kernel margins to crop</source>
      <translation>nenhuma margem de kernel a recortar</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>{taken}; {cropped} (tiles {tile_width} x {tile_height})</source>
      <translation>{taken}; {cropped} (blocos de {tile_width} x {tile_height})</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>What the files hold</source>
      <translation>O que os arquivos contêm</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>Kernel</source>
      <translation>Kernel</translation>
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
      <translation>nenhum registro</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>{records} in {files}</source>
      <translation>{records} em {files}</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>the index lists {records:,} of its {total}</source>
      <translation>o índice lista {records:,} de {total}</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>the mixer's totalPatches is {total:,}</source>
      <translation>o totalPatches do mixer é {total:,}</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>as expected</source>
      <translation>como esperado</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>one record a pixel of every tile</source>
      <translation>um registro por pixel de cada bloco</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>MISMATCH</source>
      <translation>DIVERGÊNCIA</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>; {expected} ({per_row} per row of {width} x {height}): {verdict}</source>
      <translation>; {expected} ({per_row} por linha de {width} x {height}): {verdict}</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>empty</source>
      <translation>vazio</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>{name}  ({kinds}, {values}</source>
      <translation>{name}  ({kinds}, {values}</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>Its values do not fill a whole tile, so it is not a band; check it to try anyway.</source>
      <translation>Seus valores não preenchem um bloco inteiro, então não é uma banda; marque-o para tentar mesmo assim.</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>not inferred: no mixer</source>
      <translation>não inferido: nenhum mixer</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>not inferred: {error}</source>
      <translation>não inferido: {error}</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source> (the Kernel size field below).</source>
      <translation> (o campo Tamanho do kernel abaixo).</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>not inferred: </source>
      <translation>não inferido: </translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>{taken}: no checked feature's value count fits its tiles</source>
      <translation>{taken}: a contagem de valores de nenhum atributo marcado cabe em seus blocos</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>not inferred: no checked feature's value count fits the patch</source>
      <translation>não inferido: a contagem de valores de nenhum atributo marcado cabe no patch</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>Features {features} fit no tile of the patch layout: uncheck them.</source>
      <translation>Os atributos {features} não cabem em nenhum bloco da disposição dos patches: desmarque-os.</translation>
    </message>
    <message>
      <location filename="../ui/import_preview.py" />
      <source>Feature {features} fits no tile of the patch layout: uncheck it.</source>
      <translation>O atributo {features} não cabe em nenhum bloco da disposição dos patches: desmarque-o.</translation>
    </message>
    <message>
      <location filename="../ui/import_source.py" />
      <source>An export's folder</source>
      <translation>A pasta de uma exportação</translation>
    </message>
    <message>
      <location filename="../ui/import_source.py" />
      <source>Read</source>
      <translation>Ler</translation>
    </message>
    <message>
      <location filename="../ui/import_source.py" />
      <source>no such file: {path}</source>
      <translation>arquivo inexistente: {path}</translation>
    </message>
    <message>
      <location filename="../ui/import_source.py" />
      <source>found beside the files</source>
      <translation>encontrado ao lado dos arquivos</translation>
    </message>
    <message>
      <location filename="../ui/import_source.py" />
      <source>chosen by hand</source>
      <translation>escolhido manualmente</translation>
    </message>
    <message>
      <location filename="../ui/import_source.py" />
      <source>none found beside the files: choose the export's PREFIX-mixer.json</source>
      <translation>nenhum encontrado ao lado dos arquivos: escolha o PREFIX-mixer.json da exportação</translation>
    </message>
    <message>
      <location filename="../ui/option_fields.py" />
      <source>default</source>
      <translation>padrão</translation>
    </message>
    <message>
      <location filename="../ui/option_fields.py" />
      <source> bytes</source>
      <translation> bytes</translation>
    </message>
    <message>
      <location filename="../ui/option_fields.py" />
      <source>Other options</source>
      <translation>Outras opções</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>Installing optional packages for TFRecord Bridge</source>
      <translation>Instalando pacotes opcionais do TFRecord Bridge</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>Optional packages: the plugin works without them, and uses each once it is installed. Install puts them into the Python that runs QGIS, for your user only, without their dependencies (QGIS's own numpy and protobuf stay as they are).</source>
      <translation>Pacotes opcionais: o plugin funciona sem eles e usa cada um assim que instalado. Instalar os coloca no Python que executa o QGIS, só para o seu usuário, sem as dependências (o numpy e o protobuf do próprio QGIS ficam como estão).</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>Package</source>
      <translation>Pacote</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>What it gives</source>
      <translation>O que oferece</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>Installed</source>
      <translation>Instalado</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>&lt;a href="{url}"&gt;Help&lt;/a&gt;: what each package gives, the errors, the command on each system</source>
      <translation>&lt;a href="{url}"&gt;Ajuda&lt;/a&gt;: o que cada pacote oferece, os erros, o comando em cada sistema</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>Install</source>
      <translation>Instalar</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>Install the ticked packages with pip</source>
      <translation>Instalar com o pip os pacotes marcados</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>Or run this command in a terminal (on Windows: the OSGeo4W Shell), then restart QGIS:</source>
      <translation>Ou execute este comando num terminal (no Windows: o OSGeo4W Shell) e reinicie o QGIS:</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>Copy</source>
      <translation>Copiar</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>Copy the command to the clipboard</source>
      <translation>Copiar o comando para a área de transferência</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>not installed</source>
      <translation>não instalado</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>installed</source>
      <translation>instalado</translation>
    </message>
    <message>
      <location filename="../ui/packages_page.py" />
      <source>Restart QGIS to use the installed {names}.</source>
      <translation>Reinicie o QGIS para usar {names} instalado(s).</translation>
    </message>
    <message>
      <location filename="../ui/parts.py" />
      <source>Whether the bucket can be written is checked when the run starts.</source>
      <translation>Se o bucket pode ser gravado é verificado quando a execução começa.</translation>
    </message>
    <message>
      <location filename="../ui/predict_dialog.py" />
      <source>Predict</source>
      <translation>Prever</translation>
    </message>
    <message>
      <location filename="../ui/predict_dialog.py" />
      <source>TFRecord predict</source>
      <translation>Previsão TFRecord</translation>
    </message>
    <message>
      <location filename="../ui/predict_dialog.py" />
      <source>Run tfrecord:predict in the background; the predictions are added to the map.</source>
      <translation>Executa o tfrecord:predict em segundo plano; as previsões são adicionadas ao mapa.</translation>
    </message>
    <message>
      <location filename="../ui/predict_dialog.py" />
      <source>Predicting needs the ONNX runtime: install it from Settings &gt; Options &gt; TFRecord Bridge.</source>
      <translation>Prever precisa do runtime ONNX: instale-o em Configurações &gt; Opções &gt; TFRecord Bridge.</translation>
    </message>
    <message>
      <location filename="../ui/predict_dialog.py" />
      <source>Choose the ONNX model (.onnx) to run over the patches.</source>
      <translation>Escolha o modelo ONNX (.onnx) a executar sobre os patches.</translation>
    </message>
    <message>
      <location filename="../ui/predict_dialog.py" />
      <source>predictions</source>
      <translation>previsões</translation>
    </message>
    <message>
      <location filename="../ui/predict_dialog.py" />
      <source>Model: {inputs} -&gt; {outputs}; {header}</source>
      <translation>Modelo: {inputs} -&gt; {outputs}; {header}</translation>
    </message>
    <message>
      <location filename="../ui/predict_dialog.py" />
      <source>added {name}: {width:,} x {height:,} pixels, {bands}, {patches}, from {path}</source>
      <translation>{name} adicionado: {width:,} x {height:,} pixels, {bands}, {patches}, de {path}</translation>
    </message>
    <message>
      <location filename="../ui/predict_parts.py" />
      <source>Model</source>
      <translation>Modelo</translation>
    </message>
    <message>
      <location filename="../ui/predict_parts.py" />
      <source>Install the ONNX runtime...</source>
      <translation>Instalar o runtime ONNX...</translation>
    </message>
    <message>
      <location filename="../ui/predict_parts.py" />
      <source>Open Settings &gt; Options &gt; TFRecord Bridge, which installs the optional packages into this QGIS's Python.</source>
      <translation>Abre Configurações &gt; Opções &gt; TFRecord Bridge, que instala os pacotes opcionais no Python deste QGIS.</translation>
    </message>
    <message>
      <location filename="../ui/predict_parts.py" />
      <source>{sidecar} was the training sidecar of {model}, not of this model: choose this model's, if it has one.</source>
      <translation>{sidecar} era o sidecar de treino de {model}, não deste modelo: escolha o deste modelo, se ele tiver um.</translation>
    </message>
    <message>
      <location filename="../ui/training_box.py" />
      <source>The least label share and the share of negatives kept sample patches by their labels: choose a label layer.</source>
      <translation>A parcela mínima de rótulos e a parcela de negativos mantidos amostram patches por seus rótulos: escolha uma camada de rótulos.</translation>
    </message>
    <message>
      <location filename="../ui/training_box.py" />
      <source>A .tfindex holds byte offsets into the file, which a GZIP file does not have: uncheck GZIP, or the .tfindex files.</source>
      <translation>Um .tfindex guarda deslocamentos de bytes no arquivo, que um arquivo GZIP não tem: desmarque GZIP, ou os arquivos .tfindex.</translation>
    </message>
    <message>
      <location filename="../ui/training_box.py" />
      <source>The buffer keeps the sets of the splits apart: give splits, or uncheck the buffer.</source>
      <translation>O buffer mantém separados os conjuntos das divisões: informe as divisões, ou desmarque o buffer.</translation>
    </message>
    <message>
      <location filename="../ui/training_box.py" />
      <source>Masking the margins another set owns is a way of the buffer between sets: check the buffer too, or uncheck the mask.</source>
      <translation>Mascarar as margens de outro conjunto é um modo do buffer entre conjuntos: marque também o buffer, ou desmarque a máscara.</translation>
    </message>
    <message>
      <location filename="../ui/training_box.py" />
      <source>Block (patches per side), seed</source>
      <translation>Bloco (patches por lado), semente</translation>
    </message>
    <message>
      <location filename="../ui/training_box.py" />
      <source>Least label share, negatives kept</source>
      <translation>Parcela mínima de rótulos, negativos mantidos</translation>
    </message>
    <message>
      <location filename="../ui/training_box.py" />
      <source>Training set: labels, splits and sampling</source>
      <translation>Conjunto de treino: rótulos, divisões e amostragem</translation>
    </message>
    <message>
      <location filename="../ui/training_box.py" />
      <source>Selected features only</source>
      <translation>Somente feições selecionadas</translation>
    </message>
    <message>
      <location filename="../ui/training_box.py" />
      <source>Burn only the label layer's selected features.</source>
      <translation>Gravar apenas as feições selecionadas da camada de rótulos.</translation>
    </message>
    <message>
      <location filename="../ui/training_box.py" />
      <source>(none)</source>
      <translation>(nenhuma)</translation>
    </message>
    <message>
      <location filename="../ui/training_box.py" />
      <source>(the label value)</source>
      <translation>(o valor de rótulo)</translation>
    </message>
    <message>
      <location filename="../ui/training_box.py" />
      <source>{layer} has no selected feature to burn.</source>
      <translation>{layer} não tem feição selecionada para gravar.</translation>
    </message>
    <message>
      <location filename="../ui/training_box.py" />
      <source>The label band {band!r} has the name of an image band: give it another name.</source>
      <translation>A banda de rótulos {band!r} tem o nome de uma banda da imagem: dê a ela outro nome.</translation>
    </message>
    <message>
      <source>%n {mode} records -&gt; {width} x {height} {data_type} raster, bands {bands}{margins}</source>
      <translation type="vanished">%n registro {mode} -&gt; raster {data_type} de {width} x {height}, bandas {bands}{margins}
%n registros {mode} -&gt; raster {data_type} de {width} x {height}, bandas {bands}{margins}</translation>
    </message>
    <message>
      <source>{patches} -&gt; {width} x {height} {data_type} raster, bands {bands}</source>
      <translation type="vanished">{patches} -&gt; raster {data_type} de {width} x {height}, bandas {bands}</translation>
    </message>
    <message>
      <source>One dict a record, {{feature: numpy array}}, each patch {layout}.</source>
      <translation type="vanished">Um dict por registro, {{feição: array numpy}}, cada patch {layout}.</translation>
    </message>
    <message>
      <source>Batches of records, {{feature: [batch, H, W, C] array}}; model.fit wants (inputs, targets).</source>
      <translation type="vanished">Lotes de registros, {{feição: array [batch, H, W, C]}}; model.fit espera (inputs, targets).</translation>
    </message>
    <message>
      <source>truncated: the file ends {read} bytes into a record header</source>
      <translation type="vanished">truncado: o arquivo termina {read} bytes dentro de um cabeçalho de registro</translation>
    </message>
    <message>
      <source>cannot tell the order of the files: they are numbered in {series_count} series ({series}); choose the files of one export, or give them as a list in the order they were written</source>
      <translation type="vanished">não é possível saber a ordem dos arquivos: eles são numerados em {series_count} séries ({series}); escolha os arquivos de uma exportação, ou forneça-os como lista na ordem em que foram gravados</translation>
    </message>
    <message>
      <source>{option} gives {count} numbers for the {channels} channels the model is fed: give one for all, or one a channel</source>
      <translation type="vanished">{option} dá {count} números para os {channels} canais dados ao modelo: dê um para todos, ou um por canal</translation>
    </message>
    <message>
      <source>feature {name!r} holds {depth} bands of {tile_width} x {tile_height} pixels in {where}, and nothing says in which order its {count} values hold them: channels-first [{depth}, {tile_height}, {tile_width}] (band by band, as EE and this plugin's export write them) or channels-last [{tile_height}, {tile_width}, {depth}] (pixel by pixel, as a Keras model predicts them). Both readings fit; give {layout} {first} or {layout} {last}</source>
      <translation type="vanished">a feição {name!r} tem {depth} bandas de {tile_width} x {tile_height} pixels em {where}, e nada diz em que ordem seus {count} valores as guardam: channels-first [{depth}, {tile_height}, {tile_width}] (banda a banda, como o EE e a exportação deste plugin os escrevem) ou channels-last [{tile_height}, {tile_width}, {depth}] (pixel a pixel, como um modelo Keras os prevê). As duas leituras cabem; forneça {layout} {first} ou {layout} {last}</translation>
    </message>
    <message>
      <source>{option} must give a depth for array band {band_name!r} (its layer has {band_depth} values per pixel), e.g. {{"{band_name}": {band_depth}}}</source>
      <translation type="vanished">{option} deve dar uma profundidade para a banda de array {band_name!r} (sua camada tem {band_depth} valores por pixel), p. ex. {{"{band_name}": {band_depth}}}</translation>
    </message>
    <message>
      <source>a record of {th} x {tw} pixels and {values_per_pixel} values per pixel would pass protobuf's 2 GiB limit: use smaller {patch_dimensions}</source>
      <translation type="vanished">um registro de {th} x {tw} pixels e {values_per_pixel} valores por pixel passaria do limite de 2 GiB do protobuf: use {patch_dimensions} menores</translation>
    </message>
    <message>
      <source>{name} {count}</source>
      <translation type="vanished">{name} {count}</translation>
    </message>
    <message>
      <source>Buffer between sets: in {masked} patches ({per_set}) the margin pixels another set owns were masked (kernel margins reach {reach_x} x {reach_y} patches); no patch was left out</source>
      <translation type="vanished">Margem entre conjuntos: em {masked} patches ({per_set}) os pixels de margem de outro conjunto foram mascarados (as margens do kernel alcançam {reach_x} x {reach_y} patches); nenhum patch ficou de fora</translation>
    </message>
    <message>
      <source>Buffer between sets: {left_out} patches left out ({per_set}), whose records would have shared pixels with another set's (kernel margins reach {reach_x} x {reach_y} patches); where sets met, the set ahead of its share gave way</source>
      <translation type="vanished">Margem entre conjuntos: {left_out} patches deixados de fora ({per_set}), cujos registros teriam compartilhado pixels com os de outro conjunto (as margens do kernel alcançam {reach_x} x {reach_y} patches); onde os conjuntos se encontraram, cedeu o que estava acima de sua parcela</translation>
    </message>
    <message>
      <source>feature {feature_name!r} has {count} {kind} values in {source} but {feature_count} {feature_kind} values in {first_where}</source>
      <translation type="vanished">a feição {feature_name!r} tem {count} valores {kind} em {source}, mas {feature_count} valores {feature_kind} em {first_where}</translation>
    </message>
    <message>
      <source>{pixels} pixels held values that are no class of the table ({values}): nodata</source>
      <translation type="vanished">{pixels} pixels tinham valores que não são classe da tabela ({values}): nodata</translation>
    </message>
    <message>
      <source>with {kernel} {kx},{ky} a {pw}x{ph} patch needs {tile} values a band (a multiple of {tile} for a 3-D feature)</source>
      <translation type="vanished">com {kernel} {kx},{ky} um patch de {pw}x{ph} precisa de {tile} valores por banda (um múltiplo de {tile} para uma feição 3-D)</translation>
    </message>
    <message>
      <source>a {pw}x{ph} patch needs {values} values a band without kernel margins, or with margins {with_margins}, ...; a 3-D feature holds a multiple of these (for a kernel that is not square, give {kernel} as kx,ky)</source>
      <translation type="vanished">um patch de {pw}x{ph} precisa de {values} valores por banda sem margens do kernel, ou com margens {with_margins}, ...; uma feição 3-D tem um múltiplo destes (para um kernel que não é quadrado, forneça {kernel} como kx,ky)</translation>
    </message>
    <message>
      <source>feature {name!r} has {count} values</source>
      <translation type="vanished">a feição {name!r} tem {count} valores</translation>
    </message>
    <message>
      <source>the index file's patchIndices list {patches} patches</source>
      <translation type="vanished">os patchIndices do arquivo de índice listam {patches} patches</translation>
    </message>
    <message>
      <source>the files hold {record_count} records but {what}{named}: one record a patch needs {patches} records, per-pixel records {per_pixel}</source>
      <translation type="vanished">os arquivos têm {record_count} registros, mas {what}{named}: um registro por patch precisa de {patches} registros, registros por pixel {per_pixel}</translation>
    </message>
    <message>
      <source>its patchIndices list {listed} patches of {patches}</source>
      <translation type="vanished">seus patchIndices listam {listed} patches de {patches}</translation>
    </message>
    <message>
      <source>{name!r} {count} values</source>
      <translation type="vanished">{name!r} com {count} valores</translation>
    </message>
    <message>
      <source>{where} holds {counts}, ... ({features} features)</source>
      <translation type="vanished">{where} contém {counts}, ... ({features} feições)</translation>
    </message>
    <message>
      <source>feature {name!r} holds {count} values in {where}, which the mixer's patchDimensions {patch_width} x {patch_height} ({mixer}) read as {depth} bands of {tile} pixels</source>
      <translation type="vanished">a feição {name!r} tem {count} valores em {where}, que o patchDimensions {patch_width} x {patch_height} do mixer ({mixer}) lê como {depth} bandas de {tile} pixels</translation>
    </message>
    <message>
      <source>feature {name!r} holds {count} values in {where}, which the mixer's patchDimensions {patch_width} x {patch_height} ({mixer}) read as {depth} band of {tile} pixels</source>
      <translation type="vanished">a feição {name!r} tem {count} valores em {where}, que o patchDimensions {patch_width} x {patch_height} do mixer ({mixer}) lê como {depth} banda de {tile} pixels</translation>
    </message>
    <message>
      <source>{read_as}; nothing says it holds {feature_depth} bands (neither the export sidecar nor a feature of one band beside it), and one band of patches of another size holds as many values{other}. If it holds {feature_depth} bands, say so with {features} {feature_name}:{feature_depth}; otherwise give the mixer of these records</source>
      <translation type="vanished">{read_as}; nada diz que ela tem {feature_depth} bandas (nem o sidecar de exportação nem uma feição de uma banda ao lado), e uma banda de patches de outro tamanho tem o mesmo número de valores{other}. Se ela tem {feature_depth} bandas, diga-o com {features} {feature_name}:{feature_depth}; senão, forneça o mixer destes registros</translation>
    </message>
    <message>
      <source>{mixer}: the mixer describes {patches} patches, a record each of at least {least} bytes ({first} holds that), but {files} can hold at most {records} such records ({bytes} bytes of records at most): is it the mixer of these records?</source>
      <translation type="vanished">{mixer}: o mixer descreve {patches} patches, cada um um registro de pelo menos {least} bytes ({first} tem esse tamanho), mas em {files} cabem no máximo {records} desses registros (no máximo {bytes} bytes de registros): é o mixer destes registros?</translation>
    </message>
    <message>
      <source>the argmax of the prediction bands takes band i as the i-th class of {where}, which has {classes} classes ({table_names}), but the import has {bands} bands ({band_names}): give {classes} bands{more}</source>
      <translation type="vanished">o argmax das bandas de predição toma a banda i como a i-ésima classe de {where}, que tem {classes} classes ({table_names}), mas a importação tem {bands} bandas ({band_names}): forneça {classes} bandas{more}</translation>
    </message>
    <message>
      <source>{name!r} ({count} values): {readings}</source>
      <translation type="vanished">{name!r} ({count} valores): {readings}</translation>
    </message>
    <message>
      <source> ({count} bytes)</source>
      <translation type="vanished"> ({count} bytes)</translation>
    </message>
    <message>
      <source>{partitions} partitions of whole patch rows on {workers} Dask worker(s)</source>
      <translation type="vanished">{partitions} partições de linhas inteiras de patches em {workers} worker(s) Dask</translation>
    </message>
    <message>
      <source>{patches:,} patches, an estimated {size} before compression ({records:,} records)</source>
      <translation type="vanished">{patches:,} patches, estimados {size} antes da compressão ({records:,} registros)</translation>
    </message>
    <message>
      <source>1 patch, an estimated {size} before compression ({records:,} records)</source>
      <translation type="vanished">1 patch, estimados {size} antes da compressão ({records:,} registros)</translation>
    </message>
    <message>
      <source>{option} gives {names} band names for {bands} bands; name them in this order (each array layer is one band): {defaults}</source>
      <translation type="vanished">{option} dá {names} nomes de banda para {bands} bandas; nomeie-as nesta ordem (cada camada de matriz é uma banda): {defaults}</translation>
    </message>
    <message>
      <source>every one of the {total} patches is wholly masked (nodata, outside a layer, or where the layers do not overlap), so every value would be {default_value}; nothing was written</source>
      <translation type="vanished">todos os {total} patches estão totalmente mascarados (nodata, fora de uma camada, ou onde as camadas não se sobrepõem), então todo valor seria {default_value}; nada foi gravado</translation>
    </message>
    <message>
      <source>{kept} patches kept, {negatives_kept} of them without any label; {below_label_share} left out with labels covering less than {share} {min_label_share:g} of the patch, {negatives_left_out} without any label left out by {ratio} {negative_ratio:g} (seed {seed})</source>
      <translation type="vanished">{kept} patches mantidos, {negatives_kept} deles sem nenhum rótulo; {below_label_share} deixados de fora com rótulos cobrindo menos que {share} {min_label_share:g} do patch, {negatives_left_out} sem nenhum rótulo deixados de fora por {ratio} {negative_ratio:g} (semente {seed})</translation>
    </message>
    <message>
      <source>Wrote {written} of {total_patches} patches in {files} file(s)</source>
      <translation type="vanished">Gravados {written} de {total_patches} patches em {files} arquivo(s)</translation>
    </message>
    <message>
      <source>Wrote {files} .tfindex file(s) beside the shards</source>
      <translation type="vanished">Gravados {files} arquivo(s) .tfindex ao lado dos shards</translation>
    </message>
    <message>
      <source>{negatives_kept} of the {kept} patches hold no label</source>
      <translation type="vanished">{negatives_kept} dos {kept} patches não têm rótulo</translation>
    </message>
    <message>
      <source>{name} {count} patches ({share_kept:.1%}, asked {share:g}) as {prefix}-...</source>
      <translation type="vanished">{name} {count} patches ({share_kept:.1%}, pedido {share:g}) como {prefix}-...</translation>
    </message>
    <message>
      <source>Exporting {patches} patches of {pw} x {ph} pixels ({tile_width} x {tile_height} with kernel margins), {per_row} per row, bands: {bands}; label band {label_band}</source>
      <translation type="vanished">Exportando {patches} patches de {pw} x {ph} pixels ({tile_width} x {tile_height} com margens do kernel), {per_row} por linha, bandas: {bands}; banda de rótulos {label_band}</translation>
    </message>
    <message>
      <source>Exporting {patches} patches of {pw} x {ph} pixels ({tile_width} x {tile_height} with kernel margins), {per_row} per row, bands: {bands}</source>
      <translation type="vanished">Exportando {patches} patches de {pw} x {ph} pixels ({tile_width} x {tile_height} com margens do kernel), {per_row} por linha, bandas: {bands}</translation>
    </message>
    <message>
      <source>The last {columns} columns and {rows} rows of the {grid_width} x {grid_height} pixel region fill no whole {pw} x {ph} patch and are left out, as EE does; edge mode 'pad' keeps them</source>
      <translation type="vanished">As últimas {columns} colunas e {rows} linhas da região de {grid_width} x {grid_height} pixels não preenchem um patch inteiro de {pw} x {ph} e ficam de fora, como no EE; o modo de borda 'pad' as mantém</translation>
    </message>
    <message>
      <source>{masked} of {total} patches are wholly masked (nodata or outside a layer): every value in them is {default_value}; EE writes them too, {masked_threshold} below 1 (e.g. 0.99) leaves them out</source>
      <translation type="vanished">{masked} de {total} patches estão totalmente mascarados (nodata ou fora de uma camada): todo valor neles é {default_value}; o EE também os grava, {masked_threshold} abaixo de 1 (p. ex. 0,99) os deixa de fora</translation>
    </message>
    <message>
      <source>{masked} of {total} patches are wholly masked (nodata or outside a layer): every value in them is {default_value}; {masked_threshold} {threshold:g} left them out</source>
      <translation type="vanished">{masked} de {total} patches estão totalmente mascarados (nodata ou fora de uma camada): todo valor neles é {default_value}; {masked_threshold} {threshold:g} os deixou de fora</translation>
    </message>
    <message>
      <source>  {count} feature(s) without a {field!r} value are not burnt</source>
      <translation type="vanished">  {count} feição(ões) sem valor de {field!r} não são rasterizadas</translation>
    </message>
    <message>
      <source>no patch written: all {number} points were skipped ({skipped})</source>
      <translation type="vanished">nenhum patch gravado: todos os {number} pontos foram ignorados ({skipped})</translation>
    </message>
    <message>
      <source>Wrote {patches} patches in {files} file(s); skipped {skipped} points ({reasons})</source>
      <translation type="vanished">Gravados {patches} patches em {files} arquivo(s); ignorados {skipped} pontos ({reasons})</translation>
    </message>
    <message>
      <source>Wrote {patches} patches in {files} file(s); skipped {skipped} points</source>
      <translation type="vanished">Gravados {patches} patches em {files} arquivo(s); ignorados {skipped} pontos</translation>
    </message>
    <message>
      <source>{block_option} {block}: the {patches_per_row} x {rows} patch grid holds {across_down} block(s) of {block} x {block} patches, fewer than the {sets} sets of {splits_option} ({splits}), so a set would get no patch; use a {block_option} of at most {fitting}, smaller patches or a larger region</source>
      <translation type="vanished">{block_option} {block}: a grade de {patches_per_row} x {rows} patches contém {across_down} bloco(s) de {block} x {block} patches, menos que os {sets} conjuntos de {splits_option} ({splits}), então um conjunto ficaria sem patch; use um {block_option} de no máximo {fitting}, patches menores ou uma região maior</translation>
    </message>
    <message>
      <source>{mixer}: keys patchesPerRow ({per_row}) and patchDimensions ({patch_width} x {patch_height}) make the raster {mixer_width} pixels wide ({records}); it is written a row of patches at a time, and a row of {bands} band(s) takes {gib_strip}: the {gib_held} the import holds at once (rows decoded ahead and rows of tiles) is more than half this machine's memory ({gib_memory}). Is it the mixer of these records?</source>
      <translation type="vanished">{mixer}: as chaves patchesPerRow ({per_row}) e patchDimensions ({patch_width} x {patch_height}) tornam o raster {mixer_width} pixels de largura ({records}); ele é gravado uma linha de patches por vez, e uma linha de {bands} banda(s) ocupa {gib_strip}: os {gib_held} que a importação mantém de uma vez (linhas decodificadas adiante e linhas de tiles) são mais da metade da memória desta máquina ({gib_memory}). É o mixer destes registros?</translation>
    </message>
    <message>
      <source>{mixer}: the mixer describes {patches} patches, a record each of at least {least} bytes ({first} holds that), but the {files} file(s) can hold at most {records} such records ({bytes} bytes of records at most): is it the mixer of these records?</source>
      <translation type="vanished">{mixer}: o mixer descreve {patches} patches, cada um um registro de pelo menos {least} bytes ({first} tem esse tamanho), mas o(s) {files} arquivo(s) comporta(m) no máximo {records} desses registros (no máximo {bytes} bytes de registros): é o mixer destes registros?</translation>
    </message>
    <message>
      <source>The files hold {records} records but the mixer {mixer} describes {patches} patches.</source>
      <translation type="vanished">Os arquivos têm {records} registros, mas o mixer {mixer} descreve {patches} patches.</translation>
    </message>
    <message>
      <source>unknown formatOptions key(s) {unknown}; known: {known}</source>
      <translation type="vanished">chave(s) de formatOptions desconhecida(s) {unknown}; conhecidas: {known}</translation>
    </message>
    <message>
      <source>{path}: {records} records, but the export sidecar {sidecar} says run {run} wrote {expected} records in it</source>
      <translation type="vanished">{path}: {records} registros, mas o sidecar de exportação {sidecar} diz que a execução {run} gravou {expected} registros nele</translation>
    </message>
    <message>
      <source>{names}, ... ({files} files)</source>
      <translation type="vanished">{names}, ... ({files} arquivos)</translation>
    </message>
    <message>
      <source>no TFRecord shards {named}found in {folder}</source>
      <translation type="vanished">nenhum shard TFRecord {named}encontrado em {folder}</translation>
    </message>
    <message>
      <source>the server gave {answer} to the completion of the upload, {attempts} time(s), and the object is not there</source>
      <translation type="vanished">o servidor deu {answer} à conclusão do envio, {attempts} vez(es), e o objeto não está lá</translation>
    </message>
    <message>
      <source>the server gave {answer}, {attempts} time(s)</source>
      <translation type="vanished">o servidor deu {answer}, {attempts} vez(es)</translation>
    </message>
    <message>
      <source>{channels} bands of {tile_width} x {tile_height} ({patch_width} x {patch_height} patches, kernel {kernel_width} x {kernel_height})</source>
      <translation type="vanished">{channels} bandas de {tile_width} x {tile_height} (patches de {patch_width} x {patch_height}, kernel {kernel_width} x {kernel_height})</translation>
    </message>
    <message>
      <source>the EE-format predictions hold {records} records for the {patches} patches: nothing was kept</source>
      <translation type="vanished">as previsões no formato do EE têm {records} registros para os {patches} patches: nada foi mantido</translation>
    </message>
    <message>
      <source>Wrote the EE-format predictions: {patches} records in {files} file(s) and the mixer {mixer}</source>
      <translation type="vanished">Previsões no formato do EE gravadas: {patches} registros em {files} arquivo(s) e o mixer {mixer}</translation>
    </message>
    <message>
      <source>the rasters give {count} bands ({mine}); the training export {path} had {training} ({theirs}): give the rasters of the bands the model was trained on, in that order (an array layer is one band)</source>
      <translation type="vanished">os rasters dão {count} bandas ({mine}); a exportação de treino {path} tinha {training} ({theirs}): dê os rasters das bandas com que o modelo foi treinado, nessa ordem (uma camada de matriz é uma banda)</translation>
    </message>
    <message>
      <source>{inputs} -&gt; {output} ({bands} bands), {layout}, {batch} patches a run; {header}; onnxruntime {version}</source>
      <translation type="vanished">{inputs} -&gt; {output} ({bands} bandas), {layout}, {batch} patches por execução; {header}; onnxruntime {version}</translation>
    </message>
    <message>
      <source>{count} names given in {option} for the {bands} bands of the model's output {output}</source>
      <translation type="vanished">{count} nomes dados em {option} para as {bands} bandas da saída {output} do modelo</translation>
    </message>
    <message>
      <source>Wrote {count} records to {path}</source>
      <translation type="vanished">{count} registros gravados em {path}</translation>
    </message>
    <message>
      <source>{record_count} {mode} records -&gt; {width} x {height} {data_type} raster, bands {bands}{margins}</source>
      <translation type="vanished">{record_count} registros {mode} -&gt; raster {data_type} de {width} x {height}, bandas {bands}{margins}</translation>
    </message>
    <message>
      <source>{count} records hold {wkb_key!r} bytes that are not WKB: their features have no geometry</source>
      <translation type="vanished">{count} registros contêm bytes {wkb_key!r} que não são WKB: suas feições ficam sem geometria</translation>
    </message>
    <message>
      <source>{records} records, {fields} fields</source>
      <translation type="vanished">{records} registros, {fields} campos</translation>
    </message>
    <message>
      <source>{records_with_feature_lists} records are SequenceExamples; only their context features are loaded</source>
      <translation type="vanished">{records_with_feature_lists} registros são SequenceExamples; só os atributos de contexto deles são carregados</translation>
    </message>
    <message>
      <source>{records} records ({record_type}) in {files} file(s); {problems} problem(s).</source>
      <translation type="vanished">{records} registros ({record_type}) em {files} arquivo(s); {problems} problema(s).</translation>
    </message>
    <message>
      <source>{records} records, {features} features; report: {html_path}</source>
      <translation type="vanished">{records} registros, {features} atributos; relatório: {html_path}</translation>
    </message>
    <message>
      <source>Copying the label layer: {done} of {total} features</source>
      <translation type="vanished">Copiando a camada de rótulos: {done} de {total} feições</translation>
    </message>
    <message>
      <source>{patches} patches -&gt; {width} x {height} {data_type} raster, bands {bands}</source>
      <translation type="vanished">{patches} patches -&gt; raster {data_type} de {width} x {height}, bandas {bands}</translation>
    </message>
    <message>
      <source>{patches:,} patches in {files} files in {folder}: {names}; georeferenced by {mixer}</source>
      <translation type="vanished">{patches:,} patches em {files} arquivos em {folder}: {names}; georreferenciados por {mixer}</translation>
    </message>
    <message>
      <source>{patches:,} patches in {files} file in {folder}: {names}; georeferenced by {mixer}</source>
      <translation type="vanished">{patches:,} patches em {files} arquivo em {folder}: {names}; georreferenciados por {mixer}</translation>
    </message>
    <message>
      <source>; {patches:,} patches left out by the buffer between sets</source>
      <translation type="vanished">; {patches:,} patches deixados de fora pelo buffer entre conjuntos</translation>
    </message>
    <message>
      <source>The map shows the covered area as one outline: {total_patches:,} patches are more than the {max_drawn_patches:,} drawn one by one.</source>
      <translation type="vanished">O mapa mostra a área coberta como um só contorno: {total_patches:,} patches são mais que os {max_drawn_patches:,} desenhados um a um.</translation>
    </message>
    <message>
      <source>{total_patches:,} patches</source>
      <translation type="vanished">{total_patches:,} patches</translation>
    </message>
    <message>
      <source>{total_patches:,} patch</source>
      <translation type="vanished">{total_patches:,} patch</translation>
    </message>
    <message>
      <source>{patches_per_row:,} per row, {rows:,} rows</source>
      <translation type="vanished">{patches_per_row:,} por linha, {rows:,} linhas</translation>
    </message>
    <message>
      <source>{patches_per_row:,} per row, {rows:,} row</source>
      <translation type="vanished">{patches_per_row:,} por linha, {rows:,} linha</translation>
    </message>
    <message>
      <source>padded with masked pixels: {extra_columns} columns, {extra_rows} rows</source>
      <translation type="vanished">preenchidos com pixels mascarados: {extra_columns} colunas, {extra_rows} linhas</translation>
    </message>
    <message>
      <source>dropped: {extra_columns} columns at the right, {extra_rows} rows at the bottom</source>
      <translation type="vanished">descartados: {extra_columns} colunas à direita, {extra_rows} linhas embaixo</translation>
    </message>
    <message>
      <source>about {total_bytes:,} bytes before compression ({human}): {records:,} records of {record_bytes:,} bytes</source>
      <translation type="vanished">cerca de {total_bytes:,} bytes antes da compactação ({human}): {records:,} registros de {record_bytes:,} bytes</translation>
    </message>
    <message>
      <source>about {total_bytes:,} bytes before compression ({human}): {records:,} record of {record_bytes:,} bytes</source>
      <translation type="vanished">cerca de {total_bytes:,} bytes antes da compactação ({human}): {records:,} registro de {record_bytes:,} bytes</translation>
    </message>
    <message>
      <source>{shards:,} files (at most {max_bytes:,} bytes each)</source>
      <translation type="vanished">{shards:,} arquivos (no máximo {max_bytes:,} bytes cada)</translation>
    </message>
    <message>
      <source>{shards:,} file (at most {max_bytes:,} bytes each)</source>
      <translation type="vanished">{shards:,} arquivo (no máximo {max_bytes:,} bytes)</translation>
    </message>
    <message>
      <source>reading {count} files...</source>
      <translation type="vanished">lendo {count} arquivos...</translation>
    </message>
    <message>
      <source>reading {count} file...</source>
      <translation type="vanished">lendo {count} arquivo...</translation>
    </message>
    <message>
      <source>added {name}: {width:,} x {height:,} pixels, {bands} band(s), from {path}</source>
      <translation type="vanished">{name} adicionado: {width:,} x {height:,} pixels, {bands} banda(s), de {path}</translation>
    </message>
    <message>
      <source>{records:,} records in {files} files</source>
      <translation type="vanished">{records:,} registros em {files} arquivos</translation>
    </message>
    <message>
      <source>{records:,} records in {files} file</source>
      <translation type="vanished">{records:,} registros em {files} arquivo</translation>
    </message>
    <message>
      <source>the index lists {records:,} of its {total:,} patches</source>
      <translation type="vanished">o índice lista {records:,} dos seus {total:,} patches</translation>
    </message>
    <message>
      <source>{name}  ({kinds}, {values} values</source>
      <translation type="vanished">{name}  ({kinds}, {values} valores</translation>
    </message>
    <message>
      <source>added {name}: {width:,} x {height:,} pixels, {bands} band(s), {patches} patches, from {path}</source>
      <translation type="vanished">{name} adicionado: {width:,} x {height:,} pixels, {bands} banda(s), {patches} patches, de {path}</translation>
    </message>
    <message>
      <source>{path}: rotated rasters are not supported</source>
      <translation type="vanished">{path}: rasters rotacionados não são suportados</translation>
    </message>
    <message>
      <source>Mask the margins another set owns (keep every patch)</source>
      <translation type="vanished">Mascarar as margens de outro conjunto (manter todos os patches)</translation>
    </message>
    <message>
      <source>Buffer between sets: {left_out} patches left out ({per_set}), whose records would have shared pixels with another set's (kernel margins reach {reach_x} x {reach_y} patches); where sets meet, the set with the larger share gave way</source>
      <translation type="vanished">Margem entre conjuntos: {left_out} patches deixados de fora ({per_set}), cujos registros teriam compartilhado pixels com os de outro conjunto (as margens do kernel alcançam {reach_x} x {reach_y} patches); onde os conjuntos se encontram, o de maior proporção cedeu</translation>
    </message>
    <message>
      <source>Ours, with splits: the patches whose record (the patch and its kernel margins) would share a pixel with a record of another set are left out, so that no pixel of any record of one set lies in a record of another. Where two sets meet, the set asked for the larger share gives way (of equal shares, the one listed later). The patches left out are counted in the log, LEFT_OUT_FOR_BUFFER and the sidecar. Off, the kernel margins of patches along a block's edge cover pixels of the neighbouring set.</source>
      <translation type="vanished">Nosso, com divisões: os patches cujo registro (o patch e suas margens de kernel) compartilharia um pixel com um registro de outro conjunto são deixados de fora, de modo que nenhum pixel de qualquer registro de um conjunto esteja num registro de outro. Onde dois conjuntos se encontram, cede o conjunto pedido com a parcela maior (entre parcelas iguais, o listado depois). Os patches deixados de fora são contados no log, em LEFT_OUT_FOR_BUFFER e no sidecar. Desligado, as margens de kernel dos patches ao longo da borda de um bloco cobrem pixels do conjunto vizinho.</translation>
    </message>
    <message>
      <source>Leave out the patches whose records (kernel margins included) would share a pixel with a record of another set; where sets meet, the set with the larger share gives way.</source>
      <translation type="vanished">Deixa de fora os patches cujos registros (margens de kernel incluídas) compartilhariam um pixel com um registro de outro conjunto; onde conjuntos se encontram, cede o conjunto de parcela maior.</translation>
    </message>
    <message>
      <source>Cuts raster layers into patches and writes them as TFRecord files of tf.train.Example (or SequenceExample) records, with the "mixer" JSON that georeferences them, exactly as Google Earth Engine's Export.image with fileFormat 'TFRecord' does.&lt;br&gt;&lt;br&gt;&lt;b&gt;Input layers&lt;/b&gt;: their bands are stacked in order; layers must cover the same place, and are warped to the export grid when they are not on it. &lt;b&gt;Array layers&lt;/b&gt;: each becomes one array band named after the layer, whose per-pixel array is the layer's band values (e.g. a time series).&lt;br&gt;&lt;b&gt;Band names&lt;/b&gt;: comma list; default the band descriptions, else b1, b2, ...&lt;br&gt;&lt;b&gt;Extent, target CRS, pixel size&lt;/b&gt;: the export grid; default the first layer's grid.&lt;br&gt;&lt;b&gt;Patch dimensions&lt;/b&gt; (width,height) and &lt;b&gt;kernel size&lt;/b&gt;: each record holds a patch plus floor(kernel/2) real neighbouring pixels on each side.&lt;br&gt;&lt;b&gt;Max file size&lt;/b&gt;: bytes per file before compression; files are named PREFIX-00000.tfrecord.gz, ... (an empty prefix: 00000.tfrecord.gz, ..., mixer.json and sidecar.json; one ending in '/': a subfolder of that name). A run writes all its files or none, replacing an earlier export with that prefix only when it succeeds.&lt;br&gt;&lt;b&gt;GZIP compression level&lt;/b&gt;: 0-9, default 6 (zlib's, as EE); the files read the same at any level. Levels 1-3 are fastest, above all with the isal package installed (README).&lt;br&gt;&lt;b&gt;Default value&lt;/b&gt;: written in every band of a pixel masked in any band (nodata, mask or outside).&lt;br&gt;&lt;b&gt;Tensor depths&lt;/b&gt;: {"arrayBand": depth} (or band:depth,...), required for array bands unless sequence data.&lt;br&gt;&lt;b&gt;Sequence data&lt;/b&gt;: one SequenceExample per pixel (scalar bands in the context, array bands as feature lists). &lt;b&gt;Collapse bands&lt;/b&gt;: one feature named after the first band holding every band.&lt;br&gt;&lt;b&gt;Masked threshold&lt;/b&gt;: the largest fraction of masked pixels a patch may have; below 1, EE writes no mixer, and we write PREFIX-index.json listing the kept patches.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: paste the JSON used in EE; it overrides the single options.&lt;br&gt;An export whose layers leave no pixel of the region unmasked (rasters that do not overlap, an extent outside them) stops before writing; wholly masked patches are counted in the log and in MASKED_PATCH_COUNT, and written as EE writes them. Beside the mixer, PREFIX-sidecar.json keeps what EE's mixer cannot (kernel size, default value, band names and types), for the import.&lt;br&gt;The log ends with the featuresDict to read the files in TensorFlow (also the FEATURES_DICT output).&lt;br&gt;&lt;br&gt;&lt;b&gt;Training sets&lt;/b&gt;: a &lt;b&gt;label layer&lt;/b&gt; (polygons, lines or points) is burnt onto the export grid with GDAL as one more band of every record, the label band (int64): a field's values (a text field's texts numbered 1, 2, ... in sorted order), or the label value. Where no feature lies, and where the image bands are masked, it holds the label nodata, a value no class has (0 when every class is 1 or more). &lt;b&gt;Splits&lt;/b&gt; (e.g. train=0.8,val=0.1,test=0.1) deal whole blocks of N x N patches to one set, so neighbours inside a block, and their shared kernel margins, stay in one set (only a block's edge borders another set), seeded; with the &lt;b&gt;buffer between sets&lt;/b&gt;, the patches whose records would share pixels with another set's are left out too, the larger set giving way. Each set is written under its own prefix (PREFIX-train-00000.tfrecord.gz, ...) with a mixer of the full grid and PREFIX-train-index.json placing its records. &lt;b&gt;Sampling&lt;/b&gt; keeps the patches whose labels cover at least the least label share, and of the patches without any label the negative ratio, seeded. Kept patches, negatives, the sets' sizes and the pixels of each class in each set are in the log, the results and the sidecar. &lt;b&gt;.tfindex&lt;/b&gt; files (for the PyTorch tfrecord package) are written beside uncompressed shards.</source>
      <translation type="vanished">Corta camadas raster em patches e as grava como arquivos TFRecord de registros tf.train.Example (ou SequenceExample), com o JSON "mixer" que os georreferencia, exatamente como faz o Export.image do Google Earth Engine com fileFormat 'TFRecord'.&lt;br&gt;&lt;br&gt;&lt;b&gt;Camadas de entrada&lt;/b&gt;: suas bandas são empilhadas em ordem; as camadas precisam cobrir o mesmo lugar e são reprojetadas para a grade de exportação quando não estão nela. &lt;b&gt;Camadas de matriz&lt;/b&gt;: cada uma vira uma banda de matriz com o nome da camada, cuja matriz por pixel são os valores das bandas da camada (por exemplo, uma série temporal).&lt;br&gt;&lt;b&gt;Nomes das bandas&lt;/b&gt;: lista separada por vírgulas; padrão: as descrições das bandas, senão b1, b2, ...&lt;br&gt;&lt;b&gt;Extensão, SRC de destino, tamanho do pixel&lt;/b&gt;: a grade de exportação; padrão: a grade da primeira camada.&lt;br&gt;&lt;b&gt;Dimensões do patch&lt;/b&gt; (largura,altura) e &lt;b&gt;tamanho do kernel&lt;/b&gt;: cada registro contém um patch mais floor(kernel/2) pixels vizinhos reais de cada lado.&lt;br&gt;&lt;b&gt;Tamanho máximo do arquivo&lt;/b&gt;: bytes por arquivo antes da compactação; os arquivos se chamam PREFIX-00000.tfrecord.gz, ... (prefixo vazio: 00000.tfrecord.gz, ..., mixer.json e sidecar.json; um terminado em '/': uma subpasta com esse nome). Uma execução grava todos os seus arquivos ou nenhum, substituindo uma exportação anterior com esse prefixo só quando tem sucesso.&lt;br&gt;&lt;b&gt;Nível de compressão GZIP&lt;/b&gt;: 0-9, padrão 6 (o do zlib, como no EE); os arquivos são lidos da mesma forma em qualquer nível. Os níveis 1-3 são os mais rápidos, sobretudo com o pacote isal instalado (README).&lt;br&gt;&lt;b&gt;Valor padrão&lt;/b&gt;: gravado em todas as bandas de um pixel mascarado em qualquer banda (nodata, máscara ou fora).&lt;br&gt;&lt;b&gt;Profundidades dos tensores&lt;/b&gt;: {"arrayBand": depth} (ou band:depth,...), obrigatório para bandas de matriz, exceto com dados de sequência.&lt;br&gt;&lt;b&gt;Dados de sequência&lt;/b&gt;: um SequenceExample por pixel (bandas escalares no contexto, bandas de matriz como listas de atributos). &lt;b&gt;Recolher bandas&lt;/b&gt;: um atributo com o nome da primeira banda contendo todas as bandas.&lt;br&gt;&lt;b&gt;Limite de mascaramento&lt;/b&gt;: a maior fração de pixels mascarados que um patch pode ter; abaixo de 1, o EE não grava mixer, e nós gravamos PREFIX-index.json listando os patches mantidos.&lt;br&gt;&lt;b&gt;formatOptions do EE&lt;/b&gt;: cole o JSON usado no EE; ele substitui as opções individuais.&lt;br&gt;Uma exportação cujas camadas não deixam nenhum pixel da região sem máscara (rasters que não se sobrepõem, uma extensão fora deles) para antes de gravar; patches totalmente mascarados são contados no log e em MASKED_PATCH_COUNT, e gravados como o EE os grava. Ao lado do mixer, PREFIX-sidecar.json guarda o que o mixer do EE não guarda (tamanho do kernel, valor padrão, nomes e tipos das bandas), para a importação.&lt;br&gt;O log termina com o featuresDict para ler os arquivos no TensorFlow (também a saída FEATURES_DICT).&lt;br&gt;&lt;br&gt;&lt;b&gt;Conjuntos de treino&lt;/b&gt;: uma &lt;b&gt;camada de rótulos&lt;/b&gt; (polígonos, linhas ou pontos) é gravada com o GDAL na grade da exportação como mais uma banda de cada registro, a banda de rótulos (int64): os valores de um campo (os textos de um campo de texto numerados 1, 2, ... em ordem alfabética), ou o valor de rótulo. Onde não há feição, e onde as bandas da imagem estão mascaradas, ela tem o nodata de rótulo, um valor que nenhuma classe tem (0 quando toda classe é 1 ou mais). &lt;b&gt;Divisões&lt;/b&gt; (ex.: train=0.8,val=0.1,test=0.1) distribuem blocos inteiros de N x N patches a um conjunto, de modo que vizinhos dentro de um bloco, e as margens de kernel que compartilham, ficam num só conjunto (só a borda de um bloco faz fronteira com outro conjunto), pela semente; com o &lt;b&gt;buffer entre conjuntos&lt;/b&gt;, os patches cujos registros compartilhariam pixels com os de outro conjunto também ficam de fora, cedendo o conjunto maior. Cada conjunto é gravado com seu próprio prefixo (PREFIX-train-00000.tfrecord.gz, ...) com um mixer da grade inteira e PREFIX-train-index.json situando seus registros. A &lt;b&gt;amostragem&lt;/b&gt; mantém os patches cujos rótulos cobrem ao menos a parcela mínima de rótulos e, dos patches sem nenhum rótulo, a proporção de negativos, pela semente. Patches mantidos, negativos, os tamanhos dos conjuntos e os pixels de cada classe em cada conjunto estão no log, nos resultados e no sidecar. Arquivos &lt;b&gt;.tfindex&lt;/b&gt; (para o pacote tfrecord do PyTorch) são gravados ao lado de arquivos não comprimidos.</translation>
    </message>
    <message>
      <source>Max file size (bytes, before compression)</source>
      <translation type="vanished">Tamanho máximo do arquivo (bytes, antes da compactação)</translation>
    </message>
    <message>
      <source>Tensor depths ({"band": depth} or band:depth,...)</source>
      <translation type="vanished">Profundidades dos tensores ({"band": depth} ou band:depth,...)</translation>
    </message>
    <message>
      <source>Buffer between sets (no record shares a pixel with another set's)</source>
      <translation type="vanished">Buffer entre conjuntos (nenhum registro compartilha um pixel com os de outro conjunto)</translation>
    </message>
    <message>
      <source>Kernel size of the export, 'kx,ky' (empty: from the value counts)</source>
      <translation type="vanished">Tamanho do kernel da exportação, 'kx,ky' (vazio: pelas contagens de valores)</translation>
    </message>
    <message>
      <source>Band names (comma separated)</source>
      <translation type="vanished">Nomes das bandas (separados por vírgulas)</translation>
    </message>
    <message>
      <source>EE formatOptions JSON (overrides the options above)</source>
      <translation type="vanished">JSON de formatOptions do EE (substitui as opções acima)</translation>
    </message>
    <message>
      <source>Label layer (polygons, lines or points burnt as a label band)</source>
      <translation type="vanished">Camada de rótulos (polígonos, linhas ou pontos gravados como banda de rótulos)</translation>
    </message>
    <message>
      <source>Features burnt onto the export grid as one more band of every record, the label band (int64): a field's values, or the label value. Where no feature lies the band holds the label nodata, a value no class has (0 when every class is 1 or more, else one below the least class), as it does where the image bands are masked. The class table goes into the log and PREFIX-sidecar.json.</source>
      <translation type="vanished">Feições gravadas na grade da exportação como mais uma banda de cada registro, a banda de rótulos (int64): os valores de um campo, ou o valor de rótulo. Onde não há feição a banda tem o nodata de rótulo, um valor que nenhuma classe tem (0 quando toda classe é 1 ou mais, senão um abaixo da menor classe), como onde as bandas da imagem estão mascaradas. A tabela de classes vai para o log e para PREFIX-sidecar.json.</translation>
    </message>
    <message>
      <source>Label field (empty: the label value)</source>
      <translation type="vanished">Campo de rótulo (vazio: o valor de rótulo)</translation>
    </message>
    <message>
      <source>Input raster layers (bands stacked in order)</source>
      <translation type="vanished">Camadas raster de entrada (bandas empilhadas em ordem)</translation>
    </message>
    <message>
      <source>Array layers (each one array band)</source>
      <translation type="vanished">Camadas de matriz (cada uma uma banda de matriz)</translation>
    </message>
    <message>
      <source>Pixel size (target CRS units)</source>
      <translation type="vanished">Tamanho do pixel (unidades do SRC de destino)</translation>
    </message>
    <message>
      <source>Splits (e.g. train=0.8,val=0.1,test=0.1; empty: none)</source>
      <translation type="vanished">Divisões (ex.: train=0.8,val=0.1,test=0.1; vazio: nenhuma)</translation>
    </message>
    <message>
      <source>Least label share of a patch with labels (0-1)</source>
      <translation type="vanished">Parcela mínima de rótulos de um patch com rótulos (0-1)</translation>
    </message>
    <message>
      <source>Write .tfindex files (uncompressed shards only)</source>
      <translation type="vanished">Gravar arquivos .tfindex (somente arquivos não comprimidos)</translation>
    </message>
    <message>
      <source>Point fields to attach (e.g. the label; none chosen: none)</source>
      <translation type="vanished">Campos do ponto a anexar (por exemplo, o rótulo; nenhum escolhido: nenhum)</translation>
    </message>
    <message>
      <source>write the patch, pixels outside the rasters masked (default value)</source>
      <translation type="vanished">gravar o patch, pixels fora dos rasters mascarados (valor padrão)</translation>
    </message>
    <message>
      <source>Fields to export (none chosen: all)</source>
      <translation type="vanished">Campos a exportar (nenhum escolhido: todos)</translation>
    </message>
    <message>
      <source>File name prefix in that folder (empty: the folder's only export)</source>
      <translation type="vanished">Prefixo dos nomes de arquivo nessa pasta (vazio: a única exportação da pasta)</translation>
    </message>
    <message>
      <source>Mixer or index JSON (empty: the one beside the files)</source>
      <translation type="vanished">JSON do mixer ou do índice (vazio: o que está ao lado dos arquivos)</translation>
    </message>
    <message>
      <source>Features to load, comma-separated (empty: all that fit)</source>
      <translation type="vanished">Atributos a carregar, separados por vírgulas (vazio: todos os que cabem)</translation>
    </message>
    <message>
      <source>Class table: the training export's sidecar JSON, or a CSV of value,name[,color]</source>
      <translation type="vanished">Tabela de classes: o sidecar JSON da exportação de treino, ou um CSV de value,name[,color]</translation>
    </message>
    <message>
      <source>Scale of the input, comma-separated</source>
      <translation type="vanished">Escala da entrada, separada por vírgula</translation>
    </message>
    <message>
      <source>Offset of the input, comma-separated</source>
      <translation type="vanished">Deslocamento da entrada, separado por vírgula</translation>
    </message>
    <message>
      <source>Output band names, comma-separated</source>
      <translation type="vanished">Nomes das bandas de saída, separados por vírgula</translation>
    </message>
    <message>
      <source>EE-format predictions folder (optional)</source>
      <translation type="vanished">Pasta das previsões no formato do EE (opcional)</translation>
    </message>
    <message>
      <source>EE-format predictions file name prefix</source>
      <translation type="vanished">Prefixo dos nomes dos arquivos das previsões no formato do EE</translation>
    </message>
    <message>
      <source>{words}; or install the command with its onnx extra: pip install "tfrecord-bridge[onnx]"</source>
      <translation type="vanished">{words}; ou instale o comando com o extra onnx: pip install "tfrecord-bridge[onnx]"</translation>
    </message>
    <message>
      <source>Band names, comma-separated (empty: the bands' descriptions, else b1, b2, ...)</source>
      <translation type="vanished">Nomes das bandas, separados por vírgula (vazio: as descrições das bandas, senão b1, b2, ...)</translation>
    </message>
    <message>
      <source>The feature names of the image bands in the records, in order.</source>
      <translation type="vanished">Os nomes dos atributos das bandas da imagem nos registros, em ordem.</translation>
    </message>
    <message>
      <source>Uncompressed, with .tfindex files for PyTorch</source>
      <translation type="vanished">Sem compressão, com arquivos .tfindex para PyTorch</translation>
    </message>
    <message>
      <source>Mixer or index JSON of the export (empty: the one beside the predictions)</source>
      <translation type="vanished">Mixer ou JSON de índice da exportação (vazio: o que está ao lado das predições)</translation>
    </message>
    <message>
      <source>Features, comma-separated (empty: every feature)</source>
      <translation type="vanished">Atributos, separados por vírgula (vazio: todos os atributos)</translation>
    </message>
    <message>
      <source>The features of the records that hold the predictions, in order: with the argmax, band i is the class table's i-th class. label reads a training set's label band.</source>
      <translation type="vanished">Os atributos dos registros que trazem as predições, em ordem: com o argmax, a banda i é a i-ésima classe da tabela de classes. label lê a banda de rótulos de um conjunto de treinamento.</translation>
    </message>
    <message>
      <source>How many patches one run of the model takes (never more than a row of patches); empty: as many as 16 MiB of input holds.</source>
      <translation type="vanished">Quantos patches uma execução do modelo recebe (nunca mais que uma linha de patches); vazio: tantos quantos cabem em 16 MiB de entrada.</translation>
    </message>
    <message>
      <source>The output's nodata value, where an input pixel was masked; empty: -9999.</source>
      <translation type="vanished">O valor nodata da saída, onde um pixel de entrada estava mascarado; vazio: -9999.</translation>
    </message>
    <message>
      <source>{names} band names given for {bands} bands; name them in this order (each array layer is one band): {defaults}</source>
      <translation type="vanished">{names} nomes de banda dados para {bands} bandas; nomeie-as nesta ordem (cada camada de array é uma banda): {defaults}</translation>
    </message>
    <message>
      <source>a record of {th} x {tw} pixels and {values_per_pixel} values per pixel would pass protobuf's 2 GiB limit: use smaller patchDimensions</source>
      <translation type="vanished">um registro de {th} x {tw} pixels e {values_per_pixel} valores por pixel passaria do limite de 2 GiB do protobuf: use patchDimensions menores</translation>
    </message>
    <message>
      <source>Warning: each record holds {size:,} bytes, more than the {ceiling} MB this plugin reads a record up to: to import or inspect these files, set {variable}={needed} where they are read, or use smaller patchDimensions</source>
      <translation type="vanished">Aviso: cada registro tem {size:,} bytes, mais que os {ceiling} MB até onde este plugin lê um registro: para importar ou inspecionar estes arquivos, defina {variable}={needed} onde forem lidos, ou use patchDimensions menores</translation>
    </message>
    <message>
      <source>every one of the {total} patches is wholly masked (nodata, outside a layer, or where the layers do not overlap), so every value would be defaultValue; nothing was written</source>
      <translation type="vanished">todos os {total} patches estão totalmente mascarados (nodata, fora de uma camada, ou onde as camadas não se sobrepõem), então todo valor seria defaultValue; nada foi gravado</translation>
    </message>
    <message>
      <source>every patch has more than maskedThreshold={threshold} of its pixels masked: nothing to export</source>
      <translation type="vanished">todo patch tem mais que maskedThreshold={threshold} de seus pixels mascarados: nada a exportar</translation>
    </message>
    <message>
      <source>{masked} of {total} patches are wholly masked (nodata or outside a layer): every value in them is defaultValue; EE writes them too, maskedThreshold below 1 (e.g. 0.99) leaves them out</source>
      <translation type="vanished">{masked} de {total} patches estão totalmente mascarados (nodata ou fora de uma camada): todo valor neles é defaultValue; o EE também os grava, maskedThreshold abaixo de 1 (p. ex. 0,99) os deixa de fora</translation>
    </message>
    <message>
      <source>{masked} of {total} patches are wholly masked (nodata or outside a layer): every value in them is defaultValue; maskedThreshold {threshold:g} left them out</source>
      <translation type="vanished">{masked} de {total} patches estão totalmente mascarados (nodata ou fora de uma camada): todo valor neles é defaultValue; maskedThreshold {threshold:g} os deixou de fora</translation>
    </message>
    <message>
      <source>every patch would be wholly masked, every value defaultValue: {where}</source>
      <translation type="vanished">todo patch ficaria totalmente mascarado, todo valor defaultValue: {where}</translation>
    </message>
    <message>
      <source>more of the patch masked than maskedThreshold allows</source>
      <translation type="vanished">mais do patch mascarado do que maskedThreshold permite</translation>
    </message>
    <message>
      <source>sequenceData writes one record per pixel, which cannot carry a point's attributes: export patches at points as Examples</source>
      <translation type="vanished">sequenceData grava um registro por pixel, que não pode levar os atributos de um ponto: exporte patches em pontos como Examples</translation>
    </message>
    <message>
      <source>kernelSize must be one whole number &gt;= 1 or two as 'kx,ky', got {value!r}</source>
      <translation type="vanished">kernelSize deve ser um número inteiro &gt;= 1 ou dois como 'kx,ky', veio {value!r}</translation>
    </message>
    <message>
      <source>with kernelSize {kx},{ky} a {pw}x{ph} patch needs {tile} values a band (a multiple of {tile} for a 3-D feature)</source>
      <translation type="vanished">com kernelSize {kx},{ky} um patch de {pw}x{ph} precisa de {tile} valores por banda (um múltiplo de {tile} para uma feição 3-D)</translation>
    </message>
    <message>
      <source>{values} (kernelSize {kernel})</source>
      <translation type="vanished">{values} (kernelSize {kernel})</translation>
    </message>
    <message>
      <source>{records} with kernelSize {kx},{ky}</source>
      <translation type="vanished">{records} com kernelSize {kx},{ky}</translation>
    </message>
    <message>
      <source>cannot tell the kernel margins from the value counts, {choices}; give kernelSize as kx,ky</source>
      <translation type="vanished">não é possível saber as margens do kernel pelas contagens de valores, {choices}; forneça kernelSize como kx,ky</translation>
    </message>
    <message>
      <source>Cannot tell the kernel margins from the value counts, {choices}; give kernelSize as kx,ky.</source>
      <translation type="vanished">Não é possível saber as margens do kernel pelas contagens de valores, {choices}; forneça kernelSize como kx,ky.</translation>
    </message>
    <message>
      <source>maskedThreshold must be between 0 and 1, got {maskedThreshold}</source>
      <translation type="vanished">maskedThreshold deve estar entre 0 e 1, veio {maskedThreshold}</translation>
    </message>
    <message>
      <source>valueType must be one of {types}, got {valueType!r}</source>
      <translation type="vanished">valueType deve ser um de {types}, veio {valueType!r}</translation>
    </message>
    <message>
      <source>edgeMode must be one of {modes}, got {edgeMode!r}</source>
      <translation type="vanished">edgeMode deve ser um de {modes}, veio {edgeMode!r}</translation>
    </message>
    <message>
      <source>kernelSize {kernel} is more than 4 times patchDimensions {patch} and more than {largest}: each record would be mostly margin; use larger patches</source>
      <translation type="vanished">kernelSize {kernel} é mais de 4 vezes patchDimensions {patch} e maior que {largest}: cada registro seria quase só margem; use patches maiores</translation>
    </message>
    <message>
      <source>tensorDepths names {name!r}, which is {what}{bands}</source>
      <translation type="vanished">tensorDepths nomeia {name!r}, que é {what}{bands}</translation>
    </message>
    <message>
      <source>tensorDepths must give a depth for array band {band_name!r} (its layer has {band_depth} values per pixel), e.g. {{"{band_name}": {band_depth}}}</source>
      <translation type="vanished">tensorDepths deve dar uma profundidade para a banda de array {band_name!r} (sua camada tem {band_depth} valores por pixel), p. ex. {{"{band_name}": {band_depth}}}</translation>
    </message>
    <message>
      <source>tensorDepths must be like {{"band": depth}} or band:depth,..., got {text!r}</source>
      <translation type="vanished">tensorDepths deve ser como {{"band": depth}} ou band:depth,..., veio {text!r}</translation>
    </message>
    <message>
      <source>tensorDepths must map array band names to depths, got {value!r}</source>
      <translation type="vanished">tensorDepths deve associar nomes de bandas de array a profundidades, veio {value!r}</translation>
    </message>
    <message>
      <source>TFRecord Bridge</source>
      <translation type="vanished">TFRecord Bridge</translation>
    </message>
    <message>
      <source>Target CRS (TARGET_CRS): {value!r} is not a CRS QGIS knows</source>
      <translation type="vanished">SRC de destino (TARGET_CRS): {value!r} não é um SRC que o QGIS conheça</translation>
    </message>
    <message>
      <source>Extent (EXTENT) is empty: it has no area; give a region with a width and a height</source>
      <translation type="vanished">A extensão (EXTENT) está vazia: não tem área; informe uma região com largura e altura</translation>
    </message>
    <message>
      <source>every array layer (ARRAY_LAYERS) must also be one of the input layers (INPUT): it marks which of them are array bands</source>
      <translation type="vanished">toda camada de matriz (ARRAY_LAYERS) também precisa ser uma das camadas de entrada (INPUT): ela indica quais delas são bandas de matriz</translation>
    </message>
    <message>
      <source>table file (OUTPUT) {path}: this format cannot be written into a bucket (its file is written out of order); choose GeoJSON (.geojson) or FlatGeobuf (.fgb), or a local file</source>
      <translation type="vanished">arquivo de tabela (OUTPUT) {path}: este formato não pode ser gravado num bucket (o arquivo é gravado fora de ordem); escolha GeoJSON (.geojson) ou FlatGeobuf (.fgb), ou um arquivo local</translation>
    </message>
    <message>
      <source>CRS of the geometry (CRS): {value!r} is not a CRS QGIS knows</source>
      <translation type="vanished">SRC da geometria (CRS): {value!r} não é um SRC que o QGIS conheça</translation>
    </message>
    <message>
      <source>LABEL_FIELD: the label layer has no field {field!r} (its fields: {fields})</source>
      <translation type="vanished">LABEL_FIELD: a camada de rótulos não tem o campo {field!r} (seus campos: {fields})</translation>
    </message>
    <message>
      <source>no mixer ({prefix}-mixer.json or {prefix}-index.json) beside {paths}: give the mixer file</source>
      <translation type="vanished">nenhum mixer ({prefix}-mixer.json ou {prefix}-index.json) ao lado de {paths}: forneça o arquivo do mixer</translation>
    </message>
    <message>
      <source>the export would write {size}, more than one export may ({max_patches:,} patches, {max_size}): check PIXEL_SIZE, EXTENT and {patch_dimensions}; nothing was written</source>
      <translation type="vanished">a exportação gravaria {size}, mais do que uma exportação pode ({max_patches:,} patches, {max_size}): verifique PIXEL_SIZE, EXTENT e {patch_dimensions}; nada foi gravado</translation>
    </message>
    <message>
      <source>the export would write {size}, more than one export may ({max_patches:,} patches, {max_size}): check PIXEL_SIZE, EXTENT and {patch_dimensions}</source>
      <translation type="vanished">a exportação gravaria {size}, mais do que uma exportação pode ({max_patches:,} patches, {max_size}): verifique PIXEL_SIZE, EXTENT e {patch_dimensions}</translation>
    </message>
    <message>
      <source>the export would write {size}: it needs {needs}, and {folder} has {free} free. Nothing was written; free space, choose another output folder, or check PIXEL_SIZE, EXTENT and {patch_dimensions}</source>
      <translation type="vanished">a exportação gravaria {size}: ela precisa de {needs}, e {folder} tem {free} livres. Nada foi gravado; libere espaço, escolha outra pasta de saída, ou verifique PIXEL_SIZE, EXTENT e {patch_dimensions}</translation>
    </message>
    <message>
      <source>the export would write {size}: it needs {needs}, and {folder} has {free} free: free space, choose another output folder, or check PIXEL_SIZE, EXTENT and {patch_dimensions}</source>
      <translation type="vanished">a exportação gravaria {size}: ela precisa de {needs}, e {folder} tem {free} livres: libere espaço, escolha outra pasta de saída, ou verifique PIXEL_SIZE, EXTENT e {patch_dimensions}</translation>
    </message>
    <message>
      <source>LABEL_BAND {label_band!r} is also the name of an image band; give the label band another name</source>
      <translation type="vanished">LABEL_BAND {label_band!r} também é o nome de uma banda da imagem; dê outro nome à banda de rótulos</translation>
    </message>
    <message>
      <source>the set {name!r} would write its files under the prefix {set_prefix!r}, where another export is ({sidecar}): choose another PREFIX or set name, or remove that export</source>
      <translation type="vanished">o conjunto {name!r} gravaria seus arquivos sob o prefixo {set_prefix!r}, onde há outra exportação ({sidecar}): escolha outro PREFIX ou nome de conjunto, ou remova aquela exportação</translation>
    </message>
    <message>
      <source>{folder} is a folder where the export writes a file: move or rename it, or choose another PREFIX</source>
      <translation type="vanished">{folder} é uma pasta onde a exportação grava um arquivo: mova-a ou renomeie-a, ou escolha outro PREFIX</translation>
    </message>
    <message>
      <source>{layer} has no CRS: the mixer could not georeference the patches (assign the layer a CRS, or give TARGET_CRS)</source>
      <translation type="vanished">{layer} não tem SRC: o mixer não conseguiria georreferenciar os patches (atribua um SRC à camada, ou forneça TARGET_CRS)</translation>
    </message>
    <message>
      <source>no whole {pw} x {ph} patch fits in the {grid_width} x {grid_height} pixel export region: use smaller patchDimensions, a larger extent, or edge mode 'pad'</source>
      <translation type="vanished">nenhum patch inteiro de {pw} x {ph} cabe na região de exportação de {grid_width} x {grid_height} pixels: use patchDimensions menores, uma extensão maior, ou o modo de borda 'pad'</translation>
    </message>
    <message>
      <source>MIN_LABEL_SHARE and NEGATIVE_RATIO sample patches by their labels: give a label layer (LABEL_LAYER)</source>
      <translation type="vanished">MIN_LABEL_SHARE e NEGATIVE_RATIO amostram patches pelos seus rótulos: forneça uma camada de rótulos (LABEL_LAYER)</translation>
    </message>
    <message>
      <source>WRITE_TFINDEX needs uncompressed shards ({parameter} false): a .tfindex holds byte offsets into the file, which a GZIP file does not have (the tfrecord package would read the index's records from the decompressed stream, from its start each time); nothing was written</source>
      <translation type="vanished">WRITE_TFINDEX precisa de shards sem compressão ({parameter} false): um .tfindex guarda deslocamentos de bytes no arquivo, que um arquivo GZIP não tem (o pacote tfrecord leria os registros do índice do fluxo descomprimido, desde o início a cada vez); nada foi gravado</translation>
    </message>
    <message>
      <source>{parameter} keeps the sets of SPLITS apart: give SPLITS too, or leave out {parameter}</source>
      <translation type="vanished">{parameter} mantém separados os conjuntos de SPLITS: forneça SPLITS também, ou deixe de fora {parameter}</translation>
    </message>
    <message>
      <source>the sampling kept no patch of {total}: {sampling}; nothing was written (lower MIN_LABEL_SHARE or raise NEGATIVE_RATIO)</source>
      <translation type="vanished">a amostragem não manteve nenhum patch de {total}: {sampling}; nada foi gravado (baixe MIN_LABEL_SHARE ou aumente NEGATIVE_RATIO)</translation>
    </message>
    <message>
      <source>{kept} patches kept, {negatives_kept} of them without any label; {below_label_share} left out with labels covering less than MIN_LABEL_SHARE {min_label_share:g} of the patch, {negatives_left_out} without any label left out by NEGATIVE_RATIO {negative_ratio:g} (seed {seed})</source>
      <translation type="vanished">{kept} patches mantidos, {negatives_kept} deles sem nenhum rótulo; {below_label_share} deixados de fora com rótulos cobrindo menos que MIN_LABEL_SHARE {min_label_share:g} do patch, {negatives_left_out} sem nenhum rótulo deixados de fora por NEGATIVE_RATIO {negative_ratio:g} (semente {seed})</translation>
    </message>
    <message>
      <source>LABEL_LAYER {layer}: cannot open {source_path} as vector data ({error})</source>
      <translation type="vanished">LABEL_LAYER {layer}: não é possível abrir {source_path} como dados vetoriais ({error})</translation>
    </message>
    <message>
      <source>LABEL_LAYER {layer}: cannot open {source_path} as vector data</source>
      <translation type="vanished">LABEL_LAYER {layer}: não é possível abrir {source_path} como dados vetoriais</translation>
    </message>
    <message>
      <source>LABEL_LAYER {layer}: {source_path} has no layer {source_layer!r} (it has: {names})</source>
      <translation type="vanished">LABEL_LAYER {layer}: {source_path} não tem a camada {source_layer!r} (tem: {names})</translation>
    </message>
    <message>
      <source>LABEL_LAYER {layer}: {source_path} holds no vector layer</source>
      <translation type="vanished">LABEL_LAYER {layer}: {source_path} não contém camada vetorial</translation>
    </message>
    <message>
      <source>LABEL_LAYER {layer}: its filter {source_where!r} does not apply ({error})</source>
      <translation type="vanished">LABEL_LAYER {layer}: seu filtro {source_where!r} não se aplica ({error})</translation>
    </message>
    <message>
      <source>LABEL_FIELD: the label layer {layer} has no field {source_field!r} (its fields: {names})</source>
      <translation type="vanished">LABEL_FIELD: a camada de rótulos {layer} não tem o campo {source_field!r} (seus campos: {names})</translation>
    </message>
    <message>
      <source>LABEL_FIELD {source_field!r} is a {field_type} field: label values come from a number field (the values) or a text field (one class per text)</source>
      <translation type="vanished">LABEL_FIELD {source_field!r} é um campo {field_type}: os valores de rótulo vêm de um campo numérico (os valores) ou de um campo de texto (uma classe por texto)</translation>
    </message>
    <message>
      <source>LABEL_FIELD {field!r} of feature {fid}</source>
      <translation type="vanished">LABEL_FIELD {field!r} da feição {fid}</translation>
    </message>
    <message>
      <source>LABEL_LAYER {layer} has no feature with a {source_field!r} value: nothing to burn</source>
      <translation type="vanished">LABEL_LAYER {layer} não tem nenhuma feição com valor de {source_field!r}: nada a rasterizar</translation>
    </message>
    <message>
      <source>LABEL_BAND: the label band needs a name (the feature name in the records)</source>
      <translation type="vanished">LABEL_BAND: a banda de rótulos precisa de um nome (o nome da feição nos registros)</translation>
    </message>
    <message>
      <source>LABEL_LAYER {layer} has no feature with a geometry: nothing to burn</source>
      <translation type="vanished">LABEL_LAYER {layer} não tem nenhuma feição com geometria: nada a rasterizar</translation>
    </message>
    <message>
      <source>LABEL_FIELD of feature {fid}</source>
      <translation type="vanished">LABEL_FIELD da feição {fid}</translation>
    </message>
    <message>
      <source>LABEL_LAYER {layer}: GDAL could not burn it onto the export grid ({failure})</source>
      <translation type="vanished">LABEL_LAYER {layer}: o GDAL não conseguiu rasterizá-la na grade de exportação ({failure})</translation>
    </message>
    <message>
      <source>POINTS: the point layer has no points; nothing was written</source>
      <translation type="vanished">POINTS: a camada de pontos não tem pontos; nada foi gravado</translation>
    </message>
    <message>
      <source>TARGET_CRS {crs!r} is not a CRS GDAL knows ({error})</source>
      <translation type="vanished">TARGET_CRS {crs!r} não é um SRC que o GDAL conheça ({error})</translation>
    </message>
    <message>
      <source>SPLIT_BLOCK must be a whole number of at least 1, got {block!r}</source>
      <translation type="vanished">SPLIT_BLOCK deve ser um número inteiro de pelo menos 1, veio {block!r}</translation>
    </message>
    <message>
      <source>SEED must be a whole number, got {seed!r}</source>
      <translation type="vanished">SEED deve ser um número inteiro, veio {seed!r}</translation>
    </message>
    <message>
      <source>SPLIT_BLOCK {block}: the {patches_per_row} x {rows} patch grid holds {across_down} block(s) of {block} x {block} patches, fewer than the {sets} sets of SPLITS ({splits}), so a set would get no patch; use a SPLIT_BLOCK of at most {fitting}, smaller patches or a larger region</source>
      <translation type="vanished">SPLIT_BLOCK {block}: a grade de {patches_per_row} x {rows} patches contém {across_down} bloco(s) de {block} x {block} patches, menos que os {sets} conjuntos de SPLITS ({splits}), então um conjunto ficaria sem patch; use um SPLIT_BLOCK de no máximo {fitting}, patches menores ou uma região maior</translation>
    </message>
    <message>
      <source>{option}: the kernel margins of KERNEL_SIZE {kernel_width},{kernel_height} reach {reach_x} x {reach_y} patches of PATCH_DIMENSIONS {patch_width},{patch_height}, so that with SPLIT_BLOCK {block} the buffer leaves set {name!r} no patch clear of the other sets; use a SPLIT_BLOCK of at least {blocks} (each block then keeps patches out of its neighbours' reach), larger patches or a smaller kernel</source>
      <translation type="vanished">{option}: as margens do kernel de KERNEL_SIZE {kernel_width},{kernel_height} alcançam {reach_x} x {reach_y} patches de PATCH_DIMENSIONS {patch_width},{patch_height}, então com SPLIT_BLOCK {block} a margem não deixa ao conjunto {name!r} nenhum patch longe dos outros conjuntos; use um SPLIT_BLOCK de pelo menos {blocks} (cada bloco então mantém patches fora do alcance dos vizinhos), patches maiores ou um kernel menor</translation>
    </message>
    <message>
      <source>FEATURES entry {entry!r}: the depth after the colon must be 1 or more</source>
      <translation type="vanished">entrada de FEATURES {entry!r}: a profundidade depois dos dois-pontos deve ser 1 ou mais</translation>
    </message>
    <message>
      <source>a {pw}x{ph} patch needs {values} values a band without kernel margins, or with margins {with_margins}, ...; a 3-D feature holds a multiple of these (for a kernel that is not square, give KERNEL_SIZE as kx,ky)</source>
      <translation type="vanished">um patch de {pw}x{ph} precisa de {values} valores por banda sem margens do kernel, ou com margens {with_margins}, ...; uma feição 3-D tem um múltiplo destes (para um kernel que não é quadrado, forneça KERNEL_SIZE como kx,ky)</translation>
    </message>
    <message>
      <source>{where}cannot tell the kernel margins from the value counts, {choices}; give KERNEL_SIZE as kx,ky</source>
      <translation type="vanished">{where}não é possível saber as margens do kernel pelas contagens de valores, {choices}; forneça KERNEL_SIZE como kx,ky</translation>
    </message>
    <message>
      <source>{patches} x tile pixels, e.g. {records} without margins (for a kernel that is not square, give KERNEL_SIZE as kx,ky)</source>
      <translation type="vanished">{patches} x pixels do tile, p. ex. {records} sem margens (para um kernel que não é quadrado, forneça KERNEL_SIZE como kx,ky)</translation>
    </message>
    <message>
      <source>no mixer (PREFIX-mixer.json or PREFIX-index.json) beside {paths}: give the mixer file</source>
      <translation type="vanished">nenhum mixer (PREFIX-mixer.json ou PREFIX-index.json) ao lado de {paths}: forneça o arquivo do mixer</translation>
    </message>
    <message>
      <source>{read_as}; nothing says it holds {feature_depth} bands (neither the export sidecar nor a feature of one band beside it), and one band of patches of another size holds as many values{other}. If it holds {feature_depth} bands, say so with FEATURES {feature_name}:{feature_depth}; otherwise give the mixer of these records</source>
      <translation type="vanished">{read_as}; nada diz que ela tem {feature_depth} bandas (nem o sidecar de exportação nem uma feição de uma banda ao lado), e uma banda de patches de outro tamanho tem o mesmo número de valores{other}. Se ela tem {feature_depth} bandas, diga-o com FEATURES {feature_name}:{feature_depth}; senão, forneça o mixer destes registros</translation>
    </message>
    <message>
      <source>cannot tell which feature holds which class: the argmax takes band i as the i-th class of {where} ({classes}), and the features ({by_name}) are not named after its classes{detail}. The order of the keys inside a record is no order (a protobuf map has none, and TensorFlow writes them as it likes): list the features in the class table's order with FEATURES{nodata}</source>
      <translation type="vanished">não é possível saber qual feição tem qual classe: o argmax toma a banda i como a i-ésima classe de {where} ({classes}), e as feições ({by_name}) não têm os nomes de suas classes{detail}. A ordem das chaves dentro de um registro não é ordem nenhuma (um map do protobuf não tem, e o TensorFlow as grava como quer): liste as feições na ordem da tabela de classes com FEATURES{nodata}</translation>
    </message>
    <message>
      <source>as FEATURES lists them</source>
      <translation type="vanished">como FEATURES as lista</translation>
    </message>
    <message>
      <source>PIXEL_SIZE must be a positive finite number, got {size!r}</source>
      <translation type="vanished">PIXEL_SIZE deve ser um número finito positivo, veio {size!r}</translation>
    </message>
    <message>
      <source>EXTENT {list_extent} has no area: give xmin,ymin,xmax,ymax as finite numbers with xmax &gt; xmin and ymax &gt; ymin</source>
      <translation type="vanished">EXTENT {list_extent} não tem área: forneça xmin,ymin,xmax,ymax como números finitos com xmax &gt; xmin e ymax &gt; ymin</translation>
    </message>
    <message>
      <source>PIXEL_SIZE {size_x:g} makes the export grid {columns:.4g} x {rows:.4g} pixels, more than a raster GDAL reads can have ({largest} a side): give a larger PIXEL_SIZE or a smaller EXTENT</source>
      <translation type="vanished">PIXEL_SIZE {size_x:g} torna a grade de exportação {columns:.4g} x {rows:.4g} pixels, mais do que um raster lido pelo GDAL pode ter ({largest} por lado): forneça um PIXEL_SIZE maior ou um EXTENT menor</translation>
    </message>
    <message>
      <source>The kernelSize the export used, as 'kx,ky' or one number, when the value counts could mean more than one.</source>
      <translation type="vanished">O kernelSize usado na exportação, como 'kx,ky' ou um número, quando as contagens de valores puderem significar mais de um.</translation>
    </message>
    <message>
      <source>{where}: the colour must be written #rrggbb (e.g. #1f78b4), got {value!r}</source>
      <translation type="vanished">{where}: a cor deve ser escrita #rrggbb (p. ex. #1f78b4), veio {value!r}</translation>
    </message>
    <message>
      <source>{where}: class name {name!r} is listed twice (also {seen_names})</source>
      <translation type="vanished">{where}: o nome de classe {name!r} aparece duas vezes (também {seen_names})</translation>
    </message>
    <message>
      <source>{path}: key "labels" must be an object, got {labels!r}</source>
      <translation type="vanished">{path}: a chave "labels" deve ser um objeto, veio {labels!r}</translation>
    </message>
    <message>
      <source>{path}: key "labels.classes" must be a list of {{"value", "name"}} objects, got {classes!r}</source>
      <translation type="vanished">{path}: a chave "labels.classes" deve ser uma lista de objetos {{"value", "name"}}, veio {classes!r}</translation>
    </message>
    <message>
      <source>{where} must be an object with "value" and "name", got {entry!r}</source>
      <translation type="vanished">{where} deve ser um objeto com "value" e "name", veio {entry!r}</translation>
    </message>
    <message>
      <source>{where}: expected value,name or value,name,color, got {line!r}</source>
      <translation type="vanished">{where}: esperado value,name ou value,name,color, veio {line!r}</translation>
    </message>
    <message>
      <source>the mixer's CRS {crs!r} is not one GDAL knows</source>
      <translation type="vanished">o SRC do mixer {crs!r} não é um que o GDAL conheça</translation>
    </message>
    <message>
      <source>{key} must be an object, got {value!r}</source>
      <translation type="vanished">{key} deve ser um objeto, veio {value!r}</translation>
    </message>
    <message>
      <source>kernelSize {data!r}</source>
      <translation type="vanished">kernelSize {data!r}</translation>
    </message>
    <message>
      <source>Reads TFRecord files of tf.train.Example records (in file-name order) as a table: one feature per record, one field per Example feature. A first pass over the records infers the fields: a key holding int64 everywhere is an integer field, float anywhere makes it a double (Earth Engine writes both for one key), UTF-8 bytes a text field, other bytes a binary field. Keys with more than one value become JSON text, or one field per element. Integers that were dates stay numbers.&lt;br&gt;&lt;b&gt;Geometry&lt;/b&gt;: points from two number features (&lt;i&gt;X feature&lt;/i&gt;, &lt;i&gt;Y feature&lt;/i&gt;), or shapes from a WKB bytes feature (the export writes &lt;i&gt;{centroid_x_key}&lt;/i&gt;, &lt;i&gt;{centroid_y_key}&lt;/i&gt; and &lt;i&gt;{wkb_key}&lt;/i&gt;; ISO WKB or PostGIS EWKB), in the chosen CRS. Several geometry types together load as geometry collections. A WKB feature used for geometry is not kept as a field. A float &lt;i&gt;fid&lt;/i&gt; of whole numbers comes back an integer (GeoPackages need it). The feature lists of SequenceExamples are ignored.</source>
      <translation type="vanished">Lê arquivos TFRecord de registros tf.train.Example (na ordem dos nomes de arquivo) como uma tabela: uma feição por registro, um campo por atributo do Example. Uma primeira passada pelos registros infere os campos: uma chave com int64 em todo lugar é um campo inteiro, float em qualquer lugar o torna double (o Earth Engine grava os dois para uma chave), bytes UTF-8 um campo de texto, outros bytes um campo binário. Chaves com mais de um valor viram texto JSON, ou um campo por elemento. Inteiros que eram datas continuam números.&lt;br&gt;&lt;b&gt;Geometria&lt;/b&gt;: pontos a partir de dois atributos numéricos (&lt;i&gt;Atributo X&lt;/i&gt;, &lt;i&gt;Atributo Y&lt;/i&gt;), ou formas a partir de um atributo de bytes WKB (a exportação grava &lt;i&gt;{centroid_x_key}&lt;/i&gt;, &lt;i&gt;{centroid_y_key}&lt;/i&gt; e &lt;i&gt;{wkb_key}&lt;/i&gt;; ISO WKB ou PostGIS EWKB), no SRC escolhido. Vários tipos de geometria juntos são carregados como coleções de geometrias. Um atributo WKB usado para a geometria não é mantido como campo. Um &lt;i&gt;fid&lt;/i&gt; float de números inteiros volta como inteiro (GeoPackages precisam disso). As listas de atributos de SequenceExamples são ignoradas.</translation>
    </message>
    <message>
      <source>float32 for every band (EE's documented behaviour)</source>
      <translation type="vanished">float32 para todas as bandas (o comportamento documentado do EE)</translation>
    </message>
    <message>
      <source>native: bytes for 8-bit, int64 for other integers, float for floats</source>
      <translation type="vanished">nativo: bytes para 8 bits, int64 para outros inteiros, float para pontos flutuantes</translation>
    </message>
    <message>
      <source>drop partial patches at the right and bottom (EE)</source>
      <translation type="vanished">descartar patches parciais à direita e embaixo (EE)</translation>
    </message>
    <message>
      <source>Automatic: with a class table, one band holds class numbers, several bands are argmax</source>
      <translation type="vanished">Automático: com uma tabela de classes, uma banda traz números de classe, várias bandas são argmax</translation>
    </message>
    <message>
      <source>Argmax of the prediction bands (band i is the table's i-th class)</source>
      <translation type="vanished">Argmax das bandas de predição (a banda i é a i-ésima classe da tabela)</translation>
    </message>
    <message>
      <source>, kernel margins {x},{y} cropped</source>
      <translation type="vanished">, margens do kernel {x},{y} recortadas</translation>
    </message>
    <message>
      <source>Export raster to TFRecord</source>
      <translation type="vanished">Exportar raster para TFRecord</translation>
    </message>
    <message>
      <source>Load TFRecord predictions</source>
      <translation type="vanished">Carregar previsões TFRecord</translation>
    </message>
    <message>
      <source>as given</source>
      <translation type="vanished">como informado</translation>
    </message>
    <message>
      <source>from {sidecar}</source>
      <translation type="vanished">de {sidecar}</translation>
    </message>
    <message>
      <source>inferred</source>
      <translation type="vanished">inferido</translation>
    </message>
    <message>
      <source>{kx} x {ky} {how} (margins {margin_x} x {margin_y} pixels, tiles {tile_width} x {tile_height}); an even kernel of one less gives the same tiles</source>
      <translation type="vanished">{kx} x {ky} {how} (margens de {margin_x} x {margin_y} pixels, blocos de {tile_width} x {tile_height}); um kernel par com um a menos dá os mesmos blocos</translation>
    </message>
    <message>
      <source>the layers do not overlap inside the export region</source>
      <translation type="vanished">as camadas não se sobrepõem dentro da região de exportação</translation>
    </message>
    <message>
      <source>every patch would be wholly masked, every value defaultValue: {where}. Nothing was written; choose an extent inside every layer, or export the layers separately</source>
      <translation type="vanished">todo patch ficaria totalmente mascarado, todo valor defaultValue: {where}. Nada foi gravado; escolha uma extensão dentro de todas as camadas, ou exporte as camadas separadamente</translation>
    </message>
    <message>
      <source>a record of {tile_height} x {tile_width} pixels would pass protobuf's 2 GiB limit: use smaller patchDimensions</source>
      <translation type="vanished">um registro de {tile_height} x {tile_width} pixels passaria do limite de 2 GiB do protobuf: use patchDimensions menores</translation>
    </message>
    <message>
      <source>Cuts raster layers into patches and writes them as TFRecord files of tf.train.Example (or SequenceExample) records, with the "mixer" JSON that georeferences them, exactly as Google Earth Engine's Export.image with fileFormat 'TFRecord' does.&lt;br&gt;&lt;br&gt;&lt;b&gt;Input layers&lt;/b&gt;: their bands are stacked in order; layers must cover the same place, and are warped to the export grid when they are not on it. &lt;b&gt;Array layers&lt;/b&gt;: each becomes one array band named after the layer, whose per-pixel array is the layer's band values (e.g. a time series).&lt;br&gt;&lt;b&gt;Band names&lt;/b&gt;: comma list; default the band descriptions, else b1, b2, ...&lt;br&gt;&lt;b&gt;Extent, target CRS, pixel size&lt;/b&gt;: the export grid; default the first layer's grid.&lt;br&gt;&lt;b&gt;Patch dimensions&lt;/b&gt; (width,height) and &lt;b&gt;kernel size&lt;/b&gt;: each record holds a patch plus floor(kernel/2) real neighbouring pixels on each side.&lt;br&gt;&lt;b&gt;Max file size&lt;/b&gt;: bytes per file before compression; files are named PREFIX-00000.tfrecord.gz, ... (an empty prefix: 00000.tfrecord.gz, ..., mixer.json and sidecar.json; one ending in '/': a subfolder of that name). A run writes all its files or none, replacing an earlier export with that prefix only when it succeeds.&lt;br&gt;&lt;b&gt;GZIP compression level&lt;/b&gt;: 0-9, default 6 (zlib's, as EE); the files read the same at any level. Levels 1-3 are fastest, above all with the isal package installed (README).&lt;br&gt;&lt;b&gt;Default value&lt;/b&gt;: written in every band of a pixel masked in any band (nodata, mask or outside).&lt;br&gt;&lt;b&gt;Tensor depths&lt;/b&gt;: {"arrayBand": depth} (or band:depth,...), required for array bands unless sequence data.&lt;br&gt;&lt;b&gt;Sequence data&lt;/b&gt;: one SequenceExample per pixel (scalar bands in the context, array bands as feature lists). &lt;b&gt;Collapse bands&lt;/b&gt;: one feature named after the first band holding every band.&lt;br&gt;&lt;b&gt;Masked threshold&lt;/b&gt;: the largest fraction of masked pixels a patch may have; below 1, EE writes no mixer, and we write PREFIX-index.json listing the kept patches.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: paste the JSON used in EE; it overrides the single options.&lt;br&gt;An export whose layers leave no pixel of the region unmasked (rasters that do not overlap, an extent outside them) stops before writing; wholly masked patches are counted in the log and in MASKED_PATCH_COUNT, and written as EE writes them. Beside the mixer, PREFIX-sidecar.json keeps what EE's mixer cannot (kernel size, default value, band names and types), for the import.&lt;br&gt;The log ends with the featuresDict to read the files in TensorFlow (also the FEATURES_DICT output).&lt;br&gt;&lt;br&gt;&lt;b&gt;Training sets&lt;/b&gt;: a &lt;b&gt;label layer&lt;/b&gt; (polygons, lines or points) is burnt onto the export grid with GDAL as one more band of every record, the label band (int64): a field's values (a text field's texts numbered 1, 2, ... in sorted order), or the label value. Where no feature lies, and where the image bands are masked, it holds the label nodata, a value no class has (0 when every class is 1 or more). &lt;b&gt;Splits&lt;/b&gt; (e.g. train=0.8,val=0.1,test=0.1) deal whole blocks of N x N patches to one set, so neighbours inside a block, and their shared kernel margins, stay in one set (only a block's edge borders another set), seeded; each set is written under its own prefix (PREFIX-train-00000.tfrecord.gz, ...) with a mixer of the full grid and PREFIX-train-index.json placing its records. &lt;b&gt;Sampling&lt;/b&gt; keeps the patches whose labels cover at least the least label share, and of the patches without any label the negative ratio, seeded. Kept patches, negatives, the sets' sizes and the pixels of each class in each set are in the log, the results and the sidecar. &lt;b&gt;.tfindex&lt;/b&gt; files (for the PyTorch tfrecord package) are written beside uncompressed shards.</source>
      <translation type="vanished">Corta camadas raster em patches e as grava como arquivos TFRecord de registros tf.train.Example (ou SequenceExample), com o JSON "mixer" que os georreferencia, exatamente como faz o Export.image do Google Earth Engine com fileFormat 'TFRecord'.&lt;br&gt;&lt;br&gt;&lt;b&gt;Camadas de entrada&lt;/b&gt;: suas bandas são empilhadas em ordem; as camadas precisam cobrir o mesmo lugar e são reprojetadas para a grade de exportação quando não estão nela. &lt;b&gt;Camadas de matriz&lt;/b&gt;: cada uma vira uma banda de matriz com o nome da camada, cuja matriz por pixel são os valores das bandas da camada (por exemplo, uma série temporal).&lt;br&gt;&lt;b&gt;Nomes das bandas&lt;/b&gt;: lista separada por vírgulas; padrão: as descrições das bandas, senão b1, b2, ...&lt;br&gt;&lt;b&gt;Extensão, SRC de destino, tamanho do pixel&lt;/b&gt;: a grade de exportação; padrão: a grade da primeira camada.&lt;br&gt;&lt;b&gt;Dimensões do patch&lt;/b&gt; (largura,altura) e &lt;b&gt;tamanho do kernel&lt;/b&gt;: cada registro contém um patch mais floor(kernel/2) pixels vizinhos reais de cada lado.&lt;br&gt;&lt;b&gt;Tamanho máximo do arquivo&lt;/b&gt;: bytes por arquivo antes da compactação; os arquivos se chamam PREFIX-00000.tfrecord.gz, ... (prefixo vazio: 00000.tfrecord.gz, ..., mixer.json e sidecar.json; um terminado em '/': uma subpasta com esse nome). Uma execução grava todos os seus arquivos ou nenhum, substituindo uma exportação anterior com esse prefixo só quando tem sucesso.&lt;br&gt;&lt;b&gt;Nível de compressão GZIP&lt;/b&gt;: 0-9, padrão 6 (o do zlib, como no EE); os arquivos são lidos da mesma forma em qualquer nível. Os níveis 1-3 são os mais rápidos, sobretudo com o pacote isal instalado (README).&lt;br&gt;&lt;b&gt;Valor padrão&lt;/b&gt;: gravado em todas as bandas de um pixel mascarado em qualquer banda (nodata, máscara ou fora).&lt;br&gt;&lt;b&gt;Profundidades dos tensores&lt;/b&gt;: {"arrayBand": depth} (ou band:depth,...), obrigatório para bandas de matriz, exceto com dados de sequência.&lt;br&gt;&lt;b&gt;Dados de sequência&lt;/b&gt;: um SequenceExample por pixel (bandas escalares no contexto, bandas de matriz como listas de atributos). &lt;b&gt;Recolher bandas&lt;/b&gt;: um atributo com o nome da primeira banda contendo todas as bandas.&lt;br&gt;&lt;b&gt;Limite de mascaramento&lt;/b&gt;: a maior fração de pixels mascarados que um patch pode ter; abaixo de 1, o EE não grava mixer, e nós gravamos PREFIX-index.json listando os patches mantidos.&lt;br&gt;&lt;b&gt;formatOptions do EE&lt;/b&gt;: cole o JSON usado no EE; ele substitui as opções individuais.&lt;br&gt;Uma exportação cujas camadas não deixam nenhum pixel da região sem máscara (rasters que não se sobrepõem, uma extensão fora deles) para antes de gravar; patches totalmente mascarados são contados no log e em MASKED_PATCH_COUNT, e gravados como o EE os grava. Ao lado do mixer, PREFIX-sidecar.json guarda o que o mixer do EE não guarda (tamanho do kernel, valor padrão, nomes e tipos das bandas), para a importação.&lt;br&gt;O log termina com o featuresDict para ler os arquivos no TensorFlow (também a saída FEATURES_DICT).&lt;br&gt;&lt;br&gt;&lt;b&gt;Conjuntos de treino&lt;/b&gt;: uma &lt;b&gt;camada de rótulos&lt;/b&gt; (polígonos, linhas ou pontos) é gravada com o GDAL na grade da exportação como mais uma banda de cada registro, a banda de rótulos (int64): os valores de um campo (os textos de um campo de texto numerados 1, 2, ... em ordem alfabética), ou o valor de rótulo. Onde não há feição, e onde as bandas da imagem estão mascaradas, ela tem o nodata de rótulo, um valor que nenhuma classe tem (0 quando toda classe é 1 ou mais). &lt;b&gt;Divisões&lt;/b&gt; (ex.: train=0.8,val=0.1,test=0.1) distribuem blocos inteiros de N x N patches a um conjunto, de modo que vizinhos dentro de um bloco, e as margens de kernel que compartilham, ficam num só conjunto (só a borda de um bloco faz fronteira com outro conjunto), pela semente; cada conjunto é gravado com seu próprio prefixo (PREFIX-train-00000.tfrecord.gz, ...) com um mixer da grade inteira e PREFIX-train-index.json situando seus registros. A &lt;b&gt;amostragem&lt;/b&gt; mantém os patches cujos rótulos cobrem ao menos a parcela mínima de rótulos e, dos patches sem nenhum rótulo, a proporção de negativos, pela semente. Patches mantidos, negativos, os tamanhos dos conjuntos e os pixels de cada classe em cada conjunto estão no log, nos resultados e no sidecar. Arquivos &lt;b&gt;.tfindex&lt;/b&gt; (para o pacote tfrecord do PyTorch) são gravados ao lado de arquivos não comprimidos.</translation>
    </message>
    <message>
      <source>Writes one tf.train.Example per point: a patch of the raster layers around the point, one feature per band exactly as &lt;i&gt;Export raster to TFRecord patches&lt;/i&gt; writes a patch, followed by the chosen point attributes (e.g. the label) as extra features, converted as &lt;i&gt;Export vector layer to TFRecord&lt;/i&gt; converts them (a NULL attribute is left out of that record). This is the training set of neighbourhood arrays Earth Engine users sample at points for U-Nets.&lt;br&gt;&lt;br&gt;&lt;b&gt;Input layers&lt;/b&gt;: their bands are stacked in order on the first layer's grid (other layers are warped to it). Points are transformed into that grid's CRS; multipoints give one patch per point.&lt;br&gt;&lt;b&gt;Patch dimensions&lt;/b&gt; (width,height): the patch is centred on the pixel that contains the point: its top-left pixel is (column - width // 2, row - height // 2), so with an even size the centre is the pixel right of and below the middle. &lt;b&gt;Kernel size&lt;/b&gt; adds floor(kernel/2) real neighbouring pixels on each side.&lt;br&gt;&lt;b&gt;Patches crossing the raster edge&lt;/b&gt;: written with the pixels outside the rasters masked, or skipped. Points with no geometry, or whose centre pixel is outside the rasters, are always skipped with a warning and counted in SKIPPED.&lt;br&gt;&lt;b&gt;Point fields&lt;/b&gt;: attached to each record; none chosen: none.&lt;br&gt;&lt;b&gt;GZIP compression level&lt;/b&gt;: 0-9, default 6 (zlib's, as EE); the files read the same at any level. Levels 1-3 are fastest, above all with the isal package installed (README).&lt;br&gt;&lt;b&gt;Default value&lt;/b&gt;: written in every band of a pixel masked in any band (nodata, mask or outside). &lt;b&gt;Value type&lt;/b&gt;: float32 everywhere (Earth Engine) or native types, for bands and attributes.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: the JSON of an EE export may be pasted; it overrides the options above. Its maskedThreshold skips points whose patch core has a larger share of masked pixels (counted in SKIPPED); sequenceData is refused, as a per-pixel record cannot carry the point's attributes.&lt;br&gt;Files are named PREFIX-00000.tfrecord.gz, ... (an empty prefix: 00000.tfrecord.gz, ...); no mixer is written, as the patches do not tile a grid. The log ends with the featuresDict to read the files in TensorFlow.&lt;br&gt;&lt;b&gt;Label layer&lt;/b&gt;: polygons, lines or points burnt onto the first layer's grid with GDAL as one more band of every patch, the label band (int64): a field's values (a text field's texts numbered 1, 2, ... in sorted order), or the label value; where no feature lies, where the image bands are masked and outside the grid it holds the label nodata (0 when every class is 1 or more). The class table is in the log.</source>
      <translation type="vanished">Grava um tf.train.Example por ponto: um patch das camadas raster ao redor do ponto, um atributo por banda exatamente como &lt;i&gt;Exportar raster para patches TFRecord&lt;/i&gt; grava um patch, seguido dos atributos do ponto escolhidos (por exemplo, o rótulo) como atributos extras, convertidos como &lt;i&gt;Exportar camada vetorial para TFRecord&lt;/i&gt; os converte (um atributo NULL fica fora desse registro). Este é o conjunto de treinamento de matrizes de vizinhança que usuários do Earth Engine amostram em pontos para U-Nets.&lt;br&gt;&lt;br&gt;&lt;b&gt;Camadas de entrada&lt;/b&gt;: suas bandas são empilhadas em ordem na grade da primeira camada (as outras camadas são reprojetadas para ela). Os pontos são transformados para o SRC dessa grade; multipontos dão um patch por ponto.&lt;br&gt;&lt;b&gt;Dimensões do patch&lt;/b&gt; (largura,altura): o patch é centralizado no pixel que contém o ponto: seu pixel superior esquerdo é (column - width // 2, row - height // 2), então com um tamanho par o centro é o pixel à direita e abaixo do meio. &lt;b&gt;Tamanho do kernel&lt;/b&gt; acrescenta floor(kernel/2) pixels vizinhos reais de cada lado.&lt;br&gt;&lt;b&gt;Patches que cruzam a borda do raster&lt;/b&gt;: gravados com os pixels fora dos rasters mascarados, ou ignorados. Pontos sem geometria, ou cujo pixel central está fora dos rasters, são sempre ignorados com um aviso e contados em SKIPPED.&lt;br&gt;&lt;b&gt;Campos do ponto&lt;/b&gt;: anexados a cada registro; nenhum escolhido: nenhum.&lt;br&gt;&lt;b&gt;Nível de compressão GZIP&lt;/b&gt;: 0-9, padrão 6 (o do zlib, como no EE); os arquivos são lidos da mesma forma em qualquer nível. Os níveis 1-3 são os mais rápidos, sobretudo com o pacote isal instalado (README).&lt;br&gt;&lt;b&gt;Valor padrão&lt;/b&gt;: gravado em todas as bandas de um pixel mascarado em qualquer banda (nodata, máscara ou fora). &lt;b&gt;Tipo de valor&lt;/b&gt;: float32 em tudo (Earth Engine) ou tipos nativos, para bandas e atributos.&lt;br&gt;&lt;b&gt;formatOptions do EE&lt;/b&gt;: o JSON de uma exportação do EE pode ser colado; ele substitui as opções acima. Seu maskedThreshold ignora pontos cujo núcleo do patch tem uma proporção maior de pixels mascarados (contados em SKIPPED); sequenceData é recusado, pois um registro por pixel não pode levar os atributos do ponto.&lt;br&gt;Os arquivos se chamam PREFIX-00000.tfrecord.gz, ... (prefixo vazio: 00000.tfrecord.gz, ...); nenhum mixer é gravado, pois os patches não formam uma grade. O log termina com o featuresDict para ler os arquivos no TensorFlow.&lt;br&gt;&lt;b&gt;Camada de rótulos&lt;/b&gt;: polígonos, linhas ou pontos gravados com o GDAL na grade da primeira camada como mais uma banda de cada patch, a banda de rótulos (int64): os valores de um campo (os textos de um campo de texto numerados 1, 2, ... em ordem alfabética), ou o valor de rótulo; onde não há feição, onde as bandas da imagem estão mascaradas e fora da grade ela tem o nodata de rótulo (0 quando toda classe é 1 ou mais). A tabela de classes está no log.</translation>
    </message>
    <message>
      <source>Cuts raster layers into patches and writes them as TFRecord files of tf.train.Example (or SequenceExample) records, with the "mixer" JSON that georeferences them, exactly as Google Earth Engine's Export.image with fileFormat 'TFRecord' does.&lt;br&gt;&lt;br&gt;&lt;b&gt;Input layers&lt;/b&gt;: their bands are stacked in order; layers must cover the same place, and are warped to the export grid when they are not on it. &lt;b&gt;Array layers&lt;/b&gt;: each becomes one array band named after the layer, whose per-pixel array is the layer's band values (e.g. a time series).&lt;br&gt;&lt;b&gt;Band names&lt;/b&gt;: comma list; default the band descriptions, else b1, b2, ...&lt;br&gt;&lt;b&gt;Extent, target CRS, pixel size&lt;/b&gt;: the export grid; default the first layer's grid.&lt;br&gt;&lt;b&gt;Patch dimensions&lt;/b&gt; (width,height) and &lt;b&gt;kernel size&lt;/b&gt;: each record holds a patch plus floor(kernel/2) real neighbouring pixels on each side.&lt;br&gt;&lt;b&gt;Max file size&lt;/b&gt;: bytes per file before compression; files are named PREFIX-00000.tfrecord.gz, ... (an empty prefix: 00000.tfrecord.gz, ..., mixer.json and sidecar.json; one ending in '/': a subfolder of that name). A run writes all its files or none, replacing an earlier export with that prefix only when it succeeds.&lt;br&gt;&lt;b&gt;GZIP compression level&lt;/b&gt;: 0-9, default 6 (zlib's, as EE); the files read the same at any level. Levels 1-3 are fastest, above all with the isal package installed (README).&lt;br&gt;&lt;b&gt;Default value&lt;/b&gt;: written in every band of a pixel masked in any band (nodata, mask or outside).&lt;br&gt;&lt;b&gt;Tensor depths&lt;/b&gt;: {"arrayBand": depth} (or band:depth,...), required for array bands unless sequence data.&lt;br&gt;&lt;b&gt;Sequence data&lt;/b&gt;: one SequenceExample per pixel (scalar bands in the context, array bands as feature lists). &lt;b&gt;Collapse bands&lt;/b&gt;: one feature named after the first band holding every band.&lt;br&gt;&lt;b&gt;Masked threshold&lt;/b&gt;: the largest fraction of masked pixels a patch may have; below 1, EE writes no mixer, and we write PREFIX-index.json listing the kept patches.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: paste the JSON used in EE; it overrides the single options.&lt;br&gt;An export whose layers leave no pixel of the region unmasked (rasters that do not overlap, an extent outside them) stops before writing; wholly masked patches are counted in the log and in MASKED_PATCH_COUNT, and written as EE writes them. Beside the mixer, PREFIX-sidecar.json keeps what EE's mixer cannot (kernel size, default value, band names and types), for the import.&lt;br&gt;The log ends with the featuresDict to read the files in TensorFlow (also the FEATURES_DICT output).&lt;br&gt;&lt;br&gt;&lt;b&gt;Training sets&lt;/b&gt;: a &lt;b&gt;label layer&lt;/b&gt; (polygons, lines or points) is burnt onto the export grid with GDAL as one more band of every record, the label band (int64): a field's values (a text field's texts numbered 1, 2, ... in sorted order), or the label value. Where no feature lies, and where the image bands are masked, it holds the label nodata, a value no class has (0 when every class is 1 or more). &lt;b&gt;Splits&lt;/b&gt; (e.g. train=0.8,val=0.1,test=0.1) deal whole blocks of N x N patches to one set, so neighbours sharing kernel margins stay together, seeded; each set is written under its own prefix (PREFIX-train-00000.tfrecord.gz, ...) with a mixer of the full grid and PREFIX-train-index.json placing its records. &lt;b&gt;Sampling&lt;/b&gt; keeps the patches whose labels cover at least the least label share, and of the patches without any label the negative ratio, seeded. Kept patches, negatives, the sets' sizes and the pixels of each class in each set are in the log, the results and the sidecar. &lt;b&gt;.tfindex&lt;/b&gt; files (for the PyTorch tfrecord package) are written beside uncompressed shards.</source>
      <translation type="vanished">Corta camadas raster em patches e as grava como arquivos TFRecord de registros tf.train.Example (ou SequenceExample), com o JSON "mixer" que os georreferencia, exatamente como faz o Export.image do Google Earth Engine com fileFormat 'TFRecord'.&lt;br&gt;&lt;br&gt;&lt;b&gt;Camadas de entrada&lt;/b&gt;: suas bandas são empilhadas em ordem; as camadas precisam cobrir o mesmo lugar e são reprojetadas para a grade de exportação quando não estão nela. &lt;b&gt;Camadas de matriz&lt;/b&gt;: cada uma vira uma banda de matriz com o nome da camada, cuja matriz por pixel são os valores das bandas da camada (por exemplo, uma série temporal).&lt;br&gt;&lt;b&gt;Nomes das bandas&lt;/b&gt;: lista separada por vírgulas; padrão: as descrições das bandas, senão b1, b2, ...&lt;br&gt;&lt;b&gt;Extensão, SRC de destino, tamanho do pixel&lt;/b&gt;: a grade de exportação; padrão: a grade da primeira camada.&lt;br&gt;&lt;b&gt;Dimensões do patch&lt;/b&gt; (largura,altura) e &lt;b&gt;tamanho do kernel&lt;/b&gt;: cada registro contém um patch mais floor(kernel/2) pixels vizinhos reais de cada lado.&lt;br&gt;&lt;b&gt;Tamanho máximo do arquivo&lt;/b&gt;: bytes por arquivo antes da compactação; os arquivos se chamam PREFIX-00000.tfrecord.gz, ... (prefixo vazio: 00000.tfrecord.gz, ..., mixer.json e sidecar.json; um terminado em '/': uma subpasta com esse nome). Uma execução grava todos os seus arquivos ou nenhum, substituindo uma exportação anterior com esse prefixo só quando tem sucesso.&lt;br&gt;&lt;b&gt;Nível de compressão GZIP&lt;/b&gt;: 0-9, padrão 6 (o do zlib, como no EE); os arquivos são lidos da mesma forma em qualquer nível. Os níveis 1-3 são os mais rápidos, sobretudo com o pacote isal instalado (README).&lt;br&gt;&lt;b&gt;Valor padrão&lt;/b&gt;: gravado em todas as bandas de um pixel mascarado em qualquer banda (nodata, máscara ou fora).&lt;br&gt;&lt;b&gt;Profundidades dos tensores&lt;/b&gt;: {"arrayBand": depth} (ou band:depth,...), obrigatório para bandas de matriz, exceto com dados de sequência.&lt;br&gt;&lt;b&gt;Dados de sequência&lt;/b&gt;: um SequenceExample por pixel (bandas escalares no contexto, bandas de matriz como listas de atributos). &lt;b&gt;Recolher bandas&lt;/b&gt;: um atributo com o nome da primeira banda contendo todas as bandas.&lt;br&gt;&lt;b&gt;Limite de mascaramento&lt;/b&gt;: a maior fração de pixels mascarados que um patch pode ter; abaixo de 1, o EE não grava mixer, e nós gravamos PREFIX-index.json listando os patches mantidos.&lt;br&gt;&lt;b&gt;formatOptions do EE&lt;/b&gt;: cole o JSON usado no EE; ele substitui as opções individuais.&lt;br&gt;Uma exportação cujas camadas não deixam nenhum pixel da região sem máscara (rasters que não se sobrepõem, uma extensão fora deles) para antes de gravar; patches totalmente mascarados são contados no log e em MASKED_PATCH_COUNT, e gravados como o EE os grava. Ao lado do mixer, PREFIX-sidecar.json guarda o que o mixer do EE não guarda (tamanho do kernel, valor padrão, nomes e tipos das bandas), para a importação.&lt;br&gt;O log termina com o featuresDict para ler os arquivos no TensorFlow (também a saída FEATURES_DICT).&lt;br&gt;&lt;br&gt;&lt;b&gt;Conjuntos de treino&lt;/b&gt;: uma &lt;b&gt;camada de rótulos&lt;/b&gt; (polígonos, linhas ou pontos) é gravada com o GDAL na grade da exportação como mais uma banda de cada registro, a banda de rótulos (int64): os valores de um campo (os textos de um campo de texto numerados 1, 2, ... em ordem alfabética), ou o valor de rótulo. Onde não há feição, e onde as bandas da imagem estão mascaradas, ela tem o nodata de rótulo, um valor que nenhuma classe tem (0 quando toda classe é 1 ou mais). &lt;b&gt;Divisões&lt;/b&gt; (ex.: train=0.8,val=0.1,test=0.1) distribuem blocos inteiros de N x N patches a um conjunto, de modo que vizinhos que compartilham margens de kernel ficam juntos, pela semente; cada conjunto é gravado com seu próprio prefixo (PREFIX-train-00000.tfrecord.gz, ...) com um mixer da grade inteira e PREFIX-train-index.json situando seus registros. A &lt;b&gt;amostragem&lt;/b&gt; mantém os patches cujos rótulos cobrem ao menos a parcela mínima de rótulos e, dos patches sem nenhum rótulo, a proporção de negativos, pela semente. Patches mantidos, negativos, os tamanhos dos conjuntos e os pixels de cada classe em cada conjunto estão no log, nos resultados e no sidecar. Arquivos &lt;b&gt;.tfindex&lt;/b&gt; (para o pacote tfrecord do PyTorch) são gravados ao lado de arquivos não comprimidos.</translation>
    </message>
    <message>
      <source>Blocks of N x N patches go wholly to one set, so neighbouring patches, whose kernel margins overlap, never land in different sets.</source>
      <translation type="vanished">Blocos de N x N patches vão inteiros para um conjunto, de modo que patches vizinhos, cujas margens de kernel se sobrepõem, nunca caem em conjuntos diferentes.</translation>
    </message>
    <message>
      <source>Makes segmentation training sets from raster layers and polygons drawn over them: the rasters are cut into patches (their bands stacked), the polygons are burnt onto the same grid as one more band of every record, the label band (a text class field's texts become classes 1, 2, ... in sorted order; where no polygon lies, and where the image is masked, the label is 0, no class), and whole blocks of patches are dealt to the sets (train=0.8,val=0.2 by default), so that neighbouring patches never land in different sets. A model of one step: tfrecord:exportimage with a label layer and splits; for sampling or other options, open its file (resources/models in the plugin's folder) in the Model Builder, or run tfrecord:exportimage itself.&lt;br&gt;&lt;b&gt;Output&lt;/b&gt;: in the folder, for each set, PREFIX-train-00000.tfrecord.gz, ... (or .tfrecord with .tfindex files for PyTorch), PREFIX-train-mixer.json (the full grid) and PREFIX-train-index.json (where the set's records lie on it); and PREFIX-sidecar.json, whose "labels" are the class table that tfrecord:classmapfrompredictions takes to turn predictions back into a named class map. The log lists the classes, the patches of each set and the pixels of each class in each set, and the featuresDict to read the records in TensorFlow.</source>
      <translation type="vanished">Cria conjuntos de treinamento para segmentação a partir de camadas raster e de polígonos desenhados sobre elas: os rasters são cortados em patches (suas bandas empilhadas), os polígonos são gravados na mesma grade como mais uma banda de cada registro, a banda de rótulos (os textos de um campo de classe de texto viram as classes 1, 2, ... em ordem alfabética; onde não há polígono, e onde a imagem está mascarada, o rótulo é 0, nenhuma classe), e blocos inteiros de patches são distribuídos entre os conjuntos (train=0.8,val=0.2 por padrão), de modo que patches vizinhos nunca caiam em conjuntos diferentes. Um modelo de um passo: tfrecord:exportimage com uma camada de rótulos e divisões; para amostragem ou outras opções, abra o seu arquivo (resources/models na pasta do plugin) no Modelador gráfico, ou execute o próprio tfrecord:exportimage.&lt;br&gt;&lt;b&gt;Saída&lt;/b&gt;: na pasta, para cada conjunto, PREFIX-train-00000.tfrecord.gz, ... (ou .tfrecord com arquivos .tfindex para PyTorch), PREFIX-train-mixer.json (a grade inteira) e PREFIX-train-index.json (onde os registros do conjunto ficam nela); e PREFIX-sidecar.json, cujo "labels" é a tabela de classes que tfrecord:classmapfrompredictions usa para transformar predições de volta em um mapa de classes com nomes. O log lista as classes, os patches de cada conjunto e os pixels de cada classe em cada conjunto, e o featuresDict para ler os registros no TensorFlow.</translation>
    </message>
    <message>
      <source>Blocks of N x N patches go wholly to one set, so neighbouring patches, whose kernel margins overlap, never land in different sets. A small scene needs small blocks (or small patches) to have enough blocks to deal.</source>
      <translation type="vanished">Blocos de N x N patches vão inteiros para um conjunto, de modo que patches vizinhos, cujas margens de kernel se sobrepõem, nunca caiam em conjuntos diferentes. Uma cena pequena precisa de blocos pequenos (ou patches pequenos) para ter blocos suficientes a distribuir.</translation>
    </message>
    <message>
      <source>Turns a segmentation model's predictions, made from the patches of a training export, into a class map on the export's grid, named and coloured after the export's classes and styled when it is added to the map (NAME.qml beside it). A model of one step: tfrecord:importimage with a class table.&lt;br&gt;&lt;b&gt;Prediction files&lt;/b&gt;: the TFRecords the model wrote, one record per patch of the export, in order. &lt;b&gt;Mixer&lt;/b&gt;: the export's PREFIX-mixer.json (or a set's PREFIX-train-index.json); empty: the one beside the predictions. &lt;b&gt;Class table&lt;/b&gt;: the training export's PREFIX-sidecar.json (its "labels" list the classes drawn from the polygons) or a CSV of value,name[,color].&lt;br&gt;Predictions of one band a class become the class of the greatest band: band i (in the order of the features, then of a feature's depth) is the table's i-th class; with one band more than classes the first is the label nodata (unlabelled pixels), drawn as nodata. One band of class numbers is taken as it is. Without a class table, choose the argmax: the classes are then 1..n named after the bands.</source>
      <translation type="vanished">Transforma as predições de um modelo de segmentação, feitas a partir dos patches de uma exportação de treino, em um mapa de classes na grade da exportação, com nomes e cores das classes da exportação e estilizado quando é adicionado ao mapa (NAME.qml ao lado). Um modelo de um passo: tfrecord:importimage com uma tabela de classes.&lt;br&gt;&lt;b&gt;Arquivos de predição&lt;/b&gt;: os TFRecords que o modelo gravou, um registro por patch da exportação, em ordem. &lt;b&gt;Mixer&lt;/b&gt;: o PREFIX-mixer.json da exportação (ou o PREFIX-train-index.json de um conjunto); vazio: o que está ao lado das predições. &lt;b&gt;Tabela de classes&lt;/b&gt;: o PREFIX-sidecar.json da exportação de treino (seu "labels" lista as classes desenhadas a partir dos polígonos) ou um CSV de value,name[,color].&lt;br&gt;Predições de uma banda por classe dão a classe da maior banda: a banda i (na ordem dos atributos, depois da profundidade de um atributo) é a i-ésima classe da tabela; com uma banda a mais que classes, a primeira é o nodata dos rótulos (pixels sem rótulo), desenhado como nodata. Uma banda de números de classe é tomada como está. Sem tabela de classes, escolha o argmax: as classes são então 1..n com os nomes das bandas.</translation>
    </message>
    <message>
      <source>Mosaics the TFRecord files of an image export, or a model's predictions made from one, back into a georeferenced GeoTIFF on the export's grid, using the export's mixer JSON (its CRS, affine and patch layout). Records continue across the files in the order listed (a list out of the order of the numbers in the names stops with both orders named); in a folder, shard numbers sort as numbers (pred-2 before pred-10). Plain and GZIP files both work, Earth Engine's own exports included.&lt;br&gt;&lt;b&gt;Input&lt;/b&gt;: choose the TFRecord files, or the export's &lt;i&gt;folder&lt;/i&gt; and &lt;i&gt;prefix&lt;/i&gt; (PREFIX-00000.tfrecord.gz, ...). The mixer (PREFIX-mixer.json) is found beside the files unless chosen; an index sidecar (PREFIX-index.json, written when patches were dropped) works too, and the patches it leaves out become nodata.&lt;br&gt;&lt;b&gt;Records&lt;/b&gt;: each record is one patch and each feature becomes a band; a feature holding depth times the tile's pixels becomes &lt;i&gt;depth&lt;/i&gt; bands (NAME_1, NAME_2, ...). Float, int64 and bytes (8-bit pixels) lists are read. If there are as many records as pixels of all tiles, each record is one pixel (per-pixel predictions), pixels row-major within each tile.&lt;br&gt;&lt;b&gt;Kernel size&lt;/b&gt;: kernel margins (kernelSize // 2 on each side) are cropped away. The kernel is inferred from the value counts (a square one first; one that is not square when only it fits), as the import dialog previews it; give the kernel size the export used ('kx,ky' or one number) when a count could mean more than one (the error lists the readings). Features holding only the patch core (a model that predicts no margins) are taken as they are.&lt;br&gt;&lt;b&gt;Features&lt;/b&gt;: a comma-separated list picks bands and their order; by default every feature whose values fit the patch becomes a band.&lt;br&gt;&lt;b&gt;Data type&lt;/b&gt;: by default float lists give Float32, int64 lists Int32 (Float64 if they do not fit), bytes Byte.&lt;br&gt;&lt;b&gt;Export sidecar&lt;/b&gt;: our exports write PREFIX-sidecar.json beside the mixer; when it is there its kernelSize is used (unless one is given), a feature holding several bands gets their names, and, when the export's own features are loaded, the pixels it masked (defaultValue) are nodata.&lt;br&gt;&lt;b&gt;Display&lt;/b&gt;: one band within 0..1 is shown with a colour ramp, partly transparent; one band of a few whole numbers as classes; others as QGIS shows them.</source>
      <translation type="vanished">Monta em mosaico os arquivos TFRecord de uma exportação de imagem, ou as previsões de um modelo feitas a partir dela, de volta em um GeoTIFF georreferenciado na grade da exportação, usando o JSON mixer da exportação (seu SRC, transformação afim e disposição dos patches). Os registros continuam de um arquivo para o outro na ordem listada (uma lista fora da ordem dos números nos nomes para, citando as duas ordens); em uma pasta, os números dos fragmentos são ordenados como números (pred-2 antes de pred-10). Arquivos simples e GZIP funcionam, inclusive as exportações do próprio Earth Engine.&lt;br&gt;&lt;b&gt;Entrada&lt;/b&gt;: escolha os arquivos TFRecord, ou a &lt;i&gt;pasta&lt;/i&gt; e o &lt;i&gt;prefixo&lt;/i&gt; da exportação (PREFIX-00000.tfrecord.gz, ...). O mixer (PREFIX-mixer.json) é encontrado ao lado dos arquivos, a menos que seja escolhido; um arquivo secundário de índice (PREFIX-index.json, gravado quando patches foram descartados) também funciona, e os patches que ele deixa de fora viram nodata.&lt;br&gt;&lt;b&gt;Registros&lt;/b&gt;: cada registro é um patch e cada atributo vira uma banda; um atributo com depth vezes os pixels do bloco vira &lt;i&gt;depth&lt;/i&gt; bandas (NAME_1, NAME_2, ...). São lidas listas float, int64 e de bytes (pixels de 8 bits). Se há tantos registros quanto pixels de todos os blocos, cada registro é um pixel (previsões por pixel), pixels em ordem de linha principal dentro de cada bloco.&lt;br&gt;&lt;b&gt;Tamanho do kernel&lt;/b&gt;: as margens do kernel (kernelSize // 2 de cada lado) são recortadas. O kernel é inferido das contagens de valores (primeiro um quadrado; um não quadrado quando só ele serve), como a caixa de diálogo de importação o pré-visualiza; informe o tamanho do kernel usado na exportação ('kx,ky' ou um número) quando uma contagem puder significar mais de um (o erro lista as leituras). Atributos que contêm só o núcleo do patch (um modelo que não prevê margens) são usados como estão.&lt;br&gt;&lt;b&gt;Atributos&lt;/b&gt;: uma lista separada por vírgulas escolhe as bandas e sua ordem; por padrão, todo atributo cujos valores cabem no patch vira uma banda.&lt;br&gt;&lt;b&gt;Tipo de dado&lt;/b&gt;: por padrão, listas float dão Float32, listas int64 Int32 (Float64 se não couberem), bytes Byte.&lt;br&gt;&lt;b&gt;Arquivo secundário da exportação&lt;/b&gt;: nossas exportações gravam PREFIX-sidecar.json ao lado do mixer; quando ele existe, seu kernelSize é usado (a menos que um seja informado), um atributo com várias bandas recebe os nomes delas e, quando os atributos da própria exportação são carregados, os pixels que ela mascarou (defaultValue) viram nodata.&lt;br&gt;&lt;b&gt;Exibição&lt;/b&gt;: uma banda dentro de 0..1 é mostrada com uma rampa de cores, parcialmente transparente; uma banda de poucos números inteiros como classes; as outras como o QGIS as mostra.</translation>
    </message>
    <message>
      <source>Cuts raster layers into patches and writes them as TFRecord files of tf.train.Example (or SequenceExample) records, with the "mixer" JSON that georeferences them, exactly as Google Earth Engine's Export.image with fileFormat 'TFRecord' does.&lt;br&gt;&lt;br&gt;&lt;b&gt;Input layers&lt;/b&gt;: their bands are stacked in order; layers must cover the same place, and are warped to the export grid when they are not on it. &lt;b&gt;Array layers&lt;/b&gt;: each becomes one array band named after the layer, whose per-pixel array is the layer's band values (e.g. a time series).&lt;br&gt;&lt;b&gt;Band names&lt;/b&gt;: comma list; default the band descriptions, else b1, b2, ...&lt;br&gt;&lt;b&gt;Extent, target CRS, pixel size&lt;/b&gt;: the export grid; default the first layer's grid.&lt;br&gt;&lt;b&gt;Patch dimensions&lt;/b&gt; (width,height) and &lt;b&gt;kernel size&lt;/b&gt;: each record holds a patch plus floor(kernel/2) real neighbouring pixels on each side.&lt;br&gt;&lt;b&gt;Max file size&lt;/b&gt;: bytes per file before compression; files are named PREFIX-00000.tfrecord.gz, ... (an empty prefix: 00000.tfrecord.gz, ..., mixer.json and sidecar.json; one ending in '/': a subfolder of that name). A run writes all its files or none, replacing an earlier export with that prefix only when it succeeds.&lt;br&gt;&lt;b&gt;GZIP compression level&lt;/b&gt;: 0-9, default 6 (zlib's, as EE); the files read the same at any level. Levels 1-3 are fastest, above all with the isal package installed (README).&lt;br&gt;&lt;b&gt;Default value&lt;/b&gt;: written in every band of a pixel masked in any band (nodata, mask or outside).&lt;br&gt;&lt;b&gt;Tensor depths&lt;/b&gt;: {"arrayBand": depth} (or band:depth,...), required for array bands unless sequence data.&lt;br&gt;&lt;b&gt;Sequence data&lt;/b&gt;: one SequenceExample per pixel (scalar bands in the context, array bands as feature lists). &lt;b&gt;Collapse bands&lt;/b&gt;: one feature named after the first band holding every band.&lt;br&gt;&lt;b&gt;Masked threshold&lt;/b&gt;: the largest fraction of masked pixels a patch may have; below 1, EE writes no mixer, and we write PREFIX-index.json listing the kept patches.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: paste the JSON used in EE; it overrides the single options.&lt;br&gt;An export whose layers leave no pixel of the region unmasked (rasters that do not overlap, an extent outside them) stops before writing; wholly masked patches are counted in the log and in MASKED_PATCH_COUNT, and written as EE writes them. Beside the mixer, PREFIX-sidecar.json keeps what EE's mixer cannot (kernel size, default value, band names and types), for the import.&lt;br&gt;The log ends with the featuresDict to read the files in TensorFlow (also the FEATURES_DICT output).</source>
      <translation type="vanished">Corta camadas raster em patches e as grava como arquivos TFRecord de registros tf.train.Example (ou SequenceExample), com o JSON "mixer" que os georreferencia, exatamente como faz o Export.image do Google Earth Engine com fileFormat 'TFRecord'.&lt;br&gt;&lt;br&gt;&lt;b&gt;Camadas de entrada&lt;/b&gt;: suas bandas são empilhadas em ordem; as camadas precisam cobrir o mesmo lugar e são reprojetadas para a grade de exportação quando não estão nela. &lt;b&gt;Camadas de matriz&lt;/b&gt;: cada uma vira uma banda de matriz com o nome da camada, cuja matriz por pixel são os valores das bandas da camada (por exemplo, uma série temporal).&lt;br&gt;&lt;b&gt;Nomes das bandas&lt;/b&gt;: lista separada por vírgulas; padrão: as descrições das bandas, senão b1, b2, ...&lt;br&gt;&lt;b&gt;Extensão, SRC de destino, tamanho do pixel&lt;/b&gt;: a grade de exportação; padrão: a grade da primeira camada.&lt;br&gt;&lt;b&gt;Dimensões do patch&lt;/b&gt; (largura,altura) e &lt;b&gt;tamanho do kernel&lt;/b&gt;: cada registro contém um patch mais floor(kernel/2) pixels vizinhos reais de cada lado.&lt;br&gt;&lt;b&gt;Tamanho máximo do arquivo&lt;/b&gt;: bytes por arquivo antes da compactação; os arquivos se chamam PREFIX-00000.tfrecord.gz, ... (prefixo vazio: 00000.tfrecord.gz, ..., mixer.json e sidecar.json; um terminado em '/': uma subpasta com esse nome). Uma execução grava todos os seus arquivos ou nenhum, substituindo uma exportação anterior com esse prefixo só quando tem sucesso.&lt;br&gt;&lt;b&gt;Nível de compressão GZIP&lt;/b&gt;: 0-9, padrão 6 (o do zlib, como no EE); os arquivos são lidos da mesma forma em qualquer nível. Os níveis 1-3 são os mais rápidos, sobretudo com o pacote isal instalado (README).&lt;br&gt;&lt;b&gt;Valor padrão&lt;/b&gt;: gravado em todas as bandas de um pixel mascarado em qualquer banda (nodata, máscara ou fora).&lt;br&gt;&lt;b&gt;Profundidades dos tensores&lt;/b&gt;: {"arrayBand": depth} (ou band:depth,...), obrigatório para bandas de matriz, exceto com dados de sequência.&lt;br&gt;&lt;b&gt;Dados de sequência&lt;/b&gt;: um SequenceExample por pixel (bandas escalares no contexto, bandas de matriz como listas de atributos). &lt;b&gt;Recolher bandas&lt;/b&gt;: um atributo com o nome da primeira banda contendo todas as bandas.&lt;br&gt;&lt;b&gt;Limite de mascaramento&lt;/b&gt;: a maior fração de pixels mascarados que um patch pode ter; abaixo de 1, o EE não grava mixer, e nós gravamos PREFIX-index.json listando os patches mantidos.&lt;br&gt;&lt;b&gt;formatOptions do EE&lt;/b&gt;: cole o JSON usado no EE; ele substitui as opções individuais.&lt;br&gt;Uma exportação cujas camadas não deixam nenhum pixel da região sem máscara (rasters que não se sobrepõem, uma extensão fora deles) para antes de gravar; patches totalmente mascarados são contados no log e em MASKED_PATCH_COUNT, e gravados como o EE os grava. Ao lado do mixer, PREFIX-sidecar.json guarda o que o mixer do EE não guarda (tamanho do kernel, valor padrão, nomes e tipos das bandas), para a importação.&lt;br&gt;O log termina com o featuresDict para ler os arquivos no TensorFlow (também a saída FEATURES_DICT).</translation>
    </message>
    <message>
      <source>Mixer (or index sidecar) path</source>
      <translation type="vanished">Caminho do mixer (ou do arquivo secundário de índice)</translation>
    </message>
    <message>
      <source>Writes one tf.train.Example per point: a patch of the raster layers around the point, one feature per band exactly as &lt;i&gt;Export raster to TFRecord patches&lt;/i&gt; writes a patch, followed by the chosen point attributes (e.g. the label) as extra features, converted as &lt;i&gt;Export vector layer to TFRecord&lt;/i&gt; converts them (a NULL attribute is left out of that record). This is the training set of neighbourhood arrays Earth Engine users sample at points for U-Nets.&lt;br&gt;&lt;br&gt;&lt;b&gt;Input layers&lt;/b&gt;: their bands are stacked in order on the first layer's grid (other layers are warped to it). Points are transformed into that grid's CRS; multipoints give one patch per point.&lt;br&gt;&lt;b&gt;Patch dimensions&lt;/b&gt; (width,height): the patch is centred on the pixel that contains the point: its top-left pixel is (column - width // 2, row - height // 2), so with an even size the centre is the pixel right of and below the middle. &lt;b&gt;Kernel size&lt;/b&gt; adds floor(kernel/2) real neighbouring pixels on each side.&lt;br&gt;&lt;b&gt;Patches crossing the raster edge&lt;/b&gt;: written with the pixels outside the rasters masked, or skipped. Points with no geometry, or whose centre pixel is outside the rasters, are always skipped with a warning and counted in SKIPPED.&lt;br&gt;&lt;b&gt;Point fields&lt;/b&gt;: attached to each record; none chosen: none.&lt;br&gt;&lt;b&gt;GZIP compression level&lt;/b&gt;: 0-9, default 6 (zlib's, as EE); the files read the same at any level. Levels 1-3 are fastest, above all with the isal package installed (README).&lt;br&gt;&lt;b&gt;Default value&lt;/b&gt;: written in every band of a pixel masked in any band (nodata, mask or outside). &lt;b&gt;Value type&lt;/b&gt;: float32 everywhere (Earth Engine) or native types, for bands and attributes.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: the JSON of an EE export may be pasted; it overrides the options above. Its maskedThreshold skips points whose patch core has a larger share of masked pixels (counted in SKIPPED); sequenceData is refused, as a per-pixel record cannot carry the point's attributes.&lt;br&gt;Files are named PREFIX-00000.tfrecord.gz, ... (an empty prefix: 00000.tfrecord.gz, ...); no mixer is written, as the patches do not tile a grid. The log ends with the featuresDict to read the files in TensorFlow.</source>
      <translation type="vanished">Grava um tf.train.Example por ponto: um patch das camadas raster ao redor do ponto, um atributo por banda exatamente como &lt;i&gt;Exportar raster para patches TFRecord&lt;/i&gt; grava um patch, seguido dos atributos do ponto escolhidos (por exemplo, o rótulo) como atributos extras, convertidos como &lt;i&gt;Exportar camada vetorial para TFRecord&lt;/i&gt; os converte (um atributo NULL fica fora desse registro). Este é o conjunto de treinamento de matrizes de vizinhança que usuários do Earth Engine amostram em pontos para U-Nets.&lt;br&gt;&lt;br&gt;&lt;b&gt;Camadas de entrada&lt;/b&gt;: suas bandas são empilhadas em ordem na grade da primeira camada (as outras camadas são reprojetadas para ela). Os pontos são transformados para o SRC dessa grade; multipontos dão um patch por ponto.&lt;br&gt;&lt;b&gt;Dimensões do patch&lt;/b&gt; (largura,altura): o patch é centralizado no pixel que contém o ponto: seu pixel superior esquerdo é (column - width // 2, row - height // 2), então com um tamanho par o centro é o pixel à direita e abaixo do meio. &lt;b&gt;Tamanho do kernel&lt;/b&gt; acrescenta floor(kernel/2) pixels vizinhos reais de cada lado.&lt;br&gt;&lt;b&gt;Patches que cruzam a borda do raster&lt;/b&gt;: gravados com os pixels fora dos rasters mascarados, ou ignorados. Pontos sem geometria, ou cujo pixel central está fora dos rasters, são sempre ignorados com um aviso e contados em SKIPPED.&lt;br&gt;&lt;b&gt;Campos do ponto&lt;/b&gt;: anexados a cada registro; nenhum escolhido: nenhum.&lt;br&gt;&lt;b&gt;Nível de compressão GZIP&lt;/b&gt;: 0-9, padrão 6 (o do zlib, como no EE); os arquivos são lidos da mesma forma em qualquer nível. Os níveis 1-3 são os mais rápidos, sobretudo com o pacote isal instalado (README).&lt;br&gt;&lt;b&gt;Valor padrão&lt;/b&gt;: gravado em todas as bandas de um pixel mascarado em qualquer banda (nodata, máscara ou fora). &lt;b&gt;Tipo de valor&lt;/b&gt;: float32 em tudo (Earth Engine) ou tipos nativos, para bandas e atributos.&lt;br&gt;&lt;b&gt;formatOptions do EE&lt;/b&gt;: o JSON de uma exportação do EE pode ser colado; ele substitui as opções acima. Seu maskedThreshold ignora pontos cujo núcleo do patch tem uma proporção maior de pixels mascarados (contados em SKIPPED); sequenceData é recusado, pois um registro por pixel não pode levar os atributos do ponto.&lt;br&gt;Os arquivos se chamam PREFIX-00000.tfrecord.gz, ... (prefixo vazio: 00000.tfrecord.gz, ...); nenhum mixer é gravado, pois os patches não formam uma grade. O log termina com o featuresDict para ler os arquivos no TensorFlow.</translation>
    </message>
    <message>
      <source>Cuts raster layers into patches and writes them as TFRecord files of tf.train.Example (or SequenceExample) records, with the "mixer" JSON that georeferences them, exactly as Google Earth Engine's Export.image with fileFormat 'TFRecord' does.&lt;br&gt;&lt;br&gt;&lt;b&gt;Input layers&lt;/b&gt;: their bands are stacked in order; layers must cover the same place, and are warped to the export grid when they are not on it. &lt;b&gt;Array layers&lt;/b&gt;: each becomes one array band named after the layer, whose per-pixel array is the layer's band values (e.g. a time series).&lt;br&gt;&lt;b&gt;Band names&lt;/b&gt;: comma list; default the band descriptions, else b1, b2, ...&lt;br&gt;&lt;b&gt;Extent, target CRS, pixel size&lt;/b&gt;: the export grid; default the first layer's grid.&lt;br&gt;&lt;b&gt;Patch dimensions&lt;/b&gt; (width,height) and &lt;b&gt;kernel size&lt;/b&gt;: each record holds a patch plus floor(kernel/2) real neighbouring pixels on each side.&lt;br&gt;&lt;b&gt;Max file size&lt;/b&gt;: bytes per file before compression; files are named PREFIX-00000.tfrecord.gz, ... (an empty prefix: 00000.tfrecord.gz, ..., mixer.json and sidecar.json; one ending in '/': a subfolder of that name). A run writes all its files or none, replacing an earlier export with that prefix only when it succeeds.&lt;br&gt;&lt;b&gt;Default value&lt;/b&gt;: written in every band of a pixel masked in any band (nodata, mask or outside).&lt;br&gt;&lt;b&gt;Tensor depths&lt;/b&gt;: {"arrayBand": depth} (or band:depth,...), required for array bands unless sequence data.&lt;br&gt;&lt;b&gt;Sequence data&lt;/b&gt;: one SequenceExample per pixel (scalar bands in the context, array bands as feature lists). &lt;b&gt;Collapse bands&lt;/b&gt;: one feature named after the first band holding every band.&lt;br&gt;&lt;b&gt;Masked threshold&lt;/b&gt;: the largest fraction of masked pixels a patch may have; below 1, EE writes no mixer, and we write PREFIX-index.json listing the kept patches.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: paste the JSON used in EE; it overrides the single options.&lt;br&gt;An export whose layers leave no pixel of the region unmasked (rasters that do not overlap, an extent outside them) stops before writing; wholly masked patches are counted in the log and in MASKED_PATCH_COUNT, and written as EE writes them. Beside the mixer, PREFIX-sidecar.json keeps what EE's mixer cannot (kernel size, default value, band names and types), for the import.&lt;br&gt;The log ends with the featuresDict to read the files in TensorFlow (also the FEATURES_DICT output).</source>
      <translation type="vanished">Corta camadas raster em patches e as grava como arquivos TFRecord de registros tf.train.Example (ou SequenceExample), com o JSON "mixer" que os georreferencia, exatamente como faz o Export.image do Google Earth Engine com fileFormat 'TFRecord'.&lt;br&gt;&lt;br&gt;&lt;b&gt;Camadas de entrada&lt;/b&gt;: suas bandas são empilhadas em ordem; as camadas precisam cobrir o mesmo lugar e são reprojetadas para a grade de exportação quando não estão nela. &lt;b&gt;Camadas de matriz&lt;/b&gt;: cada uma vira uma banda de matriz com o nome da camada, cuja matriz por pixel são os valores das bandas da camada (por exemplo, uma série temporal).&lt;br&gt;&lt;b&gt;Nomes das bandas&lt;/b&gt;: lista separada por vírgulas; padrão: as descrições das bandas, senão b1, b2, ...&lt;br&gt;&lt;b&gt;Extensão, SRC de destino, tamanho do pixel&lt;/b&gt;: a grade de exportação; padrão: a grade da primeira camada.&lt;br&gt;&lt;b&gt;Dimensões do patch&lt;/b&gt; (largura,altura) e &lt;b&gt;tamanho do kernel&lt;/b&gt;: cada registro contém um patch mais floor(kernel/2) pixels vizinhos reais de cada lado.&lt;br&gt;&lt;b&gt;Tamanho máximo do arquivo&lt;/b&gt;: bytes por arquivo antes da compactação; os arquivos se chamam PREFIX-00000.tfrecord.gz, ... (prefixo vazio: 00000.tfrecord.gz, ..., mixer.json e sidecar.json; um terminado em '/': uma subpasta com esse nome). Uma execução grava todos os seus arquivos ou nenhum, substituindo uma exportação anterior com esse prefixo só quando tem sucesso.&lt;br&gt;&lt;b&gt;Valor padrão&lt;/b&gt;: gravado em todas as bandas de um pixel mascarado em qualquer banda (nodata, máscara ou fora).&lt;br&gt;&lt;b&gt;Profundidades dos tensores&lt;/b&gt;: {"arrayBand": depth} (ou band:depth,...), obrigatório para bandas de matriz, exceto com dados de sequência.&lt;br&gt;&lt;b&gt;Dados de sequência&lt;/b&gt;: um SequenceExample por pixel (bandas escalares no contexto, bandas de matriz como listas de atributos). &lt;b&gt;Recolher bandas&lt;/b&gt;: um atributo com o nome da primeira banda contendo todas as bandas.&lt;br&gt;&lt;b&gt;Limite de mascaramento&lt;/b&gt;: a maior fração de pixels mascarados que um patch pode ter; abaixo de 1, o EE não grava mixer, e nós gravamos PREFIX-index.json listando os patches mantidos.&lt;br&gt;&lt;b&gt;formatOptions do EE&lt;/b&gt;: cole o JSON usado no EE; ele substitui as opções individuais.&lt;br&gt;Uma exportação cujas camadas não deixam nenhum pixel da região sem máscara (rasters que não se sobrepõem, uma extensão fora deles) para antes de gravar; patches totalmente mascarados são contados no log e em MASKED_PATCH_COUNT, e gravados como o EE os grava. Ao lado do mixer, PREFIX-sidecar.json guarda o que o mixer do EE não guarda (tamanho do kernel, valor padrão, nomes e tipos das bandas), para a importação.&lt;br&gt;O log termina com o featuresDict para ler os arquivos no TensorFlow (também a saída FEATURES_DICT).</translation>
    </message>
    <message>
      <source>Writes one tf.train.Example per point: a patch of the raster layers around the point, one feature per band exactly as &lt;i&gt;Export raster to TFRecord patches&lt;/i&gt; writes a patch, followed by the chosen point attributes (e.g. the label) as extra features, converted as &lt;i&gt;Export vector layer to TFRecord&lt;/i&gt; converts them (a NULL attribute is left out of that record). This is the training set of neighbourhood arrays Earth Engine users sample at points for U-Nets.&lt;br&gt;&lt;br&gt;&lt;b&gt;Input layers&lt;/b&gt;: their bands are stacked in order on the first layer's grid (other layers are warped to it). Points are transformed into that grid's CRS; multipoints give one patch per point.&lt;br&gt;&lt;b&gt;Patch dimensions&lt;/b&gt; (width,height): the patch is centred on the pixel that contains the point: its top-left pixel is (column - width // 2, row - height // 2), so with an even size the centre is the pixel right of and below the middle. &lt;b&gt;Kernel size&lt;/b&gt; adds floor(kernel/2) real neighbouring pixels on each side.&lt;br&gt;&lt;b&gt;Patches crossing the raster edge&lt;/b&gt;: written with the pixels outside the rasters masked, or skipped. Points with no geometry, or whose centre pixel is outside the rasters, are always skipped with a warning and counted in SKIPPED.&lt;br&gt;&lt;b&gt;Point fields&lt;/b&gt;: attached to each record; none chosen: none.&lt;br&gt;&lt;b&gt;Default value&lt;/b&gt;: written in every band of a pixel masked in any band (nodata, mask or outside). &lt;b&gt;Value type&lt;/b&gt;: float32 everywhere (Earth Engine) or native types, for bands and attributes.&lt;br&gt;&lt;b&gt;EE formatOptions&lt;/b&gt;: the JSON of an EE export may be pasted; it overrides the options above. Its maskedThreshold skips points whose patch core has a larger share of masked pixels (counted in SKIPPED); sequenceData is refused, as a per-pixel record cannot carry the point's attributes.&lt;br&gt;Files are named PREFIX-00000.tfrecord.gz, ... (an empty prefix: 00000.tfrecord.gz, ...); no mixer is written, as the patches do not tile a grid. The log ends with the featuresDict to read the files in TensorFlow.</source>
      <translation type="vanished">Grava um tf.train.Example por ponto: um patch das camadas raster ao redor do ponto, um atributo por banda exatamente como &lt;i&gt;Exportar raster para patches TFRecord&lt;/i&gt; grava um patch, seguido dos atributos do ponto escolhidos (por exemplo, o rótulo) como atributos extras, convertidos como &lt;i&gt;Exportar camada vetorial para TFRecord&lt;/i&gt; os converte (um atributo NULL fica fora desse registro). Este é o conjunto de treinamento de matrizes de vizinhança que usuários do Earth Engine amostram em pontos para U-Nets.&lt;br&gt;&lt;br&gt;&lt;b&gt;Camadas de entrada&lt;/b&gt;: suas bandas são empilhadas em ordem na grade da primeira camada (as outras camadas são reprojetadas para ela). Os pontos são transformados para o SRC dessa grade; multipontos dão um patch por ponto.&lt;br&gt;&lt;b&gt;Dimensões do patch&lt;/b&gt; (largura,altura): o patch é centralizado no pixel que contém o ponto: seu pixel superior esquerdo é (column - width // 2, row - height // 2), então com um tamanho par o centro é o pixel à direita e abaixo do meio. &lt;b&gt;Tamanho do kernel&lt;/b&gt; acrescenta floor(kernel/2) pixels vizinhos reais de cada lado.&lt;br&gt;&lt;b&gt;Patches que cruzam a borda do raster&lt;/b&gt;: gravados com os pixels fora dos rasters mascarados, ou ignorados. Pontos sem geometria, ou cujo pixel central está fora dos rasters, são sempre ignorados com um aviso e contados em SKIPPED.&lt;br&gt;&lt;b&gt;Campos do ponto&lt;/b&gt;: anexados a cada registro; nenhum escolhido: nenhum.&lt;br&gt;&lt;b&gt;Valor padrão&lt;/b&gt;: gravado em todas as bandas de um pixel mascarado em qualquer banda (nodata, máscara ou fora). &lt;b&gt;Tipo de valor&lt;/b&gt;: float32 em tudo (Earth Engine) ou tipos nativos, para bandas e atributos.&lt;br&gt;&lt;b&gt;formatOptions do EE&lt;/b&gt;: o JSON de uma exportação do EE pode ser colado; ele substitui as opções acima. Seu maskedThreshold ignora pontos cujo núcleo do patch tem uma proporção maior de pixels mascarados (contados em SKIPPED); sequenceData é recusado, pois um registro por pixel não pode levar os atributos do ponto.&lt;br&gt;Os arquivos se chamam PREFIX-00000.tfrecord.gz, ... (prefixo vazio: 00000.tfrecord.gz, ...); nenhum mixer é gravado, pois os patches não formam uma grade. O log termina com o featuresDict para ler os arquivos no TensorFlow.</translation>
    </message>
    <message>
      <source>shown as {style}</source>
      <translation type="vanished">exibido como {style}</translation>
    </message>
    <message>
      <source> (a ramp over 0..1)</source>
      <translation type="vanished"> (uma rampa sobre 0..1)</translation>
    </message>
  </context>
</TS>
