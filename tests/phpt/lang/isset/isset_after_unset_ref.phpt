--TEST--
isset after unsetting a reference
--FILE--
<?php
$a = 1;
$b = &$a;
unset($b);
var_dump(isset($a), isset($b));
$b = &$a;
$b = null;
var_dump(isset($a));
--EXPECT--
bool(true)
bool(false)
bool(false)
