--TEST--
the is_* predicates
--FILE--
<?php
$o = new stdClass;
foreach ([null, true, 1, 1.5, "1", [], $o] as $v) echo (int) is_null($v), (int) is_bool($v), (int) is_int($v), (int) is_integer($v), (int) is_long($v), (int) is_float($v), (int) is_double($v), (int) is_string($v), (int) is_array($v), (int) is_object($v), "\n";
--EXPECT--
1000000000
0100000000
0011100000
0000011000
0000000100
0000000010
0000000001
