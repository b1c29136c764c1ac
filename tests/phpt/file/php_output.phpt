--TEST--
php://output writes through the output buffers
--FILE--
<?php
$o = fopen('php://output', 'w');
fwrite($o, "direct\n");
ob_start();
fwrite($o, "captured");
$s = ob_get_clean();
var_dump($s);
var_dump(stream_get_meta_data($o));
--EXPECT--
direct
string(8) "captured"
array(9) {
  ["timed_out"]=>
  bool(false)
  ["blocked"]=>
  bool(true)
  ["eof"]=>
  bool(false)
  ["wrapper_type"]=>
  string(3) "PHP"
  ["stream_type"]=>
  string(6) "Output"
  ["mode"]=>
  string(2) "wb"
  ["unread_bytes"]=>
  int(0)
  ["seekable"]=>
  bool(false)
  ["uri"]=>
  string(12) "php://output"
}
