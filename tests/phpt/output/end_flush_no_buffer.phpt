--TEST--
ob_end_flush without a buffer
--FILE--
<?php
var_dump(ob_end_flush());
--EXPECTF--

Notice: ob_end_flush(): Failed to delete and flush buffer. No buffer to delete or flush in %s on line 2
bool(false)
