--TEST--
stream_get_meta_data on a plain file
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, "ab\ncd\n");
$f = fopen($p, 'r');
fgets($f);
$m = stream_get_meta_data($f);
var_dump($m['uri'] === $p);
unset($m['uri']);
var_dump($m);
fread($f, 3);
var_dump(stream_get_meta_data($f)['eof']);
fread($f, 3);
var_dump(stream_get_meta_data($f)['eof']);
fclose($f);
unlink($p);
--EXPECT--
bool(true)
array(8) {
  ["timed_out"]=>
  bool(false)
  ["blocked"]=>
  bool(true)
  ["eof"]=>
  bool(false)
  ["wrapper_type"]=>
  string(9) "plainfile"
  ["stream_type"]=>
  string(5) "STDIO"
  ["mode"]=>
  string(1) "r"
  ["unread_bytes"]=>
  int(3)
  ["seekable"]=>
  bool(true)
}
bool(false)
bool(true)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
