--TEST--
php://temp
--FILE--
<?php
$t = fopen('php://temp', 'w+');
fwrite($t, str_repeat("0123456789", 1000));
var_dump(ftell($t));
rewind($t);
var_dump(strlen(stream_get_contents($t)));
$u = fopen('php://temp/maxmemory:16', 'w+');
fwrite($u, str_repeat('x', 100));
rewind($u);
var_dump(strlen(fread($u, 1000)));
$meta = stream_get_meta_data($t);
var_dump($meta['stream_type'], $meta['mode'], $meta['uri'], $meta['wrapper_type']);
--EXPECT--
int(10000)
int(10000)
int(100)
string(4) "TEMP"
string(3) "w+b"
string(10) "php://temp"
string(3) "PHP"
