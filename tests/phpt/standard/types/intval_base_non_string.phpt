--TEST--
intval base is ignored for non-strings
--FILE--
<?php
var_dump(intval(42, 8));
var_dump(intval(1.5, 16));
--EXPECT--
int(42)
int(1)
