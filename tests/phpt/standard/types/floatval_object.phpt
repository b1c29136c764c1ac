--TEST--
floatval of an object warns
--FILE--
<?php
var_dump(floatval(new stdClass));
--EXPECTF--

Warning: Object of class stdClass could not be converted to float in %s on line 2
float(1)
