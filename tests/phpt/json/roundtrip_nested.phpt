--TEST--
nested values round-trip
--FILE--
<?php
$a = ['a' => [1, 2.5, "x", null, true], 'b' => ['c' => ['d' => []]], 'e' => ""];
var_dump(json_decode(json_encode($a), true) === $a);
--EXPECT--
bool(true)
