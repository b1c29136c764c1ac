--TEST--
php://memory read and write
--FILE--
<?php
$m = fopen('php://memory', 'r+');
var_dump(fwrite($m, "hello world"));
var_dump(ftell($m), feof($m));
rewind($m);
var_dump(fread($m, 5), ftell($m));
var_dump(stream_get_contents($m));
var_dump(feof($m));
$meta = stream_get_meta_data($m);
var_dump($meta);
--EXPECT--
int(11)
int(11)
bool(false)
string(5) "hello"
int(5)
string(6) " world"
bool(true)
array(9) {
  ["timed_out"]=>
  bool(false)
  ["blocked"]=>
  bool(true)
  ["eof"]=>
  bool(true)
  ["wrapper_type"]=>
  string(3) "PHP"
  ["stream_type"]=>
  string(6) "MEMORY"
  ["mode"]=>
  string(3) "w+b"
  ["unread_bytes"]=>
  int(0)
  ["seekable"]=>
  bool(true)
  ["uri"]=>
  string(12) "php://memory"
}
