--TEST--
Interpolating a missing key warns
--FILE--
<?php
$a = ['a' => 1];
echo "v=$a[b]\n";
echo "w={$a['c']}\n";
--EXPECTF--

Warning: Undefined array key "b" in %s on line 3
v=

Warning: Undefined array key "c" in %s on line 4
w=
