--TEST--
HASH_HMAC constant
--FILE--
<?php
var_dump(HASH_HMAC);
?>
--EXPECT--
int(1)
