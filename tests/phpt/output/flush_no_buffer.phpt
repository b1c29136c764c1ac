--TEST--
ob_flush without a buffer
--FILE--
<?php
var_dump(ob_flush());
--EXPECTF--

Notice: ob_flush(): Failed to flush buffer. No buffer to flush in %s on line 2
bool(false)
