--TEST--
resources inside arrays and casts
--FILE--
<?php
$m = fopen('php://memory', 'r');
$a = [$m, 'x'];
var_dump(is_resource($a[0]), $a[0] === $m, $a[0] == $m);
var_dump((bool) $m, (int) $m === (int) $a[0], (float) $m > 0);
var_dump(gettype($m), get_debug_type($m));
fclose($m);
var_dump(get_debug_type($m), (bool) $m);
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
string(8) "resource"
string(17) "resource (stream)"
string(17) "resource (closed)"
bool(true)
