--TEST--
a successful call clears the last error
--FILE--
<?php
preg_replace('/a/u', 'b', "\xff");
var_dump(preg_last_error());
preg_replace('/a/u', 'b', "a");
var_dump(preg_last_error());
--EXPECT--
int(4)
int(0)
