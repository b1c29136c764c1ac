--TEST--
A WeakMap freed before its keys
--FILE--
<?php
$o = new stdClass;
$m = new WeakMap;
$m[$o] = "x";
unset($m);
$m2 = new WeakMap;
$m2[$o] = "y";
unset($o);
var_dump(count($m2));
echo "ok\n";
--EXPECT--
int(0)
ok
