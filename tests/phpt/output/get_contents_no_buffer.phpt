--TEST--
ob_get_contents without a buffer is false
--FILE--
<?php
var_dump(ob_get_contents());
--EXPECT--
bool(false)
