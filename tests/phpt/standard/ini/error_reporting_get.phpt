--TEST--
error_reporting returns the current level
--FILE--
<?php
var_dump(error_reporting());
var_dump(E_ALL);
--EXPECT--
int(32767)
int(32767)
