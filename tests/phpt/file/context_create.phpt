--TEST--
stream_context_create
--FILE--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
$c = stream_context_create();
var_dump(get_resource_type($c), is_resource($c));
var_dump(stream_context_get_options($c));
$c2 = stream_context_create(['http' => ['method' => 'POST']]);
var_dump(stream_context_get_options($c2));
file_put_contents($p, "ctx", 0, $c2);
var_dump(file_get_contents($p, false, $c2));
$f = fopen($p, 'r', false, $c);
var_dump(fread($f, 10));
fclose($f);
unlink($p, $c);
var_dump(file_exists($p));
--EXPECT--
string(14) "stream-context"
bool(true)
array(0) {
}
array(1) {
  ["http"]=>
  array(1) {
    ["method"]=>
    string(4) "POST"
  }
}
string(3) "ctx"
string(3) "ctx"
bool(false)
--CLEAN--
<?php
$p = sys_get_temp_dir() . '/tusk_ft_' . basename(__FILE__, '.php');
foreach (array_merge(glob($p . '*') ?: [], []) as $f) { if (is_dir($f)) { @array_map('unlink', glob("$f/*") ?: []); @rmdir($f); } else { @unlink($f); } }
