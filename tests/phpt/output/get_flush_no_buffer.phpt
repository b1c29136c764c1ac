--TEST--
ob_get_flush without a buffer
--FILE--
<?php
var_dump(ob_get_flush());
--EXPECTF--

Notice: ob_get_flush(): Failed to delete and flush buffer. No buffer to delete or flush in %s on line 2
bool(false)
