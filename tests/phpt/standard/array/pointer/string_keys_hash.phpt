--TEST--
pointer over string and int keys
--FILE--
<?php
$a = [5 => 'x', 'k' => 'y', -1 => 'z'];
end($a);
var_dump(key($a));
prev($a);
var_dump(key($a));
--EXPECT--
int(-1)
string(1) "k"
