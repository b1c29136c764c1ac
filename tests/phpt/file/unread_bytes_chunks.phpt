--TEST--
reads fill the buffer 8192 bytes at a time
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
file_put_contents($p, str_repeat('x', 20000));
$f = fopen($p, 'r');
fread($f, 100);
var_dump(stream_get_meta_data($f)['unread_bytes']);
fread($f, 8000);
var_dump(stream_get_meta_data($f)['unread_bytes']);
fread($f, 1000);
var_dump(stream_get_meta_data($f)['unread_bytes'], ftell($f));
fseek($f, 50);
var_dump(stream_get_meta_data($f)['unread_bytes'], ftell($f));
fclose($f);
unlink($p);
--EXPECT--
int(8092)
int(92)
int(7284)
int(9100)
int(0)
int(50)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
