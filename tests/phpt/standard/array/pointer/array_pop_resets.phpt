--TEST--
array_pop() resets the pointer
--FILE--
<?php
$a = [1, 2, 3];
end($a);
array_pop($a);
var_dump(current($a));
--EXPECT--
int(1)
