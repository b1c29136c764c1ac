--TEST--
ctype_digit() with numeric strings
--INI--
extension=ctype
--FILE--
<?php
foreach (['1', '-1', '+1', '1e3', ' 1', '1 ', '0x1A', '007'] as $s) { echo $s, ': '; var_dump(ctype_digit($s)); }
?>
--EXPECT--
1: bool(true)
-1: bool(false)
+1: bool(false)
1e3: bool(false)
 1: bool(false)
1 : bool(false)
0x1A: bool(false)
007: bool(true)
