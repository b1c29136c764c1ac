--TEST--
Undefined array key warnings for int and string keys
--FILE--
<?php
$a = [1];
echo $a[5];
echo $a['str'];
echo $a["7"];
echo $a[-1];
echo "\n";
--EXPECTF--

Warning: Undefined array key 5 in %s on line 3

Warning: Undefined array key "str" in %s on line 4

Warning: Undefined array key 7 in %s on line 5

Warning: Undefined array key -1 in %s on line 6
