--TEST--
Unsetting one name keeps the other
--FILE--
<?php
$a = 'value';
$b = &$a;
unset($a);
var_dump(isset($a), $b);
--EXPECT--
bool(false)
string(5) "value"
