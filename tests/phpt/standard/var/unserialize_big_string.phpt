--TEST--
a long string
--FILE--
<?php
$s = str_repeat("xy", 5000);
var_dump(unserialize(serialize($s)) === $s);
--EXPECT--
bool(true)
