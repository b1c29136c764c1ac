--TEST--
var_dump returns null
--FILE--
<?php
$r = var_dump(1);
echo gettype($r), "\n";
--EXPECT--
int(1)
NULL
