--TEST--
sorting resets the pointer
--FILE--
<?php
$a = [3, 1, 2];
end($a);
asort($a);
var_dump(key($a));
--EXPECT--
int(1)
