--TEST--
boolval conversions
--FILE--
<?php
$vals = [0, 1, -1, 0.0, -0.0, 0.1, '', '0', '0.0', ' ', 'false', [], [0], null, NAN];
foreach ($vals as $v) {
    echo var_export($v, true), ' => ', var_export(boolval($v), true), "\n";
}
--EXPECT--
0 => false
1 => true
-1 => true
0.0 => false
-0.0 => false
0.1 => true
'' => false
'0' => false
'0.0' => true
' ' => true
'false' => true
array (
) => false
array (
  0 => 0,
) => true
NULL => false
NAN => true
