--TEST--
empty on each kind of value
--FILE--
<?php
foreach ([0, 0.0, "", "0", "0.0", " ", null, false, true, [], [0], "a", -1] as $v) {
  echo var_export($v, true), ": ", empty($v) ? "empty" : "not empty", "\n";
}
--EXPECT--
0: empty
0.0: empty
'': empty
'0': empty
'0.0': not empty
' ': not empty
NULL: empty
false: empty
true: not empty
array (
): empty
array (
  0 => 0,
): not empty
'a': not empty
-1: not empty
