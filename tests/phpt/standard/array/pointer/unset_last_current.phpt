--TEST--
unsetting the current last element
--FILE--
<?php
$a = ['a' => 1, 'b' => 2];
end($a);
unset($a['b']);
var_dump(current($a), key($a));
--EXPECT--
bool(false)
NULL
