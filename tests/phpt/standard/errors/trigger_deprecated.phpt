--TEST--
trigger_error with E_USER_DEPRECATED
--FILE--
<?php
var_dump(trigger_error('old stuff', E_USER_DEPRECATED));
--EXPECTF--

Deprecated: old stuff in %s on line 2
bool(true)
