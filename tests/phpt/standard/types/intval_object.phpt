--TEST--
intval of an object warns
--FILE--
<?php
var_dump(intval(new stdClass));
--EXPECTF--

Warning: Object of class stdClass could not be converted to int in %s on line 2
int(1)
