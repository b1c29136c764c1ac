--TEST--
intval of arrays
--FILE--
<?php
var_dump(intval([]), intval([0]), intval(['a' => 1, 'b' => 2]));
--EXPECT--
int(0)
int(1)
int(1)
