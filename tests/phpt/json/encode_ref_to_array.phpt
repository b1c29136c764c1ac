--TEST--
a reference to an array inside an array
--FILE--
<?php
$inner = [1, 2];
$a = ['r' => &$inner];
var_dump(json_encode($a));
--EXPECT--
string(11) "{"r":[1,2]}"
