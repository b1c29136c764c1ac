--TEST--
ob_get_status without buffers
--FILE--
<?php
var_dump(ob_get_status(), ob_get_status(true));
--EXPECT--
array(0) {
}
array(0) {
}
