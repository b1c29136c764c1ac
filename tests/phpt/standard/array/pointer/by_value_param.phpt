--TEST--
a by-value parameter sees the caller's pointer
--FILE--
<?php
function f($x) { return current($x); }
$a = [1, 2, 3];
end($a);
var_dump(f($a));
--EXPECT--
int(3)
