--TEST--
Truthiness of conditions
--FILE--
<?php
foreach ([0, 1, "", "0", "a", [], [0], null, 0.0, "0.0", -1] as $v) {
  echo var_export($v, true), " => ", $v ? "true" : "false", "\n";
}
--EXPECT--
0 => false
1 => true
'' => false
'0' => false
'a' => true
array (
) => false
array (
  0 => 0,
) => true
NULL => false
0.0 => false
'0.0' => true
-1 => true
