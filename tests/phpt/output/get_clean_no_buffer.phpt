--TEST--
ob_get_clean without a buffer is false, silently
--FILE--
<?php
var_dump(ob_get_clean());
--EXPECT--
bool(false)
