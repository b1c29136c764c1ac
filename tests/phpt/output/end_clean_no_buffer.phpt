--TEST--
ob_end_clean without a buffer
--FILE--
<?php
var_dump(ob_end_clean());
--EXPECTF--

Notice: ob_end_clean(): Failed to delete buffer. No buffer to delete in %s on line 2
bool(false)
